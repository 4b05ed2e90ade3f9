#!/usr/bin/env bash
# Configures and builds the native LZ4 decoder for the host (Release, gcc -O3) into a directory.
#   scripts/native/build.sh [BUILD_DIR] [extra cmake arguments...]
#   BUILD_DIR defaults to build/native; e.g. -DBP_NATIVE_TESTS=ON -DBP_NATIVE_BENCHMARKS=ON
#   BP_NATIVE_TARGET=linux-arm64|win-x64 cross-compiles with the toolchain files beside this script.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build_dir="${1:-$root/build/native}"
shift || true

toolchain=()
case "${BP_NATIVE_TARGET:-host}" in
    host) ;;
    linux-arm64) toolchain=(-DCMAKE_TOOLCHAIN_FILE="$here/toolchain-aarch64-linux-gnu.cmake") ;;
    win-x64) toolchain=(-DCMAKE_TOOLCHAIN_FILE="$here/toolchain-x86_64-w64-mingw32.cmake") ;;
    *) echo "build.sh: unknown BP_NATIVE_TARGET '${BP_NATIVE_TARGET}'" >&2; exit 2 ;;
esac

mkdir -p "$build_dir"
cmake -S "$root/src/native" -B "$build_dir" -DCMAKE_BUILD_TYPE="${BP_NATIVE_BUILD_TYPE:-Release}" \
    "${toolchain[@]}" "$@" >"$build_dir.configure.log" 2>&1 || { cat "$build_dir.configure.log" >&2; exit 1; }
cmake --build "$build_dir" -j "${BP_NATIVE_JOBS:-2}"
echo "build.sh: built $(cd "$build_dir" && ls libblockpack_native.so blockpack_native.dll 2>/dev/null | head -1) in $build_dir"
