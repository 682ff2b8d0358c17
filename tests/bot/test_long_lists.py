"""Long answers fit by whole lines (``bot.messages.fit_lines``): a player with 75 games waiting for them, in
English, Spanish, German and Italian. The catch-up of every game (``/game catchup`` in a DM) and the daily
digest (through the periodic loop) show whole games in messages within Discord's 2,000 characters, the
last ending with its whole "… and N more" line, N the games left out; ``/game list`` the same in one
message; ``/game mine`` shows every game, those waiting first, a page at a time with buttons that work
after a restart and only for the one who asked."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime

import pytest
from harness import CHANNEL_ID, GUILD_ID, FakeClock, Harness, Sent, start_game
from menagerie import GAME

from bot.cogs.digest import DIGEST_MESSAGES
from bot.cogs.info import CATCHUP_MESSAGES
from bot.messages import MAX_CONTENT, fit_lines, paged_lines
from core import overview
from core.overview import LOG_PAGE
from i18n import t

GAMES = 75
LANGUAGES = ("en", "es", "de", "it")
START = datetime(2026, 11, 23, 8, 0, tzinfo=UTC)


async def waiting_games(h: Harness, count: int) -> list[int]:
    """``count`` games in the server, each waiting for "me" after the others' turns (so each has a recap of
    what they did: tables of two, three and four, so the games' blocks differ in length), with a board to
    link to; and one game of mine waiting for someone else. Made through the game service (no Discord), as
    the commands would leave them."""
    me = h.user("me")
    store, service = h.bot.store, h.bot.service
    made = []
    for index in range(count + 1):
        others = [h.user(f"opponent{index}-{seat}") for seat in range(1 + index % 3)]
        seated = [me, *others] if index < count else [*others, me]
        record = await store.create_lobby(guild_id=GUILD_ID, channel_id=CHANNEL_ID + 100 + index,
                                          game="menagerie", options={}, creator_id=seated[0].id)
        for user in seated[1:]:
            await store.add_seat(record.id, user.id)
        loaded = await service.start(await store.get_game(record.id), index)
        for user in seated:
            while loaded.to_play_user() == user.id:
                loaded = (await service.play(loaded, user.id, GAME.legal_actions(loaded.state)[0])).after
        await store.set_board_message(record.id, 1_100_000_000_000_000_000 + index)
        made.append(record.id)
    return made


def more_count(lang: str, text: str, key: str, tail: str = "") -> int:
    """The N of the "more" line ``text`` ends with (before ``tail``, the answer's closing line, when
    there was room for it), checked to be that line whole."""
    if tail and text.endswith(tail):
        text = text[: -len(tail)].rstrip("\n")
    for count in range(1, GAMES + 1):
        if text.endswith("\n" + t(lang, key, count=count)):
            return count
    raise AssertionError(f"does not end with a whole {key} line: …{text[-120:]!r}")


def blocks_in(parts: list[str]) -> int:
    return sum(part.count("⏳ ") for part in parts)


@pytest.fixture
async def player(tmp_path, test_games):
    h = await Harness.create(tmp_path, games=test_games, clock=FakeClock(START))
    try:
        await waiting_games(h, GAMES)
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:3]


async def test_the_catch_up_and_the_digest_fit_whole_games_and_say_how_many_more(player: Harness):
    h = player
    me = h.users["me"]
    await h.slash(me, "game settings", digest="10", timezone="UTC")
    for day, lang in enumerate(LANGUAGES):
        await h.slash(me, "game settings", language=lang)
        # /game catchup in a DM: every game waiting, as many messages as allowed, the rest counted.
        reply = await h.slash(me, "game catchup", channel_id=h.dm_channel(me))
        parts = [sent.content for sent in reply.ephemeral]
        assert 1 < len(parts) <= CATCHUP_MESSAGES, lang
        assert all(len(part) <= MAX_CONTENT for part in parts), [len(part) for part in parts]
        left = more_count(lang, parts[-1], "recap-catchup-more-games",
                          t(lang, "recap-catchup-others", count=1))
        assert blocks_in(parts) + left == GAMES, (lang, blocks_in(parts), left)
        for part in parts:  # every game whole: its head, then its recap to the end
            for block in part.split("⏳ ")[1:]:
                assert block.startswith("**Menagerie**") and "…\n" not in block and not block.endswith("…")
        # The daily digest at 10:00 (through the periodic loop): the same games, the same rule.
        h.clock.set(datetime(2026, 11, 23 + day, 10, 0, tzinfo=UTC))
        digest = [sent.content for sent in await h.tick() if sent.where == "dm" and sent.user_id == me.id]
        assert 1 < len(digest) <= DIGEST_MESSAGES, lang
        assert all(len(part) <= MAX_CONTENT for part in digest), [len(part) for part in digest]
        left = more_count(lang, digest[-1], "recap-catchup-more-games", t(lang, "bot-digest-tail"))
        assert blocks_in(digest) + left == GAMES, (lang, blocks_in(digest), left)


async def test_game_list_fits_whole_lines_and_ends_with_its_more_line(player: Harness):
    h = player
    me = h.users["me"]
    for lang in LANGUAGES:
        await h.slash(me, "game settings", language=lang)
        (answer,) = (await h.slash(me, "game list")).ephemeral
        text = answer.content
        assert len(text) <= MAX_CONTENT
        left = more_count(lang, text, "bot-list-more")
        assert text.count("**Menagerie**") + left == GAMES + 1  # and the game that waits for another


def game_lines(page: Sent) -> list[str]:
    return [line for line in page.content.split("\n") if "**Menagerie**" in line]


async def test_game_mine_shows_every_game_waiting_first_a_page_at_a_time(player: Harness, tmp_path):
    h = player
    me = h.users["me"]
    for lang in LANGUAGES:
        await h.slash(me, "game settings", language=lang)
        first = (await h.slash(me, "game mine")).ephemeral[-1]
        pages = [first]
        seen = game_lines(first)
        while True:
            page = pages[-1]
            labels = {button["label"]: button["custom_id"] for button in page.buttons()}
            if t(lang, "bot-mine-next") not in labels:
                break
            await h.press(me, labels[t(lang, "bot-mine-next")], message_id=page.message_id)
            pages.append(h.messages[page.message_id])
            seen += game_lines(pages[-1])
        assert len(pages) > 2
        assert all(len(page.content) <= MAX_CONTENT for page in pages)
        channels = [re.search(r"<#(\d+)>", line).group(1) for line in seen]
        assert len(channels) == len(set(channels)) == GAMES + 1  # every game once
        waiting = [line.startswith("⏳") for line in seen]
        assert waiting == [True] * GAMES + [False]  # those waiting for me first
        assert t(lang, "bot-mine-page", page=len(pages), pages=len(pages)) in pages[-1].content
        back = {button["label"]: button["custom_id"] for button in pages[-1].buttons()}
        assert t(lang, "bot-mine-next") not in back
        await h.press(me, back[t(lang, "bot-mine-previous")], message_id=pages[-1].message_id)
        assert t(lang, "bot-mine-page", page=len(pages) - 1, pages=len(pages)) in \
            h.messages[pages[-1].message_id].content
    # Another member cannot turn my pages (a forged press); the buttons work after a restart (nothing of
    # the list is kept in memory), and a page gone since (games ended) shows the last one.
    stranger = h.user("stranger")
    reply = await h.press(stranger, f"mg:{me.id}:1")
    assert "someone else" in reply.text()
    h = await h.restart()
    shown = h.messages[first.message_id]
    previous = next(b["custom_id"] for b in shown.buttons() if b["label"] == t("it", "bot-mine-previous"))
    await h.press(me, previous, message_id=first.message_id)
    assert t("it", "bot-mine-page", page=len(pages) - 2, pages=len(pages)) in \
        h.messages[first.message_id].content
    reply = await h.press(me, f"mg:{me.id}:999")  # a forged page past the end: the last page
    assert t("it", "bot-mine-page", page=len(pages), pages=len(pages)) in reply.text()

def test_fit_lines_keeps_whole_items_and_a_whole_more_line_at_every_length():
    """The helper itself, at every item length around the limit: never over it, never an item cut,
    the more line always whole and its count right."""
    for size in range(40, 260, 7):
        items = [f"{index:03d}:" + "x" * size for index in range(60)]
        for messages in (1, 2, 3):
            parts = fit_lines("HEAD", items, lambda n: f"… and {n} more", messages=messages, limit=700,
                              sep="\n\n", tail="tail")
            assert len(parts) <= messages and all(len(part) <= 700 for part in parts)
            shown = [chunk for part in parts for chunk in part.split("\n\n") if chunk[:3].isdigit()]
            assert all(chunk in items for chunk in shown)
            left = int(re.search(r"… and (\d+) more", parts[-1]).group(1))
            assert len(shown) + left == len(items)
            assert shown == items[:len(shown)]
        pages = paged_lines(lambda page, total: f"HEAD {page}/{total}", items, limit=700)
        assert [line for page in pages for line in page.split("\n")[1:]] == items
        assert all(len(page) <= 700 for page in pages) and pages[-1].startswith(f"HEAD {len(pages)}/")



async def test_game_log_pages_hold_whole_lines_and_reach_every_decision(tmp_path, monkeypatch):
    """``/game log`` in every language: each page within one message of whole log lines (a wordy
    language shows fewer per page rather than a line cut short), its head naming the decisions it shows,
    and Older then Newer reach every decision of a long Wayfinders game in order, none skipped."""
    # Twenty of today's lines fit a message (a German Wayfinders page is about 1,450 characters); a window
    # of forty does not, so the pages here must be trimmed to whole lines, as a wordier line would need.
    monkeypatch.setattr(overview, "LOG_PAGE", 2 * LOG_PAGE)
    h = await Harness.create(tmp_path, clock=FakeClock(START))  # the packaged games
    try:
        await log_pages_in_every_language(h)
    finally:
        await h.close()
    assert h.violations == [], h.violations[:3]


async def log_pages_in_every_language(h: Harness) -> None:
    me, other, third = h.user("me"), h.user("other"), h.user("third")
    db_id = await start_game(h, "wayfinders", [me, other, third], seed=3)
    service, store = h.bot.service, h.bot.store
    loaded = await service.load(await store.get_game(db_id))
    rng = random.Random(7)
    while loaded.record.status == "active" and await store.count_actions(db_id) < 120:
        action = rng.choice(loaded.game.legal_actions(loaded.state))
        loaded = (await service.play(loaded, loaded.to_play_user(), action)).after
    total = await store.count_actions(db_id)
    pages: list[str] = []
    for lang in LANGUAGES:
        await h.slash(me, "game settings", language=lang)
        page = (await h.slash(me, "game log")).ephemeral[0]
        # Older to the first decision, then Newer back to the last: every decision once, in order.
        older, page = await page_through(h, me, page, t(lang, "bot-log-older"))
        newer, page = await page_through(h, me, page, t(lang, "bot-log-newer"))
        every = list(range(1, total + 1))
        assert [seq for content in reversed(older) for seq in log_page_seqs(lang, content)] == every, lang
        assert [seq for content in newer for seq in log_page_seqs(lang, content)] == every, lang
        pages += older + newer
    short_pages = sum(len(log_page_seqs("", content)) < overview.LOG_PAGE for content in pages)
    max_len = max(map(len, pages))
    # The wordy pages were met: some page held fewer lines than a page may, to stay whole.
    assert short_pages > 0 and max_len > MAX_CONTENT - 200, (short_pages, max_len)


async def page_through(h: Harness, me, page: Sent, label: str) -> tuple[list[str], Sent]:
    """Press the page's ``label`` button until it has none: every page's text in the order shown, and the
    last page."""
    shown = []
    while True:
        shown.append(page.content)
        button = {b["label"]: b["custom_id"] for b in page.buttons()}.get(label)
        if button is None:
            return shown, page
        await h.press(me, button, message_id=page.message_id)
        page = h.messages[page.message_id]


def log_page_seqs(lang: str, content: str) -> list[int]:
    """The decisions a ``/game log`` page shows, checked: within Discord's limit, every line after the head
    a whole log line, as many as the head says."""
    assert len(content) <= MAX_CONTENT
    head, *lines = content.split("\n")
    match = re.search(r"(\d+)–(\d+)", head)
    assert match is not None, head
    first, last = int(match[1]), int(match[2])
    assert len(lines) == last - first + 1, (lang, head, len(lines))
    for line in lines:
        assert not line.endswith("…"), (lang, line)
    return list(range(first, last + 1))
