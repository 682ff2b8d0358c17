"""The lobby's rules (core/tables.py) on a real store: where ``/game new`` opens a game, who joins (not at a
full table, not twice, not once started), who leaves (never the creator), who changes options and the time
control (the creator, with offered values only), who starts and who cancels, and where Rematch leads."""

from __future__ import annotations

import pytest
from played import GUILD, finished

from core.clocks import CLOCKS, TableRules
from core.service import GameService, PlayerError
from core.tables import ChannelTaken, Tables
from rules.base import Msg
from store import GameRecord, GuildSettings, Store

CHANNEL = 70_001
ANA, BEN, CY, DEE, EVE = 11, 22, 33, 44, 55


def refusal(error: pytest.ExceptionInfo[PlayerError]) -> str:
    msg = error.value.msg
    assert isinstance(msg, Msg)
    return msg.id


async def lobby(tables: Tables, creator: int = ANA, channel: int = CHANNEL) -> GameRecord:
    game = tables.games["menagerie"]
    return await tables.open(guild_id=GUILD, channel_id=channel, game=game, options={"length": "short"},
                             creator_id=creator, table=TableRules())


async def test_a_full_table_takes_nobody_more_and_nobody_sits_twice(store: Store, service: GameService):
    tables = Tables(store, service)
    record = await lobby(tables)
    for user in (BEN, CY, DEE):
        async with tables.joining(record, user):
            pass
    with pytest.raises(PlayerError) as error:
        async with tables.joining(record, EVE):
            pass
    assert refusal(error) == "bot-error-table-full" and error.value.msg.args["players"] == 4
    with pytest.raises(PlayerError) as error:
        async with tables.joining(record, BEN):
            pass
    assert refusal(error) == "bot-error-already-in"
    assert await store.seats(record.id) == [ANA, BEN, CY, DEE]
    async with tables.leaving(record, DEE):
        pass
    async with tables.joining(record, EVE):  # a seat came free
        pass
    assert await store.seats(record.id) == [ANA, BEN, CY, EVE]


async def test_the_creator_never_leaves_and_a_stranger_has_no_seat_to_leave(store: Store,
                                                                             service: GameService):
    tables = Tables(store, service)
    record = await lobby(tables)
    for user, expected in ((ANA, "bot-error-leave-creator"), (BEN, "bot-error-not-in-game")):
        with pytest.raises(PlayerError) as error:
            async with tables.leaving(record, user):
                pass
        assert refusal(error) == expected
    assert await store.seats(record.id) == [ANA]


async def test_only_the_creator_changes_options_and_only_to_offered_values(store: Store,
                                                                          service: GameService):
    tables = Tables(store, service)
    record = await lobby(tables)
    with pytest.raises(PlayerError) as error:
        async with tables.editing_options(record, BEN):
            pass
    assert refusal(error) == "bot-error-creator-options"
    for chosen in ({"length": "gigantic"}, {"nosuch": "on"}):
        with pytest.raises(PlayerError) as error:
            async with tables.editing_options(record, ANA) as edit:
                await edit.set_options(chosen)
        assert refusal(error) == "bot-error-option-not-offered"
    assert (await store.get_game(record.id)).options["length"] == "short"
    async with tables.editing_options(record, ANA) as edit:
        await edit.set_options({"length": "long", "pairs": "on"})
    options = (await store.get_game(record.id)).options
    assert options["length"] == "long" and options["pairs"] == "on" and options["table"] == "oak"


async def test_the_time_control_is_the_creators_and_comes_from_the_menu(store: Store, service: GameService):
    tables = Tables(store, service)
    record = await lobby(tables)
    with pytest.raises(PlayerError) as error:
        async with tables.editing_time_control(record, BEN):
            pass
    assert refusal(error) == "bot-error-creator-time"
    with pytest.raises(PlayerError) as error:
        async with tables.editing_time_control(record, ANA) as edit:
            await edit.set_time_control("clock:1h")
    assert refusal(error) == "bot-error-not-on-menu"
    for choice in ("timeout:opponents", "clock:72h"):
        async with tables.editing_time_control(record, ANA) as edit:
            await edit.set_time_control(choice)
    now = await store.get_game(record.id)
    assert now.clock_seconds == CLOCKS["72h"] and now.clock_chosen and now.on_timeout == "opponents"


async def test_the_creator_starts_with_the_seats_held_and_the_lobby_closes(store: Store,
                                                                          service: GameService):
    tables = Tables(store, service)
    record = await lobby(tables)
    async with tables.joining(record, BEN):
        pass
    with pytest.raises(PlayerError) as error:
        async with tables.starting(record, BEN, lambda: 5):
            pass
    assert refusal(error) == "bot-error-start-creator" and error.value.msg.args["user"] == f"<@{ANA}>"
    async with tables.starting(record, ANA, lambda: 5) as loaded:
        assert loaded.users == [ANA, BEN] and loaded.record.status == "active" and loaded.record.seed == 5
    with pytest.raises(PlayerError) as error:
        async with tables.starting(record, ANA, lambda: 6):
            pass
    assert refusal(error) == "bot-error-already-started"
    # A press on the lobby as it was shown: the database says it is too late.
    with pytest.raises(PlayerError) as error:
        async with tables.joining(record, CY):
            pass
    assert refusal(error) == "bot-error-join-too-late"
    with pytest.raises(PlayerError) as error:
        tables.check_lobby(await store.get_game(record.id))
    assert refusal(error) == "bot-error-lobby-closed"


async def test_a_new_game_needs_a_free_channel_unless_it_gets_a_thread(store: Store, service: GameService):
    tables = Tables(store, service)
    with pytest.raises(PlayerError) as error:
        await tables.plan_new("chess", GUILD, CHANNEL, None, None, in_thread=False)
    assert refusal(error) == "bot-error-unknown-game"
    with pytest.raises(PlayerError) as error:
        await tables.plan_new("menagerie", None, CHANNEL, None, None, in_thread=False)
    assert refusal(error) == "bot-error-start-in-server"
    with pytest.raises(PlayerError) as error:
        await tables.plan_new("menagerie", GUILD, CHANNEL, "1h", None, in_thread=False)
    assert refusal(error) == "bot-config-bad-clock"
    plan = await tables.plan_new("menagerie", GUILD, CHANNEL, None, None, in_thread=False)
    assert not plan.own_thread and plan.table == TableRules(CLOCKS["24h"])
    assert plan.options["length"] == "short"
    await lobby(tables)
    with pytest.raises(PlayerError) as error:
        await tables.plan_new("menagerie", GUILD, CHANNEL, None, None, in_thread=False)
    assert refusal(error) == "bot-error-channel-busy"
    with pytest.raises(ChannelTaken):
        await lobby(tables, creator=BEN)
    # A thread of its own leaves the busy channel alone; the server's settings are the defaults.
    assert (await tables.plan_new("menagerie", GUILD, CHANNEL, "12h", True, in_thread=False)).own_thread
    await store.set_guild_settings(GUILD, GuildSettings(default_clock="48h", threads=True))
    plan = await tables.plan_new("menagerie", GUILD, CHANNEL, None, None, in_thread=False)
    assert plan.own_thread and plan.table == TableRules(CLOCKS["48h"], chosen=False)
    plan = await tables.plan_new("menagerie", GUILD, 70_002, "off", None, in_thread=True)
    assert not plan.own_thread and plan.table.clock_seconds is None and plan.table.chosen


async def test_the_creator_or_a_channel_manager_cancels_once(store: Store, service: GameService):
    tables = Tables(store, service)
    record = await lobby(tables)
    with pytest.raises(PlayerError) as error:
        await tables.abort(record, BEN, manages_channel=False)
    assert refusal(error) == "bot-error-abort-permission"
    assert (await store.get_game(record.id)).status == "lobby"
    await tables.abort(record, BEN, manages_channel=True)
    assert (await store.get_game(record.id)).status == "aborted"
    with pytest.raises(PlayerError) as error:
        await tables.abort(record, ANA, manages_channel=False)
    assert refusal(error) == "bot-error-already-closed"


async def test_a_rematch_invites_the_other_players_or_seats_the_presser_in_the_one_opened(
        store: Store, service: GameService):
    tables = Tables(store, service)
    with pytest.raises(PlayerError) as error:
        await tables.rematch(await lobby(tables, channel=70_009), ANA)
    assert refusal(error) == "bot-error-rematch-unfinished"
    done = await finished(service, [ANA, BEN, CY], channel=CHANNEL)
    with pytest.raises(PlayerError) as error:
        await tables.rematch(done, DEE)
    assert refusal(error) == "bot-error-rematch-not-player"
    rematch = await tables.rematch(done, BEN)
    assert rematch.open_game is None and rematch.invited == [ANA, CY]
    assert rematch.options == done.options and rematch.table == TableRules.of(done)
    opened = await tables.open(guild_id=GUILD, channel_id=CHANNEL, game=rematch.game, options=rematch.options,
                               creator_id=BEN, table=rematch.table)
    rematch = await tables.rematch(done, CY)
    assert rematch.open_game is not None and rematch.open_game.id == opened.id
    async with tables.seating_in_rematch(done, rematch.open_game, CY, "there") as game:
        assert game.id == "menagerie"
    assert await store.seats(opened.id) == [BEN, CY]
    with pytest.raises(PlayerError) as error:
        async with tables.seating_in_rematch(done, rematch.open_game, CY, "there"):
            pass
    assert refusal(error) == "bot-rematch-already-in" and error.value.msg.args["where"] == "there"
    # The rematch lobby started meanwhile: the press is told where the game is on.
    await store.set_status(opened.id, "active")
    with pytest.raises(PlayerError) as error:
        async with tables.seating_in_rematch(done, await store.get_game(opened.id), ANA, "there"):
            pass
    assert refusal(error) == "bot-rematch-game-on"
    assert await tables.open_game_after_race(CHANNEL) == await store.get_game(opened.id)
    await store.set_status(opened.id, "aborted")
    with pytest.raises(PlayerError) as error:
        await tables.open_game_after_race(CHANNEL)
    assert refusal(error) == "bot-error-channel-busy"
