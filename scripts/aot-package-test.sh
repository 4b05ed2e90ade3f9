#!/usr/bin/env bash
# Issue 21's "hidden" app: packs BlockPack into a local feed and publishes, with NativeAOT, an app written the way the
# README shows (tests/BlockPack.AotHiddenApp: a package reference and the README's code, nothing else), then runs it
# and the same app on the JIT. Fails on any IL trimming/AOT diagnostic, on a line of expected.txt (hand-computed bytes)
# missing from either run, or when the two runs print anything different.
#   scripts/aot-package-test.sh       (packs the working tree; BLOCKPACK_PACKAGE_FEED=DIR takes the package from DIR)
set -uo pipefail
cd "$(dirname "$0")/.."
# Outside the repository: its Directory.Build.props and central package management must not apply to the app.
out="${BLOCKPACK_AOT_PACKAGE_OUT:-${TMPDIR:-/tmp}/blockpack-aot-package}"
rm -rf "$out"; mkdir -p "$out/feed" "$out/consumer"
started=$SECONDS

if [ -n "${BLOCKPACK_PACKAGE_FEED:-}" ]; then
    # Packed already by another stage (scripts/test.sh: scripts/package-reproducible.sh's packages of HEAD).
    cp "$BLOCKPACK_PACKAGE_FEED"/BlockPack.[0-9]*.nupkg "$out/feed/" \
        || { echo "aot-package: BLOCKPACK_PACKAGE_FEED=$BLOCKPACK_PACKAGE_FEED holds no BlockPack package"; exit 1; }
elif ! dotnet pack src/BlockPack/BlockPack.csproj -c Release -o "$out/feed" --artifacts-path "$out/pack" \
        -nodeReuse:false --nologo -v q >"$out/pack.log" 2>&1; then
    tail -20 "$out/pack.log"; echo "aot-package: pack FAILED"; exit 1
fi
package=$(ls "$out"/feed/BlockPack.[0-9]*.nupkg | head -1)
version=$(basename "$package" .nupkg); version=${version#BlockPack.}
templates=tests/BlockPack.AotHiddenApp
sed "s/@VERSION@/$version/" "$templates/Consumer.csproj.template" >"$out/consumer/Consumer.csproj"
sed "s#@FEED@#$out/feed#" "$templates/NuGet.Config.template" >"$out/consumer/NuGet.Config"
cp "$templates/Program.cs.template" "$out/consumer/Program.cs"
cp "$templates/Person.cs.template" "$out/consumer/Person.cs"

if ! (cd "$out/consumer" && dotnet publish -c Release -nodeReuse:false --nologo -o "$out/aot" >"$out/publish.log" 2>&1); then
    tail -30 "$out/publish.log"; echo "aot-package: NativeAOT publish FAILED"; exit 1
fi
diagnostics=$(grep -Eo "(warning|error) (IL[23][0-9]{3}|BP[0-9]{4}):[^[]*" "$out/publish.log" | sort -u)
if [ -n "$diagnostics" ]; then
    echo "$diagnostics"; echo "aot-package: the NativeAOT publish reported diagnostics"; exit 1
fi
if ! (cd "$out/consumer" && dotnet build -c Release -p:PublishAot=false -nodeReuse:false --nologo -o "$out/jit" >"$out/jit.log" 2>&1); then
    tail -30 "$out/jit.log"; echo "aot-package: JIT build FAILED"; exit 1
fi

status=0
"$out/aot/Consumer" >"$out/aot.txt" 2>&1 || { echo "aot-package: the NativeAOT app failed"; status=1; }
dotnet "$out/jit/Consumer.dll" >"$out/jit.txt" 2>&1 || { echo "aot-package: the JIT app failed"; status=1; }
while IFS= read -r line; do
    for run in aot jit; do
        grep -qxF -- "$line" "$out/$run.txt" || { echo "aot-package ($run): missing '$line'"; status=1; }
    done
done <"$templates/expected.txt"
if ! diff -u "$out/jit.txt" "$out/aot.txt"; then
    echo "aot-package: the NativeAOT and JIT runs differ"; status=1
fi
echo "aot-package: $([ $status -eq 0 ] && echo passed || echo FAILED) ($(du -k "$out/aot/Consumer" | cut -f1) KiB NativeAOT executable) in $((SECONDS - started)) s"
exit $status
