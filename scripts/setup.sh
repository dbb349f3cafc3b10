#!/usr/bin/env bash
# Idempotent set-up of a fresh Debian machine for building and testing the site: Debian's
# Chromium (Playwright cannot download its own browser here), .venv with the pinned dev tools,
# and node_modules (Pyodide) from the lock. Reruns skip what is already in place.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# fonts-noto-cjk: a phone has CJK fonts; without them the zh and ja pages measure and look wrong.
if [ ! -x /usr/bin/chromium ] || [ ! -d /usr/share/fonts/opentype/noto ]; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium fonts-noto-cjk
fi

# Each install reruns only when its lock file changed since the last successful one.
stamp_ok() { [ -f "$1" ] && [ "$(cat "$1")" = "$(sha256sum "$2" | cut -d' ' -f1)" ]; }
stamp() { sha256sum "$2" | cut -d' ' -f1 > "$1"; }

if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
if ! stamp_ok .venv/.requirements-dev.sha256 requirements-dev.txt; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
  stamp .venv/.requirements-dev.sha256 requirements-dev.txt
fi
# The command line (`.venv/bin/cardtable`), editable: it runs the engines in py/ as they are.
if ! stamp_ok .venv/.pyproject.sha256 pyproject.toml; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps -e .
  stamp .venv/.pyproject.sha256 pyproject.toml
fi

if ! stamp_ok node_modules/.package-lock.sha256 package-lock.json; then
  npm ci --no-audit --no-fund
  stamp node_modules/.package-lock.sha256 package-lock.json
fi
