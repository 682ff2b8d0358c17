"""The seeded games Wayfinders gives the generic tests (``rules.base.Scenarios``): plain data, nothing else.

The golden lists must keep their order: ``tests/rules/golden_*.json`` hold one record per game in it.
"""

from __future__ import annotations

from rules.base import BoardScenario, Scenario, Scenarios

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
)
