#!/usr/bin/env bash
# Installs the Debian packages BlockPack's tests and native build need, once. Safe to run repeatedly.
set -euo pipefail

packages=(
  bc               # test.sh sums the test counts
  liblz4-1         # the LZ4 codec BlockPack calls (K4os.Compression.LZ4 does not restore here)
  python3-msgpack  # independent peer for the wire-format interop tests
  python3-lz4
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ -f scripts/native/install-deps.sh ]; then
  bash scripts/native/install-deps.sh
fi
