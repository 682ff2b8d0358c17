"""How the pages are served: beside the bot by its own start (BOARDGAME_WEB_PORT), or alone with
``python -m bot web``; and live across processes: a move committed by another bot process on the same
PostgreSQL database reaches an open page's event stream within 2 seconds, through the version poll."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import socket
import sys
import time
from pathlib import Path

import aiohttp
import pytest
from databases import BACKENDS, database
from harness import Harness, play_turns, start_game
from webserve import SECRET, pages_on, serve, web_game

import render.tasks
from bot.config import ConfigError, load_config
from bot.render_pool import REPLAY
from web.context import WebSettings, derive_secret
from web.links import game_public_id

pytestmark = pytest.mark.asyncio(loop_scope="session")
ROOT = Path(__file__).resolve().parents[2]


async def status_of(url: str) -> int:
    async with aiohttp.ClientSession() as session, session.get(url) as answer:
        return answer.status


async def test_the_bot_serves_its_pages_beside_itself_and_stops_them_when_it_closes(tmp_path: Path):
    h = await Harness.create(tmp_path, games=["tiwanaku"])
    try:
        # A poll far slower than a move: a move by this very process wakes its pages at once.
        h.bot.web_settings = WebSettings(host="127.0.0.1", port=0, poll_seconds=60)
        h.bot.web_secret = SECRET
        # A render pool: the pages' boards go to its replay lane (its own low-priority workers), never
        # ahead of a turn's board.
        asked: list[tuple[object, int]] = []

        async def run_async(fn, *args, priority):  # type: ignore[no-untyped-def]
            asked.append((fn, priority))
            return await asyncio.to_thread(fn, *args)
        h.bot.renderer.run_async = run_async
        await h.bot.start_web()
        server = h.bot.web_server
        assert server is not None and h.bot.web_context is server.context
        await pages_on(h)
        db_id = await start_game(h, "tiwanaku", [h.user("ana"), h.user("ben")], seed=2)
        page = f"{server.url}/g/{game_public_id(SECRET, db_id)}"
        assert await status_of(page) == 200
        version = (await h.bot.store.get_game(db_id)).version
        assert await status_of(f"{page}/board/{version}-en.png") == 200
        assert asked == [(render.tasks.board, REPLAY)]
        async with aiohttp.ClientSession() as session, session.get(f"{page}/events?v={version}") as events:
            assert (await events.content.readuntil(b"\n\n")).startswith(b"retry: ")
            for _ in range(100):  # the stream's first read of the version, then its wait
                if server.context.watcher.listening():
                    break
                await asyncio.sleep(0.02)
            await asyncio.sleep(0.2)
            await play_turns(h, db_id, random.Random(1), max_turns=1)
            moved = (await h.bot.store.get_game(db_id)).version
            started = time.monotonic()
            seen = b""
            while not seen.endswith(f"data: {moved}\n\n".encode()):
                seen = await asyncio.wait_for(events.content.readuntil(b"\n\n"), 1.0)
            assert time.monotonic() - started < 1.0
        url = server.url
    finally:
        await h.close()
    with pytest.raises(aiohttp.ClientConnectionError):
        await status_of(url)


async def test_the_pages_settings_are_read_and_checked_with_the_rest():
    env = {"DISCORD_TOKEN": "token", "BOARDGAME_WEB_PORT": "8080",
           "BOARDGAME_WEB_BASE_URL": "https://games.example.org/"}
    config = load_config(env, dotenv_path="/nonexistent/.env")
    assert (config.web_port, config.web_host, config.web_base_url) == (
        8080, "127.0.0.1", "https://games.example.org")
    assert derive_secret("token") != derive_secret("other") and len(derive_secret("token")) == 32
    for wrong, said in (({"BOARDGAME_WEB_PORT": "web"}, "must be a port number"),
                        ({"BOARDGAME_WEB_HOST": "0.0.0.0"}, "needs BOARDGAME_WEB_PORT"),
                        ({"BOARDGAME_WEB_PORT": "80", "BOARDGAME_WEB_BASE_URL": "games.example.org"},
                         "BOARDGAME_WEB_BASE_URL must be the address"),
                        # (a typo of the port's name, spelt so that the check of every name read
                        # in the code does not take it for a setting)
                        ({"BOARDGAME_WEB_" + "PROT": "80"}, "Did you mean BOARDGAME_WEB_PORT?")):
        with pytest.raises(ConfigError, match=said):
            load_config({"DISCORD_TOKEN": "token", **wrong}, dotenv_path="/nonexistent/.env")


def empty(folder: Path) -> Path:
    settings = folder / "empty.env"
    settings.write_text("")
    return settings


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_python_m_bot_web_serves_the_pages_alone_and_stops_on_sigterm(tmp_path: Path):
    port = free_port()
    env = {**os.environ, "DISCORD_TOKEN": "a-token", "BOARDGAME_WEB_PORT": str(port),
           "BOARDGAME_DATABASE_URL": f"sqlite:///{tmp_path / 'games.sqlite3'}", "PYTHONPATH": str(ROOT)}
    settings = str(empty(tmp_path))
    process = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", "--env-file", settings,
                                                   "web", cwd=tmp_path, env=env,
                                                   stdout=asyncio.subprocess.PIPE,
                                                   stderr=asyncio.subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                assert await status_of(f"http://127.0.0.1:{port}/robots.txt") == 200
                break
            except aiohttp.ClientConnectionError:
                if process.returncode is not None:
                    pytest.fail((await process.stderr.read()).decode())
                assert time.monotonic() < deadline
                await asyncio.sleep(0.2)
        assert await status_of(f"http://127.0.0.1:{port}/g/1.abc") == 404
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), 30) == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


async def test_a_missing_port_is_refused_by_python_m_bot_web(tmp_path: Path):
    env = {**os.environ, "DISCORD_TOKEN": "a-token", "PYTHONPATH": str(ROOT)}
    env.pop("BOARDGAME_WEB_PORT", None)
    settings = str(empty(tmp_path))
    process = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", "--env-file", settings,
                                                   "web", cwd=tmp_path, env=env,
                                                   stderr=asyncio.subprocess.PIPE)
    _, err = await process.communicate()
    assert process.returncode == 2 and b"BOARDGAME_WEB_PORT is not set" in err


@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_move_by_another_process_reaches_an_open_event_stream_within_2_seconds(
        tmp_path: Path, backend: str):
    async with database(backend, tmp_path) as location:
        first = await Harness.create(tmp_path / "a", games=["iwari"], database=location)
        await pages_on(first)
        db_id = await start_game(first, "iwari", [first.user("ana"), first.user("ben")], seed=4)
        (tmp_path / "b").mkdir()
        # The other process: its own bot, store and connections on the same database (and Discord).
        second = await Harness.create(tmp_path / "b", games=["iwari"], database=location, discord_of=first)
        try:
            async with serve(first, poll_seconds=0.5) as server, aiohttp.ClientSession() as session:
                pid = game_public_id(SECRET, db_id)
                version = (await first.bot.store.get_game(db_id)).version
                async with session.get(f"{server.url}/g/{pid}/events?v={version}") as events:
                    assert (await events.content.readuntil(b"\n\n")).startswith(b"retry:")
                    for _ in range(50):
                        if server.context.watcher.polls:
                            break
                        await asyncio.sleep(0.05)
                    # The other process plays a turn.
                    second.users.update(first.users)
                    second.channel_messages = first.channel_messages  # the same channel in Discord
                    await play_turns(second, db_id, random.Random(1), max_turns=1)
                    moved = (await second.bot.store.get_game(db_id)).version
                    assert moved > version
                    started = time.monotonic()
                    wanted = f"id: {moved}\nevent: version\ndata: {moved}\n\n".encode()
                    seen = b""
                    while seen != wanted:  # the turn's actions may be told one version at a time
                        left = 2.0 - (time.monotonic() - started)
                        seen = await asyncio.wait_for(events.content.readuntil(b"\n\n"), max(left, 0.01))
                        assert seen.startswith(b"id: ")
                    assert time.monotonic() - started < 2.0
        finally:
            await second.close()
            await first.close()


async def test_this_processs_move_wakes_its_pages_only_once_its_discord_work_is_done(tmp_path: Path):
    """The bot's own move holds its game's pages from just before the commit until the move's messages are
    sent and the interaction answered: neither the commit nor a poll in between hands the new version to
    the listeners; right after, it is handed at once (no poll needed), one read for all of them."""
    async with web_game(tmp_path) as g:
        h, watcher = g.h, g.server.context.watcher
        said: list[tuple[str, int | None]] = []
        real_hand, real_webhook = watcher._hand, h._webhook_request
        real_post = h.bot.announcer.post_board
        polled_during: list[tuple[int | None, int]] = []

        def hand(game_id, version):  # type: ignore[no-untyped-def]
            said.append(("handed", version))
            return real_hand(game_id, version)

        def webhook(*args, **kwargs):  # type: ignore[no-untyped-def]
            said.append(("answered", None))  # the interaction's own response
            return real_webhook(*args, **kwargs)

        async def post_board(loaded, *args, **kwargs):  # type: ignore[no-untyped-def]
            # The card is being posted: the move is committed; a poll now reads the new version and
            # keeps it for the release.
            assert watcher.held(g.db_id)
            await watcher.poll()
            polled_during.append((watcher.version(g.db_id), loaded.version))
            said.append(("posting", loaded.version))
            return await real_post(loaded, *args, **kwargs)

        watcher._hand, h._webhook_request = hand, webhook
        h.bot.announcer.post_board = post_board
        async with aiohttp.ClientSession() as session, session.get(g.url("/events")) as events:
            assert (await events.content.readuntil(b"\n\n")).startswith(b"retry: ")
            for _ in range(100):
                if watcher.listening():
                    break
                await asyncio.sleep(0.02)
            before = watcher.version(g.db_id)
            polls = watcher.polls
            await play_turns(h, g.db_id, random.Random(5), max_turns=1)
            moved = (await h.bot.store.get_game(g.db_id)).version
            assert moved > before and watcher.polls > polls
            # Held through the post: the listeners still had a version from before the one posted (a turn
            # of several decisions: those before its last were each handed when their press was answered).
            assert polled_during and all(handed < posting for handed, posting in polled_during), polled_during
            handed = [n for n, (what, version) in enumerate(said) if what == "handed" and version == moved]
            assert handed, said
            posted = max(n for n, (what, _) in enumerate(said) if what == "posting")
            answered = max(n for n, (what, _) in enumerate(said) if what == "answered")
            assert handed[0] > posted and handed[0] > answered, said
            assert not watcher.held(g.db_id) and watcher.version(g.db_id) == moved
            seen = b""
            while not seen.endswith(f"data: {moved}\n\n".encode()):
                seen = await asyncio.wait_for(events.content.readuntil(b"\n\n"), 2.0)


async def test_a_hold_past_its_longest_is_woken_by_the_poll(tmp_path: Path, monkeypatch):
    """A move whose Discord work never ends (Discord down) holds its pages back :data:`MOST_HELD` at most:
    the poll then hands them the version all the same."""
    import web.live

    async with web_game(tmp_path) as g:
        watcher = g.server.context.watcher
        async with watcher.listen(g.db_id, (await g.h.bot.store.get_game(g.db_id)).version):
            version = watcher.version(g.db_id)
            watcher.hold(g.db_id)
            await g.h.bot.store.execute("UPDATE games SET version = version + 1 WHERE id = ?", (g.db_id,))
            watcher.committed(g.db_id, version + 1)
            await watcher.poll()
            assert watcher.version(g.db_id) == version  # held
            monkeypatch.setattr(web.live, "MOST_HELD", 0.0)
            await watcher.poll()
            assert watcher.version(g.db_id) == version + 1
            watcher.release(g.db_id)
            assert not watcher.held(g.db_id)
            # Released: the next change is handed by the next poll.
            await g.h.bot.store.execute("UPDATE games SET version = version + 1 WHERE id = ?", (g.db_id,))
            await watcher.poll()
            assert watcher.version(g.db_id) == version + 2
