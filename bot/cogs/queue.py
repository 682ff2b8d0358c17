"""Matchmaking in Discord (issue 30): ``/game queue`` (join a server's queue for a title, a table size and
a time per turn, with a minimum reliability asked of the others; leave it; see one's places) and the
queue's part of the periodic work: expired entries removed (their players told by DM), compatible players
matched (claimed in the database, ``core/queue.py``) and their game opened in a thread of the channel the
server chose (``/game config queue_channel``), seated, started and each player sent a link by DM.

A match's game is made the way a lobby that starts is: ``Tables.open`` with the first player as creator,
the others seated through ``Tables.joining``, then ``Tables.starting`` and the start's announcement.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.cogs import GameCog
from bot.commands import cs
from bot.messages import clip
from core import logctx
from core.clocks import CLOCKS, TableRules, clock_label, discord_time
from core.queue import window
from core.reliability import MINIMUMS
from core.service import PlayerError
from i18n import t
from rules.base import Msg, resolve_options
from store import QueueMatch, stamp

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger(__name__)

ACTIONS = ("join", "leave", "status")


class QueueCog(GameCog):
    """The matchmaking queue."""

    # --- the command -----------------------------------------------------------------------------------
    async def queue(self, interaction: discord.Interaction, game: str | None, players: int | None,
                    clock: str | None, minimum: int | None, action: str | None) -> None:
        bot = self.bot
        guild_id, user_id = interaction.guild_id, interaction.user.id
        action = action or ("join" if game is not None else "status")
        if action not in ACTIONS:
            raise PlayerError(Msg("bot-error-not-on-menu"))
        lang = await bot.lang(interaction)
        lines: list[str] = []
        if action == "join":
            if game is None:
                raise PlayerError(Msg("bot-queue-which-game"))
            entry = await bot.matchmaker.join(guild_id, user_id, game, players, clock,
                                              minimum if minimum else None)
            lines.append(t(lang, "bot-queue-joined", game=bot.games[entry.game].title, players=entry.players,
                           clock=clock_label(lang, CLOCKS[entry.clock])))
        elif action == "leave":
            removed = await bot.matchmaker.leave(guild_id, user_id, game)
            lines.append(t(lang, "bot-queue-left", count=removed))
        waiting = await bot.matchmaker.status(guild_id, user_id)
        if waiting:
            lines.append(t(lang, "bot-queue-status-head"))
            for place in waiting:
                entry = place.entry
                spread = window(place.waited)
                lines.append(t(lang, "bot-queue-status-line", game=bot.games[entry.game].title
                               if entry.game in bot.games else entry.game,
                               players=entry.players, clock=clock_label(lang, CLOCKS.get(entry.clock)),
                               position=place.position, waiting=place.waiting,
                               since=discord_time(entry.joined_at), expires=discord_time(entry.expires_at),
                               spread=-1 if spread == float("inf") else int(spread),
                               minimum=entry.min_reliability or 0))
        elif action == "status":
            lines.append(t(lang, "bot-queue-empty"))
        await bot.reply(interaction, clip("\n".join(lines), 2000), lang=lang)

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot
        game_choices = [app_commands.Choice(name=clip(g.title, 100), value=game_id)
                        for game_id, g in list(bot.games.items())[:25]]

        async def queue(interaction: discord.Interaction, game: str | None = None,
                        players: int | None = None, clock: str | None = None,
                        minimum: int | None = None, action: str | None = None) -> None:
            async def work() -> None:
                await self.queue(interaction, game, players, clock, minimum, action)
            await bot.guarded(interaction, work, defer=True)

        queue = app_commands.choices(
            clock=[app_commands.Choice(name=cs(f"clock-{name}"), value=name) for name in CLOCKS],
            minimum=[app_commands.Choice(name=cs(f"queue-minimum-{value or 0}"), value=value or 0)
                     for value in MINIMUMS],
            action=[app_commands.Choice(name=cs(f"queue-action-{name}"), value=name)
                    for name in ACTIONS])(queue)
        if game_choices:
            queue = app_commands.choices(game=game_choices)(queue)
        queue = app_commands.rename(game=cs("queue-game-name"), players=cs("queue-players-name"),
                                    clock=cs("queue-clock-name"), minimum=cs("queue-minimum-name"),
                                    action=cs("queue-action-name"))(queue)
        queue = app_commands.describe(game=cs("queue-game-description"),
                                      players=cs("queue-players-description"),
                                      clock=cs("queue-clock-description"),
                                      minimum=cs("queue-minimum-description"),
                                      action=cs("queue-action-description"))(queue)
        group.command(name=cs("queue-name"), description=cs("queue-description"))(queue)

    # --- the periodic work -----------------------------------------------------------------------------
    async def periodic(self) -> None:
        """Expired entries out (their players told), then every match due: stalled ones another process
        claimed and never made, and the compatible groups waiting now."""
        bot = self.bot
        for entry in await bot.matchmaker.expire(bot.work_shards):
            lang = await bot.dm_lang(entry.user_id, entry.guild_id)
            title = bot.games[entry.game].title if entry.game in bot.games else entry.game
            await bot.send_dm(entry.user_id, kind="queue",
                              content=t(lang, "bot-queue-expired", game=title))
        matches = await bot.matchmaker.reclaim_stalled() + await bot.matchmaker.claim_matches(bot.work_shards)
        for match in matches:
            try:
                await self.make_game(match)
            except Exception:
                log.exception("queue match %d: its game could not be made; tried again later", match.id)

    async def make_game(self, match: QueueMatch) -> None:
        """A matched group's game: a thread in the server's queue channel, the players seated (the first as
        its creator), the game started and announced, each player sent a link."""
        bot = self.bot
        game = bot.games.get(match.game)
        channel_id = await bot.store.queue_channel(match.guild_id)
        if game is None or channel_id is None:
            log.warning("queue match %d: no such title or no queue channel now; dropped", match.id)
            await bot.store.match_made(match.id, 0)
            return
        lang = await bot.channel_lang(match.guild_id)
        thread_id = match.thread_id
        if thread_id is None:
            data = await bot.http.start_thread_without_message(
                channel_id, name=clip(t(lang, "bot-queue-thread-name", game=game.title), 100),
                auto_archive_duration=10080, type=discord.ChannelType.public_thread.value)
            thread_id = int(data["id"])
            # Written at once: should this process stop before the game is made, the retry (a stalled
            # match, after 10 minutes) carries on in this thread rather than open a second one.
            await bot.store.set_match_thread(match.id, thread_id)
        creator, *others = match.users
        record = await bot.store.open_game_in_channel(thread_id)  # made before a crash: carried on
        if record is None:
            record = await bot.tables.open(guild_id=match.guild_id, channel_id=thread_id, game=game,
                                           options=resolve_options(game.options, {}), creator_id=creator,
                                           table=TableRules(CLOCKS.get(match.clock), chosen=True))
        with logctx.game(record.id, guild=match.guild_id, channel=thread_id):
            if record.status == "active":  # started before a crash: only the match's record is left
                await bot.store.match_made(match.id, record.id)
                return
            seated = set(await bot.store.seats(record.id))
            for user in others:
                if user in seated:
                    continue
                async with bot.tables.joining(record, user):
                    pass
            async with bot.tables.starting(record, creator, bot.new_seed) as loaded:
                mentions = " ".join(f"<@{user}>" for user in match.users)
                await bot.post(loaded.record, content=t(lang, "bot-queue-matched-post", users=mentions,
                                                       game=game.title),
                               allowed_mentions=discord.AllowedMentions(
                                   users=[discord.Object(user) for user in match.users]))
                await bot.announcer.deliver(loaded, {"kind": "start"})
                await bot.announcer.mark_delivered(loaded.id, loaded.version)
                await bot.announcer.hand_to_standin_if_due(loaded)
            await bot.store.match_made(match.id, record.id)
            log.info("queue match %d: game %d started at %s", match.id, record.id, stamp(bot.clock()))
            for user in match.users:
                user_lang = await bot.dm_lang(user, match.guild_id)
                await bot.send_dm(user, kind="queue", content=t(user_lang, "bot-queue-matched-dm",
                                                               game=game.title, channel=f"<#{thread_id}>"))


async def setup(bot: GameBot) -> None:
    """Load this room (``bot.load_extension("bot.cogs.queue")``)."""
    await bot.add_room(QueueCog(bot))
