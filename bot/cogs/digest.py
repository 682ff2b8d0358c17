"""The daily digest in Discord: the room whose part of the bot's periodic work
(:meth:`DigestCog.periodic`) sends each due digest, one DM a day at the hour the player chose in their time
zone, listing every game waiting for them in every server: its title, its channel (and server), the time
left, a link to its newest board and what the others did since the player last acted there.

The digest service (``core/digest.py``) says which are due (an indexed read), claims each (once per player
per local day, whichever process, even across a restart: the claim writes the digest's flow) and settles
it; this room writes it in the player's language and sends it, each message once (the flow's steps). A
player with nothing waiting gets nothing that day (a DM saying "nothing" every day would be noise); the
day is settled all the same.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord

from bot import messages, recaps
from bot.flows import dm_once
from bot.host import Host
from bot.messages import jump_url
from bot.rooms import GameCog
from core.clocks import discord_time
from core.flows import Flow
from core.timekeeper import WaitingGame
from i18n import t
from store import FLOW_DIGEST, DueDigest, HeldReport, StoreUnavailable, stamp

log = logging.getLogger(__name__)

#: A game's "since your last turn" in a digest of one game, and of several (each game shorter).
ONE_GAME_LIMIT = 1200
GAME_LIMIT = 500
#: A digest is at most this many DMs; the games that do not fit are counted at the end of the last.
DIGEST_MESSAGES = 3


#: The most digests one tick sends (the rest are still due, and go with the next ticks): about 25 ms of the
#: bot's own work each, so a tick's share stays well inside its minute.
DIGESTS_PER_TICK = 200

class DigestCog(GameCog):
    """The daily digest's periodic work (no commands: ``/game settings digest:`` is the settings room's)."""

    ORDER = 80

    FLOWS = (FLOW_DIGEST,)

    async def periodic(self) -> None:
        """Send every digest due now (this process's shards), each claimed first."""
        digests = self.bot.digests
        try:
            due = await digests.due(self.bot.work_shards)
        except StoreUnavailable as error:
            log.warning("daily digests wait for the database (%s)", error)
            return
        async def send(digest: DueDigest) -> None:
            try:
                await self.send_digest(digest)
            except StoreUnavailable as error:
                log.warning("a daily digest waits for the database (%s)", error)
            except Exception:
                log.exception("a daily digest failed")

        # Several at once, within the tick's budget: those left are still due, for the next tick.
        await self.bot.batched(due[:DIGESTS_PER_TICK], send)

    async def send_digest(self, due: DueDigest) -> None:
        """Claim one due digest (with the flow that sends it) and send it now."""
        if await self.bot.digests.claim(due) is None:
            return  # another process has it, or it was settled meanwhile
        await self.bot.flows.run(FLOW_DIGEST, f"{due.user_id}@{due.settings.digest_next_at}")

    async def carry_out(self, flow: Flow) -> None:
        """A claimed digest, each step once: its messages composed (kept with the flow, so a retry sends
        the same), each sent, the plans' reports it told dropped, then the day settled. A message that
        failed for a passing reason is sent by the next tick, without the ones before it again; closed DMs
        settle the day (nothing would change in a minute; the plans' reports wait for a digest that
        reaches the player)."""
        bot = self.bot
        user_id = int(flow.record.user_id or 0)
        due_at = flow.key.split("@", 1)[1]
        composed = await flow.step("compose", lambda: self.compose_now(user_id))
        # (a digest composed before the plans' reports came with it is a list of its messages)
        parts = composed["parts"] if isinstance(composed, dict) else composed
        told = composed.get("reports", []) if isinstance(composed, dict) else []
        outcome = "sent"
        for index, part in enumerate(parts):
            if await dm_once(bot, flow, f"part{index}", user_id, kind="digest", content=part,
                             allowed_mentions=discord.AllowedMentions.none()) == "closed":
                outcome = "closed" if index == 0 else "sent"  # a part already went: the day is done
                break
        sent = bool(parts) and outcome == "sent"
        if sent and told:
            await flow.step("told", lambda: bot.store.drop_plan_reports(user_id, told))
        await flow.step("settle", lambda: bot.digests.settle(user_id, due_at, sent=sent))

    async def compose_now(self, user_id: int) -> dict[str, Any]:
        """The digest's messages now and the plans' reports they tell (``parts`` and ``reports``, their
        keys; no parts when nothing waits for the player and no plan of theirs was played: nothing is sent
        that day)."""
        waiting = await self.bot.digests.waiting(user_id)
        held = await self.bot.store.held_plan_reports(user_id)
        if not waiting and not held:
            return {"parts": [], "reports": []}
        lang = await self.bot.dm_lang(user_id, None)
        parts = await self.compose(user_id, waiting, lang, held)
        return {"parts": parts, "reports": [list(report.key) for report in held]}

    async def compose(self, user_id: int, waiting: list[WaitingGame], lang: str,
                      held: Sequence[HeldReport] = ()) -> list[str]:
        """The digest's DMs: a heading, what the player's plans played and where each stopped (``held``:
        the reports kept for this digest, each with its game's newest board), then one block per game
        waiting (where, time left, the board's link, what the others did since the player last acted),
        each whole, in at most :data:`DIGEST_MESSAGES`, the last saying how many more games wait when not
        all fit (:func:`bot.messages.fit_lines`)."""
        reports = [recaps.plan_report_text(lang, report.payload, self.bot.games,
                                           await self.bot.store.get_game(report.game_id), limit=GAME_LIMIT)
                   for report in held]
        blocks = [await self.game_block(user_id, game, lang, ONE_GAME_LIMIT if len(waiting) == 1
                                        else GAME_LIMIT) for game in waiting]
        blocks = [block for block in blocks if block]
        head = (t(lang, "bot-digest-head", count=len(blocks)) if blocks
                else t(lang, "plan-digest-head", count=len(reports)))
        # The reports first (each whole, short): a list cut short leaves out games, counted at the end.
        parts = messages.fit_lines(head, [*(f"📋 {report}" for report in reports), *blocks],
                                   lambda count: t(lang, "recap-catchup-more-games", count=count),
                                   messages=DIGEST_MESSAGES, sep="\n\n", tail=t(lang, "bot-digest-tail"))
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
        since = await recaps.catch_up_text(self.bot.store, loaded, seat, lang, limit=limit)
        return f"⏳ {head}\n{left}\n{since}"


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(DigestCog(bot))
