"""The kit's frame: a check is a named clause of the game contract and the function that verifies it on
one registered game; :func:`run` runs one, :func:`verify` a game's whole list.

A check that finds the contract broken raises :class:`ContractBroken` with a sentence saying what is wrong
and where to fix it; it never skips. A check that does not apply to a game (``determinize``'s, to a game
that does not declare it) is not run for it (:func:`applies`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from rules import GAMES
from rules.base import Game, GameSpec

__all__ = ["CHECKS", "Check", "ContractBroken", "Outcome", "applies", "check", "declared", "expect", "names",
           "run", "verify"]


class ContractBroken(AssertionError):
    """A game breaks a clause of the contract; the message says which and how."""


@dataclass(frozen=True)
class Check:
    """One clause of the contract: ``name`` (``area.what``), the ``clause`` as the contract words it, the
    function that verifies it for a game id, and ``when``: the games it applies to (None: every game)."""

    name: str
    clause: str
    verify: Callable[[str], None]
    when: Callable[[GameSpec], bool] | None = None


#: Every check, by name, in the order the contract lists them (the modules register theirs on import).
CHECKS: dict[str, Check] = {}


def check(name: str, clause: str, *, when: Callable[[GameSpec], bool] | None = None
          ) -> Callable[[Callable[[str], None]], Callable[[str], None]]:
    """Register the decorated function (taking a game id) as the check ``name`` of ``clause``."""
    def register(function: Callable[[str], None]) -> Callable[[str], None]:
        if name in CHECKS:
            raise ValueError(f"two checks named {name!r}")
        CHECKS[name] = Check(name, " ".join(clause.split()), function, when)
        return function
    return register


#: The contract's areas, in the order it lists them (a check's name starts with its area).
AREAS = ("engine", "observer", "scoring", "golden", "describer", "words", "renderer")


def names() -> list[str]:
    """Every check's name, area by area."""
    return sorted(CHECKS, key=lambda name: AREAS.index(name.split(".")[0]))


def expect(condition: object, message: str | Callable[[], str]) -> None:
    """Raise :class:`ContractBroken` with ``message`` (or what it returns) unless ``condition`` holds."""
    if not condition:
        raise ContractBroken(message() if callable(message) else message)


def game(game_id: str) -> Game:
    expect(game_id in GAMES, lambda: f"no registered game {game_id!r} (registered: {', '.join(GAMES)})")
    return GAMES[game_id]


def declared(game_id: str, field: str) -> Any:
    """``GAMES[game_id].spec.scenarios.<field>``; a game that declares no scenarios, or leaves that field
    empty, breaks the contract."""
    scenarios = game(game_id).spec.scenarios
    value = None if scenarios is None else getattr(scenarios, field)
    if value is None or value == ():
        package = game(game_id).spec.package
        where = f"{package}.scenarios" if package else "its spec's scenarios"
        raise ContractBroken(f"game {game_id!r} declares no scenarios.{field}: every registered game "
                             "gives the "
                             f"generic checks their cases (rules.base.Scenarios, in {where})")
    return value


def applies(name: str, game_id: str) -> bool:
    when = CHECKS[name].when
    return when is None or bool(when(game(game_id).spec))


def run(game_id: str, name: str) -> None:
    """Run the check ``name`` on ``game_id`` (nothing when it does not apply to that game); raises
    :class:`ContractBroken` when the game breaks its clause."""
    if name not in CHECKS:
        raise KeyError(f"no check named {name!r} (python -m conformance --list)")
    if applies(name, game_id):
        CHECKS[name].verify(game_id)


@dataclass(frozen=True)
class Outcome:
    check: Check
    applies: bool
    broken: str | None  # the message, None when the clause holds (or does not apply)


def verify(game_id: str, only: list[str] | None = None) -> Iterator[Outcome]:
    """Every check (or those named) on ``game_id``, one outcome each, in order."""
    for name in only or names():
        if not applies(name, game_id):
            yield Outcome(CHECKS[name], False, None)
            continue
        try:
            CHECKS[name].verify(game_id)
        except ContractBroken as broken:
            yield Outcome(CHECKS[name], True, str(broken))
        else:
            yield Outcome(CHECKS[name], True, None)
