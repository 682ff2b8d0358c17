"""The render process pool (issue 17): real worker processes, real renders, real crashes.

Every test starts real ``spawn`` workers; nothing is mocked. A pool renders the same bytes as the
``render`` package in this process, a worker killed from outside or dying inside a render is replaced and
the render retried once, a second death is raised, and ``close`` leaves no worker process behind.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import time
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

import render
import render.tasks
from bot.render_pool import REPLAY, TURN, WARM, PoolRenderer, sample_views
from core.records import FORMAT, FORMAT_VERSION, turn_frames
from rules import GAMES
from rules.players import RandomPlayer

WORKERS = 2
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module", autouse=True)
def _project_first_on_the_path():
    """Spawned workers start with this process's ``sys.path``. Under pytest that holds ``tests/`` itself
    (for ``tests/test_*.py``), whose folders ``rules/``, ``bot/`` and ``render/`` would be taken for
    namespace packages before the installed ones are found. The project root in front keeps the
    workers importing the real packages, as they do when the bot runs."""
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(ROOT))
        yield


def _views() -> list[tuple[str, dict, dict]]:
    """Per game: (game id, a public mid-game view, seat 0's view at the same point)."""
    views = []
    for game in GAMES.values():
        state = game.setup(game.max_players, {}, 5)
        player = RandomPlayer(5)
        for _ in range(30):
            if game.is_over(state):
                break
            state = game.apply(state, player.choose(game, state))
        views.append((game.id, game.view(state, None), game.view(state, 0)))
    return views


def _small_samples() -> list[tuple[str, str, dict]]:
    """One board per game: enough to prove the warm-up reaches every worker without the full minute."""
    seen: set[str] = set()
    samples = []
    for kind, game_id, view in sample_views():
        if kind == "board" and game_id not in seen:
            seen.add(game_id)
            samples.append((kind, game_id, view))
    return samples


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


# Test-only work for the workers: module-level so that the spawned workers can import it by name.


def _exit_on_first_call(marker: str, game_id: str, view: dict) -> bytes:
    """Die (as a crash would) the first time, render the board the second time."""
    if not os.path.exists(marker):
        Path(marker).write_text("crashed once", encoding="utf-8")
        os._exit(3)
    return render.board(game_id, view)


def _always_exit() -> None:
    os._exit(4)


@pytest.fixture(scope="module")
def pool():
    renderer = PoolRenderer(WORKERS)
    yield renderer
    renderer.close()


def test_renders_are_the_bytes_of_the_render_package(pool: PoolRenderer):
    for game_id, public, private in _views():
        assert pool.board(game_id, public, last_action="moved") == render.board(
            game_id, public, last_action="moved")
        assert pool.hand(game_id, private) == render.hand(game_id, private)


async def test_async_renders_run_concurrently_and_match(pool: PoolRenderer):
    views = _views()
    results = await asyncio.gather(
        *(pool.board_async(game_id, public) for game_id, public, _ in views),
        *(pool.hand_async(game_id, private) for game_id, _, private in views),
    )
    expected = [render.board(g, v) for g, v, _ in views] + [render.hand(g, p) for g, _, p in views]
    assert results == expected


def test_a_render_error_is_raised_as_it_is_and_not_retried(pool: PoolRenderer):
    before = pool.replacements
    with pytest.raises(ValueError):
        pool.board("not a game id!", {})
    assert pool.replacements == before


def test_sample_views_cover_every_game_and_every_iwari_map():
    samples = sample_views()
    assert {game_id for _, game_id, _ in samples} == set(GAMES)
    assert {kind for kind, _, _ in samples} == {"board", "hand"}
    maps = {view["map"]["id"] for kind, game_id, view in samples if game_id == "iwari" and kind == "board"}
    assert maps == {value for value, _ in GAMES["iwari"].options["map"].choices}


def test_warm_up_renders_in_every_worker_and_close_leaves_no_process():
    renderer = PoolRenderer(WORKERS)
    warmed = renderer.warm_up(_small_samples())
    # Each sample is queued once per worker, as small tasks any free worker takes (issue 25: no worker
    # is held back at a barrier, where a turn's board would wait behind it).
    assert len(warmed) == WORKERS * len(_small_samples())
    pids = renderer.worker_pids()
    assert len(pids) == WORKERS and set(warmed) <= set(pids)
    assert os.getpid() not in pids and all(_alive(pid) for pid in pids)
    game_id, public, _ = _views()[0]
    assert renderer.board(game_id, public) == render.board(game_id, public)
    renderer.close()
    renderer.close()  # idempotent
    assert not any(_alive(pid) for pid in pids)
    assert not {child.pid for child in multiprocessing.active_children()} & set(pids)
    with pytest.raises(RuntimeError, match="closed"):
        renderer.board(game_id, public)


def test_a_worker_killed_from_outside_is_replaced_and_the_render_succeeds():
    game_id, public, _ = _views()[0]
    with PoolRenderer(WORKERS) as renderer:
        pids = renderer.warm_up(_small_samples())
        os.kill(pids[0], signal.SIGKILL)
        deadline = time.monotonic() + 10
        while _alive(pids[0]) and time.monotonic() < deadline:
            time.sleep(0.02)  # the executor reaps it; until then the pid still answers
        assert renderer.board(game_id, public) == render.board(game_id, public)
        assert renderer.replacements == 1
        # The replacement executor runs new workers, not the survivors of the broken one.
        new_pids = renderer.warm_up(_small_samples())
        assert not set(new_pids) & set(pids)


def test_a_worker_dying_mid_render_is_replaced_and_the_render_retried_once(tmp_path: Path):
    game_id, public, _ = _views()[0]
    marker = str(tmp_path / "crashed")
    with PoolRenderer(WORKERS) as renderer:
        png = renderer.run(_exit_on_first_call, marker, game_id, public)
        assert os.path.exists(marker)  # the first attempt did die
        assert png == render.board(game_id, public)
        assert renderer.replacements == 1


async def test_a_second_death_is_raised_and_the_next_render_works_again():
    game_id, public, _ = _views()[0]
    with PoolRenderer(WORKERS) as renderer:
        with pytest.raises(BrokenProcessPool):
            renderer.run(_always_exit)
        assert renderer.replacements == 2
        with pytest.raises(BrokenProcessPool):
            await renderer.run_async(_always_exit)
        assert renderer.replacements == 4
        assert renderer.board(game_id, public) == render.board(game_id, public)
        assert await renderer.board_async(game_id, public) == render.board(game_id, public)


def test_fork_is_refused_and_the_default_size_is_the_core_count():
    with pytest.raises(ValueError, match="fork"):
        PoolRenderer(start_method="fork")
    with PoolRenderer() as renderer:
        assert renderer.max_workers == (os.cpu_count() or 1)


# --- priorities (issue 25) --------------------------------------------------------------------------------


def _record(game_id: str, seed: int, limit: int) -> dict:
    game = GAMES[game_id]
    state = game.setup(game.min_players, {}, seed)
    player = RandomPlayer(seed)
    actions = []
    while not game.is_over(state) and len(actions) < limit:
        action = player.choose(game, state)
        actions.append({"action": game.encode(action)})
        state = game.apply(state, action)
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "game": game_id, "seed": seed, "options": {},
            "seats": [{"seat": n} for n in range(game.min_players)], "actions": actions}


def _wait_for(event: Any) -> str:
    """Hold a worker until the test sets ``event`` (a manager's Event: it reaches a spawned worker)."""
    if not event.wait(60):
        raise TimeoutError("the test never released the worker")
    return "released"


@pytest.fixture(scope="module")
def manager():
    with multiprocessing.get_context("spawn").Manager() as started:
        yield started


async def test_a_turns_board_goes_ahead_of_queued_warm_up_and_replays(manager):
    """Through the real pool: with its only turn worker busy, warm-up samples queued, and the replay
    workers busy with a replay's frames queued behind, a board asked for last is drawn first."""
    game_id, public, _ = _views()[0]
    done: list[str] = []
    with PoolRenderer(1) as pool:
        turn_gate, replay_gate = manager.Event(), manager.Event()
        held = pool.submit(_wait_for, turn_gate, priority=WARM)
        replay_held = pool.submit(_wait_for, replay_gate, priority=REPLAY)
        held.add_done_callback(lambda _: done.append("held"))
        warm = [pool.submit(render.tasks.warm, [("board", game_id, public)], priority=WARM) for _ in range(3)]
        for future in warm:
            future.add_done_callback(lambda _: done.append("warm"))
        record = _record(game_id, seed=2, limit=12)
        items = [(frame.view, frame.last_action) for frame in turn_frames(record, GAMES)]
        replay_task = asyncio.ensure_future(pool.replay_boards(game_id, items, len(items), "en"))
        await asyncio.sleep(0)  # the replay's first task (its palette) is queued
        assert pool.queued(WARM) == 3 and pool.queued(REPLAY) + pool.in_flight(REPLAY) == 2
        board = asyncio.ensure_future(pool.board_async(game_id, public))
        board.add_done_callback(lambda _: done.append("board"))
        await asyncio.sleep(0)
        assert pool.queued(WARM) == 3  # the board was handed to the worker ahead of them
        turn_gate.set()
        assert await board == render.board(game_id, public)
        # The board went before every warm-up sample queued before it, while the replay still waits.
        assert done[:2] == ["held", "board"]
        assert not replay_task.done() and pool.queued(REPLAY) + pool.in_flight(REPLAY) == 2
        replay_gate.set()
        colours, boards = await replay_task
        assert len(boards) == len(items) and len(colours) == 768
        await asyncio.wrap_future(replay_held)
        assert [await asyncio.wrap_future(future) for future in warm] and done.count("warm") == 3


def test_the_workers_import_no_discord_and_no_database_driver():
    """A worker that rendered a board of every game holds no discord.py, aiohttp, database driver or bot
    module (they made each worker 165 MB). Asked with a builtin (a function of this test module would
    import the test module, and the bot with it, into the worker)."""
    with PoolRenderer(1) as pool:
        for game_id, public, _ in _views():
            pool.board(game_id, public)
        loaded = pool.run(eval, "{name.split('.')[0] for name in __import__('sys').modules}")
    assert not {"discord", "aiohttp", "aiosqlite", "asyncpg", "bot", "store", "core"} & loaded
    assert {"PIL", "render", "rules", "i18n"} <= loaded


async def test_the_first_board_after_start_up_does_not_wait_for_the_warm_up(tmp_path: Path, manager):
    """The bot starts its render pool's warm-up in ``setup_hook`` and goes on: the first game's board is
    drawn ahead of the warm-up samples still queued, through the pool the bot runs."""
    from harness import Harness, start_game

    pool = PoolRenderer(1)
    gate, later = manager.Event(), manager.Event()
    pool.submit(_wait_for, gate, priority=WARM)  # the worker is busy, as with a first warm-up sample
    h = await Harness.create(tmp_path, games=["tiwanaku"], renderer=pool)
    try:
        while not pool.queued(WARM):
            await asyncio.sleep(0)  # a yield: setup_hook's background warm-up queues its samples
        alice, bob = h.user("alice"), h.user("bob")
        starting = asyncio.ensure_future(start_game(h, "tiwanaku", [alice, bob], seed=3))
        while not pool.in_flight(TURN):
            await asyncio.sleep(0)  # the start's board is asked for (handed to the busy worker at once)
        warm_left = pool.queued(WARM)
        # Held after the board, before the samples (a turn's task, queued after the board): the worker
        # stops there, so what ran in between is exactly the board.
        pool.submit(_wait_for, later, priority=TURN)
        gate.set()
        await starting
        boards = [s for s in h.channel_messages if s.files]
        assert boards and boards[-1].files[0][1].startswith(b"\x89PNG")
        assert pool.queued(WARM) == warm_left > 0 and not h.bot._warm_up.done()
        later.set()
        await h.bot._warm_up  # and the warm-up completes after
    finally:
        gate.set()
        later.set()
        await h.close()


def test_replay_workers_end_when_the_last_replay_is_done_and_the_next_replay_gets_fresh_ones():
    """A replay grows its workers by tens of MB (its frames, its palette) that they would keep for ever
    (issue 25: workers at most 100 MB). The bot's replay queue ends the pool's replay workers when its
    last replay is done, not between two queued replays; the next replay starts fresh workers and
    renders; the turns' workers are not touched."""
    from bot.render_pool import ReplayQueue

    with PoolRenderer(1) as pool:
        queue = ReplayQueue(on_idle=pool.release_replay_workers)
        turn_worker = pool.run(os.getpid, priority=TURN)
        first, second = queue.enter(1), queue.enter(2)
        worker = pool.run(os.getpid, priority=REPLAY)
        processes = list(pool._low.executor._processes.values())
        assert [process.pid for process in processes] == [worker]
        first.done()  # the second replay runs next: its workers stay
        assert pool.run(os.getpid, priority=REPLAY) == worker
        second.done()
        for process in processes:
            process.join(timeout=60)
        assert not _alive(worker) and pool.worker_pids(replays=True) == []
        fresh = pool.run(os.getpid, priority=REPLAY)
        assert fresh != worker and pool.worker_pids(replays=True) == [fresh]
        assert pool.run(os.getpid, priority=TURN) == turn_worker
        game_id, public, _ = _views()[0]
        assert pool.board(game_id, public) == render.board(game_id, public)


def _rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


@pytest.mark.skipif(render.tasks._TRIM is None or not Path("/proc/self/status").exists(),
                    reason="glibc's malloc_trim and /proc are Linux's")
def test_a_replay_task_hands_the_memory_it_freed_back_to_the_system():
    """A replay's frames are many small and middling allocations; freed, the C library keeps them, and a
    replay worker stayed at 107-117 MB after a long replay (issue 25: at most 100 MB). The replay tasks
    end with ``give_back_memory``, which returns them (a worker: 76-92 MB after the same replay)."""
    held = [bytes(2_000) for _ in range(25_000)]  # 50 MB in pieces below the C library's mmap threshold
    del held[:-1]
    freed_but_kept = _rss_kb()
    render.tasks.give_back_memory()
    assert freed_but_kept - _rss_kb() > 30_000


async def test_the_replay_goes_through_the_tasks_that_give_memory_back(monkeypatch):
    """Each replay task the pool runs is one of ``render.tasks``' (they trim the worker's heap), and the
    encoder empties the frames it was given before trimming (the pool holds a call's arguments until its
    result is sent back), with the same GIF as the encoder itself."""
    game_id = "iwari"
    record = _record(game_id, seed=2, limit=10)
    frames = turn_frames(record, GAMES)
    items = [(frame.view, frame.last_action) for frame in frames]
    ran = []
    run_async = PoolRenderer.run_async

    async def recording(self, fn, *args, **kwargs):
        ran.append(fn)
        return await run_async(self, fn, *args, **kwargs)

    monkeypatch.setattr(PoolRenderer, "run_async", recording)
    with PoolRenderer(1) as pool:
        colours, boards = await pool.replay_boards(game_id, items, len(items), "en")
        captions = [f"Turn {frame.turn}" for frame in frames]
        gif = await pool.replay_gif(colours, boards, captions)
    assert set(ran) == {render.tasks.replay_palette, render.tasks.replay_boards, render.tasks.replay_encode}
    given = list(boards)
    assert render.tasks.replay_encode(given, captions, colours) == gif == render.replay.pool_encode(
        boards, captions, colours)
    assert given == []


# --- issue 31: the post-game review's tasks and the charts run in the pool ---------------------------------


def _finished_record(game_id: str, seed: int, players: int = 2) -> dict:
    game = GAMES[game_id]
    state = game.setup(players, {}, seed)
    player = RandomPlayer(seed)
    actions = []
    while not game.is_over(state):
        action = player.choose(game, state)
        actions.append({"action": game.encode(action)})
        state = game.apply(state, action)
    record = {"format": FORMAT, "format_version": FORMAT_VERSION, "game": game_id, "seed": seed,
              "options": {}, "seats": [{"seat": n} for n in range(players)], "actions": actions}
    record["final"] = {"scores": [int(s) for s in game.scores(state)],
                       "winners": [int(s) for s in game.winners(state)]}
    return record


async def test_the_reviews_tasks_and_the_charts_run_in_the_replay_lane_as_in_this_process(pool: PoolRenderer):
    """A review's tasks (``core.review``) go to the replay workers by reference and give what they give
    here; the final card's score chart too (``render.tasks.score_chart``), at a turn's priority."""
    from core import review

    record = _finished_record("tiwanaku", 3)
    total, shared = review.plan(record, GAMES)
    turns = [total - 1, total]  # the last positions: a few playouts, the end itself
    in_pool = await pool.run_async(review.outlooks, record, None, turns, priority=REPLAY)
    assert in_pool == review.outlooks(record, GAMES, turns) and not shared
    assert sum(in_pool[-1].win) == pytest.approx(1.0)
    args = ("tiwanaku", len(record["seats"]), {}, 3, None, [a["action"] for a in record["actions"]],
            ["Red", "Blue"], [(213, 94, 0), (0, 114, 178)], "Scores", "Turn", 380)
    assert await pool.run_async(render.tasks.score_chart, *args, priority=TURN) == \
        render.tasks.score_chart(*args)
    # A game in play is refused in the worker too: nothing of it is read whole.
    unfinished = _record("tiwanaku", 3, limit=5)
    unfinished["final"] = {"scores": [], "winners": []}
    with pytest.raises(review.RecordError):
        await pool.run_async(review.outlooks, unfinished, None, [0], priority=REPLAY)
