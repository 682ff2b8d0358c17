"""I-26a for every game: ``apply`` checks an action in full, whether it came from ``decode`` or was built in
code (a computer player, a test). The clause and its mutations are the conformance kit's
(``conformance/mutations.py``: ``engine.apply-checks``, which tries a fixed seeded set of mutants on every
game in ``tests/test_conformance.py``); here hypothesis draws the same mutations, looking further across
runs and shrinking what it finds. The positions are each registered game's declared
``scenarios.apply_checks`` (a game without them fails).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario_cases import per_game, require

from conformance.mutations import check_mutant, mutated_case
from rules import GAMES

T = TypeVar("T")
#: (game id, its declared seeded games), per registered game.
SCENARIOS = per_game("apply_checks")


class DrawChooser:
    """The kit's mutation choices (``conformance.mutations.Chooser``) drawn by hypothesis."""

    def __init__(self, draw: Any) -> None:
        self.draw = draw

    def choice(self, options: Sequence[T]) -> T:
        return self.draw(st.sampled_from(list(options)))

    def integer(self, low: int, high: int) -> int:
        return self.draw(st.integers(low, high))

    def permutation(self, items: Sequence[T]) -> list[T]:
        return list(self.draw(st.permutations(list(items))))


PROPERTY = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("game_id, scenarios", SCENARIOS)
@PROPERTY
@given(data=st.data())
def test_I_26a_apply_refuses_every_illegal_mutation_and_changes_nothing(game_id, scenarios, data):
    require(scenarios)
    check_mutant(GAMES[game_id], *mutated_case(game_id, DrawChooser(data.draw)))
