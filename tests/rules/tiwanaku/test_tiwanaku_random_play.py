"""Seeded random games to the end in every mode and player count, with invariants checked at every step.

At every step: the spectator view equals the view of the same game with every hidden terrain and crop
shuffled (so nothing hidden can be in it, nor in ``status_text``); the state survives dump/load; every
legal action has a unique, short menu path and a text form that decodes back. At the end: replaying the
encoded actions rebuilds the state exactly, and the scores equal an independent tally of the log.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

import i18n
from rules.base import ActionParseError, Msg, Rng
from rules.players import RandomPlayer
from rules.tiwanaku import GAME
from rules.tiwanaku.board import parse_cell
from rules.tiwanaku.state import Divine, Enter, Move, Offer

SCENARIOS = [
    (1, {}),
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"size": "short"}),
    (3, {"size": "short"}),
    (4, {"size": "short"}),
    (2, {"mode": "cooperative"}),
    (3, {"mode": "cooperative", "size": "short"}),
    (4, {"mode": "cooperative"}),
]


def shuffled_hidden(state, seed):
    """The same public game over a different hidden answer (terrain counts kept: they are public)."""
    rng = Rng.from_seed(seed)
    hidden = [cell for cell, flag in enumerate(state.discovered) if not flag]
    terrain = list(state.terrain)
    for cell, value in zip(hidden, rng.shuffled([terrain[c] for c in hidden]), strict=True):
        terrain[cell] = value
    unshown = [cell for cell, flag in enumerate(state.crop_shown) if not flag]
    crop = list(state.crop)
    replacement = [rng.randint(1, 5) for _ in unshown]
    for cell, value in zip(unshown, replacement, strict=True):
        crop[cell] = value
    return replace(state, terrain=tuple(terrain), crop=tuple(crop))


OFFERED = {0: 0, 1: 0, 2: 1, 3: 3, 4: 6, 5: 10}


def tally(players, options, seed, actions):
    """Scores recomputed from the log with our own reading of T-16, T-17, T-19 and T-20."""
    state = GAME.setup(players, options, seed)
    tracks = [[0, 0, 0, 0] for _ in range(players)]
    points = [0] * players
    tokens: list[set[int]] = [set() for _ in range(players)]
    terrains = ("forest", "desert", "mountain", "valley")
    for action in actions:
        seat = state.current
        if isinstance(action, Enter | Move):
            target = parse_cell(action.cell if isinstance(action, Enter) else action.target, state.width,
                                state.height)
            if not state.discovered[target]:
                index = terrains.index(state.terrain[target])
                if tracks[seat][index] == 5:
                    points[seat] += 1
                else:
                    tracks[seat][index] += 1
                    points[seat] += tracks[seat].count(tracks[seat][index])
        elif isinstance(action, Divine):
            truth = state.crop[parse_cell(action.cell, state.width, state.height)]
            points[seat] += truth if action.crop == truth else -truth
            if action.crop == truth:
                tokens[seat].add(truth)
        elif isinstance(action, Offer):
            points[seat] += OFFERED[len(action.crops)]
            tokens[seat] -= set(action.crops)
        state = GAME.apply(state, action)
    # T-20: at the very end everyone hands in all their tokens, unasked.
    return [points[seat] + OFFERED[len(tokens[seat])] for seat in range(players)]


@pytest.mark.parametrize("seed_base", [100, 2000])
@pytest.mark.parametrize("players, options", SCENARIOS)
def test_random_games_keep_every_invariant(players, options, seed_base):
    seed = seed_base + players
    state = GAME.setup(players, options, seed)
    start = state
    chooser = RandomPlayer(seed)
    actions = []
    turns = GAME.turn_count(state)
    while not GAME.is_over(state):
        assert len(actions) < 5000, "the game must end"
        public = GAME.view(state, None)
        json.dumps(public)
        decoy = shuffled_hidden(state, len(actions))
        assert GAME.view(decoy, None) == public
        assert GAME.status_text(decoy) == GAME.status_text(state)
        assert all(len(i18n.text(lang, GAME.status_text(state))) < 1500 for lang in i18n.LANGUAGES)
        assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state
        legal = GAME.legal_actions(state)
        assert legal
        paths = [GAME.choice_path(state, action) for action in legal]
        assert len(set(paths)) == len(paths)
        assert all(len(i18n.text(lang, answer)) <= 100 and len(i18n.text(lang, question)) <= 100
                   for lang in i18n.LANGUAGES for path in paths for question, answer in path)
        for action in legal:
            text = GAME.encode(action)
            assert len(text) <= 100 and GAME.decode(text) == action
        action = chooser.choose(GAME, state)
        line = i18n.text("en", GAME.describe(state, action))
        assert line.endswith(".") and i18n.text("en", GAME.seat_label(state, state.current)) in line
        state = GAME.apply(state, action)
        actions.append(action)
        assert GAME.turn_count(state) - turns in (0, 1)
        turns = GAME.turn_count(state)
    assert GAME.to_play(state) is None and GAME.legal_actions(state) == []
    assert all(state.discovered) or state.passes_in_row >= players
    # Replaying the stored history (encoded texts) rebuilds the state exactly.
    replayed = GAME.setup(players, options, seed)
    for text in [GAME.encode(action) for action in actions]:
        replayed = GAME.apply(replayed, GAME.decode(text))
    assert replayed == state
    # Scores match the log.
    points = tally(players, options, seed, actions)
    assert [board.score for board in state.boards] == points
    if state.mode == "cooperative":
        assert GAME.scores(state) == [sum(points)] * players
    else:
        assert GAME.scores(state) == points
    assert GAME.outcome_text(state)
    assert start.terrain == state.terrain and start.crop == state.crop  # the answer never changes


def test_protocol_texts_and_errors():
    state = GAME.setup(2, {"size": "short"}, 3)
    for text in ("enter A1", "move C3 D4", "divine D4 3", "offer 1+4", "offer none", "pass"):
        assert GAME.encode(GAME.decode(text)) == text
    assert GAME.decode("  MOVE c3   d4 ") == Move("C3", "D4")
    for bad in ("", "move", "enter Z9", "offer 4+1", "offer 1+1", "divine A1", "jump A1"):
        with pytest.raises(ValueError) as error:
            GAME.decode(bad)
        assert isinstance(error.value, ActionParseError) and error.value.msg.id.startswith("tiwanaku-error-")
    assert GAME.seat_label(state, 0) == Msg("tiwanaku-seat", colour="red")
    assert i18n.text("en", GAME.seat_label(state, 0)) == "Red player"
    assert "no secret hand" in i18n.text("en", GAME.private_text(state, 0))
    assert GAME.outcome_text(state) == Msg("tiwanaku-outcome-still-on")
    assert GAME.winners(state) == []
    assert GAME.spec.rules_text is None  # the rules live in the catalogs, one text per language
    for lang in i18n.LANGUAGES:
        rules = i18n.rules_text(lang, "tiwanaku")
        assert len(rules) > 1000
        pages = rules.split("## ")
        assert all(len(page) <= 4000 for page in pages)


def test_choice_paths_match_the_turn_panel_conventions():
    state = GAME.setup(2, {"size": "short"}, 3)
    first = GAME.legal_actions(state)[0]
    question, answer = GAME.choice_path(state, first)[0]
    assert (question, answer) == (Msg("tiwanaku-q-pawn"), Msg("tiwanaku-a-new-pawn"))
    assert (i18n.text("en", question), i18n.text("en", answer)) == ("Pawn", "New pawn from the reserve")
    assert i18n.text("en", GAME.choice_path(state, first)[1][1]).endswith("(undiscovered)")
