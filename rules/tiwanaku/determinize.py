"""Tiwanaku: a full board consistent with one seat's view (issue 13), for the computer players' search.

Hidden from every seat: the terrain of the undiscovered spaces and the crops not yet shown. A sample is
drawn the way the generator draws a board, under the view's constraints: regions of 1 to 5 spaces grown at
random (a known space's same-terrain neighbours join its region, a shown crop n needs n spaces), a terrain
per region such that touching regions differ even diagonally, known spaces keep theirs and every terrain
covers exactly its public tile count (T-8), then crops from the exact solver in a random order so T-4 and
T-5 hold with every shown crop kept. A draw that fails any step is thrown away and drawn again.

That strict draw often fails early in a game (exact tile counts are a tight constraint). After a few
dozen failures the sample falls back to a looser one: the undiscovered spaces get the tiles left by a
randomised backtracking search keeping regions at 5 spaces or fewer, crops come from the exact solver when
it finds a layout and otherwise keep T-4 only (each region holds 1..n once, shown crops kept). Such a board
agrees with everything the seat sees; it is only less like a printed one. Should even that fail, the
tiles left are dealt at random and hidden crops drawn freely: still the same view, a rough guess beyond.

Not in the view, so filled with a neutral value: the rules version (the current one), the number of whole
turns passed in a row (0), and the spaces the turn in progress has touched (used only for highlighting).
"""

from __future__ import annotations

from rules.base import Rng
from rules.tiwanaku.board import TERRAINS, neighbours4, neighbours8, parse_cell, regions_of
from rules.tiwanaku.generator import _blocks_can_hold_crops, _draw_size
from rules.tiwanaku.solver import CropSolver
from rules.tiwanaku.state import PlayerBoard, TiwanakuState

__all__ = ["determinize"]

#: Region maps drawn before giving up, and the crop solver's branchings per map.
_TRIES = 20
_CROP_NODE_LIMIT = 300
#: The fallback's terrain draws and its backtracking steps per draw.
_FALLBACK_TRIES = 6
_FILL_NODE_LIMIT = 150


def _partition(known: list[str | None], need: list[int], totals: dict[str, int], width: int, height: int,
               rng: Rng) -> list[list[int]] | None:
    """Regions of 1 to 5 spaces grown like the generator's, never mixing two known terrains.

    A region takes at once every known neighbour of its own terrain (they must be one region), and a
    space showing crop n needs a region of n spaces or more.
    """
    steps = neighbours4(width, height)
    around = neighbours8(width, height)
    owner = [-1] * (width * height)
    regions: list[list[int]] = []
    room = dict(totals)  # spaces each terrain can still cover
    for start in rng.shuffled(range(width * height)):
        if owner[start] >= 0:
            continue
        number = len(regions)
        region = [start]
        owner[start] = number
        kind = known[start]
        target = max(_draw_size(rng), need[start])
        while True:
            forced = sorted({there for here in region for there in steps[here]
                             if owner[there] < 0 and kind is not None and known[there] == kind})
            if not forced and kind is not None:
                # A known space of this terrain touching diagonally must join too (regions of one
                # terrain never touch): take a free space between them first.
                for here in region:
                    for there in around[here]:
                        if known[there] != kind or there in steps[here] or owner[there] == number:
                            continue
                        if owner[there] >= 0:
                            return None
                        forced = sorted(set(steps[here]) & set(steps[there]))
                        forced = [c for c in forced if owner[c] < 0 and known[c] in (None, kind)]
                        if not forced:
                            return None
                        break
                    if forced:
                        break
            if forced:
                chosen = forced[0]
            elif len(region) >= target or (kind is not None and len(region) >= room[kind]):
                break
            else:
                frontier = sorted({there for here in region for there in steps[here]
                                   if owner[there] < 0 and (known[there] is None if kind is not None
                                                            else known[there] is None
                                                            or len(region) < room[known[there]])})
                if not frontier:
                    break
                chosen = rng.choice(frontier)
            owner[chosen] = number
            region.append(chosen)
            kind = kind or known[chosen]
            target = max(target, need[chosen])
            if len(region) > 5:
                return None
        if len(region) < max(need[cell] for cell in region):
            return None
        if kind is not None:
            room[kind] -= len(region)
            if room[kind] < 0:
                return None
        regions.append(sorted(region))
    return regions


def _colour(regions: list[list[int]], known: list[str | None], totals: dict[str, int], width: int,
            height: int, rng: Rng) -> list[str] | None:
    """A terrain per region: known spaces keep theirs, touching regions (even diagonally) differ, and
    every terrain covers exactly its number of tiles."""
    around = neighbours8(width, height)
    owner = [0] * (width * height)
    for number, region in enumerate(regions):
        for cell in region:
            owner[cell] = number
    touching = [{owner[there] for here in region for there in around[here]} - {number}
                for number, region in enumerate(regions)]
    colours: list[str | None] = [None] * len(regions)
    left = dict(totals)
    free: list[int] = []
    for number, region in enumerate(regions):
        kinds = {known[cell] for cell in region} - {None}
        if kinds:
            (kind,) = kinds
            colours[number] = kind
            left[kind] -= len(region)
        else:
            free.append(number)
    if any(n < 0 for n in left.values()):
        return None
    for number, kind in enumerate(colours):
        if kind is not None and any(colours[other] == kind for other in touching[number]):
            return None
    free.sort(key=lambda number: -len(regions[number]))
    budget = [5000]

    def place(position: int) -> bool:
        if position == len(free):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        number = free[position]
        used = {colours[other] for other in touching[number]}
        for kind in rng.shuffled(TERRAINS):
            if kind not in used and left[kind] >= len(regions[number]):
                colours[number] = kind
                left[kind] -= len(regions[number])
                if place(position + 1):
                    return True
                left[kind] += len(regions[number])
        colours[number] = None
        return False

    if not place(0):
        return None
    terrain = [""] * (width * height)
    for number, region in enumerate(regions):
        for cell in region:
            terrain[cell] = colours[number]  # type: ignore[assignment]
    return terrain


def _component_ok(terrain: list[str | None], cell: int, steps: tuple[tuple[int, ...], ...],
                  givens: list[int | None]) -> bool:
    """The region growing around ``cell`` has at most 5 spaces and no shown crop twice, and once closed
    (no undiscovered space left next to it) it is as large as the largest crop it shows."""
    kind = terrain[cell]
    seen = {cell}
    stack = [cell]
    shown: set[int] = set()
    open_ = False
    while stack:
        here = stack.pop()
        value = givens[here]
        if value is not None:
            if value in shown:
                return False
            shown.add(value)
        for there in steps[here]:
            other = terrain[there]
            if other is None:
                open_ = True
            elif there not in seen and other == kind:
                seen.add(there)
                stack.append(there)
                if len(seen) > 5:
                    return False
    return open_ or not shown or max(shown) <= len(seen)


def _placement_ok(terrain: list[str | None], cell: int, steps: tuple[tuple[int, ...], ...],
                  givens: list[int | None], closed: dict[int, bool]) -> bool:
    """``cell``'s new terrain keeps its region right, and every neighbouring region of another terrain
    it closes is large enough for its shown crops: a dead end is cut at once, not after the whole board
    is filled (the search then finds a board within its step limit far more often).

    ``closed``: the neighbours' answers so far for this space (the caller's, kept while it tries one
    terrain after another there): a neighbour's region sees ``cell`` only as a space of another terrain,
    whichever it is, so its answer is the same for every terrain tried but its own."""
    if not _component_ok(terrain, cell, steps, givens):
        return False
    kind = terrain[cell]
    for there in steps[cell]:
        other = terrain[there]
        if other is None or other == kind:
            continue
        ok = closed.get(there)
        if ok is None:
            ok = closed[there] = _component_ok(terrain, there, steps, givens)
        if not ok:
            return False
    return True


def _weighted_order(left: dict[str, int], rng: Rng) -> list[str]:
    """The terrains with tiles left, in a random order where a terrain comes early in proportion to its
    tiles left: the fill spends the piles evenly, so the last spaces are not left with one terrain that
    cannot fit (regions over 5 spaces), the dead end that made most fills fail."""
    pool = [(kind, left[kind]) for kind in TERRAINS if left[kind] > 0]
    order = []
    while pool:
        pick = rng.randbelow(sum(weight for _, weight in pool))
        for index, (kind, weight) in enumerate(pool):
            if pick < weight:
                order.append(kind)
                del pool[index]
                break
            pick -= weight
    return order


def _regions_hold_shown(terrain: list[str], givens: list[int | None], width: int, height: int) -> bool:
    return all(givens[cell] is None or givens[cell] <= len(region)  # type: ignore[operator]
               for region in regions_of(terrain, width, height) for cell in region)


def _fill_terrain(known: list[str | None], givens: list[int | None], totals: dict[str, int], width: int,
                  height: int, rng: Rng) -> list[str] | None:
    """The fallback: the tiles left dealt to the undiscovered spaces by a randomised backtracking search
    that keeps every region at 5 spaces or fewer."""
    steps = neighbours4(width, height)
    left = dict(totals)
    for kind in known:
        if kind is not None:
            left[kind] -= 1
    terrain = list(known)
    empty = [cell for cell, kind in enumerate(known) if kind is None]
    nodes = [_FILL_NODE_LIMIT]

    def place(index: int) -> bool:
        if index == len(empty):
            return _regions_hold_shown(terrain, givens, width, height)  # type: ignore[arg-type]
        nodes[0] -= 1
        if nodes[0] < 0:
            return False
        cell = empty[index]
        closed: dict[int, bool] = {}
        for kind in _weighted_order(left, rng):
            terrain[cell] = kind
            if _placement_ok(terrain, cell, steps, givens, closed):
                left[kind] -= 1
                if place(index + 1):
                    return True
                left[kind] += 1
            terrain[cell] = None
        return False

    if any(n < 0 for n in left.values()) or sum(left.values()) != len(empty):
        raise ValueError("The view's terrain tiles do not add up.")
    return terrain if place(0) else None  # type: ignore[return-value]


def _relaxed_crops(regions: tuple[tuple[int, ...], ...], givens: list[int | None],
                   rng: Rng) -> tuple[int, ...] | None:
    """Crops keeping T-4 only (each region holds 1..n once): the shown ones kept, the rest shuffled."""
    crop = [0] * len(givens)
    for region in regions:
        shown = [givens[cell] for cell in region if givens[cell] is not None]
        if len(set(shown)) != len(shown) or any(value > len(region) for value in shown):  # type: ignore[operator]
            return None
        free = rng.shuffled(v for v in range(1, len(region) + 1) if v not in shown)
        for cell in region:
            crop[cell] = givens[cell] if givens[cell] is not None else free.pop()  # type: ignore[assignment]
    return tuple(crop)


def sample_board(terrain_rows: list, crop_rows: list, totals: dict[str, int], width: int, height: int,
                 rng: Rng) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """A terrain and crop layout agreeing with the known spaces and the public tile counts."""
    known = [terrain_rows[r][c] for r in range(height) for c in range(width)]
    givens = [crop_rows[r][c] for r in range(height) for c in range(width)]
    need = [value or 1 for value in givens]
    for _ in range(_TRIES):
        regions = _partition(known, need, totals, width, height, rng)
        if regions is None or not _blocks_can_hold_crops(width, height, regions):
            continue
        terrain = _colour(regions, known, totals, width, height, rng)
        if terrain is None:
            continue
        layouts = CropSolver(width, height, regions).solutions(givens, 1, rng, node_limit=_CROP_NODE_LIMIT)
        if layouts:
            return tuple(terrain), layouts[0]
    for _ in range(_FALLBACK_TRIES):
        filled = _fill_terrain(known, givens, totals, width, height, rng)
        if filled is None:
            continue
        regions = regions_of(filled, width, height)
        layouts = CropSolver(width, height, regions).solutions(givens, 1, rng, node_limit=_CROP_NODE_LIMIT)
        crop = layouts[0] if layouts else _relaxed_crops(regions, givens, rng)
        if crop is not None:
            return tuple(filled), crop
    # Last resort, always possible: the tiles left dealt at random and any crop under the hidden ones.
    left = dict(totals)
    for kind in known:
        if kind is not None:
            left[kind] -= 1
    if any(n < 0 for n in left.values()) or sum(left.values()) != known.count(None):
        raise ValueError("The view's terrain tiles do not add up.")
    pile = rng.shuffled(kind for kind in TERRAINS for _ in range(left[kind]))
    terrain = tuple(kind if kind is not None else pile.pop() for kind in known)
    crop = tuple(value if value is not None else 1 + rng.randbelow(5) for value in givens)
    return terrain, crop


def determinize(view: dict, rng: Rng, rules_version: int) -> TiwanakuState:
    if view.get("game") != "tiwanaku":
        raise ValueError("This is not a Tiwanaku view.")
    if view["over"]:
        raise ValueError("The game is over: there is nothing to decide.")
    width, height = view["width"], view["height"]
    terrain, crop = sample_board(view["terrain"], view["crop"], view["tiles_total"], width, height, rng)
    discovered = tuple(view["terrain"][r][c] is not None for r in range(height) for c in range(width))
    shown = tuple(view["crop"][r][c] is not None for r in range(height) for c in range(width))

    def cell(name: str) -> int:
        return parse_cell(name, width, height)

    boards = tuple(
        PlayerBoard(
            track=tuple(p["track"][kind] for kind in TERRAINS),  # type: ignore[arg-type]
            tokens=tuple(p["tokens"]),
            pawns=tuple(sorted(cell(name) for name in p["pawns"])),
            reserve=p["reserve"],
            discovery_points=p["discovery_points"],
            divination_points=p["divination_points"],
            offering_points=p["offering_points"],
        )
        for p in view["players_info"]
    )
    last = view["last_turn"]
    return TiwanakuState(
        size=view["size"], mode=view["mode"], seed=0, width=width, height=height,
        terrain=terrain, crop=crop, discovered=discovered, crop_shown=shown, boards=boards,
        current=view["to_play"], phase=view["phase"], rules_version=rules_version,
        final_in=tuple(view["final_in"]), passes_in_row=0, turn_count=view["turn"],
        last_seat=-1 if last is None else last["seat"],
        last_from=-1 if last is None or last["from"] is None else cell(last["from"]),
        last_to=-1 if last is None or last["to"] is None else cell(last["to"]),
        last_cells=() if last is None else tuple(cell(name) for name in last["cells"]),
    )
