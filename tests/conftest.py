"""The order of the tests, which is the order pytest-xdist hands test modules to its workers
(scripts/test.sh: --dist loadscope keeps a module on one worker; --no-loadscope-reorder keeps this
order instead of putting the modules with the most tests first). The longest modules go first:
one taken last keeps its worker busy while the other has nothing left to do. Two phones playing
by link take longest, then the other browser tests (a page each, or a few); the unit tests, many
and short, fill the end."""

from pathlib import Path

BROWSER = Path(__file__).with_name("browser")


def expected_length(item) -> int:
    """0 for the longest tests, 2 for the shortest."""
    if "phones" in item.fixturenames:
        return 0
    return 1 if BROWSER in Path(item.path).parents else 2


def pytest_collection_modifyitems(items):
    items.sort(key=expected_length)  # stable: each module's tests stay in their order
