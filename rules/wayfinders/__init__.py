"""Wayfinders: fly a seaplane between island tiles, collect resources in hangars, build airstrips.

``SPEC`` is the game as the registry (``rules/registry.py``) knows it, and ``GAME`` its game object
(``rules.GAMES["wayfinders"]``). The package: ``tiles.json`` (the 45 island tiles, as data) read by
``tiles.py``; ``state.py`` (state and actions), ``engine.py`` (the rules W-1 … W-22 and the engine part),
``scoring.py`` (W-16, W-20), ``observer.py`` (views, with ``determinize.py``), ``presenter.py`` (menus,
shortcuts and texts), ``describer.py`` (the board in words, from a view), ``players.py`` (a greedy
computer player), ``playout.py`` (the computer players' step and estimate) and ``scenarios.py`` (the
seeded games of the generic tests). The words, as data: ``locales/<lang>/`` holds each language's catalog
(``wayfinders.ftl``) and the rules in our own words (``rules.md``), read by ``i18n``.
"""

from __future__ import annotations

from rules.base import Capabilities, GameSpec
from rules.wayfinders.describer import WayfindersDescriber
from rules.wayfinders.engine import ENGINE, WayfindersEngine
from rules.wayfinders.observer import WayfindersObserver
from rules.wayfinders.playout import PLAYOUT
from rules.wayfinders.presenter import WayfindersPresenter
from rules.wayfinders.scenarios import SCENARIOS

__all__ = ["GAME", "SPEC", "WayfindersEngine"]

SPEC = GameSpec(
    engine=ENGINE,
    observer=WayfindersObserver(ENGINE),
    presenter=WayfindersPresenter(ENGINE),
    describer=WayfindersDescriber(),
    capabilities=Capabilities(hidden_information=True, determinize=True, undo=True, shortcuts=True,
                              plans=True),
    package=__name__,
    scenarios=SCENARIOS,
    playout=PLAYOUT,
)
GAME = SPEC.game
