"""The server's page and the member's page in a real browser (the distribution's Chromium through
Playwright): each language loads, everything is reachable with the keyboard alone, axe-core finds no
serious or critical violation, a member's link shows their hand and their plan and another member's does
not, an expired link is refused; the screenshots at 400 and 1280 px wide are written to docs/web/ (looked
at)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from harness import GUILD_ID, start_game
from markupsafe import escape
from test_web_records import hand_words, link_for, plan_through_discord, play_out
from webserve import LANGS, SECRET, screenshots_folder, web_game

from core.weblinks import LIFETIME
from store import stamp
from web.pages.server import server_public_id

pytestmark = pytest.mark.asyncio(loop_scope="session")

WIDTHS = (400, 1280)


async def busy_server(g) -> None:
    """The server's page with something in every part: three finished games (a leaderboard), the game in
    play, a lobby, a season and a tournament whose first round was decided at a table with its game."""
    h = g.h
    alice, bob = g.players
    carol = h.user("carol")
    finished = []
    for number in range(3):
        db_id = await start_game(h, "iwari", [alice, bob], seed=10 + number,
                                 channel_id=740_000_000_000_000_010 + number)
        await play_out(h, db_id, seed=number)
        finished.append(db_id)
    reply = await h.slash(carol, "game new", channel_id=740_000_000_000_000_020, game="iwari")
    assert reply.sent, reply.text()
    store = h.bot.store
    await store.configure_season(GUILD_ID, "iwari", enabled=True, channel_id=740_000_000_000_000_030,
                                 divisions=1, promote=0, relegate=0, month="2026-11")
    for user in (alice, bob, carol):
        assert await store.join_season(GUILD_ID, "iwari", user.id, division=1)
    tournament = await store.create_tournament(
        guild_id=GUILD_ID, channel_id=740_000_000_000_000_040, creator_id=alice.id, game="iwari",
        options={}, clock="off", format="swiss", table_size=2, rounds=3, round_seconds=3600,
        signup_until=stamp(h.clock()), min_reliability=None)
    for user in (alice, bob, carol):
        assert await store.join_tournament(tournament.id, user.id, stamp(h.clock()))
    assert await store.begin_tournament_round(tournament.id, 1, [[alice.id, bob.id]], [carol.id],
                                              stamp(h.clock()))
    await store.set_tournament_game(tournament.id, 1, 0, finished[0])
    assert await store.decide_tournament_table(tournament.id, 1, 0, {alice.id: 1.0, bob.id: 0.0}, "result")
    await store._write_one("UPDATE tournaments SET status = 'running', round = 1 WHERE id = ?",
                           (tournament.id,))


async def serious_violations(page, axe_script: str) -> list[str]:
    await page.evaluate(axe_script + "\n;0")
    results = await page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [f"{v['id']}: {v['help']} ({len(v['nodes'])})" for v in results["violations"]
            if v.get("impact") in ("serious", "critical")]


async def tab_to(page, pattern: str, limit: int = 80) -> str:
    """Press Tab until the focused element is a link whose address matches ``pattern``; its address."""
    for _ in range(limit):
        await page.keyboard.press("Tab")
        href = await page.evaluate("document.activeElement && document.activeElement.getAttribute('href')")
        if href and re.search(pattern, href):
            outline = await page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
            assert outline != "none", "the focused link shows no focus ring"
            return href
    raise AssertionError(f"no link matching {pattern} reached with Tab")


async def test_the_server_page_in_every_language_by_keyboard_and_accessible(tmp_path: Path, browser,
                                                                            axe_script: str):
    async with web_game(tmp_path) as g:
        await busy_server(g)
        url = f"{g.server.url}/s/{server_public_id(SECRET, GUILD_ID)}"
        context = await browser.new_context(bypass_csp=True)  # axe-core is injected as a script
        try:
            page = await context.new_page()
            for lang in LANGS:
                await page.set_viewport_size({"width": 400, "height": 900})
                answer = await page.goto(f"{url}?lang={lang}")
                assert answer is not None and answer.status == 200
                assert await page.get_attribute("html", "lang") == lang
                assert await page.locator("h1").count() == 1
                for section in ("playing", "lobbies", "finished", "leaderboards", "seasons", "tournaments"):
                    assert await page.locator(f"#{section} h2").is_visible()
                assert await page.locator("#finished table tbody tr").count() == 3
                assert await page.locator("#leaderboards table tbody tr").count() == 2
                assert await serious_violations(page, axe_script) == [], lang
                # Nothing wider than the phone's screen but the tables' own scrolling regions.
                assert await page.evaluate("document.documentElement.scrollWidth") <= 400, lang
            for width in WIDTHS:
                await page.set_viewport_size({"width": width, "height": 900})
                await page.goto(f"{url}?lang=en")
                await page.screenshot(full_page=True, path=str(screenshots_folder(tmp_path) /
                                                                  f"server-{width}.png"))
            # Keyboard only: the skip link first, then on to a game's page from a tournament's table.
            await page.goto(f"{url}?lang=en")
            await page.keyboard.press("Tab")
            assert await page.evaluate("document.activeElement.className") == "skip"
            await page.keyboard.press("Enter")
            href = await tab_to(page, r"^/g/")
            await page.keyboard.press("Enter")
            await page.wait_for_url(f"**{href}")
            assert await page.locator("h1").inner_text() == "Iwari"
        finally:
            await context.close()


async def test_a_members_page_shows_their_hand_and_plan_and_an_expired_link_is_refused(
        tmp_path: Path, browser, axe_script: str):
    async with web_game(tmp_path) as g:
        h = g.h
        # The member who waits for the other's decision has planned their next turn (in Discord).
        member, seat, words = await plan_through_discord(h, g.db_id)
        other = next(user for user in g.players if user is not member)
        token = await link_for(h, member, g.server.url)
        bobs = await link_for(h, other, g.server.url)
        record = await h.bot.store.get_game(g.db_id)
        loaded = await h.bot.service.load(record)
        mine, theirs = hand_words(h, loaded, seat), hand_words(h, loaded, 1 - seat)
        context = await browser.new_context(bypass_csp=True)
        try:
            page = await context.new_page()
            for lang in LANGS:
                await page.set_viewport_size({"width": 400, "height": 900})
                answer = await page.goto(f"{g.server.url}/me/{token}?lang={lang}")
                assert answer is not None and answer.status == 200
                assert "no-store" in (await answer.all_headers())["cache-control"]
                hand = page.locator(".hand img")
                assert await hand.count() == 1
                await hand.wait_for()
                assert await hand.evaluate("image => image.complete && image.naturalWidth > 0")
                assert await page.locator(".plan-steps li").count() == 1, lang
                assert await serious_violations(page, axe_script) == [], lang
                assert await page.evaluate("document.documentElement.scrollWidth") <= 400, lang
            await page.goto(f"{g.server.url}/me/{token}?lang=en")
            assert await page.locator(".hand img").get_attribute("alt") == mine
            assert await page.locator(".plan h4").inner_text() == "Your plan for your next turn"
            assert await page.locator(".plan-steps li").all_inner_texts() == words
            assert theirs not in await page.content() and str(escape(theirs)) not in await page.content()
            for width in WIDTHS:
                await page.set_viewport_size({"width": width, "height": 900})
                await page.screenshot(full_page=True, path=str(screenshots_folder(tmp_path) /
                                                                  f"me-{width}.png"))
            # Keyboard only: from the top to the game's page.
            await page.keyboard.press("Tab")
            await page.keyboard.press("Enter")
            href = await tab_to(page, r"^/g/")
            await page.keyboard.press("Enter")
            await page.wait_for_url(f"**{href}")
            # The other player's link: their hand and no plan, never the member's.
            await page.goto(f"{g.server.url}/me/{bobs}?lang=en")
            assert await page.locator(".hand img").get_attribute("alt") == theirs
            assert str(escape(mine)) not in await page.content()
            assert await page.locator(".plan-steps li").count() == 0
            assert "Nothing planned" in await page.locator(".plan").inner_text()
            # A week later the member's link has expired: a polite page, no hand.
            h.clock.advance(seconds=LIFETIME.total_seconds())
            await page.set_viewport_size({"width": 400, "height": 900})
            answer = await page.goto(f"{g.server.url}/me/{token}?lang=en")
            assert answer is not None and answer.status == 403
            assert await page.locator("h1").inner_text() == "This link does not open a page"
            assert "expired" in await page.locator("main").inner_text()
            assert await page.locator(".hand img").count() == 0
            assert await serious_violations(page, axe_script) == []
            await page.screenshot(full_page=True, path=str(screenshots_folder(tmp_path) /
                                                                  "me-refused-400.png"))
        finally:
            await context.close()
