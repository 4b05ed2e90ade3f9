#!/usr/bin/env bash
# Fetches the test data the .NET tests read but the repository does not carry, into .cache/testdata (git-ignored):
#   msgpack-test-suite 1.0.0 (the kawanet/msgpack-test-suite conformance vectors), from its npm package.
# Idempotent: a file already present with the pinned checksum is kept. Needs npm (Node.js).
set -euo pipefail
cd "$(dirname "$0")/.."

suite_version=1.0.0
suite_sha256=8ea4d7aea19f7cf447ffe1031a4818bf5fd8b99dc28baf2b4a33fe9d8e5a5874
target=.cache/testdata/msgpack-test-suite
json="$target/msgpack-test-suite.json"

if [ -f "$json" ] && echo "$suite_sha256  $json" | sha256sum --check --status; then
  echo "fetch-test-data: msgpack-test-suite $suite_version already present"
  exit 0
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "fetch-test-data: npm is needed to fetch msgpack-test-suite $suite_version (Debian: apt-get install npm)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "msgpack-test-suite@$suite_version" >/dev/null)
tar -xzf "$work"/msgpack-test-suite-"$suite_version".tgz -C "$work" package/dist/msgpack-test-suite.json package/LICENSE
if ! echo "$suite_sha256  $work/package/dist/msgpack-test-suite.json" | sha256sum --check --status; then
  echo "fetch-test-data: msgpack-test-suite $suite_version does not have the pinned checksum $suite_sha256" >&2
  exit 1
fi

mkdir -p "$target"
cp "$work/package/dist/msgpack-test-suite.json" "$work/package/LICENSE" "$target/"
echo "fetch-test-data: msgpack-test-suite $suite_version fetched into $target"
