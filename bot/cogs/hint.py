"""The coach's hints: ``/game hint`` and the Hint button of the turn panel and the turn DM.

A hint answers only the player who asked, privately (an ephemeral answer in the channel; in the DM when the
button of a turn DM was pressed): the hard computer level's top three choices for their decision now, from
their own view only (:mod:`core.hints`), each named as the panel names it (the game's choice path, in the
player's language) with its estimated chance of winning, or, in a solo or cooperative game, the expected
final score and the chance the table wins. The search runs in the computer players' process pool with the
bot's budget and a deadline; the answer is deferred if it takes longer than the answer bound.

Nothing of a hint reaches anyone else: no channel message, no log line with its choices (the log says only
that a hint was given, to which game). The seat's count goes up once the answer was delivered, exactly
once per hint, and shows on the game card.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import ids, messages
from bot.commands import cs
from bot.host import Host
from bot.ids import ParsedId
from bot.messages import clip
from bot.panel import action_label
from bot.rooms import Answer, Component, GameCog, Owner, Where
from core.hints import Hint, check_may_hint
from core.players import HintTimeout
from core.service import LoadedGame, PlayerError
from i18n import t
from rules.base import ActionParseError, Msg
from store import GameRecord, StoreUnavailable

log = logging.getLogger(__name__)

#: The most characters a choice's label takes in the answer.
CHOICE_LABEL = 160


def hint_text(lang: str, loaded: LoadedGame, hint: Hint) -> str:
    """The hint in ``lang``: a heading, one line per choice, and how it was estimated."""
    game, state = loaded.game, loaded.state
    lines = [t(lang, "hint-title", game=game.title)]
    for rank, choice in enumerate(hint.choices, start=1):
        try:
            label = action_label(lang, game, state, game.decode(choice.action), limit=CHOICE_LABEL)
        except (ActionParseError, ValueError):
            label = choice.action
        percent = round(100 * choice.chance)
        if hint.shared:
            lines.append(t(lang, "hint-choice-shared", rank=rank, move=label, score=round(choice.score),
                           percent=percent))
        else:
            lines.append(t(lang, "hint-choice", rank=rank, move=label, percent=percent))
    lines.append("-# " + t(lang, "hint-footer", playouts=hint.playouts))
    return clip("\n".join(lines), messages.MAX_CONTENT)


class HintCog(GameCog):
    """``/game hint`` and the Hint buttons."""

    ORDER = 30

    COMPONENTS = (
        # hn:<gid>  "Hint" on the turn panel: the coach's hint for the presser's decision now
        Component("hn", Answer.REPLY, owner=Owner.GAME, pattern=ids.GAME),
        # hd:<gid>  the same on a turn DM, pressed in a DM with the bot
        Component("hd", Answer.REPLY, Where.DM, owner=Owner.GAME, refusal="hint-error-not-player",
                  pattern=ids.GAME),
    )

    def __init__(self, bot: Host) -> None:
        super().__init__(bot)

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        await self.give_hint(interaction, record)

    async def give_hint(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """Check, compute and deliver one hint for the asker's decision now (see the module)."""
        bot = self.bot
        user_id = interaction.user.id
        if record.status == "aborted":
            raise PlayerError(Msg("bot-error-cancelled-buttons"))
        # The position is read under the game's lock, and the lock let go before the search: a second of
        # thinking must not hold up the player's own move.
        async with bot.service.locked(record.id):
            record = await bot.record_by_id(record.id)
            if record.status == "lobby":
                raise PlayerError(Msg("bot-error-not-started"))
            loaded = await bot.service.load(record)
        seat = check_may_hint(loaded, user_id)
        # The budget is taken only for a hint that will be computed: a refusal above costs nothing.
        bot.limits.check("hint", user_id, interaction.guild_id)
        lang = await bot.lang(interaction)
        try:
            hint = await bot.computers.hint(loaded, seat)
        except HintTimeout as error:
            log.warning("game %d: a hint was not ready in time (%s)", loaded.id, error)
            raise PlayerError(Msg("hint-error-busy")) from error
        try:
            await bot.send_answer(interaction, content=hint_text(lang, loaded, hint), ephemeral=True)
        except discord.HTTPException as error:
            # Not delivered: not counted. The log names the game, never the hint.
            log.warning("game %d: a hint could not be delivered (%s)", loaded.id, type(error).__name__)
            return
        try:
            await bot.store.add_hint_used(loaded.id, seat)
        except StoreUnavailable as error:
            log.warning("game %d: a delivered hint was not counted (%s)", loaded.id, error)
        log.info("game %d: a hint was given to seat %d", loaded.id, seat)

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        @group.command(name=cs("hint-name"), description=cs("hint-description"))
        async def hint(interaction: discord.Interaction) -> None:
            async def work() -> None:
                await self.give_hint(interaction, await bot.channel_game(interaction, finished=True))
            await bot.guarded(interaction, work, defer=True)


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(HintCog(bot))
