#!/usr/bin/env bash
# Builds and tests the native LZ4 decoder and encoder. Stages (each counted in the closing summary):
#   1. host Release build (gcc -O3) + ctest
#   2. host ASan + UBSan build (gcc) + ctest, exact-size buffers make any overrun fatal
#      (2b. ThreadSanitizer build of the multi-threaded API test, with clang)
#   3. linux-arm64 cross build + ctest under qemu-user, checked against the x64 liblz4 vector file
#   4. win-x64 mingw-w64 build, exports checked, C tests run under wine64
#      (3 and 4 fail when their cross compiler or emulator is missing, unless BLOCKPACK_ALLOW_MISSING_QEMU=1 /
#      BLOCKPACK_ALLOW_MISSING_WINE=1 allow the skip: scripts/lib/emulators.sh; CI sets neither)
#   5. libFuzzer (clang, ASan + UBSan), decoder and encoder targets, BP_NATIVE_FUZZ_SECONDS seconds each (default 30; 0 skips)
# Exits non-zero if any stage fails. Build trees go to BP_NATIVE_TEST_DIR (default build/native-test).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="${BP_NATIVE_TEST_DIR:-$root/build/native-test}"
fuzz_seconds="${BP_NATIVE_FUZZ_SECONDS:-30}"
mkdir -p "$out"
source "$root/scripts/lib/emulators.sh"

passed=0
failed=0
skipped=0
results=()
record() { # name status
    results+=("$(printf '%-28s %s' "$1" "$2")")
    case "$2" in
        Passed) passed=$((passed + 1)) ;;
        Skipped*) skipped=$((skipped + 1)) ;;
        *) failed=$((failed + 1)) ;;
    esac
}

run_ctest() { # build_dir
    (cd "$1" && ctest --output-on-failure --timeout 900)
}

# 1. Release
if "$here/build.sh" "$out/release" -DBP_NATIVE_TESTS=ON >"$out/release.log" 2>&1 && run_ctest "$out/release"; then
    record "host release ctest" Passed
else
    tail -50 "$out/release.log"; record "host release ctest" Failed
fi

# 2. ASan + UBSan
if BP_NATIVE_BUILD_TYPE=RelWithDebInfo "$here/build.sh" "$out/sanitize" -DBP_NATIVE_TESTS=ON -DBP_NATIVE_SANITIZE=ON \
        >"$out/sanitize.log" 2>&1 \
    && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        run_ctest "$out/sanitize"; then
    record "host asan+ubsan ctest" Passed
else
    tail -50 "$out/sanitize.log"; record "host asan+ubsan ctest" Failed
fi

# 2b. ThreadSanitizer (clang) on the API test, which decodes adaptively from four threads at once.
if command -v clang >/dev/null; then
    if cmake -S "$root/src/native" -B "$out/tsan" -DCMAKE_C_COMPILER=clang -DBP_NATIVE_TESTS=ON \
            -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_FLAGS=-fsanitize=thread \
            -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread -DCMAKE_SHARED_LINKER_FLAGS=-fsanitize=thread \
            >"$out/tsan.log" 2>&1 \
        && cmake --build "$out/tsan" -j "${BP_NATIVE_JOBS:-2}" --target test_api >>"$out/tsan.log" 2>&1 \
        && TSAN_OPTIONS=halt_on_error=1 "$out/tsan/tests/test_api"; then
        record "host tsan api threads" Passed
    else
        tail -40 "$out/tsan.log"; record "host tsan api threads" Failed
    fi
else
    record "host tsan api threads" "Failed (clang missing: scripts/install-deps.sh installs it)"
fi

# 3. linux-arm64 under qemu, against the vector file the release build wrote.
vectors="$out/release/tests/lz4_vectors.bin"
if command -v aarch64-linux-gnu-gcc >/dev/null && command -v qemu-aarch64 >/dev/null; then
    if [[ ! -s "$vectors" ]]; then
        record "linux-arm64 qemu ctest" "Failed (no vector file from the x64 build)"
    elif BP_NATIVE_TARGET=linux-arm64 "$here/build.sh" "$out/arm64" -DBP_NATIVE_TESTS=ON \
            -DBP_NATIVE_VECTOR_FILE="$vectors" >"$out/arm64.log" 2>&1 \
        && file "$out/arm64/libblockpack_native.so" | grep -q aarch64 \
        && run_ctest "$out/arm64"; then
        record "linux-arm64 qemu ctest" Passed
    else
        tail -50 "$out/arm64.log"; record "linux-arm64 qemu ctest" Failed
    fi
else
    if reason=$(missing_emulator qemu "aarch64-linux-gnu-gcc or qemu-aarch64"); then
        record "linux-arm64 qemu ctest" "Skipped ($reason)"
    else
        record "linux-arm64 qemu ctest" "Failed ($reason)"
    fi
fi

# 4. win-x64 with mingw-w64: build the DLL and check that it exports the API; with wine64, run the C tests (built
#    from the same objects as the DLL) under it, against the x64 liblz4 vector file.
if command -v x86_64-w64-mingw32-gcc >/dev/null; then
    dll="$out/win-x64/blockpack_native.dll"
    wine_emulator=()
    wine64=$(find_wine64) && wine_emulator=(-DCMAKE_CROSSCOMPILING_EMULATOR="$wine64")
    if BP_NATIVE_TARGET=win-x64 "$here/build.sh" "$out/win-x64" -DBP_NATIVE_TESTS=ON -DBP_NATIVE_VECTOR_FILE="$vectors" "${wine_emulator[@]}" \
            >"$out/win-x64.log" 2>&1 \
        && x86_64-w64-mingw32-objdump -p "$dll" >"$out/win-x64.exports" 2>&1 \
        && grep -q "bp_lz4_decode_variant" "$out/win-x64.exports" \
        && grep -q "bp_lz4_get_stats" "$out/win-x64.exports" \
        && grep -q "bp_lz4_encode" "$out/win-x64.exports" \
        && grep -q "bp_crc32c" "$out/win-x64.exports" \
        && ! x86_64-w64-mingw32-objdump -p "$dll" | grep -qi "libgcc_s"; then
        record "win-x64 mingw build" Passed
        if [[ -n "$wine64" ]]; then
            if WINEPREFIX="$out/wineprefix" WINEDEBUG=-all run_ctest "$out/win-x64"; then
                record "win-x64 wine ctest" Passed
            else
                record "win-x64 wine ctest" Failed
            fi
        else
            if reason=$(missing_emulator wine "wine64"); then
                record "win-x64 wine ctest" "Skipped ($reason)"
            else
                record "win-x64 wine ctest" "Failed ($reason)"
            fi
        fi
    else
        tail -30 "$out/win-x64.log"; record "win-x64 mingw build" Failed
    fi
else
    if reason=$(missing_emulator wine "x86_64-w64-mingw32-gcc"); then
        record "win-x64 mingw build" "Skipped ($reason)"
    else
        record "win-x64 mingw build" "Failed ($reason)"
    fi
fi

# 5. libFuzzer, bounded time each, on scratch copies of the seed corpus: the decoder (arbitrary blocks) and the
#    encoder (arbitrary plaintext: encode, decode, compare).
if [[ "$fuzz_seconds" == "0" ]]; then
    record "libFuzzer" "Skipped (BP_NATIVE_FUZZ_SECONDS=0)"
elif command -v clang >/dev/null; then
    if BP_NATIVE_BUILD_TYPE=RelWithDebInfo "$here/build.sh" "$out/fuzz" -DCMAKE_C_COMPILER=clang \
            -DBP_NATIVE_FUZZER=ON -DBP_NATIVE_SANITIZE=ON >"$out/fuzz.log" 2>&1; then
        for target in decode encode; do
            corpus="$out/fuzz-corpus-$target"
            mkdir -p "$corpus"
            if "$out/fuzz/tests/fuzz_$target" -max_total_time="$fuzz_seconds" -print_final_stats=1 -max_len=70000 \
                    "$corpus" "$root/tests/native/fuzz/corpus" >"$out/fuzz-$target-run.log" 2>&1; then
                execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/fuzz-$target-run.log" | grep -o '[0-9]*$')
                echo "libFuzzer $target: ${execs:-?} executions in ${fuzz_seconds} s, no failure"
                record "libFuzzer $target (${fuzz_seconds}s, ${execs:-?} execs)" Passed
            else
                tail -40 "$out/fuzz-$target-run.log"; record "libFuzzer $target" Failed
            fi
        done
    else
        tail -40 "$out/fuzz.log"; record "libFuzzer build" Failed
    fi
else
    record "libFuzzer" "Failed (clang missing: scripts/install-deps.sh installs it)"
fi

echo
echo "native test stages:"
for r in "${results[@]}"; do echo "  $r"; done
echo "native: $passed passed, $failed failed, $skipped skipped"
[[ $failed -eq 0 ]]
