#!/usr/bin/env bash
# Runs every BlockPack test: the native C tests, AFL++ on the managed reader, the .NET tests, the .NET tests on
# linux-arm64 (qemu) and win-x64 (wine), the packages (reproducible, on three platforms, NativeAOT). Installs what the
# tests need on a fresh Debian machine first. Exits non-zero if anything fails. Ends with a table of each stage's wall
# time and the plain 'N passed, N failed' line of the .NET tests.
#
# On a 2-core machine the stages are scheduled so that work which leaves the CPU idle overlaps other work, and nothing
# is built or packed twice:
#   install-deps (apt, npm)            beside   dotnet restore of the solution (network)
#   .NET tests (dotnet test)           beside   native tests (C builds, ctest, qemu, wine, libFuzzer: one core each)
#                                      and      reproducible packages (2 clones), started once the first test assembly
#                                               runs: the integration tests leave both cores mostly idle for minutes
#                                               while servers start and clusters form (measured 2026-12-07: about 275
#                                               idle core-seconds in that stage), and the packs fill that time
#   fuzzing (AFL++, one core, 60 s)    beside   emulated .NET tests (whose publishes wait for the fuzz harness's)
#   package platforms                  beside   NativeAOT apps
# The packages packed by the reproducibility check (HEAD, both clones byte-identical) are the ones the package-platform
# and NativeAOT-package stages test (BLOCKPACK_PACKAGE_FEED): nothing is packed a third time. Two stages never build in
# the same tree at once: the ones beside each other build in temporary clones or app folders, or only run.
# Every stage's full output is in artifacts/test-logs/<stage>.log (BLOCKPACK_TEST_LOGS); a background stage's output
# is printed whole when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
logs="${BLOCKPACK_TEST_LOGS:-$root/artifacts/test-logs}"
rm -rf "$logs"; mkdir -p "$logs"
run_started=$SECONDS

stage_names=()
stage_seconds=()
stage_results=()
declare -A background_pid=() background_started=()

# The log file of a stage: its name in lower case, spaces and dots as dashes (".NET tests" -> net-tests.log).
log_of() { local slug; slug=$(echo "$1" | tr 'A-Z .' 'a-z--' | sed 's/^-*//'); echo "$logs/$slug.log"; }

record() { # name seconds exit-code
    stage_names+=("$1"); stage_seconds+=("$2")
    if [ "$3" -eq 0 ]; then stage_results+=(passed); else stage_results+=("FAILED (exit code $3)"); fi
}

# stage NAME COMMAND...: runs COMMAND in the foreground, its output on the console and in $logs/NAME.log.
stage() {
    local name=$1; shift
    echo "== $name"
    local started=$SECONDS rc
    set +e
    "$@" 2>&1 | tee "$(log_of "$name")"
    rc=${PIPESTATUS[0]}
    set -e
    record "$name" $((SECONDS - started)) "$rc"
}

# start_background [--after CONDITION] NAME COMMAND...: starts COMMAND, its output into $logs/NAME.log only. With
# --after, the background job first waits until the shell function CONDITION succeeds (polled every 2 s); the stage's
# time counts from then.
start_background() {
    local after=""
    if [ "$1" = --after ]; then after=$2; shift 2; fi
    local name=$1; shift
    echo "== $name: started in the background${after:+, to begin when $after} (output follows when it ends)"
    # The stage writes its own wall time: it may end long before the script waits for it.
    local log; log=$(log_of "$name")
    ( set +e; waited=$SECONDS
      if [ -n "$after" ]; then until "$after"; do sleep 2; done; echo "($name began after $((SECONDS - waited)) s: $after)"; fi
      started=$SECONDS; "$@"; rc=$?; echo $((SECONDS - started)) >"${log%.log}.seconds"; exit $rc ) >"$log" 2>&1 &
    background_pid[$name]=$!
}

# finish_background NAME: waits for it, prints its output, records its time.
finish_background() {
    local name=$1 rc=0 log; log=$(log_of "$name")
    wait "${background_pid[$name]}" || rc=$?
    echo "== $name (ran in the background)"
    cat "$log"
    record "$name" "$(cat "${log%.log}.seconds" 2>/dev/null || echo 0)" "$rc"
}

# The restore downloads while apt installs; the .NET test stage then restores nothing.
start_background "dotnet restore" dotnet restore MessagePack.sln --nologo -v q
stage "install-deps" bash scripts/install-deps.sh
finish_background "dotnet restore"
if [ "${stage_results[0]}" != passed ]; then echo "FAILED: install-deps (above); nothing can be tested without it"; exit 1; fi

start_background "native tests" bash scripts/native/test.sh

dotnet_tests() {
    # trx files keep each test's output, so the conformance counts are read from them afterwards instead of running
    # BlockPack.Tests a second time at detailed verbosity.
    dotnet test MessagePack.sln -c Release --nologo --logger trx --results-directory "$logs/trx"
}
# The reproducibility check packs HEAD in two temporary clones (its own trees, so nothing else's build is touched). It
# begins when the .NET stage's first test assembly runs (or when that stage has ended, if none ever did).
reproducible_out="${BLOCKPACK_REPRODUCIBLE_OUT:-${TMPDIR:-/tmp}/blockpack-reproducible}"
dotnet_log=$(log_of ".NET tests")
dotnet_tests_ended="$logs/net-tests.ended"
dotnet_tests_running() { grep -q "^Test run for " "$dotnet_log" 2>/dev/null || [ -e "$dotnet_tests_ended" ]; }
start_background --after dotnet_tests_running "reproducible packages" \
    env BLOCKPACK_REPRODUCIBLE_OUT="$reproducible_out" bash scripts/package-reproducible.sh
stage ".NET tests" dotnet_tests
touch "$dotnet_tests_ended"

# One closing line in the plain 'N passed, N failed' form, summed over the .NET test assemblies.
sum() { grep -Eo "$1: +[0-9]+" "$dotnet_log" | grep -Eo '[0-9]+' | paste -sd+ - | bc 2>/dev/null || echo 0; }
passed=$(sum Passed); failed=$(sum Failed); skipped=$(sum Skipped)
# The names of failed tests with the first lines of their error messages, repeated just before the closing lines: a
# CI log is often read from its end, and may be all that is kept of a run.
failed_tests=$(awk '
    /^ +Failed [A-Za-z_]/ { sub(/^ +/, ""); print; message = 1; lines = 0; next }
    message && /^ +(Stack Trace|Standard Output Messages):/ { message = 0; next }
    message && /^ +Error Message:/ { next }
    message && lines < 6 { sub(/^ +/, "    "); print; lines++ }
' "$dotnet_log" | head -120 || true)
# xunit runs only one of several theory rows that share an ID, and says so in a line that is easy to miss.
duplicates=$(grep -c "Skipping test case with duplicate ID" "$dotnet_log" || true)
if [ "${duplicates:-0}" -gt 0 ]; then
    grep "Skipping test case with duplicate ID" "$dotnet_log" | head -10
    echo ".NET tests: $duplicates theory rows were skipped as duplicates (above); each row needs its own ID"
    record "duplicate theory rows" 0 1
fi
# The conformance counts (xunit shows a test's output only at detailed verbosity; the trx files keep it).
python3 - "$logs/trx" <<'PY' || echo "conformance: no counts found in the trx files"
import glob, os, sys, xml.etree.ElementTree as tree
found = False
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.trx"))):
    root = tree.parse(path).getroot()
    ns = {"t": root.tag.split("}")[0].strip("{")}
    storage = root.find(".//t:UnitTest", ns)
    assembly = os.path.basename(storage.get("storage", "?")) if storage is not None else "?"
    for out in root.iterfind(".//t:UnitTestResult/t:Output/t:StdOut", ns):
        for line in (out.text or "").splitlines():
            if "msgpack-test-suite" in line:
                print(f"conformance ({assembly}): {line.strip()}")
                found = True
sys.exit(0 if found else 1)
PY

# AFL++ runs on one core beside the emulated stage; its harness is published first, alone, so that no two builds
# touch src/BlockPack's output at once.
start_background "fuzzing" bash scripts/fuzz.sh 60
while kill -0 "${background_pid[fuzzing]}" 2>/dev/null && ! grep -q "== fuzz: afl-fuzz" "$(log_of fuzzing)"; do sleep 2; done

# BlockPack.Tests (and its managed-codec variant) on linux-arm64 under qemu-user and win-x64 under wine64, each
# printing 'N passed, N failed'; what cannot run there is listed with its reason (scripts/emulated-test.sh).
stage "emulated .NET tests" bash scripts/emulated-test.sh
finish_background "fuzzing"
finish_background "reproducible packages"

# The packages the reproducibility check packed (its first clone's), from a local feed: their contents, and the app
# published for linux-x64, linux-arm64 (qemu) and win-x64 (wine) writing every mode, level and checksum setting on each
# platform and reading back all three (scripts/package-platforms.sh). Beside it, the NativeAOT apps: the test app
# (scripts/aot-test.sh), then the app written as the README shows against the package (scripts/aot-package-test.sh).
aot_tests() { bash scripts/aot-test.sh && BLOCKPACK_PACKAGE_FEED="$reproducible_out/packages1" bash scripts/aot-package-test.sh; }
start_background "NativeAOT apps" aot_tests
stage "package platforms" env BLOCKPACK_PACKAGE_FEED="$reproducible_out/packages1" bash scripts/package-platforms.sh
finish_background "NativeAOT apps"
finish_background "native tests"

if [ -n "$failed_tests" ]; then
    echo "== failed .NET tests"
    echo "$failed_tests"
fi

echo "== stage wall times (stages marked | ran beside others)"
overall=passed
for i in "${!stage_names[@]}"; do
    name=${stage_names[$i]}
    mark=" "; [ -n "${background_pid[$name]:-}" ] && mark="|"
    printf '  %s %-24s %6d s  %s\n' "$mark" "$name" "${stage_seconds[$i]}" "${stage_results[$i]}"
    [ "${stage_results[$i]}" = passed ] || overall=FAILED
done
printf '    %-24s %6d s  %s\n' "whole run" $((SECONDS - run_started)) "$overall"

echo "dotnet: ${passed:-0} passed, ${failed:-0} failed, ${skipped:-0} skipped"
if [ "$overall" != passed ]; then
    echo "FAILED: $(for i in "${!stage_names[@]}"; do [ "${stage_results[$i]}" = passed ] || printf '%s; ' "${stage_names[$i]}"; done)"
    exit 1
fi
