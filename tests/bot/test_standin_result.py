"""A result the stand-in finished, through the harness in every language: a seat handed to the stand-in
after a time-out and held by it to the end. Every place that states the result names the board's winner
(the final card, ``/game status``, the result DM, ``/records history``) and says the stand-in played that
seat to the end; for its player the seat is a loss (ratings, statistics), and the places say that too.
A result recorded before the board's winners were stored gets them from the final state at the next
start, on either database."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from harness import LOCALES, Harness, open_lobby

from bot.cards import Part
from i18n import t

START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


async def pass_turn(h: Harness, db_id: int, user) -> None:
    """``user`` passes and draws from the deck: they score nothing, so the stand-in's seat wins."""
    await h.slash(user, "game play", move="pass")
    await h.slash(user, "game play", move="draw:deck")


async def standin_finishes(h: Harness, a, b) -> int:
    """Menagerie for ``a`` and ``b`` with the stand-in keeping a seat after one time-out: ``b`` never
    plays, ``a`` always passes; the stand-in holds ``b``'s seat to the end."""
    db_id = await open_lobby(h, "menagerie", [a, b])
    await h.select(a, f"lt:{db_id}", ["handover:1"])
    h.bot.new_seed = lambda: 11
    await h.press(a, f"lb:{db_id}:start")
    hours = 0
    while (await h.bot.store.get_game(db_id)).status == "active":
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        if loaded.to_play_user() == a.id:
            h.clock.advance(minutes=5)
            await pass_turn(h, db_id, a)
        else:
            hours += 25
            h.clock.set(START + timedelta(hours=hours))
            await h.tick()
        await h.bot.computers.idle()
    # The stand-in's last move is played in the bot's background work, and the end's posts and DMs with
    # it: reading them before that work is done read whatever the race had delivered so far.
    while pending := [task for task in h.bot._background if not task.done()]:
        await asyncio.gather(*pending, return_exceptions=True)
    seats = await h.bot.store.seat_states(db_id)
    assert seats[1].standin and seats[1].user_id == b.id
    return db_id


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_every_place_names_the_board_winner_and_who_finished_the_seat(harness: Harness, lang: str):
    h = harness
    h.guild_locale = LOCALES[lang]
    a, b = h.user("a"), h.user("b")
    for user in (a, b):
        h.set_locale(user, LOCALES[lang])
    db_id = await standin_finishes(h, a, b)
    result = await h.bot.store.game_result(db_id)
    mine = result.seats[1]
    assert mine.user_id == b.id and mine.board_won and not mine.won  # the board's win, the player's loss
    held = t(lang, "bot-standin-held", user=b.mention)

    final = next(s for s in reversed(h.channel_messages) if f"rg:{db_id}" in s.custom_ids())
    final = h.messages[final.message_id]
    assert "East" in final.part(Part.RESULT) and held in final.part(Part.RESULT)
    status = (await h.slash(a, "game status")).text()
    assert "East" in status and held in status
    # The result DM names the outcome ("East player wins", or a shared win: the stand-in's search has a
    # time budget, so its last moves, and whether the other seat ties, vary with the machine's speed).
    result_dm = next(s for s in reversed(h.dms[b.id]) if "East player" in s.text())
    assert held in result_dm.text()

    history = (await h.slash(a, "records history")).text()
    assert t(lang, "history-winner-standin", player=b.mention) in history
    assert f": {t(lang, 'history-nobody')}." not in history
    # The player's statistics count the seat as a loss, as the lines above say.
    stats = (await h.slash(b, "records stats")).text()
    counted = t(lang, "history-stats-line", scope="\x00", played=1, won=0, rate=0, best=mine.score,
                rating="\x01")
    assert counted.split("\x00")[1].split("\x01")[0] in stats


async def test_an_older_result_gets_its_board_winner_at_the_next_start(any_harness: Harness):
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await standin_finishes(h, a, b)
    # As a result recorded before the board's winners were stored: unknown for the stand-in's seat.
    await h.bot.store.execute("UPDATE result_seats SET board_won = NULL WHERE game_id = ? AND standin = 1",
                              (db_id,))
    assert (await h.bot.store.game_result(db_id)).seats[1].board_won is None
    assert [r.id for r in await h.bot.store.results_without_board_wins()] == [db_id]
    await h.restart()  # the start's catch-up reads the winners from the stored final state
    seats = (await h.bot.store.game_result(db_id)).seats
    assert seats[1].board_won is True and seats[1].won is False
    assert await h.bot.store.results_without_board_wins() == []
    history = (await h.slash(a, "records history")).text()
    assert t("en", "history-winner-standin", player=b.mention) in history
