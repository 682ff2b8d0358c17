"""Iwari for the bot: tribes spreading tents and totems over biome territories (specs/iwari.md, I-1…I-34).

``GAME`` is the :class:`rules.iwari.engine.IwariGame` registered as ``rules.GAMES["iwari"]``. The
modules: ``cards`` (deck and tribes), ``board`` (map files), ``actions`` (action values and their text),
``text`` (the message ids every player-facing word is given as, issue 12),
``state`` (the state value and its JSON form), ``scoring`` (the scoring helpers), ``feats`` and
``expeditions`` (optional modules), ``engine`` (the game object). The words, as data:
``locales/<lang>/`` holds each language's catalog (``iwari.ftl``) and the rules in our own words
(``rules.md``), read by ``i18n``.
"""

from __future__ import annotations

from rules.iwari.engine import GAME, IwariGame
from rules.iwari.scoring import connection_points, tent_majority_points

__all__ = ["GAME", "IwariGame", "connection_points", "tent_majority_points"]
