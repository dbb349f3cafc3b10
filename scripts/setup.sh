#!/usr/bin/env bash
# Idempotent set-up of a fresh Debian machine for building and testing the site: Debian's
# Chromium (Playwright cannot download its own browser here), .venv with the pinned dev tools,
# and node_modules (Pyodide) from the lock. Reruns skip what is already in place.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if [ ! -x /usr/bin/chromium ]; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium
fi

# Each install reruns only when its lock file changed since the last successful one.
stamp_ok() { [ -f "$1" ] && [ "$(cat "$1")" = "$(sha256sum "$2" | cut -d' ' -f1)" ]; }
stamp() { sha256sum "$2" | cut -d' ' -f1 > "$1"; }

if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
if ! stamp_ok .venv/.requirements-dev.sha256 requirements-dev.txt; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
  stamp .venv/.requirements-dev.sha256 requirements-dev.txt
fi

if ! stamp_ok node_modules/.package-lock.sha256 package-lock.json; then
  npm ci --no-audit --no-fund
  stamp node_modules/.package-lock.sha256 package-lock.json
fi
