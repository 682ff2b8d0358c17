"""The seeded games Iwari gives the generic checks (``rules.base.Scenarios``): plain data, and the
one function that changes a position's hidden information for its decoys.

The golden lists must keep their order: ``golden/*.json`` hold one record per game in it.
"""

from __future__ import annotations

import dataclasses

from rules.base import BoardScenario, Decoy, Scenario, Scenarios, Words
from rules.iwari.cards import BIOMES
from rules.iwari.state import IwariState

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


def _hidden_changed(state: IwariState) -> IwariState:
    """The deck in another order and seat 1's hand swapped for cards of the deck (sizes kept): only hidden
    information changes (the describer's and the views' check)."""
    deck = list(reversed(state.deck))
    hand = list(state.hands[1])
    swapped = deck[: len(hand)]
    deck = hand + deck[len(hand):]
    hands = list(state.hands)
    hands[1] = tuple(sorted(swapped, key=BIOMES.index))
    return dataclasses.replace(state, deck=tuple(deck), hands=tuple(hands))


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
    decoys=(Decoy(3, {"expeditions": "on", "feats": "on"}, 5, turns=9, change=_hidden_changed),),
    words=Words(
        same_in={"de": frozenset({"totems"})},  # German's plural of "Totem" is the English one
        never_one={("iwari-error-players", "high"): "a game's most players: at least 2 (every registered "
                                                    "game seats 2 or more)"},
        numbers={
        "iwari-a-connection": "number",  # action.target
        "iwari-a-pieces": "totems",
        "iwari-a-unknown-place": "number",
        "iwari-alt-display": "deck discard",
        "iwari-alt-lead-entry": "count",
        "iwari-alt-title": "round turn",
        "iwari-area": "territory",
        "iwari-cards-of": "count",
        "iwari-connection": "number",
        "iwari-doing-draw": "count",
        "iwari-error-no-territory": "number",
        "iwari-error-space-elsewhere": "space",
        "iwari-error-space-taken": "space",
        "iwari-error-totem-limit": "cap",
        "iwari-error-players": "low high",
        "iwari-hand-entry": "count",
        "iwari-note-drew": "count",
        "iwari-outcome-neutral-ties": "points unused",
        "iwari-outcome-neutral-v1": "points",
        "iwari-outcome-neutral-wins": "points",
        "iwari-outcome-shared": "points unused",
        "iwari-outcome-tiebreak": "points unused",
        "iwari-outcome-wins": "points",
        "iwari-pay-match": "count",
        "iwari-pieces": "tents totems",
        "iwari-pieces-entry": "tents totems",
        "iwari-render-deck": "count",
        "iwari-render-discard": "count",
        "iwari-render-feat-left": "count",
        "iwari-render-header": "round turn",
        "iwari-score-entry": "points",
        "iwari-status-head": "round",
        "iwari-step-area": "filled totems",
        "iwari-step-space": "space",
        "iwari-text-connection": "number",
        "iwari-text-count": "count",
        "iwari-text-mountain": "peaks",
        "iwari-text-pieces": "tents totems",
        "iwari-text-score": "points",
        "iwari-text-score-part": "points",
        "iwari-text-space-free": "space",
        "iwari-text-space-tent": "space",
        "iwari-text-tribe": "left placed",
        "iwari-text-tribe-hand": "hand left placed",
        },
    ),
)
