"""The Discord face of the platform: :class:`GameBot` wires the store, the service, the renderer and the
cogs (``bot/cogs/``: one room per concern, each adding its ``/game`` subcommands), routes every button and
select to the cog that answers it, and holds the helpers the rooms share: replies, posts, DMs, the board
post and the announcement of a move.

The bot knows games only through the protocol in ``rules/base.py`` and images only through
``render.board`` / ``render.hand``; there is no game-specific code here. :func:`create_bot` builds a bot
whose ``setup_hook`` opens the database and registers the command tree and the persistent component
without any network call; syncing the commands happens in ``on_ready`` (see ``bot/__main__.py``).

Order of a move (DESIGN.md "One turn, end to end"): defer the interaction, load under the per-game lock,
apply, commit (with the move's announcement in the outbox), answer the interaction, then render off the
event loop, post the board, send the DMs and mark the announcement delivered. Nothing reaches Discord
before the commit; an announcement a crash cut off is delivered at the next start
(:meth:`GameBot.deliver_pending`).

Every interaction whose work touches the database or renders is deferred first, so a slow database never
makes Discord show "This interaction failed"; the answer comes as an edit or a follow-up. Waits for the
database and for another action of the same game are bounded, and a database that cannot save says so.
"""

from __future__ import annotations

import asyncio
import io
import logging
import secrets
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands, tasks

import render
import rules
from bot import ids, language, messages
from bot.clocks import discord_time
from bot.cogs import GameCog
from bot.cogs.clock import ClockCog
from bot.cogs.history import HistoryCog
from bot.cogs.info import InfoCog
from bot.cogs.lobby import LobbyCog
from bot.cogs.play import PlayCog
from bot.cogs.settings import SettingsCog
from bot.commands import CatalogTranslator, cs
from bot.computer_play import ComputerPlayers, humans, seat_name
from bot.computers import is_computer
from bot.messages import GameComponent, clip, jump_url
from bot.panel import format_path
from bot.ratings import Ratings
from bot.service import GameBusy, GameService, LoadedGame, PlayerError, TurnResult, private_of
from bot.store import GameRecord, Shards, Store, StoreUnavailable, stamp, utc_now
from render.i18n import t, text
from rules.base import Game, Msg

log = logging.getLogger(__name__)

GENERIC_FAILURE = Msg("bot-generic-failure")
BUSY_TEXT = Msg("bot-store-busy")
#: Component kinds whose answer edits the message they are on (deferred as an update); the others
#: ("turn", "hand") answer with a new message only the presser sees.
#: How many users' DM channels are remembered (an id each: a few hundred KB at most).
DM_CHANNEL_CACHE = 10_000
#: How often the periodic work runs (:meth:`GameBot.tick`): clocks, reminders, time-outs, lobbies expiring,
#: announcements a failure left undelivered, computer decisions a failure left unplayed.
TICK_SECONDS = 60
EDITING_KINDS = frozenset({"lb", "lo", "lm", "ab", "pn", "ps", "un", "lt", "rm", "to", "lg", "fs", "lk",
                           "lx"})


#: An announcement whose board post failed for a passing reason is delivered by a later run of the periodic
#: work once it is this old (younger ones may still be on their way in another process).
DELIVERY_RETRY_AFTER = timedelta(seconds=60)


class DeliveryFailed(Exception):
    """A board post failed for a reason that may pass (Discord's 5xx or rate limit, the network): the
    announcement stays in the outbox, and the periodic work delivers it later."""


def transient(error: BaseException) -> bool:
    """Whether a failed Discord call may work when tried again (a server error, a rate limit, the network),
    as opposed to a refusal that will not change (a deleted channel, a missing permission)."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or error.status == 429
    return isinstance(error, aiohttp.ClientError | TimeoutError | OSError)


def announcement_nonce(game_id: int, version: int) -> str:
    """The nonce of an announcement's board post (Discord keeps it unique per author for a few minutes,
    with ``enforce_nonce``, which discord.py sets): a post tried again after a lost answer is not doubled."""
    return f"b{game_id}v{version}"


def private_changes(payload: Mapping[str, Any], players: int) -> set[int]:
    """The seats whose private view an announcement says changed (every seat at the start), other than
    the seat that acted (it saw its own in its panel)."""
    if payload.get("kind") == "start":
        return set(range(players))
    seat = payload.get("seat")
    return {int(s) for s in payload.get("changed_private") or [] if int(s) != seat and 0 <= int(s) < players}


def timeouts_of(payload: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [payload["timeout"]] if payload.get("timeout") else []


#: The reasons of :class:`StoreUnavailable` the catalogs explain (``bot-store-reason-<reason>``).
STORE_REASONS = ("busy", "full", "readonly", "io", "corrupt", "down")


def store_failure_text(error: StoreUnavailable) -> Msg:
    """What a player reads when the database cannot do what they asked; nothing was changed."""
    if error.reason == "busy":
        return BUSY_TEXT
    reason = error.reason if error.reason in STORE_REASONS else "io"
    return Msg("bot-store-failure", reason=Msg(f"bot-store-reason-{reason}"))


@dataclass(frozen=True)
class Waiting:
    """A line about what a game waits for, and whether its player is away or the stand-in has the seat."""

    text: Msg | str
    away: bool = False
    standin: bool = False


class Renderer(Protocol):
    """Where images come from: ``render.board`` / ``render.hand`` in production, a stand-in in tests.
    ``lang``: the words in the image (the channel's language for a board, the player's for a hand)."""

    def board(self, game_id: str, view: dict, *, last_action: str | None = None,
              lang: str = "en") -> bytes: ...

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes: ...


class ModuleRenderer:
    """The production renderer: the ``render`` package."""

    def board(self, game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en") -> bytes:
        return render.board(game_id, view, last_action=last_action, lang=lang)

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        return render.hand(game_id, view, lang=lang)


class GameBot(commands.AutoShardedBot):
    """An ``AutoShardedBot`` carrying the store, the game service and the renderer.

    Several processes can serve one bot on one PostgreSQL database: each runs some of Discord's shards
    (``shard_ids`` of ``shard_count``) and does the periodic work (clocks, lobby expiry, left-over
    announcements) only for the games of its shards (:attr:`work_shards`). Interactions reach the process
    whose shard the guild is on, and those from DMs any process: all state is in the database, and the
    database decides races (version checks, claims), so any process can answer any interaction."""

    def __init__(self, database_path: str, games: Mapping[str, Game], renderer: Renderer,
                 dev_guild_id: int | None = None, clock: Callable[[], datetime] = utc_now,
                 shard_count: int | None = None, shard_ids: Sequence[int] | None = None) -> None:
        # A board game bot never joins voice: skip discord.py's warnings about missing voice libraries.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        if shard_ids is not None and shard_count is None:
            raise ValueError("shard_ids needs shard_count")
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, shard_count=shard_count,
                         shard_ids=list(shard_ids) if shard_ids is not None else None)
        #: The shards whose periodic work this process does; None: all of it (one process, or discord.py
        #: choosing the shard count: then this process runs every shard).
        self.work_shards: Shards | None = (Shards(shard_count, tuple(sorted(shard_ids)))
                                      if shard_count is not None and shard_ids is not None else None)
        self.database_path = database_path
        self.games = games
        self.renderer = renderer
        self.dev_guild_id = dev_guild_id
        #: The time: an aware UTC datetime. Everything time-based asks it, so tests drive time.
        self.clock = clock
        self._store: Store | None = None
        self._service: GameService | None = None
        self._synced = False
        self._pending_delivery: asyncio.Task[None] | None = None
        self._warm_up: asyncio.Task[Any] | None = None
        self._background: set[asyncio.Task[None]] = set()
        #: user id -> their DM channel id, newest use last (bounded by DM_CHANNEL_CACHE).
        self._dm_channels: OrderedDict[int, int] = OrderedDict()
        #: Which cog answers each custom-id kind (filled in setup_hook).
        self._component_cogs: dict[str, GameCog] = {}
        #: Where new games get their seed (tests replace it to replay a known game).
        self.new_seed: Callable[[], int] = lambda: secrets.randbelow(2**31)
        #: What this process remembers about languages (see ``bot/language.py``).
        self.language_cache = language.LanguageCache()
        #: The computer players' search pool and turn driver (issue 13).
        self.computers = ComputerPlayers(self)
        self._computer_resume: asyncio.Task[None] | None = None
        #: The once-a-minute loop ``on_ready`` starts. Its body is :meth:`tick`, and the tests run that
        #: same loop object (``await bot.periodic()`` calls its body once), so no test passes on periodic
        #: work production does not do.
        self.periodic: tasks.Loop[Any] = tasks.loop(seconds=TICK_SECONDS)(self.tick)
        #: Completed runs of :meth:`tick` (for the log and for tests watching the real loop).
        self.ticks = 0

    # --- life cycle --------------------------------------------------------------------------------
    @property
    def store(self) -> Store:
        assert self._store is not None, "setup_hook has not run"
        return self._store

    @property
    def service(self) -> GameService:
        assert self._service is not None, "setup_hook has not run"
        return self._service

    async def setup_hook(self) -> None:
        self._store = await Store.open(self.database_path, clock=self.clock)
        self._service = GameService(self._store, self.games, self.clock)
        self.ratings = Ratings(self._store, self.games)
        self._service.on_finished = lambda loaded: self.ratings.record(loaded.record, loaded.game,
                                                                       loaded.users, loaded.state)
        # Server channels, and the bot's DMs for the commands about oneself (/game mine, away, settings…);
        # the commands about a channel's game refuse politely anywhere else.
        group = app_commands.Group(
            name=cs("game-name"), description=cs("game-description"),
            allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True,
                                                            private_channel=False),
            allowed_installs=app_commands.AppInstallationType(guild=True, user=False))
        self.lobby_cog = LobbyCog(self)
        self.clock_cog = ClockCog(self)
        for cog in (self.lobby_cog, PlayCog(self), InfoCog(self), self.clock_cog, SettingsCog(self),
                    HistoryCog(self)):
            await self.add_cog(cog)
            cog.add_commands(group)
            for kind in cog.COMPONENT_KINDS:
                self._component_cogs[kind] = cog
        self.tree.add_command(group)
        await self.tree.set_translator(CatalogTranslator())
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        self.add_dynamic_items(GameComponent)
        log.info("database %s (%s) ready; %d game(s) offered", self._store.path, self._store.backend,
                 len(self.games))
        # Announcements a crash cut off (between a commit and its board post) go out now, in the
        # background: the HTTP session is open in setup_hook, and the gateway need not wait for them.
        self._pending_delivery = asyncio.create_task(self.deliver_pending(at_start=True))
        # Results a crash cut off (between a game's last move and its recording) are recorded now.
        catch_up = asyncio.create_task(self.ratings.catch_up(self._service.load))
        self._background.add(catch_up)
        catch_up.add_done_callback(self._background.discard)
        # Then the computers whose decision a restart cut off think again (nothing of it was kept).
        self._computer_resume = asyncio.create_task(self._resume_computers())
        warm_up = getattr(self.renderer, "warm_up", None)
        if warm_up is not None:
            # Every render worker draws each game's sample boards once, so fonts and map backgrounds are
            # built before the first player's turn rather than during it.
            self._warm_up = asyncio.create_task(asyncio.to_thread(warm_up))

    async def tick(self) -> None:
        """Everything time-based that is due at ``self.clock()``: the body of :attr:`periodic`, the loop
        started in ``on_ready``. Each part runs even when another failed (a database outage in one part
        is logged, and the next run tries again)."""
        parts: tuple[tuple[str, Callable[[], Any]], ...] = (
            ("clocks", self.clock_cog.tick),
            ("announcements", self.deliver_pending),
            ("computers", self.computers.resume),
        )
        for name, part in parts:
            try:
                await part()
            except StoreUnavailable as error:
                log.warning("periodic work (%s) skipped: %s; the next run tries again", name, error)
            except Exception:
                log.exception("periodic work (%s) failed; the next run tries again", name)
        self.ticks += 1

    async def _resume_computers(self) -> None:
        if self._pending_delivery is not None:
            await asyncio.gather(self._pending_delivery, return_exceptions=True)
        try:
            await self.computers.resume()
        except StoreUnavailable as error:
            log.warning("computer players not resumed at start (%s); the next tick does it", error)

    async def on_ready(self) -> None:
        if not self.periodic.is_running():
            self.periodic.start()
        if self._synced:
            return
        self._synced = True
        try:
            if self.dev_guild_id:
                guild = discord.Object(id=self.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
                log.info("synced %d command(s) to the dev server %d", len(synced), self.dev_guild_id)
            else:
                synced = await self.tree.sync()
                log.info("synced %d command(s) globally (Discord may take a while to show them)", len(synced))
        except discord.HTTPException as error:
            log.error("command sync failed: %s", error)
        log.info("logged in as %s (%s)", self.user, getattr(self.user, "id", "?"))

    async def close(self) -> None:
        self.periodic.cancel()
        if self._pending_delivery is not None and not self._pending_delivery.done():
            self._pending_delivery.cancel()
        if self._computer_resume is not None and not self._computer_resume.done():
            self._computer_resume.cancel()
        self.computers.close()
        close_renderer = getattr(self.renderer, "close", None)
        if close_renderer is not None:
            await asyncio.to_thread(close_renderer)
        if self._store is not None:
            await self._store.close()
            self._store = None
        await super().close()

    # --- languages ---------------------------------------------------------------------------------
    async def lang(self, interaction: discord.Interaction) -> str:
        """The language of a private answer to ``interaction`` (see ``bot/language.py``)."""
        return await language.user_lang(self, interaction)

    async def channel_lang(self, guild_id: int | None) -> str:
        """The language of public posts and images on a server."""
        return await language.channel_lang(self, guild_id)

    async def dm_lang(self, user_id: int, guild_id: int | None = None) -> str:
        """The language of a DM the bot sends on its own (reminders, hands, results)."""
        return await language.dm_lang(self, user_id, guild_id)

    # --- replies -----------------------------------------------------------------------------------
    async def reply(self, interaction: discord.Interaction, content: Msg | str | None = None,
                    *, lang: str | None = None, **kwargs: Any) -> None:
        """Answer an interaction ephemerally (or follow up if it was already answered or deferred).
        ``content`` may be a :class:`Msg` (or lines of them): it is shown in ``lang``, by default the
        reader's language."""
        kwargs.setdefault("ephemeral", True)
        if content is not None:
            if not isinstance(content, str):
                content = text(lang or await self.lang(interaction), content)
            kwargs["content"] = clip(content, messages.MAX_CONTENT)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(**kwargs)
            else:
                await interaction.response.send_message(**kwargs)
        except discord.HTTPException as error:
            log.warning("could not answer an interaction: %s", error)

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.TransformerError):
            await self.reply(interaction, Msg("bot-error-bad-value", value=repr(clip(str(error.value), 50))))
            return
        if isinstance(error, app_commands.CommandSignatureMismatch):
            log.warning("Discord sent an outdated form of /%s: the command tree is being synced",
                        error.command.qualified_name)
            await self.reply(interaction, Msg("bot-error-outdated-command"))
            return
        if isinstance(error, app_commands.CheckFailure):
            await self.reply(interaction, Msg("bot-error-server-channel"))
            return
        log.error("command failed", exc_info=error)
        await self.reply(interaction, GENERIC_FAILURE)

    async def guarded(self, interaction: discord.Interaction, work: Callable[[], Any], *,
                      defer: bool = False) -> None:
        """Run a handler; refusals become ephemeral sentences, surprises are logged, never shown.
        ``defer``: acknowledge privately first (every command whose work touches the database)."""
        try:
            await language.note_interaction(self, interaction)
            if defer:
                await self.defer(interaction)
            await work()
        except PlayerError as error:
            await self.reply(interaction, error.msg)
        except StoreUnavailable as error:
            if error.reason == "busy":
                log.warning("database busy, an interaction was refused: %s", error.detail)
            else:
                log.error("database cannot save: %s", error)
            await self.reply(interaction, store_failure_text(error))
        except Exception:
            log.exception("handler failed")
            await self.reply(interaction, GENERIC_FAILURE)

    async def defer(self, interaction: discord.Interaction, *, update: bool = False) -> None:
        """Acknowledge an interaction before slow work: ``update`` for a press whose answer edits the
        message it is on, otherwise a private "thinking" answer filled by the first reply."""
        if interaction.response.is_done():
            return
        try:
            if update:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as error:
            # The interaction expired on its way here; the work goes on (a move is announced in the channel).
            log.warning("could not defer an interaction: %s", error)

    async def edit_pressed(self, interaction: discord.Interaction, **kwargs: Any) -> None:
        """Edit the message whose component was pressed (through the deferred answer if deferred)."""
        if interaction.response.is_done():
            await interaction.edit_original_response(**kwargs)
        else:
            await interaction.response.edit_message(**kwargs)

    # --- loading -----------------------------------------------------------------------------------
    async def channel_game(self, interaction: discord.Interaction, *, intact: bool = True,
                           finished: bool = False) -> GameRecord:
        """The channel's open game; with ``finished``, else the last finished one (status, board and log
        answer about it until a new game starts); with ``intact``, refused clearly when its row is damaged
        (only aborting a damaged game asks for it with ``intact=False``)."""
        if interaction.guild_id is None or interaction.channel_id is None:
            raise PlayerError(Msg("bot-error-games-live-in-channels"))
        if finished:
            record = await self.store.last_game_in_channel(interaction.channel_id)
        else:
            record = await self.store.open_game_in_channel(interaction.channel_id)
        if record is None:
            raise PlayerError(Msg("bot-error-no-game-here"))
        if intact:
            self.service.check_intact(record)
        return record

    async def record_by_id(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        if record is None:
            raise PlayerError(Msg("bot-error-game-gone"))
        return record

    def game_of(self, record: GameRecord) -> Game:
        return self.service.game_for(record)

    # --- images ------------------------------------------------------------------------------------
    async def render_board(self, loaded: LoadedGame, last_action: Msg | str | None,
                           lang: str) -> discord.File | None:
        """The board image, its words in ``lang`` (the channel's language; the reader's for a private
        answer)."""
        view = loaded.game.view(loaded.state, None)  # the spectator view only: public channel
        caption = text(lang, last_action) if last_action else None
        try:
            board_async = getattr(self.renderer, "board_async", None)
            if board_async is not None:  # a process pool: renders on another core, no thread held
                png = await board_async(loaded.game.id, view, last_action=caption, lang=lang)
            else:
                png = await asyncio.to_thread(self.renderer.board, loaded.game.id, view,
                                              last_action=caption, lang=lang)
        except Exception:
            log.exception("board rendering failed for game %d", loaded.id)
            return None
        return discord.File(io.BytesIO(png), filename="board.png")

    async def render_hand(self, loaded: LoadedGame, seat: int, lang: str) -> discord.File | None:
        """A seat's private view as an image, its words in ``lang`` (that player's language)."""
        view = loaded.game.view(loaded.state, seat)
        try:
            hand_async = getattr(self.renderer, "hand_async", None)
            if hand_async is not None:
                png = await hand_async(loaded.game.id, view, lang=lang)
            else:
                png = await asyncio.to_thread(self.renderer.hand, loaded.game.id, view, lang=lang)
        except Exception:
            log.exception("hand rendering failed for game %d", loaded.id)
            return None
        return discord.File(io.BytesIO(png), filename="hand.png")

    def has_private_info(self, loaded: LoadedGame) -> bool:
        return any(private_of(loaded.game, loaded.state, seat) for seat in range(len(loaded.users)))

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

    async def send_dm(self, user_id: int, **kwargs: Any) -> bool:
        """DM a user; False when their DMs are closed (or the DM failed otherwise). See :meth:`dm`."""
        return await self.dm(user_id, **kwargs) == "sent"

    async def dm(self, user_id: int, **kwargs: Any) -> str:
        """DM a user: ``"sent"``, ``"closed"`` (Discord refused: their DMs are closed to the bot) or
        ``"failed"`` (anything else, which says nothing about their DMs).

        The DM channel of each user is remembered (:attr:`_dm_channels`, bounded), so a DM costs one REST
        call, the message itself; only the first DM to a user opens the channel (a second call).
        A computer seat has nothing to read: nothing is sent, and that counts as delivered."""
        if is_computer(user_id):
            return "sent"
        try:
            channel_id = self._dm_channels.get(user_id)
            if channel_id is None:
                channel = await self.create_dm(discord.Object(user_id))
                channel_id = channel.id
            self._dm_channels[user_id] = channel_id
            self._dm_channels.move_to_end(user_id)
            while len(self._dm_channels) > DM_CHANNEL_CACHE:
                self._dm_channels.popitem(last=False)
            await self.get_partial_messageable(channel_id, type=discord.ChannelType.private).send(**kwargs)
            return "sent"
        except discord.Forbidden:
            return "closed"
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            log.warning("DM to a player failed (%s %s)", getattr(error, "status", "-"), type(error).__name__)
            return "failed"

    async def dm_or_note(self, loaded: LoadedGame, user_id: int, **kwargs: Any) -> bool:
        """DM a player of ``loaded``; if their DMs are closed, say so in the channel once per game (not on
        every hand change), without the content. Returns whether the DM arrived. A DM that failed for
        another reason (Discord's 5xx, the network) says nothing about their DMs: nothing is noted."""
        outcome = await self.dm(user_id, **kwargs)
        if outcome == "sent":
            await self.store.set_dm_closed(loaded.id, user_id, False)
            return True
        if outcome == "closed" and await self.store.set_dm_closed(loaded.id, user_id, True):
            lang = await self.channel_lang(loaded.record.guild_id)
            await self.post(loaded.record, content=t(lang, "bot-dms-closed", user=f"<@{user_id}>"),
                            allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]))
        return False

    def private_dm(self, loaded: LoadedGame, seat: int, lang: str) -> str:
        return t(lang, "bot-private-view", game=loaded.game.title, channel=f"<#{loaded.record.channel_id}>",
                 view=text(lang, loaded.game.private_text(loaded.state, seat)))

    async def post_board(self, loaded: LoadedGame, lines: Sequence[Msg | str], *,
                         title: Msg | str | None = None,
                         acting_user: int | None = None, hands: list[int] | None = None,
                         nonce: str | None = None) -> None:
        """The channel message after a completed turn (or the final one), and the one notification each
        player gets for it.

        The player to move gets the turn DM, with their private view (a hand) in it;
        the board then names them without a ping. Without reminder DMs, or with closed DMs, the board
        mentions them instead. ``acting_user`` (who just played or pressed Start) gets no reminder, and a
        solo player is never mentioned. The players in ``hands`` other than the one to move get their
        private view by DM. The previous board loses its buttons: one live board per game. At the end
        every player is mentioned and gets the result by DM (unless they turned reminders off)."""
        game, state, record = loaded.game, loaded.state, loaded.record
        hands = [seat for seat in (hands or []) if private_of(game, state, seat)]
        over = game.is_over(state)
        lang = await self.channel_lang(record.guild_id)
        image = await self.render_board(loaded, lines[-1] if lines else None, lang)
        embeds = [messages.board_embed(lang, game, state, loaded.users, lines, has_image=image is not None,
                                       title=title)]
        next_seat = game.to_play(state)
        next_user = loaded.to_play_user()
        solo = len(set(loaded.users)) == 1
        kwargs: dict[str, Any] = {}
        ping: list[int] = []
        turn_dm = False
        waiting = Waiting("")
        if over:
            embeds.append(messages.final_embed(lang, game, state))
            content = t(lang, "bot-game-over", outcome=clip(text(lang, game.outcome_text(state)), 1500))
            # A result the stand-in played a part of says so beside the outcome (a solo grade above all).
            for line in await self.standin_part_lines(loaded, lang):
                content += "\n" + line
            if not solo:
                ping = list(dict.fromkeys(humans(loaded.users)))
                content = " ".join(f"<@{user}>" for user in ping) + "\n" + content
            kwargs["view"] = messages.final_view(lang, record.id)
        else:
            content, waiting = await self.turn_line(loaded, lang)
            if not waiting.standin and not (next_user is not None and is_computer(next_user)):
                turn_dm = (next_user is not None and not solo and next_user != acting_user
                           and not waiting.away and await self.wants_reminders(next_user)
                           and not await self.store.dm_closed(record.id, next_user))
                if not turn_dm and not solo and next_user != acting_user and not waiting.away:
                    ping = [next_user] if next_user is not None else []
            kwargs["view"] = messages.board_view(lang, record.id, loaded.turn,
                                                 with_hand=self.has_private_info(loaded))
        if image is not None:
            kwargs["file"] = image
        previous_board = record.board_message_id
        message = await self.post(record, required=True,
                                  nonce=nonce or announcement_nonce(record.id, record.version),
                                  content=clip(content, messages.MAX_CONTENT), embeds=embeds,
                                  allowed_mentions=discord.AllowedMentions(
                                      everyone=False, roles=False,
                                      users=[discord.Object(user) for user in ping] or False),
                                  **kwargs)
        if message is not None:
            try:
                await self.store.set_board_message(record.id, message.id)
            except StoreUnavailable as error:
                log.warning("game %d: board message id not saved (%s)", record.id, error)
            if previous_board is not None and previous_board != message.id:
                await self.retire_board(record, previous_board)
        if turn_dm and next_user is not None and next_seat is not None and message is not None:
            dm_lang = await self.dm_lang(next_user, record.guild_id)
            body = (t(dm_lang, "bot-turn-dm", game=game.title, channel=f"<#{record.channel_id}>",
                      link=jump_url(record.guild_id, record.channel_id, message.id))
                    + (f" {text(dm_lang, waiting.text)}" if waiting.text else ""))
            dm: dict[str, Any] = {}
            if next_seat in hands:
                hands.remove(next_seat)
            if private_of(game, state, next_seat):
                body += "\n\n" + self.private_dm(loaded, next_seat, dm_lang)
                image = await self.render_hand(loaded, next_seat, dm_lang)
                if image is not None:
                    dm["file"] = image
            body += "\n" + t(dm_lang, "bot-turn-dm-off")
            if not await self.dm_or_note(loaded, next_user, content=clip(body, messages.MAX_CONTENT), **dm):
                await self.post(record, content=t(lang, "bot-your-turn-short", user=f"<@{next_user}>",
                                                  game=game.title),
                                allowed_mentions=discord.AllowedMentions(users=[discord.Object(next_user)]))
        await self.send_private_views(loaded, hands)
        if over:
            log.info("game %d finished", record.id)
            if not solo and message is not None:
                link = jump_url(record.guild_id, record.channel_id, message.id)
                for user in dict.fromkeys(humans(loaded.users)):
                    if await self.wants_reminders(user):
                        dm_lang = await self.dm_lang(user, record.guild_id)
                        await self.send_dm(user, content=clip(t(
                            dm_lang, "bot-game-over-dm", game=game.title, channel=f"<#{record.channel_id}>",
                            outcome=text(dm_lang,
                                         game.outcome_text(state)), link=link), messages.MAX_CONTENT))

    async def standin_part_lines(self, loaded: LoadedGame, lang: str) -> list[str]:
        """For a finished game, one line per player the stand-in made decisions for: wherever the result
        (a solo player's grade above all) is shown, it says it is not all theirs."""
        if loaded.record.status != "finished":
            return []
        return [t(lang, "bot-standin-part", user=f"<@{seat.user_id}>", count=seat.standin_moves)
                for seat in await self.store.seat_states(loaded.id)
                if seat.standin_moves and not is_computer(seat.user_id)]

    async def turn_line(self, loaded: LoadedGame, lang: str) -> tuple[str, Waiting]:
        """The live board's first line while a game is in play, in ``lang``: who is to move and until
        when (or that they are away, or that the stand-in or a computer plays), and what it waits for."""
        game, state = loaded.game, loaded.state
        next_user = loaded.to_play_user()
        waiting = await self.waiting_text(loaded)
        label = text(lang, game.seat_label(state, game.to_play(state)))
        if waiting.standin:
            return t(lang, "bot-standin-plays-for", user=f"<@{next_user}>", seat=label), waiting
        if next_user is not None and is_computer(next_user):
            # No ping and no reminder: the computer plays at once.
            return t(lang, "computer-thinking", name=seat_name(lang, next_user), label=label), waiting
        return (t(lang, "bot-your-turn-board", user=f"<@{next_user}>", seat=label)
                + (f" {text(lang, waiting.text)}" if waiting.text else "")), waiting

    async def refresh_board_text(self, record: GameRecord) -> None:
        """Rewrite the live board's first line (its image, lines and buttons stay) after the deadline it
        shows changed without a move: the player went away (their clock stopped) or came back (it runs
        again, with a later deadline). Nothing is pinged by an edit."""
        record = await self.record_by_id(record.id)
        if record.status != "active" or record.board_message_id is None:
            return
        loaded = await self.service.load(record)
        lang = await self.channel_lang(record.guild_id)
        content, _ = await self.turn_line(loaded, lang)
        try:
            await self.channel_of(record).get_partial_message(record.board_message_id).edit(
                content=clip(content, messages.MAX_CONTENT), allowed_mentions=discord.AllowedMentions.none())
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            log.info("game %d: live board not updated (%s)", record.id, type(error).__name__)

    async def retire_board(self, record: GameRecord, message_id: int) -> None:
        """Take the buttons and the "it is your turn" line off an older board post (its image and caption
        stay, as history), in the one edit."""
        try:
            await self.channel_of(record).get_partial_message(message_id).edit(content=None, view=None)
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            log.info("game %d: old board %d not edited (%s)", record.id, message_id, type(error).__name__)

    async def waiting_text(self, loaded: LoadedGame) -> Waiting:
        """What the game waits for, for the board post and ``/game status``: the deadline (a Discord
        timestamp every client shows in its own time zone), "away until", or the stand-in's seat."""
        seat = loaded.game.to_play(loaded.state)
        user = loaded.user_at(seat)
        if seat is None or user is None or loaded.record.status != "active":
            return Waiting("")
        states = await self.store.seat_states(loaded.id)
        if seat < len(states) and states[seat].standin:
            return Waiting(Msg("bot-waiting-standin", user=f"<@{user}>"), standin=True)
        away = await self.store.away_until([user], stamp(self.clock()))
        if away:
            return Waiting(Msg("bot-waiting-away", user=f"<@{user}>", until=discord_time(away[user], "f")),
                           away=True)
        clock = await self.store.get_clock(loaded.id)
        if clock is None or clock.seat != seat or not clock.deadline:
            return Waiting("")
        return Waiting(Msg("bot-waiting-deadline", relative=discord_time(clock.deadline),
                           moment=discord_time(clock.deadline, "f")))

    async def send_private_views(self, loaded: LoadedGame, seats: list[int]) -> None:
        """DM each seat its private view (closed DMs: see :meth:`dm_or_note`)."""
        for seat in seats:
            if is_computer(loaded.users[seat]) or not private_of(loaded.game, loaded.state, seat):
                continue
            lang = await self.dm_lang(loaded.users[seat], loaded.record.guild_id)
            kwargs: dict[str, Any] = {"content": clip(self.private_dm(loaded, seat, lang),
                                                      messages.MAX_CONTENT)}
            image = await self.render_hand(loaded, seat, lang)
            if image is not None:
                kwargs["file"] = image
            await self.dm_or_note(loaded, loaded.users[seat], **kwargs)

    async def wants_reminders(self, user_id: int) -> bool:
        try:
            return await self.store.turn_reminders(user_id)
        except StoreUnavailable as error:
            log.warning("reminder setting unreadable (%s); sending the reminder", error)
            return True

    async def announce(self, result: TurnResult) -> None:
        """Everything sent after a committed action (the interaction itself is answered by the caller):
        the game's undelivered announcements, in order (:meth:`deliver_in_order`), then the mark that they
        were delivered. A board post that failed for a passing reason leaves them in the outbox for the
        periodic work (:meth:`deliver_pending`); the game goes on meanwhile."""
        payload = result.announcement()
        if payload is None:
            return
        after = result.after
        earlier = [(pending.version, pending.payload)
                   for pending in await self.store.pending_announcements(game_id=after.id)
                   if pending.version < after.version]
        try:
            await self.deliver_in_order(after, [*earlier, (after.version, payload)])
        except DeliveryFailed as error:
            log.warning("game %d: announcement not delivered yet (%s); the periodic work tries again",
                        after.id, error)
        await self.hand_to_standin_if_due(after)

    async def deliver_in_order(self, after: LoadedGame,
                               announcements: Sequence[tuple[int, Mapping[str, Any]]]) -> None:
        """Deliver a game's undelivered announcements, oldest first, each marked delivered once posted.
        All but the newest were overtaken by later moves: each becomes a short post of its own lines
        (:meth:`post_late`, no image, no buttons, nobody pinged), so every turn is told once, in order;
        the newest is the live board, and the private views any of them changed go out with it. Each post
        carries its announcement's nonce: one whose answer was lost is not made twice. Raises
        :class:`DeliveryFailed` at the first post that failed for a passing reason (the rest waits)."""
        hands: set[int] = set()
        for version, payload in announcements[:-1]:
            await self.post_late(after, version, payload)
            await self.mark_delivered(after.id, version)
            await self.tell_handover(after, timeouts_of(payload))
            hands |= private_changes(payload, len(after.users))
        version, payload = announcements[-1]
        await self.deliver(after, payload, version=version, more_hands=hands)
        await self.mark_delivered(after.id, version)

    async def post_late(self, after: LoadedGame, version: int, payload: Mapping[str, Any]) -> None:
        """An announcement a later move overtook before it could be posted: its lines, as they were."""
        lang = await self.channel_lang(after.record.guild_id)
        lines: list[Msg | str] = list(self.notices(payload))
        if payload.get("kind") == "start":
            lines.insert(0, Msg("bot-game-begins", players=len(after.users)))
        lines += [language.decode_line(str(line)) for line in payload.get("turn_lines") or []]
        if not lines:
            return
        body = "\n".join(f"• {text(lang, line)}" for line in lines)
        embed = discord.Embed(title=clip(t(lang, "bot-late-title", game=after.game.title), 256),
                              description=clip(body, messages.MAX_EMBED_DESCRIPTION), colour=messages.COLOUR)
        await self.post(after.record, required=True, nonce=announcement_nonce(after.id, version), embed=embed,
                        allowed_mentions=discord.AllowedMentions.none())

    @staticmethod
    def notices(payload: Mapping[str, Any]) -> list[Msg]:
        """The lines an announcement starts with: a time-out the stand-in played, and a seat it keeps."""
        notices = []
        for timeout in timeouts_of(payload):
            user = f"<@{int(timeout['user'])}>"
            notices.append(Msg("bot-timeout-standin-played", user=user))
            if timeout.get("handed"):
                notices.append(Msg("bot-handover-post", user=user, count=int(timeout.get("count") or 1)))
        return notices

    async def hand_to_standin_if_due(self, loaded: LoadedGame) -> None:
        """If the seat to play next is played by the stand-in, let it play as soon as this move's lock
        is released (a task, since the caller holds the lock)."""
        seat = loaded.game.to_play(loaded.state)
        if seat is None:
            return
        user = loaded.user_at(seat)
        if user is not None and is_computer(user):
            self.computers.schedule(loaded.id)
            return
        states = await self.store.seat_states(loaded.id)
        if seat < len(states) and states[seat].standin:
            task = asyncio.create_task(self.clock_cog.play_standin_seat(loaded.id))
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    async def deliver(self, after: LoadedGame, payload: Mapping[str, Any], *, version: int | None = None,
                      more_hands: set[int] | None = None) -> None:
        """Post what an outbox announcement (of ``version``, by default the game's) says about ``after``
        (the game now); ``more_hands``: seats whose private view earlier overtaken announcements changed.
        Raises :class:`DeliveryFailed` when the board could not be posted for a passing reason."""
        version = after.version if version is None else version
        timeouts = timeouts_of(payload)
        notices = self.notices(payload)
        if payload.get("kind") == "start":
            count = len(after.users)
            lines = [language.decode_line(str(line)) for line in payload.get("turn_lines") or []]
            await self.post_board(after, [Msg("bot-game-begins", players=count), *notices, *lines],
                                  title=Msg("bot-game-begins-title", game=after.game.title),
                                  acting_user=after.record.creator_id, hands=list(range(count)),
                                  nonce=announcement_nonce(after.id, version))
            await self.tell_handover(after, timeouts)
            return
        seat = int(payload.get("seat", -1))
        # The player who acted saw their new private view in their panel (a card drawn is named there):
        # no DM for it. Their next reminder carries it.
        changed = sorted(private_changes(payload, len(after.users)) | (more_hands or set()))
        if payload.get("turn_completed"):
            lines = [language.decode_line(str(line)) for line in payload.get("turn_lines") or []]
            await self.post_board(after, [*notices, *lines], acting_user=payload.get("acting_user"),
                                  hands=changed, nonce=announcement_nonce(after.id, version))
            await self.tell_handover(after, timeouts)
            return
        if after.game.to_play(after.state) not in (None, seat):
            # Another seat decides inside the same turn: point them at the board's button.
            other = after.to_play_user()
            lang = await self.channel_lang(after.record.guild_id)
            said = [text(lang, notice) for notice in notices]
            mention: list[int] = []
            if other is not None and not is_computer(other):
                label = text(lang, after.game.seat_label(after.state, after.game.to_play(after.state)))
                said.append(t(lang, "bot-decision-for-you", user=f"<@{other}>", seat=label))
                mention = [other]
            if said:
                await self.post(after.record, required=True, nonce=announcement_nonce(after.id, version),
                                content=clip("\n".join(said), messages.MAX_CONTENT),
                                allowed_mentions=discord.AllowedMentions(
                                    users=[discord.Object(user) for user in mention] or False))
            await self.tell_handover(after, timeouts)
        # Hands are compared over the whole turn, so each player gets at most one DM per turn.
        if changed:
            await self.send_private_views(after, changed)

    async def tell_handover(self, after: LoadedGame, timeouts: Sequence[Mapping[str, Any]]) -> None:
        """DM each player whose seat the stand-in keeps from now on (they are told once, with the post
        that says so)."""
        for timeout in timeouts:
            if not timeout.get("handed"):
                continue
            user = int(timeout["user"])
            dm_lang = await self.dm_lang(user, after.record.guild_id)
            await self.send_dm(user, content=t(dm_lang, "bot-handover-dm",
                                               count=int(timeout.get("count") or 1), game=after.game.title,
                                               channel=f"<#{after.record.channel_id}>"))

    async def mark_delivered(self, game_id: int, version: int) -> None:
        try:
            await self.store.mark_delivered(game_id, version)
        except StoreUnavailable as error:
            # Delivered but not marked: the next start posts it again, which beats never posting it.
            log.warning("game %d: announcement not marked delivered (%s)", game_id, error)

    async def deliver_pending(self, *, at_start: bool = False) -> None:
        """Deliver the announcements left undelivered: at start-up (``at_start``) those a crash cut off,
        in each run of the periodic work those whose board post failed (older than
        :data:`DELIVERY_RETRY_AFTER`, so one still on its way in another process is left to it). A game's
        undelivered announcements go out in order (:meth:`deliver_in_order`), about the game as it is."""
        before = None if at_start else stamp(self.clock() - DELIVERY_RETRY_AFTER)
        try:
            pending = await self.store.pending_announcements(self.work_shards, created_before=before)
        except StoreUnavailable as error:
            log.error("cannot read the outbox: %s", error)
            return
        for game_id in dict.fromkeys(announcement.game_id for announcement in pending):
            try:
                async with self.service.locked(game_id):
                    # Read again under the lock: a move made meanwhile may have delivered them.
                    rows = await self.store.pending_announcements(game_id=game_id)
                    if not rows:
                        continue
                    record = await self.store.get_game(game_id)
                    if record is not None and record.status in ("active", "finished") and not record.damaged:
                        loaded = await self.service.load(record)
                        if any(row.payload.get("kind") == "start" for row in rows):
                            await self.lobby_cog.refresh_lobby(record)
                        await self.deliver_in_order(loaded, [(row.version, row.payload) for row in rows])
                        log.info("game %d: delivered an announcement left over from %s", game_id,
                                 "before a restart" if at_start else "a failed post")
                    else:
                        await self.mark_delivered(game_id, max(row.version for row in rows))
            except DeliveryFailed as error:
                log.warning("game %d: announcement still not delivered (%s)", game_id, error)
            except GameBusy:
                continue  # a move is being made: it delivers them, or the next run does
            except Exception:
                log.exception("game %d: a left-over announcement could not be delivered", game_id)

    # --- the component router ----------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, custom_id: str) -> None:
        await self.guarded(interaction, lambda: self._route(interaction, custom_id))

    async def _route(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Parse a press, defer it, load the game row and hand it to the cog answering that kind."""
        parsed = ids.parse(custom_id)
        data = interaction.data or {}
        values = data.get("values") if isinstance(data, dict) else None
        cog = self._component_cogs.get(parsed.kind) if parsed is not None else None
        if cog is None or (values is not None and (not isinstance(values, list)
                                                   or not all(isinstance(v, str) for v in values))):
            raise PlayerError(Msg("bot-error-unknown-control"))
        if parsed.kind in cog.UNBOUND_KINDS:
            # Not tied to one game's channel (history pages, replay steps): the cog checks and defers.
            await cog.handle_unbound(interaction, parsed, values)
            return
        await self.defer(interaction, update=parsed.kind in EDITING_KINDS)
        record = await self.record_by_id(parsed.game_id)
        # A control bound to a game is accepted only where the bot put it: in the game's channel (a
        # press forged in a DM or another channel, even of the same server, is refused before anything is
        # read or written), or, for the few the bot sends by DM, in a DM, where the cog checks that the
        # presser is the seat's own player.
        if parsed.kind in cog.DM_KINDS:
            if interaction.guild_id is not None:
                raise PlayerError(Msg("bot-error-control-elsewhere"))
        elif interaction.channel_id is None or record.channel_id != interaction.channel_id:
            raise PlayerError(Msg("bot-error-control-elsewhere"))
        await cog.handle_component(interaction, record, parsed, values)

def offered_games(ids: Iterable[str] | None) -> Mapping[str, Game]:
    """The registered games a bot offers: those named by ``ids``, or every one in ``rules.GAMES`` (the
    registry's own map, so the bot sees exactly what is registered). A game must be registered first
    (``rules.register``), whether packaged or defined at run time: the bot knows no other games."""
    if ids is None:
        return rules.GAMES
    chosen: dict[str, Game] = {}
    for game_id in ids:
        if game_id not in rules.GAMES:
            raise ValueError(f"{game_id!r} is not a registered game (rules.register its spec first)")
        chosen[game_id] = rules.GAMES[game_id]
    return chosen


def create_bot(database_path: str, *, games: Iterable[str] | None = None,
               renderer: Renderer | None = None, dev_guild_id: int | None = None,
               clock: Callable[[], datetime] | None = None, shard_count: int | None = None,
               shard_ids: Sequence[int] | None = None) -> GameBot:
    """A bot for ``database_path`` (a SQLite path, ``sqlite:///…`` or ``postgresql://…``); nothing touches
    the network until it is run.

    ``shard_count`` / ``shard_ids``: this process runs those of Discord's shards and the periodic work of
    their guilds (see :class:`GameBot`); both None: one process, every shard.
    ``games``: the ids of the registered games it offers (:func:`offered_games`; default: all of them);
    ``renderer`` defaults to the ``render`` package; tests pass their own.
    ``clock``: a callable returning an aware UTC ``datetime`` (default: the real time), so tests drive
    every deadline and reminder without sleeping.
    """
    return GameBot(database_path, offered_games(games),
                   renderer or ModuleRenderer(), dev_guild_id, clock or utc_now, shard_count, shard_ids)


__all__ = ["GameBot", "ModuleRenderer", "Renderer", "create_bot", "format_path", "offered_games"]
