#!/usr/bin/env bash
# Coverage-guided fuzzing of BlockPack's managed reader: AFL++ (Debian package afl++) drives the harness in
# tests/BlockPack.Fuzz through SharpFuzz, which instruments BlockPack.dll for AFL's coverage map.
#
#   bash scripts/fuzz.sh [SECONDS] [OUTPUT_DIR]      default 60 s, output in a temporary folder
#
# Starts from the seed corpus in tests/BlockPack.Fuzz/corpus. Fails when the fuzzer saved a crash (an exception
# other than MessagePackSerializationException escaped), or when an input it saved as a hang really takes over 1 s
# when replayed outside the fuzzer (afl-fuzz's own timeouts also fire on a briefly overloaded machine). Prints
# executions, corpus paths and edges found. docs/security.md has the figures of a longer run.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
work="${2:-}"
if [ -z "$work" ]; then
  # A temporary folder is removed afterwards unless the fuzzer saved something worth looking at.
  work="$(mktemp -d)"
  trap 'if [ -z "$(find "$work/findings/default/crashes" "$work/findings/default/hangs" -type f -name "id:*" 2>/dev/null)" ]; then rm -rf "$work"; else echo "fuzz: findings kept in $work"; fi' EXIT
fi
mkdir -p "$work"

command -v afl-fuzz >/dev/null 2>&1 || { echo "afl-fuzz is missing: run scripts/install-deps.sh" >&2; exit 1; }

echo "== fuzz: building the harness and instrumenting BlockPack.dll"
dotnet tool restore >/dev/null
rm -rf "$work/bin" "$work/replay" "$work/findings"
dotnet publish tests/BlockPack.Fuzz -c Release -o "$work/bin" --nologo -v quiet >/dev/null
# Replays run on an uninstrumented copy: instrumented code writes to AFL's shared memory and crashes without it.
cp -r "$work/bin" "$work/replay"
dotnet tool run sharpfuzz "$work/bin/BlockPack.dll"
dotnet "$work/replay/BlockPack.Fuzz.dll" replay tests/BlockPack.Fuzz/corpus

echo "== fuzz: afl-fuzz for ${seconds} s"
# The target is 'dotnet', not an AFL-compiled binary (SKIP_BIN_CHECK); CI machines neither pin CPU frequency nor
# pipe core dumps where AFL wants them, neither of which matters to a .NET target.
AFL_SKIP_BIN_CHECK=1 AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 \
  afl-fuzz -i tests/BlockPack.Fuzz/corpus -o "$work/findings" -t 1000 -V "$seconds" \
  -- dotnet "$work/bin/BlockPack.Fuzz.dll" > "$work/afl.log" 2>&1 || { tail -40 "$work/afl.log"; exit 1; }

stats="$work/findings/default/fuzzer_stats"
stat() { grep -E "^$1 +:" "$stats" | sed 's/.*: *//'; }
echo "fuzz: $(stat execs_done) executions in $(stat run_time) s ($(stat execs_per_sec)/s), $(stat corpus_count) corpus paths ($(stat corpus_found) new), $(stat edges_found) edges, stability $(stat stability), $(stat saved_crashes) crashes, $(stat saved_hangs) hangs"

status=0
crashes=$(find "$work/findings/default/crashes" -type f -name 'id:*' | wc -l)
if [ "$crashes" -gt 0 ]; then
  echo "FUZZ CRASHES in $work/findings/default/crashes:"
  dotnet "$work/replay/BlockPack.Fuzz.dll" replay "$work/findings/default/crashes" || true
  status=1
fi

hangs=$(find "$work/findings/default/hangs" -type f -name 'id:*' | wc -l)
if [ "$hangs" -gt 0 ]; then
  echo "fuzz: replaying $hangs inputs afl-fuzz timed out on"
  dotnet "$work/replay/BlockPack.Fuzz.dll" replay "$work/findings/default/hangs" || status=1
fi

exit "$status"
