#!/usr/bin/env bash
# The .NET tests on the platforms this x64 Linux machine can only emulate, each printing 'N passed, N failed':
#   linux-arm64 under qemu-user (qemu-aarch64 -cpu max, the sysroot of Debian's arm64 cross toolchain)
#   win-x64 under wine64 (Debian's wine 8.0)
# for BlockPack.Tests and its managed-codec variant, published self-contained per RID (tests/BlockPack.Tests.Emulated,
# whose own small xunit runner runs inside the emulated process: `dotnet test`'s host would be an x64 process).
# The native library is cross-built from src/native and placed in the app's runtimes/<rid>/native/.
#   scripts/emulated-test.sh [linux-arm64] [win-x64]     (default: both)
# A RID whose emulator or cross compiler is missing fails, unless BLOCKPACK_ALLOW_MISSING_QEMU=1 (linux-arm64) or
# BLOCKPACK_ALLOW_MISSING_WINE=1 (win-x64) allows the skip (scripts/lib/emulators.sh; CI sets neither).
# Tests that cannot run under an emulator are listed, with the reason, in scripts/emulated/<rid>.exclusions and
# printed by the runner; nothing is dropped silently.
#
# DOTNET_EnableWriteXorExecute=0 in both: the runtime maps its JIT'd code twice (writable and executable views of
# one memory object); under qemu-user that double mapping crashes (SIGSEGV once exceptions are thrown) and under
# wine it ends in "Internal CLR error (0x80131506)" in a DynamicMethod finalizer. It is an emulator artifact (the
# same tests pass on x64 with W^X on), so the emulated runs turn W^X off.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
source scripts/lib/emulators.sh
out="${BLOCKPACK_EMULATED_OUT:-$root/artifacts/emulated}"
mkdir -p "$out"
rids=("$@")
[ ${#rids[@]} -gt 0 ] || rids=(linux-arm64 win-x64)

# The folders the issue requires on every platform, plus the probe (tests/BlockPack.Tests.Emulated).
all_namespaces=(Compression Native Integrity StreamReader Objects Formatters Emulated)
namespaces=("${all_namespaces[@]}")

status=0
summary=()
declare -A compiled=()   # variant -> the app folder whose publish compiled its test assembly
extra_environment=()
extra_arguments=()
time_limit=1200
max_attempts=1

# end_after_fatal_error LOG PATTERN LABEL DONE: until the file DONE exists, watches LOG; once the runtime's fatal-error
# banner ("Fatal error." at the start of a line) has been in it for 30 s, kills every process whose command line
# matches PATTERN. A runtime that printed the banner ends within seconds, but under wine one has been seen to stay:
# after "SuspendThread failed with error 5" (2026-12-07) it sat idle until the 900 s limit. Killed at once, the wine
# re-run rule below applies 30 s after the banner instead.
# process_descendants PID: the PIDs of its children, theirs, and so on.
process_descendants() { local child; for child in $(pgrep -P "$1"); do echo "$child"; process_descendants "$child"; done; }
end_after_fatal_error() {
    local log=$1 pattern=$2 label=$3 done=$4 seen=""
    while [ ! -e "$done" ]; do
        sleep 5
        grep -q '^Fatal error\.' "$log" 2>/dev/null || continue
        [ -n "$seen" ] || seen=$SECONDS
        if [ $((SECONDS - seen)) -ge 30 ] && pgrep -f "$pattern" >/dev/null; then
            echo "!!! $label: the runtime printed 'Fatal error.' $((SECONDS - seen)) s ago and its process is still there; ending it"
            # Their descendants too, all listed before any is killed: any of them could hold the log's pipe open.
            local pids pid
            pids=$(pgrep -f "$pattern")
            for pid in $pids; do pids="$pids $(process_descendants "$pid")"; done
            kill -KILL $pids 2>/dev/null
            return
        fi
    done
}

run_suite() { # rid variant(native|managed) runner...
    local rid=$1 variant=$2; shift 2
    local app="$out/$rid/$variant"
    local label="$rid $variant"
    [ "${rid%%-*}" = win ] && label="$rid (wine) $variant"
    local properties=(-p:EmulatedNativeLibrary="$out/native/$rid/$library")
    [ "$variant" = managed ] && properties+=(-p:EmulatedManagedCodec=true)
    local exe="BlockPack.Tests"; [ "$variant" = managed ] && exe="BlockPack.Tests.ManagedCodec"
    [ "${rid%%-*}" = win ] && exe="$exe.exe"
    local namespace_args=()
    for n in "${namespaces[@]}"; do namespace_args+=(--namespace "BlockPack.Tests.$n"); done
    # Tests left out of one variant only (e.g. slow ones whose platform-relevant part the other variant covers).
    local variant_exclusions=()
    [ -f "$root/scripts/emulated/$rid-$variant.exclusions" ] && variant_exclusions=(--exclusions "$root/scripts/emulated/$rid-$variant.exclusions")
    # The variant's test assembly is compiled once, by its first RID's publish; the other RID reuses it (the IL does
    # not depend on the RID; tests/BlockPack.Tests.Emulated/BlockPack.Tests.Emulated.csproj, EmulatedPrecompiled).
    local compiled_by=""
    if [ -n "${compiled[$variant]:-}" ]; then
        properties+=(-p:EmulatedPrecompiled="${compiled[$variant]}")
        compiled_by=", compiled by the ${compiled[$variant]##*/emulated/} publish"
    fi
    local started=$SECONDS
    if ! dotnet publish tests/BlockPack.Tests.Emulated -c Release -p:EmulatedRid="$rid" -nodeReuse:false --nologo -v q \
            "${properties[@]}" -o "$app" >"$out/$rid-$variant.publish.log" 2>&1; then
        tail -30 "$out/$rid-$variant.publish.log"
        summary+=("$label: publish FAILED"); status=1; return
    fi
    [ -n "${compiled[$variant]:-}" ] || compiled[$variant]=$app
    local published=$((SECONDS - started))
    local environment=(DOTNET_EnableWriteXorExecute=0 DOTNET_CLI_TELEMETRY_OPTOUT=1)
    [ "$variant" = managed ] && environment+=(BLOCKPACK_LZ4_DECODER=fallback)
    environment+=("${extra_environment[@]}")
    local attempt=1 rc line reruns=""
    while :; do
        started=$SECONDS
        rm -f "$out/$rid-$variant.done" "$out/$rid-$variant.log"
        end_after_fatal_error "$out/$rid-$variant.log" "$app/$exe" "$label" "$out/$rid-$variant.done" &
        local watcher=$!
        (cd "$app" && env "${environment[@]}" timeout "$time_limit" "$@" "$app/$exe" --label "$label" "${namespace_args[@]}" \
            --exclusions "$root/scripts/emulated/$rid.exclusions" "${variant_exclusions[@]}" --show-output BlockPack.Tests.Emulated "${extra_arguments[@]}") 2>&1 | tee "$out/$rid-$variant.log"
        rc=${PIPESTATUS[0]}
        touch "$out/$rid-$variant.done"
        kill "$watcher" 2>/dev/null; wait "$watcher" 2>/dev/null
        line=$(grep -F "$label: " "$out/$rid-$variant.log" | grep -E ': [0-9]+ passed' | tail -1)
        # One re-run, under wine only, of a process the wine defect killed (see the win-x64 case below): never when a
        # test failed or reported an error, only with wine's signature in the log (a hang without it is not re-run)
        # and no result line.
        if [ "$rc" -ne 0 ] && [ "$attempt" -lt "$max_attempts" ] && [ -z "$line" ] \
                && ! grep -qF -e "$label: FAILED " -e "$label: ERROR " "$out/$rid-$variant.log" \
                && signature=$(grep -m1 -oE 'SuspendThread failed with error 5|virtual_setup_exception stack overflow' "$out/$rid-$variant.log"); then
            cp "$out/$rid-$variant.log" "$out/$rid-$variant.attempt$attempt.log"
            echo "!!! RE-RUN $label: the process was killed by the wine defect (signature: $signature; exit code $rc; no test had failed); log kept as $rid-$variant.attempt$attempt.log; running it again ($((attempt + 1)) of $max_attempts)"
            reruns=" after 1 re-run for the wine defect ($signature)"
            attempt=$((attempt + 1))
            continue
        fi
        break
    done
    summary+=("${line:-$label: no result (exit code $rc)}$reruns (publish ${published} s$compiled_by, run $((SECONDS - started)) s)")
    [ "$rc" -eq 0 ] || status=1
}

for rid in "${rids[@]}"; do
    case "$rid" in
        linux-arm64)
            library=libblockpack_native.so
            if ! command -v qemu-aarch64 >/dev/null || ! command -v aarch64-linux-gnu-gcc >/dev/null; then
                summary+=("$(missing_emulator qemu "linux-arm64 (qemu-aarch64 or aarch64-linux-gnu-gcc)")") || status=1
                continue
            fi
            runner=(qemu-aarch64 -cpu max -L /usr/aarch64-linux-gnu)
            # Debian's arm64 liblz4 (the tests' reference decoder), unpacked by scripts/native/install-deps.sh.
            extra_environment=(LD_LIBRARY_PATH="$out/sysroot-arm64/usr/lib/aarch64-linux-gnu")
            # Under qemu a hang is no more likely than on x64, but one must not cost the whole limit either. (A process
            # frozen whole, timers included, is stopped only by the limit: seen once, 2026-11-28, at load average 40.)
            extra_arguments=(--stall-seconds 300)
            namespaces=("${all_namespaces[@]}")
            time_limit=1200
            max_attempts=1
            ;;
        win-x64)
            library=blockpack_native.dll
            if ! wine64=$(find_wine64) || ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
                summary+=("$(missing_emulator wine "win-x64 (wine64 or x86_64-w64-mingw32-gcc)")") || status=1
                continue
            fi
            export WINEPREFIX="$out/wineprefix" WINEDEBUG=-all
            runner=("$wine64")
            extra_environment=()
            # The filtered suite runs with two workarounds for wine 8.0 defects (traced with WINEDEBUG=+seh, see
            # docs/measurements/2026-11-21-native-decoder.md, "wine"); without them a thread dies within the first
            # minute of every run (wine ends it after "virtual_setup_exception stack overflow"; the runtime then fails
            # with "SuspendThread failed with error 5" at the next GC, or the test on that thread never finishes):
            # - scripts/emulated/wine-stale-frames.c, a vectored exception handler loaded by the runner: wine leaves a
            #   record on the thread's TEB exception list whenever .NET 10's handler does not return (an exception
            #   raised by native runtime code); the next exception on that thread calls the stale record and faults
            #   until the stack is used up. The handler puts the list back; the runner prints how often it did.
            # - DOTNET_JITMinOpts=1: the optimizing JIT raises and catches internal "noway" exceptions (code 0x2345678,
            #   80 in the probe alone) to retry a method unoptimized; one raised while a managed exception is being
            #   dispatched faults inside wine's dispatcher, which the handler cannot repair. MinOpts JIT raises none.
            #   BlockPack's and the tests' code is then JIT'd without optimization (same IL, same hardware-intrinsic
            #   paths; the framework stays precompiled); optimized JIT code is what the linux-x64 and arm64 runs test.
            # Tests that still cannot run under wine are listed with the reason in scripts/emulated/win-x64.exclusions.
            mkdir -p "$out/native"
            if ! x86_64-w64-mingw32-gcc -O2 -shared -static-libgcc -static -Wall -Wno-array-bounds \
                    -o "$out/native/bp_wine_stale_frames.dll" scripts/emulated/wine-stale-frames.c; then
                summary+=("win-x64: build of scripts/emulated/wine-stale-frames.c FAILED"); status=1; continue
            fi
            # With both, 1 process in 15 still lost a thread (the runtime's fatal "SuspendThread failed with
            # error 5"; 2026-11-26, docs/measurements): such a process, and only such (no failed test, wine's signature in
            # the log, no result line), is run once more, loudly; the script's summary line says so too. A run takes 23-35 s in a
            # CI-style run and up to 150 s with five builds beside it, so a limit on the total time either cuts a slow run
            # (180 s did, near that 150 s) or lets a hang cost minutes. A thread lost to wine stops the tests' progress
            # instead: the runner ends a process in which no test has finished for 120 s (--stall-seconds, a 'STALLED'
            # line; then re-run as above when wine's signature is in the log). A process whose runtime printed 'Fatal error.'
            # and then stayed (its timers frozen too) is ended 30 s later (end_after_fatal_error, above), and 900 s
            # stays only as the backstop for anything else too broken to end itself. err+virtual prints wine's "stack
            # overflow" line.
            time_limit=900
            max_attempts=2
            export WINEDEBUG=-all,err+virtual
            extra_environment=(DOTNET_JITMinOpts=1)
            extra_arguments=(--wine-stale-frames "$out/native/bp_wine_stale_frames.dll" --stall-seconds 120)
            namespaces=("${all_namespaces[@]}")
            ;;
        *) echo "emulated-test.sh: unknown RID $rid" >&2; exit 2 ;;
    esac
    if ! BP_NATIVE_TARGET=$rid bash scripts/native/build.sh "$out/native/$rid" >"$out/native-$rid.log" 2>&1; then
        tail -20 "$out/native-$rid.log"; summary+=("$rid: native build FAILED"); status=1; continue
    fi
    run_suite "$rid" native "${runner[@]}"
    run_suite "$rid" managed "${runner[@]}"
done

printf '%s\n' "${summary[@]}"
exit $status
