"""The game contract beyond its parts' signatures: what every registered game and its renderer must
satisfy, as the numbers the platform and the conformance kit (``python -m conformance <game>``) share.

The parts and their protocols are ``rules/base.py``'s (``GameSpec``, ``Capabilities``, ``Scoring``,
``Scenarios``); ARCHITECTURE.md words the whole contract clause by clause, and the kit checks each on any
registered game. This module adds what a protocol cannot say: the renderer every game brings
(``render/<game id>.py``, :class:`Renderer`) and the limits its pictures keep, and how many golden games
a game keeps. Pure data: nothing here draws or reads a file.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, runtime_checkable

__all__ = ["GOLDEN_MIN_GAMES", "LAST_MOVE_MIN_PIXELS", "MAX_BOARD_ASPECT", "MAX_BOARD_WIDTH",
           "MIN_TEXT_SHARE", "RENDERER_MEMBERS", "Renderer", "SCALED_LIKENESS"]

#: A board is at most this wide (pixels): Discord shows it about 400 px wide on a phone, and a wider one
#: only costs bytes and time.
MAX_BOARD_WIDTH = 1100
#: A board is at most this many times as tall as wide: a phone shows a very tall image shrunk.
MAX_BOARD_ASPECT = 1.7
#: The smallest text a board draws, as a share of its width (after the scale of the canvas it is drawn on,
#: :attr:`Renderer.CANVAS_SCALES`): at 400 px on a phone, 1/40 is a 10 px font, the smallest that reads
#: without zooming. Every text counts: labels, numbers, a chip's or a pawn's letter.
MIN_TEXT_SHARE = 1 / 40
#: A board after a turn marks the last move with the kit's ring (``render.kit.draw_last_move``): at least
#: this many pixels of exactly its colour (``render.kit.HIGHLIGHT``), which a replay's palette keeps.
LAST_MOVE_MIN_PIXELS = 20
#: A board drawn at a replay frame's width is the full board shrunk: the mean difference (levels of 255)
#: of the worst sixth of the picture, both blurred by a pixel, stays below this.
SCALED_LIKENESS = 10.5
#: Each golden set (``scenarios.engine_golden``, ``scenarios.rules_v1_golden``) holds at least this many
#: seeded random games, recorded in the game's package (``golden/``) and replayed exactly.
GOLDEN_MIN_GAMES = 200


@runtime_checkable
class Renderer(Protocol):
    """What ``render/<game id>.py`` provides (``render`` finds it by the game's id; nothing names it).

    Every function reads a view (``Observer.view``) and nothing else, and draws its words in ``lang``.
    Optional members: ``seat_colour(view, seat)`` (the RGB colour a seat has on the board: the bot's card
    takes the colour of the seat it waits for) and ``FIXED_PALETTE = True`` (boards mapped to a palette
    made once, ``render/palettes/<game id>.txt``, written by ``python -m conformance --write``).
    """

    #: The full-size board's width in pixels.
    WIDTH: int
    #: Every canvas the board draws text on, by its width, with its scale in the posted image (1.0 for the
    #: board itself; 0.5 for a layer drawn at twice the size and shrunk). Text on any other canvas breaks
    #: the contract, since its size on the phone cannot be told.
    CANVAS_SCALES: Mapping[int, float]
    #: ``board(view, last_action=None, lang="en") -> bytes``: the public board as PNG bytes.
    board: Callable[..., bytes]
    #: ``board_image(view, last_action=None, lang="en", width=None)``: the same board as an RGB image,
    #: or drawn ``width`` pixels wide (a replay frame: the full board shrunk, drawn at that size).
    board_image: Callable[..., Any]
    #: ``hand(view, lang="en") -> bytes``: one seat's private view (``view(state, seat)``) for its DM.
    hand: Callable[..., bytes]


#: The members every renderer has.
RENDERER_MEMBERS: tuple[str, ...] = ("WIDTH", "CANVAS_SCALES", "board", "board_image", "hand")
