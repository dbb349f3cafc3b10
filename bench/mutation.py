"""Mutation testing of each game's rules modules: mutmut (pinned in requirements-dev.txt) changes
one thing at a time in the rules code and runs the unit tests that reach it; a mutant the tests
miss is a rule no test pins.

    .venv/bin/python bench/mutation.py gateruler [frontline dol]   # run, then report
    .venv/bin/python bench/mutation.py --survivors gateruler        # after adding a test
    .venv/bin/python bench/mutation.py --report gateruler           # the last run's report

mutmut's settings are in pyproject.toml under [tool.mutmut]: which modules are mutated (the
rules, not the views, texts or bots) and that only tests/unit runs. Each game runs in
`.mutmut/<game>/`, a git-ignored workspace this script links up, because mutmut names a mutant
after its path with "src." stripped: with src/ pointing at py/, a mutant's name is its module's
(cardtable.…). A run tests only the mutants not yet tested, so it resumes where one stopped;
mutmut starts over when the code or its settings change.
At most two test processes run at once. The report gives killed/total per module and names
each survivor; `../../.venv/bin/mutmut show NAME` inside .mutmut/<game>/ prints its diff.
docs/MUTATION.md explains the survivors no test can kill.
"""

import argparse
import json
import re
import subprocess
import time
from collections import Counter
from pathlib import Path

from mutmut.stats import status_by_exit_code

ROOT = Path(__file__).resolve().parents[1]
WORKSPACES = ROOT / ".mutmut"
GAMES = ("gateruler", "frontline", "dol")
MAX_CHILDREN = 2   # the machine's two cores, shared with other work
# The workspace's view of the repo: what mutmut copies into mutants/ (see [tool.mutmut]).
LINKS = {"src": "py", "cards": "cards", "tests": "tests", "web": "web", "README.md": "README.md"}
ONLY_MUTATE = re.compile(r"^only_mutate = .*$", re.MULTILINE)
# A mutant counts as killed when a test failed, or its run crashed or ran past its time limit.
KILLED = {"killed", "timeout", "segfault"}


def workspace(game: str) -> Path:
    """The game's workspace: links to the repo, and the repo's pyproject.toml with mutmut told to
    mutate this game's modules only, so that a run, or a run cut short, is resumed game by game."""
    folder = WORKSPACES / game
    folder.mkdir(parents=True, exist_ok=True)
    for name, target in LINKS.items():
        link = folder / name
        if not link.is_symlink():
            link.symlink_to(Path("../..") / target)
    settings, count = ONLY_MUTATE.subn(f'only_mutate = ["src/cardtable/{game}/*"]',
                                       (ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert count == 1, "pyproject.toml's [tool.mutmut] needs one only_mutate line"
    (folder / "pyproject.toml").write_text(settings, encoding="utf-8")
    return folder


def run(game: str, retest_survivors_only: bool) -> float:
    """Runs the game's mutants not yet tested, or only its survivors again; returns the
    seconds."""
    start = time.monotonic()
    named = survivors(game) if retest_survivors_only else []
    subprocess.run([str(ROOT / ".venv/bin/mutmut"), "run", "--max-children", str(MAX_CHILDREN),
                    *named], cwd=workspace(game), check=True)
    return time.monotonic() - start


def survivors(game: str) -> list[str]:
    """The game's mutants that survived its last run."""
    return [name for name, status in verdicts(game).items() if status == "survived"]


def verdicts(game: str) -> dict[str, str]:
    """Mutant name -> mutmut's status for it ("killed", "survived", "no tests", ...), for one
    game, from the files mutmut leaves beside each mutated module."""
    found = {}
    for meta in sorted((workspace(game) / "mutants/src/cardtable" / game).glob("*.py.meta")):
        codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        found.update({name: status_by_exit_code[code] for name, code in codes.items()})
    return found


def module_of(mutant: str) -> str:
    """cardtable.dol.rules.x_attack__mutmut_3 -> dol.rules (a package's own file: dol)."""
    parts = mutant.split(".")
    return ".".join(parts[1:-1])


def report(game: str, seconds: float | None) -> None:
    statuses = verdicts(game)
    killed = Counter(module_of(name) for name, status in statuses.items() if status in KILLED)
    total = Counter(module_of(name) for name in statuses)
    survivors = sorted(name for name, status in statuses.items() if status == "survived")
    untested = sorted(name for name, status in statuses.items() if status == "no tests")
    other = sorted(name for name, status in statuses.items()
                   if status not in KILLED | {"survived", "no tests"})
    all_killed, all_total = sum(killed.values()), sum(total.values())
    print(f"{game}: {all_killed}/{all_total} mutants killed "
          f"({100 * all_killed / max(all_total, 1):.1f} %)"
          + (f" in {seconds / 60:.1f} min" if seconds is not None else ""))
    for module in sorted(total):
        print(f"  {module:22} {killed[module]:5}/{total[module]:<5}")
    for title, names in (("survived", survivors), ("no test reaches", untested),
                         ("not run, or suspicious", other)):
        if names:
            print(f"  {title}:")
            print("".join(f"    {name}\n" for name in names), end="")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="+", choices=GAMES)
    parser.add_argument("--report", action="store_true", help="report the last run, run nothing")
    parser.add_argument("--survivors", action="store_true",
                        help="test again only the mutants that survived the last run")
    args = parser.parse_args()
    for game in args.games:
        report(game, None if args.report else run(game, args.survivors))


if __name__ == "__main__":
    main()
