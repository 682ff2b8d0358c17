"""50 channels taking a turn at the same moment (issues 17 and 25): the time until the last board is posted
against the time the same boards take to render alone (the floor), the bot's own CPU per turn on the main
process, and the Discord calls per completed turn, on a player's first turn and on a later one, with boards
rendered in threads (``asyncio.to_thread``, the bot before issue 17), in the process pool
(``bot/render_pool.py``), and not rendered at all (the harness's stand-in renderer: the bot's own work per
turn, the best of three runs).

It drives the real bot through the Discord test harness (``tests/bot/harness.py``: real discord.py objects,
a recording transport that answers at once), so the figure is the bot's own work, not the network's. Each
channel holds a 2-player Wayfinders game whose next move (placing a worker) completes a turn, so each of
the 50 moves renders and posts a board and DMs the next player. Three bursts are played: the game's first
turn (timed; its turn DM is the first the bot sends that player), the second (the other player's first
turn DM) and the third (a later turn: every DM channel known). Calls are counted from the same recording
transport: interaction answers, board posts, the old board's edit, DMs and DM channels opened; the DM
channels opened are also counted over each whole game (its start included: since issue 25 they are opened,
once per user ever, when the game starts).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench import Table
from bot.app import ModuleRenderer
from bot.render_pool import PoolRenderer
from rules import GAMES

CHANNELS = 50
_HARNESS = Path(__file__).resolve().parents[1] / "tests" / "bot"


@dataclass
class Burst:
    boards: int
    elapsed: float
    #: The same boards rendered alone by the same renderer, all at once (the floor of ``elapsed``).
    render_alone: float
    #: CPU seconds of this process per turn during the timed burst (with threads: rendering included).
    cpu_per_turn: float
    calls_first: float
    calls_later: float
    #: DM channels opened (POST /users/@me/channels) per game, its start and its three turns included.
    opened_per_game: float


async def _render_alone(renderer: Any, views: list[dict[str, Any]]) -> float:
    began = time.perf_counter()
    board_async = getattr(renderer, "board_async", None)
    if board_async is not None:
        await asyncio.gather(*(board_async("wayfinders", view) for view in views))
    else:
        await asyncio.gather(*(asyncio.to_thread(renderer.board, "wayfinders", view) for view in views))
    return time.perf_counter() - began


async def _burst(renderer: Any, channels: int) -> Burst:
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
            games = []
            for index in range(channels):
                users = [h.user(f"p{index}a"), h.user(f"p{index}b")]
                games.append(await start_game(h, "wayfinders", users, {"order": "joined"}, seed=index,
                                              channel_id=70_000 + index))

            async def moves() -> list[tuple[Any, int, str]]:
                chosen = []
                for index, db_id in enumerate(games):
                    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
                    action = next(a for a in game.legal_actions(loaded.state)
                                  if game.turn_count(game.apply(loaded.state, a)) != loaded.turn)
                    chosen.append((h.user_by_id(loaded.to_play_user()), 70_000 + index, game.encode(action)))
                return chosen

            async def burst() -> tuple[float, float, list[tuple[str, str]]]:
                played = await moves()
                start = len(h.http_log)
                cpu, began = time.process_time(), time.perf_counter()
                await asyncio.gather(*(h.slash(user, "game play", channel_id=channel, move=move)
                                       for user, channel, move in played))
                elapsed, cpu = time.perf_counter() - began, time.process_time() - cpu
                return elapsed, cpu, [(method, path) for method, path, _ in h.http_log[start:]]

            boards_before = len(h.board_messages())
            elapsed, cpu, first = await burst()
            boards = len(h.board_messages()) - boards_before
            _, _, second = await burst()
            _, _, later = await burst()
            views = []
            for db_id in games:
                loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
                views.append(game.view(loaded.state, None))
            alone = await _render_alone(renderer, views)
            opened = sum(1 for method, path, _ in h.http_log
                         if (method, path) == ("POST", "/users/@me/channels"))
            return Burst(boards, elapsed, alone, cpu / channels, len(first) / channels,
                         len(later) / channels, opened / channels)
        finally:
            await h.close()


def _stand_in() -> Any:
    """The harness's renderer (an 8x8 PNG): what is left is the bot's own work per turn."""
    sys.path.insert(0, str(_HARNESS))
    try:
        from harness import RecordingRenderer
    finally:
        sys.path.remove(str(_HARNESS))
    return RecordingRenderer()


def run(quick: bool = False) -> Table:
    channels = 10 if quick else CHANNELS
    table = Table(f"{channels} channels taking a turn at the same moment (Wayfinders, 2 cores)",
                  ["boards rendered in", "boards posted", "last board after s", "render alone s",
                   "main CPU ms per turn", "Discord calls, first turn", "Discord calls, later turn",
                   "DM channels opened per game"])
    for label, renderer in (("threads (before)", ModuleRenderer()), ("process pool (after)", PoolRenderer()),
                            ("no rendering (the bot's own work)", None)):
        if renderer is None:  # the best of three runs: the floor of the bot's own CPU per turn
            result = min((asyncio.run(_burst(_stand_in(), channels)) for _ in range(3)),
                         key=lambda burst: burst.cpu_per_turn)
        else:
            result = asyncio.run(_burst(renderer, channels))  # the bot closes its renderer
        table.rows.append([label, result.boards, round(result.elapsed, 3), round(result.render_alone, 3),
                           round(result.cpu_per_turn * 1000, 1), round(result.calls_first, 2),
                           round(result.calls_later, 2), round(result.opened_per_game, 2)])
    return table
