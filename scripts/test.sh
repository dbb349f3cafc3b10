#!/usr/bin/env bash
# Set up, build dist/, lint, then run every test: the page's pure JS on node's test runner
# (tests/js/: its words, its log lines and turn briefs on recorded engine events), then unit and
# browser tests with pytest in three workers on the two cores (pytest-xdist: a browser test waits
# on its page part of the time, so a third worker keeps both cores busy; --dist loadscope keeps a
# module's tests on one worker, so they share its booted pages; --no-loadscope-reorder hands out
# the modules in tests/conftest.py's order, the longest first). Extra arguments go to pytest. Any failure is a
# non-zero exit, and so is a run that collected no test at all.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python build.py
.venv/bin/ruff check py tests build.py bench
node --test --disable-warning=MODULE_TYPELESS_PACKAGE_JSON tests/js/   # pure JS: the words, the log lines and turn briefs

status=0
.venv/bin/python -m pytest -n 3 --dist loadscope --no-loadscope-reorder "$@" || status=$?
if [ "$status" -eq 5 ]; then
  echo "test.sh: pytest ran no tests" >&2
  exit 1
fi
exit "$status"
