"""The web pages in a real browser: the distribution's headless Chromium driven by Playwright (one browser
for the session, a fresh page each test). What a phone player does: open a game's page in their language,
zoom and pan the board, watch a move made in Discord appear within 2 seconds, walk the replay to any turn,
all of it by keyboard too; see a finished game's end and a timed game's countdown and time banks; axe-core
finds no serious or critical violation; and screenshots of each page at 400 and 1280 pixels wide are
written to docs/web/ (looked at by a person when they change)."""

from __future__ import annotations

import asyncio
import random
import re
import time
from pathlib import Path

import pytest
from harness import play_turns
from webserve import LANGS, screenshots_folder, web_game

from core.clocks import BANKS

pytestmark = pytest.mark.asyncio(loop_scope="session")

WIDTHS = (400, 1280)


async def open_page(browser, url: str, width: int = 400, locale: str = "en-US"):  # type: ignore[no-untyped-def]
    context = await browser.new_context(viewport={"width": width, "height": 860}, locale=locale,
                                        device_scale_factor=1, has_touch=width < 600)
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    await page.goto(url)
    return context, page, errors


async def test_pages_load_in_every_language_and_are_screenshotted(tmp_path: Path, browser):
    shots = screenshots_folder(tmp_path)
    async with web_game(tmp_path, players=3) as g:
        await play_turns(g.h, g.db_id, random.Random(2), max_turns=4)
        for lang in LANGS:
            context, page, errors = await open_page(browser, g.url(lang=lang))
            assert await page.get_attribute("html", "lang") == lang
            await board_loaded(page)
            assert await page.locator("h1").inner_text() == "Iwari"
            assert await page.locator("#words-heading").count() == 1
            assert errors == [], errors
            await context.close()
        for width in WIDTHS:
            for name, tail in (("game", ""), ("replay", "/replay?turn=2")):
                context, page, errors = await open_page(browser, g.url(tail, lang="en"), width)
                await board_loaded(page)
                await page.screenshot(path=str(shots / f"{name}-{width}.png"), full_page=True)
                assert errors == [], errors
                await context.close()
            context, page, errors = await open_page(browser, f"{g.server.url}/g/unknown?lang=en", width)
            assert await page.locator("h1").inner_text() == "Page not found"
            await page.screenshot(path=str(shots / f"not-found-{width}.png"), full_page=True)
            await context.close()


async def board_loaded(page) -> None:  # type: ignore[no-untyped-def]
    await page.wait_for_function("() => document.getElementById('board').complete "
                                 "&& document.getElementById('board').naturalWidth > 0")


async def view_state(page) -> tuple[float, int, int]:  # type: ignore[no-untyped-def]
    data = await page.eval_on_selector(".viewport", "v => [v.dataset.scale, v.dataset.x, v.dataset.y]")
    return float(data[0]), int(data[1]), int(data[2])


async def test_the_board_zooms_and_pans_by_keyboard_wheel_drag_and_pinch(tmp_path: Path, browser):
    async with web_game(tmp_path) as g:
        context, page, errors = await open_page(browser, g.url(lang="en"), 400)
        await board_loaded(page)
        assert await view_state(page) == (1.0, 0, 0)
        viewport = page.locator(".viewport")
        # The keyboard: + zooms in about the middle, the arrows move, 0 fits again.
        await viewport.focus()
        await page.keyboard.press("+")
        await page.keyboard.press("+")
        scale, x, y = await view_state(page)
        assert scale == pytest.approx(1.5625, abs=1e-3) and x < 0 and y < 0
        await page.keyboard.press("ArrowRight")
        assert (await view_state(page))[1] == x - 40
        await page.keyboard.press("ArrowDown")
        assert (await view_state(page))[2] == y - 40
        await page.keyboard.press("-")
        assert (await view_state(page))[0] == pytest.approx(1.25, abs=1e-3)
        await page.keyboard.press("0")
        assert await view_state(page) == (1.0, 0, 0)
        # The buttons.
        await page.get_by_role("button", name="Zoom in").click()
        assert (await view_state(page))[0] == pytest.approx(1.25, abs=1e-3)
        await page.get_by_role("button", name="Fit").click()
        assert await view_state(page) == (1.0, 0, 0)
        # The wheel zooms about the pointer; a drag moves the board.
        box = await viewport.bounding_box()
        await page.mouse.move(box["x"] + 50, box["y"] + 50)
        await page.mouse.wheel(0, -100)
        await page.mouse.wheel(0, -100)
        scale, x, y = await view_state(page)
        assert scale == pytest.approx(1.5625, abs=1e-3)
        await page.mouse.down()
        await page.mouse.move(box["x"] + 10, box["y"] + 20, steps=4)
        await page.mouse.up()
        assert (await view_state(page))[1:] == (x - 40, y - 30)
        await page.get_by_role("button", name="Fit").click()
        # A pinch: two touch points moving apart zoom in about their middle.
        await page.evaluate("""() => {
            const v = document.querySelector('.viewport');
            const box = v.getBoundingClientRect();
            const at = (id, x, y, type) => v.dispatchEvent(new PointerEvent(type, {pointerId: id,
                clientX: box.left + x, clientY: box.top + y, pointerType: 'touch', bubbles: true}));
            at(1, 150, 100, 'pointerdown'); at(2, 250, 100, 'pointerdown');
            at(1, 100, 100, 'pointermove'); at(2, 300, 100, 'pointermove');
            at(1, 100, 100, 'pointerup'); at(2, 300, 100, 'pointerup');
        }""")
        assert (await view_state(page))[0] == pytest.approx(2.0, abs=1e-3)
        assert errors == [], errors
        await context.close()


async def test_a_move_made_in_discord_appears_on_an_open_page_within_2_seconds(tmp_path: Path, browser):
    async with web_game(tmp_path) as g:
        context, page, errors = await open_page(browser, g.url(lang="en"), 400)
        await board_loaded(page)
        before = int(await page.get_attribute("#game", "data-version"))
        old_board = await page.get_attribute("#board", "src")
        old_status = await page.locator("#status-line").inner_text()
        # Wait for the page's event stream to be listening, as it is a moment after it opens.
        watcher = g.server.context.watcher
        for _ in range(100):
            if watcher.listening():
                break
            await asyncio.sleep(0.05)
        assert watcher.listening() == 1
        await play_turns(g.h, g.db_id, random.Random(5), max_turns=1)
        after = (await g.h.bot.store.get_game(g.db_id)).version
        assert after > before
        started = time.monotonic()
        await page.wait_for_function(
            f"() => Number(document.getElementById('game').dataset.version) === {after}", timeout=2000)
        seen = time.monotonic() - started
        assert seen < 2.0
        await board_loaded(page)
        assert await page.get_attribute("#board", "src") != old_board
        assert await page.locator("#status-line").inner_text() != old_status
        assert errors == [], errors
        await context.close()


async def test_the_replay_reaches_every_turn_by_slider_buttons_and_keys(tmp_path: Path, browser):
    async with web_game(tmp_path) as g:
        await play_turns(g.h, g.db_id, random.Random(3), max_turns=5)
        context, page, errors = await open_page(browser, g.url("/replay?turn=0", lang="en"), 400)
        await board_loaded(page)
        heading = page.locator("#frame-heading")
        assert await heading.inner_text() == "The set-up"
        last = int(await page.get_attribute("#replay", "data-last"))
        assert last == 5
        slider = page.locator("#turn-slider")
        await slider.focus()
        for turn in range(1, last + 1):  # the slider, one arrow at a time: every turn
            await page.keyboard.press("ArrowRight")
            await page.wait_for_function(f"() => document.getElementById('frame-heading').textContent"
                                         f" === 'After turn {turn} of {last}'")
            await board_loaded(page)
            assert await page.locator("#frame-lines li").count() >= 1
            assert f"/replay/{turn}-en.png" in await page.get_attribute("#board", "src")
        await page.keyboard.press("Home")
        await page.wait_for_function(
            "() => document.getElementById('frame-heading').textContent === 'The set-up'")
        # The buttons, and the page's own keys away from the slider; the address follows the turn.
        await page.get_by_role("link", name="Next turn").click()
        await page.wait_for_function("() => location.search === '?turn=1'")
        await page.locator("h1").click()
        await page.keyboard.press("End")
        await page.wait_for_function(f"() => location.search === '?turn={last}'")
        await page.keyboard.press("ArrowLeft")
        await page.wait_for_function(f"() => document.getElementById('frame-heading').textContent"
                                     f" === 'After turn {last - 1} of {last}'")
        # The slider dragged straight to a turn.
        await slider.fill("2")
        await page.wait_for_function("() => document.getElementById('frame-heading').textContent"
                                     f" === 'After turn 2 of {last}'")
        assert errors == [], errors
        await context.close()


async def test_keyboard_only_use_reaches_everything(tmp_path: Path, browser):
    async with web_game(tmp_path) as g:
        await play_turns(g.h, g.db_id, random.Random(3), max_turns=2)
        context, page, errors = await open_page(browser, g.url(lang="de"), 400)
        await board_loaded(page)
        reached: list[str] = []
        for _ in range(40):
            await page.keyboard.press("Tab")
            reached.append(await page.evaluate(
                "() => { const e = document.activeElement; return (e.className || e.tagName) + ':' + "
                "(e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 40); }"))
        text = "\n".join(reached)
        assert reached[0].startswith("skip:")  # the first Tab: "skip to the content"
        for wanted in ("Deutsch", "Italiano", "Vergrößern", "Verkleinern", "Einpassen", "viewport:",
                       "Die Partie Zug für Zug wiederholen"):
            assert wanted in text, (wanted, text)
        # Enter on the skip link moves to the content; Enter on the replay link opens the replay.
        await page.goto(g.url(lang="de"))
        await page.keyboard.press("Tab")
        await page.keyboard.press("Enter")
        assert await page.evaluate("document.activeElement.id") == "main"
        await page.focus("text=Die Partie Zug für Zug wiederholen")
        await page.keyboard.press("Enter")
        await page.wait_for_url("**/replay")
        await page.keyboard.press("Tab")
        assert await page.evaluate("document.activeElement.className") == "skip"
        assert errors == [], errors
        await context.close()


async def test_axe_finds_no_serious_or_critical_violation(tmp_path: Path, browser, axe_script):
    async with web_game(tmp_path, players=3) as g:
        await play_turns(g.h, g.db_id, random.Random(4), max_turns=3)
        pages = [g.url(lang=lang) for lang in LANGS] + [g.url("/replay?turn=1", lang="en"),
                                                       f"{g.server.url}/g/nothing", g.url("/replay?turn=0",
                                                                                          lang="it")]
        for width in WIDTHS:
            context = await browser.new_context(viewport={"width": width, "height": 860}, bypass_csp=True)
            page = await context.new_page()
            for url in pages:
                await page.goto(url)
                await page.evaluate(axe_script)
                result = await page.evaluate("axe.run(document, {resultTypes: ['violations']})")
                bad = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
                       for v in result["violations"] if v["impact"] in ("serious", "critical")]
                assert bad == [], (url, width, bad)
            await context.close()


async def serious_violations(page, axe_script: str) -> list[tuple[str, str, list[object]]]:  # type: ignore[no-untyped-def]
    await page.evaluate(axe_script + "\n;0")
    result = await page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
            for v in result["violations"] if v["impact"] in ("serious", "critical")]


async def test_a_finished_games_page_shows_the_end_and_the_scores(tmp_path: Path, browser, axe_script):
    shots = screenshots_folder(tmp_path)
    async with web_game(tmp_path, game="tiwanaku", seed=1, players=2) as g:
        await play_turns(g.h, g.db_id, random.Random(1))
        record = await g.h.bot.store.get_game(g.db_id)
        assert record.status == "finished"
        loaded = await g.h.bot.service.load(record)
        scores = [str(score) for score in loaded.game.scores(loaded.state)]
        for width in WIDTHS:
            context = await browser.new_context(viewport={"width": width, "height": 860}, bypass_csp=True,
                                                device_scale_factor=1, has_touch=width < 600)
            page = await context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error, into=errors: into.append(str(error)))
            await page.goto(g.url(lang="en"))
            await board_loaded(page)
            assert (await page.locator("#status-line").inner_text()).startswith("The game is over after turn")
            assert await page.locator(".countdown").count() == 0
            assert [text.strip() for text in await page.locator("table.seats tbody td:nth-child(2)")
                    .all_inner_texts()] == scores
            assert await page.evaluate("document.documentElement.scrollWidth") <= width
            assert await serious_violations(page, axe_script) == [], width
            await page.screenshot(path=str(shots / f"game-finished-{width}.png"), full_page=True)
            # Its replay reaches the last turn.
            await page.goto(g.url("/replay", lang="en"))
            await board_loaded(page)
            assert await serious_violations(page, axe_script) == [], width
            assert errors == [], errors
            await context.close()


async def test_a_timed_games_page_counts_down_and_shows_each_seats_time_bank(tmp_path: Path, browser,
                                                                             axe_script):
    shots = screenshots_folder(tmp_path)
    async with web_game(tmp_path, game="tiwanaku", seed=2, players=2, clock=next(iter(BANKS))) as g:
        await play_turns(g.h, g.db_id, random.Random(2), max_turns=2)
        clock = await g.h.bot.store.get_clock(g.db_id)
        assert clock is not None and clock.banks is not None
        for width in WIDTHS:
            context = await browser.new_context(viewport={"width": width, "height": 860}, bypass_csp=True,
                                                device_scale_factor=1, has_touch=width < 600)
            page = await context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error, into=errors: into.append(str(error)))
            await page.goto(g.url(lang="en"))
            await board_loaded(page)
            # The deadline, and the countdown to it running on the server's time: a second later it says
            # a second less.
            assert (await page.locator(".deadline").inner_text()).startswith("Deadline:")
            countdown = page.locator(".countdown")
            first = await countdown.inner_text()
            assert re.fullmatch(r"\(?\d+:\d\d:\d\d left\)?", first.strip()), first
            await page.wait_for_function(
                "(first) => document.querySelector('.countdown').textContent !== first", arg=first,
                timeout=3000)
            assert seconds_of(await countdown.inner_text()) < seconds_of(first)
            # Each seat's bank, in its column.
            assert "Time bank" in await page.locator("table.seats thead").inner_text()
            banks = await page.locator("table.seats tbody td:nth-child(3)").all_inner_texts()
            assert len(banks) == 2 and all(re.search(r"\d+ (h|min)", bank) for bank in banks), banks
            assert await page.evaluate("document.documentElement.scrollWidth") <= width
            assert await serious_violations(page, axe_script) == [], width
            await page.screenshot(path=str(shots / f"game-clock-{width}.png"), full_page=True)
            assert errors == [], errors
            await context.close()


def seconds_of(countdown: str) -> int:
    hours, minutes, seconds = re.search(r"(\d+):(\d\d):(\d\d)", countdown).groups()
    return int(hours) * 3600 + int(minutes) * 60 + int(seconds)
