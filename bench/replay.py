"""Replay animations (issue 14): for a long game of each title, how long the replay takes to draw and how
big the GIF is against Discord's 8 MB upload limit.

The game is a seeded random game at the largest player count (the longest kind). Three times are
reported, all in this one process: rebuilding every turn's public view from the record, drawing the
boards (issue 25: as images at the frame width, mapped to the replay's palette, as the render pool's
replay workers do in chunks; the palette's few sample boards included), and encoding the GIF (captions,
changed pixels only). ``bench/replay_load.py`` times the same work through the render pool.
"""

from __future__ import annotations

import time

from bench import Table
from bot.render_pool import PALETTE_SAMPLES
from core.records import FORMAT, FORMAT_VERSION, turn_frames
from i18n import text
from render import replay
from rules import GAMES
from rules.players import RandomPlayer

LIMIT_MB = 8.0


def long_record(game_id: str, seed: int = 1) -> dict:
    game = GAMES[game_id]
    players = game.max_players
    state = game.setup(players, {}, seed)
    player = RandomPlayer(seed)
    actions = []
    while not game.is_over(state):
        action = player.choose(game, state)
        actions.append({"action": game.encode(action)})
        state = game.apply(state, action)
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "game": game_id, "seed": seed, "options": {},
            "seats": [{"seat": n} for n in range(players)], "actions": actions}


def run(quick: bool) -> Table:
    table = Table("Replay animation: a long game of each title (largest player count, seed 1)",
                  ("game", "players", "actions", "frames", "rebuild s", "boards s", "GIF s", "MB",
                   "under 8 MB", "plays s"))
    for game_id in GAMES:
        record = long_record(game_id)
        start = time.perf_counter()
        frames = turn_frames(record, GAMES)
        rebuilt = time.perf_counter()
        items = [(frame.view, frame.last_action) for frame in frames]
        captions = [f"Turn {frame.turn}: " + text("en", list(frame.lines), separator=" · ")
                    for frame in frames]
        colours = replay.pool_palette(game_id, [items[i] for i in replay.spread(len(items), PALETTE_SAMPLES)],
                                      len(items), "en")
        boards = replay.pool_boards(game_id, items, len(items), "en", colours)
        drawn = time.perf_counter()
        gif = replay.pool_encode(boards, captions, colours)
        encoded = time.perf_counter()
        size = len(gif) / (1024 * 1024)
        table.rows.append((game_id, len(record["seats"]), len(record["actions"]), len(frames),
                           rebuilt - start, drawn - rebuilt, encoded - drawn, size,
                           "yes" if size < LIMIT_MB else "NO",
                           sum(replay.frame_durations(len(frames))) / 1000))
    return table
