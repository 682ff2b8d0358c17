"""The turn pipeline of the bot, stage by stage: load -> apply -> commit -> render, per registered game.

Each game is played with random moves in a temporary SQLite database that also holds 1,000 other stored
games (so lookups and the action log are measured against a populated file, not an empty one). Per action:

- load: read the game row and seats, parse the JSON snapshot, ``game.load``;
- apply: decode, ``apply``, ``describe``, the private views before/after (which players get a DM), dump;
- commit: ``Store.commit_action`` (one transaction: action row, snapshot, version);
- render: the public board PNG, only for actions that complete a turn (as the bot does).

"total" is load + apply + commit (+ render when the turn completed): the time the bot needs before it can
post the board.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
import time
from pathlib import Path

import render
from bench import Table, median_p95, tick
from core.lines import encode_line
from core.service import GameService, private_of
from rules import GAMES
from rules.base import Game
from rules.players import RandomPlayer
from store import NewAction, Store, open_store

OTHER_GAMES = 1000


async def _fill(store: Store, game: Game, count: int) -> None:
    """``count`` finished games with a snapshot and a short action log each, in one transaction."""
    state = game.setup(game.min_players, {}, 1)
    snapshot = json.dumps(game.dump(state))
    async with store.transaction() as db:
        for index in range(count):
            channel = 10_000 + index
            cursor = await db.execute(
                "INSERT INTO games (guild_id, channel_id, game, options, seed, status, version, state, "
                "creator_id, created_at, updated_at) "
                "VALUES (1, ?, ?, '{}', 1, 'finished', 3, ?, 1, 'now', 'now')",
                (channel, game.id, snapshot),
            )
            game_id = cursor.lastrowid
            for seat in range(game.min_players):
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, 'now')",
                    (game_id, seat, 100 + seat),
                )
            for seq in range(1, 4):
                await db.execute(
                    "INSERT INTO actions (game_id, seq, seat, action, description, turn, at) "
                    "VALUES (?, ?, 0, 'x', 'something happened', 0, 'now')",
                    (game_id, seq),
                )


async def _measure(game: Game, actions_wanted: int) -> dict[str, list[float]]:
    stages: dict[str, list[float]] = {"load": [], "apply": [], "commit": [], "render": [], "total": []}
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(str(Path(folder) / "bench.sqlite3"))
        try:
            await _fill(store, game, OTHER_GAMES)
            service = GameService(store, {game.id: game})
            players = min(max(game.min_players, 3), game.max_players)
            seed = 0
            render_ok = True
            while len(stages["total"]) < actions_wanted:
                seed += 1
                record = await store.create_lobby(
                    guild_id=1, channel_id=1, game=game.id, options={}, creator_id=100
                )
                for seat in range(1, players):
                    await store.add_seat(record.id, 100 + seat)
                state = game.setup(players, {}, seed)
                await store.start_game(record.id, seed=seed, state_json=json.dumps(game.dump(state)))
                player = RandomPlayer(seed)
                while len(stages["total"]) < actions_wanted:
                    t0 = time.perf_counter()
                    loaded = await service.load(await store.get_game(record.id))
                    t1 = time.perf_counter()
                    state = loaded.state
                    if game.is_over(state):
                        break
                    action = game.decode(game.encode(player.choose(game, state)))
                    new_state = game.apply(state, action)
                    description = encode_line(game.describe(state, action))
                    changed = [
                        s
                        for s in range(players)
                        if private_of(game, state, s) != private_of(game, new_state, s)
                    ]
                    del changed
                    over = game.is_over(new_state)
                    completed = over or game.turn_count(new_state) != game.turn_count(state)
                    snapshot = json.dumps(game.dump(new_state))
                    t2 = time.perf_counter()
                    seat = game.to_play(state)
                    await store.commit_action(
                        record.id,
                        expected_version=loaded.version,
                        actions=[
                            NewAction(seat or 0, game.encode(action), description, game.turn_count(state))
                        ],
                        state_json=snapshot,
                        finished=over,
                        expected_seq=loaded.log_seq,  # as the service passes it
                    )
                    t3 = time.perf_counter()
                    render_ms = 0.0
                    if completed and render_ok:
                        try:
                            render.board(game.id, game.view(new_state, None), last_action=description)
                        except (ImportError, AttributeError):
                            render_ok = False  # no renderer for this game yet
                        render_ms = (time.perf_counter() - t3) * 1000.0
                        if render_ok:
                            stages["render"].append(render_ms)
                    stages["load"].append((t1 - t0) * 1000.0)
                    stages["apply"].append((t2 - t1) * 1000.0)
                    stages["commit"].append((t3 - t2) * 1000.0)
                    stages["total"].append((t3 - t0) * 1000.0 + render_ms)
                if not game.is_over(state):
                    await store.set_status(record.id, "finished")
        finally:
            await store.close()
    return stages


def run(quick: bool = False) -> list[Table]:
    table = Table(
        f"Turn pipeline (SQLite file with {OTHER_GAMES:,} other games; ms per action, "
        "render per completed turn)",
        [
            "game",
            "actions",
            "load med",
            "load p95",
            "apply med",
            "apply p95",
            "commit med",
            "commit p95",
            "render med",
            "render p95",
            "total med",
            "total p95",
        ],
    )
    actions_wanted = 40 if quick else 300
    for game in GAMES.values():
        stages = asyncio.run(_measure(game, actions_wanted))
        row: list[object] = [game.id, len(stages["total"])]
        for name in ("load", "apply", "commit", "render", "total"):
            if stages[name]:
                row.extend(median_p95(stages[name]))
            else:
                row.extend(["n/a", "n/a"])
        table.rows.append(row)
    return [table, tick.run(quick)]
