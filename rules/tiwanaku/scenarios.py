"""The seeded games Tiwanaku gives the generic tests (``rules.base.Scenarios``): plain data, nothing else.

The golden lists must keep their order: ``tests/rules/golden_*.json`` hold one record per game in it.
The solo game is played on the long board only, so no scenario asks for a short solo game.
"""

from __future__ import annotations

from rules.base import BoardScenario, Scenario, Scenarios

__all__ = ["SCENARIOS"]

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
)
