"""Test pages start warm, as a returning player's do: with the engine's memory snapshot the site
keeps after a first visit (web/snapshot.js) already in their context's storage.

Why: booting Pyodide from nothing is most of a browser test's cost (about 7 s of CPU on this
machine, three times that under the suite's own load), and every test context starts with empty
storage, so each would pay it. The snapshot a first visit made is read out of one page once per
test process (SiteSnapshot.made_by) and put into each new context's storage (SiteSnapshot.put_into)
before its pages open the site. A test module that measures a first visit, or the snapshot itself,
sets COLD_BOOT = True and gets contexts as a first visit finds them.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from pathlib import Path

from pages import open_site

CACHE = "cardtable-snapshot"  # web/snapshot.js
DIGEST_HEADER = "X-Snapshot-Digest"
SEED_PATH = "__test_snapshot__"  # served by the tests' own server (conftest.py), not in dist/

# Waits until the page's first boot has kept its snapshot, then hands it over as base64.
READ = """async ([cacheName, header]) => {
  const cache = await caches.open(cacheName);
  let keys = await cache.keys();
  for (let waited = 0; !keys.length && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    keys = await cache.keys();
  }
  const kept = await cache.match(keys[0]);
  const base64 = await new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result.split(",")[1]);
    kept.blob().then((blob) => reader.readAsDataURL(blob));
  });
  return [keys[0].url, kept.headers.get(header), base64];
}"""

# Puts the snapshot, fetched from the tests' server, under its key.
PUT = """async ([cacheName, header, key, digest, seed]) => {
  const bytes = await (await fetch(seed)).arrayBuffer();
  const headers = { "Content-Type": "application/octet-stream", [header]: digest };
  await (await caches.open(cacheName)).put(key, new Response(bytes, { headers }));
}"""


@dataclass(frozen=True)
class SiteSnapshot:
    key: str      # its URL in the cache, which names the build it belongs to
    digest: str   # web/digest.js's sha16 of its bytes
    path: Path    # its bytes, in a file the tests' server serves at SEED_PATH
    site_url: str  # the site it was made at: its key is that site's URL with the build's name

    @classmethod
    def made_by(cls, context, site_url: str, folder: Path) -> SiteSnapshot:
        """Open the site in context (fresh: a first visit) and take the snapshot it keeps."""
        page = context.new_page()
        open_site(page, site_url)
        key, digest, encoded = page.evaluate(READ, [CACHE, DIGEST_HEADER])
        page.close()
        path = folder / "snapshot.bin"
        path.write_bytes(base64.b64decode(encoded))
        return cls(key, digest, path, site_url)

    def put_into(self, context, site_url: str) -> None:
        """Keep the snapshot in context's storage, as a first visit to site_url would have. The
        memory is the same whichever server serves the build (another port: the offline copy's
        tests), so only its key moves to that site."""
        page = context.new_page()
        page.goto(site_url + "build-manifest.json")
        key = site_url + self.key.removeprefix(self.site_url)
        page.evaluate(PUT, [CACHE, DIGEST_HEADER, key, self.digest, site_url + SEED_PATH])
        page.close()
