#!/usr/bin/env bash
# Reproducible packages: clones the current commit into two folders, packs every package (BlockPack, BlockPack.Caching
# and any other packable project under src/) in each with ContinuousIntegrationBuild on (as CI=true sets it), and
# checks that each .nupkg and .snupkg is byte-identical between the two, and that pack printed no warning. The first
# clone's packages stay in $out/packages1 for the stages that test the packages themselves (scripts/test.sh passes
# them on as BLOCKPACK_PACKAGE_FEED). The folders differ on purpose: a package that
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
echo "package-reproducible: packing $commit twice (two clones, packed side by side)"

# pack_clone N: clones the commit into its own folder and packs every packable project under src/ there with one
# `dotnet pack` (a solution of them: one restore and one build graph; IsPackable=false projects pack nothing).
# -p:BlockPackRequireNativeRuntimes=true: the packages are the ones scripts/package-platforms.sh and
# scripts/aot-package-test.sh also test (BLOCKPACK_PACKAGE_FEED, set by scripts/test.sh), so they carry every
# native runtime a release carries.
pack_clone() {
  local n=$1
  # A second folder name of another length as well, so path lengths cannot line up by chance.
  local dir="$out/clone$n$([ "$n" = 2 ] && echo -elsewhere)"
  git clone -q --no-hardlinks "$root" "$dir" && git -C "$dir" checkout -q --detach "$commit" \
    || { echo "package-reproducible: clone $n FAILED"; return 1; }
  # The clone's origin is this folder: without removing it Source Link would publish a local path as the repository.
  git -C "$dir" remote remove origin
  (cd "$dir" && dotnet new sln --format sln -n packages -o "$dir" >/dev/null && dotnet sln packages.sln add src/*/*.csproj >/dev/null) \
    || { echo "package-reproducible: solution of src/*/*.csproj in clone $n FAILED"; return 1; }
  if ! (cd "$dir" && dotnet pack packages.sln -c Release -p:PackageOutputPath="$out/packages$n" -p:ContinuousIntegrationBuild=true \
          -p:BlockPackRequireNativeRuntimes=true -nodeReuse:false --nologo -v q >"$out/pack$n.log" 2>&1); then
    tail -30 "$out/pack$n.log"; echo "package-reproducible: pack in clone $n FAILED"; return 1
  fi
}

pack_clone 1 & first=$!
pack_clone 2 & second=$!
pack_status=0
wait "$first" || pack_status=1
wait "$second" || pack_status=1
[ "$pack_status" -eq 0 ] || exit 1
echo "package-reproducible: both clones packed in $((SECONDS - started)) s"

status=0
# "dotnet pack prints no warning": TreatWarningsAsErrors turns most into errors, this catches the rest (NuGet's own).
if grep -hiE ": warning [A-Z]+[0-9]+" "$out"/pack1.log "$out"/pack2.log | sort -u; then
  echo "package-reproducible: pack printed warnings (above)"; status=1
fi
if [ "$(cd "$out/packages1" && ls)" != "$(cd "$out/packages2" && ls)" ]; then
  echo "package-reproducible: the two clones produced different sets of packages:"; diff <(cd "$out/packages1" && ls) <(cd "$out/packages2" && ls) | sed 's/^/    /'
  status=1
fi
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
