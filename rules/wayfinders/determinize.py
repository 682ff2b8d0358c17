"""Wayfinders: a full state consistent with one seat's view (issue 13), for the computer players' search.

Nothing in Wayfinders is secret from a seat but face-down tiles (exploration variant, W-22/W-23) and the
generator's position (which decides future bag draws). Everything public is read back from the view; each
face-down cell gets a tile drawn at random among the tiles of the same back colour that are not face up
anywhere, and the generator gets a fresh random position. The bag is not in the view as counts, but it is
the resources that are nowhere else (supplies and hangar columns), since spent resources go back to it.
"""

from __future__ import annotations

from rules.base import Rng
from rules.wayfinders.engine import KINDS, RESOURCES_PER_KIND, RULES_VERSION
from rules.wayfinders.state import GRID, HOME_CELL, LastTurn, Phase, WayfindersState
from rules.wayfinders.tiles import HOME, RESOURCES, TILES

__all__ = ["determinize"]

_KIND = {name: index for index, name in enumerate(RESOURCES)}


def _cell(name: str) -> int:
    return (int(name[1:]) - 1) * GRID + "ABCDE".index(name[0])


def determinize(view: dict, rng: Rng) -> WayfindersState:
    if view.get("game") != "wayfinders":
        raise ValueError("This is not a Wayfinders view.")
    if view["over"]:
        raise ValueError("The game is over: there is nothing to decide.")
    grid = view["grid"]
    face_up = tuple(bool(cell["face_up"]) for cell in grid)
    seen = {cell["tile"]["id"] for cell in grid if cell["tile"] is not None}
    cells: list[str] = []
    pools: dict[str, list[str]] = {}
    for index, cell in enumerate(grid):
        if index == HOME_CELL or cell["home"]:
            cells.append(HOME)
        elif cell["tile"] is not None:
            cells.append(cell["tile"]["id"])
        else:
            back = cell["back"]
            if back not in pools:
                pools[back] = rng.shuffled(t.id for t in TILES if t.back == back and t.id not in seen)
            cells.append(pools[back].pop())
    info = view["player_info"]
    supplies = tuple(tuple(p["supply"][name] for name in RESOURCES) for p in info)
    hangars = tuple(tuple(_KIND[name] for name in h["column"]) for h in view["hangars"])
    workers = tuple(tuple(h["workers"]) for h in view["hangars"])
    left = [RESOURCES_PER_KIND] * KINDS
    for supply in supplies:
        for kind, amount in enumerate(supply):
            left[kind] -= amount
    for column in hangars:
        for kind in column:
            left[kind] -= 1
    turn_order = tuple(view["turn_order"])
    to_play = view["to_play"]
    last = view["last_turn"]
    current = view["current_turn"]
    return WayfindersState(
        players=view["players"],
        setup_mix=view["setup"],
        exploration=bool(view["exploration"]),
        rng=Rng.from_seed(rng.next_u64()).state,
        turn_order=turn_order,
        cells=tuple(cells),
        face_up=face_up,
        airstrips=tuple(tuple(cell["airstrips"]) for cell in grid),
        planes=tuple(_cell(p["plane"]) for p in info),
        supplies=supplies,
        hangars=hangars,
        workers=workers,
        bag=tuple(left),
        rules_version=RULES_VERSION,
        current=turn_order.index(to_play),
        phase=Phase(view["phase"]),
        turns=view["turn"],
        final_round=bool(view["final_round"]),
        turn_cells=tuple(_cell(c) for c in current["cells"]),
        turn_built=tuple(_cell(c) for c in current["built"]),
        turn_hangars=tuple(h - 1 for h in current["hangars"]),
        last_turn=LastTurn(
            seat=-1 if last["seat"] is None else last["seat"],
            cells=tuple(_cell(c) for c in last["cells"]),
            built=tuple(_cell(c) for c in last["built"]),
            hangars=tuple(h - 1 for h in last["hangars"]),
        ),
    )
