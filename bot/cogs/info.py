"""Looking on: ``/game board``, ``status``, ``log`` and ``rules``; all answered privately to whoever asks
and all about public information only."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import ids, messages
from bot.clocks import discord_time
from bot.cogs import GameCog
from bot.ids import ParsedId
from bot.messages import clip, jump_url
from bot.service import PlayerError
from bot.store import GameRecord

log = logging.getLogger(__name__)


FINISHED_NOTE = "This game is finished (a new one can start here with `/game new`).\n"
LOG_PAGE = 20


class InfoCog(GameCog):
    """The read-only commands."""

    COMPONENT_KINDS = frozenset({"lg"})

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        await self.show_log(interaction, record, int(parsed.fields["page"]), edit=True)

    async def show_log(self, interaction: discord.Interaction, record: GameRecord, page: int, *,
                       edit: bool = False) -> None:
        """A page of the game's log (page 0: the newest decisions), with Older/Newer buttons."""
        store = self.bot.store
        total = await store.count_actions(record.id)
        if total == 0:
            await self.bot.reply(interaction, "No moves yet.")
            return
        pages = (total + LOG_PAGE - 1) // LOG_PAGE
        page = min(page, pages - 1)
        entries = await store.actions_slice(record.id, offset=max(0, total - LOG_PAGE * (page + 1)),
                                            limit=min(LOG_PAGE, total - LOG_PAGE * page))
        lines = [f"Turn {entry.turn + 1}: {entry.description}" for entry in entries]
        title = self.bot.game_of(record).title
        head = f"**{title}**, decisions {entries[0].seq}–{entries[-1].seq} of {total}"
        text = clip(head + ("" if record.status == "active" else " (finished)") + "\n" + "\n".join(lines),
                    messages.MAX_CONTENT)
        view = discord.ui.View(timeout=None)
        if page + 1 < pages:
            view.add_item(messages.button(ids.log_page(record.id, page + 1), "Older"))
        if page > 0:
            view.add_item(messages.button(ids.log_page(record.id, page - 1), "Newer"))
        if edit:
            await self.bot.edit_pressed(interaction, content=text, view=view)
        else:
            await self.bot.reply(interaction, text, view=view)

    async def game_line(self, record: GameRecord, *, for_user: int | None = None) -> tuple[bool, str]:
        """One line about an open game (public information only) and whether it waits for ``for_user``."""
        bot = self.bot
        title = bot.game_of(record).title
        users = await bot.store.seats(record.id)
        where = f"<#{record.channel_id}>"
        if record.status == "lobby":
            return False, (f"{where} **{title}** lobby: {len(users)} joined, opened "
                           f"{discord_time(record.created_at)}")
        players = ", ".join(f"<@{user}>" for user in users)
        clock = await bot.store.get_clock(record.id)
        waiting_for = clock.user_id if clock is not None else None
        line = f"{where} **{title}** ({players})"
        if clock is not None:
            line += f": <@{clock.user_id}> to play since {discord_time(clock.started_at)}"
            if clock.paused_at:
                line += " (away, clock paused)"
            elif clock.deadline:
                line += f", time runs out {discord_time(clock.deadline)}"
        if record.board_message_id and for_user is not None:
            line += f" · [board]({jump_url(record.guild_id, record.channel_id, record.board_message_id)})"
        return waiting_for is not None and waiting_for == for_user, line

    async def list_games(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            raise PlayerError("`/game list` shows a server's games: use it in a server channel. "
                              "`/game mine` lists your own games anywhere.")
        records = await self.bot.store.open_games_in_guild(interaction.guild_id)
        if not records:
            await self.bot.reply(interaction, "No games in this server right now. "
                                              "Start one with `/game new`.")
            return
        lines = [(await self.game_line(record))[1] for record in records]
        await self.bot.reply(interaction, pack_lines(f"**Games in this server** ({len(lines)})", lines),
                             allowed_mentions=discord.AllowedMentions.none())

    async def my_games(self, interaction: discord.Interaction) -> None:
        records = await self.bot.store.open_games_of_user(interaction.user.id)
        if not records:
            await self.bot.reply(interaction, "You are in no game right now. Start one with `/game new` "
                                              "in a server channel, or `/game list` to see what runs there.")
            return
        rows = [await self.game_line(record, for_user=interaction.user.id) for record in records]
        waiting = [line for mine, line in rows if mine]
        others = [line for mine, line in rows if not mine]
        lines = [f"⏳ {line}" for line in waiting] + others
        header = (f"**Your games** ({len(rows)}; {len(waiting)} waiting for you)" if waiting
                  else f"**Your games** ({len(rows)}; none waits for you)")
        await self.bot.reply(interaction, pack_lines(header, lines),
                             allowed_mentions=discord.AllowedMentions.none())

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        @group.command(name="help", description="What this bot does, how a turn goes, and the commands")
        async def help_command(interaction: discord.Interaction) -> None:
            async def work() -> None:
                await bot.reply(interaction, embeds=messages.help_embeds(list(bot.games.values())))
            await bot.guarded(interaction, work)

        @group.command(name="list", description="This server's lobbies and games: whose turn, time left")
        async def list_command(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.list_games(interaction), defer=True)

        @group.command(name="mine", description="Your games in every server, the ones waiting for you first")
        async def mine(interaction: discord.Interaction) -> None:
            await bot.guarded(interaction, lambda: self.my_games(interaction), defer=True)
        game_choices = [app_commands.Choice(name=clip(game.title, 100), value=game_id)
                        for game_id, game in list(bot.games.items())[:25]]

        @group.command(name="board", description="Show the current board (only to you)")
        async def board(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction, finished=True)
                if record.status == "lobby":
                    raise PlayerError("The game has not started yet: see the lobby message above.")
                async with bot.service.locked(record.id):
                    loaded = await bot.service.load(record)
                image = await bot.render_board(loaded, None)
                over = record.status == "finished"
                kwargs: dict[str, Any] = {"embed": messages.board_embed(
                    loaded.game, loaded.state, loaded.users, [], has_image=image is not None,
                    title=f"{loaded.game.title} · {'final board' if over else 'now'}")}
                if image is not None:
                    kwargs["file"] = image
                text = FINISHED_NOTE * over + loaded.game.status_text(loaded.state)
                await bot.reply(interaction, clip(text, 1900), **kwargs)
            await bot.guarded(interaction, work, defer=True)

        @group.command(name="status", description="Whose turn it is, scores and the rest of the public state")
        async def status(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction, finished=True)
                if record.status == "lobby":
                    users = await bot.store.seats(record.id)
                    game = bot.game_of(record)
                    await bot.reply(interaction, f"{game.title} lobby: {len(users)} player(s) joined; "
                                                 f"the creator presses Start when ready.")
                    return
                async with bot.service.locked(record.id):
                    loaded = await bot.service.load(record)
                legend = messages.seat_legend(loaded.game, loaded.state, loaded.users)
                note = ""
                if loaded.record.rules_version < loaded.game.rules_version:
                    note = ("\n\nThis game began under earlier rules (version "
                            f"{loaded.record.rules_version}) and keeps them to its end; new games use the "
                            f"corrected rules (version {loaded.game.rules_version}).")
                waiting = (await bot.waiting_text(loaded)).text
                if waiting:
                    note = f"\n\n{waiting}{note}"
                finished = FINISHED_NOTE if record.status == "finished" else ""
                text = f"{finished}{loaded.game.status_text(loaded.state)}\n\n{legend}{note}"
                await bot.reply(interaction, clip(text, messages.MAX_CONTENT),
                                allowed_mentions=discord.AllowedMentions.none())
            await bot.guarded(interaction, work, defer=True)

        @group.command(name="log", description="The moves of this channel's game, newest first, page by page")
        async def game_log(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction, finished=True)
                await self.show_log(interaction, record, 0)
            await bot.guarded(interaction, work, defer=True)

        async def rules_command(interaction: discord.Interaction, game: str | None = None) -> None:
            async def work() -> None:
                chosen = bot.games.get(game) if isinstance(game, str) and game else None
                if game and chosen is None:
                    raise PlayerError("I do not know that game: pick one from the list.")
                if chosen is None:
                    if interaction.channel_id is None:
                        raise PlayerError("Name a game.")
                    record = await bot.store.open_game_in_channel(interaction.channel_id)
                    if record is None:
                        raise PlayerError("There is no game here: name the game whose rules you want.")
                    chosen = bot.game_of(record)
                for group in messages.pack_embeds(messages.rules_embeds(chosen)):
                    await bot.reply(interaction, embeds=group)
            await bot.guarded(interaction, work, defer=True)

        if game_choices:
            rules_command = app_commands.choices(game=game_choices)(rules_command)
        group.command(name="rules", description="Read a game's rules (only you see them)")(
            app_commands.describe(game="Which game (default: this channel's)")(rules_command))


def pack_lines(header: str, lines: list[str]) -> str:
    """A header and as many lines as fit one message, then how many more there are."""
    text = header
    for index, line in enumerate(lines):
        more = f"\n… and {len(lines) - index} more"
        if len(text) + 1 + len(line) + len(more) > messages.MAX_CONTENT:
            return text + more
        text += "\n" + line
    return text
