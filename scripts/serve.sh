#!/usr/bin/env bash
# Set up, build dist/ and serve it on loopback (the site needs HTTP: file:// blocks modules).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python build.py
echo "Card Table on http://127.0.0.1:8000/"
exec .venv/bin/python -m http.server --bind 127.0.0.1 -d dist 8000
