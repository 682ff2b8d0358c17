"""The bot's posts, DMs and images (a part of :class:`bot.app.GameBot`): a post in a game's channel (an
announcement's failure that may pass raised, so the outbox keeps it), a DM through the member's kept DM
channel (one call a DM), the note in the channel when their DMs are closed, the board, hand and chart
images drawn in the render pool, and the board and hand in words for a reader of text.
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
from collections.abc import Iterable, Sequence
from typing import Any

import aiohttp
import discord

import render
import render.chart
import render.kit
import render.tasks
import rules
from bot import cards, messages
from bot.announce import DeliveryFailed, transient
from bot.render_pool import TURN
from core.computers import is_computer, is_former_player
from core.service import LoadedGame
from i18n import t, text
from render.chart import Series
from rules.base import Msg
from store import GameRecord, StoreUnavailable

log = logging.getLogger("bot.app")

#: The final card's score chart: as wide as every chart (``render.chart.WIDTH``), lower than the review's.
CHART_HEIGHT = 380
#: How many users' DM channels are remembered in memory (an id each: a few hundred KB at most); the
#: database keeps every one (``dm_channels``), so a restart or another process does not open them again.
DM_CHANNEL_CACHE = 10_000
#: Discord's error code for a channel it does not know (a DM channel id kept from long ago).
UNKNOWN_CHANNEL = 10003


class Delivery:
    """What the bot sends and draws; mixed into :class:`bot.app.GameBot`, whose state it uses (its store,
    renderer, metrics and the ``_dm_channels`` it keeps)."""

    # --- images ------------------------------------------------------------------------------------
    async def render_board(self, loaded: LoadedGame, last_action: Msg | str | None,
                           lang: str) -> discord.File | None:
        """The board image, its words in ``lang`` (the channel's language; the reader's for a private
        answer)."""
        view = loaded.view(None)  # the spectator view only: public channel
        caption = text(lang, last_action) if last_action else None
        try:
            board_async = getattr(self.renderer, "board_async", None)
            with self.metrics.rendering("board"):
                if board_async is not None:  # a process pool: renders on another core, no thread held
                    png = await board_async(loaded.game.id, view, last_action=caption, lang=lang)
                else:
                    png = await asyncio.to_thread(self.renderer.board, loaded.game.id, view,
                                                  last_action=caption, lang=lang)
        except Exception:
            log.exception("board rendering failed for game %d", loaded.id)
            return None
        return discord.File(io.BytesIO(png), filename="board.png")

    async def render_score_chart(self, loaded: LoadedGame, lang: str) -> discord.File | None:
        """A finished game's score chart for its final card: each seat's public score after
        every turn (the game is over: its scores are public), replayed from the action log and drawn in the
        render pool (at a turn's priority) when there is one, else in a thread; its words in ``lang``. None
        for a game whose scores are hidden until the end: the chart would tell what they were during play."""
        game, record = loaded.game, loaded.record
        if game.spec.scoring.hidden_until_end:
            return None
        view = loaded.view(None)
        try:
            actions = [entry.action for entry in await self.store.actions(loaded.id)]
            seats = range(len(loaded.users))
            labels = [text(lang, game.seat_label(loaded.state, seat)) for seat in seats]
            colours = [render.seat_colour(game.id, view, seat) or render.kit.player_colour(seat)
                       for seat in seats]
            args = (game.id, len(loaded.users), dict(record.options), int(record.seed or 0),
                    record.rules_version, actions, labels, colours, t(lang, "bot-final-chart-title"),
                    t(lang, "bot-final-chart-turns"), CHART_HEIGHT)
            run_async = getattr(self.renderer, "run_async", None)
            with self.metrics.rendering("chart"):
                if run_async is not None and rules.GAMES.get(game.id) is game:
                    png = await run_async(render.tasks.score_chart, *args, priority=TURN)
                else:
                    png = await asyncio.to_thread(render.tasks.score_chart, *args, self.games)
        except Exception:
            log.exception("the score chart of game %d could not be drawn", loaded.id)
            return None
        return discord.File(io.BytesIO(png), filename="scores.png")

    async def render_chart(self, series: Sequence[Series], *, title: str, x_label: str, percent: bool,
                           height: int = CHART_HEIGHT) -> bytes:
        """A line chart (``render/chart.py``: the review's) as PNG bytes, drawn in the render pool when
        there is one, else in a thread. At a turn's priority: it takes tens of milliseconds, less than a
        board, and the replay workers may have just been let go (``bot/reviews.py``)."""
        draw = functools.partial(render.chart.line_chart, list(series), title=title, x_label=x_label,
                                 percent=percent, height=height)
        run_async = getattr(self.renderer, "run_async", None)
        with self.metrics.rendering("chart"):
            if run_async is not None:
                return await run_async(draw, priority=TURN)
            return await asyncio.to_thread(draw)

    async def render_hand(self, loaded: LoadedGame, seat: int, lang: str) -> discord.File | None:
        """A seat's private view as an image, its words in ``lang`` (that player's language)."""
        view = loaded.view(seat)
        try:
            hand_async = getattr(self.renderer, "hand_async", None)
            with self.metrics.rendering("hand"):
                if hand_async is not None:
                    png = await hand_async(loaded.game.id, view, lang=lang)
                else:
                    png = await asyncio.to_thread(self.renderer.hand, loaded.game.id, view, lang=lang)
        except Exception:
            log.exception("hand rendering failed for game %d", loaded.id)
            return None
        return discord.File(io.BytesIO(png), filename="hand.png",
                            description=cards.hand_alt(lang, loaded.game, loaded.state, seat))

    def has_private_info(self, loaded: LoadedGame) -> bool:
        return any(loaded.private(seat) for seat in range(len(loaded.users)))

    # --- posting -----------------------------------------------------------------------------------
    def channel_of(self, record: GameRecord) -> discord.PartialMessageable:
        return self.get_partial_messageable(record.channel_id, guild_id=record.guild_id)

    async def post(self, record: GameRecord, *, required: bool = False,
                   **kwargs: Any) -> discord.Message | None:
        """Send to the game's channel; a deleted channel or missing permission is logged, not raised.

        ``required`` (an announcement's board post): a failure that may pass (Discord's 5xx, the
        network) raises :class:`DeliveryFailed`, so the announcement stays in the outbox and is posted
        later; otherwise every failure is logged and answered with None."""
        try:
            return await self.channel_of(record).send(**kwargs)
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            status = getattr(error, "status", "-")
            log.warning("game %d: cannot post in channel %d (%s %s)", record.id, record.channel_id,
                        status, type(error).__name__)
            if required and transient(error):
                raise DeliveryFailed(f"game {record.id}: {type(error).__name__}") from error
            return None

    async def send_dm(self, user_id: int, *, kind: str = "other", **kwargs: Any) -> bool:
        """DM a user; False when their DMs are closed (or the DM failed otherwise). See :meth:`dm`."""
        return await self.dm(user_id, kind=kind, **kwargs) == "sent"

    async def dm(self, user_id: int, *, kind: str = "other", **kwargs: Any) -> str:
        """DM a user (``kind``: what it is, for the metrics: turn, hand, result, reminder, …); see
        :meth:`_dm` for the outcome."""
        outcome = await self._dm(user_id, **kwargs)
        if not is_computer(user_id):
            self.metrics.dm(kind, outcome)
        return outcome

    async def _dm(self, user_id: int, **kwargs: Any) -> str:
        """DM a user: ``"sent"``, ``"closed"`` (Discord refused: their DMs are closed to the bot) or
        ``"failed"`` (anything else, which says nothing about their DMs).

        The DM channel of each user is kept (:meth:`dm_channel_of`: in memory, and in the database for a
        restart or another process), so a DM costs one REST call, the message itself; only the first DM
        ever to a user opens the channel (a second call). A kept channel Discord no longer knows (10003
        Unknown Channel) is opened again, kept, and the DM sent to it.
        A computer seat, or a former player's, has nothing to read: nothing is sent, and that
        counts as delivered."""
        if is_computer(user_id) or is_former_player(user_id):
            return "sent"
        try:
            channel_id = await self.dm_channel_of(user_id)
            try:
                await self._send_dm(channel_id, **kwargs)
            except discord.NotFound as error:
                if error.code != UNKNOWN_CHANNEL:
                    raise
                log.info("a kept DM channel is unknown to Discord: opening it again")
                for file in [kwargs.get("file"), *(kwargs.get("files") or [])]:
                    if file is not None:
                        file.reset()
                await self._send_dm(await self.dm_channel_of(user_id, reopen=True), **kwargs)
            return "sent"
        except discord.Forbidden:
            return "closed"
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            log.warning("DM to a player failed (%s %s)", getattr(error, "status", "-"), type(error).__name__)
            return "failed"

    async def _send_dm(self, channel_id: int, **kwargs: Any) -> None:
        await self.get_partial_messageable(channel_id, type=discord.ChannelType.private).send(**kwargs)

    async def dm_channel_of(self, user_id: int, *, reopen: bool = False) -> int:
        """The id of the user's DM channel with the bot: remembered in memory, else kept in the database,
        else opened (``POST /users/@me/channels``) and kept in both. ``reopen``: the kept one is unknown to
        Discord; open a new one. Raises what Discord raises when opening fails."""
        channel_id = None if reopen else self._dm_channels.get(user_id)
        if channel_id is None and not reopen:
            try:
                channel_id = await self.store.dm_channel(user_id)
            except StoreUnavailable as error:
                log.warning("DM channel unreadable (%s); opening it", error)
        if channel_id is None:
            channel_id = int((await self.http.start_private_message(user_id))["id"])
            try:
                await self.store.set_dm_channel(user_id, channel_id)
            except StoreUnavailable as error:
                log.warning("DM channel not kept (%s); it is opened again after a restart", error)
        self._remember_dm_channel(user_id, channel_id)
        return channel_id

    def forget_dm_channel(self, user_id: int) -> None:
        """Forget a member's DM channel kept in memory (their data was deleted: the database's is gone)."""
        self._dm_channels.pop(user_id, None)

    def _remember_dm_channel(self, user_id: int, channel_id: int) -> None:
        self._dm_channels[user_id] = channel_id
        self._dm_channels.move_to_end(user_id)
        while len(self._dm_channels) > DM_CHANNEL_CACHE:
            self._dm_channels.popitem(last=False)

    async def open_dm_channels(self, user_ids: Iterable[int]) -> None:
        """Open (and keep) the DM channels of these users that the bot never opened, so their first turn
        DM costs one call like every later one (done once a game has started, after its first board).
        A user whose channel cannot be opened now gets it opened with their first DM."""
        wanted = [user for user in dict.fromkeys(user_ids)
                  if not is_computer(user) and not is_former_player(user) and user not in self._dm_channels]
        if not wanted:
            return
        try:
            known = await self.store.dm_channels(wanted)
        except StoreUnavailable as error:
            log.warning("DM channels unreadable (%s); each is opened with its first DM", error)
            return
        for user in wanted:
            try:
                if user in known:
                    self._remember_dm_channel(user, known[user])
                else:
                    await self.dm_channel_of(user)
            except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
                log.info("DM channel not opened ahead (%s); it is opened with the first DM",
                         type(error).__name__)

    async def dm_or_note(self, loaded: LoadedGame, user_id: int, *, kind: str = "other",
                         **kwargs: Any) -> bool:
        """DM a player of ``loaded``; if their DMs are closed, say so in the channel once per game (not on
        every hand change), without the content. Returns whether the DM arrived. A DM that failed for
        another reason (Discord's 5xx, the network) says nothing about their DMs: nothing is noted."""
        outcome = await self.dm(user_id, kind=kind, **kwargs)
        if outcome == "sent":
            await self.store.set_dm_closed(loaded.id, user_id, False)
            return True
        if outcome == "closed" and await self.store.set_dm_closed(loaded.id, user_id, True):
            lang = await self.channel_lang(loaded.record.guild_id)
            await self.post(loaded.record, content=t(lang, "bot-dms-closed", user=f"<@{user_id}>"),
                            allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]))
        return False

    def private_dm(self, loaded: LoadedGame, seat: int, lang: str) -> str:
        return messages.private_view(lang, loaded.game.title, loaded.record.channel_id,
                                     loaded.game.private_text(loaded.state, seat))

    # --- text instead of images -----------------------------------------------------------------
    async def text_only(self, user_id: int) -> bool:
        """Whether boards and hands reach ``user_id`` privately as text (``/game settings boards:``); a
        database that cannot answer sends the images, as before the setting existed."""
        try:
            return (await self.store.user_settings(user_id)).text_only
        except StoreUnavailable as error:
            log.warning("boards setting of user %s unreadable (%s); sending images", user_id, error)
            return False

    def hand_words(self, loaded: LoadedGame, seat: int, lang: str) -> str:
        """What the seat's hand image shows, in words (its alt text), for a reader of text."""
        return messages.alt_words(lang, loaded.game.hand_alt(loaded.view(seat)))

    def board_words(self, loaded: LoadedGame, lang: str, room: int = messages.MAX_CONTENT) -> str:
        """The public board in words for a reader of text, within ``room`` characters
        (:func:`bot.messages.board_words`)."""
        return messages.board_words(lang, loaded.game.board_alt(loaded.view(None)), loaded.record.channel_id,
                                    room)
