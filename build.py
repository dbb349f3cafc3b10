"""Build the self-contained static site in dist/.

The site must load nothing from outside its own origin, so everything the page needs is copied
or built here: the page and web files, Pyodide's runtime, pure-Python wheels (msgpack and our own
`cardtable`), a build manifest with every file's content digest, the web-app manifest with its
icons, and a service worker that caches each file by its digest, so that a release never mixes
with another and an unchanged file is never downloaded twice. Standard library only, so it runs before any dependency is installed.

Usage: python3 build.py
"""

from __future__ import annotations

import ast
import base64
import hashlib
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
MSGPACK_VERSION = "1.2.4"
# npm packages the page imports, copied as they are into dist/ (dist path: node_modules path);
# the service worker precaches them with every other file.
VENDOR_FILES = {
    "web/vendor/uqr.mjs": "uqr/dist/index.mjs",   # QR codes of share links (MIT)
}
THEME_COLOR = "#0b5d3b"
# Fixed timestamp inside our wheel so identical sources give identical bytes (and cache names).
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
SKIP_NAMES = {"__pycache__", ".DS_Store"}
SKIP_SUFFIXES = {".pyc", ".pyo"}
# The offline cache: one for every release, each file kept under its content digest
# (web/digest.js); the files write_manifest writes itself are not listed in the manifest.
OFFLINE_CACHE = "ct-files"
RELEASE_FILES = {"build-manifest.json", "sw.js"}


class BuildError(Exception):
    """A build step failed; main() prints the message and exits non-zero."""


def check_wheels(names) -> None:
    """Refuse any wheel that is not pure Python: Pyodide cannot load a CPython binary wheel, and
    pip may silently hand back a cached platform wheel instead of the one we asked for."""
    bad = [n for n in names if not str(n).endswith("-py3-none-any.whl")]
    if bad:
        raise BuildError(f"not py3-none-any (Pyodide cannot load it): {', '.join(map(str, bad))}")


def source_files(top: Path):
    """Files under top, sorted, without bytecode caches, so wheel contents are reproducible."""
    for path in sorted(top.rglob("*")):
        rel = path.relative_to(top)
        if path.is_file() and not SKIP_NAMES & set(rel.parts) and path.suffix not in SKIP_SUFFIXES:
            yield path, rel


def read_version(init_py: Path) -> str:
    """The package version, read without importing it (build.py must not need its deps)."""
    for node in ast.parse(init_py.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            return ast.literal_eval(node.value)
    raise BuildError(f"no __version__ in {init_py}")


def write_wheel(out_dir: Path, name: str, version: str, files: dict[str, bytes]) -> Path:
    """Write a py3-none-any wheel from {archive path: bytes}, with METADATA, WHEEL and a RECORD of
    sha256 digests, as the wheel spec asks (Pyodide's installer reads these)."""
    dist_info = f"{name}-{version}.dist-info"
    files = dict(files)
    files[f"{dist_info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        "Summary: Card Table rules engines\n"
    ).encode()
    files[f"{dist_info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: cardtable-build\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n"
    )
    record = []
    for arc, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arc},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()

    path = out_dir / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for arc, data in files.items():
            info = zipfile.ZipInfo(arc, ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return path


def build_cardtable_wheel(out_dir: Path, root: Path = ROOT) -> Path:
    """The cardtable wheel: py/cardtable/ plus the top-level cards/ as cardtable/cards/, so the
    engines find their card data as package resources in the browser as on CPython."""
    pkg = root / "py" / "cardtable"
    files = {f"cardtable/{rel.as_posix()}": p.read_bytes() for p, rel in source_files(pkg)}
    if (root / "cards").is_dir():
        for p, rel in source_files(root / "cards"):
            files[f"cardtable/cards/{rel.as_posix()}"] = p.read_bytes()
    return write_wheel(out_dir, "cardtable", read_version(pkg / "__init__.py"), files)


def build_msgpack_wheel(out_dir: Path) -> Path:
    """A pure-Python msgpack wheel (PyPI has none; Pyodide's own needs a CDN). Built once per
    version and kept in .cache/ because the sdist build takes seconds."""
    cached = CACHE / f"msgpack-{MSGPACK_VERSION}-py3-none-any.whl"
    if not cached.exists():
        CACHE.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            cmd = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-cache-dir",
                   "--no-deps", "--no-binary", "msgpack", f"msgpack=={MSGPACK_VERSION}",
                   "-w", tmp]
            env = dict(os.environ, MSGPACK_PUREPYTHON="1")
            if subprocess.run(cmd, env=env, check=False).returncode != 0:
                raise BuildError("pip wheel msgpack failed")
            built = list(Path(tmp).glob("*.whl"))
            check_wheels(p.name for p in built)
            shutil.copyfile(built[0], cached)
    return Path(shutil.copy2(cached, out_dir / cached.name))


def png(width: int, height: int, pixel) -> bytes:
    """Encode an RGB image given pixel(x, y) -> (r, g, b) as PNG (just enough of the format)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(
        b"\0" + bytes(c for x in range(width) for c in pixel(x, y)) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def icon(size: int) -> bytes:
    """A green felt table with a wooden rim and two fanned cards, inside the maskable safe zone."""
    def pixel(x: int, y: int):
        u, v = x / size - 0.5, y / size - 0.5
        # Top card first: the first card that covers the pixel wins.
        for cx, cy, cos, sin in ((0.08, 0.01, 0.978, 0.208), (-0.08, 0.01, 0.978, -0.208)):
            a = (u - cx) * cos + (v - cy) * sin
            b = -(u - cx) * sin + (v - cy) * cos
            if abs(a) < 0.115 and abs(b) < 0.16:
                if abs(a) / 0.04 + abs(b) / 0.06 < 1 or abs(a) > 0.105 or abs(b) > 0.15:
                    return (200, 40, 40)
                return (250, 248, 240)
        d = (u / 0.40) ** 2 + (v / 0.30) ** 2
        if d < 1.0:
            return (22, 128, 72)
        if d < 1.25:
            return (120, 72, 36)
        return (11, 93, 59)
    return png(size, size, pixel)


def favicon() -> bytes:
    """favicon.ico holding one PNG (browsers ask for /favicon.ico; a 404 is a console error)."""
    image = icon(48)
    return struct.pack("<HHHBBBBHHII", 0, 1, 1, 48, 48, 0, 0, 1, 32, len(image), 22) + image


def web_manifest() -> dict:
    return {
        "name": "Card Table",
        "short_name": "Card Table",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": THEME_COLOR,
        "theme_color": THEME_COLOR,
        "icons": [
            {"src": f"web/icons/icon-{s}.png", "sizes": f"{s}x{s}", "type": "image/png",
             "purpose": "any maskable"}
            for s in (192, 512)
        ],
    }


def copy_site(dist: Path) -> None:
    """The page, web/ (except the SW template, which becomes sw.js), Pyodide, the vendored npm
    files, bench's bare page."""
    shutil.copy2(ROOT / "index.html", dist / "index.html")
    shutil.copytree(ROOT / "web", dist / "web",
                    ignore=shutil.ignore_patterns("sw.template.js", *SKIP_NAMES, "*.pyc"))
    (dist / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(ROOT / "node_modules" / "pyodide" / name, dist / "pyodide" / name)
    for target, source in VENDOR_FILES.items():
        (dist / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / "node_modules" / source, dist / target)
    shutil.copy2(ROOT / "bench" / "bare.html", dist / "bare.html")
    shutil.copy2(ROOT / "bench" / "bare-worker.js", dist / "web" / "bare-worker.js")
    (dist / "web" / "icons").mkdir(exist_ok=True)
    for size in (192, 512):
        (dist / "web" / "icons" / f"icon-{size}.png").write_bytes(icon(size))
    (dist / "favicon.ico").write_bytes(favicon())
    (dist / "manifest.webmanifest").write_text(json.dumps(web_manifest(), indent=2) + "\n")


CATALOGS = """
import json, sys
from cardtable.core import registry
json.dump({game.id: {"ok": True, **game.catalog()} for game in registry.all_games().values()},
          sys.stdout, ensure_ascii=False)
"""


def write_catalogs(dist: Path) -> None:
    """Each game's card catalog, made by the engine's own code from the same card data, as a
    static file the page fetches while Pyodide boots: the menu need not wait for Python to
    import every game and word every card."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    done = subprocess.run([sys.executable, "-c", CATALOGS], env=env, check=True,
                          capture_output=True, text=True)
    (dist / "web" / "catalogs").mkdir()
    for game, catalog in json.loads(done.stdout).items():
        (dist / "web" / "catalogs" / f"{game}.json").write_text(
            json.dumps(catalog, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def build(dist: Path = DIST) -> dict:
    """Build everything into dist and return the build manifest."""
    needed = [ROOT / "index.html", ROOT / "web" / "sw.template.js",
              ROOT / "py" / "cardtable" / "__init__.py",
              *(ROOT / "node_modules" / "pyodide" / name for name in PYODIDE_FILES),
              *(ROOT / "node_modules" / source for source in VENDOR_FILES.values())]
    missing = [str(p.relative_to(ROOT)) for p in needed if not p.exists()]
    if missing:  # checked before wiping dist/, so a failed build leaves the last good one
        hint = " (run scripts/setup.sh)" if any("node_modules" in m for m in missing) else ""
        raise BuildError(f"missing {', '.join(missing)}{hint}")
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    copy_site(dist)
    write_catalogs(dist)
    wheels_dir = dist / "wheels"
    wheels_dir.mkdir()
    build_msgpack_wheel(wheels_dir)
    build_cardtable_wheel(wheels_dir)
    check_wheels(p.name for p in wheels_dir.iterdir())

    return write_manifest(dist, read_version(ROOT / "py" / "cardtable" / "__init__.py"))


def sha16(data: bytes) -> str:
    """A file's content digest, as web/digest.js computes it in the browser."""
    return hashlib.sha256(data).hexdigest()[:16]


def write_manifest(dist: Path, version: str) -> dict:
    """build-manifest.json and sw.js for the files in dist: every file's content digest, what
    the worker downloads to boot (with sizes, so it can report bytes as they arrive) and the
    bytes a first visit downloads (site_bytes), which the menu states. Tests call this on a
    changed copy of dist/ to make a second release."""
    files = {
        p.relative_to(dist).as_posix(): sha16(p.read_bytes())
        for p in sorted(dist.rglob("*")) if p.is_file() and p.name not in RELEASE_FILES
    }
    wheels = sorted(path for path in files if path.startswith("wheels/"))
    boot_files = [*(f"pyodide/{name}" for name in PYODIDE_FILES), *wheels]
    manifest = {
        "version": version,
        "wheels": wheels,
        "files": files,
        "cache": OFFLINE_CACHE,
        "boot_files": {path: (dist / path).stat().st_size for path in boot_files},
    }
    # The manifest's digest is pasted into sw.js, whose size is the same whatever the digest.
    sw_size = len(service_worker(files, "0" * 16).encode())
    text = manifest_text(manifest, sum((dist / path).stat().st_size for path in files)
                         + (dist / "index.html").stat().st_size + sw_size)
    (dist / "build-manifest.json").write_text(text)
    (dist / "sw.js").write_text(service_worker(files, sha16(text.encode())), encoding="utf-8")
    return json.loads(text)


def manifest_text(manifest: dict, fetched: int) -> str:
    """The manifest as JSON, its site_bytes being what a first visit fetches: each address
    once, so every file, the page a second time (the site's root, "", beside index.html: the
    service worker keeps both), sw.js and this manifest itself, whose length depends on the
    number it holds (tried until the two agree, at most once per digit the number gains)."""
    size = fetched
    while True:
        text = json.dumps({**manifest, "site_bytes": size}, indent=2) + "\n"
        if fetched + len(text.encode()) == size:
            return text
        size = fetched + len(text.encode())


def service_worker(files: dict, manifest_digest: str) -> str:
    """sw.js: caches the page at the site root (""), every file and the manifest; not itself."""
    cached = {"": files["index.html"], "build-manifest.json": manifest_digest, **files}
    digest = (ROOT / "web" / "digest.js").read_text(encoding="utf-8").replace("export ", "")
    sw = (ROOT / "web" / "sw.template.js").read_text(encoding="utf-8")
    return (sw.replace("__CACHE_NAME__", json.dumps(OFFLINE_CACHE))
            .replace("__FILES__", json.dumps(cached, indent=0)).replace("__DIGEST__", digest.strip()))


def main() -> int:
    try:
        manifest = build()
    except BuildError as err:
        print(f"build.py: error: {err}", file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    print(f"built dist/ v{manifest['version']}: {len(manifest['files'])} files, "
          f"{size / 1e6:.1f} MB, wheels {', '.join(manifest['wheels'])}, cache {manifest['cache']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
