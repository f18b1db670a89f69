#!/bin/sh
# Installs the Debian packages Larder needs, only those missing. Called by `make run` and `make test`.
#   scripts/install-dependencies.sh run    PostgreSQL server and libpq
#   scripts/install-dependencies.sh test   also Chromium, chromedriver and Python's selenium for browser tests
#   scripts/install-dependencies.sh bench  also wrk
set -eu

packages="postgresql libpq-dev"
case "${1:-run}" in
    test) packages="$packages chromium chromium-driver python3-pip" ;;
    bench) packages="$packages wrk" ;;
esac

missing=""
for package in $packages; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
done

if [ -n "$missing" ]; then
    echo "installing:$missing"
    if [ "$(id -u)" -eq 0 ]; then
        sudo=""
    elif command -v sudo >/dev/null 2>&1; then
        sudo="sudo"
    else
        echo "larder needs these Debian packages:$missing — install them as root (apt-get install$missing)" >&2
        exit 1
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

if [ "${1:-run}" = test ] && ! python3 -c "import selenium" 2>/dev/null; then
    echo "installing: selenium (pip)"
    python3 -m pip install --quiet selenium
fi
