#!/usr/bin/env bash
# Profiles one benchmark case with Linux perf (CPU-clock sampling, call stacks by frame pointers, JIT-compiled methods
# named through the runtime's perf map) and writes the flat profile to docs/measurements/results/profiles/.
#   bash scripts/benchmarks/profile.sh "SmallMessageBenchmarks.Serialize Library=BlockPack Message=String20 Mode=None" [seconds]
# W^X is turned off for the run: with it, JIT code executes from a double mapping perf cannot name.
# The case runs in a plain loop (the runner's --run-case); the first 4 seconds (tiering, warm-up) are not sampled.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v perf >/dev/null; then
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq linux-perf >/dev/null
fi

spec="$1"
seconds="${2:-14}"
dotnet build -c Release benchmark/BlockPack.Benchmarks -v q --nologo >/dev/null
dll=benchmark/BlockPack.Benchmarks/bin/Release/net10.0/BlockPack.Benchmarks.dll
out=docs/measurements/results/profiles
mkdir -p "$out"
name=$(echo "$spec" | sed 's/Benchmarks\./_/; s/[ =]/_/g' | tr -cd 'A-Za-z0-9_.-')
data=$(mktemp /tmp/blockpack-perf.XXXXXX)

DOTNET_PerfMapEnabled=1 DOTNET_EnableWriteXorExecute=0 perf record -q -e cpu-clock -F 2999 -g -D 4000 -o "$data" -- \
  dotnet "$dll" --run-case "$spec" --seconds "$seconds" | tee "$out/$name.txt"
{
  echo
  echo "perf report --no-children (self time per symbol, percent of the case's samples):"
  perf report -i "$data" --stdio --no-children --sort symbol -g none --percent-limit 0.7 2>/dev/null | grep -v '^#' | sed '/^$/d'
  echo
  echo "perf report --children (time including callees):"
  perf report -i "$data" --stdio --children --sort symbol -g none --percent-limit 3 2>/dev/null | grep -v '^#' | sed '/^$/d'
} >> "$out/$name.txt"
rm -f "$data" /tmp/perf-*.map 2>/dev/null || true
echo "wrote $out/$name.txt"
