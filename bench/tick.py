"""``bot.tick()`` over 1,000 stored games in play, each with a running turn clock (part of the pipeline
section): the once-a-minute work when nothing is due, and when 20 games have a half-time reminder due
(each one a DM sent through a stand-in for Discord's HTTP API that answers at once, so the figure is the
bot's own work, not the network's).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench import Table, median_p95
from bot.app import create_bot
from core.clocks import new_clock
from rules import GAMES
from store import snapshot_digest, stamp
from store.sql.clocks import write_clock_statement

GAMES_IN_PLAY = 1000
START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


class _Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


def _fake_http(ids: itertools.count) -> Any:
    async def request(route: Any, **kwargs: Any) -> Any:
        if route.method == "POST" and route.path == "/users/@me/channels":
            return {"id": str(next(ids)), "type": 1, "last_message_id": None, "recipients": []}
        if route.method == "GET" and route.path.startswith("/users/"):
            user = str(route.url).rsplit("/", 1)[-1]
            return {"id": user, "username": f"player{user}", "discriminator": "0", "avatar": None}
        return {"id": str(next(ids)), "channel_id": "1", "type": 0, "content": "", "tts": False,
                "author": {"id": "1", "username": "bot", "discriminator": "0", "avatar": None},
                "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": None, "mention_everyone": False,
                "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": False}
    return request


async def _fill(bot: Any) -> None:
    """1,000 games in play, two seats each, a clock started at ``START`` (24 h per turn) for seat 0."""
    game = GAMES["iwari"]
    state = game.setup(2, {}, 1)
    snapshot = json.dumps(game.dump(state))
    digest = snapshot_digest(snapshot, 0, "")
    async with bot.store.transaction() as db:
        for index in range(GAMES_IN_PLAY):
            cursor = await db.execute(
                "INSERT INTO games (guild_id, channel_id, game, options, seed, status, version, state, "
                "creator_id, created_at, updated_at, snapshot_digest, rules_version, clock_seconds, "
                "last_move_at) VALUES (1, ?, 'iwari', '{}', 1, 'active', 1, ?, 100, ?, ?, ?, ?, 86400, ?)",
                (10_000 + index, snapshot, stamp(START), stamp(START), digest, game.rules_version,
                 stamp(START)))
            game_id = int(cursor.lastrowid or 0)
            for seat in range(2):
                await db.execute("INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                                 (game_id, seat, 100 + index * 2 + seat, stamp(START)))
            # Twenty games' clocks started earlier: their half-time reminder is due at the second tick.
            started = START - timedelta(hours=12) if index % 50 == 0 else START
            clock = new_clock(game_id, 0, 100 + index * 2, 0, 86400, started)
            await db.execute(*write_clock_statement(game_id, clock))  # as the store writes a clock


async def _measure(repeats: int) -> tuple[list[float], list[float], int]:
    with tempfile.TemporaryDirectory() as folder:
        clock = _Clock()
        bot = create_bot(str(Path(folder) / "tick.sqlite3"), clock=clock)
        ids = itertools.count(10**17)
        await bot._async_setup_hook()
        bot.http.request = _fake_http(ids)  # type: ignore[method-assign]
        try:
            await bot.setup_hook()
            await _fill(bot)
            idle: list[float] = []
            for _ in range(repeats):
                clock.now = START - timedelta(minutes=30)  # before anything is due
                began = time.perf_counter()
                await bot.tick()
                idle.append((time.perf_counter() - began) * 1000.0)
            clock.now = START + timedelta(minutes=1)
            began = time.perf_counter()
            await bot.tick()
            busy = [(time.perf_counter() - began) * 1000.0]
            sent = await bot.store.scalar("SELECT COUNT(*) FROM clocks WHERE half_sent = 1")
            return idle, busy, int(sent or 0)
        finally:
            await bot.close()


def run(quick: bool = False) -> Table:
    idle, busy, sent = asyncio.run(_measure(5 if quick else 30))
    table = Table(f"bot.tick() over {GAMES_IN_PLAY:,} games in play with turn clocks (ms)",
                  ["case", "ticks", "median", "p95"])
    table.rows.append(["nothing due", len(idle), *median_p95(idle)])
    table.rows.append([f"{sent} half-time reminders due (DMs)", len(busy), *median_p95(busy)])
    return table
