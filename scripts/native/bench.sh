#!/usr/bin/env bash
# Builds the decode and encode benchmarks (Release) and runs each in several separate processes, then prints, per
# data set and method, the median across processes of each process's median GB/s and ratio to liblz4 (for the
# encoder: the paired speed-up over LZ4_compress_default and the compressed size relative to it).
# Separate processes matter on this kind of machine: buffer addresses (and so cache-set and 4 KiB
# aliasing effects) change with every process, and shared cores make single runs drift.
# With the .NET SDK present, an "orders" data set is added: msgpack of the sandbox's orders written by
# BlockPack's own serializer (the measurement program's dump-orders mode, benchmark/BlockPack.Benchmarks).
#   scripts/native/bench.sh [processes=5] [repetitions=21] [blocks=128]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="${BP_NATIVE_BENCH_DIR:-$root/build/native-bench}"
processes="${1:-5}"
repetitions="${2:-21}"
blocks="${3:-128}"
"$here/build.sh" "$build" -DBP_NATIVE_BENCHMARKS=ON >/dev/null
extra=()
if command -v dotnet >/dev/null; then
    measure="$root/benchmark/BlockPack.Benchmarks"
    dotnet build "$measure" -c Release --nologo -v quiet >"$build/measure-build.log" 2>&1 \
        || { cat "$build/measure-build.log" >&2; exit 1; }
    dotnet "$measure/bin/Release/net10.0/BlockPack.Benchmarks.dll" measure dump-orders "$build/orders.msgpack" \
        $(( (blocks * 64 + 1023) / 1024 + 1 ))
    extra+=("orders=$build/orders.msgpack")
else
    echo "bench.sh: dotnet not found, so no orders data set" >&2
fi
# On a shared machine a process that ran while something else used the CPU (the two vCPUs may be SMT
# siblings) is run again, up to 10 times: other processes' CPU = busy jiffies (/proc/stat) - ours.
busy_jiffies() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9}' /proc/stat; }
log="$build/bench-runs.log"
: >"$log"
for i in $(seq 1 "$processes"); do
    for attempt in $(seq 1 10); do
        out="$build/bench-run.out"
        before=$(busy_jiffies); start=$(date +%s.%N)
        TIMEFORMAT='%U %S'
        own=$( { time "$build/benchmark/bench_decode" "$repetitions" "$blocks" "${extra[@]}" >"$out"; } 2>&1 | tail -1)
        after=$(busy_jiffies); end=$(date +%s.%N)
        foreign=$(awk -v b="$before" -v a="$after" -v own="$own" -v s="$start" -v e="$end" \
            'BEGIN { split(own, t, " "); f = ((a - b) / 100 - t[1] - t[2]) / (e - s); print (f < 0 ? 0 : f) }')
        if awk -v f="$foreign" 'BEGIN { exit !(f <= 0.1) }' || [[ $attempt == 10 ]]; then
            echo "process $i: other processes used ${foreign} cores meanwhile"
            tee -a "$log" <"$out" | grep -v '^csv,'
            break
        fi
        echo "process $i: other processes used ${foreign} cores meanwhile; running it again" >&2
    done
done
echo
echo "median over $processes processes: GB/s (ratio to liblz4); last column adaptive / best single variant"
grep '^csv,' "$log" | sort -t, -k2,2 -k3,3 | awk -F, '
    function median(list, n,   a, i, j, t) {
        n = split(list, a, " ")
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    { key = $2 SUBSEP $3; gbps[key] = gbps[key] " " $4; ratio[key] = ratio[key] " " $5
      if (!($2 in seen_data)) { seen_data[$2] = 1; data[++nd] = $2 }
      if (!($3 in seen_method)) { seen_method[$3] = 1; method[++nm] = $3 } }
    END {
        order = "scalar ssse3 avx2 neon adaptive liblz4 parse-only memcpy adaptive/best"
        no = split(order, ordered, " ")
        printf "%-8s", "data"
        for (o = 1; o <= no; o++) if (ordered[o] in seen_method) printf " %17s", ordered[o]
        printf "\n"
        for (d = 1; d <= nd; d++) {
            printf "%-8s", data[d]
            for (o = 1; o <= no; o++) {
                m = ordered[o]; if (!(m in seen_method)) continue
                key = data[d] SUBSEP m
                if (m == "adaptive/best") printf " %17.3f", median(ratio[key])
                else printf "   %6.2f (%5.3f)", median(gbps[key]), median(ratio[key])
            }
            printf "\n"
        }
    }'

echo
echo "encode: load average $(cut -d' ' -f1-3 /proc/loadavg)"
log="$build/bench-encode-runs.log"
: >"$log"
for i in $(seq 1 "$processes"); do
    "$build/benchmark/bench_encode" "$repetitions" "$blocks" "${extra[@]}" | tee -a "$log" | grep -v '^csv,'
done
echo
echo "encode, median over $processes processes (thread CPU time): GB/s, speed-up t(liblz4)/t(method), size / liblz4's"
grep '^csv,' "$log" | awk -F, '
    function median(list,   a, n, i, j, t) {
        n = split(list, a, " ")
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
        return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    { key = $2 "," $3; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
      gbps[key] = gbps[key] " " $4; speedup[key] = speedup[key] " " $5; size[key] = size[key] " " $6 }
    END {
        printf "%-8s %-8s %8s %9s %8s\n", "data", "method", "GB/s", "speed-up", "size"
        for (k = 1; k <= n; k++) {
            split(order[k], parts, ",")
            printf "%-8s %-8s %8.3f %9.3f %8.4f\n", parts[1], parts[2], median(gbps[order[k]]), median(speedup[order[k]]), median(size[order[k]])
        }
    }'
