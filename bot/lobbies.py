"""The lobby card (``bot.cards.lobby_card``) as a service: any room that changes a lobby (a join, an
option, a computer seated, the lobby closing or its game starting) redraws its message here, not through
another room's method; and the start of a lobby the bot filled itself (a queue match, a tournament
table)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot import cards
from bot.host import Host
from core.clocks import TableRules
from core.computers import hints_allowed, is_computer
from core.reliability import Score
from store import GameRecord

log = logging.getLogger(__name__)


class LobbyBoard:
    """Redraws a game's lobby message from what the database holds."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot

    async def reliability(self, game_id: int, users: Sequence[int],
                          ) -> tuple[dict[int, Score], tuple[int | None, bool]]:
        """The seated humans' reliability scores (one read) and the lobby's minimum, for its card."""
        humans = [user for user in users if not is_computer(user)]
        scores = await self.bot.reliability.scores(humans) if humans else {}
        return scores, await self.bot.store.lobby_requirement(game_id)

    async def card(self, record: GameRecord, note: str = "") -> discord.ui.LayoutView:
        """The lobby's card as the database holds the lobby now (``note``: a first line, a rematch's
        invitation)."""
        game = self.bot.game_of(record)
        users = await self.bot.store.seats(record.id)
        table = TableRules.of(record)
        lang = await self.bot.channel_lang(record.guild_id)  # the lobby is a public message
        scores, requirement = await self.reliability(record.id, users)
        return cards.lobby_card(lang, game, record.id, record.options, users, record.creator_id,
                                record.status, table, note=note, scores=scores, requirement=requirement,
                                hints=hints_allowed(record, users))

    async def refresh(self, record: GameRecord, interaction: discord.Interaction | None = None) -> None:
        """Redraw the lobby message (through the interaction when it was pressed on it)."""
        record = await self.bot.record_by_id(record.id)
        card = await self.card(record)
        if interaction is not None and interaction.type == discord.InteractionType.component:
            try:
                await self.bot.edit_pressed(interaction, view=card)
            except discord.HTTPException as error:
                log.warning("game %d: lobby message not updated (%s)", record.id, type(error).__name__)
            return
        if record.lobby_message_id is None:
            return
        try:
            message = self.bot.channel_of(record).get_partial_message(record.lobby_message_id)
            await message.edit(view=card, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.warning("game %d: lobby message not updated (%s)", record.id, type(error).__name__)

    async def start(self, game_id: int, creator: int) -> bool:
        """Start a lobby the bot filled itself (a queue match's, a tournament table's) and announce it,
        unless it started already (a crash after the start: its announcement is then the outbox's); whether
        this call started it."""
        record = await self.bot.record_by_id(game_id)
        if record.status != "lobby":
            return False
        async with self.bot.tables.starting(record, creator, self.bot.new_seed) as loaded:
            await self.bot.announcer.deliver(loaded, {"kind": "start"})
            await self.bot.announcer.mark_delivered(loaded.id, loaded.version)
            await self.bot.announcer.hand_to_standin_if_due(loaded)  # a computer to move first plays at once
        return True

