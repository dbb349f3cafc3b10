// The interpreter's memory after the engines are imported, kept so that later visits skip
// Python's start. Pyodide's start-up runs about 2.5 s of Python on a phone-class core, every
// visit; restoring its memory from a snapshot takes a tenth of that (bench/boot.py). Imported by
// web/worker.js.
//
// The snapshot is made by the worker itself, on a boot that had none, right after the engines
// are imported and before the first request, so it holds no game (loadPyodide's private
// _makeSnapshot / makeMemorySnapshot / _loadSnapshot, Pyodide 314). It is kept in a cache of its
// own under a key made of every boot file's digest (the runtime and our wheels, as the build
// manifest names them): another release, or another runtime, never finds it. Its own SHA-256
// travels with it and is checked before use. Whatever goes wrong (none kept, damaged, from
// another release, refused by the runtime) the worker boots as on a first visit and keeps a new
// one: a snapshot can make a start faster, never keep the site from starting.

import { sha16 } from "./digest.js";

const CACHE = "cardtable-snapshot"; // not "ct-…": the offline copy's caches are the service worker's
const DIGEST_HEADER = "X-Snapshot-Digest";

// The snapshot's key for this build: a URL of this site that no file has.
export async function snapshotKey(site, bootFiles, files) {
  const digests = Object.keys(bootFiles).sort().map((path) => `${path}=${files[path]}`).join("\n");
  return new URL(`snapshot?v=${await sha16(new TextEncoder().encode(digests))}`, site).href;
}

// The kept snapshot for key, checked whole: its bytes, or null (none, or damaged and dropped).
export async function keptSnapshot(key) {
  try {
    if (!self.caches) return null;
    const cache = await caches.open(CACHE);
    const kept = await cache.match(key);
    if (!kept) return null;
    const bytes = new Uint8Array(await kept.arrayBuffer());
    if (await sha16(bytes) === kept.headers.get(DIGEST_HEADER)) return bytes;
    await cache.delete(key);
    return null;
  } catch {
    return null; // no cache to read: a boot without it
  }
}

// Keep bytes as the snapshot for key, in place of any other (an older release's).
export async function keepSnapshot(key, bytes) {
  try {
    if (!self.caches) return;
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
    const headers = { "Content-Type": "application/octet-stream", [DIGEST_HEADER]: await sha16(bytes) };
    await cache.put(key, new Response(bytes, { headers }));
  } catch {
    // Not kept (storage full or blocked): the next visit starts as this one did.
  }
}

// A snapshot the runtime refused is not tried again.
export async function dropSnapshot(key) {
  try {
    await (await caches.open(CACHE)).delete(key);
  } catch {
    // Nothing to drop.
  }
}
