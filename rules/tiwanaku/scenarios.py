"""The seeded games Tiwanaku gives the generic checks (``rules.base.Scenarios``): plain data, and the
one function that changes a position's hidden information for its decoys.

The golden lists must keep their order: ``golden/*.json`` hold one record per game in it.
The solo game is played on the long board only, so no scenario asks for a short solo game.
"""

from __future__ import annotations

import dataclasses

from rules.base import BoardScenario, Decoy, Rng, Scenario, Scenarios, Words
from rules.tiwanaku.state import TiwanakuState

__all__ = ["SCENARIOS", "hidden_changed"]

#: Golden games per (player count, rules version) for the engine speed-ups of issue 17.
_ENGINE_GOLDEN_GAMES = 26


def _engine_golden() -> tuple[Scenario, ...]:
    cases = []
    for version in (1, 2):
        for players in range(1, 5):
            for n in range(_ENGINE_GOLDEN_GAMES):
                options = {"size": "long" if players == 1 or n % 2 == 0 else "short"}
                if players > 1 and n % 3 == 0:
                    options["mode"] = "cooperative"
                cases.append(Scenario(players, options, 1000 * version + 100 * players + n, version))
    return tuple(cases)


def _rules_v1_golden() -> tuple[Scenario, ...]:
    cases = []
    for seed in range(1, 201):
        players = 1 + seed % 4
        options = {"size": "long" if players == 1 or seed % 3 == 0 else "short"}
        if players > 1 and seed % 5 == 0:
            options["mode"] = "cooperative"
        cases.append(Scenario(players, options, seed, 1))
    return tuple(cases)


def hidden_changed(state: TiwanakuState, salt: int = 99) -> TiwanakuState:
    """Every hidden terrain and crop shuffled (by a generator seeded with ``salt``): only hidden information
    changes (the decoys' change, and the game's own tests')."""
    rng = Rng.from_seed(salt)
    hidden = [cell for cell, flag in enumerate(state.discovered) if not flag]
    terrain = list(state.terrain)
    for cell, value in zip(hidden, rng.shuffled([terrain[c] for c in hidden]), strict=True):
        terrain[cell] = value
    crop = [value if shown else rng.randint(1, 5) for value, shown in zip(state.crop, state.crop_shown,
                                                                          strict=True)]
    return dataclasses.replace(state, terrain=tuple(terrain), crop=tuple(crop))

SCENARIOS = Scenarios(
    rules_version=2,
    # The hidden valley (terrain and crops) on both boards, and a cooperative game.
    ai_options=({}, {"size": "short"}, {"mode": "cooperative"}),
    apply_checks=(
        Scenario(2, {"size": "short"}, 11, 2), Scenario(3, {}, 12, 2), Scenario(1, {}, 13, 2),
        Scenario(2, {"mode": "cooperative", "size": "short"}, 14, 2), Scenario(2, {"size": "short"}, 15, 1),
        Scenario(4, {}, 16, 1),
    ),
    engine_golden=_engine_golden(),
    rules_v1_golden=_rules_v1_golden(),
    phone_boards=(
        BoardScenario(4, {}, 1, turn_in_image=True, max_png_bytes=100_000),
        BoardScenario(1, {}, 2),
        BoardScenario(4, {"size": "short", "mode": "cooperative"}, 3, turn_in_image=True,
                      max_png_bytes=100_000),
    ),
    # Solo needs the long board, so the generic demo list (every option at every player count) would ask
    # for an impossible game.
    demo=(
        Scenario(1), Scenario(2), Scenario(3), Scenario(4),
        Scenario(2, {"size": "short"}), Scenario(4, {"size": "short"}),
        Scenario(2, {"mode": "cooperative"}), Scenario(4, {"size": "short", "mode": "cooperative"}),
    ),
    decoys=(Decoy(2, {}, 5, turns=6, change=hidden_changed),),
    words=Words(
        never_one={
            ("tiwanaku-error-players", "high"): "a game's most players: at least 2 (every registered game "
                                                "seats 2 or more)",
            **{("tiwanaku-alt-title", side): "a board's size (at least 5 spaces a side); the noun counts the "
                                             "product" for side in ("width", "height")},
        },
        numbers={
        "tiwanaku-alt-crops": "count",
        "tiwanaku-alt-ladder": "score",
        "tiwanaku-alt-over": "score",
        "tiwanaku-alt-over-ladder": "score",
        "tiwanaku-alt-team": "score",
        "tiwanaku-alt-title": "height turn width",
        "tiwanaku-crop-numbered": "number",
        "tiwanaku-error-players": "low high players",
        "tiwanaku-outcome-ladder": "score",
        "tiwanaku-outcome-share": "score",
        "tiwanaku-outcome-wins": "score",
        "tiwanaku-private-reserve": "count",
        "tiwanaku-private-score": "score",
        "tiwanaku-private-tokens": "tokens",
        "tiwanaku-render-discoveries": "points",
        "tiwanaku-render-divinations": "points",
        "tiwanaku-render-ladder": "score",
        "tiwanaku-render-offerings": "points",
        "tiwanaku-render-over-ladder": "score",
        "tiwanaku-render-points": "score",
        "tiwanaku-render-reserve": "count",
        "tiwanaku-render-rung-points": "points",
        "tiwanaku-render-tiles-left": "left total",
        "tiwanaku-render-title": "turn",
        "tiwanaku-render-title-mode": "turn",
        "tiwanaku-seat-score": "score",
        "tiwanaku-status-team": "score",
        "tiwanaku-terrain-count": "count",
        "tiwanaku-text-hidden-count": "left total",
        "tiwanaku-text-points": "discoveries divinations offerings score",
        "tiwanaku-text-reserve": "count",
        "tiwanaku-text-tokens": "tokens",
        "tiwanaku-text-track": "top",
        },
    ),
)
