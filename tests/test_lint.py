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


def _lint_imports(folder: Path, config: Path | None = None) -> subprocess.CompletedProcess[str]:
    linter = shutil.which("lint-imports")
    if linter is None:
        pytest.fail("import-linter is not installed: install the test extra (pip install -e '.[test]')")
    command = [linter] + (["--config", str(config)] if config else [])
    env = {**__import__("os").environ, "PYTHONPATH": str(folder)}
    return subprocess.run(command, cwd=folder, capture_output=True, text=True, env=env)


def test_the_rooms_import_one_way_as_the_architecture_says():
    """pyproject.toml's import-linter contracts (ARCHITECTURE.md): rules imports nothing of ours, i18n
    only rules, render only rules and i18n, the store nothing of ours, the core no Discord, nothing the
    bot; the web pages neither the bot nor Discord (and nothing below them the web); the conformance kit
    only rules, i18n and render, and nothing of the product the kit; only the backends import the
    database drivers."""
    result = _lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "10 kept, 0 broken" in result.stdout, result.stdout


def test_the_contracts_catch_a_wrong_import(tmp_path: Path):
    """The same contracts on a tree where rules/ imports the bot: broken (the check can fail)."""
    for package, body in (("rules", "import bot.app\n"), ("i18n", ""), ("render", ""), ("store", ""),
                          ("core", ""), ("web", ""), ("bot", ""), ("conformance", ""), ("discord", ""),
                          ("PIL", ""),
                          ("aiosqlite", ""),
                          ("asyncpg", ""), ("aiohttp", "")):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
        (tmp_path / package / "app.py").write_text(body)
    for module in ("base", "sql"):
        (tmp_path / "store" / f"{module}.py").write_text("")
    config = tmp_path / "pyproject.toml"
    config.write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"), encoding="utf-8")
    result = _lint_imports(tmp_path, config)
    assert result.returncode != 0 and "rules imports nothing of ours" in result.stdout
    assert "rules.app -> bot.app" in result.stdout, result.stdout
