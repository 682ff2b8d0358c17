"""The daily digest in Discord (issue 27): the room whose part of the bot's periodic work
(:meth:`DigestCog.periodic`) sends each due digest, one DM a day at the hour the player chose in their time
zone, listing every game waiting for them in every server: its title, its channel (and server), the time
left, a link to its newest board and what the others did since the player last acted there.

The digest service (``core/digest.py``) says which are due (an indexed read), claims each (once per player
per local day, whichever process, even across a restart) and settles or lets go of it; this room writes
it in the player's language and sends it. A player with nothing waiting gets nothing that day (a DM
saying "nothing" every day would be noise); the day is settled all the same.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot import messages, recaps
from bot.cogs import GameCog
from bot.messages import clip, jump_url
from core.clocks import discord_time
from core.timekeeper import WaitingGame
from i18n import t
from store import DueDigest, StoreUnavailable, stamp

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger(__name__)

#: A game's "since your last turn" in a digest of one game, and of several (each game shorter).
ONE_GAME_LIMIT = 1200
GAME_LIMIT = 500
#: A digest is at most this many DMs; the games that do not fit are counted at the end of the last.
DIGEST_MESSAGES = 3


class DigestCog(GameCog):
    """The daily digest's periodic work (no commands: ``/game settings digest:`` is the settings room's)."""

    async def periodic(self) -> None:
        """Send every digest due now (this process's shards), each claimed first."""
        digests = self.bot.digests
        try:
            due = await digests.due(self.bot.work_shards)
        except StoreUnavailable as error:
            log.warning("daily digests wait for the database (%s)", error)
            return
        for digest in due:
            try:
                await self.send_digest(digest)
            except StoreUnavailable as error:
                log.warning("a daily digest waits for the database (%s)", error)
            except Exception:
                log.exception("a daily digest failed")

    async def send_digest(self, due: DueDigest) -> None:
        """Claim one due digest, send it, and settle it (or let go of it when the DM failed for a reason
        that may pass: the next tick tries again)."""
        digests = self.bot.digests
        claim = await digests.claim(due)
        if claim is None:
            return  # another process has it, or it was settled meanwhile
        try:
            waiting = await digests.waiting(due.user_id)
            if not waiting:
                await digests.settle(due, claim, sent=False)
                return
            lang = await self.bot.dm_lang(due.user_id, None)
            parts = await self.compose(due.user_id, waiting, lang)
        except Exception:
            # The next tick tries again (a crash, not an exception, leaves the claim to run out).
            await digests.release(due, claim)
            raise
        outcome = "sent"
        for index, part in enumerate(parts):
            result = await self.bot.dm(due.user_id, kind="digest", content=part,
                                       allowed_mentions=discord.AllowedMentions.none())
            if result != "sent":
                outcome = result if index == 0 else "sent"  # a part already went: the day is done
                break
        if outcome == "failed":
            await digests.release(due, claim)
            return
        # "closed": their DMs are closed to the bot; nothing would change in a minute, the day is settled.
        await digests.settle(due, claim, sent=outcome == "sent")

    async def compose(self, user_id: int, waiting: list[WaitingGame], lang: str) -> list[str]:
        """The digest's DMs: a heading, then one block per game (where, time left, the board's link, what
        the others did since the player last acted), packed into at most :data:`DIGEST_MESSAGES`."""
        blocks = [await self.game_block(user_id, game, lang, ONE_GAME_LIMIT if len(waiting) == 1
                                        else GAME_LIMIT) for game in waiting]
        blocks = [block for block in blocks if block]
        parts: list[str] = []
        content = t(lang, "bot-digest-head", count=len(blocks))
        tail = t(lang, "bot-digest-tail")
        for index, block in enumerate(blocks):
            if len(content) + 2 + len(block) <= messages.MAX_CONTENT:
                content += "\n\n" + block
                continue
            if len(parts) + 1 == DIGEST_MESSAGES:
                content += "\n\n" + t(lang, "recap-catchup-more-games", count=len(blocks) - index)
                break
            parts.append(content)
            content = block
        if len(content) + 1 + len(tail) <= messages.MAX_CONTENT:
            content += "\n" + tail
        parts.append(clip(content, messages.MAX_CONTENT))
        return parts

    async def game_block(self, user_id: int, waiting: WaitingGame, lang: str, limit: int) -> str:
        """One game in a digest (public information only: the log's lines, never a hand)."""
        record = waiting.record
        if record.damaged:
            return ""
        loaded = await self.bot.service.load(record)
        seat = loaded.game.to_play(loaded.state)
        if seat is None or loaded.user_at(seat) != user_id:
            seat = loaded.seat_of(user_id)
        if seat is None:
            return ""
        where = f"<#{record.channel_id}>"
        guild = self.bot.get_guild(record.guild_id) if record.guild_id is not None else None
        if guild is not None:
            where += f" · {guild.name}"
        if record.board_message_id is None:
            head = t(lang, "recap-catchup-game-nolink", game=loaded.game.title, channel=where)
        else:
            head = t(lang, "recap-catchup-game", game=loaded.game.title, channel=where,
                     link=jump_url(record.guild_id, record.channel_id, record.board_message_id))
        left = (t(lang, "bot-digest-left", left=discord_time(stamp(waiting.deadline)),
                  moment=discord_time(stamp(waiting.deadline), "f"))
                if waiting.deadline is not None else t(lang, "bot-digest-no-clock"))
        since = (await recaps.since_last_turn_text(self.bot.store, loaded, seat, lang, limit=limit)
                 or t(lang, "recap-catchup-nothing"))
        return f"⏳ {head}\n{left}\n{since}"


async def setup(bot: GameBot) -> None:
    """Load this room (``bot.load_extension("bot.cogs.digest")``)."""
    await bot.add_room(DigestCog(bot))
