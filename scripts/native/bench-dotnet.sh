#!/usr/bin/env bash
# The .NET side of the native decoder's measurements (the measurement program's codecs, parallel and levels modes,
# benchmark/BlockPack.Benchmarks), each in several processes,
# reporting the median across processes of each process's medians:
#   1. codecs:   native vs K4os vs liblz4 decode and native vs K4os vs liblz4 encode from C# on the C benchmark's data sets (same bytes, written by
#                dump_datasets) plus msgpack of orders from BlockPack's serializer;
#   2. parallel: Lz4BlockArray payloads of 64 KB .. 64 MB decoded on 1 thread vs 2;
#   3. levels:   the compression levels (ratio, encode, decode with native and K4os) on orders, text, logs, random.
# Not a test. Run it on a quiet machine: another process on the second core makes the parallel figures
# meaningless (the script prints the load average before each stage).
#   scripts/native/bench-dotnet.sh [processes=5] [repetitions=21] [parallel repetitions=11]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="${BP_NATIVE_BENCH_DIR:-$root/build/native-bench}"
processes="${1:-5}"
repetitions="${2:-21}"
parallel_repetitions="${3:-11}"
measure="$root/benchmark/BlockPack.Benchmarks"
"$here/build.sh" "$build" -DBP_NATIVE_BENCHMARKS=ON >/dev/null
mkdir -p "$build/datasets"
"$build/benchmark/dump_datasets" "$build/datasets" 128
dotnet build "$measure" -c Release --nologo -v quiet >"$build/measure-build.log" 2>&1 || { cat "$build/measure-build.log" >&2; exit 1; }
app="$measure/bin/Release/net10.0/BlockPack.Benchmarks.dll"

median_table() { # log, header; csv fields after the tag: name, values...
    grep '^csv,' "$1" | awk -F, -v header="$2" '
        function median(list,   a, n, i, j, t) {
            n = split(list, a, " ")
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
            return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
        }
        { key = $2; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
          for (f = 3; f <= NF; f++) values[key, f] = values[key, f] " " $f; fields = NF }
        END {
            print header
            for (k = 1; k <= n; k++) {
                line = sprintf("%-10s", order[k])
                for (f = 3; f <= fields; f++) line = line sprintf(" %12.3f", median(values[order[k], f]))
                print line
            }
        }'
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
log="$build/dotnet-codecs.log"
: >"$log"
for i in $(seq 1 "$processes"); do
    dotnet "$app" measure codecs "$build/datasets" "$repetitions" 128 | tee -a "$log" | grep -v '^csv,'
done
echo
median_table "$log" "median over $processes processes; decode and encode in GB/s of plain bytes, then ratios:
data        dec native  dec managed dec k4os-bare   dec liblz4 native/managed native/liblz4 bare/managed  enc managed   enc liblz4 t(managed)/t(liblz4)   enc native enc nat/man enc nat/lib size nat/lib"

echo
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
log="$build/dotnet-parallel.log"
: >"$log"
for i in $(seq 1 "$processes"); do
    dotnet "$app" measure parallel "$parallel_repetitions" 2 native | tee -a "$log" | grep -v '^csv,'
done
echo
sed 's/^csv,parallel,/csv,/' "$log" | median_table /dev/stdin "median over $processes processes (payload bytes, ms):
payload      1 thread    2 threads     speed-up"

echo
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
log="$build/dotnet-levels.log"
: >"$log"
for i in $(seq 1 "$processes"); do
    DOTNET_TC_CallCountingDelayMs=0 dotnet "$app" measure levels "$build/datasets" 15 32 | tee -a "$log" | grep -v '^csv,'
done
echo
median_table "$log" "median over $processes processes; per data:level: ratio, size x Optimal, encode MB/s, x Optimal,
decode native MB/s, x Optimal, decode K4os MB/s, x Optimal (x Optimal: medians of per-round ratios)"
