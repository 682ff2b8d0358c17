"""Matchmaking in Discord: ``/game queue`` (join a server's queue for a title, a table size and a time per
turn, with a minimum reliability asked of the others; leave it; see one's places) and the queue's part of
the periodic work: expired entries removed (their players told by DM), compatible players matched (claimed
in the database, ``core/queue.py``) and their game opened in a thread of the channel the server chose
(``/game config queue_channel``), seated, started and each player sent a link by DM.

A match's game is made the way a lobby that starts is: ``Tables.open`` with the first player as creator,
the others seated through ``Tables.joining``, then ``Tables.starting`` and the start's announcement. Each
match and each expired entry is a flow (``core/flows.py``), written with the match or the removal: every
step is done once, whatever step a crash interrupts, and the periodic work carries on a flow a crash cut
off within two ticks.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.commands import cs
from bot.flows import dm_once, post_once, thread_once
from bot.host import Host
from bot.messages import clip
from bot.rooms import GameCog
from core import logctx
from core.clocks import CLOCKS, TableRules, clock_label, discord_time
from core.flows import Flow
from core.queue import window
from core.reliability import MINIMUMS
from core.service import PlayerError
from i18n import t
from rules.base import Game, Msg, resolve_options
from store import FLOW_QUEUE_EXPIRY, FLOW_QUEUE_MATCH, QueueMatch, is_former_player, stamp

log = logging.getLogger(__name__)

ACTIONS = ("join", "leave", "status")
#: The most matches one tick claims (the others stay in the queue, planned again at the next tick): each
#: game made takes 45–175 ms of thread, lobby, start and DMs.
MATCHES_PER_TICK = 100


class QueueCog(GameCog):
    """The matchmaking queue."""

    ORDER = 90

    FLOWS = (FLOW_QUEUE_MATCH, FLOW_QUEUE_EXPIRY)

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
        """Expired entries out (each player told by the entry's flow), then every compatible group waiting
        now matched and its game made (by the match's flow; one a crash cut off is the flows' periodic
        work's)."""
        bot = self.bot
        # Each told and each game made by its flow, several at once within the tick's budget: a flow not
        # reached is carried out by the flows' part of the periodic work (the next tick at the latest).
        expired = await bot.matchmaker.expire(bot.work_shards)
        await bot.batched(expired, lambda entry: bot.flows.run(FLOW_QUEUE_EXPIRY, str(entry.id)))
        matches = await bot.matchmaker.claim_matches(bot.work_shards, limit=MATCHES_PER_TICK)
        await bot.batched(matches, lambda match: bot.flows.run(FLOW_QUEUE_MATCH, str(match.id)))

    async def carry_out(self, flow: Flow) -> None:
        if flow.kind == FLOW_QUEUE_EXPIRY:
            await self.tell_expired(flow)
        else:
            await self.make_game(flow)

    async def tell_expired(self, flow: Flow) -> None:
        """An entry ran out: its player is told, once."""
        bot = self.bot
        user, game_id = int(flow.payload["user"]), str(flow.payload["game"])
        lang = await bot.dm_lang(user, flow.record.guild_id)
        title = bot.games[game_id].title if game_id in bot.games else game_id
        await dm_once(bot, flow, "dm", user, kind="queue", content=t(lang, "bot-queue-expired", game=title))

    async def make_game(self, flow: Flow) -> None:
        """A matched group's game, each step once whatever step a crash interrupts: a thread in the
        server's queue channel, the lobby with the players seated (the first as its creator), the thread's
        message naming them, the game started (its first board and hands: the start's announcement, in the
        outbox), the match's record, and a DM to each player with a link."""
        bot = self.bot
        match = await bot.store.queue_match(int(flow.key))
        if match is None or match.game_id == 0:
            return
        game = bot.games.get(match.game)
        channel_id = await bot.store.queue_channel(match.guild_id)
        if game is None or channel_id is None:
            if match.game_id is None:
                log.warning("queue match %d: no such title or no queue channel now; dropped", match.id)
                await bot.store.match_made(match.id, 0)
            return
        if match.game_id is None and not flow.done("lobby") and any(is_former_player(u) for u in match.users):
            await self.call_off(flow, match, game)
            return
        lang = await bot.channel_lang(match.guild_id)
        if match.thread_id is not None and not flow.done("thread"):
            await flow.record_step("thread", match.thread_id)  # made before its flow (an older bot)
        thread_id = await thread_once(bot, flow, "thread", channel_id, match.guild_id,
                                      t(lang, "bot-queue-thread-name", game=game.title))
        if match.thread_id != thread_id:
            await bot.store.set_match_thread(match.id, thread_id)
        record = await bot.record_by_id(await flow.step("lobby", lambda: self.seat(match, game, thread_id)))
        with logctx.game(record.id, guild=match.guild_id, channel=thread_id):
            mentions = " ".join(f"<@{user}>" for user in match.users if not is_former_player(user))
            await post_once(bot, flow, "post", thread_id, match.guild_id,
                            content=t(lang, "bot-queue-matched-post", users=mentions, game=game.title),
                            allowed_mentions=discord.AllowedMentions(
                                users=[discord.Object(user) for user in match.users]))
            await flow.step("start", lambda: bot.lobbies.start(record.id, match.users[0]))
            await flow.step("made", lambda: bot.store.match_made(match.id, record.id))
            log.info("queue match %d: game %d started at %s", match.id, record.id, stamp(bot.clock()))
            for user in match.users:
                if is_former_player(user):
                    continue  # deleted their data after the game was made: nobody to tell
                user_lang = await bot.dm_lang(user, match.guild_id)
                await dm_once(bot, flow, f"dm:{user}", user, kind="queue",
                              content=t(user_lang, "bot-queue-matched-dm", game=game.title,
                                        channel=f"<#{thread_id}>"))

    async def call_off(self, flow: Flow, match: QueueMatch, game: Game) -> None:
        """A player of the match deleted their data before its game was made: the table it was made for
        cannot be, so the match is called off (recorded as dropped, each step once) and every other
        player told by DM that they may queue again (their places went with the match)."""
        bot = self.bot
        log.info("queue match %d: a player left before the game was made; called off", match.id)
        await flow.step("called-off", lambda: bot.store.match_made(match.id, 0))
        for user in match.users:
            if is_former_player(user):
                continue
            lang = await bot.dm_lang(user, match.guild_id)
            await dm_once(bot, flow, f"off:{user}", user, kind="queue",
                          content=t(lang, "bot-queue-called-off", game=game.title))

    async def seat(self, match: QueueMatch, game: Game, thread_id: int) -> int:
        """The match's lobby in its thread (the one a crash left there, or a new one), every player
        seated; its id."""
        bot = self.bot
        creator, *others = match.users
        record = await bot.store.open_game_in_channel(thread_id) or await bot.store.last_game_in_channel(
            thread_id)
        if record is None:
            record = await bot.tables.open(guild_id=match.guild_id, channel_id=thread_id, game=game,
                                           options=resolve_options(game.options, {}), creator_id=creator,
                                           table=TableRules(CLOCKS.get(match.clock), chosen=True))
        if record.status == "lobby":
            seated = set(await bot.store.seats(record.id))
            for user in others:
                if user not in seated:
                    async with bot.tables.joining(record, user):
                        pass
        return record.id


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(QueueCog(bot))
