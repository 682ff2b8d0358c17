"""Who may press what, where: every component kind a room declares says what it belongs to
(``bot.cogs.Owner``), and the router refuses a press of a server's object from another server or from a DM,
and a member's own buttons pressed by anyone else, before the room's code runs. Through the harness and
the router, on both databases.

The last test reads the kinds from the rooms' declarations, so a new room's buttons are forged here without
editing this file: each from another server (by a member who manages that server) and from a DM, each
refused with one of the router's answers, and every row of every table the same afterwards."""

from __future__ import annotations

import functools
import sqlite3
from typing import Any

import asyncpg
import pytest
from discord import AppCommandOptionType, app_commands
from harness import (
    CHANNEL_ID,
    GUILD_ID,
    FakeUser,
    Harness,
    Reply,
    declared_id_formats,
    open_lobby,
    start_game,
)
from hypothesis import Phase, find, settings
from hypothesis import strategies as st
from test_history import OTHER_GUILD, finish

from bot import ids
from bot.rooms import Component, Owner
from i18n import LANGUAGES, t

#: A channel of the other server (channel ids are Discord-wide: another server's is never ours).
OTHER_CHANNEL = 900_000_000_000_000_778
MANAGE_GUILD = 32

#: The router's answers to a press made where its owner does not allow it.
ROUTER_REFUSALS = ("bot-error-control-elsewhere", "bot-error-control-other-server",
                   "bot-error-control-in-server", "bot-error-control-not-yours")


async def dump(h: Harness) -> dict[str, list[str]]:
    """Every row of every table of the bot's database, as text, sorted (a whole picture to compare)."""
    location = h.bot.database_path
    if not location.startswith("postgres"):
        connection = sqlite3.connect(location)
        try:
            tables = [row[0] for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
            return {table: sorted(repr(row) for row in connection.execute(f'SELECT * FROM "{table}"'))
                    for table in tables}
        finally:
            connection.close()
    connection = await asyncpg.connect(location)
    try:
        tables = [row[0] for row in await connection.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")]
        return {table: sorted(repr(tuple(row)) for row in await connection.fetch(f'SELECT * FROM "{table}"'))
                for table in tables}
    finally:
        await connection.close()


def manager_elsewhere(h: Harness, name: str = "mallory") -> FakeUser:
    """A member who manages another server (Manage Server and Manage Channels: every permission a room
    checks), and is no one here."""
    user = h.user(name, manage_channels=True)
    user.permissions |= MANAGE_GUILD
    return user


async def known(h: Harness, user: FakeUser) -> None:
    """A first interaction of ``user`` (the help, in a DM): the bot stores each member's client language
    when it first sees it, which is theirs and not a forged press's doing; the dumps start after it."""
    await h.slash(user, "game help", channel_id=h.dm_channel(user))


def refusal_texts(component: Component | None = None, number: int = 0) -> set[str]:
    """The router's refusals, and the room's own words for its component (which may name the number)."""
    names = (*ROUTER_REFUSALS, *([component.refusal] if component and component.refusal else []))
    return {t(lang, name, id=number) for lang in LANGUAGES for name in names}


def assert_refused(reply: Reply, component: Component | None = None, number: int = 0) -> None:
    """One private answer, one of the router's refusals, and nothing posted anywhere."""
    texts = [s.says() for s in reply.sent]
    assert [s.where for s in reply.sent] == ["ephemeral"], texts
    assert texts[0] in refusal_texts(component, number), texts


async def open_tournament(h: Harness, organiser: FakeUser, players: list[FakeUser]) -> int:
    """A Swiss tournament of Menagerie created in the channel, ``players`` signed up, and (if any) its first
    round paired: a table with a game in a thread. Returns its id."""
    created = await h.slash(organiser, "records tournament", game="menagerie", format="swiss", rounds=2,
                            **{"signup-hours": 24, "round-hours": 48, "players": 2, "clock": "off"})
    assert "open for sign-up" in created.text(), created.text()
    card = next(s for s in reversed(h.sent) if any(c.startswith("tn:") for c in s.custom_ids()))
    tid = int(card.custom_ids()[0].split(":")[1])
    for player in players:
        assert "signed up" in (await h.press(player, f"tn:{tid}:in")).text()
    if players:
        h.clock.advance(hours=25)
        await h.tick()
        assert (await h.bot.store.tournament(tid)).round == 1
    return tid


async def test_a_verdict_forged_by_another_servers_manager_or_in_a_dm_is_refused_and_the_table_unchanged(
        any_harness: Harness):
    h = any_harness
    organiser = h.user("org", manage_channels=True)
    alice, bob = h.user("alice"), h.user("bob")
    tid = await open_tournament(h, organiser, [alice, bob])
    h.clock.advance(hours=49)
    await h.tick()  # the round's time ran out: the organiser is asked about the open table
    [table] = await h.bot.store.tournament_tables(tid)
    verdict = f"ta:{tid}:1:{table.table}:x"
    assert h.message_with(verdict) is not None
    mallory = manager_elsewhere(h)
    await known(h, mallory)
    before = await dump(h)
    # The forged "both lose" from the attacker's own server, where they manage everything.
    reply = await h.press(mallory, verdict, channel_id=OTHER_CHANNEL, guild_id=OTHER_GUILD)
    assert reply.text() == t("en", "bot-error-control-other-server")
    # From a DM with the bot; and the organiser themself, pressing in another server or a DM.
    reply = await h.press(mallory, verdict, channel_id=h.dm_channel(mallory))
    assert reply.text() == t("en", "bot-error-control-in-server")
    reply = await h.press(organiser, verdict, channel_id=OTHER_CHANNEL, guild_id=OTHER_GUILD)
    assert reply.text() == t("en", "bot-error-control-other-server")
    reply = await h.press(organiser, verdict, channel_id=h.dm_channel(organiser))
    assert reply.text() == t("en", "bot-error-control-in-server")
    # A member of the tournament's server who manages nothing is refused by the room.
    reply = await h.press(alice, verdict)
    assert "Only the organiser" in reply.text()
    assert await dump(h) == before
    [table] = await h.bot.store.tournament_tables(tid)
    assert table.scores is None
    # The organiser, in the tournament's server, decides it.
    h.set_locale(organiser, "de")
    reply = await h.press(organiser, verdict)
    assert not reply.ephemeral, reply.text()
    [table] = await h.bot.store.tournament_tables(tid)
    assert table.scores is not None and table.decided_by == "adjudicated"


async def test_a_manager_of_the_tournaments_server_decides_in_that_server(any_harness: Harness):
    h = any_harness
    organiser, moderator = h.user("org", manage_channels=True), manager_elsewhere(h, "moderator")
    alice, bob = h.user("alice"), h.user("bob")
    tid = await open_tournament(h, organiser, [alice, bob])
    h.clock.advance(hours=49)
    await h.tick()
    [table] = await h.bot.store.tournament_tables(tid)
    reply = await h.press(moderator, f"ta:{tid}:1:{table.table}:d")
    assert not reply.ephemeral, reply.text()
    [table] = await h.bot.store.tournament_tables(tid)
    assert table.decided_by == "adjudicated" and sorted(table.scores.values()) == [0.5, 0.5]


@pytest.mark.parametrize("locale, lang", [("en-US", "en"), ("es-ES", "es"), ("de", "de"), ("it", "it")])
async def test_a_sign_up_forged_in_another_server_or_a_dm_is_refused_in_the_members_language(
        any_harness: Harness, locale: str, lang: str):
    h = any_harness
    organiser = h.user("org", manage_channels=True)
    tid = await open_tournament(h, organiser, [])
    stranger = h.user("stranger")
    h.set_locale(stranger, locale)
    await known(h, stranger)
    before = await dump(h)
    reply = await h.press(stranger, f"tn:{tid}:in", channel_id=OTHER_CHANNEL, guild_id=OTHER_GUILD)
    assert reply.text() == t(lang, "bot-error-control-other-server")
    reply = await h.press(stranger, f"tn:{tid}:in", channel_id=h.dm_channel(stranger))
    assert reply.text() == t(lang, "bot-error-control-in-server")
    # A tournament that does not exist (the ids are small numbers, easily typed) is told so.
    reply = await h.press(stranger, f"tn:{tid + 50}:in")
    assert reply.text() == t(lang, "bot-error-control-gone")
    assert await dump(h) == before
    assert await h.bot.store.tournament_players(tid) == {}
    # In the tournament's server the same press signs up.
    reply = await h.press(stranger, f"tn:{tid}:in")
    assert [user for user, _ in (await h.bot.store.tournament_players(tid)).items()] == [stranger.id]


@functools.cache
def simplest_id(kind: str) -> str:
    """The simplest custom id of ``kind`` the pattern its room declares accepts, found by Hypothesis from
    the pattern itself (so a new kind needs nothing here). Once per kind: the shrinking to the simplest is
    what costs; its explaining phase (which parts of a failing example matter) is of no use here."""
    return find(st.from_regex(declared_id_formats()[kind], fullmatch=True), lambda _: True,
                settings=settings(phases=[Phase.generate, Phase.shrink], database=None))


def forged_id(kind: str, number: int) -> str:
    """A custom id of ``kind`` as its room declares it (:func:`simplest_id`), naming ``number``."""
    parts = simplest_id(kind).split(":")
    parts[1] = str(number)
    custom_id = ":".join(parts)
    parsed = ids.parse(custom_id, declared_id_formats())
    assert parsed is not None and parsed.kind == kind and parsed.game_id == number, custom_id
    return custom_id


async def test_every_declared_component_forged_from_another_server_or_a_dm_is_refused_and_writes_nothing(
        any_harness: Harness):
    """Every kind the rooms declare, pressed by a stranger (a manager of their own server) from that
    server and from a DM, naming this server's real objects: a lobby and a game in play, a finished game,
    a tournament with a table, this server's season, and a member's own buttons."""
    h = any_harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    mod = manager_elsewhere(h, "mod")  # this server's manager
    lobby = await open_lobby(h, "menagerie", [carol], channel_id=CHANNEL_ID + 1)
    playing = await start_game(h, "menagerie", [alice, bob], seed=3)
    finished = await finish(h, [alice.id, bob.id], seed=2)
    tid = await open_tournament(h, mod, [alice, carol])
    on = await h.slash(mod, "records season", game="menagerie", divisions=1)
    assert "season is on" in on.text(), on.text()
    await h.slash(alice, "game privacy")
    numbers: dict[Owner, list[int]] = {
        Owner.GAME: [lobby, playing], Owner.RECORD: [finished], Owner.TOURNAMENT: [tid],
        Owner.SERVER: [GUILD_ID], Owner.MEMBER: [alice.id]}
    assert set(numbers) == set(Owner), "an owner this test does not know how to name"
    components = [component for room in h.bot.rooms for component in room.COMPONENTS]
    assert {c.kind for c in components} == set(h.bot.id_formats)
    mallory = manager_elsewhere(h)
    dm = h.dm_channel(mallory)
    await known(h, mallory)
    before = await dump(h)
    forged = 0
    for component in components:
        for number in numbers[component.owner]:
            custom_id = forged_id(component.kind, number)
            # A select of a real message is pressed as a select (Discord sends the message's own type).
            shown = h.message_with(custom_id)
            kind = ({"component_type": 3, "values": ["0"]}
                    if shown and any(c["custom_id"] == custom_id for c in shown.selects()) else {})
            for where in ({"channel_id": OTHER_CHANNEL, "guild_id": OTHER_GUILD}, {"channel_id": dm}):
                reply = await h.press(mallory, custom_id, **where, **kind)
                assert_refused(reply, component, number)
                forged += 1
    assert forged >= 2 * len(components)
    assert await dump(h) == before
    # The objects were real: pressed by their owners where they live, they answer.
    joined = await h.press(bob, forged_id("sj", GUILD_ID).split(":")[0] + f":{GUILD_ID}:menagerie")
    assert t("en", "season-joined", game="Menagerie", division=1) in joined.text(), joined.text()
    reply = await h.press(alice, f"mg:{alice.id}:0", channel_id=h.dm_channel(alice))
    assert not {s.says() for s in reply.sent} & refusal_texts()


def option_values(command: app_commands.Command, *, every: bool, game: str, number: int) -> dict[str, Any]:
    """Values for a command's options as a member could send them: its required options (``every``: all),
    each the first of its choices, else a number, a yes, or ``game`` for text (most text options name a
    game; any other answers that it is not one)."""
    values: dict[str, Any] = {}
    for parameter in command.parameters:
        if not (parameter.required or every):
            continue
        if parameter.choices:
            value: Any = parameter.choices[0].value
        elif parameter.type is AppCommandOptionType.integer or parameter.type is AppCommandOptionType.number:
            value = max(number, int(parameter.min_value or 0)) if parameter.max_value is None else int(
                parameter.min_value or 0)
        elif parameter.type is AppCommandOptionType.boolean:
            value = True
        elif parameter.type is AppCommandOptionType.string:
            value = game
        else:
            continue  # a user or a channel: the commands work without one
        values[parameter.display_name] = value
    return values


async def server_rows(h: Harness) -> dict[str, list[str]]:
    """The rows of the tables that hold a server's objects: those naming a server, a game or a tournament."""
    rows = await dump(h)
    location = h.bot.database_path
    if not location.startswith("postgres"):
        connection = sqlite3.connect(location)
        try:
            columns = {table: {row[1] for row in connection.execute(f'PRAGMA table_info("{table}")')}
                       for table in rows}
        finally:
            connection.close()
    else:
        connection = await asyncpg.connect(location)
        try:
            columns = {table: {row[0] for row in await connection.fetch(
                "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
                "AND table_name = $1", table)} for table in rows}
        finally:
            await connection.close()
    return {table: found for table, found in rows.items()
            if columns[table] & {"guild_id", "game_id", "tournament_id"}}


async def test_every_command_used_in_a_dm_answers_privately_and_writes_no_servers_object(
        any_harness: Harness):
    """Every command of the tree (read from it: a new one is covered), used in a DM by a member who manages
    their own servers, with its required options and then with all of them: a private answer, nothing
    posted, and no row of a server's games, lobbies, tournaments, seasons, queue or configuration
    written (a DM names no server, so nothing of one may change). A member's own settings may."""
    h = any_harness
    alice, bob, mod = h.user("alice"), h.user("bob"), manager_elsewhere(h, "mod")
    await open_lobby(h, "menagerie", [bob], channel_id=CHANNEL_ID + 1)
    playing = await start_game(h, "menagerie", [alice, bob], seed=3)
    finished = await finish(h, [alice.id, bob.id], seed=2)
    await open_tournament(h, mod, [alice, bob])
    await h.slash(mod, "records season", game="menagerie", divisions=1)
    mallory = manager_elsewhere(h)
    await known(h, mallory)
    dm = h.dm_channel(mallory)
    before = await server_rows(h)
    commands = [(top.name, command) for top in h.bot.tree.get_commands()
                if isinstance(top, app_commands.Group) for command in top.commands]
    assert len(commands) > 20
    for top, command in commands:
        for every in (False, True):
            values = option_values(command, every=every, game="menagerie", number=finished)
            reply = await h.slash(mallory, f"{top} {command.name}", channel_id=dm, **values)
            where = {s.where for s in reply.sent}
            assert where and where <= {"ephemeral"}, (command.name, values, reply.text())
            assert "{" not in reply.text()
    assert await server_rows(h) == before
    assert (await h.bot.store.get_game(playing)).status == "active"
    # A tournament in a DM is refused as a command of a server's (not as "only managers create one").
    reply = await h.slash(mallory, "records tournament", channel_id=dm, game="menagerie", format="swiss",
                          rounds=2, **{"signup-hours": 24, "round-hours": 48})
    assert reply.text() == t("en", "bot-error-server-channel")
