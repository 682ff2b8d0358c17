"""The bench's ``plans`` section, so it cannot rot: registered, its taps are the turn panel's (a decision
with one answer that reveals nothing costs none, a chosen move that reveals asks for Confirm), and one
simulated game of a title ends with and without plans, a plan playing some turns whole only in the run
with plans. Not a timing test: the days are the simulation's, not the machine's."""

from __future__ import annotations

from bench import SECTIONS
from bench.plans import Sim, decision_taps
from bot.panel import navigate
from core.plans import forced_action
from rules import GAMES
from rules.base import Rng


def test_the_plans_section_is_registered_and_counts_the_panels_taps():
    assert "plans" in SECTIONS
    game = GAMES["wayfinders"]
    state = game.setup(3, {}, 5)
    rng = Rng.from_seed(5)
    seen = {"forced": 0, "confirm": 0, "chosen": 0}
    for _ in range(400):
        if game.is_over(state):
            break
        action = rng.choice(game.legal_actions(state))
        taps = decision_taps(game, state, action)
        if forced_action(game, state) is not None:
            assert taps == 0
            seen["forced"] += 1
        elif game.reveals(state, action):
            assert taps >= 1 and navigate(game, state, ()).kind in ("choose", "confirm")
            seen["confirm"] += 1
        else:
            assert taps >= 1
            seen["chosen"] += 1
        state = game.apply(state, action)
    assert all(seen.values()), seen


def test_a_simulated_game_ends_with_and_without_plans():
    game = GAMES["wayfinders"]
    without, with_plans = Sim(game, 1, False).run(), Sim(game, 1, True).run()
    for run in (without, with_plans):
        assert run.turns > 20 and run.days > 1 and run.taps > run.person_turns
    assert without.by_plan == 0 < with_plans.by_plan < with_plans.turns
