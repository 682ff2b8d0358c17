"""The web pages under load, beside the bot (``web/``): a game page's server time at 100 requests a
second, and 1,000 live spectators of one game (server-sent events): the time until all of them hear of a
move, the pages' memory per connection, and a move's Discord path with and without them.

It drives the real bot through the Discord test harness (``tests/bot/harness.py``, as ``bench/burst.py``
does: real discord.py objects, a recording transport that answers at once, the harness's stand-in renderer
so a move's figure is the bot's own work) and serves the real pages (``web.app.build_app``) on the bot's
own store and event loop, as ``python -m bot`` does with ``BOARDGAME_WEB_PORT``.

- **Game page**: an open-loop load (a request every 10 ms, each from its own address, as many visitors:
  the pages' per-address limit is not what is measured) of ``/g/<id>``; the server's time per request is
  measured inside the application (an outermost middleware: every middleware and the handler), p50 and
  p95; the clients are in a child process, so their work is not the server's.
- **Spectators**: a child process opens the connections to ``/g/<id>/events`` (each from its own address)
  and, at each version event, fetches the page's live part as the page's ``live.js`` does; the bot's
  process keeps the server. "All see it" is the move's start to the last spectator's live part arriving
  (the pages poll the versions every 0.5 s: at most that, plus the fan-out and 1,000 live parts).
  Memory: the bot process's resident size with them connected, less before, per connection, and the
  Python heap allocated meanwhile.
- **The move's path**: a human's move through ``/game play`` (the interaction, the commit, the card posted,
  the previous card's buttons taken off, the DM), timed in the harness, the median over the moves of one
  game played without spectators and of the same game (same seed, same moves) watched by them, a move
  every :data:`SETTLE` seconds (the spectators have seen one before the next); the ratio is with /
  without (target: at most 1.1). The pages' CPU per move is this process's CPU over those seconds after
  a move, less the same without spectators: the fan-out of one move to all of them. And the worst case
  for the bot: another game's move (same seed, same moves as the game without spectators) played 0.6 s
  after a watched move, while the pages tell the spectators of it.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Awaitable, Callable
from typing import Any

from bench import Table, median_p95
from bench.harness_import import harness_module

GAME = "wayfinders"
SPECTATORS = 1000
#: Seconds between two timed moves: the spectators have all seen one before the next is played.
SETTLE = 5.0
RATE = 100  # requests a second
LIGHT_RATE = 10
SECRET = b"bench web pages secret, 32 bytes"

def _rss_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _address(index: int) -> str:
    return f"10.{(index >> 16) & 255}.{(index >> 8) & 255}.{index & 255 or 1}"


# --- the child process: the visitors -------------------------------------------------------------------
async def _load(url: str, seconds: float, rate: int) -> dict[str, Any]:
    import aiohttp

    statuses: dict[int, int] = {}
    latencies: list[float] = []
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        async def one(index: int) -> None:
            began = time.perf_counter()
            async with session.get(url, headers={"X-Forwarded-For": _address(index)}) as answer:
                await answer.read()
                statuses[answer.status] = statuses.get(answer.status, 0) + 1
            latencies.append((time.perf_counter() - began) * 1000)

        tasks = []
        start = time.perf_counter()
        for index in range(int(seconds * rate)):
            delay = start + index / rate - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            tasks.append(asyncio.create_task(one(index)))
        await asyncio.gather(*tasks)
    return {"statuses": statuses, "latencies": latencies}


async def _spectate(url: str, count: int, fetch_live: bool = True) -> dict[str, Any]:
    """Open ``count`` event streams (a few at a time, as visitors arrive); say "ready" once each got its
    first line or failed; at each version event fetch the page's live part, as a page does (unless
    ``fetch_live`` is off: the events alone), and record (version, moment it arrived); stop at a line on
    stdin; print what was seen, and what was refused or broken."""
    import aiohttp

    heard: list[list[tuple[int, float]]] = [[] for _ in range(count)]
    live = url.removesuffix("/events") + "/live?lang=en"
    settled = 0
    failures: dict[str, int] = {}
    all_settled = asyncio.Event()
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=None, sock_read=None, sock_connect=60)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        def settle() -> None:
            nonlocal settled
            settled += 1
            if settled == count:
                all_settled.set()

        async def watch(index: int) -> None:
            first = True
            try:
                async with session.get(url, headers={"X-Forwarded-For": _address(index)}) as answer:
                    if answer.status != 200:
                        failures[f"HTTP {answer.status}"] = failures.get(f"HTTP {answer.status}", 0) + 1
                        settle()
                        return
                    event = None
                    async for raw in answer.content:
                        line = raw.decode().rstrip("\n")
                        if first:
                            first = False
                            settle()
                        if line.startswith("event: "):
                            event = line[7:]
                        elif line.startswith("data: ") and event == "version":
                            # As the page's live.js does: fetch the page's changing part, then show it.
                            version = int(line[6:])
                            visitor = {"X-Forwarded-For": _address(index)}
                            if fetch_live:
                                async with session.get(live, headers=visitor) as part:
                                    await part.read()
                                    if part.status != 200:
                                        failures[f"live HTTP {part.status}"] = failures.get(
                                            f"live HTTP {part.status}", 0) + 1
                            heard[index].append((version, time.monotonic()))
                            event = None
            except asyncio.CancelledError:
                raise
            except Exception as error:  # a refused or broken connection: counted, not fatal
                name = type(error).__name__
                failures[name] = failures.get(name, 0) + 1
                if first:
                    settle()

        tasks = []
        for index in range(count):
            tasks.append(asyncio.create_task(watch(index)))
            if index % 50 == 49:
                await asyncio.sleep(0.05)
        await asyncio.wait_for(all_settled.wait(), 300)
        print("ready", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return {"heard": heard, "failures": failures}


def visitors_main() -> None:
    """``python -c 'from bench.web import visitors_main; visitors_main()' load URL SECONDS RATE`` or
    ``… spectate URL COUNT live|events``."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    kind, url, number = sys.argv[1], sys.argv[2], float(sys.argv[3])
    result = asyncio.run(_load(url, number, int(sys.argv[4])) if kind == "load"
                         else _spectate(url, int(number), sys.argv[4] == "live"))
    print(json.dumps(result), flush=True)


async def _child(*args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-c", "from bench.web import visitors_main; visitors_main()", *args,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})


# --- the bot's process ---------------------------------------------------------------------------------
async def _measure(quick: bool) -> dict[str, Any]:
    from aiohttp import web

    from rules import GAMES
    from web import app as web_app
    from web.app import build_app
    from web.context import WebSettings
    from web.links import game_public_id

    harness = harness_module()
    server_ms: list[float] = []
    # The pages' own tasks (a connection's, a visitor's request, the version watcher's) are not the move's
    # work: the harness never waits for them (``harness.BACKGROUND_TASKS``).

    @web.middleware
    async def timing(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                     ) -> web.StreamResponse:
        began = time.perf_counter()
        try:
            return await handler(request)
        finally:
            if request.path.startswith("/g/") and not request.path.endswith("/events"):
                server_ms.append((time.perf_counter() - began) * 1000)

    moves = 6 if quick else 12
    with tempfile.TemporaryDirectory() as folder:
        h = await harness.Harness.create(folder, games=GAMES, renderer=harness.RecordingRenderer())
        try:
            admin = h.user("admin")
            admin.permissions |= 1 << 5
            await h.slash(admin, "game config", web_pages="yes")
            players = [h.user("ann"), h.user("ben")]
            quiet = await harness.start_game(h, GAME, players, {"order": "joined"}, seed=5,
                                             channel_id=81_000)
            watched = await harness.start_game(h, GAME, players, {"order": "joined"}, seed=5,
                                               channel_id=81_001)
            other = await harness.start_game(h, GAME, [h.user("cat"), h.user("dan")], {"order": "joined"},
                                             seed=5, channel_id=81_002)
            # The watched game's twin (same seed, same players, same moves), nobody watching it: each of
            # the watched game's moves is timed beside the twin's same move, played just after it in the
            # same conditions (the shared machine's load drifts by more than the pages' effect).
            twin = await harness.start_game(h, GAME, players, {"order": "joined"}, seed=5, channel_id=81_003)
            # The pages served as the bot serves them (``start_web``: its store, its clock, and its moves
            # telling its pages once their Discord work is done), with the timing middleware outermost.
            h.bot.web_settings = WebSettings(host="127.0.0.1", port=0)
            h.bot.web_secret = SECRET

            def timed_app(context: Any) -> web.Application:
                app = build_app(context)
                app.middlewares.insert(0, timing)
                return app

            web_app.build_app = timed_app
            try:
                await h.bot.start_web()
            finally:
                web_app.build_app = build_app
            assert h.bot.web_server is not None
            base = h.bot.web_server.url
            try:
                # The game page: a light load first (its cost alone), then 100 requests a second.
                page = f"{base}/g/{game_public_id(SECRET, watched)}"
                seconds = 2.0 if quick else 10.0
                loads = {}
                for rate in (LIGHT_RATE, RATE):
                    server_ms.clear()
                    cpu = time.process_time()
                    child = await _child("load", page, str(seconds), str(rate))
                    out, _ = await child.communicate(b"")
                    cpu = time.process_time() - cpu
                    load = json.loads(out.decode().strip().splitlines()[-1])
                    load["cpu_ms"] = cpu * 1000 / max(1, len(load["latencies"]))
                    loads[rate] = (load, list(server_ms))

                # When each of the bot's Discord calls ended (its REST calls and the interactions' own).
                calls: list[float] = []
                rest_call, webhook_call = h.bot.http.request, h._webhook_request

                async def timed_rest(*args: Any, **kwargs: Any) -> Any:
                    try:
                        return await rest_call(*args, **kwargs)
                    finally:
                        calls.append(time.perf_counter())

                def timed_webhook(*args: Any, **kwargs: Any) -> Any:
                    try:
                        return webhook_call(*args, **kwargs)
                    finally:
                        calls.append(time.perf_counter())

                h.bot.http.request = timed_rest
                h._webhook_request = timed_webhook

                async def play(db_id: int, channel: int) -> tuple[tuple[float, float], int]:
                    """A move through ``/game play``: (ms to its last Discord call, ms until the harness saw
                    every task it started end), and the game's version after it."""
                    game = h.bot.games[GAME]
                    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
                    legal = game.legal_actions(loaded.state)
                    action = next((a for a in legal
                                   if game.turn_count(game.apply(loaded.state, a)) != loaded.turn), legal[0])
                    user = h.user_by_id(loaded.to_play_user())
                    calls.clear()
                    began = time.perf_counter()
                    await h.slash(user, "game play", channel_id=channel, move=game.encode(action))
                    settled = (time.perf_counter() - began) * 1000
                    assert calls, "a move makes Discord calls"
                    record = await h.bot.store.get_game(db_id)
                    return ((max(calls) - began) * 1000, settled), record.version

                async def after_move() -> float:
                    """The process's CPU over the :data:`SETTLE` seconds after a move (the pages' fan-out
                    to the spectators, if any): the next move starts after it."""
                    cpu = time.process_time()
                    await asyncio.sleep(SETTLE)
                    return (time.process_time() - cpu) * 1000

                without, idle_cpu = [], []
                for _ in range(moves):
                    without.append((await play(quiet, 81_000))[0])
                    idle_cpu.append(await after_move())
                count = 200 if quick else SPECTATORS
                phases: dict[str, dict[str, Any]] = {}
                # 1,000 spectators of the watched game, first taking only the events, then fetching the live
                # part at each as a page does: the process's resident memory, and the Python heap
                # allocated meanwhile (tracemalloc, stopped before the moves are timed).
                for mode in ("events", "live"):
                    gc.collect()
                    rss_before = _rss_kib()
                    tracemalloc.start()
                    spectators = await _child("spectate", f"{page}/events", str(count), mode)
                    assert spectators.stdout is not None and spectators.stdin is not None
                    line = await asyncio.wait_for(spectators.stdout.readline(), 120)
                    assert line.strip() == b"ready", line
                    await asyncio.sleep(1.0)  # every stream listening, the first poll made
                    gc.collect()
                    heap = tracemalloc.get_traced_memory()[0] / 1024
                    tracemalloc.stop()
                    rss_with = _rss_kib()
                    with_them: list[float] = []
                    beside: list[float] = []
                    fanout_cpu: list[float] = []
                    committed: list[tuple[int, float]] = []
                    for _ in range(moves):
                        began = time.monotonic()
                        took, version = await play(watched, 81_001)
                        with_them.append(took)
                        committed.append((version, began))
                        fanout_cpu.append(await after_move())
                        beside.append((await play(twin, 81_003))[0])
                        await asyncio.sleep(SETTLE)
                    # Another game's move while the spectators of this one are being told of a move (the
                    # events sent and the live parts fetched): played as soon as the watched move is done.
                    during: list[float] = []
                    if mode == "live":
                        for _ in range(moves):
                            began = time.monotonic()
                            _, version = await play(watched, 81_001)
                            committed.append((version, began))
                            during.append((await play(other, 81_002))[0])
                            await asyncio.sleep(SETTLE)
                    await asyncio.sleep(1.0)
                    spectators.stdin.write(b"stop\n")
                    await spectators.stdin.drain()
                    out = await asyncio.wait_for(spectators.stdout.read(), 120)
                    await spectators.wait()
                    spectated = json.loads(out.decode().strip().splitlines()[-1])
                    phases[mode] = {"with": with_them, "beside": beside, "during": during,
                                    "committed": committed,
                                    "heard": spectated["heard"], "failures": spectated["failures"],
                                    "fanout_cpu": statistics.median(fanout_cpu) - statistics.median(idle_cpu),
                                    "heap_per_connection_kib": heap / count,
                                    "rss_per_connection_kib": (rss_with - rss_before) / count}
                    await asyncio.sleep(1.0)  # the streams closed, their listeners gone
            finally:
                await h.bot.stop_web()
        finally:
            await h.close()
    for phase in phases.values():
        # For each move: when each spectator heard of its version (or a later one), from the move's start.
        all_heard, some_missed = [], 0
        for version, began in phase["committed"]:
            moments = []
            for stream in phase["heard"]:
                found = [moment for seen, moment in stream if seen >= version]
                if found:
                    moments.append(min(found) - began)
                else:
                    some_missed += 1
            if moments:
                all_heard.append(max(moments) * 1000)
        phase["all_heard"], phase["missed"] = all_heard, some_missed
    return {"loads": loads, "without": without, "phases": phases, "count": count, "seconds": seconds}


def run(quick: bool = False) -> list[Table]:
    figures = asyncio.run(_measure(quick))
    page = Table(f"A game page's server time, {figures['seconds']:.0f} s at each rate (beside the bot)",
                 ["requests a second", "requests", "answers", "server CPU ms per request", "server p50 ms",
                  "server p95 ms", "client p50 ms", "client p95 ms"])
    for rate, (load, server_ms) in sorted(figures["loads"].items()):
        server50, server95 = median_p95(server_ms)
        client50, client95 = median_p95(load["latencies"])
        answers = ", ".join(f"{status}: {count}" for status, count in sorted(load["statuses"].items()))
        page.rows.append([rate, len(load["latencies"]), answers, round(load["cpu_ms"], 2), round(server50, 2),
                          round(server95, 2), round(client50, 2), round(client95, 2)])
    spectators = Table(f"{figures['count']:,} live spectators of one game (server-sent events)",
                       ["spectators", "moves", "refused or broken", "all see it, median ms",
                        "all see it, worst ms", "events missed", "pages' CPU per move ms",
                        "Python heap per connection KiB", "resident memory per connection KiB"])

    def median_of(samples: list[tuple[float, float]], part: int) -> float:
        return statistics.median(sample[part] for sample in samples)

    without = median_of(figures["without"], 0)
    path = Table("A move's Discord path (the harness turn, /game play): to its last Discord call, and until "
                 "every task it started ended (the harness's wait); the watched game's moves beside its "
                 "unwatched twin's same moves, played just after each",
                 ["spectators", "moves each", "no spectators yet ms", "twin ms", "watched ms",
                  "ratio (target <= 1.1)", "settled: twin ms", "settled: watched ms", "settled ratio",
                  "another game's during the fan-out ms", "its ratio to no spectators"])
    for mode, phase in figures["phases"].items():
        name = "events and live parts" if mode == "live" else "events only"
        heard50, _ = median_p95(phase["all_heard"]) if phase["all_heard"] else (0.0, 0.0)
        refused = ", ".join(f"{kind}: {n}" for kind, n in sorted(phase["failures"].items())) or "0"
        spectators.rows.append([name, len(phase["all_heard"]), refused, round(heard50, 1),
                                round(max(phase["all_heard"] or [0.0]), 1), phase["missed"],
                                round(phase["fanout_cpu"], 1), round(phase["heap_per_connection_kib"], 1),
                                round(phase["rss_per_connection_kib"], 1)])
        during = median_of(phase["during"], 0) if phase["during"] else None
        twin, watched = median_of(phase["beside"], 0), median_of(phase["with"], 0)
        twin_settled, watched_settled = median_of(phase["beside"], 1), median_of(phase["with"], 1)
        path.rows.append([name, len(phase["with"]), round(without, 2), round(twin, 2), round(watched, 2),
                          round(watched / twin, 3), round(twin_settled, 2), round(watched_settled, 2),
                          round(watched_settled / twin_settled, 3),
                          "" if during is None else round(during, 2),
                          "" if during is None else round(during / without, 3)])
    return [page, spectators, path]
