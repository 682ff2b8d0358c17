"""The computer players aim for what wins as the game's scoring reads it (``GameSpec.scoring``): in Tally
a seat adds 1 or 5 to its own tally, so a computer that knows which way wins always adds 1 when the
lowest tally wins and 5 when the highest does."""

from __future__ import annotations

import pytest
from tally_game import tally_spec

from rules.ai import choose


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("lower_wins, aim", [(True, 1), (False, 5)])
def test_a_computer_aims_for_the_winning_end_of_the_scores(level, lower_wins, aim):
    game = tally_spec("tally", lower_wins=lower_wins).game
    state = game.setup(2, {}, 1)
    chosen = []
    while not game.is_over(state):
        seat = game.to_play(state)
        action = choose(game, game.view(state, seat), level=level, seed=len(chosen), budget_ms=20)
        chosen.append(action)
        state = game.apply(state, action)
    assert chosen == [aim] * len(chosen)
