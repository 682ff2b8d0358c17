"""Seasons in Discord: ``/records season`` and the season card.

``/records season game:`` shows the month's standings of a server's season in that title (privately,
with the "Join the season" button); with ``month:`` a closed month's final standings (the archive);
with ``divisions:``, ``promote:``, ``relegate:`` or ``channel:`` a server manager turns the season on,
changes it, or turns it off (``divisions: 0``). What counts and how a month closes is the season service's
(``core/seasons.py``); this room writes it in the readers' language and keeps the season card.

The season card (Components V2, in the configured channel, in the server's language) shows every
division's standings and the last closed month's moves. One card per month: it is edited (never posted
again) when what it shows changes, which the periodic work checks each tick against the card's kept mark
(a join edits it at once); an edit is made, then its mark moved. At the month's end the periodic work
closes the month (once, whichever process: :meth:`store.base.Store.close_season`), and the close's flow
DMs the players who went up or down (only those whose reminder DMs are on: ``/game settings
reminders:``), each once; the new month's card is posted by a flow of its own (claimed, so one process
posts it, once), and opens with the closed month's moves.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot import cards, ids, messages
from bot.commands import cs
from bot.flows import dm_once, post_once
from bot.host import Host
from bot.ids import ParsedId
from bot.language import user_lang
from bot.messages import clip
from bot.rooms import Answer, Component, GameCog, Owner, Where
from core.clocks import discord_time
from core.flows import Flow
from core.seasons import DIVISIONS, MOVES, Table, following, month_of, month_start, parse_month
from core.service import PlayerError
from i18n import t, text
from rules.base import Msg
from store import (
    FLOW_SEASON_CARD,
    FLOW_SEASON_CLOSE,
    GameRecord,
    SeasonConfig,
    SeasonStanding,
    StoreUnavailable,
    stamp,
)

log = logging.getLogger(__name__)

#: The ranges of the commands' number and text options, made once per module: written in a command's
#: signature, each was made anew (a class) every time a bot built its commands.
Divisions = app_commands.Range[int, 0, DIVISIONS[-1]]  # how many divisions a season has
Moves = app_commands.Range[int, MOVES[0], MOVES[-1]]  # how many players move up or down

#: How long a claim on posting a season's card holds: the card's flow posts it (a crash is carried on by the
#: flows' periodic work); a channel that refused it is tried again once this ran out.
CARD_CLAIM = timedelta(minutes=5)


class SeasonCog(GameCog):
    """``/records season``, the season card and its button, and the months' close."""

    ORDER = 110
    GROUP = "records"
    FLOWS = (FLOW_SEASON_CLOSE, FLOW_SEASON_CARD)
    # sj:<guild>:<game>  "Join the season" on a season card: the server's id, the title's; answered only
    # in that server
    COMPONENTS = (Component("sj", Answer.UNBOUND, Where.ANYWHERE, owner=Owner.SERVER,
                            pattern=ids.SNOWFLAKE + r":(?P<game>[a-z0-9_\-]{1,60})"),)

    # --- words ---------------------------------------------------------------------------------------
    def title(self, lang: str, game_id: str) -> str:
        game = self.bot.games.get(game_id)
        return text(lang, game.title) if game is not None else game_id

    @staticmethod
    def month_name(lang: str, month: str) -> str:
        year, number = month.split("-")
        return t(lang, "season-month", month=int(number), year=year)

    @staticmethod
    def line(lang: str, standing: SeasonStanding, *, moves: bool) -> str:
        arrow = {-1: "⬆️ ", 1: "⬇️ "}.get(standing.move, "") if moves else ""
        return t(lang, "season-line", place=standing.place, player=f"<@{standing.user_id}>", arrow=arrow,
                 points=standing.points, games=standing.games, wins=standing.wins)

    def divisions_text(self, lang: str, divisions: dict[int, list[SeasonStanding]], *, moves: bool) -> str:
        blocks = []
        for division in sorted(divisions):
            lines = [self.line(lang, standing, moves=moves) for standing in divisions[division]]
            blocks.append("\n".join([t(lang, "season-division", division=division),
                                     *(lines or [t(lang, "season-division-empty")])]))
        return "\n\n".join(blocks)

    def card_view(self, lang: str, table: Table, *, button: bool = True) -> discord.ui.LayoutView:
        """The season card: the closed month's moves, each division's standings, the rules in small print,
        and the join button."""
        config = table.config
        head = t(lang, "season-card-title", game=self.title(lang, config.game),
                 month=self.month_name(lang, config.month))
        parts = []
        if table.previous_month is not None:
            moved = [line for line in table.previous if line.move]
            parts.append(t(lang, "season-card-previous", month=self.month_name(lang, table.previous_month),
                           count=len(moved)))
            parts += [t(lang, "season-card-moved-up" if line.move < 0 else "season-card-moved-down",
                        player=f"<@{line.user_id}>", division=line.division + line.move) for line in moved]
            parts.append("")
        parts.append(self.divisions_text(lang, table.divisions, moves=False))
        end = stamp(month_start(following(config.month)))
        rules_text = t(lang, "season-card-rules", promote=config.promote, relegate=config.relegate,
                       end=discord_time(end, "f"), divisions=config.divisions)
        parts.append(f"-# {rules_text}")
        rows = ([[messages.button(ids.season_join(config.guild_id, config.game), t(lang, "season-join"),
                                  style=discord.ButtonStyle.primary)]] if button else [])
        return cards.text_card(head, "\n".join(parts).strip(), rows=rows)

    # --- the card ------------------------------------------------------------------------------------
    async def refresh(self, config: SeasonConfig) -> None:
        """Post the month's card if it has none (claimed, with the flow that posts it: one process posts
        it, once), else edit it when what it shows changed (then mark it: a crash between the two edits
        it again, which shows the same)."""
        store = self.bot.store
        if config.card_message_id is None:
            now = self.bot.clock()
            if await store.claim_season_card(config.guild_id, config.game, now=stamp(now),
                                             until=stamp(now + CARD_CLAIM)):
                await self.bot.flows.run(FLOW_SEASON_CARD, f"{config.guild_id}:{config.game}:{stamp(now)}")
            return
        # Unmarked before the standings are read: a result landing while the card is drawn marks it again.
        await store.season_card_current(config.guild_id, config.game)
        table = await self.bot.seasons.table(config)
        lang = await self.bot.channel_lang(config.guild_id)
        mark = f"{lang}:{table.mark}"  # a new server language redraws the card too
        if mark == config.card_mark:
            return
        channel = self.bot.get_partial_messageable(config.channel_id, guild_id=config.guild_id)
        try:
            await channel.get_partial_message(config.card_message_id).edit(
                view=self.card_view(lang, table), allowed_mentions=discord.AllowedMentions.none())
        except discord.NotFound:
            log.info("season card %d is gone: a new one is posted", config.card_message_id)
            await store.set_season_card(config.guild_id, config.game, None, None)
            return
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            log.warning("season card %d not edited (%s)", config.card_message_id, type(error).__name__)
            await store.season_card_stale(config.guild_id, config.game)  # the next tick edits it again
            return
        await store.mark_season_card(config.guild_id, config.game, config.card_mark, mark)

    async def carry_out(self, flow: Flow) -> None:
        guild, game, month = flow.key.split(":", 2)
        config = await self.bot.store.season(int(guild), game)
        if config is None:
            return
        if flow.kind == FLOW_SEASON_CARD:
            await self.post_card(flow, config)
        else:
            await self.tell_moves(flow, config, month)

    async def post_card(self, flow: Flow, config: SeasonConfig) -> None:
        """The month's new card, once (a season turned off, or given a card meanwhile, needs none)."""
        if not config.enabled or config.card_message_id is not None:
            return
        table = await self.bot.seasons.table(config)
        lang = await self.bot.channel_lang(config.guild_id)
        message_id = await post_once(self.bot, flow, "card", config.channel_id, config.guild_id,
                                     view=self.card_view(lang, table),
                                     allowed_mentions=discord.AllowedMentions.none())
        if message_id is None:
            log.warning("season card not posted in channel %d; tried again once its claim ran out",
                        config.channel_id)
            return
        await self.bot.store.set_season_card(config.guild_id, config.game, message_id,
                                             f"{lang}:{table.mark}")

    async def periodic(self) -> None:
        """Close every month that is over (its flow DMs the moves), then post or redraw the card of each
        season marked as showing something out of date. Only those are read (the store's indexes): a
        minute in which nothing a card shows changed reads no standings and writes nothing."""
        shards = self.bot.work_shards
        month = month_of(self.bot.clock())

        async def needing_work() -> list[SeasonConfig]:
            return [config for config in await self.bot.store.seasons_needing_work(month)
                    if shards is None or shards.owns(config.guild_id)]

        try:
            configs = await needing_work()
        except StoreUnavailable as error:
            log.warning("seasons wait for the database (%s)", error)
            return
        closing = self.bot.seasons.due(configs)
        for config in closing:
            try:
                closed = await self.bot.seasons.close(config)
                if closed is not None:
                    log.info("season %s of guild %d: %s closed", config.game, config.guild_id, closed.month)
                    await self.bot.flows.run(FLOW_SEASON_CLOSE,
                                             f"{config.guild_id}:{config.game}:{closed.month}")
            except StoreUnavailable as error:
                log.warning("a season's close waits for the database (%s)", error)
            except Exception:
                log.exception("season %s of guild %d: the month's close failed", config.game, config.guild_id)
        if closing:
            configs = await needing_work()  # the closed months' seasons: a new card each
        for config in configs:
            if config.card_stale and config.month >= month:
                try:
                    await self.refresh(config)
                except StoreUnavailable as error:
                    log.warning("a season card waits for the database (%s)", error)
                except Exception:
                    log.exception("season %s of guild %d: its card failed", config.game, config.guild_id)

    @commands.Cog.listener()
    async def on_guild_update(self, before: discord.Guild, after: discord.Guild) -> None:
        """A server's Discord locale is its seasons' cards' language when it chose none: drawn again."""
        if before.preferred_locale != after.preferred_locale:
            try:
                await self.bot.store.season_card_stale(after.id)
            except StoreUnavailable as error:
                log.warning("season cards of guild %d not marked for the new locale (%s)", after.id, error)

    async def tell_moves(self, flow: Flow, config: SeasonConfig, month: str) -> None:
        """DM each player who went up or down in ``month`` (its archive says who), if their reminder DMs
        are on; each once."""
        for line in await self.bot.store.season_archive(config.guild_id, config.game, month):
            if not line.move:
                continue
            settings = await self.bot.store.user_settings(line.user_id)
            if not settings.turn_reminders:
                continue
            lang = await self.bot.dm_lang(line.user_id, config.guild_id)
            guild = self.bot.get_guild(config.guild_id)
            await dm_once(
                self.bot, flow, f"dm:{line.user_id}", line.user_id, kind="season",
                content=t(lang, "season-dm-up" if line.move < 0 else "season-dm-down",
                          game=self.title(lang, config.game), month=self.month_name(lang, month),
                          division=line.division + line.move, place=line.place,
                          server=guild.name if guild is not None else "-",
                          channel=f"<#{config.channel_id}>"),
                allowed_mentions=discord.AllowedMentions.none())

    # --- the command and the button ------------------------------------------------------------------
    async def command(self, interaction: discord.Interaction, game: str, month: str | None,
                      divisions: int | None, promote: int | None, relegate: int | None,
                      channel: discord.abc.GuildChannel | None) -> None:
        lang = await user_lang(self.bot, interaction)
        if game not in self.bot.games:
            raise PlayerError(Msg("season-unknown-game"))
        seasons = self.bot.seasons
        if any(value is not None for value in (divisions, promote, relegate, channel)):
            config = await seasons.configure(
                interaction.guild_id, game, manages_server=bool(interaction.permissions.manage_guild),
                channel_id=channel.id if channel is not None else interaction.channel_id or 0,
                divisions=divisions, promote=promote, relegate=relegate)
            if config.enabled:
                await self.refresh(config)
                said = t(lang, "season-on", game=self.title(lang, game), channel=f"<#{config.channel_id}>",
                         divisions=config.divisions, promote=config.promote, relegate=config.relegate)
            else:
                said = t(lang, "season-off", game=self.title(lang, game))
            await self.bot.reply(interaction, said, allowed_mentions=discord.AllowedMentions.none())
            return
        if interaction.guild_id is None:
            raise PlayerError(Msg("season-server-only"))
        if month is not None:
            wanted = parse_month(month)
            if wanted is None:
                raise PlayerError(Msg("season-bad-month", month=clip(month, 20)))
            lines = await seasons.archive(interaction.guild_id, game, wanted)
            divisions_of: dict[int, list[SeasonStanding]] = {}
            for line in lines:
                divisions_of.setdefault(line.division, []).append(line)
            head = t(lang, "season-archive-title", game=self.title(lang, game),
                     month=self.month_name(lang, wanted))
            body = (self.divisions_text(lang, divisions_of, moves=True)
                    + "\n-# " + t(lang, "season-archive-note"))
            await self.bot.reply(interaction, view=cards.text_card(head, body),
                                 allowed_mentions=discord.AllowedMentions.none())
            return
        config = await seasons.running(interaction.guild_id, game)
        table = await seasons.table(config)
        months = await self.bot.store.season_months(config.guild_id, game)
        view = self.card_view(lang, table)
        if months:
            view.add_item(discord.ui.TextDisplay(
                "-# " + t(lang, "season-archive-months", months=", ".join(months[:12]))))
        await self.bot.reply(interaction, view=view, allowed_mentions=discord.AllowedMentions.none())

    async def handle_unbound(self, interaction: discord.Interaction, parsed: ParsedId,
                             values: list[str] | None) -> Any:
        async def join() -> None:
            lang = await user_lang(self.bot, interaction)
            assert interaction.guild_id is not None  # the router took only a press in the season's server
            config, division = await self.bot.seasons.join(interaction.guild_id, parsed.fields["game"],
                                                            interaction.user.id)
            await self.bot.reply(interaction, t(lang, "season-joined", game=self.title(lang, config.game),
                                                division=division))
            fresh = await self.bot.store.season(config.guild_id, config.game)
            if fresh is not None:
                await self.refresh(fresh)

        await self.bot.guarded(interaction, join, defer=True)

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        raise LookupError(parsed.kind)  # the join button is unbound

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot
        game_choices = [app_commands.Choice(name=clip(text("en", game.title), 100), value=game_id)
                        for game_id, game in list(bot.games.items())[:25]]

        @group.command(name=cs("season-name"), description=cs("season-description"))
        @app_commands.rename(game=cs("season-game-name"), month=cs("season-month-name"),
                             divisions=cs("season-divisions-name"), promote=cs("season-promote-name"),
                             relegate=cs("season-relegate-name"), channel=cs("season-channel-name"))
        @app_commands.describe(game=cs("season-game-description"), month=cs("season-month-description"),
                               divisions=cs("season-divisions-description"),
                               promote=cs("season-promote-description"),
                               relegate=cs("season-relegate-description"),
                               channel=cs("season-channel-description"))
        async def season(interaction: discord.Interaction, game: str, month: str | None = None,
                         divisions: Divisions | None = None,
                         promote: Moves | None = None,
                         relegate: Moves | None = None,
                         channel: discord.TextChannel | None = None) -> None:
            await bot.guarded(interaction, lambda: self.command(interaction, game, month, divisions, promote,
                                                                relegate, channel), defer=True)

        if game_choices:
            app_commands.choices(game=game_choices)(season)


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(SeasonCog(bot))
