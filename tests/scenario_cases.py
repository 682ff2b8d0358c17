"""The generic tests' cases, derived from the registry: every registered game, and what its spec declares.

The generic test modules (computer players, "apply checks everything", the golden replays, phone
readability, rules versions) keep no table of games. They parametrize over ``rules.GAMES`` and read each
game's ``spec.scenarios`` (``rules.base.Scenarios``), so a new game is tested the moment it is registered.
A registered game that declares no scenarios, or not the field a module needs, gets a case that FAILS
with a message naming the field and where to declare it (:func:`require`): it is never left out, and
never skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from _pytest.mark import ParameterSet

from rules import GAMES
from rules.base import Capabilities

__all__ = ["MissingScenarios", "declared", "game_ids", "per_case", "per_game", "require"]


class MissingScenarios:
    """Stands for scenarios a registered game does not declare; :func:`require` fails the test on it."""

    def __init__(self, game_id: str, field: str) -> None:
        self.game_id = game_id
        self.field = field

    @property
    def message(self) -> str:
        package = GAMES[self.game_id].spec.package if self.game_id in GAMES else None
        where = f"{package}.scenarios" if package else "its spec's scenarios"
        return (f"game {self.game_id!r} declares no scenarios.{self.field}: every registered game gives the "
                f"generic tests their cases (rules.base.Scenarios, in {where})")

    def __repr__(self) -> str:
        return f"<{self.game_id}: no scenarios.{self.field}>"


def declared(game_id: str, field: str) -> Any:
    """``GAMES[game_id].spec.scenarios.<field>``, or a :class:`MissingScenarios` when the game declares
    no scenarios or leaves that field empty."""
    scenarios = GAMES[game_id].spec.scenarios
    value = None if scenarios is None else getattr(scenarios, field)
    if value is None or value == ():
        return MissingScenarios(game_id, field)
    return value


def require(value: Any) -> Any:
    """``value``, or the test fails at once if it is a :class:`MissingScenarios`."""
    if isinstance(value, MissingScenarios):
        pytest.fail(value.message, pytrace=False)
    return value


def game_ids(when: Callable[[Capabilities], bool] | None = None) -> list[str]:
    """The registered games' ids, sorted; only those whose capabilities satisfy ``when`` if given."""
    return sorted(game_id for game_id, game in GAMES.items()
                  if when is None or when(game.spec.capabilities))


def per_game(field: str, *, when: Callable[[Capabilities], bool] | None = None) -> list[ParameterSet]:
    """One ``(game_id, value)`` case per registered game (see :func:`game_ids`): the declared value of
    ``field``, or a :class:`MissingScenarios` that fails the test."""
    return [pytest.param(game_id, declared(game_id, field), id=game_id) for game_id in game_ids(when)]


def per_case(field: str, *, when: Callable[[Capabilities], bool] | None = None,
             keep: Callable[[Any], bool] | None = None, every_game_keeps: str | None = None,
             name: Callable[[Any], str] | None = None) -> list[ParameterSet]:
    """One ``(game_id, item)`` case per item of ``field`` of every registered game (only the items
    ``keep`` accepts, named by ``name``); a game without that field gives one failing case, and so does a
    game none of whose items ``keep`` accepts when ``every_game_keeps`` says what each game must have."""
    cases = []
    for game_id in game_ids(when):
        value = declared(game_id, field)
        if isinstance(value, MissingScenarios):
            cases.append(pytest.param(game_id, value, id=f"{game_id}-missing"))
            continue
        kept = [item for item in value if keep is None or keep(item)]
        if not kept and every_game_keeps:
            missing = MissingScenarios(game_id, f"{field} (one {every_game_keeps})")
            cases.append(pytest.param(game_id, missing, id=f"{game_id}-missing"))
            continue
        cases.extend(pytest.param(game_id, item, id=f"{game_id}-{name(item) if name else index}")
                     for index, item in enumerate(kept))
    return cases
