"""Unit tests of build.py's guards and of the cardtable wheel it writes by hand."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


def test_refuses_binary_wheel():
    with pytest.raises(build.BuildError, match="py3-none-any"):
        build.check_wheels(
            ["ok-1.0-py3-none-any.whl", "msgpack-1.2.4-cp311-cp311-linux_x86_64.whl"])


def test_accepts_pure_wheels():
    build.check_wheels(["cardtable-0.1.0-py3-none-any.whl", "msgpack-1.2.4-py3-none-any.whl"])


def test_main_fails_loudly(monkeypatch, capsys):
    def broken():
        build.check_wheels(["x-1-cp311-abi3-linux_x86_64.whl"])

    monkeypatch.setattr(build, "build", broken)
    assert build.main() == 1
    assert "py3-none-any" in capsys.readouterr().err


def test_cardtable_wheel_packs_cards_and_records_hashes(tmp_path):
    pkg = tmp_path / "py" / "cardtable"
    (pkg / "__pycache__").mkdir(parents=True)
    (pkg / "__init__.py").write_text('__version__ = "1.2.3"\n')
    (pkg / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"junk")
    (tmp_path / "cards" / "demo").mkdir(parents=True)
    (tmp_path / "cards" / "demo" / "a.json").write_text("{}")

    wheel = build.build_cardtable_wheel(tmp_path, root=tmp_path)
    assert wheel.name == "cardtable-1.2.3-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        assert {"cardtable/__init__.py", "cardtable/cards/demo/a.json"} <= names
        assert not any("__pycache__" in n for n in names)
        assert "Tag: py3-none-any" in zf.read("cardtable-1.2.3.dist-info/WHEEL").decode()
        record = zf.read("cardtable-1.2.3.dist-info/RECORD").decode().splitlines()
        for line in record:
            path, digest, size = line.rsplit(",", 2)
            if path.endswith("RECORD"):
                continue
            data = zf.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert digest == "sha256=" + expected.decode() and int(size) == len(data)
        assert {line.split(",")[0] for line in record} == names


def test_static_catalogs_are_the_engine_s_own_answers(tmp_path):
    """The menu reads each game's catalog from the build instead of asking Python at boot; it
    must be word for word what the bridge's "cards" request answers."""
    import json

    from cardtable import bridge
    from cardtable.core import registry

    (tmp_path / "web").mkdir()
    build.write_catalogs(tmp_path)
    for game_id in registry.all_games():
        built = json.loads((tmp_path / "web" / "catalogs" / f"{game_id}.json").read_text())
        answer = json.loads(bridge.handle(json.dumps({"op": "cards", "game": game_id})))
        assert built == answer and built["ok"] and built["cards"]
