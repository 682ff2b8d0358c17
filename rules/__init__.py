"""The games, pure: no I/O, no Discord, no images. ``GAMES`` maps a game id to its game object.

The registry (``rules/registry.py``) lists the packaged games, one line each; a game is a package
``rules/<game>/`` whose ``SPEC`` (a :class:`rules.base.GameSpec`) names its parts and declares what it can
do. ``rules.base`` holds the protocol, ``rules.ai`` the computer players, ``rules.players`` the random
player.
"""

from __future__ import annotations

from rules.base import ActionParseError, Game, GameSpec, IllegalAction, OptionSpec, Rng
from rules.registry import GAMES, register

__all__ = ["GAMES", "ActionParseError", "Game", "GameSpec", "IllegalAction", "OptionSpec", "Rng", "register"]
