"""A refused operator's command answers at once: the real ``python -m bot COMMAND`` in a subprocess, its
database (or file, or settings) missing, is refused with exit code 2 and one sentence having imported
nothing of what only running the bot needs (discord.py, aiohttp, Pillow, the renderers, the web pages, the
app) nor the games and their services (``tests/bot/imports_seen.py``, from ``-X importtime``). The
bot's own refusals (arguments, configuration, database) are checked the same way in
``test_command_line.py``.

Structural, not timed: a module imported at the top of an operator's command (or of ``bot/run.py``)
that loads discord.py or the games fails this test on any machine, however fast."""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from fake_discord import environment
from imports_seen import TO_RUN, TO_WORK, loaded, split

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0Mw.GxYzAb.fake-token-for-the-tests"
MISSING = {"BOARDGAME_DATABASE_URL": "sqlite:///nowhere.sqlite3"}
#: Each command, its environment, what its refusal says.
REFUSED = [
    (("backup", "--to", "copy.sqlite3"), MISSING, "The database "),
    (("backup", "--into", "dated"), MISSING, "The database "),
    (("backup", "--check", "copy.sqlite3"), {}, "copy.sqlite3: no such file"),
    (("check-db",), MISSING, "The database "),
    (("check-db", "--from", "sqlite:///elsewhere.sqlite3"), {}, "check --from"),
    (("forget", "42", "--yes"), MISSING, "The database "),
    (("migrate-db", "--from", "nowhere.sqlite3", "--to", "moved.sqlite3"), {}, "check --from"),
    (("replay", "record.json"), {}, "record.json: not a game record that can be replayed"),
    (("web",), {"DISCORD_TOKEN": TOKEN}, "BOARDGAME_WEB_PORT is not set"),
    # The bot's and the web pages' refusal without a token is the setup help, several lines.
    (("web",), {}, "DISCORD_TOKEN is not set"),
    ((), {}, "DISCORD_TOKEN is not set"),
]


def python_m_bot(folder: Path, args: tuple[str, ...], env: dict[str, str]) -> tuple[int, str, set[str]]:
    """``python -X importtime -m bot ARGS`` in ``folder``: the exit code, what it said on stderr, and the
    modules it imported."""
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "bot", *args], cwd=folder,
                            env=environment(dict(os.environ), PYTHONPATH=str(ROOT), **env),
                            stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    said, modules = split(result.stderr)
    return result.returncode, said, modules


def test_each_operators_command_refused_says_why_in_one_sentence_before_loading_discord(tmp_path: Path):
    with ThreadPoolExecutor(max_workers=4) as pool:  # short processes, mostly waiting for their imports
        results = list(pool.map(lambda case: python_m_bot(tmp_path, case[0], case[1]), REFUSED))
    for (args, _, expected), (code, said, modules) in zip(REFUSED, results, strict=True):
        assert code == 2 and expected in said and "Traceback" not in said, (args, said)
        if "DISCORD_TOKEN" not in expected:
            assert len(said.strip().splitlines()) == 1, (args, said)
        assert loaded(modules, TO_RUN) == [], (args, loaded(modules, TO_RUN))
        assert loaded(modules, TO_WORK) == [], (args, loaded(modules, TO_WORK))
        assert "bot.cli" in modules, (args, sorted(modules))  # the probe saw the imports
    assert list(tmp_path.iterdir()) == []  # nothing created: no database, no copy, no folder
