#!/usr/bin/env bash
# Publishes tests/BlockPack.AotApp with NativeAOT and runs it twice: with BlockPack's native LZ4 decoder and with the
# managed fallback; then the same for linux-arm64 (cross-published, run under qemu-aarch64) when the cross tools are
# there, and once on the JIT, where the same hand-computed bytes must come out. Fails on any IL trimming/AOT
# diagnostic in a publish (BlockPack's or the app's), on a failed check in any run, or when the decoder a run asked
# for is not the one that decoded.
# Tools: clang (x64 link); for arm64 also gcc-aarch64-linux-gnu, libc6-dev-arm64-cross and qemu-user
# (scripts/native/install-deps.sh). Missing arm64 tools fail the run unless BLOCKPACK_ALLOW_MISSING_QEMU=1
# (scripts/lib/emulators.sh); BLOCKPACK_AOT_ARM64=0 leaves arm64 out on purpose. CI sets neither.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/emulators.sh

rid=$(dotnet --info | awk '/RID:/ {print $2; exit}')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# publish <rid> <dir> [extra msbuild arguments...]: NativeAOT publish, failing on any trimming/AOT diagnostic.
publish() {
  local rid=$1 out=$2
  shift 2
  if ! dotnet publish tests/BlockPack.AotApp -c Release -p:AotAppRid="$rid" -o "$out" --nologo "$@" >"$work/publish-$rid.log" 2>&1; then
    cat "$work/publish-$rid.log"
    echo "aot: publish for $rid failed"
    exit 1
  fi

  # TrimmerSingleWarn is off in the project, so each diagnostic names its source; warnings are errors there anyway.
  local diagnostics
  diagnostics=$(grep -Eo "(warning|error) IL[23][0-9]{3}:[^[]*" "$work/publish-$rid.log" | sort -u || true)
  if [ -n "$diagnostics" ]; then
    echo "$diagnostics"
    echo "aot: the NativeAOT publish for $rid reported trimming/AOT diagnostics"
    exit 1
  fi
  echo "aot: published for $rid with NativeAOT, 0 trimming/AOT diagnostics ($(du -k "$out/BlockPack.AotApp" | cut -f1) KiB)"
}

status=0

# run <label> <command...>: runs the app with each decoder; the checks print PASS/FAIL lines, only failures are shown.
run() {
  local label=$1
  shift
  for decoder in native fallback; do
    local expected
    expected=$([ "$decoder" = native ] && echo Native || echo Fallback)
    BLOCKPACK_LZ4_DECODER=$decoder "$@" >"$work/run.txt" 2>&1 || status=1
    grep -v '^PASS ' "$work/run.txt" | sed "s/^/aot ($label, $decoder): /"
    if ! grep -qx "decoder=$expected" "$work/run.txt"; then
      echo "aot ($label, $decoder): expected decoder=$expected"
      status=1
    fi
  done
}

publish "$rid" "$work/app"
run "$rid" "$work/app/BlockPack.AotApp"

# The same app on the JIT: the checks compare against hand-computed bytes, so passing both means equal bytes.
# PublishAot=false: otherwise the build's runtimeconfig turns dynamic code off and the JIT run would take the AOT paths.
if ! dotnet build tests/BlockPack.AotApp -c Release -p:PublishAot=false -o "$work/jit" --nologo >"$work/jit.log" 2>&1; then
  cat "$work/jit.log"
  echo "aot: JIT build failed"
  exit 1
fi
run jit dotnet "$work/jit/BlockPack.AotApp.dll"

# The feature switch BlockPackZstandardSupport=false (docs/source-generator.md, "Feature switches"): the minimal app
# with an LZ4 round trip, published with the switch off, must refuse ZstdBlockArray, fail on a Zstandard payload with
# the switch named, and carry no ZstdSharp code (its names would be in the executable's stack-trace data).
if ! dotnet publish benchmark/BlockPack.AotMeasure/MinimalApp -c Release -o "$work/switch" --nologo -p:MinimalUsesLz4=true \
     -p:MinimalChecksZstandardSwitch=true -p:BlockPackZstandardSupport=false >"$work/publish-switch.log" 2>&1; then
  cat "$work/publish-switch.log"
  echo "aot: publish of the minimal app with BlockPackZstandardSupport=false failed"
  exit 1
fi
diagnostics=$(grep -Eo "(warning|error) IL[23][0-9]{3}:[^[]*" "$work/publish-switch.log" | sort -u || true)
if [ -n "$diagnostics" ]; then
  echo "$diagnostics"
  echo "aot: the minimal app's publish with BlockPackZstandardSupport=false reported trimming/AOT diagnostics"
  exit 1
fi
"$work/switch/BlockPack.AotMeasure.MinimalApp" >"$work/switch.txt" 2>&1 || status=1
if [ "$(grep -c '^switch: PASS' "$work/switch.txt")" != 2 ] || grep -q FAIL "$work/switch.txt"; then
  sed 's/^/aot (zstandard switch): /' "$work/switch.txt"
  status=1
elif grep -q ZstdSharp "$work/switch/BlockPack.AotMeasure.MinimalApp"; then
  echo "aot (zstandard switch): the executable still carries ZstdSharp"
  status=1
else
  echo "aot: BlockPackZstandardSupport=false: ZstdBlockArray refused, a Zstandard payload names the switch, no ZstdSharp carried"
fi

# BlockPack.AspNetCore in a NativeAOT minimal-API app (benchmark/BlockPack.WebLoad, PublishAot set in the project):
# published with 0 trimming/AOT diagnostics, then run: the three echoes must return the bytes they were sent and a
# hostile body must get a 400 problem-details answer (BLOCKPACK_AOT_WEB=0 skips it).
if [ "${BLOCKPACK_AOT_WEB:-1}" != 0 ]; then
  if ! dotnet publish benchmark/BlockPack.WebLoad -c Release -r "$rid" -o "$work/web" --nologo >"$work/publish-web.log" 2>&1; then
    cat "$work/publish-web.log"
    echo "aot: publish of benchmark/BlockPack.WebLoad failed"
    exit 1
  fi
  diagnostics=$(grep -Eo "(warning|error) IL[23][0-9]{3}:[^[]*" "$work/publish-web.log" | sort -u || true)
  if [ -n "$diagnostics" ]; then
    echo "$diagnostics"
    echo "aot: the NativeAOT publish of benchmark/BlockPack.WebLoad reported trimming/AOT diagnostics"
    exit 1
  fi
  echo "aot: published benchmark/BlockPack.WebLoad (BlockPack.AspNetCore) with NativeAOT, 0 trimming/AOT diagnostics"
  "$work/web/BlockPack.WebLoad" bodies "$work/web-bodies"
  web_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  "$work/web/BlockPack.WebLoad" serve "$web_port" >"$work/web-serve.log" 2>&1 &
  web_pid=$!
  for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:$web_port/ready" >/dev/null 2>&1 && break
    sleep 0.1
  done
  for v in blockpack:orders.msgpack:application/x-msgpack blockpack-lz4:orders.lz4.msgpack:application/x-msgpack json:orders.json:application/json; do
    IFS=: read -r path body ctype <<<"$v"
    curl -s -o "$work/web-out" -H "Content-Type: $ctype" --data-binary "@$work/web-bodies/$body" "http://127.0.0.1:$web_port/echo/$path"
    if cmp -s "$work/web-out" "$work/web-bodies/$body"; then echo "aot (web): echo/$path returned the bytes it was sent"; else echo "aot (web): echo/$path did not echo"; status=1; fi
  done
  printf '\xdd\x40\x00\x00\x00' >"$work/web-hostile"
  answer=$(curl -s -w ' %{http_code} %{content_type}' -H "Content-Type: application/x-msgpack" --data-binary "@$work/web-hostile" "http://127.0.0.1:$web_port/echo/blockpack")
  case "$answer" in
    *' 400 application/problem+json') echo "aot (web): a hostile body got 400 problem details" ;;
    *) echo "aot (web): a hostile body got: $answer"; cat "$work/web-serve.log"; status=1 ;;
  esac
  kill "$web_pid" 2>/dev/null || true
  wait "$web_pid" 2>/dev/null || true
fi

arm64=${BLOCKPACK_AOT_ARM64:-auto}
if [ "$rid" = linux-x64 ] && [ "$arm64" != 0 ]; then
  if command -v qemu-aarch64 >/dev/null && command -v aarch64-linux-gnu-objcopy >/dev/null && command -v clang >/dev/null \
     && command -v aarch64-linux-gnu-gcc >/dev/null && [ -e /usr/aarch64-linux-gnu/lib/libssl.so.3 ]; then
    # clang links for arm64 against the cross sysroot the Debian packages put under /usr/aarch64-linux-gnu.
    publish linux-arm64 "$work/arm64" -p:CppCompilerAndLinker=clang -p:SysRoot=/ -p:ObjCopyName=aarch64-linux-gnu-objcopy
    # A project reference ships only the host's native decoder; the package carries the arm64 one, built the same way.
    BP_NATIVE_TARGET=linux-arm64 bash scripts/native/build.sh "$work/native-arm64" >/dev/null
    mkdir -p "$work/arm64/runtimes/linux-arm64/native"
    cp "$work/native-arm64/libblockpack_native.so" "$work/arm64/runtimes/linux-arm64/native/"
    # DOTNET_EnableWriteXorExecute=0: the runtime maps executable memory twice (writable and executable views of the
    # same pages) for W^X; qemu-user does not emulate that double mapping faithfully, and the app crashes at start-up
    # without it. A real arm64 machine keeps W^X on; this only works around the emulator.
    run linux-arm64 env DOTNET_EnableWriteXorExecute=0 qemu-aarch64 -cpu max -L /usr/aarch64-linux-gnu "$work/arm64/BlockPack.AotApp"
  else
    missing_emulator qemu "aot: linux-arm64 (qemu-aarch64, aarch64-linux-gnu-gcc/objcopy, clang or the sysroot's libssl.so.3)" || status=1
  fi
fi
exit $status
