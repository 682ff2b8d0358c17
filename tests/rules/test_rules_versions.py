"""Rules versions: a game keeps the rules it was started with, so stored games replay to the states they
were played to. What every game's engine must do with versions (its current version, setup under any
version, load refusing a newer one, a dump without the version loading as version 1, and version 1
replaying its golden games) is the conformance kit's (``engine.rules-version``, ``engine.old-dumps``,
``golden.rules-v1``), run on every game by ``tests/test_conformance.py``. Here: the snapshots a bot database
stored before versions existed load as version 1 and replay from their logs.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from rules import GAMES

OLD_STORE = Path(__file__).parents[1] / "bot" / "data" / "store_schema3_rules1.sql"


def _stored_games() -> list[tuple]:
    """(game id, options, seed, players, snapshot, [action texts]) of every started game in the database
    the bot wrote before issue 9 (tests/bot/data/make_store_fixture.py)."""
    connection = sqlite3.connect(":memory:")
    connection.executescript(OLD_STORE.read_text(encoding="utf-8"))
    games = []
    for game_pk, game_id, options, seed, state in connection.execute(
            "SELECT id, game, options, seed, state FROM games WHERE state IS NOT NULL ORDER BY id"):
        players = connection.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_pk,)).fetchone()[0]
        texts = [row[0] for row in connection.execute(
            "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_pk,))]
        games.append((game_id, json.loads(options), seed, players, json.loads(state), texts))
    connection.close()
    return games


def test_snapshots_stored_before_issue_9_load_as_version_1_and_their_logs_replay_to_them():
    stored = _stored_games()
    # The database holds games of the three titles of the time, each of them still registered.
    assert {game_id for game_id, *_ in stored} == {"iwari", "tiwanaku", "wayfinders"} <= set(GAMES)
    assert len(stored) >= 15
    for game_id, options, seed, players, snapshot, texts in stored:
        game = GAMES[game_id]
        assert "rules_version" not in snapshot
        loaded = game.load(snapshot)
        assert loaded.rules_version == 1
        state = game.setup(players, options, seed, rules_version=1)
        for text in texts:
            state = game.apply(state, game.decode(text))
        assert state == loaded, f"{game_id} seed {seed}"
        assert {k: v for k, v in game.dump(state).items() if k != "rules_version"} == snapshot
