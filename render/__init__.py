"""Board images, pure: a game's view (a JSON-able dict) in, PNG bytes out. Pillow only, no I/O.

Each game has a module ``render/<game id>.py`` exposing ``WIDTH`` (its board's width in pixels),
``board(view, last_action)``, ``board_image`` (the same board as an RGB image, before its PNG encoding, or
drawn narrower: a replay's frames), ``hand(view)`` and, where seats have colours, ``seat_colour(view,
seat)`` (no drawing: the bot's card takes the colour of the seat to move); the entry points below find it
by the game id, so adding a game needs no change here.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Pillow is imported by each game's module, when it is first used
    from PIL import Image

__all__ = ["board", "board_image", "board_width", "hand", "seat_colour"]


def _module(game_id: str) -> ModuleType:
    if not game_id.isidentifier():
        raise ValueError(f"not a game id: {game_id!r}")
    return importlib.import_module(f"render.{game_id}")


def board(game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en") -> bytes:
    r"""A PNG of the public view (``rules.GAMES[game_id].view(state, None)``), its words in ``lang``
    (the channel's language: ``i18n.normalize``\ d)."""
    return _module(game_id).board(view, last_action=last_action, lang=lang)


def board_image(game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en",
                width: int | None = None) -> Image.Image:
    """The RGB picture :func:`board` encodes, unencoded (for the replay frames: no PNG to decode again).

    ``width``: the board drawn that many pixels wide, every length scaled alike (a replay frame, drawn at
    its size rather than shrunk from the full board); ``None`` (or :func:`board_width`) is the full-size
    board, the very pixels :func:`board` encodes."""
    return _module(game_id).board_image(view, last_action=last_action, lang=lang, width=width)


def board_width(game_id: str) -> int:
    """How wide the game's full-size board is (pixels)."""
    return int(_module(game_id).WIDTH)


def hand(game_id: str, view: dict, *, lang: str = "en") -> bytes:
    """A PNG of one seat's private view (``view(state, seat)``), for that player's DM, in their language."""
    return _module(game_id).hand(view, lang=lang)


def seat_colour(game_id: str, view: dict, seat: int) -> tuple[int, int, int] | None:
    """The RGB colour seat ``seat`` has on ``game_id``'s board (its pieces, its panel), read from the
    public ``view`` without drawing anything: the bot gives a card the colour of the seat it waits for.
    None for a game whose module draws no seat colours (or a game without a module of its own)."""
    try:
        module = _module(game_id)
    except ImportError:
        return None
    colour = getattr(module, "seat_colour", None)
    return tuple(colour(view, seat)) if colour is not None else None  # type: ignore[return-value]
