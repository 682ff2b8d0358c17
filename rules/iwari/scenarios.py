"""The seeded games Iwari gives the generic tests (``rules.base.Scenarios``): plain data, nothing else.

The golden lists must keep their order: ``tests/rules/golden_*.json`` hold one record per game in it.
"""

from __future__ import annotations

from rules.base import BoardScenario, Scenario, Scenarios

__all__ = ["SCENARIOS"]

_MAPS = ("highlands", "lowlands", "floating_lands", "glacier_mass", "long_road")
#: Golden games per (player count, rules version) for the engine speed-ups of issue 17.
_ENGINE_GOLDEN_GAMES = 36


def _engine_golden() -> tuple[Scenario, ...]:
    """Every player count and rules version, the maps and modules varied across the seeds."""
    cases = []
    for version in (1, 2):
        for players in range(2, 6):
            for n in range(_ENGINE_GOLDEN_GAMES):
                options = {"map": _MAPS[n % 5]}
                if n % 3 == 0:
                    options["feats"] = "on"
                if n % 4 == 1:
                    options["expeditions"] = "on"
                if n % 5 == 2:
                    options["draft"] = "on"
                cases.append(Scenario(players, options, 1000 * version + 100 * players + n, version))
    return tuple(cases)


def _rules_v1_golden() -> tuple[Scenario, ...]:
    # The 2-player game carries two of issue 9's corrections (neutral tribe), so it gets the most games.
    cases = []
    for seed in range(1, 301):
        options = {"map": _MAPS[seed % 5]}
        if seed % 7 == 0:
            options["feats"] = "on"
        if seed % 4 == 1:
            options["expeditions"] = "on"
        if seed % 9 == 2:
            options["draft"] = "on"
        cases.append(Scenario((2, 2, 2, 3, 4, 5)[seed % 6], options, seed, 1))
    return tuple(cases)


SCENARIOS = Scenarios(
    rules_version=2,
    # Hands and deck order in every game; the feats' and expeditions' hidden parts; the draft's display.
    ai_options=({}, {"feats": "on", "expeditions": "on"}, {"draft": "on"}),
    apply_checks=(
        Scenario(2, {}, 11, 2), Scenario(2, {"feats": "on", "expeditions": "on"}, 12, 2),
        Scenario(3, {"map": "long_road", "draft": "on"}, 13, 2), Scenario(5, {"feats": "on"}, 14, 2),
        Scenario(2, {}, 15, 1), Scenario(4, {"map": "glacier_mass"}, 16, 1),
    ),
    engine_golden=_engine_golden(),
    rules_v1_golden=_rules_v1_golden(),
    phone_boards=(
        BoardScenario(5, {"feats": "on", "expeditions": "on"}, 2, turn_in_image=True),
        BoardScenario(2, {"map": "long_road"}, 3),
        BoardScenario(4, {"map": "floating_lands", "feats": "on"}, 4),
    ),
)
