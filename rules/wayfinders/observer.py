"""What each Wayfinders seat sees: the observer part (``rules.base.Observer``) of its game spec.

Nothing of a seat is secret from the others (W-23); what ``view`` hides is the box's: a face-down tile
shows its back only, and the bag's order (the generator's position) never appears. ``determinize``
samples them back for the computer players (``determinize.py``).
"""

from __future__ import annotations

from rules.base import Rng
from rules.wayfinders.determinize import determinize
from rules.wayfinders.engine import (
    WayfindersEngine,
    airstrips_left,
    free_flight_colours,
    keep_limit,
    tile_at,
    wild_colours,
    workers_available,
)
from rules.wayfinders.presenter import SEAT_COLOURS
from rules.wayfinders.scoring import seat_score
from rules.wayfinders.state import GRID, Phase, WayfindersState, cell_name
from rules.wayfinders.tiles import COLOURS, HOME, RESOURCES, Tile

__all__ = ["WayfindersObserver"]


def _tile_view(tile: Tile) -> dict:
    return {
        "id": tile.id,
        "back": tile.back,
        "colour": tile.colour_name,
        "cost": [RESOURCES[r] for r in tile.cost],
        "points": tile.points,
        # The effect as codes (kind, family, amount, min_cost); the renderer words it per language.
        "kind": tile.kind,
        "family": tile.family,
        "amount": tile.amount,
        "min_cost": tile.min_cost,
    }


class WayfindersObserver:
    """Wayfinders' views over ``engine``'s states (one instance in ``SPEC``)."""

    def __init__(self, engine: WayfindersEngine) -> None:
        self.engine = engine

    def determinize(self, view: dict, rng: Rng) -> WayfindersState:
        """A full state whose view for ``view["seat"]`` is ``view``, hidden parts sampled (issue 13)."""
        return determinize(view, rng)

    def view(self, state: WayfindersState, seat: int | None) -> dict:
        scores = [seat_score(state, s) for s in range(state.players)]
        grid = []
        for cell in range(GRID * GRID):
            up = state.face_up[cell]
            tile = tile_at(state, cell)
            grid.append({
                "cell": cell_name(cell),
                "home": state.cells[cell] == HOME,
                "face_up": up,
                # The back colour shows on a face-down tile, as on the table; its face does not.
                "back": tile.back if tile is not None else None,
                # W-22/W-23: a face-down tile's identity is never in a view.
                "tile": _tile_view(tile) if tile is not None and up else None,
                "airstrips": list(state.airstrips[cell]),
            })
        players = []
        for s in range(state.players):
            score = scores[s]
            players.append({
                "seat": s,
                # The renderer names the pilot from the colour code ("wayfinders-seat-<colour>").
                "colour": SEAT_COLOURS[s],
                "order": state.turn_order.index(s) + 1,
                "supply": dict(zip(RESOURCES, state.supplies[s], strict=True)),
                "workers_available": workers_available(state, s),
                "workers_out": 5 - workers_available(state, s),
                "airstrips_left": airstrips_left(state, s),
                "plane": cell_name(state.planes[s]),
                "keep_limit": keep_limit(state, s),
                "wild": [RESOURCES[c] for c in sorted(wild_colours(state, s))],
                "free_flight": [COLOURS[c] for c in sorted(free_flight_colours(state, s))],
                "score": score.total,
                "score_parts": {"islands": score.islands, "scoring": score.scoring,
                                "resources": score.resources, "workers": score.workers},
            })
        over = state.phase is Phase.OVER
        return {
            "game": self.engine.id,
            "seat": seat,
            "players": state.players,
            "to_play": self.engine.to_play(state),
            "over": over,
            "scores": [score.total for score in scores],
            "winners": self.engine.winners(state),
            "turn": state.turns,
            "phase": state.phase.value,
            "final_round": state.final_round,
            "setup": state.setup_mix,
            "exploration": state.exploration,
            "turn_order": list(state.turn_order),
            "grid": grid,
            "hangars": [{"number": i + 1, "column": [RESOURCES[r] for r in column],
                         "workers": list(state.workers[i])} for i, column in enumerate(state.hangars)],
            "bag": sum(state.bag),
            "player_info": players,
            "current_turn": {"cells": [cell_name(c) for c in state.turn_cells],
                             "built": [cell_name(c) for c in state.turn_built],
                             "hangars": [h + 1 for h in state.turn_hangars]},
            "last_turn": {
                "seat": state.last_turn.seat if state.last_turn.seat >= 0 else None,
                "cells": [cell_name(c) for c in state.last_turn.cells],
                "built": [cell_name(c) for c in state.last_turn.built],
                "hangars": [h + 1 for h in state.last_turn.hangars],
            },
            # Nothing is secret from the other players in Wayfinders (W-23): the private part is empty.
            "private": None if seat is None else {},
        }
