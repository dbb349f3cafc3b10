"""Time the README's test command on a fresh clone, for the suite's figures in the README.

Clones a revision of this repository (default HEAD; committed work only) into a temporary
folder with `git clone`, runs the set-up (`bash scripts/setup.sh`: .venv, node_modules) and then
the test command (`bash scripts/test.sh`: build, lint, unit and browser tests), and prints the
two times apart, the machine's load before and after, and pytest's summary line. The set-up
needs the package registries; the test command needs none.

--reuse-installs links this checkout's .venv and node_modules into the clone instead of setting
up: quicker, but the report then says it is NOT a fresh clone. --durations prints where the
time went, per test file (set-up, call and teardown summed), from pytest's --durations=0.

--profile PATH... skips the clone: it runs pytest on PATHs in this checkout (built dist/ and
.venv as they are) and prints the per-file times, the cheap way to find the slow files.

Usage:
  .venv/bin/python bench/suite_time.py [--rev main] [--durations] [--keep] [-- PYTEST_ARGS]
  .venv/bin/python bench/suite_time.py --profile tests/browser/test_links.py [-- -n 2]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# pytest's closing line, "==== 1334 passed, 2 skipped in 1234.56s (0:20:34) ====".
SUMMARY = re.compile(r"^=+ (.*\bin [\d.]+s.*?) =+$")
# One --durations line: "12.34s call     tests/browser/test_links.py::test_old_link[en]".
DURATION = re.compile(r"^([\d.]+)s (setup|call|teardown)\s+(\S+?)::")


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def run(command: list[str], cwd: Path, log: Path) -> tuple[int, float]:
    """Run command in cwd, its output both shown and appended to log: exit code and seconds."""
    started = time.monotonic()
    with log.open("a") as out, subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE,
                                                stderr=subprocess.STDOUT, text=True) as child:
        for line in child.stdout:
            sys.stdout.write(line)
            out.write(line)
    return child.returncode, time.monotonic() - started


def summary(log: Path) -> str:
    lines = [m.group(1) for m in map(SUMMARY.match, log.read_text().splitlines()) if m]
    return lines[-1] if lines else "(no pytest summary)"


def per_file(log: Path) -> list[tuple[str, float]]:
    """Seconds per test file from --durations=0 lines in log, the slowest first."""
    totals: dict[str, float] = defaultdict(float)
    for match in map(DURATION.match, log.read_text().splitlines()):
        if match:
            totals[match.group(3)] += float(match.group(1))
    return sorted(totals.items(), key=lambda item: -item[1])


def print_per_file(log: Path) -> None:
    rows = per_file(log)
    print(f"\nper file (set-up + call + teardown, {sum(s for _, s in rows):.0f} s in all):")
    for path, seconds in rows:
        print(f"  {seconds:8.1f} s  {path}")


def minutes(seconds: float) -> str:
    return f"{seconds:.0f} s ({seconds / 60:.1f} min)"


def profile(paths: list[str], pytest_args: list[str]) -> int:
    """pytest on paths in this checkout with --durations=0, then its time per file."""
    with tempfile.TemporaryDirectory(prefix="suite-profile-") as tmp:
        log = Path(tmp) / "pytest.log"
        load_before = load()
        code, seconds = run([str(ROOT / ".venv/bin/python"), "-m", "pytest", "-q",
                             "--durations=0", "--durations-min=0", *pytest_args, *paths],
                            ROOT, log)
        print_per_file(log)
        print(f"\npytest: {minutes(seconds)}, exit {code}; load {load_before} -> {load()}")
        print(f"summary: {summary(log)}")
        return code


def clone(rev: str, into: Path) -> str:
    """Clone this repository into `into` and check out rev there; the commit's hash."""
    commit = subprocess.run(["git", "rev-parse", "--verify", f"{rev}^{{commit}}"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.strip()
    subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(ROOT), str(into)], check=True)
    subprocess.run(["git", "checkout", "--quiet", "--detach", commit], cwd=into, check=True)
    return commit


def suite(args, pytest_args: list[str]) -> int:
    tmp = Path(tempfile.mkdtemp(prefix="suite-time-"))
    checkout, log = tmp / "repo", tmp / "suite.log"
    try:
        commit = clone(args.rev, checkout)
        print(f"suite_time: {args.rev} = {commit[:10]} cloned into {checkout}", flush=True)
        if args.reuse_installs:
            for name in (".venv", "node_modules"):
                (checkout / name).symlink_to((ROOT / name).resolve())
            setup_code, setup_seconds = 0, 0.0
        else:
            setup_code, setup_seconds = run(["bash", "scripts/setup.sh"], checkout, log)
            if setup_code:
                print(f"suite_time: set-up failed (exit {setup_code}); log {log}")
                return setup_code
        load_before = load()
        if args.durations:
            pytest_args = ["--durations=0", "--durations-min=0", *pytest_args]
        test_code, test_seconds = run(["bash", "scripts/test.sh", *pytest_args], checkout, log)
        load_after = load()
        if args.durations:
            print_per_file(log)
        fresh = ("NOT a fresh clone: .venv and node_modules reused" if args.reuse_installs
                 else "fresh clone")
        print(f"\nsuite_time: {commit[:10]} ({fresh}), {os.cpu_count()} cores")
        print(f"  set-up: {minutes(setup_seconds)}" + ("" if setup_seconds else " (skipped)"))
        print(f"  test command: {minutes(test_seconds)}, exit {test_code}")
        print(f"  load average (1, 5, 15 min): {load_before} before the tests, {load_after} after")
        print(f"  pytest: {summary(log)}")
        return test_code
    finally:
        if args.keep:
            print(f"suite_time: kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", default="HEAD", help="revision to clone (default HEAD)")
    parser.add_argument("--reuse-installs", action="store_true",
                        help="link this checkout's .venv and node_modules (not a fresh clone)")
    parser.add_argument("--durations", action="store_true", help="print time per test file")
    parser.add_argument("--keep", action="store_true", help="keep the clone and its log")
    parser.add_argument("--profile", nargs="+", metavar="PATH",
                        help="no clone: pytest PATHs here, print time per file")
    argv = sys.argv[1:]
    pytest_args = argv[argv.index("--") + 1:] if "--" in argv else []
    args = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    if args.profile:
        return profile(args.profile, pytest_args)
    return suite(args, pytest_args)


if __name__ == "__main__":
    sys.exit(main())
