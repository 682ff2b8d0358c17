"""Wayfinders: fly a seaplane between island tiles, collect resources in hangars, build airstrips.

The package: ``tiles.json`` (the 45 island tiles, as data) read by ``tiles.py``; ``state.py`` (state and
actions), ``engine.py`` (the rules W-1 … W-22), ``scoring.py`` (W-16, W-20), ``game.py`` (the protocol
object) and ``players.py`` (a greedy computer player). ``GAME`` is what ``rules.GAMES`` registers. The
words, as data: ``locales/<lang>/`` holds each language's catalog (``wayfinders.ftl``) and the rules in our
own words (``rules.md``), read by ``i18n``.
"""

from __future__ import annotations

from rules.wayfinders.game import WayfindersGame

__all__ = ["GAME", "WayfindersGame"]

GAME = WayfindersGame()
