"""Replay animations (issue 14): for a long game of each title, how long the replay takes to draw and how
big the GIF is against Discord's 8 MB upload limit.

The game is a seeded random game at the largest player count (the longest kind). Three times are
reported: rebuilding every turn's public view from the record, rendering the boards (what the bot does
in its render pool, one board after another here), and encoding the GIF (palette, changed pixels only).
"""

from __future__ import annotations

import time

import render
from bench import Table
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
        pictures = [(render.board(game_id, frame.view, last_action=frame.last_action),
                     f"Turn {frame.turn}: " + text("en", list(frame.lines), separator=" · "))
                    for frame in frames]
        drawn = time.perf_counter()
        gif = replay.animation(pictures)
        encoded = time.perf_counter()
        size = len(gif) / (1024 * 1024)
        table.rows.append((game_id, len(record["seats"]), len(record["actions"]), len(frames),
                           rebuilt - start, drawn - rebuilt, encoded - drawn, size,
                           "yes" if size < LIMIT_MB else "NO",
                           sum(replay.frame_durations(len(frames))) / 1000))
    return table
