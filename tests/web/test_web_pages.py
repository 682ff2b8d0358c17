"""The web pages over HTTP (no browser): which games have pages, the headers every answer carries, the
languages, the signed addresses, the board images and their cache, the live events."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import aiohttp
import pytest
from harness import play_turns
from webserve import LANGS, SECRET, pages_on, web_game

from core.clocks import BANKS
from web.links import game_id_of, game_public_id

pytestmark = pytest.mark.asyncio(loop_scope="session")
BANK = next(iter(BANKS))  # a time bank the menus offer


async def fetch(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    async with aiohttp.ClientSession() as session, session.get(url, headers=headers,
                                                                allow_redirects=False) as answer:
        return answer.status, dict(answer.headers), await answer.read()


async def test_a_game_page_shows_the_game_in_every_language(tmp_path: Path):
    async with web_game(tmp_path) as g:
        for lang in LANGS:
            status, headers, body = await fetch(g.url(lang=lang))
            assert status == 200, body
            page = body.decode()
            assert f'<html lang="{lang}">' in page
            assert "Iwari" in page and "/board/" in page
            assert headers["Content-Security-Policy"].startswith("default-src 'none'")
            assert "'unsafe-inline'" not in headers["Content-Security-Policy"]
            assert headers["X-Frame-Options"] == "DENY" and headers["X-Content-Type-Options"] == "nosniff"
            assert headers["X-Robots-Tag"].startswith("noindex")
            assert "<script>" not in page and " on" + "click=" not in page


async def test_only_a_signed_address_of_a_server_with_pages_on_has_a_page(tmp_path: Path):
    async with web_game(tmp_path) as g:
        base = g.server.url
        assert (await fetch(g.url()))[0] == 200
        # The bare number, a neighbour's number with this signature, an altered signature: no page.
        neighbour = game_public_id(SECRET, g.db_id + 1).split(".")[0] + "." + g.pid.split(".")[1]
        altered = g.pid[:-1] + ("a" if g.pid[-1] != "a" else "b")
        for pid in (str(g.db_id), neighbour, altered, "", "..", g.pid + ".x"):
            status, _, body = await fetch(f"{base}/g/{pid}")
            assert status == 404, pid
        assert game_id_of(SECRET, g.pid) == g.db_id
        assert game_id_of(b"another secret" * 3, g.pid) is None
        # The server's managers turn the pages off: the page, its board and its events are gone.
        await pages_on(g.h, on=False)
        for tail in ("", "/live", "/replay", "/events", "/replay/0.json", "/board/1-en.png"):
            assert (await fetch(g.url(tail)))[0] == 404, tail
        await pages_on(g.h, on=True)
        assert (await fetch(g.url()))[0] == 200


async def test_the_language_follows_the_address_then_the_cookie_then_the_browser(tmp_path: Path):
    async with web_game(tmp_path) as g:
        _, _, body = await fetch(g.url(), **{"Accept-Language": "de-CH, de;q=0.9, en;q=0.5"})
        assert '<html lang="de">' in body.decode()
        _, _, body = await fetch(g.url(), **{"Accept-Language": "es-MX,es;q=0.8"})
        assert '<html lang="es-419">' in body.decode()
        _, _, body = await fetch(g.url(), **{"Accept-Language": "fr-FR, it;q=0.3"})
        assert '<html lang="it">' in body.decode()
        _, headers, body = await fetch(g.url(lang="es"), **{"Accept-Language": "de"})
        assert '<html lang="es">' in body.decode() and "lang=es" in headers["Set-Cookie"]
        _, _, body = await fetch(g.url(), **{"Accept-Language": "de", "Cookie": "lang=it"})
        assert '<html lang="it">' in body.decode()


async def test_robots_are_kept_out_and_a_flood_is_refused(tmp_path: Path):
    async with web_game(tmp_path) as g:
        status, headers, body = await fetch(f"{g.server.url}/robots.txt")
        assert status == 200 and body == b"User-agent: *\nDisallow: /\n"
        statuses = [(await fetch(f"{g.server.url}/robots.txt"))[0] for _ in range(130)]
        assert statuses.count(429) >= 9 and statuses[0] == 200
        status, headers, _ = await fetch(f"{g.server.url}/robots.txt")
        assert status == 429 and int(headers["Retry-After"]) >= 1
        g.h.clock.advance(seconds=60)  # the bot's clock refills the bucket
        assert (await fetch(f"{g.server.url}/robots.txt"))[0] == 200


async def test_the_board_is_drawn_once_per_version_and_language(tmp_path: Path):
    async with web_game(tmp_path) as g:
        boards = g.server.context.boards
        version = (await g.h.bot.store.get_game(g.db_id)).version
        status, headers, png = await fetch(g.url(f"/board/{version}-en.png"))
        assert status == 200 and headers["Content-Type"] == "image/png" and png.startswith(b"\x89PNG")
        again = await asyncio.gather(*(fetch(g.url(f"/board/{version}-en.png")) for _ in range(3)))
        assert all(body == png for _, _, body in again) and boards.drawn == 1
        status, _, german = await fetch(g.url(f"/board/{version}-de.png"))
        assert status == 200 and boards.drawn == 2
        status, headers, _ = await fetch(g.url(f"/board/{version - 1}-en.png"))
        assert status == 302 and headers["Location"].endswith(f"/board/{version}-en.png")


async def test_the_live_watcher_reads_nothing_while_no_page_listens(tmp_path: Path):
    async with web_game(tmp_path) as g:
        watcher = g.server.context.watcher
        assert (await fetch(g.url()))[0] == 200
        await asyncio.sleep(0.5)
        assert watcher.polls == 0 and watcher.listening() == 0
        async with aiohttp.ClientSession() as session, session.get(g.url("/events")) as events:
            assert (await events.content.readuntil(b"\n\n")).startswith(b"retry: ")
            for _ in range(40):
                if watcher.polls:
                    break
                await asyncio.sleep(0.05)
            assert watcher.listening() == 1 and watcher.polls >= 1
        for _ in range(40):  # the stream closed: its listener goes, and the polling stops
            if not watcher.listening():
                break
            await asyncio.sleep(0.05)
        assert watcher.listening() == 0
        await asyncio.sleep(0.5)
        stopped_at = watcher.polls
        await asyncio.sleep(0.5)
        assert watcher.polls == stopped_at


async def test_a_finished_games_page_tells_the_end_and_every_score(tmp_path: Path):
    async with web_game(tmp_path, game="tiwanaku", seed=1, players=2) as g:
        await play_turns(g.h, g.db_id, random.Random(1))
        record = await g.h.bot.store.get_game(g.db_id)
        assert record.status == "finished"
        status, _, body = await fetch(g.url(lang="en"))
        page = body.decode()
        assert status == 200 and "The game is over after turn" in page and "to play" not in page
        loaded = await g.h.bot.service.load(record)
        for score in loaded.game.scores(loaded.state):
            assert f"<td>{score}</td>" in page
        assert "Deadline" not in page
        status, _, frame = await fetch(g.url("/replay/0.json", lang="en"))
        assert status == 200 and '"heading": "The set-up"' in frame.decode()


async def test_a_time_bank_games_page_shows_each_seats_bank_and_the_deadline(tmp_path: Path):
    async with web_game(tmp_path, game="tiwanaku", seed=2, players=2, clock=BANK) as g:
        await play_turns(g.h, g.db_id, random.Random(2), max_turns=2)
        clock = await g.h.bot.store.get_clock(g.db_id)
        assert clock is not None and clock.banks is not None
        status, _, body = await fetch(g.url(lang="en"))
        page = body.decode()
        assert status == 200 and "Time bank" in page and "Deadline:" in page
        assert page.count(" h ") + page.count(" min ") >= 2  # a bank for each seat
        assert 'class="countdown"' in page
