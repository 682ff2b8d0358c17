"""The lobby: ``/game new``, ``join``, ``leave``, ``start``, ``abort`` and the lobby's buttons and menus.

Every lobby change takes the game's lock and is conditional on the lobby in the database, so a press
racing Start never adds a phantom seat, leaves an empty one or changes the options under a started game.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import ids, messages
from bot.cogs import Answer, Component, GameCog
from bot.commands import cs
from bot.computer_play import add_computer, remove_computer
from bot.ids import ParsedId
from bot.messages import clip
from core.clocks import CLOCKS, DEFAULT_CLOCK, TableRules
from core.service import PlayerError, error_msg
from i18n import t
from rules.base import Game, Msg, resolve_options
from store import ChannelBusy, GameRecord, LobbyClosed, StaleVersion, TableFull

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger(__name__)

THREAD_TYPES = (discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                discord.ChannelType.news_thread)
CHANNEL_BUSY_TEXT = Msg("bot-error-channel-busy")
LOBBY_CHANGED_TEXT = Msg("bot-error-lobby-changed")
LOBBY_CLOSED_TEXT = Msg("bot-error-lobby-closed")
TOO_LATE_TEXT = Msg("bot-error-too-late")


class LobbyCog(GameCog):
    """Opening, filling, configuring, starting and cancelling games."""

    COMPONENTS = (*(Component(kind, Answer.EDIT) for kind in ("lb", "lo", "lm", "ab", "lt", "lk", "lx")),
                  *(Component(kind, Answer.REPLY) for kind in ("rg", "lc", "lr")))

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
        if record.status != "lobby":
            raise PlayerError(LOBBY_CLOSED_TEXT)
        self.bot.service.check_intact(record)
        if kind == "lb":
            verb = fields["verb"]
            if verb == "join":
                await self.join(interaction, record, from_lobby=True)
            elif verb == "leave":
                await self.leave(interaction, record, from_lobby=True)
            else:
                await self.start_from_lobby(interaction, record)
            return
        if interaction.user.id != record.creator_id:
            raise PlayerError(Msg("bot-error-creator-options"))
        game = self.bot.game_of(record)
        async with self.bot.service.locked(record.id):
            # Read again under the lock: the options are changed from what the database holds now.
            record = await self.bot.record_by_id(record.id)
            if record.status != "lobby":
                raise PlayerError(LOBBY_CLOSED_TEXT)
            options = dict(record.options)
            if kind == "lo":
                name = fields["option"]
                spec = game.options.get(name)
                if spec is None or len(values) != 1 or values[0] not in {v for v, _ in spec.choices}:
                    raise PlayerError(Msg("bot-error-option-not-offered"))
                options[name] = values[0]
            else:
                _, switches = messages.option_layout(game.options)
                if any(value not in switches for value in values):
                    raise PlayerError(Msg("bot-error-module-not-offered"))
                for name in switches:
                    spec = game.options[name]
                    options[name] = (messages.enabled_value(spec) if name in values
                                     else messages.disabled_value(spec))
            try:
                options = resolve_options(game.options, options)
            except ValueError as error:
                raise PlayerError(error_msg(error)) from error
            try:
                await self.bot.store.set_options(record.id, options)
            except LobbyClosed as error:
                raise PlayerError(TOO_LATE_TEXT) from error
            await self.bot.lobbies.refresh(record, interaction)

    async def open_lobby(self, interaction: discord.Interaction, game: Game, channel_id: int,
                         options: dict[str, str], table: TableRules, *, invited: list[int] | None = None,
                         in_new_thread: bool = False) -> GameRecord:
        """Create a lobby in ``channel_id`` with the presser in seat 0 and post its message: as the
        interaction's answer when the lobby is in the channel it came from, otherwise in that channel (a
        new thread, or a rematch) with a short private answer. ``invited`` are mentioned to confirm."""
        bot = self.bot
        try:
            record = await bot.store.create_lobby(
                guild_id=interaction.guild_id, channel_id=channel_id, game=game.id, options=options,
                creator_id=interaction.user.id, clock_seconds=table.clock_seconds,
                clock_chosen=table.chosen)
        except ChannelBusy as error:
            raise PlayerError(CHANNEL_BUSY_TEXT) from error
        if table != TableRules.of(record):
            await bot.store.set_table_rules(record.id, clock_seconds=table.clock_seconds,
                                            on_timeout=table.on_timeout, handover_after=table.handover_after,
                                            clock_chosen=table.chosen)
        lang = await bot.channel_lang(interaction.guild_id)  # the lobby is a public message
        embed = messages.lobby_embed(lang, game, options, [interaction.user.id], interaction.user.id,
                                     table=table)
        view = messages.lobby_view(lang, game, record.id, options, table)
        if channel_id == interaction.channel_id and invited is None:
            message = await interaction.followup.send(embed=embed, view=view, wait=True)
            await bot.store.set_lobby_message(record.id, message.id)
            return record
        content = None
        if invited:
            content = t(lang, "bot-rematch-invite", users=" ".join(f"<@{user}>" for user in invited),
                        user=f"<@{interaction.user.id}>")
        posted = await bot.post(record, content=content, embed=embed, view=view,
                                allowed_mentions=discord.AllowedMentions(
                                    users=[discord.Object(user) for user in invited or []]))
        await bot.store.set_lobby_message(record.id, posted.id if posted else None)
        await bot.reply(interaction, Msg("bot-lobby-open-thread" if in_new_thread else "bot-lobby-open-here",
                                         game=game.title, channel=f"<#{channel_id}>"))
        return record

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
        if record.status != "finished":
            raise PlayerError(Msg("bot-error-rematch-unfinished"))
        users = await self.bot.store.seats(record.id)
        if interaction.user.id not in users:
            raise PlayerError(Msg("bot-error-rematch-not-player"))
        game = self.bot.game_of(record)
        open_game = await self.bot.store.open_game_in_channel(record.channel_id)
        if open_game is None:
            invited = [user for user in dict.fromkeys(users) if user != interaction.user.id]
            try:
                await self.open_lobby(interaction, game, record.channel_id, dict(record.options),
                                      TableRules.of(record), invited=invited)
                return
            except PlayerError as error:
                if not isinstance(error.__cause__, ChannelBusy):
                    raise
            open_game = await self.bot.store.open_game_in_channel(record.channel_id)
            if open_game is None:  # the lobby that won the race is already gone again: press once more
                raise PlayerError(CHANNEL_BUSY_TEXT)
        await self.seat_in_rematch(interaction, record, open_game)

    async def seat_in_rematch(self, interaction: discord.Interaction, finished: GameRecord,
                              open_game: GameRecord) -> None:
        """Rematch pressed while the channel has a game open: a lobby of the same game (the rematch another
        player opened) takes the presser in; anything else is explained, with a link to it."""
        game = self.bot.game_of(open_game)
        if open_game.status != "lobby" or open_game.game != finished.game:
            message_id = open_game.lobby_message_id if open_game.status == "lobby" \
                else open_game.board_message_id
            key = "bot-rematch-other-lobby" if open_game.status == "lobby" else "bot-rematch-game-on"
            raise PlayerError(Msg(key, game=game.title, where=self.where(open_game, message_id)))
        where = self.where(open_game, open_game.lobby_message_id)
        self.bot.service.check_intact(open_game)
        async with self.bot.service.locked(open_game.id):
            try:
                added = await self.bot.store.add_seat(open_game.id, interaction.user.id,
                                                      max_players=game.max_players)
            except LobbyClosed as error:
                raise PlayerError(Msg("bot-rematch-game-on", game=game.title, where=where)) from error
            except TableFull as error:
                raise PlayerError(Msg("bot-rematch-full", game=game.title, players=game.max_players,
                                      where=where)) from error
            if not added:
                raise PlayerError(Msg("bot-rematch-already-in", game=game.title, where=where))
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
        if record.status != "lobby":
            raise PlayerError(LOBBY_CLOSED_TEXT)
        if interaction.user.id != record.creator_id:
            raise PlayerError(Msg("bot-error-creator-time"))
        async with self.bot.service.locked(record.id):
            record = await self.bot.record_by_id(record.id)
            try:
                table = TableRules.of(record).changed(values[0] if len(values) == 1 else "")
            except ValueError as error:
                raise PlayerError(Msg("bot-error-not-on-menu")) from error
            try:
                await self.bot.store.set_table_rules(record.id, clock_seconds=table.clock_seconds,
                                                     on_timeout=table.on_timeout,
                                                     handover_after=table.handover_after,
                                                     clock_chosen=table.chosen)
            except LobbyClosed as error:
                raise PlayerError(TOO_LATE_TEXT) from error
            await self.bot.lobbies.refresh(record, interaction)

    async def join(self, interaction: discord.Interaction, record: GameRecord, *, from_lobby: bool) -> None:
        if record.status != "lobby":
            raise PlayerError(Msg("bot-error-join-started"))
        game = self.bot.game_of(record)
        async with self.bot.service.locked(record.id):
            try:
                added = await self.bot.store.add_seat(record.id, interaction.user.id,
                                                  max_players=game.max_players)
            except LobbyClosed as error:
                raise PlayerError(Msg("bot-error-join-too-late")) from error
            except TableFull as error:
                raise PlayerError(Msg("bot-error-table-full", players=game.max_players)) from error
            if not added:
                raise PlayerError(Msg("bot-error-already-in"))
            if from_lobby:
                await self.bot.lobbies.refresh(record, interaction)
            else:
                await self.bot.reply(interaction, Msg("bot-joined"))
                await self.bot.lobbies.refresh(record)

    async def leave(self, interaction: discord.Interaction, record: GameRecord, *, from_lobby: bool) -> None:
        if record.status != "lobby":
            raise PlayerError(Msg("bot-error-leave-started"))
        if interaction.user.id == record.creator_id:
            raise PlayerError(Msg("bot-error-leave-creator"))
        async with self.bot.service.locked(record.id):
            try:
                removed = await self.bot.store.remove_seat(record.id, interaction.user.id)
            except LobbyClosed as error:
                raise PlayerError(Msg("bot-error-leave-too-late")) from error
            if not removed:
                raise PlayerError(Msg("bot-error-not-in-game"))
            if from_lobby:
                await self.bot.lobbies.refresh(record, interaction)
            else:
                await self.bot.reply(interaction, Msg("bot-left"))
                await self.bot.lobbies.refresh(record)

    async def start_from_lobby(self, interaction: discord.Interaction, record: GameRecord) -> None:
        if interaction.user.id != record.creator_id:
            raise PlayerError(Msg("bot-error-start-creator", user=f"<@{record.creator_id}>"))
        async with self.bot.service.locked(record.id):
            record = await self.bot.record_by_id(record.id)
            if record.status != "lobby":
                raise PlayerError(Msg("bot-error-already-started"))
            try:
                loaded = await self.bot.service.start(record, self.bot.new_seed())
            except StaleVersion as error:
                raise PlayerError(LOBBY_CHANGED_TEXT) from error
            await self.bot.lobbies.refresh(loaded.record, interaction)
            await self.bot.announcer.deliver(loaded, {"kind": "start"})
            await self.bot.announcer.mark_delivered(loaded.id, loaded.version)
            await self.bot.announcer.hand_to_standin_if_due(loaded)  # a computer to move first plays at once

    async def confirm_abort(self, interaction: discord.Interaction, record: GameRecord) -> None:
        self.check_may_abort(interaction, record)
        async with self.bot.service.locked(record.id):
            if not await self.bot.store.set_status(record.id, "aborted", only_if_open=True):
                raise PlayerError(Msg("bot-error-already-closed"))
        await self.bot.edit_pressed(interaction, content=t(await self.bot.lang(interaction), "bot-cancelled"),
                                    view=None)
        await self.bot.lobbies.refresh(record)
        title = self.bot.game_of(record).title
        lang = await self.bot.channel_lang(record.guild_id)
        await self.bot.post(record, content=t(lang, "bot-cancelled-post", user=f"<@{interaction.user.id}>",
                                              game=title),
                            allowed_mentions=discord.AllowedMentions.none())

    def check_may_abort(self, interaction: discord.Interaction, record: GameRecord) -> None:
        permissions = interaction.permissions
        if interaction.user.id != record.creator_id and not permissions.manage_channels:
            raise PlayerError(Msg("bot-error-abort-permission"))

    # --- commands --------------------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot
        game_choices = [app_commands.Choice(name=clip(game.title, 100), value=game_id)
                        for game_id, game in list(bot.games.items())[:25]]

        async def new(interaction: discord.Interaction, game: str, clock: str | None = None,
                      thread: bool | None = None) -> None:
            async def work() -> None:
                chosen = bot.games.get(game) if isinstance(game, str) else None
                if chosen is None:
                    offered = tuple(g.title for g in bot.games.values())
                    raise PlayerError(Msg("bot-error-unknown-game", games=offered) if offered
                                      else Msg("bot-error-no-games"))
                if interaction.channel_id is None or interaction.guild_id is None:
                    raise PlayerError(Msg("bot-error-start-in-server"))
                options = resolve_options(chosen.options, {})
                time_per_turn = clock
                if time_per_turn is not None and time_per_turn not in CLOCKS:
                    raise PlayerError(Msg("bot-config-bad-clock"))
                server = await bot.store.guild_settings(interaction.guild_id)
                if time_per_turn is None:
                    time_per_turn = server.default_clock or DEFAULT_CLOCK
                in_thread = isinstance(interaction.channel, discord.Thread) or (
                    getattr(interaction.channel, "type", None) in THREAD_TYPES)
                own_thread = (server.threads if thread is None else bool(thread)) and not in_thread
                table = TableRules(CLOCKS.get(time_per_turn), chosen=clock is not None)
                if not own_thread and await bot.store.open_game_in_channel(interaction.channel_id):
                    raise PlayerError(CHANNEL_BUSY_TEXT)
                if not interaction.response.is_done():
                    # The lobby is a public message (deferred publicly: creating it waits for the
                    # database); a lobby in a new thread is announced privately instead.
                    await interaction.response.defer(thinking=True, ephemeral=own_thread)
                channel_id = interaction.channel_id
                if own_thread:
                    channel_id = await self.create_thread(interaction.channel_id,
                                                          f"{chosen.title} · {interaction.user.display_name}")
                await self.open_lobby(interaction, chosen, channel_id, options, table,
                                      in_new_thread=own_thread)
            await bot.guarded(interaction, work)

        new = app_commands.choices(clock=[app_commands.Choice(name=cs(f"clock-{name}"), value=name)
                                          for name in CLOCKS])(new)
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
                self.check_may_abort(interaction, record)
                lang = await bot.lang(interaction)
                view = discord.ui.View(timeout=None)
                view.add_item(messages.button(ids.abort(record.id), t(lang, "bot-abort-confirm-button"),
                                              style=discord.ButtonStyle.danger))
                await bot.reply(interaction, t(lang, "bot-abort-confirm"), view=view, lang=lang)
            await bot.guarded(interaction, work, defer=True)


async def setup(bot: GameBot) -> None:
    """Load this room (``bot.load_extension("bot.cogs.lobby")``)."""
    await bot.add_room(LobbyCog(bot))
