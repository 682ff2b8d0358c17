"""Iwari for the bot: tribes spreading tents and totems over biome territories (specs/iwari.md, I-1…I-34).

``SPEC`` is the game as the registry (``rules/registry.py``) knows it, and ``GAME`` its game object
(``rules.GAMES["iwari"]``). The parts: ``engine`` (the rules, :class:`IwariEngine`), ``observer`` (the
views and ``determinize``), ``presenter`` (every text a player reads), ``describer`` (the board and a
hand in words, from a view: alt text and ``/game describe``), ``playout`` (the computer players' lean
step and estimate) and ``scenarios`` (the seeded games of the generic tests). The rest: ``cards`` (deck
and tribes), ``board`` (map files), ``actions`` (action values and their text), ``text`` (the message ids
every player-facing word is given as, issue 12), ``state`` (the state value and its JSON form),
``scoring`` (the scoring helpers), ``feats`` and ``expeditions`` (optional modules), ``determinize`` (the
sampler behind the observer's). The words, as data: ``locales/<lang>/`` holds each language's catalog
(``iwari.ftl``) and the rules in our own words (``rules.md``), read by ``i18n``.
"""

from __future__ import annotations

from rules.base import Capabilities, GameSpec
from rules.iwari.describer import IwariDescriber
from rules.iwari.engine import ENGINE, IwariEngine
from rules.iwari.observer import IwariObserver
from rules.iwari.playout import PLAYOUT
from rules.iwari.presenter import IwariPresenter
from rules.iwari.scenarios import SCENARIOS
from rules.iwari.scoring import connection_points, tent_majority_points

__all__ = ["GAME", "SPEC", "IwariEngine", "connection_points", "tent_majority_points"]

_PRESENTER = IwariPresenter(ENGINE)
SPEC = GameSpec(
    engine=ENGINE,
    observer=IwariObserver(ENGINE, _PRESENTER),
    presenter=_PRESENTER,
    describer=IwariDescriber(),
    capabilities=Capabilities(hidden_information=True, determinize=True, undo=True, plans=True),
    package=__name__,
    scenarios=SCENARIOS,
    playout=PLAYOUT,
)
GAME = SPEC.game
