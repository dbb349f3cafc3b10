"""The site's bridge served by a PyScript worker, for bench/boot.py only (copied to dist/bench/):
the page calls handle(request_json) on the worker, as web/worker.js answers the site's page."""

from polyscript import xworker  # PyScript's worker machinery, without its `pyscript` package

from cardtable.bridge import handle

xworker.sync.handle = handle
