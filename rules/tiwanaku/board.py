"""Board geometry for Tiwanaku: sizes, coordinates, neighbourhoods and terrain regions.

Spaces are numbered row by row from the top left (``index = row * width + column``). Players read them as
a column letter and a row number: ``A1`` is the top-left space, ``I5`` the bottom-right one on the long
board. Everything here is pure and cached per board size, because the solver and the move generator ask
for the same neighbourhoods thousands of times.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

__all__ = [
    "BOARD_SIZES",
    "CROP_NAMES",
    "TERRAINS",
    "cell_name",
    "cell_names",
    "edge_cells",
    "neighbours4",
    "neighbours8",
    "parse_cell",
    "regions_of",
]

#: Board sizes by option value: (columns, rows). T-1.
BOARD_SIZES: dict[str, tuple[int, int]] = {"short": (5, 5), "long": (9, 5)}

#: The four terrain types, by the strings used in views and in ``solution()``. T-2.
TERRAINS: tuple[str, ...] = ("forest", "desert", "mountain", "valley")

#: Crop names by value (index 0 unused). T-6.
CROP_NAMES: tuple[str, ...] = ("", "Potato", "Coca", "Chili", "Corn", "Quinoa")

_COLUMN_LETTERS = "ABCDEFGHI"


def cell_name(index: int, width: int) -> str:
    """``A1``-style name of a space: column letter, then row number counted from 1 at the top."""
    row, column = divmod(index, width)
    return f"{_COLUMN_LETTERS[column]}{row + 1}"


@cache
def cell_names(width: int, height: int) -> tuple[str, ...]:
    """``cell_name`` of every space, by index: the move generator names every destination it lists."""
    return tuple(cell_name(index, width) for index in range(width * height))


@lru_cache(maxsize=4096)
def parse_cell(text: str, width: int, height: int) -> int:
    """Index of a space named like ``C3``; raises ``ValueError`` for anything that is not on the board.
    Remembered: every move applied names its spaces, and a board has a hundred of them at most."""
    text = text.strip().upper()
    if len(text) < 2 or text[0] not in _COLUMN_LETTERS[:width] or not text[1:].isdigit():
        raise ValueError(f"{text!r} is not a space of this board")
    column = _COLUMN_LETTERS.index(text[0])
    row = int(text[1:]) - 1
    if not 0 <= row < height:
        raise ValueError(f"{text!r} is not a space of this board")
    return row * width + column


@cache
def neighbours4(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Orthogonal neighbours of every space (the steps a pawn may take)."""
    result = []
    for index in range(width * height):
        row, column = divmod(index, width)
        around = []
        for d_row, d_column in ((-1, 0), (0, -1), (0, 1), (1, 0)):
            r, c = row + d_row, column + d_column
            if 0 <= r < height and 0 <= c < width:
                around.append(r * width + c)
        result.append(tuple(around))
    return tuple(result)


@cache
def neighbours8(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Orthogonal and diagonal neighbours of every space (T-3 and T-5 forbid equal things there)."""
    result = []
    for index in range(width * height):
        row, column = divmod(index, width)
        around = []
        for d_row in (-1, 0, 1):
            for d_column in (-1, 0, 1):
                r, c = row + d_row, column + d_column
                if (d_row or d_column) and 0 <= r < height and 0 <= c < width:
                    around.append(r * width + c)
        result.append(tuple(around))
    return tuple(result)


@cache
def edge_cells(width: int, height: int) -> tuple[int, ...]:
    """The outer ring: where a new pawn enters the board (T-14 ruling)."""
    return tuple(i for i in range(width * height)
                 if i // width in (0, height - 1) or i % width in (0, width - 1))


def regions_of(terrain: Sequence[str], width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """The regions (T-3) of a full terrain layout: maximal orthogonally connected same-terrain groups.

    Returns each region as a sorted tuple of space indices, regions ordered by their first space.
    """
    neighbours = neighbours4(width, height)
    seen = [False] * (width * height)
    regions: list[tuple[int, ...]] = []
    for start in range(width * height):
        if seen[start]:
            continue
        seen[start] = True
        members = [start]
        stack = [start]
        while stack:
            here = stack.pop()
            for there in neighbours[here]:
                if not seen[there] and terrain[there] == terrain[start]:
                    seen[there] = True
                    members.append(there)
                    stack.append(there)
        regions.append(tuple(sorted(members)))
    return tuple(regions)
