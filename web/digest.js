// How the offline cache names a file: by its content. The build writes each file's SHA-256 (its
// first 16 hex digits) into build-manifest.json and into sw.js; a file is cached under its URL
// with that digest added (contentKey), and only once its bytes are seen to have it. So the cache
// can hold files of two releases side by side without ever serving one for the other, and a
// file no release changed is never downloaded again. Imported by web/worker.js; build.py pastes
// it into sw.js (a service worker script cannot import modules everywhere).

// The first 16 hex digits of the SHA-256 of buffer, as build.py writes them.
export async function sha16(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The cache key of a file's content: its absolute URL (no query) with ?v=<digest>.
export const contentKey = (url, hash) => `${String(url).split(/[?#]/)[0]}?v=${hash}`;
