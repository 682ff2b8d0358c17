"""Who sees which remembered games (core/history.py, issue 23) on a real store: a game's record only where
it was played (its server, or a DM of one of its players), never before it is over; in a DM nobody reads
another player's history or statistics; a history page turns only on an anchor the same list holds; and
what the statistics and the leaderboard show."""

from __future__ import annotations

import pytest
from played import GUILD, OTHER_GUILD, finished, started

from core.computers import computer_user_id
from core.history import HISTORY_PAGE, History
from core.service import GameService, PlayerError
from rules.base import Msg
from store import Store

ANA, BEN, CY = 11, 22, 33


def refusal(error: pytest.ExceptionInfo[PlayerError]) -> str:
    msg = error.value.msg
    assert isinstance(msg, Msg)
    return msg.id


async def test_a_strangers_history_and_statistics_are_refused_in_a_dm(store: Store, service: GameService):
    history = History(store, service)
    await finished(service, [ANA, BEN], channel=1)
    with pytest.raises(PlayerError) as error:
        await history.history_page(None, ANA, BEN, 0, None)
    assert refusal(error) == "history-dm-only-own"
    with pytest.raises(PlayerError) as error:
        await history.stats(None, ANA, BEN, None)
    assert refusal(error) == "history-dm-only-own"
    # One's own, in a DM (user 0 is the caller): every server's games.
    await finished(service, [ANA, CY], channel=2, guild=OTHER_GUILD)
    page = await history.history_page(None, ANA, 0, 0, None)
    assert page.user_id == ANA and len(page.results) == 2
    stats = await history.stats(None, ANA, ANA, None)
    [(title, [line])] = stats.titles
    assert title == "menagerie" and line.scope == "overall" and line.played == 2
    # In a server another player's are that server's only; one's own add the overall line.
    [(_, lines)] = (await history.stats(GUILD, ANA, BEN, None)).titles
    assert [line.scope for line in lines] == ["server"]
    [(_, lines)] = (await history.stats(GUILD, ANA, ANA, "menagerie")).titles
    assert [(line.scope, line.played) for line in lines] == [("server", 1), ("overall", 2)]
    assert not lines[0].favourite  # the options are shown once, for the widest scope (all defaults here)


async def test_a_game_is_seen_only_where_it_was_played_and_only_once_it_is_over(store: Store,
                                                                                service: GameService):
    history = History(store, service)
    done = await finished(service, [ANA, BEN], channel=1)
    assert (await history.finished_game(done.id, GUILD, CY)).id == done.id  # anyone on its server
    assert (await history.finished_game(done.id, None, BEN)).id == done.id  # a player, in a DM
    for guild, caller in ((OTHER_GUILD, ANA), (None, CY)):
        with pytest.raises(PlayerError) as error:
            await history.finished_game(done.id, guild, caller)
        assert refusal(error) == "history-no-such-game" and error.value.msg.args["id"] == done.id
    playing = await started(service, [ANA, BEN], channel=2)
    with pytest.raises(PlayerError) as error:
        await history.finished_game(playing.id, GUILD, ANA)
    assert refusal(error) == "history-not-finished"
    await store.set_status(playing.id, "aborted")
    with pytest.raises(PlayerError) as error:
        await history.finished_game(playing.id, GUILD, ANA)
    assert refusal(error) == "history-not-played-out"
    record = await history.export(await history.finished_game(done.id, GUILD, CY))
    assert record["id"] == done.id and [seat["user_id"] for seat in record["seats"]] == [ANA, BEN]


async def test_history_pages_count_from_their_anchor_and_refuse_a_foreign_one(store: Store,
                                                                             service: GameService):
    history = History(store, service)
    assert (await history.history_page(GUILD, ANA, 0, 0, None)).anchor is None  # nothing to list
    ids = [(await finished(service, [ANA, BEN], channel=10 + n, seed=n)).id for n in range(HISTORY_PAGE + 1)]
    first = await history.history_page(GUILD, ANA, 0, 0, None)
    assert first.anchor == ids[-1] and first.pages == 2 and len(first.results) == HISTORY_PAGE
    # A game finished after the first page was shown does not move the pages counted from its anchor.
    await finished(service, [ANA, BEN], channel=30, seed=30)
    second = await history.history_page(GUILD, ANA, 0, 9, first.anchor)
    assert second.page == 1 and [result.game_id for result in second.results] == [ids[0]]
    foreign = await finished(service, [ANA, CY], channel=31, guild=OTHER_GUILD)
    for guild, user, anchor in ((GUILD, 0, foreign.id), (GUILD, CY, ids[0]), (None, CY, ids[0])):
        with pytest.raises(PlayerError) as error:
            await history.history_page(guild, CY, user, 1, anchor)
        assert refusal(error) == "history-page-elsewhere"


async def test_statistics_and_the_leaderboard_refuse_what_they_cannot_show(store: Store,
                                                                          service: GameService):
    history = History(store, service)
    with pytest.raises(PlayerError) as error:
        await history.stats(GUILD, ANA, ANA, "chess")
    assert refusal(error) == "history-unknown-game"
    with pytest.raises(PlayerError) as error:
        await history.stats(GUILD, ANA, computer_user_id("easy"), None)
    assert refusal(error) == "history-computer-stats"
    with pytest.raises(PlayerError) as error:
        await history.leaderboard(None, ANA, "menagerie")
    assert refusal(error) == "history-leaderboard-server-only"
    with pytest.raises(PlayerError) as error:
        await history.leaderboard(GUILD, ANA, "chess")
    assert refusal(error) == "history-unknown-game"
    await finished(service, [ANA, BEN], channel=1)
    [(_, [line, _overall])] = (await history.stats(GUILD, ANA, ANA, None)).titles
    assert line.rating is not None and line.rating.provisional and line.rating.games == 1
    board = await history.leaderboard(GUILD, ANA, "menagerie")
    assert board.top == [] and board.caller is None  # nobody has the games a place needs yet
    for seed in range(2, 4):
        await finished(service, [ANA, BEN], channel=seed, seed=seed)
    board = await history.leaderboard(GUILD, CY, "menagerie")
    assert [placed.user_id for placed in board.top] in ([ANA, BEN], [BEN, ANA])
    assert [placed.place for placed in board.top] == [1, 2]
    assert not board.caller_listed and board.caller is None
    [(_, [line, _overall])] = (await history.stats(GUILD, ANA, ANA, None)).titles
    assert line.rating is not None and line.rating.rating is not None and line.rating.place in (1, 2)
