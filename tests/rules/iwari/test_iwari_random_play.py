"""Seeded random play to the end on every real map and player count, modules on and off, checking the
invariants at every step: cards and pieces conserved, totem cap, spectator views without secrets, dump/load
round trip, and replay of the encoded history rebuilding the same state."""

from __future__ import annotations

import json

import pytest
from iwari_fixtures import en

from rules.iwari import GAME
from rules.iwari.board import MAP_IDS, get_map
from rules.players import RandomPlayer, play_random_game

SECRET_KEYS = {"hand", "hands", "deck"}


def _keys(value):
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from _keys(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _keys(inner)


def _check_invariants(state) -> None:
    cards = (sum(len(h) for h in state.hands) + len(state.display) + len(state.deck) + len(state.discard)
             + len(state.removed))
    assert cards == 57
    assert all(len(h) <= 3 for h in state.hands) and len(state.display) <= 4
    board = get_map(state.map_id)
    for tribe in range(state.tribes):
        assert sum(1 for o in state.owner if o == tribe) + state.tents_left[tribe] == 21
        assert sum(row[tribe] for row in state.totems) + state.totems_left[tribe] == 8
    for territory in board.territories:
        most = max(sum(1 for s in territory.spaces if state.owner[s] == t) for t in range(state.tribes))
        assert sum(state.totems[territory.id - 1]) <= most  # I-11
    spectator = GAME.view(state, None)
    assert spectator["private"] is None and not SECRET_KEYS & set(_keys(spectator))
    json.dumps(spectator)
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state


CASES = [(players, map_id) for map_id in MAP_IDS for players in range(2, 6)]


@pytest.mark.parametrize("players, map_id", CASES)
def test_random_games_end_with_invariants_and_replay(players, map_id):
    index = CASES.index((players, map_id))
    options = {"map": map_id, "feats": ("on", "off")[index % 2],
               "expeditions": ("on", "off")[(index // 2) % 2], "draft": ("off", "on")[(index // 5) % 2]}
    seed = 100 + index
    state = GAME.setup(players, options, seed)
    player = RandomPlayer(seed)
    history = []
    while not GAME.is_over(state):
        actions = GAME.legal_actions(state)
        assert actions
        action = player.choose(GAME, state)
        if len(history) % 7 == 0:  # menu paths: distinct, short (sampled to keep the suite fast)
            paths = {GAME.choice_path(state, a) for a in actions}
            assert len(paths) == len(actions)
            assert all(len(en(label)) <= 100 for path in paths for _, label in path)
        text = GAME.encode(action)
        assert len(text) <= 100 and GAME.decode(text) == action
        line = en(GAME.describe(state, action))
        if text == "d:deck":
            assert "draws from the deck" in line
        state = GAME.apply(state, action)
        history.append(text)
        _check_invariants(state)
        assert len(history) < 2000
    if players > 2:
        assert GAME.winners(state)  # only the neutral tribe can leave nobody winning
    replay = GAME.setup(players, options, seed)
    for text in history:
        replay = GAME.apply(replay, GAME.decode(text))
    assert replay == state
    assert en(GAME.outcome_text(state)) and GAME.score_breakdown(state).rows


def test_play_random_game_is_reproducible():
    first, actions = play_random_game(GAME, 3, 5, {"feats": "on"})
    second, _ = play_random_game(GAME, 3, 5, {"feats": "on"})
    assert first == second and first.over and actions
