"""Tiwanaku: explore a hidden valley, deduce its crops (specs/tiwanaku.md, clauses T-1 … T-24).

``GAME`` is the engine registered in ``rules.GAMES``. Two helpers expose the puzzle for tests and tools:

* ``solution(state)`` – the hidden answer of a game: ``{"terrain": rows of terrain names, "crop": rows of
  crop values}``, rows top to bottom. Terrain names are ``"forest"``, ``"desert"``, ``"mountain"`` and
  ``"valley"``; crops are 1 Potato, 2 Coca, 3 Chili, 4 Corn, 5 Quinoa. Never show it to players.
* ``count_solutions(terrain, crop, limit=2)`` – how many crop layouts fit a full terrain grid and a partial
  crop grid (None where unknown), counted up to ``limit``: the exact solver behind the uniqueness rule T-7.

The package: ``board`` (geometry), ``solver`` (exact crop solver), ``generator`` (the hidden board from a
seed), ``state`` (values and action text), ``engine`` (the game). Every player-facing text is a
``rules.base.Msg`` (ids ``tiwanaku-…``); the words and the rules in our own words are this package's data,
in ``locales/<lang>/`` (``tiwanaku.ftl``, ``rules.md``; read by ``i18n``). ``CROP_NAMES`` are the English
crop names for developers and tests only; players read ``tiwanaku-crop``.
"""

from __future__ import annotations

from rules.tiwanaku.board import CROP_NAMES, TERRAINS
from rules.tiwanaku.engine import GAME, TiwanakuGame
from rules.tiwanaku.solver import count_solutions
from rules.tiwanaku.state import TiwanakuState

__all__ = ["CROP_NAMES", "GAME", "TERRAINS", "TiwanakuGame", "count_solutions", "solution"]


def solution(state: TiwanakuState) -> dict:
    """The hidden answer of a game as rows (top to bottom): ``{"terrain": [[str]], "crop": [[int]]}``."""
    width = state.width
    return {
        "terrain": [list(state.terrain[row * width:(row + 1) * width]) for row in range(state.height)],
        "crop": [list(state.crop[row * width:(row + 1) * width]) for row in range(state.height)],
    }
