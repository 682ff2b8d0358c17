"""Tiwanaku: explore a hidden valley, deduce its crops (specs/tiwanaku.md, clauses T-1 … T-24).

``SPEC`` is the game as the registry (``rules/registry.py``) knows it, and ``GAME`` its game object
(``rules.GAMES["tiwanaku"]``). Two helpers expose the puzzle for tests and tools:

* ``solution(state)`` – the hidden answer of a game: ``{"terrain": rows of terrain names, "crop": rows of
  crop values}``, rows top to bottom. Terrain names are ``"forest"``, ``"desert"``, ``"mountain"`` and
  ``"valley"``; crops are 1 Potato, 2 Coca, 3 Chili, 4 Corn, 5 Quinoa. Never show it to players.
* ``count_solutions(terrain, crop, limit=2)`` – how many crop layouts fit a full terrain grid and a partial
  crop grid (None where unknown), counted up to ``limit``: the exact solver behind the uniqueness rule T-7.

The package: ``board`` (geometry), ``solver`` (exact crop solver), ``generator`` (the hidden board from a
seed), ``state`` (values and action text); the spec's parts ``engine`` (the rules), ``observer`` (views
and ``determinize``, with ``determinize.py``), ``presenter`` (texts), ``describer`` (the board in words,
from a view), ``playout`` (the computer players' step and estimate), and ``scenarios`` (the seeded games
of the generic tests). Every player-facing text is a ``rules.base.Msg`` (ids ``tiwanaku-…``); the words
and the rules in our own words are this package's data, in ``locales/<lang>/`` (``tiwanaku.ftl``,
``rules.md``; read by ``i18n``). ``CROP_NAMES`` are the English crop names for developers and tests only;
players read ``tiwanaku-crop``.
"""

from __future__ import annotations

from rules.base import Capabilities, GameSpec
from rules.tiwanaku.board import CROP_NAMES, TERRAINS
from rules.tiwanaku.describer import TiwanakuDescriber
from rules.tiwanaku.engine import ENGINE, TiwanakuEngine
from rules.tiwanaku.observer import TiwanakuObserver
from rules.tiwanaku.playout import PLAYOUT
from rules.tiwanaku.presenter import TiwanakuPresenter
from rules.tiwanaku.scenarios import SCENARIOS
from rules.tiwanaku.solver import count_solutions
from rules.tiwanaku.state import TiwanakuState

__all__ = ["CROP_NAMES", "GAME", "SPEC", "TERRAINS", "TiwanakuEngine", "count_solutions", "solution"]

SPEC = GameSpec(
    engine=ENGINE,
    observer=TiwanakuObserver(ENGINE),
    presenter=TiwanakuPresenter(ENGINE),
    describer=TiwanakuDescriber(),
    capabilities=Capabilities(hidden_information=True, determinize=True, undo=True, cooperative=True,
                              plans=True),
    package=__name__,
    scenarios=SCENARIOS,
    playout=PLAYOUT,
)
GAME = SPEC.game


def solution(state: TiwanakuState) -> dict:
    """The hidden answer of a game as rows (top to bottom): ``{"terrain": [[str]], "crop": [[int]]}``."""
    width = state.width
    return {
        "terrain": [list(state.terrain[row * width:(row + 1) * width]) for row in range(state.height)],
        "crop": [list(state.crop[row * width:(row + 1) * width]) for row in range(state.height)],
    }
