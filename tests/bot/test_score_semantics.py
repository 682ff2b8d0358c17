"""A game whose lowest total wins, its totals hidden until the end (``rules.base.Scoring``), through the
Discord harness: every place the bot states a result or a score reads the game's scoring. The final card
says the lowest total wins and lists it first, draws no chart of the hidden totals, the recorded result
places the lowest first, and /records stats calls the lowest score the best."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness import Harness, play_game_through_buttons
from tally_game import tally_spec

from bot.cards import Part
from i18n import t
from rules.registry import registered


@pytest.fixture
def tally() -> Iterator[None]:
    with registered(tally_spec("tally", lower_wins=True, hidden=True)):
        yield


@pytest.mark.usefixtures("tally")
async def test_a_lowest_wins_game_is_told_ranked_placed_and_counted_lowest_first(tmp_path: Path):
    h = await Harness.create(tmp_path)
    try:
        alice, bob = h.user("alice"), h.user("bob")
        run = await play_game_through_buttons(h, "tally", [alice, bob], {}, seed=2)
        loaded = await h.bot.service.load(await h.bot.store.get_game(run.game_db_id))
        scores = loaded.game.scores(loaded.state)
        assert scores[0] != scores[1], "seed 2 must not end in a tie for this test to tell the order"
        low, high = sorted(range(2), key=lambda seat: scores[seat])
        final = next(s for s in reversed(h.channel_messages)
                     if s.kind == "create" and "final scores" in s.text())
        told = final.part(Part.SCORES)
        assert t("en", "bot-final-lowest-wins") in told
        ranks = re.findall(r"(\d)\. Seat (\d): (\d+) points?", told)
        assert [(int(place), int(seat) - 1) for place, seat, _ in ranks] == [(1, low), (2, high)]
        # The totals were hidden while the game was played: no chart tells them turn by turn.
        assert "scores.png" not in dict(final.files)
        result = await h.bot.store.game_result(run.game_db_id)
        places = {seat.seat: seat.place for seat in result.seats}
        assert places == {low: 1, high: 2}
        # A second game: each player's best score is their lowest of the two.
        again = await play_game_through_buttons(h, "tally", [alice, bob], {}, seed=7)
        mine = [seat.score for game_id in (run.game_db_id, again.game_db_id)
                for seat in (await h.bot.store.game_result(game_id)).seats if seat.user_id == alice.id]
        assert len(set(mine)) == 2, "seeds 2 and 7 must give Alice two scores for this test to tell the best"
        reply = await h.slash(alice, "records stats")
        assert f"best score {min(mine)}" in reply.text()
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]
