"""The hidden board: a seeded generator of Tiwanaku puzzles (T-1 … T-5, T-7, T-8).

From a seed it draws, in order:

1. a partition of the grid into orthogonally connected regions of 1 to 5 spaces, with as many regions as
   the printed boards have (6–8 on the short board, 10–14 on the long one);
2. a terrain for every region such that two regions of the same terrain never touch, even diagonally
   (a colouring of the region graph with four colours; every terrain appears);
3. a random crop layout satisfying T-4 and T-5 (the exact solver with a random value order);
4. the pre-revealed crops: starting from none, while the solver still finds a second layout, reveal one
   space where that layout differs from the true one; then drop every revealed crop that turns out not to
   be needed. What is left is a minimal set that makes the crops unique once the terrain is known.

Any step that fails (a region map with no four-colouring, no crop layout) restarts from step 1 with the
same generator, so the result depends on the seed alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rules.base import Rng
from rules.tiwanaku.board import BOARD_SIZES, TERRAINS, neighbours4, neighbours8
from rules.tiwanaku.solver import CropSolver

__all__ = ["REGION_COUNTS", "Puzzle", "generate"]

#: How many regions a generated board has, per size (the printed boards' range).
REGION_COUNTS: dict[str, tuple[int, int]] = {"short": (6, 8), "long": (10, 14)}

# Region target sizes are drawn with these weights. Big regions dominate because every 2×2 block needs
# four different crops (T-5), which small regions cannot supply; tuned for the share of region maps that
# admit a crop layout, measured with bench/tiwanaku.py.
_SIZE_WEIGHTS: tuple[tuple[int, int], ...] = ((1, 1), (2, 1), (3, 2), (4, 4), (5, 10))

# Branchings allowed when drawing a random crop layout for a region map: most maps that have a layout
# yield one within a few dozen, while a hopeless map can take very long to refute; a fresh map is cheaper.
_LAYOUT_NODE_LIMIT = 60

# Branchings allowed for one uniqueness question while choosing the pre-revealed crops.
_PROOF_NODE_LIMIT = 1500


@dataclass(frozen=True)
class Puzzle:
    """One generated board: the full answer and which crops are shown at set-up (row-major tuples)."""

    width: int
    height: int
    terrain: tuple[str, ...]
    crop: tuple[int, ...]
    regions: tuple[tuple[int, ...], ...]
    revealed_crops: tuple[int, ...]


_SIZE_TOTAL = sum(weight for _, weight in _SIZE_WEIGHTS)


def _draw_size(rng: Rng) -> int:
    pick = rng.randbelow(_SIZE_TOTAL)
    for size, weight in _SIZE_WEIGHTS:
        if pick < weight:
            return size
        pick -= weight
    return _SIZE_WEIGHTS[-1][0]


def _partition(width: int, height: int, rng: Rng) -> list[list[int]]:
    """Grow regions one by one from random unassigned spaces, each towards a random target size."""
    steps = neighbours4(width, height)
    owner = [-1] * (width * height)
    regions: list[list[int]] = []
    for start in rng.shuffled(range(width * height)):
        if owner[start] >= 0:
            continue
        number = len(regions)
        region = [start]
        owner[start] = number
        target = _draw_size(rng)
        # The free spaces next to the region, kept up to date as it grows (only this region claims
        # spaces while it grows, so none of them is taken behind its back); drawn from in sorted order.
        frontier = {there for there in steps[start] if owner[there] < 0}
        while len(region) < target and frontier:
            chosen = rng.choice(sorted(frontier))
            owner[chosen] = number
            region.append(chosen)
            frontier.discard(chosen)
            frontier.update(there for there in steps[chosen] if owner[there] < 0)
        regions.append(sorted(region))
    return regions


def _blocks_can_hold_crops(width: int, height: int, regions: list[list[int]]) -> bool:
    """A quick necessary test for T-5: every 2×2 block needs four different crops.

    A space of a region of size n can only hold crops 1..n, so the block's region sizes, sorted, must
    be at least 1, 2, 3, 4 (Hall's condition for nested choices). Most hopeless region maps fail here,
    long before the solver would prove it.
    """
    size = [0] * (width * height)
    for region in regions:
        for cell in region:
            size[cell] = len(region)
    for row in range(height - 1):
        for column in range(width - 1):
            top_left = row * width + column
            sizes = sorted((size[top_left], size[top_left + 1],
                            size[top_left + width], size[top_left + width + 1]))
            if sizes[1] < 2 or sizes[2] < 3 or sizes[3] < 4:
                return False
    return True


def _colour(width: int, height: int, regions: list[list[int]], rng: Rng) -> list[int] | None:
    """A terrain index per region; touching regions (even diagonally) differ. None if none found.

    Big regions are coloured first and each takes, among the terrains its neighbours leave free, the one
    with the fewest spaces so far (ties broken at random), so the four terrains cover similar areas. The
    result is rejected when one terrain covers less than half its fair share of the board.
    """
    around = neighbours8(width, height)
    owner = [0] * (width * height)
    for number, region in enumerate(regions):
        for cell in region:
            owner[cell] = number
    touching = [sorted({owner[there] for here in region for there in around[here]} - {number})
                for number, region in enumerate(regions)]
    tie_breaks = [rng.randbelow(1 << 30) for _ in regions]
    order = sorted(range(len(regions)),
                   key=lambda number: (-len(regions[number]), -len(touching[number]), tie_breaks[number]))
    colours = [-1] * len(regions)
    area = [0] * len(TERRAINS)
    budget = [2000]  # backtracking steps before giving up on this region map

    def place(position: int) -> bool:
        if position == len(order):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        number = order[position]
        used = {colours[other] for other in touching[number]}
        shuffled = rng.shuffled(range(len(TERRAINS)))
        for colour in sorted(shuffled, key=lambda colour: area[colour]):
            if colour not in used:
                colours[number] = colour
                area[colour] += len(regions[number])
                if place(position + 1):
                    return True
                area[colour] -= len(regions[number])
        colours[number] = -1
        return False

    if not place(0):
        return None
    if min(area) * len(TERRAINS) * 2 < width * height:
        return None
    return colours


def _minimal_reveals(solver: CropSolver, crop: tuple[int, ...], rng: Rng) -> tuple[int, ...] | None:
    """A minimal set of spaces whose crops make ``crop`` the only layout (T-7, T-8 rulings).

    None when a uniqueness question needs more than ``_PROOF_NODE_LIMIT`` branchings: such a board is
    dropped, which keeps generation fast and keeps the puzzles ones a player can reason through.
    """
    givens: list[int | None] = [None] * len(crop)
    revealed: list[int] = []
    while True:
        layouts = solver.solutions(givens, 2, node_limit=_PROOF_NODE_LIMIT)
        if solver.cut_short:
            return None
        others = [layout for layout in layouts if layout != crop]
        if not others:
            break
        differing = [cell for cell, value in enumerate(others[0]) if value != crop[cell]]
        # Reveal where the most crops are still possible: it settles the most (fewer reveals overall).
        domains = solver.candidates(givens)
        if domains is not None:
            widest = max(bin(domains[cell]).count("1") for cell in differing)
            differing = [cell for cell in differing if bin(domains[cell]).count("1") == widest]
        cell = rng.choice(differing)
        givens[cell] = crop[cell]
        revealed.append(cell)
    # Drop what is not needed: an early reveal may be implied by later ones.
    for cell in rng.shuffled(revealed):
        givens[cell] = None
        still_unique = len(solver.solutions(givens, 2, node_limit=_PROOF_NODE_LIMIT)) == 1
        if solver.cut_short or not still_unique:
            givens[cell] = crop[cell]
    return tuple(sorted(cell for cell, value in enumerate(givens) if value is not None))


@lru_cache(maxsize=256)
def generate(size: str, seed: int) -> Puzzle:
    """The board of a game of the given size ("short" or "long") and seed; same seed, same board.

    Remembered for the last boards asked for: a ``Puzzle`` is an immutable value of its arguments alone,
    and the same game is set up again and again (a stored game replayed from its log, a rematch of the
    same seed, the tests' seeded games), while drawing one costs tens of milliseconds."""
    width, height = BOARD_SIZES[size]
    low, high = REGION_COUNTS[size]
    rng = Rng.from_seed(seed)
    while True:
        regions = _partition(width, height, rng)
        if not low <= len(regions) <= high or not _blocks_can_hold_crops(width, height, regions):
            continue
        solver = CropSolver(width, height, regions)
        layouts = solver.solutions([None] * (width * height), 1, rng, node_limit=_LAYOUT_NODE_LIMIT)
        if not layouts:
            continue
        colours = _colour(width, height, regions, rng)
        if colours is None:
            continue
        crop = layouts[0]
        terrain = [""] * (width * height)
        for number, region in enumerate(regions):
            for cell in region:
                terrain[cell] = TERRAINS[colours[number]]
        revealed = _minimal_reveals(solver, crop, rng)
        if revealed is None:
            continue
        return Puzzle(width, height, tuple(terrain), crop,
                      tuple(tuple(region) for region in sorted(regions)), revealed)
