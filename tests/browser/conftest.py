"""Browser-test harness: the built dist/ served on loopback, Debian's Chromium, and guards.

Why the guards: the site must load nothing from outside its own origin and must run without
script errors, so every browser test fails on an off-origin request, a page error or a console
error, whatever the test itself checks. Contexts block service workers because requests a
service worker answers can escape routing; only `sw_context` (the offline test) allows them.

Booting the engine (Pyodide in the page's worker) is most of a browser test's time, so a test
that only opens a link or starts from the menu borrows a page already booted, kept for its
module (switched to each language a test asks for), instead of its own `page`:

    def test_a_link_opens_its_board(booted, lang):
        page = booted(lang)                   # on the menu, engine ready, in lang
        open_link(page, session.fragment())   # pages.py: the address's fragment, no reload

The guards hold per test as with `page`: what goes wrong while the test has the page fails that
test. Between tests the page goes back to the menu with the site's storage emptied (but for the
language); a page whose test failed, or that does not come back cleanly, is closed and the next
test boots a fresh one. Keep your own `page` for what needs a fresh document: boot and loading,
reloads, init scripts, storage faults, service workers or two tabs (two phones playing by link
come from `phones`, shared across a module the same way).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import socket
import sys
import threading
import typing
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from pages import FAST_PLAYBACK, KEEP_LANGUAGE, READY, back_to_menu, open_site, switch_language
from remote_phones import Phone, PhonePool
from snapshots import SEED_PATH, SiteSnapshot

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static files without a log line per request (the test output stays readable), and the
    engine's snapshot the tests start warm from at snapshots.SEED_PATH (set in `extra`)."""

    extra: typing.ClassVar[dict[str, Path]] = {}

    def log_message(self, format, *args):
        pass

    def translate_path(self, path):
        extra = QuietHandler.extra.get(urlsplit(path).path.lstrip("/"))
        return str(extra) if extra else super().translate_path(path)


class FaultyServer:
    """What a faulty network does to the site, set by a test while it runs (tests/browser/
    test_faults.py): the Nth download of a file arrives cut in half or as a Wi-Fi login page, and
    the site can be switched to another release in place. Every request's path is counted, and
    the bytes served. Faults (damage_file's how): "half" (half the file, as if whole), "login" (a
    Wi-Fi login page), "cut" (the connection drops halfway through the file), "missing" (404) and
    "error" (500)."""

    LOGIN_PAGE = b"<!doctype html><title>Sign in to the Wi-Fi</title><p>Sign in to go online."

    def __init__(self, directory: Path):
        self.directory = directory
        self.requests: dict[str, int] = {}
        self.sent = 0  # bytes of the files' bodies served, as they are
        self.damage: dict[tuple[str, int], str] = {}  # (path, nth request) -> how (see above)
        self.switch: tuple[str, Path] | None = None  # (path, release served once it was served)
        self.url = ""

    def damage_file(self, path: str, *, nth: int = 1, how: str = "half") -> None:
        self.damage[(path, nth)] = how

    def count(self, path: str) -> int:
        return self.requests.get(path, 0)

    def switch_after(self, path: str, directory: Path) -> None:
        """Go live with another release the moment the server has answered path (say, sw.js:
        the release changes while the service worker installs)."""
        self.switch = (path, directory)


class FaultyHandler(QuietHandler):
    """Serves a FaultyServer's directory and carries out its faults."""

    faults: FaultyServer

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=str(self.faults.directory), **kwargs)

    def copyfile(self, source, outputfile):
        body = source.read()
        self.faults.sent += len(body)
        outputfile.write(body)

    def do_GET(self):
        path = urlsplit(self.path).path.lstrip("/")
        nth = self.faults.requests[path] = self.faults.count(path) + 1
        how = self.faults.damage.get((path, nth))
        if how is None:
            super().do_GET()
            if self.faults.switch and self.faults.switch[0] == path:
                self.faults.directory, self.faults.switch = self.faults.switch[1], None
            return
        if how in ("missing", "error"):
            return self.send_error(404 if how == "missing" else 500)
        body = (self.faults.directory / path).read_bytes() if how in ("half", "cut") else FaultyServer.LOGIN_PAGE
        self.send_response(200)
        self.send_header("Content-Type", "text/html" if how == "login" else self.guess_type(path))
        self.send_header("Content-Length", str(len(body) // 2 if how == "half" else len(body)))
        self.end_headers()
        self.wfile.write(body[: len(body) // 2] if how in ("half", "cut") else body)
        if how == "cut":
            self.close_connection = True  # what was promised never all arrives
            self.connection.shutdown(socket.SHUT_RDWR)


class QuietServer(http.server.ThreadingHTTPServer):
    """A browser that drops a download halfway (a page closed, a worker ended) is no error."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serve(directory: Path, handler=None):
    """Serve directory on 127.0.0.1 at a free port; yield the base URL ending in '/'."""
    handler = handler or functools.partial(QuietHandler, directory=str(directory))
    server = QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    if not (DIST / "build-manifest.json").exists():
        pytest.fail("dist/ is not built: run scripts/test.sh (or python3 build.py) first")
    return DIST


@pytest.fixture(scope="session")
def site_url(dist_dir):
    with serve(dist_dir) as url:
        yield url


@pytest.fixture(scope="session")
def serve_dist(dist_dir):
    """serve_dist() -> a context manager serving dist/ on a server of the test's own, which the
    test may stop (the offline test does)."""
    return functools.partial(serve, dist_dir)


@pytest.fixture
def faulty_site(dist_dir):
    """A FaultyServer serving dist/ on a port of the test's own; its .url is the site."""
    faults = FaultyServer(dist_dir)
    handler = type("Handler", (FaultyHandler,), {"faults": faults})
    with serve(dist_dir, handler) as url:
        faults.url = url
        yield faults


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium: Playwright's own browser download is not reachable here."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """A phone-sized touch screen, the site's main target."""
    return {
        **browser_context_args,
        "viewport": {"width": 390, "height": 844},
        "has_touch": True,
        "is_mobile": True,
    }


# The other side's moves play back at the player's "fast" speed in every test page (pages.py,
# FAST_PLAYBACK). A module that measures the playback as shipped (test_playback.py) sets
# SHIPPED_SPEED = True.
def play_back_fast(request, context) -> dict:
    """Sets the speed on context's pages as they load; -> what a page lent again keeps."""
    if getattr(request.module, "SHIPPED_SPEED", False):
        return {}
    context.add_init_script(FAST_PLAYBACK)
    return {"cardtable.speed": "fast"}


@pytest.fixture(scope="session")
def site_snapshot(browser, browser_context_args, site_url, tmp_path_factory) -> SiteSnapshot:
    """The engine's memory snapshot a first visit keeps (snapshots.py), taken once a process."""
    context = browser.new_context(**browser_context_args, service_workers="block")
    try:
        snapshot = SiteSnapshot.made_by(context, site_url, tmp_path_factory.mktemp("snapshot"))
    finally:
        context.close()
    QuietHandler.extra[SEED_PATH] = snapshot.path
    return snapshot


@pytest.fixture
def warm(request, site_snapshot, site_url):
    """warm(context, url=the site): context's storage holds the engine's snapshot for the site
    at url, as a returning player's does, so its pages start in a second or two; a no-op in a
    module with COLD_BOOT = True (one that measures a first visit, or the snapshot itself), or
    for a test marked cold_boot (its module's other tests may then share a warm page). See
    snapshots.py."""
    cold = getattr(request.module, "COLD_BOOT", False) or request.node.get_closest_marker("cold_boot")

    def put_into(context, url: str = site_url) -> None:
        if not cold:
            site_snapshot.put_into(context, url)

    return put_into


@pytest.fixture
def context(request, new_context, warm):
    """Tests' default context: service workers blocked, so routing sees every request; warm."""
    context = new_context(service_workers="block")
    warm(context)
    play_back_fast(request, context)
    return context


def watch(context, problems: list[str], *, route: bool = True) -> None:
    """Record off-origin requests (aborting them when routing), page errors and console errors
    of every page in context into problems."""
    def off_origin(url: str) -> bool:
        return urlsplit(url).scheme in ("http", "https", "ws", "wss") and (
            urlsplit(url).hostname != "127.0.0.1")

    def on_route(route):
        if off_origin(route.request.url):
            problems.append(f"off-origin request: {route.request.url}")
            route.abort()
        else:
            route.fallback()

    def on_request(request):
        if off_origin(request.url):
            problems.append(f"off-origin request: {request.url}")

    def on_page(page):
        page.on("pageerror", lambda err: problems.append(f"page error: {err}"))
        page.on("console", lambda msg: msg.type == "error" and problems.append(
            f"console error: {msg.text} ({msg.location.get('url')})"))

    if route:
        context.route("**/*", on_route)
    else:
        context.on("request", on_request)
    context.on("page", on_page)
    for page in context.pages:
        on_page(page)


@pytest.fixture
def network_log(context) -> list[str]:
    """Every URL the test's context requested (pages and workers alike)."""
    urls: list[str] = []
    context.on("request", lambda request: urls.append(request.url))
    return urls


@pytest.fixture
def page(page, context, network_log):
    """pytest-playwright's page, failing the test on any off-origin request or script error."""
    problems: list[str] = []
    watch(context, problems)
    yield page
    assert not problems, "\n".join(problems)


@pytest.fixture
def ready_page(page, site_url):
    """The site opened and its engine booted (body[data-engine=ready])."""
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    return page


@pytest.fixture
def sw_context(new_context):
    """A context with service workers allowed, for the offline test. Requests are watched but
    not routed (routing would not see what the service worker answers)."""
    context = new_context(service_workers="allow")
    problems: list[str] = []
    watch(context, problems, route=False)
    yield context
    assert not problems, "\n".join(problems)


@pytest.fixture(scope="module")
def phone_pool(browser, browser_context_args, site_url, site_snapshot, plays):
    """The module's phones (remote_phones.py's PhonePool), each its own context, warm and
    guarded as `page` is, playing the module's game (its `plays` fixture). They ask for reduced
    motion: a game by link is hundreds of moves, each waiting out its card's travel (a tenth of a
    DoL game's time), and the motion is test_game.py's to check."""
    def new_context(problems: list[str]):
        context = browser.new_context(**browser_context_args, service_workers="block",
                                      reduced_motion="reduce")
        site_snapshot.put_into(context, site_url)
        watch(context, problems)
        return context

    pool = PhonePool(new_context, site_url, plays)
    yield pool
    pool.close()


@pytest.fixture
def phones(request, phone_pool):
    """Two phones (or more) playing the test module's game by link: make(lang) gives one, on the
    menu or not yet at the site, shared with the module's other tests (each back on the menu
    with its storage emptied in between, or closed if its test failed). The test fails on any
    off-origin request or script error in any of them."""
    lent: list[Phone] = []

    def make(lang: str = "en") -> Phone:
        lent.append(phone_pool.take(lang))
        return lent[-1]

    yield make
    problems = [problem for phone in lent for problem in phone.problems]
    for phone in lent:
        phone_pool.give_back(phone, reuse=not failed(request))
    assert not problems, "\n".join(problems)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test, so a fixture's teardown knows whether it failed."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def failed(request) -> bool:
    return any(getattr(getattr(request.node, f"report_{when}", None), "failed", False)
               for when in ("setup", "call"))


class BootedPage:
    """One page of its own context with the site open and its engine booted, lent to one test
    after another, in whatever language each asks for (switched on the page, as a player does:
    a boot per language would cost a boot, the page redraws in place). problems collects the
    guards' findings while it is lent."""

    def __init__(self, request, browser, context_args: dict, site_url: str, lang: str, warm):
        self.problems: list[str] = []
        self.context = browser.new_context(**context_args, service_workers="block")
        warm(self.context)
        self.kept = {"cardtable.lang": lang, **play_back_fast(request, self.context)}
        watch(self.context, self.problems)
        self.page = self.context.new_page()
        self.page.add_init_script(KEEP_LANGUAGE.replace("LANG", lang))
        open_site(self.page, site_url)

    def speak(self, lang: str) -> None:
        """The page in lang, kept so through the test's reloads and when it is lent again."""
        switch_language(self.page, lang)
        self.kept["cardtable.lang"] = lang

    def back_to_menu(self) -> bool:
        return back_to_menu(self.page, self.kept)

    def close(self) -> None:
        self.context.close()


@pytest.fixture(scope="module")
def booted_pages():
    """The module's booted page (BootedPage) while it is not lent, booted on first use: a list
    of at most one."""
    pages: list[BootedPage] = []
    yield pages
    for booted in pages:
        booted.close()


@pytest.fixture
def booted(request, booted_pages, browser, browser_context_args, site_url, warm):
    """booted(lang="en") -> a page on the menu with the engine ready, in lang, shared with the
    module's other tests (see the docstring at the top). Fails the test on any off-origin
    request or script error while the test has it, as `page` does."""
    lent: list[BootedPage] = []

    def borrow(lang: str = "en") -> object:
        assert not lent, "one booted page a test"
        if not booted_pages:
            booted_pages.append(BootedPage(request, browser, browser_context_args, site_url, lang, warm))
        lent.append(booted_pages[0])
        lent[0].speak(lang)
        return lent[0].page

    yield borrow
    for shared in lent:
        if failed(request) or not shared.back_to_menu():
            booted_pages.clear()
            shared.close()
        problems, shared.problems[:] = list(shared.problems), []
        assert not problems, "\n".join(problems)
