"""Helpers for hand-built Wayfinders positions in tests: cells by name, resources by letters."""

from __future__ import annotations

from dataclasses import replace

from rules.wayfinders import GAME
from rules.wayfinders.state import Phase, WayfindersState, letters_to_counts
from rules.wayfinders.tiles import TILES_BY_ID


def cell(name: str) -> int:
    """"B3" -> cell index (columns A-E, rows 1-5)."""
    return (int(name[1]) - 1) * 5 + "ABCDE".index(name[0])


def res(letters: str) -> tuple[int, ...]:
    """"RRP" -> counts (B=Propeller, G=Parachute, R=Tire, Y=Headset, P=Compass)."""
    return letters_to_counts(letters)


def position(
    players: int = 2,
    *,
    tiles: dict[str, str] | None = None,
    airstrips: dict[str, tuple[int, ...]] | None = None,
    supplies: dict[int, str] | None = None,
    plane: str | None = None,
    phase: Phase = Phase.ACTION,
    seed: int = 7,
    options: dict[str, str] | None = None,
) -> WayfindersState:
    """A position where seat ``turn_order[0]`` is to play, with chosen tiles, airstrips and supplies.

    Resources moved into supplies are taken from the bag, so the 60 stay conserved.
    """
    state = GAME.setup(players, options or {}, seed)
    cells = list(state.cells)
    for name, tile_id in (tiles or {}).items():
        assert tile_id in TILES_BY_ID
        if tile_id in cells:  # keep every tile unique: swap it out of its old place
            cells[cells.index(tile_id)] = cells[cell(name)]
        cells[cell(name)] = tile_id
    strips = list(state.airstrips)
    for name, seats in (airstrips or {}).items():
        strips[cell(name)] = seats
    bag = list(state.bag)
    supply_list = list(state.supplies)
    for seat, letters in (supplies or {}).items():
        for kind, count in enumerate(supply_list[seat]):
            bag[kind] += count
        wanted = res(letters)
        for kind, count in enumerate(wanted):
            bag[kind] -= count
        assert min(bag) >= 0
        supply_list[seat] = wanted
    seat = state.turn_order[0]
    planes = list(state.planes)
    if plane is not None:
        planes[seat] = cell(plane)
    return replace(state, cells=tuple(cells), airstrips=tuple(strips), supplies=tuple(supply_list),
                   bag=tuple(bag), planes=tuple(planes), phase=phase)


def total_resources(state: WayfindersState) -> int:
    return sum(state.bag) + sum(map(sum, state.supplies)) + sum(len(c) for c in state.hangars)
