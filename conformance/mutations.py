"""``apply`` checks an action in full, whether it came from ``decode`` or was built in code (a computer
player, a test): Iwari's clause I-26a, which every game follows.

Take a position from the game's declared ``apply_checks`` games (every rules version they name), take
one of its legal actions and mutate it: a field changed (or, for an action that is a plain value, the
value), a space named twice, a tuple made a list, a bool or a float for a number, another action class
with the same fields, an action legal in another position. The mutant is then either one of
``legal_actions`` (and applies) or is refused with ``IllegalAction``, never any other error; and the state
handed to ``apply`` is unchanged either way (compared as ``json.dumps(dump(state))``, which catches a
mutation in place). And nothing ``legal_actions`` lists is refused.

The mutations draw their choices from a :class:`Chooser`: the kit's is a seeded generator
(:class:`RngChooser`, the same mutants every run); ``tests/rules/test_apply_checks_everything.py`` drives
the same mutations from hypothesis, which looks further across runs and shrinks what it finds.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any, Protocol, TypeVar

from conformance.core import ContractBroken, check, expect, game
from conformance.engine import positions
from rules.base import Game, IllegalAction, Rng

__all__ = ["Chooser", "RngChooser", "check_mutant", "mutated_case"]

T = TypeVar("T")
JUNK_TEXT = ("", "x", "deck ", "DECK", "forest,forest", "Z9", "0", "-1")
#: Mutants the kit tries per game.
EXAMPLES = 400


class Chooser(Protocol):
    """Where a mutation's choices come from."""

    def choice(self, options: Sequence[T]) -> T: ...

    def integer(self, low: int, high: int) -> int: ...

    def permutation(self, items: Sequence[T]) -> list[T]: ...


class RngChooser:
    """Choices from a seeded :class:`rules.base.Rng`."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choice(self, options: Sequence[T]) -> T:
        return self.rng.choice(list(options))

    def integer(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)

    def permutation(self, items: Sequence[T]) -> list[T]:
        return self.rng.shuffled(items)


def _parts(action: Any) -> dict[str, Any]:
    """An action's fields by name (a dataclass's), or the action itself as its one part."""
    return {f.name: getattr(action, f.name) for f in fields(action)} if is_dataclass(action) else {"": action}


@cache
def legal_pool(game_id: str) -> tuple[Any, ...]:
    """A sample of legal actions from all positions: material for stale actions and the vocabulary."""
    played_game = game(game_id)
    pool = []
    for index, state in enumerate(positions(game_id)):
        actions = played_game.legal_actions(state)
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
        for value in _parts(action).values():
            collect(value)
    return tuple(sorted(words)) + JUNK_TEXT, tuple(sorted(classes, key=lambda c: c.__name__))


OTHERS = (None, 1.0, True, "1", (), [])


def mutate_value(choose: Chooser, value: Any, words: tuple[str, ...]) -> Any:
    """One random change of a value, keeping or breaking its type."""
    if type(value) is bool:
        return choose.choice([not value, 0, 1, None, "yes"])
    if type(value) is int:
        how = choose.choice(["near", "any", "type", "other"])
        if how == "near":
            return value + choose.integer(-3, 3)
        if how == "any":
            return choose.integer(-5, 120)
        return choose.choice([True, False, float(value), str(value)] if how == "type" else OTHERS)
    if isinstance(value, str):
        how = choose.choice(["word", "near", "number", "other"])
        if how == "word":
            return choose.choice(words)
        if how == "near":
            return choose.choice([value.upper(), value + "x", value[:1]])
        return choose.integer(0, 5) if how == "number" else choose.choice(OTHERS)
    if isinstance(value, tuple):
        how = choose.choice(["drop", "double", "copy", "copy", "add", "reverse", "inner", "list", "empty",
                             "other"])
        items = list(value)
        if how == "drop" and items:
            del items[choose.integer(0, len(items) - 1)]
        elif how == "double" and items:
            items.insert(0, items[choose.integer(0, len(items) - 1)])
        elif how == "copy" and len(items) > 1:  # one element made equal to another: a space named twice
            source, target = choose.permutation(range(len(items)))[:2]
            items[target] = items[source]
        elif how == "add":
            extra = items[0] if items and choose.choice([True, False]) else (
                choose.integer(-2, 60) if choose.choice([True, False]) else choose.choice(words))
            items.insert(choose.integer(0, len(items)), extra)
        elif how == "reverse":
            items.reverse()
        elif how == "inner" and items:
            at = choose.integer(0, len(items) - 1)
            items[at] = mutate_value(choose, items[at], words)
        elif how == "list":
            return items
        elif how == "empty":
            return ()
        elif how == "other":
            return choose.choice(OTHERS)
        return tuple(items)
    how = choose.choice(["word", "number", "other"])
    return choose.choice(words) if how == "word" else choose.integer(-2, 10) if how == "number" \
        else choose.choice(OTHERS)


def mutated_case(game_id: str, choose: Chooser) -> tuple[Any, Any]:
    """A position of the declared games and a mutant of one of its legal actions (or a stale action)."""
    played_game = game(game_id)
    all_positions = positions(game_id)
    state = all_positions[choose.integer(0, len(all_positions) - 1)]
    words, classes = vocabulary(game_id)
    legal = played_game.legal_actions(state)
    kind = choose.choice(["field", "field", "field", "two fields", "class", "stale"])
    pool = legal_pool(game_id)
    if kind == "stale" or not legal:
        return state, pool[choose.integer(0, len(pool) - 1)]
    action = legal[choose.integer(0, len(legal) - 1)]
    if not is_dataclass(action):  # a plain value: the value itself changed
        return state, mutate_value(choose, action, words)
    values = _parts(action)
    if kind == "class":
        same_arity = [c for c in classes if is_dataclass(c) and len(fields(c)) == len(values)
                      and c is not type(action)]
        if same_arity:
            return state, choose.choice(same_arity)(*values.values())
    names = list(values)
    if not names:  # an action without fields: another action class instead, or a stale one
        return state, pool[choose.integer(0, len(pool) - 1)]
    for _ in range(2 if kind == "two fields" else 1):
        name = choose.choice(names)
        values[name] = mutate_value(choose, values[name], words)
    return state, type(action)(**values)


def _strictly_same(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down (1 and True, 1 and 1.0, a list and a tuple differ)."""
    return type(a) is type(b) and repr(a) == repr(b)


def check_mutant(played_game: Game, state: Any, action: Any) -> None:
    """The mutant applies when it is a legal action, is refused with ``IllegalAction`` otherwise, and the
    state is unchanged either way."""
    before = json.dumps(played_game.dump(state), sort_keys=True)
    legal = played_game.legal_actions(state)
    twins = [a for a in legal if a == action]
    try:
        if any(_strictly_same(a, action) for a in twins):
            json.dumps(played_game.dump(played_game.apply(state, action)))  # a legal action applies
        elif twins:
            # Equal to a legal action but not of the same types (1.0 for 1): refusing it is right, and so
            # is accepting it as long as the result is exactly the legal action's.
            try:
                after = played_game.apply(state, action)
            except IllegalAction:
                pass
            else:
                expect(played_game.dump(after) == played_game.dump(played_game.apply(state, twins[0])),
                       f"{played_game.id}: {action!r}, equal to a legal action, applies to another state")
        else:
            try:
                played_game.apply(state, action)
            except IllegalAction:
                pass
            else:
                raise ContractBroken(f"{played_game.id}: apply accepts {action!r}, which is no legal action")
    except (ContractBroken, IllegalAction):
        raise
    except Exception as error:
        raise ContractBroken(f"{played_game.id}: apply({action!r}) raised {type(error).__name__}: {error} "
                             "(an illegal action is refused with IllegalAction, whoever built it)") from error
    expect(json.dumps(played_game.dump(state), sort_keys=True) == before,
           f"{played_game.id}: apply({action!r}) changed the state it was given")


@check("engine.apply-checks", """apply checks an action in full, whoever built it (I-26a): in the positions of
       scenarios.apply_checks, every legal action applies, and a mutant of one (a field or the value changed,
       a space named twice, a tuple made a list, a bool or a float for a number, another action class, a
       stale action) is either legal or refused with IllegalAction, the state left unchanged either way.""")
def _apply_checks(game_id: str) -> None:
    played_game = game(game_id)
    for state in positions(game_id)[::3]:
        for action in played_game.legal_actions(state):
            try:
                played_game.apply(state, action)
            except IllegalAction as refused:
                raise ContractBroken(f"{game_id}: the legal action {action!r} is refused: "
                                     f"{refused}") from None
    choose = RngChooser(Rng.from_seed(26))
    for _ in range(EXAMPLES):
        check_mutant(played_game, *mutated_case(game_id, choose))
