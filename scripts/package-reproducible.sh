#!/usr/bin/env bash
# Reproducible packages: clones the current commit into two folders, packs every package (BlockPack, BlockPack.Caching
# and any other packable project under src/) in each with ContinuousIntegrationBuild on (as CI=true sets it), and
# checks that each .nupkg and .snupkg is byte-identical between the two. The folders differ on purpose: a package that
# depended on where it was built (a path in a PDB, a timestamp, a random zip entry name) would differ here.
#   scripts/package-reproducible.sh     (uncommitted changes are not part of the check: it packs HEAD)
# On a difference it lists the zip entries that differ, so the cause is named.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out="${BLOCKPACK_REPRODUCIBLE_OUT:-${TMPDIR:-/tmp}/blockpack-reproducible}"
rm -rf "$out"; mkdir -p "$out"
commit=$(git rev-parse HEAD)
started=$SECONDS
echo "package-reproducible: packing $commit twice"

for n in 1 2; do
  # A second folder name of another length as well, so path lengths cannot line up by chance.
  dir="$out/clone$n$([ $n = 2 ] && echo -elsewhere)"
  git clone -q --no-hardlinks "$root" "$dir" && git -C "$dir" checkout -q --detach "$commit" \
    || { echo "package-reproducible: clone FAILED"; exit 1; }
  # The clone's origin is this folder: without removing it Source Link would publish a local path as the repository.
  git -C "$dir" remote remove origin
  for csproj in "$dir"/src/*/*.csproj; do
    [ "$(dotnet msbuild "$csproj" -getProperty:IsPackable -nologo 2>/dev/null | tr -d '\r')" = false ] && continue
    if ! (cd "$dir" && dotnet pack "$csproj" -c Release -o "$out/packages$n" -p:ContinuousIntegrationBuild=true \
            -nodeReuse:false --nologo -v q >"$out/pack$n-$(basename "$csproj" .csproj).log" 2>&1); then
      tail -20 "$out/pack$n-$(basename "$csproj" .csproj).log"; echo "package-reproducible: pack of $(basename "$csproj") FAILED"; exit 1
    fi
  done
done

status=0
count=0
for first in "$out"/packages1/*.nupkg "$out"/packages1/*.snupkg; do
  [ -e "$first" ] || continue
  name=$(basename "$first")
  second="$out/packages2/$name"
  count=$((count + 1))
  if [ ! -f "$second" ]; then
    echo "package-reproducible: $name exists only in the first pack"; status=1
  elif cmp -s "$first" "$second"; then
    echo "package-reproducible: $name identical ($(stat -c %s "$first") bytes, sha256 $(sha256sum "$first" | cut -c1-16))"
  else
    echo "package-reproducible: $name DIFFERS"
    status=1
    rm -rf "$out/a" "$out/b"; mkdir -p "$out/a" "$out/b"
    (cd "$out/a" && unzip -q "$first"); (cd "$out/b" && unzip -q "$second")
    diff -rq "$out/a" "$out/b" | sed 's/^/    /'
    unzip -Z -T "$first" | awk '{print $NF, $(NF-1)}' | head -3 | sed 's/^/    first: /'
  fi
done
[ "$count" -gt 0 ] || { echo "package-reproducible: no package was produced"; status=1; }
echo "package-reproducible: $([ $status -eq 0 ] && echo passed || echo FAILED): $count packages in $((SECONDS - started)) s"
exit $status
