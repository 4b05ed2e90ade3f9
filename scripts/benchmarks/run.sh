#!/usr/bin/env bash
# Runs the benchmark suite against MessagePack-CSharp 3.x, then against 2.x (benchmark/BlockPack.Benchmarks.V2, the
# same sources), and regenerates docs/benchmarks.md and docs/images/*.png from their exports.
#   bash scripts/benchmarks/run.sh --quick     # about 25 minutes on a busy 2-core machine
#   bash scripts/benchmarks/run.sh             # the full profile
# Extra arguments go to both runners (and from there to BenchmarkDotNet), e.g. --filter '*Codec*'.
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/benchmarks/install-deps.sh

profile=full
for arg in "$@"; do
  [ "$arg" = "--quick" ] && profile=quick
done

dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- "$@"
dotnet run -c Release --project benchmark/BlockPack.Benchmarks.V2 -- "$@"
/usr/bin/python3 scripts/benchmarks/report.py --profile "$profile"
