"""Wayfinders scoring (W-16, W-20): fixed points, the ten scoring-island families, leftovers.

Rulings where the spec is silent: the Home Island counts as an island with every player's airstrip for
the families that do not exclude it (shared, groups, column, row, around); it has no colour (colour,
colours) and no cost (costly), and it is 0 steps from itself (far).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rules.wayfinders.state import GRID, HOME_CELL, WayfindersState
from rules.wayfinders.tiles import HOME, TILES_BY_ID, Tile

__all__ = ["SeatScore", "board_points", "cell_tiles", "family_units", "island_groups", "max_disjoint_squares",
           "seat_score"]


@dataclass(frozen=True)
class SeatScore:
    """One seat's points by source."""

    islands: int  # fixed points of red and yellow backs
    scoring: int  # blue-back effects
    resources: int
    workers: int

    @property
    def total(self) -> int:
        return self.islands + self.scoring + self.resources + self.workers


def _neighbours(cell: int) -> list[int]:
    row, col = divmod(cell, GRID)
    result = []
    for d_row, d_col in ((-1, 0), (0, 1), (1, 0), (0, -1)):
        r, c = row + d_row, col + d_col
        if 0 <= r < GRID and 0 <= c < GRID:
            result.append(r * GRID + c)
    return result


def island_groups(cells: frozenset[int]) -> int:
    """How many orthogonally connected groups the given cells form."""
    seen: set[int] = set()
    groups = 0
    for start in sorted(cells):
        if start in seen:
            continue
        groups += 1
        stack = [start]
        seen.add(start)
        while stack:
            for nxt in _neighbours(stack.pop()):
                if nxt in cells and nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
    return groups


@lru_cache(maxsize=4096)
def max_disjoint_squares(cells: frozenset[int]) -> int:
    """The most 2×2 squares, fully inside ``cells``, that share no cell (W-16 family 10 ruling)."""
    squares = []
    for row in range(GRID - 1):
        for col in range(GRID - 1):
            square = frozenset({row * GRID + col, row * GRID + col + 1,
                                (row + 1) * GRID + col, (row + 1) * GRID + col + 1})
            if square <= cells:
                squares.append(square)

    def best(index: int, used: frozenset[int]) -> int:
        if index == len(squares):
            return 0
        skip = best(index + 1, used)
        square = squares[index]
        if square & used:
            return skip
        return max(skip, 1 + best(index + 1, used | square))

    return best(0, frozenset())


def _tile(state: WayfindersState, cell: int) -> Tile | None:
    return cell_tiles(state.cells)[cell]


def cell_tiles(cells: tuple[str, ...]) -> tuple[Tile | None, ...]:
    """The tile on each cell (None on the Home Island), looked up once per board layout: the computer
    players score thousands of positions of one board per decision (issue 31)."""
    return _cell_tiles(cells if type(cells) is tuple else tuple(cells))


@lru_cache(maxsize=1024)
def _cell_tiles(cells: tuple[str, ...]) -> tuple[Tile | None, ...]:
    return tuple(None if tile_id == HOME else TILES_BY_ID[tile_id] for tile_id in cells)


def family_units(state: WayfindersState, seat: int, cell: int) -> int:
    """How many units the scoring island on ``cell`` counts for ``seat`` (points = units × per)."""
    mine = frozenset(c for c, seats in enumerate(state.airstrips) if seat in seats)
    return _family_units(state, cell, mine)


def _family_units(state: WayfindersState, cell: int, mine: frozenset[int]) -> int:
    """``family_units`` with the seat's airstrip cells (``mine``) worked out once by the caller."""
    return _units(cell_tiles(state.cells), state.airstrips, cell, mine)


def _units(tiles: tuple[Tile | None, ...], airstrips: tuple[tuple[int, ...], ...], cell: int,
           mine: frozenset[int]) -> int:
    tile = tiles[cell]
    if tile is None or tile.kind != "score":
        return 0
    row, col = divmod(cell, GRID)
    family = tile.family
    if family == "colour":
        return sum(1 for c in mine if (t := tiles[c]) is not None and t.colour == tile.colour)
    if family == "costly":
        return sum(1 for c in mine if (t := tiles[c]) is not None and len(t.cost) >= tile.min_cost)
    if family == "colours":
        return len({t.colour for c in mine if (t := tiles[c]) is not None})
    if family == "shared":
        return sum(1 for c in mine if len(airstrips[c]) > 1)
    if family == "groups":
        return island_groups(mine)
    if family == "column":
        return sum(1 for c in mine if c % GRID == col)
    if family == "row":
        return sum(1 for c in mine if c // GRID == row)
    if family == "around":
        return sum(1 for c in mine if c != cell and abs(c // GRID - row) <= 1 and abs(c % GRID - col) <= 1)
    if family == "far":
        home_row, home_col = divmod(HOME_CELL, GRID)
        return sum(1 for c in mine if abs(c // GRID - home_row) + abs(c % GRID - home_col) >= 3)
    if family == "squares":
        return max_disjoint_squares(mine)
    raise ValueError(f"unknown scoring family {family!r}")


def board_points(tiles: tuple[Tile | None, ...], airstrips: tuple[tuple[int, ...], ...],
                 mine: frozenset[int]) -> tuple[int, int]:
    """A seat's (island points, scoring-island points) from its airstrip cells ``mine``: the part of the
    running score that a build changes (``tiles`` from :func:`cell_tiles`)."""
    islands = 0
    scoring = 0
    for cell in mine:
        tile = tiles[cell]
        if tile is None:
            continue
        if tile.kind == "score":
            scoring += tile.amount * _units(tiles, airstrips, cell, mine)
        else:
            islands += tile.points
    return islands, scoring


def seat_score(state: WayfindersState, seat: int) -> SeatScore:
    """The seat's score if the game ended now (the running score)."""
    mine = frozenset(c for c, seats in enumerate(state.airstrips) if seat in seats)
    islands, scoring = board_points(cell_tiles(state.cells), state.airstrips, mine)
    workers = sum(column.count(seat) for column in state.workers)
    return SeatScore(islands, scoring, sum(state.supplies[seat]), workers)
