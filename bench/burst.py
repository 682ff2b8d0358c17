"""50 channels taking a turn at the same moment (issue 17): the time until the last board is posted, and
the Discord calls per turn, with boards rendered in threads (``asyncio.to_thread``, the bot before issue
17) and in the process pool (``bot/render_pool.py``).

It drives the real bot through the Discord test harness (``tests/bot/harness.py``: real discord.py objects,
a recording transport that answers at once), so the figure is the bot's own work, not the network's. Each
channel holds a 2-player Wayfinders game whose next move (placing a worker) completes a turn, so each of
the 50 moves renders and posts a board.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench import Table
from bot.app import ModuleRenderer
from bot.render_pool import PoolRenderer
from rules import GAMES

CHANNELS = 50
_HARNESS = Path(__file__).resolve().parents[1] / "tests" / "bot"


async def _burst(renderer: Any, channels: int) -> tuple[float, float, int]:
    sys.path.insert(0, str(_HARNESS))
    try:
        from harness import Harness, start_game
    finally:
        sys.path.remove(str(_HARNESS))
    game = GAMES["wayfinders"]
    with tempfile.TemporaryDirectory() as folder:
        h = await Harness.create(folder, games=GAMES, renderer=renderer)
        try:
            if hasattr(renderer, "warm_up"):
                await asyncio.to_thread(renderer.warm_up)
            moves = []
            for index in range(channels):
                users = [h.user(f"p{index}a"), h.user(f"p{index}b")]
                db_id = await start_game(h, "wayfinders", users, {"order": "joined"}, seed=index,
                                         channel_id=70_000 + index)
                loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
                action = next(a for a in game.legal_actions(loaded.state)
                              if game.turn_count(game.apply(loaded.state, a)) != loaded.turn)
                mover = h.user_by_id(loaded.to_play_user())
                moves.append((mover, 70_000 + index, game.encode(action)))
            calls_before, boards_before = len(h.http_log), len(h.board_messages())
            began = time.perf_counter()
            await asyncio.gather(*(h.slash(user, "game play", channel_id=channel, move=move)
                                   for user, channel, move in moves))
            elapsed = time.perf_counter() - began
            boards = len(h.board_messages()) - boards_before
            calls = len(h.http_log) - calls_before
            return elapsed, calls / channels, boards
        finally:
            await h.close()


def run(quick: bool = False) -> Table:
    channels = 10 if quick else CHANNELS
    table = Table(f"{channels} channels taking a turn at the same moment (Wayfinders, 2 cores)",
                  ["boards rendered in", "boards posted", "last board after s", "Discord calls per turn"])
    for label, renderer in (("threads (before)", ModuleRenderer()), ("process pool (after)", PoolRenderer())):
        elapsed, calls, boards = asyncio.run(_burst(renderer, channels))
        table.rows.append([label, boards, round(elapsed, 3), round(calls, 2)])
    return table
