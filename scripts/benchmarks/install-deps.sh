#!/usr/bin/env bash
# Installs the Debian packages the benchmark report needs, once. Safe to run repeatedly.
set -euo pipefail

packages=(
  python3-matplotlib  # the charts of docs/benchmarks.md (scripts/benchmarks/report.py)
)

source "$(dirname "$0")/../lib/apt-packages.sh"
install_missing_packages "${packages[@]}"
