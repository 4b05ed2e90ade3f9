#!/usr/bin/env bash
# Installs the official SignalR JavaScript client (@microsoft/signalr, @microsoft/signalr-protocol-msgpack, versions
# pinned in package-lock.json) into node_modules here (git-ignored), for JavaScriptClientTests. scripts/install-deps.sh
# runs it, and the test runs it when node_modules is missing. Safe to run repeatedly: skips the install when
# node_modules was installed from this very lock file.
set -euo pipefail
cd "$(dirname "$0")"
stamp=node_modules/.installed-from-lock
if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
  exit 0
fi
npm ci --no-audit --no-fund --ignore-scripts
cp package-lock.json "$stamp"
