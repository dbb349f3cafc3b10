"""Site-level browser tests that hold whatever the UI looks like: same-origin loading, the build
manifest, and offline start from the service worker's cache."""

from __future__ import annotations

import json
import urllib.request

import pytest
from playwright.sync_api import TimeoutError

from pages import READY


def test_boots_from_own_origin_only(ready_page, network_log, site_url):
    """The engine comes up, and the runtime and wheels (fetched by the worker) came from here;
    the page fixture fails the test on any request elsewhere."""
    fetched = {url.removeprefix(site_url) for url in network_log}
    assert "pyodide/pyodide.asm.wasm" in fetched
    assert any(url.startswith("wheels/cardtable-") for url in fetched)


def test_manifest_lists_only_pure_python_wheels(site_url):
    with urllib.request.urlopen(site_url + "build-manifest.json") as reply:
        manifest = json.load(reply)
    assert manifest["wheels"], "no wheels listed"
    for wheel in manifest["wheels"]:
        assert wheel.endswith("-py3-none-any.whl"), wheel
        assert wheel in manifest["files"], f"{wheel} is listed but not in files"
        with urllib.request.urlopen(site_url + wheel) as reply:
            assert reply.status == 200
    assert manifest["cache"].startswith("ct-")


def test_second_visit_works_offline(sw_context, serve_dist):
    """First visit installs the service worker and its cache; with the server gone and the
    network off, a second visit still reaches a ready engine."""
    with serve_dist() as url:
        first = sw_context.new_page()
        first.goto(url)
        first.wait_for_selector(READY, state="attached", timeout=60_000)
        try:
            first.wait_for_function(
                "navigator.serviceWorker.ready.then(r => !!r.active)", timeout=30_000)
        except TimeoutError:
            pytest.fail("no active service worker: the page must register ./sw.js")
        first.close()
    sw_context.set_offline(True)
    second = sw_context.new_page()
    second.goto(url)
    second.wait_for_selector(READY, state="attached", timeout=60_000)
    assert second.evaluate("!!navigator.serviceWorker.controller")
