#!/usr/bin/env bash
# Package-level checks. First the packages themselves: every package under src/ is packed into a local feed and
# tests/BlockPack.PackagePlatforms/PackageCheck.cs.template checks each one's contents (readme, license, release notes,
# commit, only its own assemblies, analyzers/ and runtimes/ layout, a .snupkg whose PDBs match the DLLs with sources
# embedded), and a net472 app (ConsumerNet472.csproj.template) must build against BlockPack's netstandard2.0 build.
# Then every platform the package ships a native library for: packs BlockPack into a local feed,
# builds the app in tests/BlockPack.PackagePlatforms against it (a package reference, not a project reference),
# publishes it self-contained for linux-x64 (run here), linux-arm64 (qemu-user) and win-x64 (wine64); each writes a
# payload for every compression mode x level x checksum setting, then each reads the payloads all three wrote and
# must get the same msgpack bytes back. Also prints how many payload files are byte-identical across platforms.
#   scripts/package-platforms.sh        packs the working tree; BLOCKPACK_PACKAGE_FEED=DIR tests the packages in DIR
#                                       instead (scripts/test.sh: those scripts/package-reproducible.sh packed)
#                                       (a platform whose emulator is missing fails the run, unless
#                                        BLOCKPACK_ALLOW_MISSING_QEMU=1 / _WINE=1 allow the skip: scripts/lib/emulators.sh)
# DOTNET_EnableWriteXorExecute=0 under the emulators: see scripts/emulated-test.sh.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
source scripts/lib/emulators.sh
# Outside the repository: its Directory.Build.props and central package management must not apply to the app.
out="${BLOCKPACK_PACKAGE_PLATFORMS_OUT:-${TMPDIR:-/tmp}/blockpack-package-platforms}"
rm -rf "$out"; mkdir -p "$out/feed" "$out/consumer" "$out/payloads"
started=$SECONDS

if [ -n "${BLOCKPACK_PACKAGE_FEED:-}" ]; then
    # The packages another stage already packed (scripts/test.sh: those of scripts/package-reproducible.sh, packed
    # from HEAD with the native runtimes required and checked there for pack warnings): not packed a second time.
    ls "$BLOCKPACK_PACKAGE_FEED"/BlockPack.[0-9]*.nupkg >/dev/null 2>&1 \
        || { echo "package-platforms: BLOCKPACK_PACKAGE_FEED=$BLOCKPACK_PACKAGE_FEED holds no BlockPack package"; exit 1; }
    cp "$BLOCKPACK_PACKAGE_FEED"/*.nupkg "$BLOCKPACK_PACKAGE_FEED"/*.snupkg "$out/feed/"
    echo "package-platforms: packages from $BLOCKPACK_PACKAGE_FEED"
else
    if ! dotnet pack src/BlockPack/BlockPack.csproj -c Release -o "$out/feed" --artifacts-path "$out/pack" \
            -p:BlockPackRequireNativeRuntimes=true -nodeReuse:false --nologo -v q >"$out/pack.log" 2>&1; then
        tail -20 "$out/pack.log"; echo "package-platforms: pack FAILED"; exit 1
    fi
    # The other packages (BlockPack.Caching and any packable project added under src/) beside it, for the content checks.
    for csproj in src/*/*.csproj; do
        [ "$csproj" = src/BlockPack/BlockPack.csproj ] && continue
        [ "$(dotnet msbuild "$csproj" -getProperty:IsPackable -nologo 2>/dev/null | tr -d '\r')" = false ] && continue
        if ! dotnet pack "$csproj" -c Release -o "$out/feed" --artifacts-path "$out/pack" -nodeReuse:false --nologo -v q \
                >"$out/pack-$(basename "$csproj" .csproj).log" 2>&1; then
            tail -20 "$out/pack-$(basename "$csproj" .csproj).log"; echo "package-platforms: pack of $csproj FAILED"; exit 1
        fi
    done
    # "dotnet pack prints no warning": TreatWarningsAsErrors turns most into errors, this catches the rest (NuGet's own).
    if grep -hiE ": warning [A-Z]+[0-9]+" "$out"/pack*.log; then echo "package-platforms: pack printed warnings (above)"; exit 1; fi
fi
package=$(ls "$out"/feed/BlockPack.[0-9]*.nupkg | head -1)
version=$(basename "$package" .nupkg); version=${version#BlockPack.}
templates=tests/BlockPack.PackagePlatforms

status=0
# Package contents: a file-based app outside the repository (the repository's build settings must not apply to it).
mkdir -p "$out/check"
cp "$templates/PackageCheck.cs.template" "$out/check/PackageCheck.cs"
if (cd "$out/check" && dotnet run PackageCheck.cs -- "$out/feed" >"$out/check.log" 2>&1); then
    grep -E "^(info|package-check)" "$out/check.log"
else
    grep -vE "^ok " "$out/check.log" | tail -40; echo "package-platforms: package contents FAILED"; status=1
fi

# .NET Framework: BlockPack's netstandard2.0 build from a net472 project (built only: no .NET Framework runtime here).
mkdir -p "$out/net472"
sed "s/@VERSION@/$version/" "$templates/ConsumerNet472.csproj.template" >"$out/net472/Consumer.csproj"
sed "s#@FEED@#$out/feed#" "$templates/NuGet.Config.template" >"$out/net472/NuGet.Config"
cp "$templates/ProgramNet472.cs.template" "$out/net472/Program.cs"
if (cd "$out/net472" && dotnet build -c Release -nodeReuse:false --nologo -v q >"$out/net472.log" 2>&1) \
        && grep -q "lib/netstandard2.0/BlockPack.dll" "$out/net472/obj/project.assets.json"; then
    refs=$(ls -d "$out"/packages/microsoft.netframework.referenceassemblies.net472/* 2>/dev/null | xargs -n1 basename | head -1)
    echo "package-platforms: net472 consumer built against lib/netstandard2.0 (reference assemblies ${refs:-not restored: an installed targeting pack served})"
else
    grep -E "error|warning" "$out/net472.log" | sort -u | head -20; echo "package-platforms: net472 consumer FAILED"; status=1
fi

sed "s/@VERSION@/$version/" "$templates/Consumer.csproj.template" >"$out/consumer/Consumer.csproj"
sed "s#@FEED@#$out/feed#" "$templates/NuGet.Config.template" >"$out/consumer/NuGet.Config"
cp "$templates/Program.cs.template" "$out/consumer/Program.cs"

rids=(linux-x64)
if command -v qemu-aarch64 >/dev/null; then rids+=(linux-arm64); else missing_emulator qemu "package-platforms: linux-arm64 (qemu-aarch64)" || status=1; fi
if wine64=$(find_wine64); then rids+=(win-x64); else missing_emulator wine "package-platforms: win-x64 (wine64)" || status=1; fi
export WINEPREFIX="${WINEPREFIX:-$root/artifacts/emulated/wineprefix}" WINEDEBUG=-all
# wine creates a missing prefix but not its parent folder (run alone, before scripts/emulated-test.sh made it).
mkdir -p "$(dirname "$WINEPREFIX")"

run() { # rid args...
    local rid=$1; shift
    local app="$out/app-$rid/Consumer"
    case "$rid" in
        linux-x64) "$app" "$@" ;;
        linux-arm64) DOTNET_EnableWriteXorExecute=0 qemu-aarch64 -cpu max -L /usr/aarch64-linux-gnu "$app" "$@" ;;
        win-x64) DOTNET_EnableWriteXorExecute=0 "$wine64" "$app.exe" "$@" ;;
    esac
}

for rid in "${rids[@]}"; do
    if ! (cd "$out/consumer" && dotnet publish -c Release -r "$rid" -nodeReuse:false --nologo -v q -o "$out/app-$rid" >"$out/publish-$rid.log" 2>&1); then
        tail -20 "$out/publish-$rid.log"; echo "package-platforms: $rid publish FAILED"; status=1; continue
    fi
    t=$SECONDS
    run "$rid" write "$out/payloads/$rid" | tee "$out/write-$rid.log" | grep -E "^(platform|decoder|written|roundtrip)" | sed "s/^/$rid: /"
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    echo "$rid: write took $((SECONDS - t)) s"
done
for rid in "${rids[@]}"; do
    [ -x "$out/app-$rid/Consumer" ] || [ -f "$out/app-$rid/Consumer.exe" ] || continue
    for from in "${rids[@]}"; do
        [ -d "$out/payloads/$from" ] || continue
        run "$rid" read "$out/payloads/$from" | grep -E "^(read|read DIFFERENT)" | sed "s/^/$rid reads $from: /"
        [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    done
done
# Informational: is the compressed output itself the same everywhere (same encoder code, same data)?
for from in "${rids[@]:1}"; do
    [ -d "$out/payloads/$from" ] || continue
    same=0; differ=0
    for f in "$out/payloads/linux-x64"/*.bin; do
        if cmp -s "$f" "$out/payloads/$from/$(basename "$f")"; then same=$((same + 1)); else differ=$((differ + 1)); fi
    done
    echo "payload bytes linux-x64 vs $from: $same identical, $differ different"
done
echo "package-platforms: $([ $status -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s"
exit $status
