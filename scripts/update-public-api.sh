#!/usr/bin/env bash
# Rewrites the public API files (PublicAPI/<target framework>/PublicAPI.{Shipped,Unshipped}.txt) of the shipped
# projects after a deliberate public API change, e.g. after merging a branch that adds API:
#
#   scripts/update-public-api.sh            every packable project under src/ (the source generator is not one)
#   scripts/update-public-api.sh src/X      only that project
#   scripts/update-public-api.sh --ship     at a release: also moves every Unshipped entry into Shipped
#
# For each project and target framework it creates the two files when missing (a new project gets them on its first
# run), empties Unshipped, and lets the analyzer's own code fix (dotnet format, RS0016) write every public symbol that
# Shipped does not list into Unshipped. So Unshipped is always "what changed since the last release", in the
# analyzer's exact format. A symbol listed in Shipped that no longer exists is a breaking change: the script does not
# hide it, the build reports it (RS0017) and the line is then removed from Shipped by hand (or marked *REMOVED* in
# Unshipped, which the analyzer understands). It ends by building each project, which fails while anything is off.
# Review the result with `git diff -- '*PublicAPI*'`.
set -euo pipefail
cd "$(dirname "$0")/.."

ship=false
projects=()
for arg in "$@"; do
  case "$arg" in
    --ship) ship=true ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) projects+=("$arg") ;;
  esac
done
if [ ${#projects[@]} -eq 0 ]; then
  # The core library first: the integration packages build against it, so their builds fail until its files are right.
  projects+=(src/BlockPack)
  for csproj in src/*/*.csproj; do
    [ "$(dirname "$csproj")" = src/BlockPack ] || projects+=("$(dirname "$csproj")")
  done
fi

header='#nullable enable'

# sort_body FILE: keeps the header line first and sorts the rest (ordinal), without duplicates.
sort_body() {
  local file=$1 body
  body=$(grep -vx "$header" "$file" | grep -v '^[[:space:]]*$' | LC_ALL=C sort -u || true)
  { echo "$header"; if [ -n "$body" ]; then echo "$body"; fi; } >"$file"
}

status=0
for dir in "${projects[@]}"; do
  dir=${dir%/}
  csproj=$(ls "$dir"/*.csproj 2>/dev/null | head -1 || true)
  [ -n "$csproj" ] || { echo "public-api: no project in $dir"; status=1; continue; }
  packable=$(dotnet msbuild "$csproj" -getProperty:IsPackable -nologo 2>/dev/null | tr -d '\r')
  if [ "$packable" = false ]; then
    echo "public-api: $csproj is not a package (IsPackable=false): skipped"
    continue
  fi
  tfms=$(dotnet msbuild "$csproj" -getProperty:TargetFrameworks -nologo | tr -d '\r')
  [ -n "$tfms" ] || tfms=$(dotnet msbuild "$csproj" -getProperty:TargetFramework -nologo | tr -d '\r')
  echo "public-api: $csproj ($tfms)"
  log="${TMPDIR:-/tmp}/update-public-api.log"
  if ! dotnet restore "$csproj" --nologo >"$log" 2>&1; then
    cat "$log"; echo "public-api: restore of $csproj failed"; status=1; continue
  fi

  for tfm in ${tfms//;/ }; do
    api="$dir/PublicAPI/$tfm"
    mkdir -p "$api"
    [ -f "$api/PublicAPI.Shipped.txt" ] || echo "$header" >"$api/PublicAPI.Shipped.txt"
    # Entries marked *REMOVED* record deliberate removals of shipped API: kept across the rewrite.
    removed=$(grep '^\*REMOVED\*' "$api/PublicAPI.Unshipped.txt" 2>/dev/null || true)
    { echo "$header"; if [ -n "$removed" ]; then echo "$removed"; fi; } >"$api/PublicAPI.Unshipped.txt"
    # dotnet format has no framework option and fixes only a multi-targeted project's first framework: the
    # TargetFramework environment variable (an MSBuild property) makes it load the one wanted.
    TargetFramework=$tfm dotnet format analyzers "$csproj" --diagnostics RS0016 --severity info --no-restore \
      >"$log" 2>&1 \
      || { cat "$log"; echo "public-api: dotnet format failed for $csproj ($tfm)"; status=1; }
    sort_body "$api/PublicAPI.Unshipped.txt"
    sort_body "$api/PublicAPI.Shipped.txt"
    if [ "$ship" = true ]; then
      # At a release: Unshipped additions join Shipped; *REMOVED* entries take their line out of Shipped.
      grep -vx "$header" "$api/PublicAPI.Unshipped.txt" | grep -v '^\*REMOVED\*' >>"$api/PublicAPI.Shipped.txt" || true
      { grep '^\*REMOVED\*' "$api/PublicAPI.Unshipped.txt" || true; } | sed 's/^\*REMOVED\*//' | while IFS= read -r line; do
        grep -vxF -- "$line" "$api/PublicAPI.Shipped.txt" >"$api/PublicAPI.Shipped.tmp" || true
        mv "$api/PublicAPI.Shipped.tmp" "$api/PublicAPI.Shipped.txt"
      done
      sort_body "$api/PublicAPI.Shipped.txt"
      echo "$header" >"$api/PublicAPI.Unshipped.txt"
    fi
    echo "public-api:   $tfm: $(($(wc -l <"$api/PublicAPI.Shipped.txt") - 1)) shipped, $(($(wc -l <"$api/PublicAPI.Unshipped.txt") - 1)) unshipped"
  done

  if ! dotnet build "$csproj" -c Release --no-restore --nologo -v q >"$log" 2>&1; then
    grep -E "error" "$log" | sort -u | head -40
    echo "public-api: $csproj still does not build (see the errors above)"
    status=1
  fi
done
if [ $status -eq 0 ]; then echo "public-api: done; review with: git diff -- '*PublicAPI*'"; fi
exit $status
