"""The Discord face of the platform: :class:`GameBot` wires the store, the service, the renderer and the
cogs (``bot/cogs/``: one room per concern, each adding its ``/game`` subcommands), routes every button and
select to the cog that answers it, and holds the helpers the rooms share: replies, posts, DMs, the board
post and the announcement of a move.

The bot knows games only through the protocol in ``rules/base.py`` and images only through
``render.board`` / ``render.hand``; there is no game-specific code here. :func:`create_bot` builds a bot
whose ``setup_hook`` opens the database and registers the command tree and the persistent component
without any network call; syncing the commands happens in ``on_ready`` (see ``bot/__main__.py``).

Order of a move (DESIGN.md "One turn, end to end"): load under the per-game lock, apply, commit (with the
move's announcement in the outbox), answer the interaction, then render off the event loop, post the board,
send the DMs and mark the announcement delivered. Nothing reaches Discord before the commit; an
announcement a crash cut off is delivered at the next start (:meth:`GameBot.deliver_pending`).

Every interaction whose work touches the database or renders is answered within a bound
(:meth:`GameBot.answered`): work done within :data:`ANSWER_BOUND` is answered with ONE response (the
panel's update, the private message), and only work still running then is deferred and answered by an
edit or a follow-up, so a slow database never makes Discord show "This interaction failed" and a quick
one costs one Discord call, not two. Waits for the database and for another action of the same game are
bounded, and a database that cannot save says so.
"""

from __future__ import annotations

import asyncio
import functools
import gc
import io
import logging
import math
import re
import secrets
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, TypeVar

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands, tasks

import render
import render.chart
import render.kit
import render.tasks
import rules
from bot import cards, ids, language, messages
from bot.announce import Announcer, DeliveryFailed, transient
from bot.commands import CatalogTranslator, cs
from bot.host import Renderer
from bot.ids import ParsedId
from bot.lobbies import LobbyBoard
from bot.messages import GameComponent, clip
from bot.ops import DEFAULT_HTTP_HOST, MeasuredTree, Metrics, OpsServer, PortUnusable, interaction_label
from bot.panel import format_path
from bot.render_pool import REPLAY, TURN, ReplayQueue
from bot.reviews import Reviewer
from bot.rooms import Answer, Component, GameCog, Owner, Where, discover
from core import logctx
from core.computers import is_computer, is_former_player
from core.digest import Digests
from core.flows import Flows
from core.history import History
from core.limits import Limits
from core.overview import Overview
from core.players import ComputerPlayers
from core.queue import Matchmaker
from core.ratings import Ratings
from core.reliability import Reliability
from core.retention import Retention
from core.seasons import Seasons
from core.service import GameService, LoadedGame, PlayerError
from core.settings import Settings
from core.tables import Tables
from core.timekeeper import Timekeeper
from i18n import t, text
from render.chart import Series
from rules.base import Game, Msg
from store import GameRecord, Shards, Store, StoreUnavailable, open_store, utc_now
from web.app import WebServer
from web.context import WebContext, WebSettings

log = logging.getLogger(__name__)

GENERIC_FAILURE = Msg("bot-generic-failure")
#: The final card's score chart: as wide as every chart (``render.chart.WIDTH``), lower than the review's.
CHART_HEIGHT = 380
BUSY_TEXT = Msg("bot-store-busy")
#: How many users' DM channels are remembered in memory (an id each: a few hundred KB at most); the
#: database keeps every one (``dm_channels``), so a restart or another process does not open them again.
DM_CHANNEL_CACHE = 10_000
#: Seconds the background work (a locale noted, the results' catch-up) may take to finish at shutdown.
BACKGROUND_GRACE = 2.0
T = TypeVar("T")

#: Seconds an interaction's work may take before it is deferred (:meth:`GameBot.answered`): well inside
#: Discord's three seconds for the first response, and long enough for a move's load, apply and commit.
ANSWER_BOUND = 2.0
#: Discord's error code for a channel it does not know (a DM channel id kept from long ago).
UNKNOWN_CHANNEL = 10003
#: How often the periodic work runs (:meth:`GameBot.tick`): clocks, reminders, time-outs, lobbies expiring,
#: the flows a crash cut off (core/flows.py: within two runs), announcements a failure left undelivered,
#: computer decisions a failure left unplayed.
TICK_SECONDS = 60
#: The periodic work's share of its minute: a tick starts no more due work (digests, matches) after this
#: long, and the rest is the next tick's, so no tick runs into the next one.
TICK_BUDGET = 30.0
#: How many due items of one kind a tick carries out together (:meth:`GameBot.batched`): their waits on
#: Discord overlap (about 20–35 ms of the bot's own work per digest, 45–175 ms per match made, mostly
#: waiting), their database work takes turns.
TICK_CONCURRENCY = 8
#: The package of the rooms: every module in it is loaded as an extension (``bot.rooms.discover``), and
#: their ``ORDER`` orders each command's subcommands.
ROOM_PACKAGE = "bot.cogs"

#: The reasons of :class:`StoreUnavailable` the catalogs explain (``bot-store-reason-<reason>``).
STORE_REASONS = ("busy", "full", "readonly", "io", "corrupt", "down")


def store_failure_text(error: StoreUnavailable) -> Msg:
    """What a player reads when the database cannot do what they asked; nothing was changed."""
    if error.reason == "busy":
        return BUSY_TEXT
    reason = error.reason if error.reason in STORE_REASONS else "io"
    return Msg("bot-store-failure", reason=Msg(f"bot-store-reason-{reason}"))


class ModuleRenderer:
    """The production renderer: the ``render`` package."""

    def board(self, game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en") -> bytes:
        return render.board(game_id, view, last_action=last_action, lang=lang)

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        return render.hand(game_id, view, lang=lang)


def enter_interaction(interaction: discord.Interaction) -> None:
    """The ids of an interaction entering the bot (``core/logctx.py``), for every line logged while its
    task answers it; a game is added once it is known."""
    logctx.bind(interaction=interaction.id, guild=interaction.guild_id, channel=interaction.channel_id,
                game=None)


class GameTree(MeasuredTree):
    """The command tree: a slash command's or an autocomplete's task logs with its interaction's ids
    (autocompletes counted and timed in the metrics: :class:`bot.ops.MeasuredTree`)."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        enter_interaction(interaction)
        # The command's name only: its options may be a move that names what the player holds.
        log.debug("%s of /%s", interaction.type.name, (interaction.data or {}).get("name", "?"))
        return True


class GameBot(commands.AutoShardedBot):
    """An ``AutoShardedBot`` carrying the store, the game service and the renderer.

    Several processes can serve one bot on one PostgreSQL database: each runs some of Discord's shards
    (``shard_ids`` of ``shard_count``) and does the periodic work (clocks, lobby expiry, left-over
    announcements) only for the games of its shards (:attr:`work_shards`). Interactions reach the process
    whose shard the guild is on, and those from DMs any process: all state is in the database, and the
    database decides races (version checks, claims), so any process can answer any interaction."""

    def __init__(self, database_path: str, games: Mapping[str, Game], renderer: Renderer,
                 dev_guild_id: int | None = None, clock: Callable[[], datetime] = utc_now,
                 shard_count: int | None = None, shard_ids: Sequence[int] | None = None,
                 http_port: int | None = None, http_host: str = DEFAULT_HTTP_HOST) -> None:
        # A board game bot never joins voice: skip discord.py's warnings about missing voice libraries.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        if shard_ids is not None and shard_count is None:
            raise ValueError("shard_ids needs shard_count")
        #: The bot's Prometheus metrics (``bot/ops.py``), a registry of its own.
        metrics = Metrics()
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, shard_count=shard_count, tree_cls=GameTree,
                         shard_ids=list(shard_ids) if shard_ids is not None else None,
                         http_trace=metrics.http_trace())
        logctx.set_shard_count(shard_count)  # each log line's shard, from its guild
        self.metrics = metrics
        #: ``/healthz`` and ``/metrics`` (``BOARDGAME_HTTP_PORT``), started in ``setup_hook``; None: off.
        self.ops_server: OpsServer | None = (OpsServer(self, http_host, http_port)
                                             if http_port is not None else None)
        #: When the bot started and when its periodic work last completed, by :attr:`clock` (the health
        #: check's tick part).
        self.started_at: datetime | None = None
        self.last_tick: datetime | None = None
        #: When the running tick's budget ends (:meth:`batched`); none outside a tick.
        self._tick_deadline = math.inf
        #: Whether ``setup_hook`` ends by moving every object made so far out of the garbage collector's
        #: sight (``gc.freeze``): the bot ``python -m bot`` runs does; tests, which make many bots in one
        #: process, do not (what one bot leaves in cycles would stay for good).
        self.freeze_after_setup = False
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
        #: Replays waiting to be drawn, one at a time and one per user (``bot/render_pool.py``).
        self.replays = ReplayQueue(on_idle=getattr(renderer, "release_replay_workers", None))
        #: How often each member and each server may ask for heavy work (replays, exports, new lobbies,
        #: move suggestions): ``core/limits.py``, in this process's memory.
        self.limits = Limits(clock)
        #: Post-game reviews: computed once in the render pool, kept in the database.
        self.reviews = Reviewer(self)
        self._background: set[asyncio.Task[None]] = set()
        #: user id -> their DM channel id, newest use last (bounded by DM_CHANNEL_CACHE); the database
        #: keeps them all (``Store.dm_channel``).
        self._dm_channels: OrderedDict[int, int] = OrderedDict()
        #: How long an interaction's work may run before it is deferred (:meth:`answered`); tests set it.
        self.answer_bound: float = ANSWER_BOUND
        #: One lock per interaction being answered, so the bound's deferral and the work's own answer
        #: never both make the first response (held only while answering: weak values).
        self._answer_locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        #: Which room answers each custom-id kind, and how (filled as the rooms are loaded).
        self._components: dict[str, tuple[GameCog, Component]] = {}
        #: Each custom-id kind's format, as its room declared it: every press is parsed by these.
        self.id_formats: dict[str, re.Pattern[str]] = {}
        #: The rooms loaded, in their ``ORDER``.
        self.rooms: list[GameCog] = []
        #: The packages whose modules are the rooms (tests may add one before the bot starts).
        self.room_packages: tuple[str, ...] = (ROOM_PACKAGE,)
        #: Whether the rooms found at the start are in: a room added later adds its commands at once.
        self._rooms_in = False
        #: Where new games get their seed (tests replace it to replay a known game).
        self.new_seed: Callable[[], int] = lambda: secrets.randbelow(2**31)
        #: What this process remembers about languages (see ``bot/language.py``).
        self.language_cache = language.LanguageCache()
        #: The computer players' search pool and turn driver.
        self.computers = ComputerPlayers(self)
        #: Posts the announcements of committed moves and the notifications that go with them.
        self.announcer = Announcer(self)
        #: Redraws lobby messages (any room that changes a lobby).
        self.lobbies = LobbyBoard(self)
        self._computer_resume: asyncio.Task[None] | None = None
        #: The once-a-minute loop ``on_ready`` starts. Its body is :meth:`tick`, and the tests run that
        #: same loop object (``await bot.periodic()`` calls its body once), so no test passes on periodic
        #: work production does not do.
        self.periodic: tasks.Loop[Any] = tasks.loop(seconds=TICK_SECONDS)(self.tick)
        #: Where the operator published the privacy policy (``BOARDGAME_PRIVACY_URL``; ``/game privacy``
        #: links it), or None: players are pointed to the admins who run the bot.
        self.privacy_url: str | None = None
        #: Completed runs of :meth:`tick` (for the log and for tests watching the real loop).
        self.ticks = 0
        #: The web pages served by this process (``web/``; ``BOARDGAME_WEB_PORT``): their settings and
        #: signing secret, set before the start (``bot/run.py``); the server and its context once started.
        self.web_settings: WebSettings | None = None
        self.web_secret: bytes | None = None
        self.web_server: WebServer | None = None

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
        self.started_at = self.clock()
        if self.ops_server is not None:
            # First: a port that cannot be opened stops the start before anything else runs; until the
            # database is open, /healthz says so.
            await self.ops_server.start()
        self._store = await open_store(self.database_path, clock=self.clock)
        self._service = GameService(self._store, self.games, self.clock)
        self._service.on_committed = self.metrics.committed
        #: Work of several steps each done once (core/flows.py); each room carries out its kinds.
        self.flows = Flows(self._store, self.clock)
        #: Delivered announcements and made matches deleted after their retention (core/retention.py).
        self.retention = Retention(self._store, self.clock)
        self.computers.on_decided = self.metrics.decided
        self.ratings = Ratings(self._store, self.games)
        self.timekeeper = Timekeeper(self._store, self.clock)
        # The services the rooms call instead of the store (core/): lobbies, what the looking-on commands
        # read, the remembered games, and the settings.
        # Reliability scores, read by lobbies, the queue and tournaments; the matchmaking queue.
        self.reliability = Reliability(self._store)
        self.tables = Tables(self._store, self._service, self.reliability)
        self.matchmaker = Matchmaker(self._store, self.games, self.reliability, self.clock)
        self.overview = Overview(self._store)
        self.history = History(self._store, self._service)
        # The daily digest: which are due, their claims, what each lists.
        self.digests = Digests(self._store, self.timekeeper, self.clock)
        # The monthly ladders: what counts, the standings, the months' close.
        self.seasons = Seasons(self._store, self.clock)
        self.settings = Settings(self._store, language_choices=language.CHOICES,
                                 stored_language=language.stored, digests=self.digests)
        self._service.on_finished = lambda loaded: self.ratings.record(loaded.record, loaded.game,
                                                                       loaded.users, loaded.state)
        # Server channels, and the bot's DMs for the commands about oneself (/game mine, away, settings…,
        # /records of one's own games); the commands about a channel's game refuse politely anywhere else.
        #: The top-level commands by name, each holding its rooms' subcommands: made for the first room whose
        #: ``GROUP`` names it (``/game`` for playing and looking on, ``/records`` for finished games,
        #: ``/table`` for what a player does about their seat …), so a feature's new top-level command is
        #: its room's declaration and its words (``commands-<name>-name`` and ``-description``) alone.
        #: Discord allows 25 subcommands in a command (``tests/bot/test_command_tree.py`` counts them).
        self.command_groups: dict[str, app_commands.Group] = {}
        for package in self.room_packages:
            for name in discover(package):
                await self.load_extension(name)
        # Found in any order, added in theirs: each command's subcommands stand in the rooms' ORDER.
        self.rooms.sort(key=lambda room: room.ORDER)
        for room in self.rooms:
            room.add_commands(self.command_group(room.GROUP))
        self._rooms_in = True
        # The top-level commands in the order of their first rooms (``/game``'s lobby comes first).
        for group in self.command_groups.values():
            self.tree.add_command(group)
        await self.tree.set_translator(CatalogTranslator())
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        self.add_dynamic_items(GameComponent)
        log.info("database %s (%s) ready; %d game(s) offered", self._store.path, self._store.backend,
                 len(self.games))
        # Announcements a crash cut off (between a commit and its board post) go out now, in the
        # background: the HTTP session is open in setup_hook, and the gateway need not wait for them.
        self._pending_delivery = asyncio.create_task(self.announcer.deliver_pending(at_start=True))
        # Results a crash cut off (between a game's last move and its recording) are recorded now.
        catch_up = asyncio.create_task(self.ratings.catch_up(self._service.load))
        self._background.add(catch_up)
        catch_up.add_done_callback(self._background.discard)
        # Then the computers whose decision a restart cut off think again (nothing of it was kept).
        self._computer_resume = asyncio.create_task(self._resume_computers())
        if self.freeze_after_setup:
            # Everything made so far (modules, discord.py, the catalogs, the games: over a hundred thousand
            # objects that live as long as the process) leaves the collector's sight: a full collection
            # walked them all, holding the event loop for 80 ms at a time in the middle of a tick's work.
            gc.collect()
            gc.freeze()
        if self.web_settings is not None:
            await self.start_web()
        warm_up = getattr(self.renderer, "warm_up", None)
        if warm_up is not None:
            # The render workers draw each game's sample boards, so fonts and map backgrounds are built
            # before most turns need them. Nothing waits for it: the samples queue behind every turn's
            # board (bot/render_pool.py), so the bot answers the first move at once.
            self._warm_up = asyncio.create_task(asyncio.to_thread(warm_up))

    def command_group(self, name: str) -> app_commands.Group:
        """The top-level command ``name`` (``/game``, ``/records`` …), made when a room first names it: its
        name and description in every language are the catalogs' ``commands-<name>-name`` and
        ``-description``; usable in server channels and in DMs with the bot (a command about a channel's
        game refuses politely elsewhere)."""
        if name not in self.command_groups:
            self.command_groups[name] = app_commands.Group(
                name=cs(f"{name}-name"), description=cs(f"{name}-description"),
                allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True,
                                                                private_channel=False),
                allowed_installs=app_commands.AppInstallationType(guild=True, user=False))
        return self.command_groups[name]
    @property
    def web_context(self) -> WebContext | None:
        """The web pages' context (``web/context.py``) when this process serves them, else None."""
        return self.web_server.context if self.web_server is not None else None

    async def start_web(self) -> None:
        """Serve the web pages (``web/``) beside the bot, on its store and clock. Their boards are drawn in
        the render pool's replay lane (its own workers, at a low priority) when there is a pool, so a
        turn's board never waits for a web page's; else in a thread."""
        assert self.web_settings is not None and self.web_secret is not None, "web settings and secret"
        run_async = getattr(self.renderer, "run_async", None)

        async def pooled(game_id: str, view: dict, last_action: str | None, lang: str) -> bytes:
            assert run_async is not None
            return await run_async(render.tasks.board, game_id, view, last_action, lang, priority=REPLAY)

        context = WebContext.create(self.store, self.games, self.clock, self.web_secret, self.web_settings,
                                    render=pooled if run_async is not None else None)
        server = WebServer(context)
        try:
            await server.start()
        except OSError as error:
            await context.close()
            raise PortUnusable(str(error)) from error
        self.web_server = server
        # This process's moves wake its pages without waiting for the version poll, once each move's
        # Discord work is done (the game's lock let go): a page's spectators never share a move's path.
        self.service.versions = context.watcher

    async def stop_web(self) -> None:
        """Stop serving the web pages (at the bot's close)."""
        if self.web_server is None:
            return
        if self._service is not None:
            self._service.versions = None
        await self.web_server.stop()
        self.web_server = None

    async def add_room(self, cog: GameCog) -> None:
        """Add a room (called by its extension's ``setup``): the cog, its subcommands (in the top-level
        command its ``GROUP`` names; at the start, once every room is in, in their ``ORDER``), the
        components it declares with their ids' formats, each kind answered by exactly one room, and the
        flows it carries out."""
        taken = [component.kind for component in cog.COMPONENTS if component.kind in self._components]
        if taken:
            raise ValueError(f"component kind {taken[0]!r} is declared by two rooms")
        await self.add_cog(cog)
        if self._rooms_in:
            new = cog.GROUP not in self.command_groups
            cog.add_commands(self.command_group(cog.GROUP))
            if new:
                self.tree.add_command(self.command_groups[cog.GROUP])
        for kind in cog.FLOWS:
            self.flows.handle(kind, cog.carry_out)
        self._components.update((component.kind, (cog, component)) for component in cog.COMPONENTS)
        self.id_formats.update((component.kind, component.format) for component in cog.COMPONENTS)
        self.rooms.append(cog)

    async def tick(self) -> None:
        """Everything time-based that is due at ``self.clock()``: the body of :attr:`periodic`, the loop
        started in ``on_ready``. Each part runs even when another failed (a database outage in one part
        is logged, and the next run tries again)."""
        parts: tuple[tuple[str, Callable[[], Any]], ...] = (
            *((type(room).__name__, room.periodic) for room in self.rooms),
            ("flows", lambda: self.flows.resume(self.work_shards)),
            ("announcements", self.announcer.deliver_pending),
            ("computers", self.computers.resume),
            ("retention", lambda: self.retention.run(self.work_shards)),
        )
        started = time.perf_counter()
        self._tick_deadline = started + TICK_BUDGET
        for name, part in parts:
            try:
                await part()
            except StoreUnavailable as error:
                log.warning("periodic work (%s) skipped: %s; the next run tries again", name, error)
                self.metrics.tick_failures.labels(name, "database").inc()
                self.metrics.database_error(error, "tick")
            except Exception:
                log.exception("periodic work (%s) failed; the next run tries again", name)
                self.metrics.tick_failures.labels(name, "error").inc()
        self.ticks += 1
        self._tick_deadline = math.inf
        self.last_tick = self.clock()
        self.metrics.tick_done(time.perf_counter() - started, self.last_tick)

    async def batched(self, items: Iterable[T], work: Callable[[T], Awaitable[Any]], *,
                      concurrency: int = TICK_CONCURRENCY) -> int:
        """``work(item)`` for each of ``items``, ``concurrency`` at a time, until the tick's budget
        (:data:`TICK_BUDGET`) is spent: how many were carried out; the rest are still due, for the next
        tick. ``work`` handles its own failures (one item's is not the others')."""
        pending = list(items)
        done = 0
        while pending and time.perf_counter() < self._tick_deadline:
            chunk, pending = pending[:concurrency], pending[concurrency:]
            await asyncio.gather(*(work(item) for item in chunk))
            done += len(chunk)
        return done

    async def _resume_computers(self) -> None:
        if self._pending_delivery is not None:
            await asyncio.gather(self._pending_delivery, return_exceptions=True)
        try:
            await self.computers.resume()
        except StoreUnavailable as error:
            log.warning("computer players not resumed at start (%s); the next tick does it", error)

    async def on_ready(self) -> None:
        logctx.set_shard_count(self.shard_count)  # known once connected, when discord.py chose it
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
        if self.ops_server is not None:
            await self.ops_server.stop()
        await self.stop_web()
        if self._pending_delivery is not None and not self._pending_delivery.done():
            self._pending_delivery.cancel()
        if self._computer_resume is not None and not self._computer_resume.done():
            self._computer_resume.cancel()
        self.computers.close()
        close_renderer = getattr(self.renderer, "close", None)
        if close_renderer is not None:
            await asyncio.to_thread(close_renderer)
        await self._settle_background()
        if self._store is not None:
            await self._store.close()
            self._store = None
        await super().close()

    def background(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run ``work`` in the background (a stand-in's turn after the caller's lock is released, a locale
        noted), kept until done so it is not collected, and given a moment to finish at shutdown."""
        task = asyncio.create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        return task

    async def _settle_background(self) -> None:
        """The short work started in the background (a member's locale noted, the results' catch-up) gets
        a moment to finish before the store closes; what still runs then is cancelled. A write left in
        flight kept a pooled connection, and closing the pool waited its whole timeout for it."""
        running = [task for task in self._background if not task.done()]
        if not running:
            return
        _, pending = await asyncio.wait(running, timeout=BACKGROUND_GRACE)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

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
            await self.send_answer(interaction, **kwargs)
        except discord.HTTPException as error:
            log.warning("could not answer an interaction: %s", error)

    async def send_answer(self, interaction: discord.Interaction, **kwargs: Any) -> discord.Message | None:
        """Send a message answering ``interaction``: its response when it was not answered yet; when it was
        deferred ("thinking"), the deferred message filled in; after that, a follow-up. A card (a
        ``LayoutView``: Components V2) fills a deferred message by an edit of the original response, since
        Discord refuses a follow-up turning a deferred answer into a V2 message; anything else by the first
        follow-up, as Discord makes it the deferred message. Returns the message when Discord says which
        (not for a first response). Raises what discord.py raises."""
        card = isinstance(kwargs.get("view"), discord.ui.LayoutView)
        if card and (kwargs.get("content") or kwargs.get("embed") or kwargs.get("embeds")):
            raise ValueError("a card (Components V2) has no content and no embeds")
        async with self._answer_lock(interaction):
            response = interaction.response
            if not response.is_done():
                await response.send_message(**kwargs)
                return None
            filling = (response.type is discord.InteractionResponseType.deferred_channel_message
                       and not interaction.extras.get("deferred_filled"))
            interaction.extras["deferred_filled"] = True
            if card and filling:
                kwargs.pop("ephemeral", None)  # the deferral decided it
                files = [kwargs.pop("file", None), *kwargs.pop("files", [])]
                files = [file for file in files if file is not None]
                if files:
                    kwargs["attachments"] = files
                return await interaction.edit_original_response(**kwargs)
            return await interaction.followup.send(wait=True, **kwargs)

    def _answer_lock(self, interaction: discord.Interaction) -> asyncio.Lock:
        lock = self._answer_locks.get(interaction.id)
        if lock is None:
            lock = asyncio.Lock()
            self._answer_locks[interaction.id] = lock
        return lock

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
        ``defer``: answer within the bound (:meth:`answered`; every command whose work touches the
        database): privately deferred only if the work is not done by then. Counted and timed in
        :attr:`metrics` by kind, name and outcome. The web pages hear of a move made here once the
        interaction is answered (``GameService.answering``)."""
        with self.service.answering():
            await self._guarded(interaction, work, defer=defer)

    async def _guarded(self, interaction: discord.Interaction, work: Callable[[], Any], *,
                       defer: bool) -> None:
        started, outcome = time.perf_counter(), "ok"
        try:
            await language.note_interaction(self, interaction)
            if defer:
                await self.answered(interaction, work)
            else:
                await work()
        except PlayerError as error:
            outcome = "refused"
            # An error may name another player (a mention shows their name): it never pings them.
            await self.reply(interaction, error.msg, allowed_mentions=discord.AllowedMentions.none())
        except StoreUnavailable as error:
            outcome = "busy" if error.reason == "busy" else "unavailable"
            self.metrics.database_error(error, "interaction")
            if error.reason == "busy":
                log.warning("database busy, an interaction was refused: %s", error.detail)
            else:
                log.error("database cannot save: %s", error)
            await self.reply(interaction, store_failure_text(error))
        except Exception:
            outcome = "error"
            log.exception("handler failed")
            await self.reply(interaction, GENERIC_FAILURE)
        except BaseException:
            outcome = "cancelled"  # the bot is stopping
            raise
        finally:
            self.metrics.interaction(*interaction_label(interaction, self.id_formats), outcome,
                                     time.perf_counter() - started)

    async def answered(self, interaction: discord.Interaction, work: Callable[[], Awaitable[Any]], *,
                       update: bool = False) -> None:
        """Run ``work`` (which answers the interaction through :meth:`reply` / :meth:`edit_pressed`) so
        that Discord gets its first response in time, in as few calls as the work allows.

        Work done within :attr:`answer_bound` seconds answers with its one response (type 7, the pressed
        message updated; type 4, a private message). Work still running then is deferred (``update``: as
        an update of the pressed message, else as a private "thinking" answer) and answers by an edit or
        a follow-up when done: the same messages either way, one Discord call fewer when quick. Work that
        answered nothing is acknowledged at the end as it would have been deferred. Raises what ``work``
        raises (the caller answers it)."""
        task = asyncio.ensure_future(work())
        try:
            done, _ = await asyncio.wait({task}, timeout=self.answer_bound)
            if not done:
                await self.defer(interaction, update=update)
            await task
        except BaseException:
            task.cancel()  # nothing if it finished; a cancelled caller takes its work with it
            raise
        if not interaction.response.is_done():
            await self.defer(interaction, update=update)

    async def defer(self, interaction: discord.Interaction, *, update: bool = False) -> None:
        """Acknowledge an interaction before slow work: ``update`` for a press whose answer edits the
        message it is on, otherwise a private "thinking" answer filled by the first reply. Nothing if it
        was answered already."""
        try:
            async with self._answer_lock(interaction):
                if interaction.response.is_done():
                    return
                if update:
                    await interaction.response.defer()
                else:
                    await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as error:
            # The interaction expired on its way here; the work goes on (a move is announced in the channel).
            log.warning("could not defer an interaction: %s", error)

    async def edit_answer(self, interaction: discord.Interaction, **kwargs: Any) -> None:
        """Replace a command's own private answer with ``kwargs`` (deferring first if it was not answered
        yet): a slow command's progress, then its result, in one message."""
        await self.defer(interaction)
        async with self._answer_lock(interaction):
            interaction.extras["deferred_filled"] = True
            await interaction.edit_original_response(**kwargs)

    async def edit_pressed(self, interaction: discord.Interaction, **kwargs: Any) -> None:
        """Edit the message whose component was pressed: as the interaction's response (type 7) when not
        answered yet, else through the deferred update's original response, or by its id when the first
        response was a message of its own."""
        async with self._answer_lock(interaction):
            response = interaction.response
            if not response.is_done():
                await response.edit_message(**kwargs)
            elif response.type in (discord.InteractionResponseType.deferred_message_update,
                                   discord.InteractionResponseType.message_update) \
                    or interaction.message is None:
                await interaction.edit_original_response(**kwargs)
            else:
                await interaction.followup.edit_message(interaction.message.id, **kwargs)

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
        logctx.bind(game=record.id)
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
        return t(lang, "bot-private-view", game=loaded.game.title, channel=f"<#{loaded.record.channel_id}>",
                 view=text(lang, loaded.game.private_text(loaded.state, seat)))

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
        """The public board in words for a reader of text, within ``room`` characters: its alt text (as much
        as fits, the least important parts left out) and where to read the whole board (``/game
        describe``)."""
        pointer = t(lang, "bot-describe-pointer", channel=f"<#{loaded.record.channel_id}>")
        frame = t(lang, "bot-text-board", words="")
        left = room - len(frame) - len(pointer) - 1
        words = messages.alt_words(lang, loaded.game.board_alt(loaded.view(None)), left) if left >= 80 else ""
        return f"{t(lang, 'bot-text-board', words=words)}\n{pointer}" if words else pointer

    # --- the component router ----------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, custom_id: str) -> None:
        enter_interaction(interaction)
        await self.guarded(interaction, lambda: self._route(interaction, custom_id))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A modal's answer (a modal submit) goes through the component router by the modal's custom id,
        its text inputs' values as the values: the bot keeps no modal waiting (each is stopped before it
        is sent), so an answer works whichever process gets it, and after a restart."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        custom_id = (interaction.data or {}).get("custom_id")
        if isinstance(custom_id, str):
            await self.handle_component(interaction, custom_id)

    async def _route(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Parse a press, load the game row and hand it to the cog answering that kind, answered within
        the bound (:meth:`answered`: deferred as the declaration says only if the work takes longer)."""
        parsed = ids.parse(custom_id, self.id_formats)
        data = interaction.data or {}
        values = data.get("values") if isinstance(data, dict) else None
        if interaction.type is discord.InteractionType.modal_submit and isinstance(data, dict):
            values = modal_values(data.get("components"))
        room = self._components.get(parsed.kind) if parsed is not None else None
        if room is None or (values is not None and (not isinstance(values, list)
                                                    or not all(isinstance(v, str) for v in values))):
            raise PlayerError(Msg("bot-error-unknown-control"))
        cog, component = room
        if component.answer is Answer.UNBOUND:
            # Not tied to one game's channel (history pages, replay steps, tournaments, seasons, a member's
            # own buttons): its owner is checked here, then the cog checks the rest and defers.
            log.debug("%s pressed", parsed.kind)
            await self._check_owner(interaction, component, parsed)
            await cog.handle_unbound(interaction, parsed, values)
            return
        logctx.bind(game=parsed.game_id)
        # The kind only: a panel's path and a select's values are the player's choices, not yet public.
        log.debug("game %d: %s pressed", parsed.game_id, parsed.kind)

        async def bound() -> None:
            record = await self.record_by_id(parsed.game_id)
            await self._check_owner(interaction, component, parsed, record)
            await cog.handle_component(interaction, record, parsed, values)

        await self.answered(interaction, bound, update=component.answer is Answer.EDIT)

    async def _check_owner(self, interaction: discord.Interaction, component: Component, parsed: ParsedId,
                           record: GameRecord | None = None) -> None:
        """Refuse a press anywhere but where the component's owner (``bot.rooms.Owner``) allows it, before
        the room's code runs: nothing is read but the owner, nothing is written. ``record``: a game's
        control's game, loaded already.

        A server's object (a game, a lobby, a finished game's record, a tournament, a season) is pressed in
        that server: the ids are small numbers anyone can type into a forged press, so a press from another
        server, where the presser may manage everything, must decide nothing here. A game's control is
        accepted only in the game's own channel, or, for the few the bot sends by DM, in a DM by one of its
        players; a record may be looked at in a DM by one of its players; a member's own buttons are theirs
        alone, wherever they press them."""
        guild_id, user_id = interaction.guild_id, interaction.user.id
        owner = component.owner

        def refused(general: str) -> PlayerError:
            # The room's own words when it has them (they may name the number: a finished game's record
            # refuses as "no such game here", so a forged number tells nothing of another server's games).
            return PlayerError(Msg(component.refusal or general, id=parsed.game_id))

        if owner is Owner.MEMBER:
            if parsed.game_id != user_id:
                raise refused("bot-error-control-not-yours")
            return
        if owner is Owner.GAME:
            assert record is not None
            if component.where is Where.DM:
                if guild_id is not None:
                    raise PlayerError(Msg("bot-error-control-elsewhere"))
                if user_id not in await self.store.seats(record.id):
                    raise refused("bot-error-control-not-yours")
            elif interaction.channel_id is None or record.channel_id != interaction.channel_id:
                raise PlayerError(Msg("bot-error-control-elsewhere"))
            return
        players: Sequence[int] = ()
        if owner is Owner.SERVER:
            server: int | None = parsed.game_id
        elif owner is Owner.TOURNAMENT:
            tournament = await self.store.tournament(parsed.game_id)
            server = tournament.guild_id if tournament is not None else None
        else:  # Owner.RECORD
            game = await self.store.get_game(parsed.game_id)
            server = game.guild_id if game is not None else None
            if game is not None and guild_id is None:
                players = await self.store.seats(game.id)
        if server is None:
            raise refused("bot-error-control-gone")
        if guild_id is None:
            if user_id not in players:
                raise refused("bot-error-control-in-server")
        elif guild_id != server:
            raise refused("bot-error-control-other-server")


def modal_values(components: Any) -> list[Any] | None:
    """The values of a submitted modal's text inputs, in order (inside labels or action rows, as Discord
    sends them); None for a payload that is not a list of components."""
    if not isinstance(components, list):
        return None
    found: list[Any] = []
    for component in components:
        if not isinstance(component, dict):
            return None
        inner = ([component["component"]] if isinstance(component.get("component"), dict)
                 else component.get("components"))
        if isinstance(inner, list):
            found.extend(modal_values(inner) or [])
        elif component.get("type") == 4:
            found.append(component.get("value"))
    return found


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
               shard_ids: Sequence[int] | None = None, http_port: int | None = None,
               http_host: str = DEFAULT_HTTP_HOST) -> GameBot:
    """A bot for ``database_path`` (a SQLite path, ``sqlite:///…`` or ``postgresql://…``); nothing touches
    the network until it is run.

    ``shard_count`` / ``shard_ids``: this process runs those of Discord's shards and the periodic work of
    their guilds (see :class:`GameBot`); both None: one process, every shard.
    ``games``: the ids of the registered games it offers (:func:`offered_games`; default: all of them);
    ``renderer`` defaults to the ``render`` package; tests pass their own.
    ``clock``: a callable returning an aware UTC ``datetime`` (default: the real time), so tests drive
    every deadline and reminder without sleeping.
    ``http_port`` / ``http_host``: serve ``/healthz`` and ``/metrics`` there (``bot/ops.py``; port 0: any
    free port, ``bot.ops_server.port`` says which); None: no HTTP port.
    """
    return GameBot(database_path, offered_games(games),
                   renderer or ModuleRenderer(), dev_guild_id, clock or utc_now, shard_count, shard_ids,
                   http_port, http_host)


__all__ = ["GameBot", "ModuleRenderer", "Renderer", "create_bot", "format_path", "offered_games"]
