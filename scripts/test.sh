#!/usr/bin/env bash
# Set up, build dist/, lint, then run every test (unit and browser). Extra arguments go to
# pytest. Any failure is a non-zero exit, and so is a run that collected no test at all.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python build.py
.venv/bin/ruff check py tests build.py bench
node --test tests/js/   # pure JS: the page's words

status=0
.venv/bin/python -m pytest "$@" || status=$?
if [ "$status" -eq 5 ]; then
  echo "test.sh: pytest ran no tests" >&2
  exit 1
fi
exit "$status"
