"""The engine events the page's log words are tested on (tests/js/log.test.mjs) are the ones
the engine writes today: tests/fixtures/log_events.json, recorded by tests/unit/log_events.py,
is what that script records now. A change to the engine's events fails here until the file is
written again, so the node tests never check the words against events the engine no longer
sends."""

from log_events import FIXTURE, as_text, record


def test_the_recorded_events_are_the_engines_events_today():
    assert FIXTURE.read_text(encoding="utf-8") == as_text(record()), (
        "tests/fixtures/log_events.json is out of date: "
        "PYTHONPATH=py .venv/bin/python tests/unit/log_events.py")
