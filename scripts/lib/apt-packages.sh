# The one package check the install-deps.sh scripts share (source it, then call the function):
#   install_missing_packages [--no-install-recommends] PACKAGE...
# Installs with apt-get the Debian packages among PACKAGE that dpkg does not list as installed, and nothing when all
# are; runs apt-get update only then. As root it calls apt-get directly, otherwise through sudo. Prints what it does.
# Exit status: apt-get's.

# Sets apt_get and sudo_cmd (arrays) for the caller too: root runs apt-get itself, a user through sudo.
if [[ $(id -u) -eq 0 ]]; then
    apt_get=(apt-get)
    sudo_cmd=()
else
    apt_get=(sudo apt-get)
    sudo_cmd=(sudo)
fi

# Prints the packages among the arguments that are not installed, one per line.
missing_packages() {
    local p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || echo "$p"
    done
}

install_missing_packages() {
    local options=()
    if [[ "${1:-}" == "--no-install-recommends" ]]; then
        options+=(--no-install-recommends)
        shift
    fi

    local missing
    mapfile -t missing < <(missing_packages "$@")
    if [[ ${#missing[@]} -eq 0 ]]; then
        return 0
    fi

    echo "installing: ${missing[*]}"
    "${apt_get[@]}" update -qq
    DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq "${options[@]}" "${missing[@]}" >/dev/null
}
