#!/usr/bin/env bash
# Publishes tests/BlockPack.AotApp with NativeAOT and runs it twice: with BlockPack's native LZ4 decoder and with the
# managed fallback. Fails on any IL trimming/AOT diagnostic in the publish (BlockPack's or the app's), on a failed
# check in either run, or when the decoder the run asked for is not the one that decoded.
set -euo pipefail
cd "$(dirname "$0")/.."

rid=$(dotnet --info | awk '/RID:/ {print $2; exit}')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! dotnet publish tests/BlockPack.AotApp -c Release -r "$rid" -o "$work/app" --nologo >"$work/publish.log" 2>&1; then
  cat "$work/publish.log"
  echo "aot: publish failed"
  exit 1
fi

# TrimmerSingleWarn is off in the project, so each diagnostic names its source; warnings are errors there anyway.
diagnostics=$(grep -Eo "(warning|error) IL[23][0-9]{3}:[^[]*" "$work/publish.log" | sort -u || true)
if [ -n "$diagnostics" ]; then
  echo "$diagnostics"
  echo "aot: the NativeAOT publish reported trimming/AOT diagnostics"
  exit 1
fi
echo "aot: published for $rid with NativeAOT, 0 trimming/AOT diagnostics"

status=0
for decoder in native fallback; do
  expected=$([ "$decoder" = native ] && echo Native || echo Fallback)
  BLOCKPACK_LZ4_DECODER=$decoder "$work/app/BlockPack.AotApp" >"$work/run.txt" 2>&1 || status=1
  grep -v '^PASS ' "$work/run.txt" | sed "s/^/aot ($decoder): /"
  if ! grep -qx "decoder=$expected" "$work/run.txt"; then
    echo "aot ($decoder): expected decoder=$expected"
    status=1
  fi
done
exit $status
