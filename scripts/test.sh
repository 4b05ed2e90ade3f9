#!/usr/bin/env bash
# Runs every BlockPack test: the native C tests (when the native tree is present) and the .NET tests.
# Installs what the tests need on a fresh Debian machine first. Exits non-zero if anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh

native_status=0
if [ -x scripts/native/test.sh ] || [ -f scripts/native/test.sh ]; then
  echo "== native tests"
  bash scripts/native/test.sh || native_status=$?
fi

# 60 seconds of AFL++ on the managed reader (scripts/fuzz.sh); a crash or a real hang fails the run.
fuzz_status=0
echo "== fuzzing"
bash scripts/fuzz.sh 60 || fuzz_status=$?

echo "== .NET tests"
dotnet_log=$(mktemp)
set +e
dotnet test MessagePack.sln -c Release --nologo 2>&1 | tee "$dotnet_log"
dotnet_status=${PIPESTATUS[0]}
set -e

# One closing line in the plain 'N passed, N failed' form, summed over the .NET test assemblies.
passed=$(grep -Eo 'Passed: +[0-9]+' "$dotnet_log" | grep -Eo '[0-9]+' | paste -sd+ - | bc 2>/dev/null || echo 0)
failed=$(grep -Eo 'Failed: +[0-9]+' "$dotnet_log" | grep -Eo '[0-9]+' | paste -sd+ - | bc 2>/dev/null || echo 0)
skipped=$(grep -Eo 'Skipped: +[0-9]+' "$dotnet_log" | grep -Eo '[0-9]+' | paste -sd+ - | bc 2>/dev/null || echo 0)
# The names of failed tests, repeated just before the closing lines: a CI log is often read from its end.
failed_tests=$(grep -E '^ +Failed [A-Za-z_]' "$dotnet_log" | sed 's/^ *//' | head -40 || true)
rm -f "$dotnet_log"

# xunit shows a test's own output only at detailed verbosity: replay the conformance counts so CI logs show them.
dotnet test tests/BlockPack.Tests -c Release --no-build --nologo --filter "FullyQualifiedName~Conformance" \
  --logger "console;verbosity=detailed" 2>/dev/null | grep -E "msgpack-test-suite" | sed 's/^ */conformance: /' || true

# BlockPack.Tests (and its managed-codec variant) on linux-arm64 under qemu-user and win-x64 under wine64, each
# printing 'N passed, N failed'; what cannot run there is listed with its reason (scripts/emulated-test.sh).
echo "== emulated .NET tests (linux-arm64 qemu, win-x64 wine)"
emulated_status=0
emulated_started=$SECONDS
bash scripts/emulated-test.sh || emulated_status=$?
# The package from a local feed, published for linux-x64, linux-arm64 (qemu) and win-x64 (wine): every mode, level
# and checksum setting written on each platform and read back on all three.
bash scripts/package-platforms.sh || emulated_status=$?
echo "emulated .NET tests: $((SECONDS - emulated_started)) s"

# Every package packed twice from two clones of the commit: the .nupkg and .snupkg files must be byte-identical.
echo "== reproducible packages"
package_status=0
bash scripts/package-reproducible.sh || package_status=$?

echo "== NativeAOT app"
aot_status=0
bash scripts/aot-test.sh || aot_status=$?
# The app written as the README shows, against the package from a local feed (issue 21's "hidden" app).
bash scripts/aot-package-test.sh || aot_status=$?

if [ -n "$failed_tests" ]; then
  echo "== failed .NET tests"
  echo "$failed_tests"
fi
echo "dotnet: ${passed:-0} passed, ${failed:-0} failed, ${skipped:-0} skipped"

if [ "$native_status" -ne 0 ] || [ "$dotnet_status" -ne 0 ] || [ "$aot_status" -ne 0 ] || [ "$fuzz_status" -ne 0 ] || [ "$emulated_status" -ne 0 ] || [ "$package_status" -ne 0 ]; then
  echo "FAILED (native: $native_status, dotnet: $dotnet_status, aot: $aot_status, fuzz: $fuzz_status, emulated: $emulated_status, packages: $package_status)"
  exit 1
fi
