"""The games, pure: no I/O, no Discord, no images. ``GAMES`` maps a game id to its game object.

Adding a game: a new package ``rules/<game>/`` exposing ``GAME`` (a :class:`rules.base.Game`) and one line
in ``_GAME_PACKAGES`` below.
"""

from __future__ import annotations

import importlib

from rules.base import ActionParseError, Game, IllegalAction, OptionSpec, Rng

__all__ = ["GAMES", "ActionParseError", "Game", "IllegalAction", "OptionSpec", "Rng"]

# The registry: one line per game, in the order they are offered to players.
_GAME_PACKAGES: tuple[str, ...] = (
    "iwari",
    "tiwanaku",
    "wayfinders",
)

GAMES: dict[str, Game] = {}
for _package in _GAME_PACKAGES:
    _game = importlib.import_module(f"rules.{_package}").GAME
    GAMES[_game.id] = _game
