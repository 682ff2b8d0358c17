"""The Discord face of the platform: :class:`GameBot` wires the store, the service, the renderer and the
cogs (``bot/cogs/``: one room per concern, each adding its ``/game`` subcommands), runs the periodic loop,
and is composed of the parts the rooms share, each a module of its own that only this one imports: the
answers to interactions (``bot/answers.py``), the posts, DMs and images (``bot/delivery.py``) and the
component router that hands every button, select and modal to the room that answers it
(``bot/router.py``).

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
import gc
import importlib
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

import discord
from discord import app_commands
from discord.ext import commands, tasks

import render
import render.chart
import render.kit
import render.tasks
import rules
from bot import language
from bot.announce import Announcer
from bot.answers import ANSWER_BOUND, GENERIC_FAILURE, Answers
from bot.commands import CatalogTranslator, CommandGroup, cs
from bot.delivery import CHART_HEIGHT, Delivery
from bot.host import Renderer
from bot.lobbies import LobbyBoard
from bot.messages import GameComponent
from bot.ops import DEFAULT_HTTP_HOST, MeasuredTree, Metrics, OpsServer, PortUnusable
from bot.panel import format_path
from bot.render_pool import REPLAY, ReplayQueue
from bot.reviews import Reviewer
from bot.rooms import Component, GameCog, discover
from bot.router import Router, enter_interaction
from core import logctx
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
from core.service import GameService, PlayerError
from core.settings import Settings
from core.tables import Tables
from core.timekeeper import Timekeeper
from rules.base import Game, Msg
from store import GameRecord, Shards, Store, StoreUnavailable, open_store, utc_now
from web.app import WebServer
from web.context import WebContext, WebSettings

log = logging.getLogger(__name__)

#: Seconds the background work (a locale noted, the results' catch-up) may take to finish at shutdown.
BACKGROUND_GRACE = 2.0
T = TypeVar("T")

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
#: The package of the rooms: every module in it is imported and its ``setup`` called
#: (``bot.rooms.discover``), and their ``ORDER`` orders each command's subcommands.
ROOM_PACKAGE = "bot.cogs"



class ModuleRenderer:
    """The production renderer: the ``render`` package."""

    def board(self, game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en") -> bytes:
        return render.board(game_id, view, last_action=last_action, lang=lang)

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        return render.hand(game_id, view, lang=lang)


class GameTree(MeasuredTree):
    """The command tree: a slash command's or an autocomplete's task logs with its interaction's ids
    (autocompletes counted and timed in the metrics: :class:`bot.ops.MeasuredTree`)."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        enter_interaction(interaction)
        # The command's name only: its options may be a move that names what the player holds.
        log.debug("%s of /%s", interaction.type.name, (interaction.data or {}).get("name", "?"))
        return True


class GameBot(Answers, Delivery, Router, commands.AutoShardedBot):
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
        #: ``/table`` for a seat's time away and the table's vote …), so a feature's new top-level command is
        #: its room's declaration and its words (``commands-<name>-name`` and ``-description``) alone.
        #: Discord allows 25 subcommands in a command (``tests/bot/test_command_tree.py`` counts them).
        self.command_groups: dict[str, app_commands.Group] = {}
        # Each room module is imported as any module (once per process) and its ``setup`` called, rather
        # than loaded as a discord.py extension: an extension's module is executed afresh for every bot,
        # which costs nothing to the one bot a process runs but a third of building each of the tests'
        # bots.
        for package in self.room_packages:
            for name in discover(package):
                await importlib.import_module(name).setup(self)
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
            self.command_groups[name] = CommandGroup(
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
        """Add a room (called by its module's ``setup``): the cog, its subcommands (in the top-level
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


__all__ = ["CHART_HEIGHT", "GENERIC_FAILURE", "GameBot", "ModuleRenderer", "Renderer", "create_bot",
           "format_path", "offered_games"]
