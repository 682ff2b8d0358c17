"""The engine speed-ups of issue 17 change no game: every seeded random game replays exactly as before.

``golden_engine_speedups.json`` was recorded from the engines before the speed-ups (see
``golden_engine_speedups.py``): per game, player count and rules version, seeded random games with their
action count, a hash of the actions and legal-action counts, and a hash of the final dump. The games are
every registered game's declared ``scenarios.engine_golden``; a registered game without them, or without
records in the file, fails. The optimised
engines must reproduce every record. The fast state update writes the new state's fields directly, so
the tests below also check what ``dataclasses.replace`` guaranteed for free: ``apply`` leaves its input
untouched, and states stay frozen, equal and hashable values.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from golden_engine_speedups import CASES, GOLDEN_PATH, record
from scenario_cases import require

from rules import GAMES
from rules.players import RandomPlayer


def _golden() -> dict:
    return json.loads(GOLDEN_PATH.read_text(encoding="utf-8"))


def _records(game_id: str) -> list[dict]:
    golden = _golden()
    if game_id not in golden:
        pytest.fail(f"{GOLDEN_PATH.name} holds no games of {game_id!r}: run "
                    "python tests/rules/golden_engine_speedups.py to add them", pytrace=False)
    return golden[game_id]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_golden_file_covers_every_game_player_count_and_rules_version(game_id):
    game = GAMES[game_id]
    cases = require(CASES[game_id])
    records = _records(game_id)
    cells = {(r["players"], r["rules_version"]) for r in records}
    assert cells == {
        (players, version)
        for players in range(game.min_players, game.max_players + 1)
        for version in range(1, game.rules_version + 1)
    }
    assert len(records) == len(cases) >= 200


def test_the_golden_file_holds_only_registered_games():
    assert set(_golden()) <= set(GAMES)


@pytest.mark.parametrize("game_id, part", [(g, p) for g in sorted(GAMES) for p in range(2)])
def test_optimised_engines_replay_the_golden_games_exactly(game_id, part):
    game = GAMES[game_id]
    cases = require(CASES[game_id])
    golden = _records(game_id)
    for expected, case in list(zip(golden, cases, strict=True))[part::2]:
        players, options, seed, version = case
        assert (expected["players"], expected["options"], expected["seed"], expected["rules_version"]) == (
            players, options, seed, version)
        got = record(game, players, options, seed, version)
        assert got == expected, f"{game_id} {players}p v{version} seed {seed} options {options}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_apply_never_changes_its_input_and_states_stay_frozen_values(game_id):
    game = GAMES[game_id]
    for players in range(game.min_players, game.max_players + 1):
        state = game.setup(players, {}, 7 + players)
        player = RandomPlayer(7 + players)
        while not game.is_over(state):
            before = json.dumps(game.dump(state), sort_keys=True)
            after = game.apply(state, player.choose(game, state))
            assert after is not state
            assert json.dumps(game.dump(state), sort_keys=True) == before
            state = after
        # The final state (built by the fast update) is an ordinary frozen dataclass value.
        field = dataclasses.fields(state)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(state, field, None)
        copy = game.load(json.loads(json.dumps(game.dump(state))))
        assert copy == state and hash(copy) == hash(state)


def test_iwari_memoised_payment_options_are_the_payments_of_every_hand():
    from itertools import combinations_with_replacement

    from rules.iwari.cards import BIOMES, HAND_SIZE
    from rules.iwari.engine import payment_options, payments_from_hand

    for size in range(1, HAND_SIZE + 2):  # one card more than a hand holds: the table must not care
        for hand in combinations_with_replacement(BIOMES, size):
            table = payment_options(hand)
            for biome in (*BIOMES, None):
                one, two = table[biome]
                assert list(one) == payments_from_hand(hand, biome, 1)
                assert list(two) == payments_from_hand(hand, biome, 2)
            assert payment_options(hand) is table  # memoised: the second call builds nothing
            with pytest.raises(TypeError):
                table["forest"] = ((), ())  # type: ignore[index]


def _wayfinders_payments_before_issue_17(supply, cost, wild):
    """``rules.wayfinders.engine.payment_options`` as it was before the speed-up (a depth-first search
    over every order of choices, every payment compared with every other), kept as the reference."""
    kinds = len(supply)
    found = set()
    remaining = list(supply)
    spent = [0] * kinds

    def search(index):
        if index == len(cost):
            found.add(tuple(spent))
            return
        need = cost[index]
        ways = []
        if remaining[need] > 0:
            ways.append((need, 1))
        for kind in sorted(wild):
            if kind != need and remaining[kind] > 0:
                ways.append((kind, 1))
        for kind in range(kinds):
            if remaining[kind] >= 2:
                ways.append((kind, 2))
        for kind, amount in ways:
            remaining[kind] -= amount
            spent[kind] += amount
            search(index + 1)
            remaining[kind] += amount
            spent[kind] -= amount

    search(0)
    minimal = [p for p in found
               if not any(q != p and all(qk <= pk for qk, pk in zip(q, p, strict=True)) for q in found)]

    def order(payment):
        wild_spent = sum(payment[k] for k in wild)
        left_variety = sum(1 for s, p in zip(supply, payment, strict=True) if s - p > 0)
        return (sum(payment), wild_spent, -left_variety, tuple(-x for x in payment))

    return tuple(sorted(minimal, key=order))


def test_wayfinders_payment_options_are_those_of_the_search_before_the_speed_up():
    from rules.base import Rng
    from rules.wayfinders.engine import payment_options
    from rules.wayfinders.tiles import TILES

    rng = Rng.from_seed(17)
    costs = sorted({tile.cost for tile in TILES} | {(), (0,), (3, 3, 3, 3), (0, 1, 2, 4)})
    wilds = [frozenset(), frozenset({1}), frozenset({0, 3}), frozenset({0, 1, 2, 3, 4})]
    checked = 0
    for _ in range(2500):
        supply = tuple(rng.randbelow(6) if rng.randbelow(3) else 0 for _ in range(5))
        cost = rng.choice(costs)
        wild = rng.choice(wilds)
        expected = _wayfinders_payments_before_issue_17(supply, cost, wild)
        assert payment_options(supply, cost, wild) == expected, (supply, cost, wild)
        checked += bool(expected)
    assert checked > 1000  # most draws can pay: the comparison is not between empty results
