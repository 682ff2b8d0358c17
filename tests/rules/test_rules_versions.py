"""Rules versions: a game keeps the rules it was started with, so stored games replay to the same states.

- ``rules_version`` on every game object is the current version; ``setup(..., rules_version=None)`` plays
  it, an unknown version is refused;
- the state records its version, ``dump`` writes it, ``load`` of a dump without it gives version 1;
- under version 1 the engines play exactly as before issue 9: seeded random games give the same action
  sequences, scores, winners and final dumps as the golden file written by the old engines, and the
  snapshots a bot database stored before the change load as version 1 and replay from their logs.

Every registered game is tested; the version each should be at is its declared ``scenarios.rules_version``
and its golden games its ``scenarios.rules_v1_golden`` (a game without them fails).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from golden_rules_v1 import CASES, GOLDEN_PATH, NEW_DUMP_FIELDS, record
from scenario_cases import per_game, require

from rules import GAMES
from rules.base import Game
from rules.players import RandomPlayer

#: (game id, the current rules version its scenarios expect), per registered game.
CURRENT = per_game("rules_version")
OLD_STORE = Path(__file__).parents[1] / "bot" / "data" / "store_schema3_rules1.sql"


@pytest.mark.parametrize("game_id, current", CURRENT)
def test_every_game_names_its_current_rules_version(game_id, current):
    game = GAMES[game_id]
    version = require(current)
    assert isinstance(game, Game) and game.rules_version == version
    state = game.setup(game.min_players + 1, {}, 3)
    assert state.rules_version == version and game.dump(state)["rules_version"] == version


@pytest.mark.parametrize("game_id, current", CURRENT)
def test_setup_plays_a_chosen_version_and_refuses_unknown_ones(game_id, current):
    game = GAMES[game_id]
    current = require(current)
    players = game.min_players + 1
    for version in range(1, current + 1):
        state = game.setup(players, {}, 5, rules_version=version)
        assert state.rules_version == version
        assert game.load(json.loads(json.dumps(game.dump(state)))) == state
    for bad in (0, -1, current + 1, "1", 1.0, True):
        with pytest.raises(ValueError) as refused:
            game.setup(players, {}, 5, rules_version=bad)
        assert refused.value.args[0].id == "rules-version-unknown"
    data = game.dump(game.setup(players, {}, 5))
    with pytest.raises(ValueError):
        game.load({**data, "rules_version": current + 1})


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_dump_without_the_version_loads_as_version_1_and_goes_on_under_the_old_rules(game_id):
    """A snapshot written before versions existed has no ``rules_version``: it was played under version 1,
    and the rest of the game must go on exactly as the version 1 game does."""
    game = GAMES[game_id]
    players = game.min_players
    state = game.setup(players, {}, 21, rules_version=1)
    player = RandomPlayer(21)
    for _ in range(40):
        state = game.apply(state, player.choose(game, state))
    old_format = {key: value for key, value in game.dump(state).items() if key not in NEW_DUMP_FIELDS}
    loaded = game.load(json.loads(json.dumps(old_format)))
    assert loaded == state and loaded.rules_version == 1
    same = RandomPlayer(99)
    other = RandomPlayer(99)
    while not game.is_over(state):
        action = same.choose(game, state)
        assert other.choose(game, loaded) == action
        state, loaded = game.apply(state, action), game.apply(loaded, action)
        assert loaded == state


def _golden() -> dict:
    return json.loads(GOLDEN_PATH.read_text(encoding="utf-8"))


def _version1(game, players, options, seed):
    return game.setup(players, options, seed, rules_version=1)


@pytest.mark.parametrize("game_id, part", [(g, p) for g in sorted(GAMES) for p in range(2)])
def test_version_1_replays_the_golden_games_of_the_engines_before_issue_9(game_id, part):
    cases = require(CASES[game_id])
    if game_id not in _golden():
        pytest.fail(f"{GOLDEN_PATH.name} holds no games of {game_id!r}: run "
                    "python tests/rules/golden_rules_v1.py to add them", pytrace=False)
    golden = _golden()[game_id]
    assert len(golden) == len(cases) >= 200
    game = GAMES[game_id]
    for expected, case in list(zip(golden, cases, strict=True))[part::2]:
        assert (expected["players"], expected["options"], expected["seed"]) == case
        got = record(game, expected["players"], expected["options"], expected["seed"], _version1)
        assert got == expected, f"{game_id} seed {expected['seed']}"


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
