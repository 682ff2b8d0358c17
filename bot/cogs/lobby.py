"""The lobby: ``/game new``, ``join``, ``leave``, ``start``, ``abort`` and the lobby's buttons and menus.

The rules of a lobby (who may join, leave, change it, start or cancel it; a full table; a busy channel)
and its side of the database are the tables service's (``core/tables.py``); this room parses the commands
and presses, calls it, and shows the outcome in Discord (the lobby message is redrawn while the lobby is
still held, inside the service's context managers).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import ids, messages
from bot.commands import cs, yes_no, yes_no_choices
from bot.computer_play import computer_seat_labels, level_description, seat_name
from bot.flows import post_once
from bot.host import Host
from bot.ids import ParsedId
from bot.language import user_lang
from bot.messages import clip
from bot.rooms import Answer, Component, GameCog, Owner
from core.clocks import CLOCK_CHOICES, TableRules
from core.computers import LEVELS, computer_user_id, is_computer, people
from core.flows import Flow
from core.service import PlayerError
from core.tables import ChannelTaken, Rematch
from i18n import t
from rules.base import Game, Msg
from store import FLOW_LOBBY_CARD, GameRecord, LobbyClosed, TableFull

log = logging.getLogger(__name__)

THREAD_TYPES = (discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                discord.ChannelType.news_thread)


class LobbyCog(GameCog):
    """Opening, filling, configuring, starting and cancelling games."""

    ORDER = 10

    FLOWS = (FLOW_LOBBY_CARD,)

    COMPONENTS = (
        # lb:<gid>:join|leave|start  the lobby's buttons
        Component("lb", Answer.EDIT, owner=Owner.GAME, pattern=ids.GAME + r":(?P<verb>join|leave|start)"),
        # lo:<gid>:<option>  an option's select
        Component("lo", Answer.EDIT, owner=Owner.GAME,
                  pattern=ids.GAME + r":(?P<option>[A-Za-z0-9_\-]{1,60})"),
        # lm:<gid> the modules' select; ab:<gid> confirm aborting a game; lt:<gid> the time control's select
        # (values clock:24h, timeout:standin…)
        *(Component(kind, Answer.EDIT, owner=Owner.GAME, pattern=ids.GAME) for kind in ("lm", "ab", "lt")),
        # lc:<gid> "Add computer player", lk:<gid> its level select (values easy, medium, hard); lr:<gid>
        # "Remove computer player", lx:<gid> its seat select (values: the computer seats' user ids, negative
        # numbers: an answer names who sits there, not the place, which moves up when a seat before it is
        # freed)
        *(Component(kind, Answer.EDIT, owner=Owner.GAME, pattern=ids.GAME) for kind in ("lk", "lx")),
        *(Component(kind, Answer.REPLY, owner=Owner.GAME, pattern=ids.GAME) for kind in ("lc", "lr")),
        # rg:<gid>  "Rematch" on a final card: a new lobby, same players and options (pressed while that
        # lobby is open: a seat in it)
        Component("rg", Answer.REPLY, owner=Owner.GAME, pattern=ids.GAME),
    )

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        if parsed.kind == "ab":
            await self.confirm_abort(interaction, record)
        elif parsed.kind == "rg":
            await self.rematch(interaction, record)
        elif parsed.kind == "lt":
            await self.table_rules(interaction, record, values or [])
        elif parsed.kind in ("lc", "lk"):
            await add_computer(self.bot, interaction, record, parsed.kind == "lk", values or [])
        elif parsed.kind in ("lr", "lx"):
            await remove_computer(self.bot, interaction, record, parsed.kind == "lx", values or [])
        else:
            await self.lobby_component(interaction, record, parsed.kind, parsed.fields, values or [])

    async def lobby_component(self, interaction: discord.Interaction, record: GameRecord, kind: str,
                              fields: dict[str, str], values: list[str]) -> None:
        self.bot.tables.check_lobby(record)
        if kind == "lb":
            verb = fields["verb"]
            if verb == "join":
                await self.join(interaction, record, from_lobby=True)
            elif verb == "leave":
                await self.leave(interaction, record, from_lobby=True)
            else:
                await self.start_from_lobby(interaction, record)
            return
        async with self.bot.tables.editing_options(record, interaction.user.id) as lobby:
            await lobby.set_options(self.menu_choice(lobby.game, kind, fields, values))
            await self.bot.lobbies.refresh(lobby.record, interaction)

    @staticmethod
    def menu_choice(game: Game, kind: str, fields: dict[str, str], values: list[str]) -> dict[str, str]:
        """The options a lobby menu's selection stands for: one option's select (``lo``) gives one value;
        the "Modules" multi-select (``lm``) turns the on/off options it offers on when picked, else off."""
        if kind == "lo":
            if len(values) != 1:
                raise PlayerError(Msg("bot-error-option-not-offered"))
            return {fields["option"]: values[0]}
        _, switches = messages.option_layout(game.options)
        if any(value not in switches for value in values):
            raise PlayerError(Msg("bot-error-module-not-offered"))
        return {name: (messages.enabled_value(game.options[name]) if name in values
                       else messages.disabled_value(game.options[name]))
                for name in switches}

    async def open_lobby(self, interaction: discord.Interaction, game: Game, channel_id: int,
                         options: dict[str, str], table: TableRules, *, rematch_of: int | None = None,
                         rematch: Rematch | None = None, in_new_thread: bool = False,
                         answer_id: int | None = None) -> GameRecord:
        """Create a lobby in ``channel_id`` with the presser in seat 0 and post its card: as the
        interaction's answer when the lobby is in the channel it came from (``answer_id``: the deferred
        answer's message, which the card fills), otherwise in that channel (a new thread, or a rematch of
        ``rematch_of``, whose other players the card asks to confirm) with a short private answer.

        The card is the lobby's flow (``store.FLOW_LOBBY_CARD``, written with the lobby): a crash between
        the two leaves it to the periodic work, which posts it (or fills the deferred answer) within two
        ticks, never a lobby nobody can see or start."""
        bot = self.bot
        here = channel_id == interaction.channel_id and rematch_of is None
        payload: dict[str, int] = {}
        if rematch_of is not None:
            payload["rematch_of"] = rematch_of
        elif here and answer_id is not None:
            payload["answer"] = answer_id
        record = await bot.tables.open(guild_id=interaction.guild_id, channel_id=channel_id, game=game,
                                       options=options, creator_id=interaction.user.id, table=table,
                                       card=payload, rematch=rematch)
        await bot.flows.run(FLOW_LOBBY_CARD, str(record.id),
                            lambda flow: self.post_card(flow, interaction if here else None))
        if not here:
            key = "bot-lobby-open-thread" if in_new_thread else "bot-lobby-open-here"
            await bot.reply(interaction, Msg(key, game=game.title, channel=f"<#{channel_id}>"))
        return record

    async def carry_out(self, flow: Flow) -> None:
        await self.post_card(flow)

    async def post_card(self, flow: Flow, interaction: discord.Interaction | None = None) -> None:
        """A lobby's card, once (its flow's one step): the interaction's answer when given, else the
        deferred answer it was to fill (edited), else a post in the lobby's channel; a lobby that started
        or closed meanwhile needs none."""
        bot = self.bot
        record = await bot.store.get_game(int(flow.key))
        if record is None or record.status != "lobby":
            return
        invited: list[int] = []
        if "rematch_of" in flow.payload:
            played = await bot.store.seats(int(flow.payload["rematch_of"]))
            invited = [user for user in people(played) if user != record.creator_id]
        note = ""
        if invited:
            # A rematch's card pings the players asked to confirm, in its first line (a card has no content).
            lang = await bot.channel_lang(record.guild_id)
            note = t(lang, "bot-rematch-invite", users=" ".join(f"<@{user}>" for user in invited),
                     user=f"<@{record.creator_id}>")
        card = await bot.lobbies.card(record, note)
        mentions = discord.AllowedMentions(users=[discord.Object(user) for user in invited])

        async def show() -> int | None:
            if interaction is not None:
                message = await bot.send_answer(interaction, view=card, ephemeral=False)
                return message.id if message is not None else flow.payload.get("answer")
            answer = flow.payload.get("answer")
            if answer is not None:
                try:
                    await bot.channel_of(record).get_partial_message(int(answer)).edit(
                        view=card, allowed_mentions=mentions)
                    return int(answer)
                except discord.NotFound:
                    log.info("game %d: the lobby's deferred answer is gone; its card is posted", record.id)
            return await post_once(bot, flow, "post", record.channel_id, record.guild_id, view=card,
                                   allowed_mentions=mentions)

        message_id = await flow.step("card", show)
        await bot.tables.set_lobby_message(record.id, message_id)

    async def create_thread(self, channel_id: int, name: str) -> int:
        """A public thread in ``channel_id`` for one game (archived after a week without messages)."""
        try:
            data = await self.bot.http.start_thread_without_message(
                channel_id, name=clip(name, 100), auto_archive_duration=10080,
                type=discord.ChannelType.public_thread.value)
        except discord.Forbidden as error:
            raise PlayerError(Msg("bot-error-no-thread-permission")) from error
        return int(data["id"])

    async def rematch(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """A new lobby in the same channel with the same options and time control; the presser is seated
        and the other players are asked to confirm by pressing Join (or Rematch: see :meth:`seat_in_rematch`).

        Two players pressing at once both find the channel free; the store lets one lobby in and the other
        press is seated in it."""
        rematch = await self.bot.tables.rematch(record, interaction.user.id)
        open_game = rematch.open_game
        if open_game is None:
            try:
                await self.open_lobby(interaction, rematch.game, record.channel_id, rematch.options,
                                      rematch.table, rematch_of=record.id, rematch=rematch)
                return
            except ChannelTaken:
                pass
            open_game = await self.bot.tables.open_game_after_race(record.channel_id)
        await self.seat_in_rematch(interaction, record, open_game)

    async def seat_in_rematch(self, interaction: discord.Interaction, finished: GameRecord,
                              open_game: GameRecord) -> None:
        """Rematch pressed while the channel has a game open: a lobby of the same game (the rematch another
        player opened) takes the presser in; anything else is explained, with a link to it."""
        message_id = open_game.lobby_message_id if open_game.status == "lobby" else open_game.board_message_id
        where = self.where(open_game, message_id)
        async with self.bot.tables.seating_in_rematch(finished, open_game, interaction.user.id,
                                                      where) as game:
            await self.bot.lobbies.refresh(open_game)  # the lobby message, not the final board pressed
        await self.bot.reply(interaction, Msg("bot-rematch-seated", game=game.title, where=where))

    @staticmethod
    def where(record: GameRecord, message_id: int | None) -> str:
        """A link to a game's message, or its channel when the message is not known."""
        if message_id is None:
            return f"<#{record.channel_id}>"
        return messages.jump_url(record.guild_id, record.channel_id, message_id)

    async def table_rules(self, interaction: discord.Interaction, record: GameRecord,
                          values: list[str]) -> None:
        """The creator changes the time control in the lobby's menu."""
        async with self.bot.tables.editing_time_control(record, interaction.user.id) as lobby:
            choice = values[0] if len(values) == 1 else ""
            if choice.startswith("reliable:"):
                await lobby.set_reliability(choice)
            elif choice.startswith("hints:"):
                await lobby.set_hints(choice)
            else:
                await lobby.set_time_control(choice)
            await self.bot.lobbies.refresh(lobby.record, interaction)

    async def join(self, interaction: discord.Interaction, record: GameRecord, *, from_lobby: bool) -> None:
        async with self.bot.tables.joining(record, interaction.user.id):
            if from_lobby:
                await self.bot.lobbies.refresh(record, interaction)
            else:
                await self.bot.reply(interaction, Msg("bot-joined"))
                await self.bot.lobbies.refresh(record)

    async def leave(self, interaction: discord.Interaction, record: GameRecord, *, from_lobby: bool) -> None:
        async with self.bot.tables.leaving(record, interaction.user.id):
            if from_lobby:
                await self.bot.lobbies.refresh(record, interaction)
            else:
                await self.bot.reply(interaction, Msg("bot-left"))
                await self.bot.lobbies.refresh(record)

    async def start_from_lobby(self, interaction: discord.Interaction, record: GameRecord) -> None:
        async with self.bot.tables.starting(record, interaction.user.id, self.bot.new_seed) as loaded:
            await self.bot.lobbies.refresh(loaded.record, interaction)
            await self.bot.announcer.deliver(loaded, {"kind": "start"})
            await self.bot.announcer.mark_delivered(loaded.id, loaded.version)
            await self.bot.announcer.hand_to_standin_if_due(loaded)  # a computer to move first plays at once

    async def confirm_abort(self, interaction: discord.Interaction, record: GameRecord) -> None:
        await self.bot.tables.abort(record, interaction.user.id, manages_channel(interaction))
        await self.bot.edit_pressed(interaction, content=t(await self.bot.lang(interaction), "bot-cancelled"),
                                    view=None)
        await self.bot.lobbies.refresh(record)
        title = self.bot.game_of(record).title
        lang = await self.bot.channel_lang(record.guild_id)
        await self.bot.post(record, content=t(lang, "bot-cancelled-post", user=f"<@{interaction.user.id}>",
                                              game=title),
                            allowed_mentions=discord.AllowedMentions.none())

    # --- commands --------------------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot
        game_choices = [app_commands.Choice(name=clip(game.title, 100), value=game_id)
                        for game_id, game in list(bot.games.items())[:25]]

        async def new(interaction: discord.Interaction, game: str, clock: str | None = None,
                      thread: str | None = None) -> None:
            async def work() -> None:
                bot.limits.check("lobby", interaction.user.id, interaction.guild_id)  # core/limits.py
                in_thread = isinstance(interaction.channel, discord.Thread) or (
                    getattr(interaction.channel, "type", None) in THREAD_TYPES)
                plan = await bot.tables.plan_new(game, interaction.guild_id, interaction.channel_id, clock,
                                                 yes_no(thread), in_thread)
                answer_id = None
                if not interaction.response.is_done():
                    # The lobby is a public message (deferred publicly: creating it waits for the
                    # database); a lobby in a new thread is announced privately instead.
                    deferred = await interaction.response.defer(thinking=True, ephemeral=plan.own_thread)
                    answer_id = deferred.message_id if deferred is not None else None
                channel_id = interaction.channel_id
                if plan.own_thread:
                    channel_id = await self.create_thread(
                        interaction.channel_id, f"{plan.game.title} · {interaction.user.display_name}")
                await self.open_lobby(interaction, plan.game, channel_id, plan.options, plan.table,
                                      in_new_thread=plan.own_thread, answer_id=answer_id)
            await bot.guarded(interaction, work)

        # A bank's name ("bank5d+1d") as a catalog key: "commands-clock-bank5d-1d".
        new = app_commands.choices(clock=[app_commands.Choice(name=cs(f"clock-{name.replace('+', '-')}"),
                                                              value=name)
                                          for name in CLOCK_CHOICES], thread=yes_no_choices())(new)
        if game_choices:
            new = app_commands.choices(game=game_choices)(new)
        new = app_commands.rename(game=cs("new-game-name"), clock=cs("new-clock-name"),
                                  thread=cs("new-thread-name"))(new)
        group.command(name=cs("new-name"), description=cs("new-description"))(
            app_commands.describe(game=cs("new-game-description"),
                                  clock=cs("new-clock-description"),
                                  thread=cs("new-thread-description"))(new))

        @group.command(name=cs("join-name"), description=cs("join-description"))
        async def join(interaction: discord.Interaction) -> None:
            async def work() -> None:
                await self.join(interaction, await bot.channel_game(interaction), from_lobby=False)
            await bot.guarded(interaction, work, defer=True)

        @group.command(name=cs("leave-name"), description=cs("leave-description"))
        async def leave(interaction: discord.Interaction) -> None:
            async def work() -> None:
                await self.leave(interaction, await bot.channel_game(interaction), from_lobby=False)
            await bot.guarded(interaction, work, defer=True)

        @group.command(name=cs("start-name"), description=cs("start-description"))
        async def start(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction)
                await self.start_from_lobby(interaction, record)
                await bot.reply(interaction, Msg("bot-started"))
            await bot.guarded(interaction, work, defer=True)

        @group.command(name=cs("abort-name"), description=cs("abort-description"))
        async def abort(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction, intact=False)
                bot.tables.check_may_abort(record, interaction.user.id, manages_channel(interaction))
                lang = await bot.lang(interaction)
                view = discord.ui.View(timeout=None)
                view.add_item(messages.button(ids.abort(record.id), t(lang, "bot-abort-confirm-button"),
                                              style=discord.ButtonStyle.danger))
                await bot.reply(interaction, t(lang, "bot-abort-confirm"), view=view, lang=lang)
            await bot.guarded(interaction, work, defer=True)


def manages_channel(interaction: discord.Interaction) -> bool:
    """Whether the presser may manage the channel (and so cancel any game in it)."""
    return interaction.permissions.manage_channels


async def add_computer(bot: Host, interaction: discord.Interaction, record: GameRecord, pick: bool,
                         values: list[str]) -> None:
    """The lobby's "Add computer player": the button answers (privately) with the level menu; a level
    picked there seats a computer of that level at the end of the table. Only the creator may."""
    lang = await user_lang(bot, interaction)
    if record.status != "lobby":
        raise PlayerError(t(lang, "computer-lobby-closed"))
    bot.service.check_intact(record)  # a lobby whose row cannot be read is refused as its other buttons are
    if interaction.user.id != record.creator_id:
        raise PlayerError(t(lang, "computer-only-creator"))
    game = bot.game_of(record)
    if not pick:
        options = [discord.SelectOption(label=t(lang, f"computer-seat-{level}"), value=level,
                                        description=level_description(lang, game.id, level))
                   for level in LEVELS]
        view = discord.ui.View(timeout=None)
        view.add_item(messages.select(ids.add_computer(record.id, pick=True), t(lang, "computer-add-menu"),
                                      options))
        await bot.reply(interaction, t(lang, "computer-add-menu"), view=view)
        return
    if len(values) != 1 or values[0] not in LEVELS:
        raise PlayerError(t(lang, "computer-unknown-level"))
    level = values[0]
    async with bot.service.locked(record.id):
        record = await bot.record_by_id(record.id)
        if record.status != "lobby":
            raise PlayerError(t(lang, "computer-lobby-closed"))
        bot.service.check_intact(record)
        users = await bot.store.seats(record.id)
        seated = computer_user_id(level, users)
        try:
            await bot.store.add_seat(record.id, seated, max_players=game.max_players)
        except LobbyClosed as error:
            raise PlayerError(t(lang, "computer-lobby-closed")) from error
        except (TableFull, ValueError) as error:
            raise PlayerError(t(lang, "computer-table-full")) from error
        await bot.lobbies.refresh(record)
    added = t(lang, "computer-added", name=seat_name(lang, seated))
    await bot.edit_pressed(interaction, content=added, view=None)


async def remove_computer(bot: Host, interaction: discord.Interaction, record: GameRecord, pick: bool,
                            values: list[str]) -> None:
    """The lobby's "Remove computer player": the button answers (privately) with a menu of the computer
    seats; the one picked there gives its seat up and the table closes the gap, as when a player leaves.
    Only the creator may, and only while the lobby is open. A menu outlived by its computer (removed from
    another menu) or by the lobby (started, cancelled) is refused politely; nothing changes."""
    lang = await user_lang(bot, interaction)
    if record.status != "lobby":
        raise PlayerError(t(lang, "computer-lobby-closed"))
    bot.service.check_intact(record)
    if interaction.user.id != record.creator_id:
        raise PlayerError(t(lang, "computer-remove-only-creator"))
    if not pick:
        labels = computer_seat_labels(lang, await bot.store.seats(record.id))
        if not labels:
            raise PlayerError(t(lang, "computer-remove-none"))
        options = [discord.SelectOption(label=messages.clip(label, 100), value=str(user))
                   for user, label in list(labels.items())[:messages.MAX_SELECT_OPTIONS]]
        view = discord.ui.View(timeout=None)
        view.add_item(messages.select(ids.remove_computer(record.id, pick=True),
                                      t(lang, "computer-remove-menu"), options))
        await bot.reply(interaction, t(lang, "computer-remove-menu"), view=view)
        return
    user = _computer_value(values)
    if user is None:
        raise PlayerError(t(lang, "computer-remove-unknown"))
    async with bot.service.locked(record.id):
        record = await bot.record_by_id(record.id)
        if record.status != "lobby":
            raise PlayerError(t(lang, "computer-lobby-closed"))
        bot.service.check_intact(record)
        # Named before it goes, as the creator saw it in the menu (seat numbers move up after).
        name = computer_seat_labels(lang, await bot.store.seats(record.id)).get(user)
        if name is None:
            raise PlayerError(t(lang, "computer-remove-gone"))
        try:
            removed = await bot.store.remove_seat(record.id, user)
        except LobbyClosed as error:
            raise PlayerError(t(lang, "computer-lobby-closed")) from error
        if not removed:
            raise PlayerError(t(lang, "computer-remove-gone"))
        await bot.lobbies.refresh(record)
    await bot.edit_pressed(interaction, content=t(lang, "computer-removed", name=name), view=None)


def _computer_value(values: list[str]) -> int | None:
    """The computer seat's user id a menu answer names, or None for anything else (a forged value)."""
    if len(values) != 1 or not values[0].isascii() or not values[0].startswith("-") \
            or not values[0][1:].isdigit() or len(values[0]) > 12:
        return None
    user = int(values[0])
    return user if is_computer(user) else None


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(LobbyCog(bot))
