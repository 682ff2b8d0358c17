"""The server's page and the member's page over HTTP (no browser): which servers have a page, what it
lists and how it names people, the member's page opening only with that member's current link, showing
only their hand, never cached, and a polite refusal for a forged, expired or replaced link."""

from __future__ import annotations

import asyncio
import random
import re
from datetime import timedelta
from pathlib import Path

import aiohttp
import pytest
from harness import GUILD_ID, Harness
from markupsafe import escape
from webserve import LANGS, SECRET, pages_on, web_game

import i18n
from core.webdata import player_code
from core.weblinks import LIFETIME, alias_key, link_key, new_link
from rules.base import ALT_TEXT_LIMIT
from web.context import WebSettings
from web.links import game_public_id
from web.pages.server import server_public_id

pytestmark = pytest.mark.asyncio(loop_scope="session")


async def fetch(url: str, **headers: str) -> tuple[int, dict[str, str], str]:
    async with aiohttp.ClientSession() as session, session.get(url, headers=headers,
                                                                allow_redirects=False) as answer:
        return answer.status, dict(answer.headers), (await answer.read()).decode(errors="replace")


async def fetch_bytes(url: str) -> tuple[int, dict[str, str], bytes]:
    async with aiohttp.ClientSession() as session, session.get(url, allow_redirects=False) as answer:
        return answer.status, dict(answer.headers), await answer.read()


async def play_out(h: Harness, db_id: int, seed: int = 7) -> None:
    """The game played to its end through the bot's own game service (random legal moves): its result
    and ratings recorded as after a game played in Discord."""
    service = h.bot.service
    record = await h.bot.store.get_game(db_id)
    assert record is not None
    loaded = await service.load(record)
    rng = random.Random(seed)
    while loaded.record.status == "active":
        user = loaded.to_play_user()
        assert user is not None
        loaded = (await service.play(loaded, user, rng.choice(loaded.game.legal_actions(loaded.state)))).after


async def link_for(h: Harness, user, base_url: str) -> str:
    """The member's personal link, asked for as a member does (``/game mine web:Yes``)."""
    h.bot.web_settings, h.bot.web_secret = WebSettings(port=0, base_url=base_url), SECRET
    reply = await h.slash(user, "game mine", web="yes")
    found = re.findall(r"/me/([A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+)", reply.text())
    assert found, reply.text()
    return found[0]


def hand_words(h: Harness, loaded, seat: int, lang: str = "en") -> str:
    return i18n.fit_text(lang, loaded.game.hand_alt(loaded.view(seat)), limit=ALT_TEXT_LIMIT)


async def test_the_server_page_lists_its_games_by_codes_and_exists_only_with_pages_on(tmp_path: Path):
    async with web_game(tmp_path) as g:
        h = g.h
        alice, bob = g.players
        url = f"{g.server.url}/s/{server_public_id(SECRET, GUILD_ID)}"
        for lang in LANGS:
            status, headers, page = await fetch(f"{url}?lang={lang}")
            assert status == 200, page
            assert f'<html lang="{lang}">' in page and headers["X-Robots-Tag"].startswith("noindex")
            assert '<meta name="robots" content="noindex, nofollow">' in page
        status, _, page = await fetch(url)
        # The game in progress, linked to its page; the players by their code on this server, never an id.
        assert f'href="/g/{g.pid}"' in page
        for user in (alice, bob):
            assert f"Player {player_code(alias_key(SECRET), GUILD_ID, user.id)}" in page
            assert str(user.id) not in page
        assert "No game has finished yet." in page
        # Another server's address, a forged one, the bare number: no page. Pages off: no page.
        for sid in (server_public_id(SECRET, GUILD_ID + 1).split(".")[0] + "." + server_public_id(
                SECRET, GUILD_ID).split(".")[1], str(GUILD_ID), server_public_id(b"x" * 32, GUILD_ID),
                game_public_id(SECRET, GUILD_ID)):
            assert (await fetch(f"{g.server.url}/s/{sid}"))[0] == 404, sid
        await pages_on(h, on=False)
        assert (await fetch(url))[0] == 404
        await pages_on(h, on=True)
        # Once the game is over: in the finished games, linked, with its winner.
        await play_out(h, g.db_id)
        status, _, page = await fetch(url)
        assert status == 200 and "No game is in progress." in page
        finished = page.split('id="finished"')[1].split("</section>")[0]
        assert f'href="/g/{g.pid}"' in finished
        result = await h.bot.store.game_result(g.db_id)
        assert result is not None
        codes = [player_code(alias_key(SECRET), GUILD_ID, seat.user_id)
                 for seat in sorted(result.seats, key=lambda seat: seat.place)]
        assert finished.index(codes[0]) < finished.index(codes[1])  # in the order of their places


async def test_the_members_page_shows_their_hand_only_and_is_never_cached(tmp_path: Path):
    async with web_game(tmp_path) as g:
        h = g.h
        alice, bob = g.players
        token = await link_for(h, alice, g.server.url)
        status, headers, page = await fetch(f"{g.server.url}/me/{token}")
        assert status == 200, page
        assert "no-store" in headers["Cache-Control"]
        record = await h.bot.store.get_game(g.db_id)
        loaded = await h.bot.service.load(record)
        mine, theirs = (str(escape(hand_words(h, loaded, seat))) for seat in (0, 1))
        assert mine != theirs
        assert mine in page and theirs not in page
        assert f'href="/g/{g.pid}"' in page  # the game's page: the server's pages are on
        assert f"Player {player_code(alias_key(SECRET), GUILD_ID, alice.id)}" in page
        # Her hand's image: drawn for her, kept by no cache.
        images = re.findall(r'src="(/me/[^"]+\.png)"', page)
        assert len(images) == 1
        status, headers, _ = await fetch_bytes(g.server.url + images[0])
        assert status == 200 and "no-store" in headers["Cache-Control"]
        assert headers["Content-Type"] == "image/png"
        # Bob's own link opens his page, with his hand and not hers; the same image address with his link
        # draws his own seat's hand, never hers; a member not at the table gets nothing.
        bobs = await link_for(h, bob, g.server.url)
        status, _, page = await fetch(f"{g.server.url}/me/{bobs}")
        assert status == 200 and theirs in page and mine not in page
        _, _, hers = await fetch_bytes(g.server.url + images[0])
        _, _, his = await fetch_bytes(g.server.url + images[0].replace(token, bobs))
        assert hers != his
        carols = await link_for(h, h.user("carol"), g.server.url)
        status, _, page = await fetch(f"{g.server.url}/me/{carols}")
        assert status == 200 and "You are not playing any game right now." in page
        assert mine not in page and theirs not in page
        assert (await fetch_bytes(g.server.url + images[0].replace(token, carols)))[0] == 404


async def test_a_forged_expired_or_replaced_link_is_refused_politely(tmp_path: Path):
    async with web_game(tmp_path) as g:
        h = g.h
        alice = g.players[0]
        token = await link_for(h, alice, g.server.url)
        head, _, mac = token.partition(".")
        other = (await new_link(h.bot.store, b"not the pages' key" * 2, alice.id, h.clock())).token
        for forged in (head + "." + mac[::-1], "nothing", other):
            status, headers, page = await fetch(f"{g.server.url}/me/{forged}")
            assert status == 403 and "no-store" in headers["Cache-Control"]
            assert "not a valid personal link" in page and "/game mine web:Yes" in page
        # A new link replaces it.
        newer = await link_for(h, alice, g.server.url)
        status, _, page = await fetch(f"{g.server.url}/me/{token}")
        assert status == 403 and "replaced by a newer one" in page
        assert (await fetch(f"{g.server.url}/me/{newer}"))[0] == 200
        # Seven days later it has expired; a hand's address with it draws nothing.
        h.clock.advance(seconds=LIFETIME.total_seconds())
        status, _, page = await fetch(f"{g.server.url}/me/{newer}?lang=de")
        assert status == 403 and "abgelaufen" in page
        assert (await fetch(f"{g.server.url}/me/{newer}/hand/{g.db_id}-1-en.png"))[0] == 403
        assert link_key(SECRET) != SECRET and timedelta(days=7) == LIFETIME


async def test_a_moves_live_parts_are_rendered_once_for_all_spectators(tmp_path: Path, monkeypatch):
    import web.pages.game as game_pages

    async with web_game(tmp_path) as g:
        made = []
        real = game_pages.public_game

        async def counted(context, loaded, lang):
            made.append((loaded.id, loaded.version, lang))
            return await real(context, loaded, lang)

        monkeypatch.setattr(game_pages, "public_game", counted)
        url = g.url("/live", lang="en")
        answers = await asyncio.gather(*(fetch(url, **{"X-Forwarded-For": f"10.9.0.{n + 1}"})
                                         for n in range(50)))
        assert {status for status, _, _ in answers} == {200} and len({page for _, _, page in answers}) == 1
        assert len(made) == 1
        # A move: a new version is rendered anew at once, whatever was kept.
        record = await g.h.bot.store.get_game(g.db_id)
        await play_out(g.h, g.db_id)
        status, _, page = await fetch(url)
        assert status == 200 and len(made) == 2 and made[-1][1] > record.version
        assert f'data-version="{made[-1][1]}"' in page


async def plan_through_discord(h: Harness, db_id: int) -> tuple[object, int, list[str]]:
    """The player who is not to play plans their next turn's first decision, as a member does (``/game play
    move:`` while another decides puts the move into their plan): the planner, their seat and the plan's
    words as the member's page names them (en)."""
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    game = loaded.game
    seat = next(s for s in range(len(loaded.users)) if s != game.to_play(loaded.state))
    planner = h.user_by_id(loaded.users[seat])
    position = game.plan_position(loaded.state, seat)
    action = game.legal_actions(position)[0]
    reply = await h.slash(planner, "game play", move=game.encode(action))
    plan = await h.bot.store.plan_of(db_id, seat)
    assert plan is not None and plan.steps == (game.encode(action),), reply.text()
    words = " › ".join(i18n.text("en", answer) for _, answer in game.choice_path(position, action))
    return planner, seat, [words]


def plan_steps(page: str) -> list[str]:
    """The planned decisions a member's page lists."""
    found = re.search(r'<ol class="plan-steps">(.*?)</ol>', page, re.S)
    return re.findall(r"<li>(.*?)</li>", found.group(1)) if found else []


async def test_the_members_page_shows_their_plan_in_words_to_them_alone(tmp_path: Path):
    async with web_game(tmp_path) as g:
        h = g.h
        planner, seat, words = await plan_through_discord(h, g.db_id)
        other = next(user for user in g.players if user is not planner)
        token = await link_for(h, planner, g.server.url)
        status, _, page = await fetch(f"{g.server.url}/me/{token}?lang=en")
        assert status == 200, page
        assert "Your plan for your next turn" in page
        assert "One decision planned" in page and plan_steps(page) == [str(escape(words[0]))]
        assert "Each decision is played if it is still possible" in page
        # Every language says it.
        for lang, heading in (("es", "Tu plan para tu próximo turno"), ("de", "Deine Vorausplanung"),
                              ("it", "Il tuo piano per il prossimo turno")):
            status, _, page = await fetch(f"{g.server.url}/me/{token}?lang={lang}")
            assert status == 200 and heading in page and len(plan_steps(page)) == 1, lang
        # The other player's own link: their page, without the plan (they have none of their own).
        theirs = await link_for(h, other, g.server.url)
        status, _, page = await fetch(f"{g.server.url}/me/{theirs}?lang=en")
        assert status == 200 and "Your plan for your next turn" in page
        assert "planned, played" not in page and plan_steps(page) == [] and str(escape(words[0])) not in page
        # A plan the game has moved away from (its decision no longer one of the position's) says so.
        await h.bot.store.execute("UPDATE plans SET steps = ? WHERE game_id = ? AND seat = ?",
                                  ('["no such decision"]', g.db_id, seat))
        status, _, page = await fetch(f"{g.server.url}/me/{token}?lang=en")
        assert status == 200 and "your plan no longer fits the board" in page and plan_steps(page) == []
