"""The code base stays ``ruff check`` clean, and the pure layers stay pure (DESIGN.md)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
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
    bot; the conformance kit only rules, i18n and render, and nothing of the product the kit; only the
    backends import the database drivers; inside the bot, its layers one way (no import circle)."""
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    result = _lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"{len(contracts['contracts'])} kept, 0 broken" in result.stdout, result.stdout


def _fake_tree(root: Path, bodies: dict[str, str]) -> Path:
    """A tree of empty packages named as ours and the libraries the contracts name, the bot's layers'
    modules among them, with ``bodies`` (module -> its text) written in; its config: our pyproject.toml."""
    for package in ("rules", "i18n", "render", "store", "core", "web", "bot", "conformance", "discord", "PIL",
                    "aiosqlite", "asyncpg", "aiohttp"):
        (root / package).mkdir()
        (root / package / "__init__.py").write_text("")
    for module in ("store.base", "store.sql", *_bot_layer_modules()):
        path = root / Path(*module.split("."))
        if module == "bot.cogs":
            path.mkdir()
            path = path / "__init__"
        path.with_suffix(".py").write_text("")
    for module, body in bodies.items():
        (root / Path(*module.split("."))).with_suffix(".py").write_text(body)
    config = root / "pyproject.toml"
    config.write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"), encoding="utf-8")
    return config


def _bot_layer_modules() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    layers = next(contract for contract in config["contracts"] if contract["type"] == "layers")
    return {module.strip() for layer in layers["layers"] for module in layer.split("|")}


def test_the_contracts_catch_a_wrong_import(tmp_path: Path):
    """The same contracts on a tree where rules/ imports the bot: broken (the check can fail)."""
    config = _fake_tree(tmp_path, {"rules.app": "import bot.app\n"})
    result = _lint_imports(tmp_path, config)
    assert result.returncode != 0 and "rules imports nothing of ours" in result.stdout
    assert "rules.app -> bot.app" in result.stdout, result.stdout


def test_the_bot_layers_catch_an_import_circle(tmp_path: Path):
    """Inside the bot: on a tree where the texts import the cards that import them (a circle), the bot's
    layers contract is broken, naming the import that runs back up; so is a service naming the app."""
    expected = {"bot.app", "bot.cogs", "bot.rooms", "bot.host", "bot.cards", "bot.messages"}
    assert expected <= _bot_layer_modules()
    config = _fake_tree(tmp_path, {"bot.cards": "import bot.messages\n", "bot.messages": "import bot.cards\n",
                                   "bot.announce": "import bot.app\n"})
    result = _lint_imports(tmp_path, config)
    assert result.returncode != 0 and "the bot's modules import one way" in result.stdout, result.stdout
    assert "bot.messages -> bot.cards" in result.stdout, result.stdout
    assert "bot.announce -> bot.app" in result.stdout, result.stdout


@pytest.mark.parametrize("package", ["rules", "store", "core"])
def test_a_circle_between_two_modules_of_any_package_is_caught(tmp_path: Path, package: str):
    """Outside the bot's named layers too: two modules of one package that import each other break the
    "no import circle" contract, whichever room they are in."""
    config = _fake_tree(tmp_path, {f"{package}.one": f"import {package}.two\n",
                                   f"{package}.two": f"import {package}.one\n"})
    result = _lint_imports(tmp_path, config)
    assert result.returncode != 0 and "no import circle in any package BROKEN" in result.stdout, result.stdout
