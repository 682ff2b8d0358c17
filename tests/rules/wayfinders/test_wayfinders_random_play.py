"""Seeded random games to the end for 2, 3 and 4 players and both variants, checking invariants at every
step: resources, workers and airstrips conserved; replay and dump/load round trips; menus and texts that
never show a face-down tile; a new board (turn_count) exactly when a seat's whole turn is done."""

from __future__ import annotations

import json

import pytest
from wayfinders_positions import total_resources

from i18n import LANGUAGES, text
from rules.players import RandomPlayer
from rules.wayfinders import GAME
from rules.wayfinders.engine import airstrips_left, workers_available
from rules.wayfinders.players import GreedyPlayer
from rules.wayfinders.state import Phase

CASES = [
    (2, {}, 1), (3, {}, 2), (4, {}, 3),
    (2, {"exploration": "on"}, 4), (3, {"exploration": "on", "setup": "random24"}, 5),
    (4, {"exploration": "on", "setup": "scoring"}, 6),
]


def hidden_tile_ids(state) -> list[str]:
    return [tile for tile, up in zip(state.cells, state.face_up, strict=True) if not up]


def check_invariants(state) -> None:
    assert total_resources(state) == 60
    assert min(state.bag) >= 0 and all(min(s) >= 0 for s in state.supplies)
    assert all(len(column) <= 3 for column in state.hangars)
    for seat in range(state.players):
        assert 0 <= workers_available(state, seat) <= 5
        assert all(column.count(seat) <= 3 for column in state.workers)
        assert 0 <= airstrips_left(state, seat) <= 9
    for seats in state.airstrips:
        assert len(seats) == len(set(seats))
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state


def check_public_safe(state, texts: list) -> None:
    """No face-down tile id in the public view, the status or the given messages, in any language."""
    hidden = hidden_tile_ids(state)
    if not hidden:
        return
    public = json.dumps(GAME.view(state, None)) + "".join(
        text(lang, GAME.status_text(state)) + text(lang, texts) for lang in LANGUAGES)
    for tile_id in hidden:
        assert f'"{tile_id}"' not in public and f" {tile_id}" not in public


@pytest.mark.parametrize("players, options, seed", CASES)
def test_random_game_to_the_end_keeps_invariants(players, options, seed):
    state = GAME.setup(players, options, seed)
    player = RandomPlayer(seed)
    history: list[str] = []
    check_invariants(state)
    while not GAME.is_over(state):
        actions = GAME.legal_actions(state)
        assert actions
        paths = [GAME.choice_path(state, a) for a in actions]
        assert len(set(paths)) == len(paths)
        # Menu labels stay within Discord's 100 characters in every language.
        assert all(len(text(lang, label)) <= 100 for path in paths for _, label in path for lang in LANGUAGES)
        action = player.choose(GAME, state)
        encoded = GAME.encode(action)
        assert len(encoded) <= 100 and GAME.decode(encoded) == action
        line = GAME.describe(state, action)
        seat = GAME.to_play(state)
        after = GAME.apply(state, action)
        turn_done = after.phase in (Phase.ACTION, Phase.OVER)
        assert GAME.turn_count(after) == GAME.turn_count(state) + (1 if turn_done else 0)
        if not turn_done:
            assert GAME.to_play(after) == seat
        check_public_safe(after, [line, *(label for path in paths for _, label in path)])
        state = after
        history.append(encoded)
        if len(history) % 7 == 0:
            check_invariants(state)
    check_invariants(state)
    assert GAME.winners(state)
    assert text("en", GAME.outcome_text(state))
    replayed = GAME.setup(players, options, seed)
    for encoded in history:
        replayed = GAME.apply(replayed, GAME.decode(encoded))
    assert replayed == state


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_players_finish_games(players):
    state = GAME.setup(players, {}, 21)
    bots = [GreedyPlayer() for _ in range(players)]
    steps = 0
    while not GAME.is_over(state):
        state = GAME.apply(state, bots[GAME.to_play(state)].choose(GAME, state))
        steps += 1
        assert steps < 5000
    check_invariants(state)
    assert max(GAME.scores(state)) > 15
