"""A refused command answers at once: the real ``python -m bot`` in a subprocess, told by Python which
modules it imported (``-X importtime``), is refused with exit code 2 and its one sentence having loaded
nothing of what the bot needs only to run: discord.py, aiohttp, Pillow, the renderers, the web pages, the
app and its rooms. An operator's typo costs a few hundredths of a second, not the second those take; and
every test of the command line that starts such a process pays that little too.

Structural, not timed: a module imported at the top of ``bot/run.py`` (or of an operator's command) that
loads discord.py fails these tests on any machine, however fast."""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fake_discord import environment

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0Mw.GxYzAb.fake-token-for-the-tests"

#: What only running the bot (or serving the pages) needs: never loaded by a refused command.
TO_RUN = ("discord", "aiohttp", "PIL", "render", "web", "bot.app", "bot.cogs", "bot.render_pool", "bot.ops")
#: What only a command's work needs (the games, their services, a database driver): never loaded by
#: arguments the command line refuses, nor by an operator's command refused before its database opens.
TO_WORK = ("rules", "i18n", "core.service", "core.checkdb", "core.privacy", "core.records", "aiosqlite",
           "asyncpg")


def imported(stderr: str) -> set[str]:
    """The modules ``-X importtime`` reported (one line each on stderr)."""
    return {line.split("|")[-1].strip() for line in stderr.splitlines() if line.startswith("import time:")}


def loaded(modules: set[str], packages: tuple[str, ...]) -> list[str]:
    return sorted(name for name in modules if any(name == top or name.startswith(top + ".")
                                                  for top in packages))


def python_m_bot(folder: Path, *args: str, env: dict[str, str] | None = None) -> tuple[int, str, set[str]]:
    """``python -X importtime -m bot ARGS`` in ``folder``: the exit code, stderr without the import lines,
    and the modules imported."""
    settings = {"PYTHONPATH": str(ROOT), **(env or {})}
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "bot", *args], cwd=folder,
                            env=environment(dict(os.environ), **settings), stdin=subprocess.DEVNULL,
                            capture_output=True, text=True, timeout=60)
    said = "\n".join(line for line in result.stderr.splitlines() if not line.startswith("import time:"))
    return result.returncode, said, imported(result.stderr)


def run_all(cases: list[tuple[Path, tuple[str, ...], dict[str, str]]]) -> list[tuple[int, str, set[str]]]:
    """Each case's process at once (they are short and mostly wait for their imports)."""
    with ThreadPoolExecutor(max_workers=4) as pool:
        return list(pool.map(lambda case: python_m_bot(case[0], *case[1], env=case[2]), cases))


def test_the_probe_sees_what_a_command_imports(tmp_path: Path):
    """The check below would pass vacuously if the probe saw nothing: an operator's command that does its
    work reports the games' code and the database driver it loaded."""
    (tmp_path / "record.json").write_text("{}")
    code, said, modules = python_m_bot(tmp_path, "replay", "record.json")
    assert code == 2 and "not a game record" in said, said
    assert "rules" in modules and "core.records" in modules and "bot.cli" in modules, sorted(modules)


def test_arguments_the_command_line_refuses_load_no_commands_code(tmp_path: Path):
    """A typo, an unknown option, a missing argument: refused by the parser before any command's code."""
    refused = [(("bakcup", "--to", "x"), "did you mean 'backup'?"), (("--bogus",), "unrecognized arguments"),
               (("run", "--bogus"), "unrecognized arguments"), (("forget", "abc"), "USER_ID must be"),
               (("backup", "--check", "a", "--force"), "--check takes only the file"),
               (("migrate-db", "--from", "x"), "--to")]
    env = {"DISCORD_TOKEN": TOKEN}
    results = run_all([(tmp_path, args, env) for args, _ in refused])
    for (args, expected), (code, said, modules) in zip(refused, results, strict=True):
        assert code == 2 and expected in said and "Traceback" not in said, (args, said)
        assert loaded(modules, TO_RUN + TO_WORK + ("store",)) == [], args
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("env", "expected"), [
    ({}, "DISCORD_TOKEN is not set, so the bot cannot log in."),
    ({"DISCORD_TOKEN": TOKEN, "BOARDGAME_DATABSE_URL": "sqlite:///games.sqlite3"},
     "Did you mean BOARDGAME_DATABASE_URL?"),
    ({"DISCORD_TOKEN": TOKEN, "BOARDGAME_RENDER_WORKERS": "all"}, "BOARDGAME_RENDER_WORKERS must be"),
    ({"DISCORD_TOKEN": TOKEN, "BOARDGAME_DATABASE_URL": "sqlite:///damaged.sqlite3"}, "is damaged"),
], ids=["no token", "a misspelt setting", "a bad value", "a damaged database"])
def test_a_start_refused_for_its_configuration_or_database_loads_nothing_of_discord(
        tmp_path: Path, env: dict[str, str], expected: str):
    """``python -m bot`` checks the configuration and opens the database before importing discord.py, the
    app and the renderers: a start they refuse has loaded none of them (the database's driver, for the
    last, and no more)."""
    (tmp_path / "damaged.sqlite3").write_bytes(b"this is not a database " * 200)
    code, said, modules = python_m_bot(tmp_path, env=env)
    assert code == 2 and expected in said and "Traceback" not in said, said
    assert loaded(modules, TO_RUN) == []
    assert loaded(modules, ("rules", "i18n", "core.service")) == []


def test_each_operators_command_refused_says_why_in_one_sentence_before_loading_discord(tmp_path: Path):
    """Each operator's command, its database (or file) missing or its settings incomplete: exit 2, one
    sentence, and neither discord.py nor the games' code loaded."""
    missing = {"BOARDGAME_DATABASE_URL": "sqlite:///nowhere.sqlite3"}
    commands = [
        (("backup", "--to", "copy.sqlite3"), missing, "The database "),
        (("backup", "--into", "dated"), missing, "The database "),
        (("backup", "--check", "copy.sqlite3"), {}, "copy.sqlite3: no such file"),
        (("check-db",), missing, "The database "),
        (("check-db", "--from", "sqlite:///elsewhere.sqlite3"), {}, "check --from"),
        (("forget", "42", "--yes"), missing, "The database "),
        (("migrate-db", "--from", "nowhere.sqlite3", "--to", "moved.sqlite3"), {}, "check --from"),
        (("replay", "record.json"), {}, "record.json: not a game record that can be replayed"),
        (("web",), {}, "DISCORD_TOKEN is not set"),
        (("web",), {"DISCORD_TOKEN": TOKEN}, "BOARDGAME_WEB_PORT is not set"),
    ]
    results = run_all([(tmp_path, args, env) for args, env, _ in commands])
    for (args, _, expected), (code, said, modules) in zip(commands, results, strict=True):
        assert code == 2 and expected in said and "Traceback" not in said, (args, said)
        if args[0] != "web":  # its refusal is the bot's own, the setup help of several lines
            assert len(said.strip().splitlines()) == 1, (args, said)
        assert loaded(modules, TO_RUN) == [], (args, loaded(modules, TO_RUN))
        assert loaded(modules, TO_WORK) == [], (args, loaded(modules, TO_WORK))
    assert list(tmp_path.iterdir()) == []  # nothing created: no database, no copy, no folder
