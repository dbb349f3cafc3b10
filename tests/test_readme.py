"""The README's commands work as written after its set-up: each command it shows runs a program
that set-up put in place, and the command line answers from .venv (a newcomer's first try once
failed with "No module named 'msgpack'" because the README ran the system's Python)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")

# Commands as the README shows them: an indented code line, or inline code that starts with a
# program of the repo, the venv or bash.
COMMAND = re.compile(r"^    (\S.*)$|`((?:\.venv/bin/|bash |\./)[^`]+)`", re.MULTILINE)


def readme_commands() -> list[str]:
    found = [block or inline for block, inline in COMMAND.findall(README)]
    return [line.split("#")[0].strip() for line in found if line.strip()]


def test_every_readme_command_names_a_program_set_up_provides():
    commands = readme_commands()
    assert any(c.startswith(".venv/bin/cardtable") for c in commands)
    for command in commands:
        program = command.split()[0]
        if program == "bash":
            assert (ROOT / command.split()[1]).is_file(), command
        elif program.startswith((".venv/", "./")):
            assert (ROOT / program).exists(), f"{command}: {program} is missing after set-up"
        else:
            raise AssertionError(f"{command}: not a program the README's set-up provides")


def test_the_command_line_runs_from_the_venv_without_pythonpath(tmp_path):
    challenge = subprocess.run([str(ROOT / ".venv/bin/cardtable"), "new", "gateruler", "--level", "6",
                                "--seed", "42"], capture_output=True, text=True, check=True,
                               cwd=tmp_path, env={"PATH": "/usr/bin:/bin"}).stdout.strip()
    assert 10 < len(challenge) <= 40
    replay = subprocess.run([str(ROOT / ".venv/bin/cardtable"), "replay", challenge],
                            capture_output=True, text=True, check=True, cwd=tmp_path,
                            env={"PATH": "/usr/bin:/bin"}).stdout
    assert '"game": "gateruler"' in replay
