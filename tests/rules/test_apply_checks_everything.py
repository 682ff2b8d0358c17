"""I-26a for every game: ``apply`` checks an action in full, whether it came from ``decode`` or was built in
code (a computer player, a test).

Property (hypothesis): take a position from seeded random games (under every rules version, since the
checks hold for all of them), take one of its legal action objects and mutate it (a field changed, a
space named twice, a tuple made a list, a bool or a float for a number, another action class with the
same fields, an action legal in another position …). The mutant is then either one of ``legal_actions``
(and applies) or is refused with ``IllegalAction``, never any other error; and the state handed to
``apply`` is unchanged either way (compared as ``json.dumps(dump(state))``, which catches a mutation in
place). Iwari's spec names the clause (I-26a); every game follows the same contract. The seeded games are
each registered game's declared ``scenarios.apply_checks`` (a game without them fails).
"""

from __future__ import annotations

import json
from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario_cases import declared, per_game, require

from rules import GAMES
from rules.base import Game, IllegalAction
from rules.players import RandomPlayer

#: (game id, its declared seeded games), per registered game.
SCENARIOS = per_game("apply_checks")
JUNK_TEXT = ("", "x", "deck ", "DECK", "forest,forest", "Z9", "0", "-1")


@cache
def positions(game_id: str) -> tuple[Any, ...]:
    """Every position met in the title's seeded random games, the end included."""
    game = GAMES[game_id]
    found = []
    for scenario in require(declared(game_id, "apply_checks")):
        state = game.setup(scenario.players, scenario.options, scenario.seed,
                           rules_version=scenario.rules_version)
        player = RandomPlayer(scenario.seed)
        while True:
            found.append(state)
            if game.is_over(state):
                break
            state = game.apply(state, player.choose(game, state))
    return tuple(found)


@cache
def legal_pool(game_id: str) -> tuple[Any, ...]:
    """A sample of legal actions from all positions: material for stale actions and the vocabulary."""
    game = GAMES[game_id]
    pool = []
    for index, state in enumerate(positions(game_id)):
        actions = game.legal_actions(state)
        pool.extend(actions[index % max(1, len(actions))::7])
    return tuple(pool)


@cache
def vocabulary(game_id: str) -> tuple[tuple[str, ...], tuple[type, ...]]:
    """Strings found in legal actions (biomes, cells, directions …) and the action classes."""
    words: set[str] = set()
    classes: set[type] = set()

    def collect(value: Any) -> None:
        if isinstance(value, str):
            words.add(value)
        elif isinstance(value, tuple):
            for item in value:
                collect(item)

    for action in legal_pool(game_id):
        classes.add(type(action))
        for field in fields(action):
            collect(getattr(action, field.name))
    return tuple(sorted(words)) + JUNK_TEXT, tuple(sorted(classes, key=lambda c: c.__name__))


def mutate_value(draw, value: Any, words: tuple[str, ...]) -> Any:
    """One random change of a field value, keeping or breaking its type."""
    others = st.sampled_from([None, 1.0, True, "1", (), []])
    if type(value) is bool:
        return draw(st.one_of(st.just(not value), st.sampled_from([0, 1, None, "yes"])))
    if type(value) is int:
        return draw(st.one_of(st.integers(-3, 3).map(lambda d: value + d), st.integers(-5, 120),
                              st.sampled_from([True, False, float(value), str(value)]), others))
    if isinstance(value, str):
        near = st.sampled_from([value.upper(), value + "x", value[:1]])
        return draw(st.one_of(st.sampled_from(words), near, st.integers(0, 5), others))
    if isinstance(value, tuple):
        how = draw(st.sampled_from(["drop", "double", "copy", "copy", "add", "reverse", "inner", "list",
                                    "empty", "other"]))
        items = list(value)
        if how == "drop" and items:
            del items[draw(st.integers(0, len(items) - 1))]
        elif how == "double" and items:
            items.insert(0, items[draw(st.integers(0, len(items) - 1))])
        elif how == "copy" and len(items) > 1:  # one element made equal to another: a space named twice
            source, target = draw(st.permutations(range(len(items))))[:2]
            items[target] = items[source]
        elif how == "add":
            extra = items[0] if items and draw(st.booleans()) else draw(
                st.one_of(st.integers(-2, 60), st.sampled_from(words)))
            items.insert(draw(st.integers(0, len(items))), extra)
        elif how == "reverse":
            items.reverse()
        elif how == "inner" and items:
            at = draw(st.integers(0, len(items) - 1))
            items[at] = mutate_value(draw, items[at], words)
        elif how == "list":
            return items
        elif how == "empty":
            return ()
        elif how == "other":
            return draw(others)
        return tuple(items)
    return draw(st.one_of(st.sampled_from(words), st.integers(-2, 10), others))


@st.composite
def mutated_case(draw, game_id: str):
    game = GAMES[game_id]
    all_positions = positions(game_id)
    state = all_positions[draw(st.integers(0, len(all_positions) - 1))]
    words, classes = vocabulary(game_id)
    legal = game.legal_actions(state)
    kind = draw(st.sampled_from(["field", "field", "field", "two fields", "class", "stale"]))
    if kind == "stale" or not legal:
        pool = legal_pool(game_id)
        return state, pool[draw(st.integers(0, len(pool) - 1))]
    action = legal[draw(st.integers(0, len(legal) - 1))]
    values = {f.name: getattr(action, f.name) for f in fields(action)}
    if kind == "class":
        same_arity = [c for c in classes if len(fields(c)) == len(values) and c is not type(action)]
        if same_arity:
            cls = draw(st.sampled_from(same_arity))
            return state, cls(*values.values())
    names = list(values)
    if not names:  # an action without fields: another action class instead, or a stale one
        pool = legal_pool(game_id)
        return state, pool[draw(st.integers(0, len(pool) - 1))]
    for _ in range(2 if kind == "two fields" else 1):
        name = draw(st.sampled_from(names))
        values[name] = mutate_value(draw, values[name], words)
    return state, type(action)(**values)


def strictly_same(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down (1 and True, 1 and 1.0, a list and a tuple differ)."""
    return type(a) is type(b) and repr(a) == repr(b)


def check(game: Game, state: Any, action: Any) -> None:
    assert is_dataclass(action)
    before = json.dumps(game.dump(state), sort_keys=True)
    legal = game.legal_actions(state)
    twins = [a for a in legal if a == action]
    if any(strictly_same(a, action) for a in twins):
        after = game.apply(state, action)  # a legal action applies
        json.dumps(game.dump(after))
    elif twins:
        # Equal to a legal action but not of the same types (1.0 for 1): refusing it is right, and so is
        # accepting it as long as the result is exactly the legal action's.
        try:
            after = game.apply(state, action)
        except IllegalAction:
            pass
        else:
            assert game.dump(after) == game.dump(game.apply(state, twins[0]))
    else:
        with pytest.raises(IllegalAction):
            game.apply(state, action)
    assert json.dumps(game.dump(state), sort_keys=True) == before  # never half applied, nothing in place


PROPERTY = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("game_id, scenarios", SCENARIOS)
@PROPERTY
@given(data=st.data())
def test_I_26a_apply_refuses_every_illegal_mutation_and_changes_nothing(game_id, scenarios, data):
    require(scenarios)
    check(GAMES[game_id], *data.draw(mutated_case(game_id)))


@pytest.mark.parametrize("game_id, scenarios", SCENARIOS)
def test_I_26a_every_legal_action_of_every_position_applies(game_id, scenarios):
    """The other half of the contract: nothing ``legal_actions`` lists is refused (checked exhaustively on
    every third position, so that the property above cannot pass by refusing everything)."""
    require(scenarios)
    game = GAMES[game_id]
    for state in positions(game_id)[::3]:
        for action in game.legal_actions(state):
            game.apply(state, action)
