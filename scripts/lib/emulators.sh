# What the emulated stages share (source it): where wine64 is, and what happens when an emulator is missing.
#
# A missing emulator or cross compiler fails the stage that needs it. Two variables, which CI never sets, turn that
# into a loudly reported skip for a developer machine without them:
#   BLOCKPACK_ALLOW_MISSING_QEMU=1   linux-arm64 stages (qemu-aarch64, aarch64-linux-gnu-gcc) may be skipped
#   BLOCKPACK_ALLOW_MISSING_WINE=1   win-x64 stages (wine64, x86_64-w64-mingw32-gcc) may be skipped
# scripts/native/install-deps.sh installs all of them (BLOCKPACK_NATIVE_NO_MINGW=1 leaves out mingw and wine, and
# then needs BLOCKPACK_ALLOW_MISSING_WINE=1 too, or the win-x64 stages fail).

# Prints the wine64 loader's path: BLOCKPACK_WINE64 if set, else wine64 on PATH, else Debian's and other distributions'
# install locations. Prints nothing and returns 1 when there is none.
find_wine64() {
    local candidate
    for candidate in "${BLOCKPACK_WINE64:-}" "$(command -v wine64 2>/dev/null)" /usr/lib/wine/wine64 \
            /usr/lib/x86_64-linux-gnu/wine/wine64 /usr/lib64/wine/wine64; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

# missing_emulator qemu|wine WHAT: prints why WHAT cannot run; returns 0 when the matching BLOCKPACK_ALLOW_MISSING_*
# variable allows the skip (the line then says 'SKIPPED'), 1 when the caller must fail (the line says 'FAILED').
missing_emulator() {
    local kind=$1 what=$2 variable
    case "$kind" in
        qemu) variable=BLOCKPACK_ALLOW_MISSING_QEMU ;;
        wine) variable=BLOCKPACK_ALLOW_MISSING_WINE ;;
        *) echo "missing_emulator: unknown kind $kind" >&2; return 1 ;;
    esac
    if [ "${!variable:-0}" = 1 ]; then
        echo "$what: SKIPPED, tools missing, allowed by $variable=1 (scripts/native/install-deps.sh installs them)"
        return 0
    fi
    echo "$what: FAILED, tools missing (scripts/native/install-deps.sh installs them; $variable=1 allows the skip)"
    return 1
}
