"""What the looking-on commands read (core/overview.py) on a real store: a server's open games only in a
server, a player's open games with those waiting for their decision first, and the log's pages (page 0
the newest decisions, a page past the oldest showing the oldest)."""

from __future__ import annotations

import random

import pytest
from played import GUILD, started

from core.overview import LOG_PAGE, Overview
from core.service import GameService, PlayerError
from store import Store

ANA, BEN, CY = 11, 22, 33


async def test_a_servers_games_are_listed_only_in_a_server(store: Store, service: GameService):
    overview = Overview(store)
    with pytest.raises(PlayerError) as error:
        await overview.games_in_guild(None)
    assert error.value.msg.id == "bot-error-list-server"  # type: ignore[union-attr]
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=1, game="menagerie", options={},
                                     creator_id=ANA)
    playing = await started(service, [BEN, CY], channel=2)
    listed = await overview.games_in_guild(GUILD)
    assert [(game.record.id, game.users) for game in listed] == [(lobby.id, [ANA]), (playing.id, [BEN, CY])]
    assert listed[0].clock is None and listed[1].waiting_for == playing.to_play_user()
    assert await overview.channel_game(1) == lobby and await overview.channel_game(3) is None


async def test_a_players_games_waiting_for_them_come_first(store: Store, service: GameService):
    overview = Overview(store)
    # Menagerie's first seat moves first: Ana's decision in the games she opened, Ben's in the others.
    games = [await started(service, [ANA, BEN] if channel % 2 else [BEN, ANA], channel=channel)
             for channel in range(1, 5)]
    waiting = [game.id for game in games if game.to_play_user() == ANA]
    others = [game.id for game in games if game.to_play_user() != ANA]
    assert waiting == [games[0].id, games[2].id] and others == [games[1].id, games[3].id]
    mine = await overview.games_of(ANA)
    assert [game.record.id for game in mine.waiting] == waiting
    assert [game.record.id for game in mine.others] == others
    assert [game.record.id for game in (await overview.games_of(CY)).others] == []


async def test_the_log_pages_from_the_newest_decisions(store: Store, service: GameService):
    overview = Overview(store)
    loaded = await started(service, [ANA, BEN, CY, 44], channel=1, options={"length": "long"})
    assert await overview.log_page(loaded.id) is None
    rng = random.Random(4)
    for _ in range(LOG_PAGE + 3):
        action = rng.choice(loaded.game.legal_actions(loaded.state))
        loaded = (await service.play(loaded, loaded.to_play_user(), action)).after  # type: ignore[arg-type]
    total = await store.count_actions(loaded.id)
    assert total == LOG_PAGE + 3
    newest = await overview.log_page(loaded.id)
    assert newest is not None and newest.total == total and newest.first == 3 and newest.end == total
    assert [entry.seq for entry in newest.entries] == list(range(total - LOG_PAGE + 1, total + 1))
    # Older: the decisions before the shown ones; a window never reaches past the first decision.
    oldest = await overview.log_page(loaded.id, end=newest.first)
    assert oldest is not None and oldest.first == 0
    assert [entry.seq for entry in oldest.entries] == list(range(1, total - LOG_PAGE + 1))
    # Newer: from where the shown ones stop, at most a page of them.
    newer = await overview.log_page(loaded.id, start=oldest.end)
    assert newer is not None and newer.first == 3 and len(newer.entries) == LOG_PAGE
    # A stale start past the newest shows the newest page.
    stale = await overview.log_page(loaded.id, start=total + 50)
    assert stale is not None and stale.end == total
