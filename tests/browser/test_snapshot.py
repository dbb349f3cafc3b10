"""The engine's memory snapshot (web/snapshot.js): a first visit keeps one, a return visit starts
from it, and one that is damaged, of another build, or refused by the runtime is never trusted:
the page starts as on a first visit, says nothing alarming, and keeps a sound one again.

One page, reloaded step by step (each step is a return visit of the one before): a test of its
own, with COLD_BOOT, because it is about the first visit and the snapshot itself.
"""

from __future__ import annotations

from playwright.sync_api import expect

from pages import READY, open_site
from snapshots import CACHE, DIGEST_HEADER

COLD_BOOT = True

# web/digest.js's sha16, which a page's evaluate cannot import (the first 16 hex digits of
# SHA-256), as a statement opening the scripts below.
SHA16 = """const sha16 = async (buffer) => Array.from(
  new Uint8Array(await crypto.subtle.digest("SHA-256", buffer)).slice(0, 8),
  (byte) => byte.toString(16).padStart(2, "0")).join("");
"""

# -> [key, digest header, bytes' sha16 as web/digest.js computes it] of each kept snapshot.
KEPT = """async ([cacheName, header]) => {""" + SHA16 + """
  const cache = await caches.open(cacheName);
  const found = [];
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    found.push([request.url, kept.headers.get(header), await sha16(await kept.arrayBuffer())]);
  }
  return found;
}"""

# Replaces what is kept under key with bytes (a list of numbers) and the given digest header;
# digest "own" is the bytes' own sha16 (so only the runtime can refuse them).
REPLACE = """async ([cacheName, header, key, bytes, digest]) => {""" + SHA16 + """
  const body = new Uint8Array(bytes);
  if (digest === "own") digest = await sha16(body);
  const cache = await caches.open(cacheName);
  await cache.put(key, new Response(body, { headers: { [header]: digest } }));
}"""


# Flips the last byte of what is kept under key, its digest header left as it was.
DAMAGE = """async ([cacheName, key]) => {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(key);
  const bytes = new Uint8Array(await kept.arrayBuffer());
  bytes[bytes.length - 1] ^= 0xff;
  await cache.put(key, new Response(bytes, { headers: kept.headers }));
}"""


def kept(page) -> list[list[str]]:
    return page.evaluate(KEPT, [CACHE, DIGEST_HEADER])


def wait_kept(page) -> list[str]:
    """The one sound snapshot kept after the boot (kept off the boot's path, so a moment later)."""
    for _ in range(300):
        found = kept(page)
        if len(found) == 1:
            break
        page.wait_for_timeout(100)
    [entry] = found
    assert entry[1] == entry[2], "the kept snapshot is not what its digest says"
    return entry


def return_visit(page, start: str) -> None:
    """Reload: the engine is up, started as told, and a game opens and takes a move."""
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("body")).to_have_attribute("data-engine-start", start)
    page.locator("[data-game=gateruler]").tap()
    page.locator("[data-level='1']").tap()
    page.locator("#start-game").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    page.locator("#nav-back").tap()
    page.locator("[data-menu=home]").tap()
    expect(page.locator("#message-layer")).to_be_hidden()


def test_a_snapshot_starts_return_visits_and_a_bad_one_is_replaced_never_trusted(page, site_url):
    open_site(page, site_url)
    expect(page.locator("body")).to_have_attribute("data-engine-start", "fresh")
    key, digest, _ = wait_kept(page)
    return_visit(page, "snapshot")
    assert wait_kept(page)[:2] == [key, digest]         # used as it was, not made again
    # (A snapshot made again differs in its bytes: Python's start draws a hash seed.)

    # Damaged: one byte is not what its digest says (a memory the runtime would start).
    page.evaluate(DAMAGE, [CACHE, key])
    return_visit(page, "fresh")
    assert wait_kept(page)[0] == key                    # a sound one is kept again

    # Another build's: kept under another key, it is never looked at, and goes when this
    # build's is kept.
    other = key.split("?")[0] + "?v=0000000000000000"
    page.evaluate(f"caches.open('{CACHE}').then((c) => c.delete('{key}'))")
    page.evaluate(REPLACE, [CACHE, DIGEST_HEADER, other, [1, 2, 3], "own"])
    return_visit(page, "fresh")
    assert wait_kept(page)[0] == key

    # Refused: sound bytes as far as the digest goes, but not a memory the runtime can start.
    page.evaluate(REPLACE, [CACHE, DIGEST_HEADER, key, [0] * 65536, "own"])
    return_visit(page, "fresh")
    assert wait_kept(page)[0] == key
    return_visit(page, "snapshot")
