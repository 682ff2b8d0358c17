"""What each Tiwanaku seat sees: the observer part (``rules.base.Observer``) of Tiwanaku's game spec.

``view`` shows the discovered terrain and the crops shown, never the hidden valley; ``determinize``
samples a valley consistent with it for the computer players (``determinize.py``).
"""

from __future__ import annotations

from rules.base import Rng
from rules.tiwanaku.board import TERRAINS
from rules.tiwanaku.determinize import determinize
from rules.tiwanaku.engine import (
    LADDER,
    RULES_VERSION,
    SEAT_COLOURS,
    SEAT_MARKS,
    TRACK_TOP,
    TiwanakuEngine,
    ladder_grade,
)
from rules.tiwanaku.state import OVER, TiwanakuState

__all__ = ["TiwanakuObserver", "tiles_left"]


def tiles_left(state: TiwanakuState) -> dict[str, int]:
    """Per terrain, the tiles not yet discovered (T-8 ruling: the counts are public from the start)."""
    return {name: state.terrain.count(name) - sum(1 for cell, flag in enumerate(state.discovered)
                                                  if flag and state.terrain[cell] == name)
             for name in TERRAINS}


class TiwanakuObserver:
    """Tiwanaku's views over ``engine``'s states (one instance in ``SPEC``)."""

    def __init__(self, engine: TiwanakuEngine) -> None:
        self.engine = engine

    def _public_terrain(self, state: TiwanakuState, cell: int) -> str | None:
        return state.terrain[cell] if state.discovered[cell] else None

    def determinize(self, view: dict, rng: Rng) -> TiwanakuState:
        """A full state whose view for ``view["seat"]`` is ``view``, hidden parts sampled (issue 13)."""
        return determinize(view, rng, RULES_VERSION)

    def view(self, state: TiwanakuState, seat: int | None) -> dict:
        width, height = state.width, state.height
        rows = range(height)
        terrain_rows = [[self._public_terrain(state, r * width + c) for c in range(width)] for r in rows]
        crop_rows = [[state.crop[r * width + c] if state.crop_shown[r * width + c] else None
                      for c in range(width)] for r in rows]
        # T-8 ruling: the number of tiles of each terrain is public from the start.
        totals = {name: state.terrain.count(name) for name in TERRAINS}
        name = self.engine._name
        players = []
        for index, board in enumerate(state.boards):
            players.append({
                "colour": SEAT_COLOURS[index],
                "mark": SEAT_MARKS[index],
                "track": {terrain: board.track[number] for number, terrain in enumerate(TERRAINS)},
                "tokens": list(board.tokens),
                "pawns": [name(state, cell) for cell in board.pawns],
                "reserve": board.reserve,
                "score": board.score,
                "discovery_points": board.discovery_points,
                "divination_points": board.divination_points,
                "offering_points": board.offering_points,
            })
        over = state.phase == OVER
        result: dict = {
            "game": self.engine.id,
            "seat": seat,
            "players": state.players,
            "to_play": self.engine.to_play(state),
            "over": over,
            "scores": self.engine.scores(state),
            "turn": state.turn_count,
            "last_turn": self._last_turn(state),
            "private": None if seat is None else {},
            "mode": state.mode,
            "size": state.size,
            "width": width,
            "height": height,
            "terrains": list(TERRAINS),
            "terrain": terrain_rows,
            "crop": crop_rows,
            "tiles_total": totals,
            "tiles_left": tiles_left(state),
            "players_info": players,
            "phase": state.phase,
            "final_in": list(state.final_in),
            "track_top": TRACK_TOP,
            "winners": self.engine.winners(state),
        }
        if state.mode != "competitive":
            spaces = width * height
            team = self.engine.scores(state)[0]
            grade, grade_code = ladder_grade(team, spaces)
            # Grade codes (``tiwanaku-grade`` in the catalogs), not words: render names them per language.
            result["ladder"] = [{"grade": code, "points": per_space * spaces} for per_space, code in LADDER]
            result["team_score"] = team
            result["grade"] = {"number": grade, "code": grade_code}
        return result

    def _last_turn(self, state: TiwanakuState) -> dict | None:
        if state.last_seat < 0:
            return None
        name = self.engine._name
        return {
            "seat": state.last_seat,
            "from": name(state, state.last_from) if state.last_from >= 0 else None,
            "to": name(state, state.last_to) if state.last_to >= 0 else None,
            "cells": [name(state, cell) for cell in state.last_cells],
        }
