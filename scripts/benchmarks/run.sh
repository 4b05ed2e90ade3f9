#!/usr/bin/env bash
# Runs the benchmark suite and regenerates docs/benchmarks.md and docs/images/*.png from its exports.
#   bash scripts/benchmarks/run.sh --quick     # under 10 minutes on 2 cores
#   bash scripts/benchmarks/run.sh             # the full profile
# Extra arguments go to the runner (and from there to BenchmarkDotNet), e.g. --filter '*Codec*'.
set -euo pipefail
cd "$(dirname "$0")/../.."

bash scripts/benchmarks/install-deps.sh

profile=full
for arg in "$@"; do
  [ "$arg" = "--quick" ] && profile=quick
done

dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- "$@"
/usr/bin/python3 scripts/benchmarks/report.py --profile "$profile"
