"""A simple greedy Wayfinders player, for balance checks (tile build rates) and as a computer opponent.

Each decision looks one build ahead: the most valuable island it can reach and pay for now (the points
the airstrip adds to its running score, plus resources drawn or a permanent power, minus half a point per
paid entry on the way). It returns its workers as soon as that would allow a build (unless a much better
island is worth saving up for), otherwise places a worker where the next resource it would collect is one
its favourite target needs. No search beyond that.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from rules.base import Engine
from rules.wayfinders.engine import (
    airstrips_left,
    apply_action,
    entry_cost,
    free_flight_colours,
    legal_actions,
    payment_options,
    step_target,
    tile_at,
    wild_colours,
    workers_available,
)
from rules.wayfinders.scoring import board_points, cell_tiles
from rules.wayfinders.state import (
    DIRECTIONS,
    GRID,
    Build,
    EndMovement,
    Fly,
    Keep,
    Phase,
    PlaceWorker,
    ReturnWorkers,
    WayfindersAction,
    WayfindersState,
)
from rules.wayfinders.tiles import Tile

__all__ = ["GreedyPlayer", "can_pay"]

#: Points-equivalent of a permanent power when choosing where to build (the tiles' balancing rule).
PERMANENT_POWER_VALUE = 1.5
ENTRY_PENALTY = 0.5
#: How much better (in points-equivalents) an unaffordable island must be to keep collecting for it.
SAVE_MARGIN = 3.0
#: A turn's flight never wanders longer than this many steps (guards against dithering).
MAX_STEPS_PER_TURN = 12


def can_pay(supply: tuple[int, ...], cost: list[int], wild: frozenset[int]) -> bool:
    """Whether ``cost`` can be paid: exact matches first, then one wild or two of a kind per item."""
    left = list(supply)
    unmatched = 0
    for kind in cost:
        if left[kind] > 0:
            left[kind] -= 1
        else:
            unmatched += 1
    if not unmatched:
        return True  # the cover is never negative: no need to count it (the common case in a playout)
    cover = 0
    for kind, count in enumerate(left):
        cover += count if kind in wild else count // 2
    return unmatched <= cover


#: Per cell, the (direction, cell) of each step that stays on the board, in ``DIRECTIONS`` order.
_STEPS: tuple[tuple[tuple[str, int], ...], ...] = tuple(
    tuple((direction, nxt) for direction in DIRECTIONS if (nxt := step_target(cell, direction)) is not None)
    for cell in range(GRID * GRID)
)


@dataclass(frozen=True)
class Target:
    cell: int
    first_step: str | None  # direction of the first step; None when already there
    net_value: float
    needs: tuple[int, ...]  # every resource kind the flight and the build ask for


def _routes(state: WayfindersState, seat: int,
            tiles: tuple[Tile | None, ...] | None = None) -> dict[int, tuple[tuple[int, ...], str | None]]:
    """Cheapest route to every face-up cell: fewest paid entries, then fewest steps.

    Returns (kinds paid, first direction). Counting steps too matters: among equally cheap routes the
    plane always takes a shortest one, so each step brings it closer and a plan never flips back.
    ``tiles``: ``cell_tiles`` of the board, when the caller has it.
    """
    start = state.planes[seat]
    free = free_flight_colours(state, seat)
    if tiles is None:
        tiles = cell_tiles(state.cells)
    # What entering each cell costs, once per search (W-11, as ``_entry_cost``; issue 31: this runs in
    # every step of the hard player's playouts), and None where the cell is face down.
    airstrips = state.airstrips
    costs = [(() if tile is None or strips or tile.colour in free else (tile.colour,)) if up else None
             for tile, strips, up in zip(tiles, airstrips, state.face_up, strict=True)]
    best: dict[int, tuple[tuple[int, ...], str | None]] = {start: ((), None)}
    distance: dict[int, tuple[int, int]] = {start: (0, 0)}
    queue: list[tuple[int, int, int]] = [(0, 0, start)]
    while queue:
        paid_count, steps, here = heapq.heappop(queue)
        if (paid_count, steps) != distance[here]:
            continue
        paid, first = best[here]
        for direction, nxt in _STEPS[here]:
            cost = costs[nxt]
            if cost is None:
                continue
            kinds = paid + cost
            key = (len(kinds), steps + 1)
            if nxt not in distance or key < distance[nxt]:
                distance[nxt] = key
                best[nxt] = (kinds, first or direction)
                heapq.heappush(queue, (key[0], key[1], nxt))
    return best


def _build_gain(state: WayfindersState, seat: int, cell: int, mine: frozenset[int] | None = None,
                before: int | None = None) -> float:
    """What building on ``cell`` is worth to ``seat``: the running score it adds, plus the tile's
    effect in points-equivalents. ``mine`` (the seat's airstrip cells) and ``before`` (their
    ``board_points`` total) when the caller has them: a build changes only that part of the score."""
    tile = tile_at(state, cell)
    if tile is None:
        return 0.0
    tiles = cell_tiles(state.cells)
    if mine is None:
        mine = frozenset(c for c, seats in enumerate(state.airstrips) if seat in seats)
    if before is None:
        before = sum(board_points(tiles, state.airstrips, mine))
    strips = state.airstrips[:cell] + (state.airstrips[cell] + (seat,),) + state.airstrips[cell + 1:]
    after = sum(board_points(tiles, strips, mine | {cell}))
    gain = float(after - before)
    if tile.kind == "score":
        # A scoring island usually gains about one more unit before the end: count it now.
        gain += tile.amount
    elif tile.kind == "draw":
        gain += tile.amount
    elif tile.kind == "free_flight" and tile.colour in free_flight_colours(state, seat):
        gain += 0.0
    elif tile.kind in ("keep", "free_flight", "wild"):
        gain += PERMANENT_POWER_VALUE
    return gain


#: Most ``best_target`` answers kept (see there); about 1 kB each.
TARGET_CACHE_SIZE = 20_000
_targets: dict[tuple, Target | None] = {}


def best_target(state: WayfindersState, seat: int, *, affordable_only: bool = True) -> Target | None:
    """The island ``seat`` would build on next (only one it can pay for now, unless ``affordable_only``
    is off), or None.

    The answer depends only on the fields in the key below, and a hard player's playouts ask it for
    the same position again and again (the same opening moves after each sampled state; both
    ``_choose_action`` calls on one position), so answers are remembered: a bounded memo, emptied
    when full (issue 31: this was most of a Wayfinders decision's time)."""
    key = (seat, affordable_only, state.planes[seat], state.supplies[seat], state.cells, state.face_up,
           state.airstrips)
    try:
        return _targets[key]
    except KeyError:
        pass
    except TypeError:  # a hand-built state with a list somewhere: answer without remembering
        return _best_target(state, seat, affordable_only)
    if len(_targets) >= TARGET_CACHE_SIZE:
        _targets.clear()
    target = _targets[key] = _best_target(state, seat, affordable_only)
    return target


def _best_target(state: WayfindersState, seat: int, affordable_only: bool) -> Target | None:
    if airstrips_left(state, seat) == 0:
        return None
    supply = state.supplies[seat]
    wild = wild_colours(state, seat)
    best: Target | None = None
    tiles = cell_tiles(state.cells)
    mine = frozenset(c for c, seats in enumerate(state.airstrips) if seat in seats)
    before = sum(board_points(tiles, state.airstrips, mine))
    for cell, (paid, first) in _routes(state, seat, tiles=tiles).items():
        tile = tiles[cell]
        if tile is None or cell in mine:
            continue
        needs = sorted(paid + tile.cost)
        if affordable_only and not can_pay(supply, needs, wild):
            continue
        net = _build_gain(state, seat, cell, mine, before) - ENTRY_PENALTY * len(paid)
        # Ties go to the lowest cell, whatever the plane's position, so the plan never flips back.
        if net > 0 and (best is None or net > best.net_value or (net == best.net_value and cell < best.cell)):
            best = Target(cell, first, net, tuple(needs))
    return best


class GreedyPlayer:
    """One-build-ahead greedy play; deterministic (no randomness needed)."""

    def choose(self, game: Engine, state: WayfindersState) -> WayfindersAction:
        seat = state.seat_to_play
        if state.phase is Phase.ACTION:
            return self._choose_action(state, seat)
        if state.phase is Phase.KEEP:
            return self._choose_keep(state, seat)
        return self._choose_flight(state, seat)

    def _choose_action(self, state: WayfindersState, seat: int) -> WayfindersAction:
        if workers_available(state, seat) == 0:
            return ReturnWorkers()
        # Collecting is deterministic (no draw happens), so the position after it can be looked at.
        collected = apply_action(state, ReturnWorkers())
        ready = best_target(collected, seat)
        wish = best_target(state, seat, affordable_only=False)
        # Return when a build is possible, unless a clearly better island is worth saving up for
        # (resources wait safely in the hangars; only 3 can be kept in hand).
        saving = (wish is not None and ready is not None and wish.net_value >= ready.net_value + SAVE_MARGIN
                  and workers_available(state, seat) > 1 and not state.final_round)
        if ready is not None and not saving:
            return ReturnWorkers()
        wanted = set(wish.needs) if wish is not None else set()
        best_hangar = 0
        best_score = 0.0
        for index, column in enumerate(state.hangars):
            mine = state.workers[index].count(seat)
            if mine >= 3 or mine >= len(column):
                continue
            kind = column[mine]
            score = (2.0 if kind in wanted else 1.0) - 0.01 * index
            if score > best_score:
                best_hangar, best_score = index + 1, score
        if best_hangar:
            return PlaceWorker(best_hangar)
        return ReturnWorkers()

    def _choose_flight(self, state: WayfindersState, seat: int) -> WayfindersAction:
        if len(state.turn_cells) > MAX_STEPS_PER_TURN:
            return EndMovement()
        target = best_target(state, seat)
        if target is None:
            return EndMovement()
        wild = wild_colours(state, seat)
        supply = state.supplies[seat]
        if target.first_step is None:
            tile = tile_at(state, target.cell)
            if tile is not None:
                options = payment_options(supply, tile.cost, wild)
                if options:
                    return Build(options[0])
            return EndMovement()
        nxt = step_target(state.planes[seat], target.first_step)
        cost = entry_cost(state, seat, nxt) if nxt is not None else ()
        if not cost:
            return Fly(target.first_step, (0,) * len(supply))
        options = payment_options(supply, cost, wild)
        return Fly(target.first_step, options[0]) if options else EndMovement()

    def _choose_keep(self, state: WayfindersState, seat: int) -> WayfindersAction:
        wish = best_target(state, seat, affordable_only=False)
        wanted = list(wish.needs) if wish is not None else []
        options = [a for a in legal_actions(state) if isinstance(a, Keep)]

        def usefulness(action: Keep) -> int:
            left = list(action.kept)
            hits = 0
            for kind in wanted:
                if left[kind] > 0:
                    left[kind] -= 1
                    hits += 1
            return hits

        return max(options, key=usefulness)

