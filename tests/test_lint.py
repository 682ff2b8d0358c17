"""The code base stays ``ruff check`` clean, and the pure layers stay pure (DESIGN.md)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_check_is_clean():
    ruff = shutil.which("ruff")
    command = [ruff] if ruff else [sys.executable, "-m", "ruff"]
    result = subprocess.run([*command, "check", "."], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0 and "No module named ruff" in result.stderr:
        pytest.fail("ruff is not installed: install the test extra (pip install -e '.[test]')")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("layer, forbidden", [
    ("rules", r"discord|aiosqlite|sqlite3|asyncio|PIL|random|time|datetime|uuid|i18n|render|bot"),
    # The language runtime: the games' words come from their packages, found through the registry.
    ("i18n", r"discord|aiosqlite|sqlite3|asyncio|PIL|render|bot"),
    ("render", r"discord|aiosqlite|sqlite3|asyncio"),
])
def test_pure_layers_import_no_io(layer, forbidden):
    pattern = re.compile(rf"^\s*(import|from)\s+({forbidden})\b", re.MULTILINE)
    offenders = [str(path.relative_to(ROOT)) for path in (ROOT / layer).rglob("*.py")
                 if pattern.search(path.read_text(encoding="utf-8"))]
    assert offenders == []
