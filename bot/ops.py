"""Running the bot as a service: its metrics and an optional HTTP port for a supervisor.

:class:`Metrics` holds one Prometheus registry per bot (not the library's global one: a test makes several
bots), and the bot's rooms count into it where production passes (the router, :meth:`GameBot.answered`,
the tick, the DMs, the renders, the computers' searches through the core's plain hooks). No label carries
a user, a guild, a channel or anything of a hand: labels are game ids (the titles), command names,
component kinds, levels, outcomes and reasons, a bounded set.

:class:`OpsServer` is the HTTP port (``BOARDGAME_HTTP_PORT``; off when unset), an ``aiohttp.web`` server
started in ``GameBot.setup_hook`` and stopped in ``GameBot.close``:

- ``GET /healthz``: 200 only when the gateway shards this process runs are connected, the database answers
  a small read within :data:`DATABASE_TIMEOUT` seconds, and the periodic tick completed within
  :data:`TICK_STALE_SECONDS` by the bot's clock (before the first tick, the same two minutes from the
  start are a grace period); else 503. The body is JSON: ``{"ok": …, "gateway": …, "database": …,
  "tick": …, "failed": [the parts that failed], "version": "0.2.0"}``, each part ``"ok"`` or what is
  wrong, and the bot's version (``bot/version.py``).
- ``GET /metrics``: Prometheus' text format; the games in play are read from the database at each scrape,
  and the health check's parts are there too (``boardgame_health{part}``, 1 or 0), and
  ``boardgame_build_info{version, python}`` (always 1: its labels say what runs).
"""

from __future__ import annotations

import asyncio
import logging
import platform
import re
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Protocol

import aiohttp
import discord
from aiohttp import web
from discord import app_commands
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    Info,
    generate_latest,
)

from bot import ids
from bot.config import DEFAULT_HTTP_HOST
from bot.version import bot_version
from store import Store, StoreUnavailable

if TYPE_CHECKING:
    from bot.render_pool import ReplayQueue

log = logging.getLogger(__name__)


class Watched(Protocol):
    """What the metrics and the health check read of the bot (``bot.app.Watched``): discord.py's gateway
    state, the database if open, the periodic work's last run, the render queues. Named here, not by the
    bot's class, so this module stays below the bot that holds it."""

    games: Mapping[str, Any]
    renderer: Any
    replays: ReplayQueue
    metrics: Metrics
    clock: Callable[[], datetime]
    started_at: datetime | None
    last_tick: datetime | None
    shard_ids: list[int] | None
    shard_count: int | None
    #: The store once open (None before ``setup_hook`` and after ``close``: the health check says so).
    _store: Store | None

    @property
    def store(self) -> Store: ...

    @property
    def shards(self) -> Mapping[int, Any]: ...

    def is_ready(self) -> bool: ...

    def is_closed(self) -> bool: ...

#: Seconds the database has to answer the health check's read.
DATABASE_TIMEOUT = 2.0
#: The periodic tick runs every minute; two minutes without a completed run fail the health check.
TICK_STALE_SECONDS = 120
#: Seconds the metrics scrape waits for the games in play; past it the gauge keeps its last values.
SCRAPE_READ_TIMEOUT = 2.0

#: Buckets (seconds) of the interaction and render times: most answers take milliseconds, a replay seconds.
FAST_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)
#: Buckets (seconds) of a computer's search (a hard level searches about a second) and of a tick.
SLOW_BUCKETS = (0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0)


class Metrics:
    """The bot's Prometheus metrics, in a registry of its own (:attr:`registry`)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        registry = self.registry
        self.games_in_play = Gauge("boardgame_games_in_play", "Games in play (active), by game",
                                   ["game"], registry=registry)
        self.turns = Counter("boardgame_turns", "Turns completed, by game (turns per hour: rate()*3600)",
                             ["game"], registry=registry)
        self.actions = Counter("boardgame_actions", "Actions committed (a turn may take several), by game",
                               ["game"], registry=registry)
        self.interactions = Counter(
            "boardgame_interactions",
            "Interactions answered, by kind (command, component, modal, autocomplete), name (the command "
            "or the component kind) and outcome (ok, refused, busy, unavailable, error, cancelled, "
            "unanswered)",
            ["kind", "name", "outcome"], registry=registry)
        self.interaction_seconds = Histogram(
            "boardgame_interaction_seconds",
            "Seconds from receiving an interaction to its handling done (its answer sent), by kind",
            ["kind"], buckets=FAST_BUCKETS, registry=registry)
        self.render_seconds = Histogram("boardgame_render_seconds",
                                        "Seconds drawing an image, by what (board, hand, replay, chart; "
                                        "review: a post-game review's whole computation)",
                                        ["what"], buckets=FAST_BUCKETS, registry=registry)
        self.thinking_seconds = Histogram("boardgame_computer_thinking_seconds",
                                          "Seconds a computer player's decision took, by game and level "
                                          "(easy, medium, hard; hint: the coach's search for a player)",
                                          ["game", "level"], buckets=SLOW_BUCKETS, registry=registry)
        self.tick_seconds = Histogram("boardgame_tick_seconds", "Seconds one run of the periodic work took",
                                      buckets=SLOW_BUCKETS, registry=registry)
        self.tick_failures = Counter("boardgame_tick_part_failures",
                                     "Parts of the periodic work that failed (the next run tries again), by "
                                     "part and reason (database or error)", ["part", "reason"],
                                     registry=registry)
        self.ticks = Counter("boardgame_ticks", "Completed runs of the periodic work", registry=registry)
        self.last_tick = Gauge("boardgame_last_tick_timestamp_seconds",
                               "When the periodic work last completed, by the bot's clock (Unix time)",
                               registry=registry)
        self.dms = Counter("boardgame_dms", "Direct messages by kind (turn, hand, result, reminder, digest, "
                           "headsup, handover, welcome_back, other) and outcome (sent, closed, failed)",
                           ["kind", "outcome"], registry=registry)
        self.reminders = Counter("boardgame_reminders", "Turn reminders by where (dm, channel) and outcome",
                                 ["via", "outcome"], registry=registry)
        self.rate_limits = Counter("boardgame_discord_rate_limited",
                                   "Discord's answers 429 Too Many Requests, by scope (user: a route's "
                                   "bucket, global, shared, unknown)",
                                   ["scope"], registry=registry)
        self.database_errors = Counter("boardgame_database_errors",
                                       "Database failures by reason (busy, full, readonly, io, corrupt, "
                                       "down, cantopen, missing, refused, denied, newer, timeout) and "
                                       "where (interaction, tick, health, metrics)",
                                       ["reason", "where"], registry=registry)
        self.health = Gauge("boardgame_health", "The health check's parts at the scrape (1 ok, 0 failing): "
                            "gateway, database, tick (what /healthz says)", ["part"], registry=registry)
        self.render_queue = Gauge("boardgame_render_queue_depth",
                                  "Work waiting to be drawn: the render pool's queued jobs (pool) and the "
                                  "replays running or waiting (replays)", ["queue"], registry=registry)
        self.build = Info("boardgame_build", "What runs: the bot's version and Python's", registry=registry)
        self.build.info({"version": bot_version(), "python": platform.python_version()})

    # --- what the rooms call -----------------------------------------------------------------------
    def committed(self, game: str, turn_completed: bool) -> None:
        """The core's ``GameService.on_committed``: one action committed."""
        self.actions.labels(game).inc()
        if turn_completed:
            self.turns.labels(game).inc()

    def decided(self, game: str, level: str, seconds: float) -> None:
        """The core's ``ComputerPlayers.on_decided``: one computer decision."""
        self.thinking_seconds.labels(game, level).observe(seconds)

    def interaction(self, kind: str, name: str, outcome: str, seconds: float) -> None:
        self.interactions.labels(kind, name, outcome).inc()
        self.interaction_seconds.labels(kind).observe(seconds)

    @contextmanager
    def rendering(self, what: str) -> Iterator[None]:
        """Time one drawing (``with bot.metrics.rendering("board"): ...``); a failed one is not counted."""
        started = time.perf_counter()
        yield
        self.render_seconds.labels(what).observe(time.perf_counter() - started)

    def database_error(self, error: StoreUnavailable | str, where: str) -> None:
        reason = error.reason if isinstance(error, StoreUnavailable) else error
        self.database_errors.labels(reason, where).inc()

    def tick_done(self, seconds: float, at: datetime) -> None:
        self.tick_seconds.observe(seconds)
        self.ticks.inc()
        self.last_tick.set(at.timestamp())

    def dm(self, kind: str, outcome: str) -> None:
        self.dms.labels(kind, outcome).inc()
        if kind == "reminder":
            self.reminders.labels("dm", outcome).inc()

    # --- Discord's rate limits -----------------------------------------------------------------------
    def http_trace(self) -> aiohttp.TraceConfig:
        """A trace of every HTTP request discord.py makes (``Client(http_trace=...)``: its REST calls and
        its interaction responses share that session): each answer 429 counts as a rate-limit hit, by
        Discord's ``X-RateLimit-Scope`` (``user``: a route's bucket, ``global``, ``shared``). discord.py
        itself waits and retries (logging "We are being rate limited" at WARNING on ``discord.http``);
        this counts the hits whatever the log level."""
        trace = aiohttp.TraceConfig()

        async def on_request_end(session: aiohttp.ClientSession, context: SimpleNamespace,
                                 params: aiohttp.TraceRequestEndParams) -> None:
            if params.response.status == 429:
                scope = params.response.headers.get("X-RateLimit-Scope", "").lower()
                self.rate_limits.labels(scope if scope in ("user", "global", "shared") else "unknown").inc()

        trace.on_request_end.append(on_request_end)
        return trace

    # --- at scrape time ------------------------------------------------------------------------------
    async def refresh(self, bot: Watched) -> None:
        """What is read when scraped: the games in play (every offered game, 0 when none), the queues."""
        try:
            counts = await asyncio.wait_for(bot.store.games_in_play(), SCRAPE_READ_TIMEOUT)
        except StoreUnavailable as error:
            self.database_error(error, "metrics")
        except TimeoutError:
            self.database_error("timeout", "metrics")
        except Exception as error:  # a closed connection, a driver's surprise: the scrape still answers
            log.warning("metrics: the games in play are unreadable (%s)", type(error).__name__)
        else:
            for game in {*bot.games, *counts}:
                self.games_in_play.labels(game).set(counts.get(game, 0))
        queued = getattr(bot.renderer, "queued", None)
        self.render_queue.labels("pool").set(queued() if callable(queued) else 0)
        self.render_queue.labels("replays").set(bot.replays.depth)

    def exposition(self) -> bytes:
        return generate_latest(self.registry)


def command_name(interaction: discord.Interaction) -> str:
    """The qualified name of the interaction's command (``game play``), ``unknown`` for one not in the
    tree (discord.py's lookup raises for a command it does not know)."""
    try:
        command = interaction.command
    except app_commands.AppCommandError:
        return "unknown"
    return command.qualified_name if command is not None else "unknown"


def interaction_label(interaction: discord.Interaction,
                      formats: Mapping[str, re.Pattern[str]]) -> tuple[str, str]:
    """The metric labels of an interaction: its kind (command, component, modal) and name (the command's
    qualified name in English, ``game play``; a component's or modal's custom-id kind, ``unknown`` for one
    that is not ours, by the rooms' declared ``formats``). Never an id."""
    if interaction.type is discord.InteractionType.application_command:
        return "command", command_name(interaction)
    data = interaction.data or {}
    custom_id = data.get("custom_id") if isinstance(data, dict) else None
    parsed = ids.parse(custom_id, formats) if isinstance(custom_id, str) else None
    kind = "modal" if interaction.type is discord.InteractionType.modal_submit else "component"
    return kind, parsed.kind if parsed is not None else "unknown"


class MeasuredTree(app_commands.CommandTree):
    """The command tree, counting and timing autocomplete requests (which never reach
    :meth:`GameBot.guarded`). Overrides discord.py's ``CommandTree._call`` (a private name: discord.py is
    pinned to 2.7.x), adding only the measurement around it."""

    async def _call(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.autocomplete:
            await super()._call(interaction)
            return
        started = time.perf_counter()
        try:
            await super()._call(interaction)
        finally:
            metrics: Metrics | None = getattr(self.client, "metrics", None)
            if metrics is not None:
                metrics.interaction("autocomplete", command_name(interaction),
                                    "ok" if interaction.response.is_done() else "unanswered",
                                    time.perf_counter() - started)


# --- health ------------------------------------------------------------------------------------------------
def gateway_state(bot: Watched) -> str:
    """``"ok"`` when every gateway shard this process runs is connected and the bot is ready, else what is
    not: read from discord.py itself (``bot.shards``: each :class:`discord.ShardInfo`'s ``is_closed()``,
    the state of its websocket; ``bot.is_ready()``, set by the gateway's READY)."""
    if bot.is_closed():
        return "closed"
    shards = bot.shards
    expected = (list(bot.shard_ids) if bot.shard_ids is not None
                else list(range(bot.shard_count)) if bot.shard_count else sorted(shards))
    if not expected:
        return "not connected"
    problems = [f"shard {shard} not connected" if shard not in shards else f"shard {shard} disconnected"
                for shard in expected if shard not in shards or shards[shard].is_closed()]
    if problems:
        return "; ".join(problems)
    if not bot.is_ready():
        return "connecting (not ready yet)"
    return "ok"


async def database_state(bot: Watched) -> str:
    """``"ok"`` when the database answers a small read (the games in play) within :data:`DATABASE_TIMEOUT`
    seconds, else why not."""
    store = bot._store
    if store is None:
        return "not open"
    try:
        await asyncio.wait_for(store.games_in_play(), DATABASE_TIMEOUT)
    except StoreUnavailable as error:
        bot.metrics.database_error(error, "health")
        return f"unavailable: {error.explanation}"
    except TimeoutError:
        bot.metrics.database_error("timeout", "health")
        return f"no answer within {DATABASE_TIMEOUT:g} s"
    except Exception as error:  # a closed connection, a driver's surprise: still not answering
        log.warning("health check: the database read failed (%s)", type(error).__name__)
        return f"error: {type(error).__name__}"
    return "ok"


def ago(seconds: float) -> str:
    if seconds < 120:
        return f"{int(seconds)} s ago"
    return f"{int(seconds // 60)} min ago"


def tick_state(bot: Watched) -> str:
    """``"ok"`` when the periodic work completed within :data:`TICK_STALE_SECONDS` by the bot's clock; before
    its first run, the same time from the start is a grace period."""
    now = bot.clock()
    if bot.last_tick is None:
        waited = (now - bot.started_at).total_seconds() if bot.started_at is not None else 0.0
        if waited <= TICK_STALE_SECONDS:
            return "ok"
        return f"never ran (started {ago(waited)})"
    since = (now - bot.last_tick).total_seconds()
    if since <= TICK_STALE_SECONDS:
        return "ok"
    return f"last ran {ago(since)}"


async def health(bot: Watched) -> dict[str, Any]:
    parts = {"gateway": gateway_state(bot), "database": await database_state(bot), "tick": tick_state(bot)}
    failed = [name for name, state in parts.items() if state != "ok"]
    return {"ok": not failed, **parts, "failed": failed, "version": bot_version()}


# --- the HTTP port -----------------------------------------------------------------------------------------
class PortUnusable(Exception):
    """The health and metrics port cannot be opened (taken by another program, not allowed); the message
    says which and what to do."""


class OpsServer:
    """``/healthz`` and ``/metrics`` on ``host:port`` (port 0: any free port; :attr:`port` says which)."""

    def __init__(self, bot: Watched, host: str, port: int) -> None:
        self.bot = bot
        self.host = host
        self.requested_port = port
        self.port: int | None = None
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/metrics", self.metrics)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.requested_port)
        try:
            await site.start()
        except OSError as error:
            await runner.cleanup()
            raise PortUnusable(f"cannot listen on {self.host}:{self.requested_port} for /healthz and "
                               f"/metrics ({error.strerror or error}): choose a free port in "
                               "BOARDGAME_HTTP_PORT (or another address in BOARDGAME_HTTP_HOST)") from error
        self._runner = runner
        # The port bound (the one asked for, or the one the system gave for port 0).
        self.port = int(runner.addresses[0][1])
        log.info("health and metrics on http://%s:%d (/healthz, /metrics)", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def healthz(self, request: web.Request) -> web.Response:
        body = await health(self.bot)
        return web.json_response(body, status=200 if body["ok"] else 503)

    async def metrics(self, request: web.Request) -> web.Response:
        """The metrics, with the health check's parts as ``boardgame_health`` (so one scrape can alert on
        them too) and the games in play read now."""
        body = await health(self.bot)
        for part in ("gateway", "database", "tick"):
            self.bot.metrics.health.labels(part).set(1 if body[part] == "ok" else 0)
        await self.bot.metrics.refresh(self.bot)
        return web.Response(body=self.bot.metrics.exposition(),
                            headers={"Content-Type": CONTENT_TYPE_LATEST})


__all__ = ["DEFAULT_HTTP_HOST", "MeasuredTree", "Metrics", "OpsServer", "PortUnusable", "health",
           "interaction_label"]
