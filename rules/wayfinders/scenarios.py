"""The seeded games Wayfinders gives the generic checks (``rules.base.Scenarios``): plain data, and the
one function that changes a position's hidden information for its decoys.

The golden lists must keep their order: ``golden/*.json`` hold one record per game in it.
"""

from __future__ import annotations

import dataclasses

from rules.base import BoardScenario, Decoy, Scenario, Scenarios, Words
from rules.wayfinders.engine import tile_at
from rules.wayfinders.state import WayfindersState

__all__ = ["SCENARIOS"]

_MIXES = ("standard", "random24", "balanced", "scoring", "permanent", "resources")
#: Golden games per player count for the engine speed-ups of issue 17.
_ENGINE_GOLDEN_GAMES = 70


def _engine_golden() -> tuple[Scenario, ...]:
    cases = []
    for players in range(2, 5):
        for n in range(_ENGINE_GOLDEN_GAMES):
            options = {"setup": _MIXES[n % 6], "exploration": "on" if n % 4 == 0 else "off"}
            if n % 5 == 0:
                options["order"] = "joined"
            cases.append(Scenario(players, options, 1000 + 100 * players + n, 1))
    return tuple(cases)


def _rules_v1_golden() -> tuple[Scenario, ...]:
    cases = []
    for seed in range(1, 201):
        options = {"setup": _MIXES[seed % 6], "exploration": "on" if seed % 4 == 0 else "off"}
        if seed % 5 == 0:
            options["order"] = "joined"
        cases.append(Scenario(2 + seed % 3, options, seed, 1))
    return tuple(cases)


def _hidden_changed(state: WayfindersState) -> WayfindersState:
    """The face-down islands' tiles shuffled among themselves, each kept on a tile of its back colour: only
    hidden information changes (the describer's and the views' check)."""
    down = [cell for cell, up in enumerate(state.face_up) if not up and tile_at(state, cell) is not None]
    cells = list(state.cells)
    for back in ("red", "blue", "yellow"):
        same = [cell for cell in down if tile_at(state, cell).back == back]
        for cell, tile in zip(same, reversed([cells[c] for c in same]), strict=True):
            cells[cell] = tile
    return dataclasses.replace(state, cells=tuple(cells))


SCENARIOS = Scenarios(
    rules_version=1,
    # Nothing of a seat is hidden; the exploration variant's face-down tiles and the bag are.
    ai_options=({"exploration": "on"},),
    apply_checks=(
        Scenario(2, {}, 11, 1), Scenario(3, {"exploration": "on"}, 12, 1),
        Scenario(4, {"setup": "random24"}, 13, 1),
    ),
    engine_golden=_engine_golden(),
    rules_v1_golden=_rules_v1_golden(),
    phone_boards=(
        BoardScenario(4, {}, 1, turn_in_image=True, max_png_bytes=100_000),
        BoardScenario(2, {"exploration": "on"}, 4),
    ),
    decoys=(Decoy(3, {"exploration": "on"}, 5, turns=6, change=_hidden_changed),),
    words=Words(
        same_in={"de": frozenset({"propeller"})},  # "der Propeller"
        never_one={
            ("wayfinders-error-player-count", "max"): "Wayfinders' most players, 4",
            **{(f"wayfinders-setup-{name}", colour): "a fixed island mix written in the code (6 to 12 of a "
                                                      "colour)"
               for name in ("standard", "balanced", "scoring", "permanent", "resources")
               for colour in ("red", "blue", "yellow")},
            ("wayfinders-setup-random24", "drawn"): "a fixed 24 of 45 islands",
            ("wayfinders-setup-random24", "tiles"): "a fixed 24 of 45 islands",
            ("wayfinders-status-seat", "workers"): "WORKERS_PER_PLAYER, 5",
            ("wayfinders-error-hangar-full", "max"): "MAX_WORKERS_PER_HANGAR, more than 1",
            **{(msg_id, "limit"): "keep_limit: 3 plus 1 per keep island (W-9)"
               for msg_id in ("wayfinders-phase-keep", "wayfinders-render-hand-keeps",
                              "wayfinders-text-keeps", "wayfinders-error-keep-count",
                              "wayfinders-log-over-limit", "wayfinders-status-seat")},
            ("wayfinders-render-over-shared", "count"): "a shared win: 2 pilots or more",
        },
        numbers={
        "wayfinders-alt-face-down": "count",
        "wayfinders-alt-hangars": "bag",
        "wayfinders-alt-hangar": "number",  # hangar["number"]
        "wayfinders-alt-hangar-workers": "number",
        "wayfinders-alt-over": "points",
        "wayfinders-alt-placed": "hangar",
        "wayfinders-alt-score": "points",
        "wayfinders-alt-title": "turn",
        "wayfinders-answer-hangar": "hangar",
        "wayfinders-answer-hangar-mine": "hangar",
        "wayfinders-effect-draw": "amount",
        "wayfinders-effect-score": "amount",
        "wayfinders-error-hangar-full": "hangar max",
        "wayfinders-error-hangar-unused": "hangar",
        "wayfinders-error-keep-count": "limit",
        "wayfinders-error-player-count": "min max",
        "wayfinders-gives": "points",
        "wayfinders-log-over-limit": "limit",
        "wayfinders-log-place": "hangar",
        "wayfinders-log-return": "count",
        "wayfinders-outcome-shared": "points",
        "wayfinders-outcome-tie-broken": "points",
        "wayfinders-outcome-win": "points",
        "wayfinders-phase-keep": "limit",
        "wayfinders-render-effect-draw": "amount",
        "wayfinders-render-hand-keeps": "limit",
        "wayfinders-render-hand-title": "points",
        "wayfinders-render-hand-workers": "free left out",
        "wayfinders-render-hangars": "bag",
        "wayfinders-render-header": "turn",
        "wayfinders-status-bag": "count",
        "wayfinders-status-order": "order turn",
        "wayfinders-status-seat": "free left limit points workers",
        "wayfinders-text-hangar": "number",
        "wayfinders-text-hangar-workers": "number",
        "wayfinders-text-keeps": "limit",
        "wayfinders-text-order": "order",
        "wayfinders-text-pilot": "order",
        "wayfinders-text-points": "points",
        "wayfinders-text-score": "points",
        "wayfinders-text-strips-left": "left",
        "wayfinders-text-workers": "free out",
        "wayfinders-unit-costly": "min",
        },
    ),
)
