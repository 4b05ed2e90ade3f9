#!/usr/bin/env bash
# The web load profile: POST-echo of 100 orders against Kestrel on 127.0.0.1 (benchmark/BlockPack.WebLoad, minimal
# APIs, JIT, Release), driven by wrk: BlockPack plain, BlockPack Lz4BlockArray and System.Text.Json (ASP.NET Core's
# default), in interleaved rounds so that a change in the machine's load hits all three alike. Prints, and writes to
# docs/measurements/results/web/web.md (which scripts/benchmarks/report.py puts into docs/benchmarks.md),
# requests/s and p50/p99 latency (medians over the rounds) and the bytes each request and response carries.
#   bash scripts/benchmarks/web-load.sh                 # 5 rounds of 10 s per variant, 16 connections, 1 wrk thread
#   ROUNDS=3 DURATION=5s CONNECTIONS=32 bash scripts/benchmarks/web-load.sh
# MessagePack-CSharp's MVC formatter package (MessagePack.AspNetCoreMvcFormatter) is not served by our registry, so it
# is not a column.
set -euo pipefail
cd "$(dirname "$0")/../.."

rounds=${ROUNDS:-5}
duration=${DURATION:-10s}
connections=${CONNECTIONS:-16}
threads=${THREADS:-1}

command -v wrk >/dev/null || { echo "web-load: wrk is missing (bash scripts/install-deps.sh installs it)"; exit 1; }

work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# PublishAot=false: the JIT build an ordinary deployment runs (with it on, the runtimeconfig would turn dynamic code off).
dotnet build benchmark/BlockPack.WebLoad -c Release -p:PublishAot=false --nologo -v q -o "$work/server" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
dotnet "$work/server/BlockPack.WebLoad.dll" bodies "$work/bodies"

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
dotnet "$work/server/BlockPack.WebLoad.dll" serve "$port" &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/ready" >/dev/null 2>&1 && break
  sleep 0.1
done
base="http://127.0.0.1:$port"

# name | path | request body | content type
variants=(
  "BlockPack plain|/echo/blockpack|orders.msgpack|application/x-msgpack"
  "BlockPack Lz4BlockArray|/echo/blockpack-lz4|orders.lz4.msgpack|application/x-msgpack"
  "System.Text.Json|/echo/json|orders.json|application/json"
)

cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
local f = assert(io.open(os.getenv("WEB_LOAD_BODY"), "rb"))
wrk.body = f:read("*a")
f:close()
wrk.headers["Content-Type"] = os.getenv("WEB_LOAD_TYPE")
wrk.headers["Accept"] = os.getenv("WEB_LOAD_TYPE")
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %d %.1f %.1f %d\n", summary.requests, summary.bytes, summary.duration,
    latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.status + e.timeout))
end
LUA

: >"$work/results.txt"
for v in "${variants[@]}"; do
  IFS='|' read -r name path body ctype <<<"$v"
  # One checked request first: the echo must answer 200 with a body, and its size is the response's bytes on the wire.
  read -r code size < <(curl -s -o "$work/response.bin" -w '%{http_code} %{size_download}\n' -H "Content-Type: $ctype" -H "Accept: $ctype" --data-binary "@$work/bodies/$body" "$base$path")
  [ "$code" = 200 ] || { echo "web-load: $name answered $code"; exit 1; }
  echo "SIZE|$name|$(stat -c %s "$work/bodies/$body")|$size" >>"$work/results.txt"
  # Warm-up: tiered JIT and connection pools settle before the timed rounds.
  WEB_LOAD_BODY="$work/bodies/$body" WEB_LOAD_TYPE="$ctype" wrk -t"$threads" -c"$connections" -d3s -s "$work/post.lua" "$base$path" >/dev/null
done

for round in $(seq 1 "$rounds"); do
  for v in "${variants[@]}"; do
    IFS='|' read -r name path body ctype <<<"$v"
    line=$(WEB_LOAD_BODY="$work/bodies/$body" WEB_LOAD_TYPE="$ctype" wrk -t"$threads" -c"$connections" -d"$duration" --latency -s "$work/post.lua" "$base$path" | grep '^RESULT')
    echo "RUN|$name|$round|$line" >>"$work/results.txt"
    echo "round $round, $name: $line"
  done
done

mkdir -p docs/measurements/results/web
python3 - "$work/results.txt" "$rounds" "$duration" "$connections" "$threads" >docs/measurements/results/web/web.md <<'PY'
import statistics, sys, datetime, os
path, rounds, duration, connections, threads = sys.argv[1:]
sizes, runs = {}, {}
for line in open(path):
    parts = line.rstrip("\n").split("|")
    if parts[0] == "SIZE":
        sizes[parts[1]] = (int(parts[2]), int(parts[3]))
    elif parts[0] == "RUN":
        _, requests, read, micros, p50, p99, errors = parts[3].split()
        runs.setdefault(parts[1], []).append((int(requests) / (int(micros) / 1e6), float(p50), float(p99), int(read) / int(requests), int(errors)))
load = os.getloadavg()[0]
print("## Web: POST-echo of 100 orders on Kestrel")
print()
print(f"`bash scripts/benchmarks/web-load.sh` (ROUNDS={rounds} DURATION={duration} CONNECTIONS={connections} THREADS={threads}) on "
      f"{datetime.date.today().isoformat()} ({os.cpu_count()} cores, load average when it finished: {load:.2f}). "
      "benchmark/BlockPack.WebLoad (minimal APIs, JIT, Release) on 127.0.0.1; wrk on the same machine; each request "
      "posts the same 100 orders (`Order.Hundred()`) and the server echoes them. Medians over the rounds, which "
      "alternate the three variants. MessagePack-CSharp's MVC formatter package is not served by our registry, so it "
      "is not measured here.")
print()
print("| Variant | Requests/s | p50 latency (ms) | p99 latency (ms) | Request body (bytes) | Response body (bytes) | Response on the wire per request (bytes) | Errors |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
base = None
for name, rs in runs.items():
    rps = statistics.median(r[0] for r in rs)
    base = base or rps
    print(f"| {name} | {rps:,.0f} | {statistics.median(r[1] for r in rs)/1000:.2f} | {statistics.median(r[2] for r in rs)/1000:.2f} | "
          f"{sizes[name][0]:,} | {sizes[name][1]:,} | {statistics.median(r[3] for r in rs):,.0f} | {sum(r[4] for r in rs)} |")
print()
print("Requests/s of each round: " + "; ".join(f"{name}: " + ", ".join(f"{r[0]:,.0f}" for r in rs) for name, rs in runs.items()) + ".")
PY
cat docs/measurements/results/web/web.md
