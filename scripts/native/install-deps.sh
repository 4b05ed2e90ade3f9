#!/usr/bin/env bash
# Installs the Debian packages the native LZ4 decoder needs to build, test, fuzz and cross-test.
# Idempotent: packages already present are skipped, and apt-get runs only when something is missing.
# Works as root (no sudo needed) or as a user with sudo.
#
#   cmake, gcc, make          host build
#   liblz4-dev                reference decoder for differential tests and benchmarks
#   clang, libclang-rt-14-dev libFuzzer + ASan/UBSan runtimes
#   gcc-aarch64-linux-gnu     linux-arm64 cross build
#   qemu-user                 runs the arm64 test binaries on x64
#   libssl3 (arm64)           only its libssl.so.3/libcrypto.so.3, copied into the cross sysroot: the NativeAOT test app
#                             (scripts/aot-test.sh) loads them at start-up under qemu-aarch64 -L /usr/aarch64-linux-gnu
#   gcc-mingw-w64-x86-64      win-x64 build (left out with BLOCKPACK_NATIVE_NO_MINGW=1; the win-x64 test stages then
#                             fail unless BLOCKPACK_ALLOW_MISSING_WINE=1 too: scripts/lib/emulators.sh)
#   wine64                    runs the win-x64 C tests (with mingw; Debian's wine 8.0, no recommends)
set -euo pipefail

packages=(cmake gcc make pkg-config file liblz4-dev clang libclang-rt-14-dev gcc-aarch64-linux-gnu
          libc6-dev-arm64-cross qemu-user)
if [[ "${BLOCKPACK_NATIVE_NO_MINGW:-0}" != "1" ]]; then
    packages+=(gcc-mingw-w64-x86-64 wine64)
fi

source "$(dirname "$0")/../lib/apt-packages.sh"
export DEBIAN_FRONTEND=noninteractive

if [[ -z "$(missing_packages "${packages[@]}")" ]]; then
    echo "install-deps: all native build/test packages already installed"
else
    install_missing_packages --no-install-recommends "${packages[@]}"
fi

# .NET loads libssl on linux-arm64 too (RandomNumberGenerator), and the cross sysroot holds only libc. The package is
# downloaded and its two libraries copied into the sysroot rather than installed: installing libssl3:arm64 pulls in
# libc6:arm64 outside the sysroot, and with two arm64 libcs qemu-aarch64 -L runs hang at start-up.
sysroot=/usr/aarch64-linux-gnu/lib
if [[ -d $sysroot && ! -e $sysroot/libssl.so.3 ]]; then
    if ! dpkg --print-foreign-architectures | grep -qx arm64; then
        "${sudo_cmd[@]}" dpkg --add-architecture arm64
    fi
    "${apt_get[@]}" update -qq
    tmp=$(mktemp -d)
    (cd "$tmp" && apt-get download libssl3:arm64 >/dev/null 2>&1) && dpkg-deb -x "$tmp"/libssl3_*_arm64.deb "$tmp/x"
    "${sudo_cmd[@]}" cp "$tmp/x/usr/lib/aarch64-linux-gnu/libssl.so.3" "$tmp/x/usr/lib/aarch64-linux-gnu/libcrypto.so.3" "$sysroot/"
    rm -rf "$tmp"
    echo "install-deps: libssl.so.3 and libcrypto.so.3 (arm64) copied into $sysroot"
fi

# The reference liblz4 for the .NET tests under qemu (scripts/emulated-test.sh): Debian's arm64 build, unpacked into
# a folder the emulated process finds through LD_LIBRARY_PATH, never installed into the system. apt-get download
# needs the arm64 architecture in dpkg's list (it only adds package indexes; nothing arm64 is installed).
arm64_lz4="${BLOCKPACK_ARM64_LZ4_DIR:-$(cd "$(dirname "$0")/../.." && pwd)/artifacts/emulated/sysroot-arm64}"
if command -v qemu-aarch64 >/dev/null && [[ ! -e "$arm64_lz4/usr/lib/aarch64-linux-gnu/liblz4.so.1" ]]; then
    if ! dpkg --print-foreign-architectures | grep -qx arm64; then
        "${sudo_cmd[@]}" dpkg --add-architecture arm64
        "${apt_get[@]}" update -qq
    fi
    mkdir -p "$arm64_lz4"
    (cd "$arm64_lz4" && "${apt_get[@]}" download -qq liblz4-1:arm64 && dpkg-deb -x liblz4-1_*_arm64.deb . && rm -f liblz4-1_*_arm64.deb)
    echo "install-deps: arm64 liblz4 unpacked into $arm64_lz4"
fi
echo "install-deps: done"
