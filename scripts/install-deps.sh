#!/usr/bin/env bash
# Installs what BlockPack's tests and native build need, once: Debian packages, then the test data the repository
# does not carry (scripts/fetch-test-data.sh). Safe to run repeatedly. The library itself needs none of it.
set -euo pipefail

packages=(
  bc               # test.sh sums the test counts
  liblz4-1         # the reference LZ4 the tests and benchmarks compare with (tests/BlockPack.Lz4Reference); never loaded by BlockPack
  python3-msgpack  # independent peer for the wire-format interop tests
  python3-lz4
  python3-zstandard  # the Zstandard block arrays' peer (tests/BlockPack.Tests/Compression/peer/zstdpeer.py)
  clang            # NativeAOT links the published test app (scripts/aot-test.sh) with clang
  zlib1g-dev       # ... against zlib
  afl++            # coverage-guided fuzzing of the managed reader (scripts/fuzz.sh, through SharpFuzz)
  redis-server     # the real Redis (7.0.15 on Debian 12) the BlockPack.Caching tests start on a free port
  rabbitmq-server  # the real RabbitMQ (3.10.8) the BlockPack.MassTransit tests, sample and benchmark mode start on a free port
  wrk              # HTTP load generator of the web load profile (scripts/benchmarks/web-load.sh)
  nats-server      # the NATS server (2.9.10 on Debian 12): the 3-node JetStream cluster of BlockPack.Nats.Tests, the nats benchmark mode, the NATS sample
)

source "$(dirname "$0")/lib/apt-packages.sh"

# npm fetches the msgpack-test-suite data and the SignalR JavaScript client; node runs that client in
# BlockPack.SignalR.Tests. Node.js images usually carry both already.
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
install_missing_packages "${packages[@]}"

if [ -f scripts/native/install-deps.sh ]; then
  bash scripts/native/install-deps.sh
fi

bash scripts/fetch-test-data.sh

# The official SignalR JavaScript client (npm, pinned by its package-lock.json) for BlockPack.SignalR.Tests.
bash tests/BlockPack.SignalR.Tests/js/install.sh
