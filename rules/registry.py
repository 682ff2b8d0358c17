"""The registry: which games there are. One line per game in ``GAME_PACKAGES``, and ``GAMES``.

A game is a package ``rules/<game>/`` whose ``SPEC`` is a :class:`rules.base.GameSpec` (its engine,
observer, presenter, optional playout, declared capabilities and test scenarios). Adding one is that
package, its ``render/<game>.py`` and one line below; nothing else names it.

:func:`register` is the same mechanism for a game defined elsewhere and registered at run time (the
tests' Menagerie): the bot, the computer players and the generic tests then see it exactly as they see a
packaged game. ``GAMES`` maps each registered id to its game object (``spec.game``, the whole protocol on
one object), in the order the games are offered to players.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager

from rules.base import Game, GameSpec

__all__ = ["GAMES", "GAME_PACKAGES", "register", "registered", "unregister"]

#: The packaged games, one line each, in the order they are offered to players.
GAME_PACKAGES: tuple[str, ...] = (
    "iwari",
    "tiwanaku",
    "wayfinders",
)

GAMES: dict[str, Game] = {}
#: The ids of the packaged games: they stay registered.
_PACKAGED: set[str] = set()


def register(spec: GameSpec) -> Game:
    """Register ``spec``'s game under its id and return its game object. Registering the same spec again
    is harmless; another spec under a taken id raises ``ValueError``."""
    if not isinstance(spec, GameSpec):
        raise TypeError(f"register() takes a GameSpec, not {type(spec).__name__}")
    held = GAMES.get(spec.id)
    if held is not None and held.spec is not spec:
        raise ValueError(f"a game {spec.id!r} is registered already")
    GAMES[spec.id] = spec.game
    return spec.game


def unregister(game_id: str) -> None:
    """Forget a game registered at run time (a test's game, when the test ends)."""
    if game_id in _PACKAGED:
        raise ValueError(f"{game_id!r} is a packaged game; it stays registered")
    GAMES.pop(game_id, None)


@contextmanager
def registered(*specs: GameSpec) -> Iterator[dict[str, Game]]:
    """The games of ``specs`` registered for the duration of a ``with`` block (tests): yields them by id,
    and unregisters those this block registered when it ends."""
    added = [spec.id for spec in specs if spec.id not in GAMES]
    games = {spec.id: register(spec) for spec in specs}
    try:
        yield games
    finally:
        for game_id in added:
            unregister(game_id)


for _package in GAME_PACKAGES:
    _PACKAGED.add(register(importlib.import_module(f"rules.{_package}").SPEC).id)
