"""Quiet games against the computer (issue 27, point 5), through the harness.

A human's move that leaves a computer to play is posted at once as a card that says which computer is
thinking (no image yet); the computers' moves that follow are folded into that card by one edit when a
human is to play again or the game is over: their lines, the board's one image, whose turn it is. A
player who acted in the game in the last five minutes gets no turn DM. The outbox's promises hold: a
computer's move whose posting waits for the next computer is delivered even if that move never comes
(a crash before or after the claim, after the commit, after the edit; a broken pool), exactly once.
Budgets are tiny (a few search iterations) so the tests stay fast, as in test_computer_play.py."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from harness import Harness, check_every_turn_told_once, play_turns, told_turns

import core.service
from bot.cards import Part
from bot.computer_play import seat_name
from core.computers import is_computer
from core.lines import decode_line
from i18n import t, text
from rules import GAMES

TINY_MS = 5
LOCALES = {"en": "en-US", "es": "es-ES", "de": "de", "it": "it"}


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.create(tmp_path, games=GAMES)
    harness.bot.computers.budget_ms = TINY_MS
    try:
        yield harness
    finally:
        await harness.close()
    assert harness.violations == [], harness.violations[:5]


async def against_computers(h: Harness, game_id: str, human, levels=("hard", "hard"), seed: int = 3) -> int:
    """A lobby of ``human`` and computers of ``levels``, started; the computers before the human played."""
    reply = await h.slash(human, "game new", game=game_id)
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    db_id = int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])
    for level in levels:
        reply = await h.press(human, f"lc:{db_id}")
        menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
        await h.select(human, f"lk:{db_id}", [level], message_id=menu.message_id)
    h.bot.new_seed = lambda: seed
    await h.press(human, f"lb:{db_id}:start")
    return db_id


def cards_posted(sent) -> list:
    return [s for s in sent if s.where == "channel" and s.kind == "create" and s.is_card]


async def loaded_of(h: Harness, db_id: int):
    return await h.bot.service.load(await h.bot.store.get_game(db_id))


def happened(h: Harness, message_id: int) -> list[str]:
    return h.messages[message_id].part(Part.HAPPENED).splitlines()


# --- a whole game ------------------------------------------------------------------------------------
def thinking_tail(lang: str) -> str:
    """The end of the "thinking" line in ``lang`` ("is thinking…")."""
    return t(lang, "computer-thinking", name="X", label="Y").split("(Y)")[1].strip()


def answers(calls) -> list:
    return [c for c in calls if c[1].startswith(("/interactions/", "/webhooks/"))]


@pytest.mark.parametrize(("game_id", "lang"), [("wayfinders", "en"), ("iwari", "es"), ("tiwanaku", "de"),
                                                ("wayfinders", "it")])
async def test_a_whole_game_against_two_hard_computers_is_one_card_per_human_turn(h: Harness, game_id, lang):
    speaking(h, lang)
    await whole_game_one_card_per_human_turn(h, game_id, lang, await against_computers(
        h, game_id, h.user("alice")))


async def test_a_computer_playing_twice_in_the_fold_that_ends_the_game_gets_two_lines_in_order(h: Harness,
                                                                                             monkeypatch):
    """Tiwanaku's last forecasts go round from the seat after the one that completed the terrain: Blue
    completes it, Yellow forecasts, Blue's forecast ends the game, all in the fold of one card. Blue's
    two turns are two lines, in the order played, and the card ends with the move that ended the game
    (not Blue's turns on one line above Yellow's, the result told before a forecast made earlier). The
    medium computers (no time budget) on a set search secret make this game the same every run."""
    monkeypatch.setattr(core.service, "secrets", SimpleNamespace(randbits=lambda bits: 2))  # the secret
    speaking(h, "en")
    db_id = await against_computers(h, "tiwanaku", h.user("alice"), levels=("medium", "medium"), seed=3)
    await whole_game_one_card_per_human_turn(h, "tiwanaku", "en", db_id)
    posts = [s for s in h.sent if s.where == "channel" and s.kind == "create"
             and str(s.payload.get("nonce") or "").startswith(f"b{db_id}v")]
    final = h.messages[posts[-1].message_id]
    assert t("en", "bot-game-over", outcome="").split(".")[0] in final.text()
    seats = [line.split(":")[0] for line in final.part(Part.HAPPENED).splitlines()]
    blue, yellow = "• **Computer (medium)** (Blue player)", "• **Computer 2 (medium)** (Yellow player)"
    assert seats == [f"• **<@{h.user('alice').id}>** (Red player)", blue, yellow, blue], seats
    last = (await h.bot.store.actions(db_id))[-1]
    assert final.part(Part.HAPPENED).endswith(text("en", decode_line(last.description)))


def speaking(h: Harness, lang: str) -> None:
    """The server and Alice in ``lang``."""
    h.guild_locale = LOCALES[lang]
    h.set_locale(h.user("alice"), LOCALES[lang])


async def whole_game_one_card_per_human_turn(h: Harness, game_id: str, lang: str, db_id: int) -> None:
    """Alice plays the game ``db_id`` against the computers to its end, in ``lang``: every turn of hers one
    card, the computers' turns folded into it, every turn told once in order on the cards."""
    alice = h.user("alice")
    rng = random.Random(5)
    turns = 0
    while (await h.bot.store.get_game(db_id)).status == "active":
        assert (await loaded_of(h, db_id)).to_play_user() == alice.id  # the computers never keep her waiting
        h.clock.advance(seconds=40)  # she takes her time, then plays; the computers answer at once
        start, calls = len(h.sent), len(h.http_log)
        await play_turns(h, db_id, rng, max_turns=1)
        sent = h.sent[start:]
        turns += 1
        loaded = await loaded_of(h, db_id)
        # One card per turn of hers: posted at once saying which computer thinks (no image yet), then
        # edited once, when the computers had played: her line and theirs, one image, her turn again.
        posted = cards_posted(sent)
        assert len(posted) == 1, [s.says()[:80] for s in posted]
        first = posted[0]
        card = h.messages[first.message_id]
        edits = [s for s in sent if s.kind == "edit" and s.message_id == first.message_id]
        waiting = first.part(Part.WAITING)
        # A computer was to play (her move may also have ended the game, or left her to play again).
        if waiting and not waiting.startswith(f"<@{alice.id}>"):
            assert waiting.endswith(thinking_tail(lang)), waiting
            assert any(seat_name(lang, u) in waiting for u in loaded.users if is_computer(u))
            assert not first.files and len(edits) == 1
            assert happened(h, first.message_id) != first.part(Part.HAPPENED).splitlines()
        # One image, the board; the final card has the score chart beside it (issue 31).
        finished = loaded.record.status == "finished"
        shown = [name for name, _ in card.files]
        assert shown == (["board.png", "scores.png"] if finished else ["board.png"])
        assert len(card.media()) == len(card.files)
        if loaded.record.status == "active":
            assert card.part(Part.WAITING).startswith(f"<@{alice.id}>")
            assert not (card.payload.get("allowed_mentions") or {}).get("users")  # named, not pinged
            # No DM at all: she acted seconds ago, her panel says it is her turn again.
            assert not [s for s in sent if s.where == "dm"], [s.text()[:80] for s in sent if s.where == "dm"]
        # Beside her panel's answers: the card, the previous card's buttons off, the fold. No other post,
        # and no DM but the result's at the end.
        rest = [c for c in h.http_log[calls:] if c not in answers(h.http_log[calls:])]
        result_dms = [s for s in sent if s.where == "dm"] if loaded.record.status == "finished" else []
        assert len(result_dms) <= 1
        assert len(rest) <= 3 + len(result_dms), [(m, p) for m, p, _ in rest]
    assert turns >= 3
    actions = await h.bot.store.actions(db_id)
    loaded = await loaded_of(h, db_id)
    assert turns == len({a.turn for a in actions if a.seat == loaded.seat_of(alice.id)})
    # Every decision is told once, in order, on the cards as they are now: the human's turn and each
    # computer's after it on one card.
    turns: dict[int, list[str]] = {}
    for entry in actions:
        turns.setdefault(entry.turn, []).append(text(lang, decode_line(entry.description)))
    begins = t(lang, "bot-game-begins", players=len(loaded.users))
    check_every_turn_told_once(told_turns(h, db_id, (begins,), begins), list(turns.values()))


# --- the outbox's promises, broken on purpose at each step -------------------------------------------
async def alice_moves(h: Harness, game_id: str = "wayfinders", seed: int = 3):
    """Alice against two hard computers, at her turn: she plays one turn (after a while at it). Returns the
    game's id, her card (as posted) and her seat; what was sent since her move starts at ``h.mark``."""
    alice = h.user("alice")
    db_id = await against_computers(h, game_id, alice, seed=seed)
    await play_turns(h, db_id, random.Random(1), max_turns=1)  # one turn folded as ever first
    h.clock.advance(seconds=30)
    h.mark = len(h.sent)
    await play_turns(h, db_id, random.Random(2), max_turns=1)
    posted = cards_posted(h.sent[h.mark:])
    assert len(posted) == 1
    return db_id, posted[0], alice


def first_computer_seat_fails(h: Harness, what: str):
    """Patch the bot's computer players so that the decision of the second computer to play after now
    fails (``what``: "decide" raises, as a broken pool; "claim" is taken by a process that then dies)."""
    computers = h.bot.computers
    seats: list[int] = []
    if what == "decide":
        real = computers.decide

        async def decide(loaded, seat, level):
            seats.append(seat)
            if seat != seats[0]:
                raise RuntimeError("the computer players' pool keeps breaking")
            return await real(loaded, seat, level)

        computers.decide = decide  # type: ignore[method-assign]
    else:
        real_claim = computers.claim

        async def claim(loaded):
            seat = loaded.game.to_play(loaded.state)
            seats.append(seat)
            if seat != seats[0] and seats.count(seat) == 1:  # once: the dead process claims once
                now = h.clock()
                from datetime import timedelta

                from store import stamp
                await h.bot.store.claim_decision(loaded.id, loaded.version, "a process that died",
                                                 stamp(now), stamp(now + timedelta(seconds=120)))
                return False
            return await real_claim(loaded)

        computers.claim = claim  # type: ignore[method-assign]


async def told_once(h: Harness, db_id: int, card) -> None:
    """Alice's card, as it is now: her turn again, one image, every line of the turns since hers once."""
    now = h.messages[card.message_id]
    loaded = await loaded_of(h, db_id)
    assert loaded.to_play_user() == h.user("alice").id
    assert now.part(Part.WAITING).startswith(f"<@{h.user('alice').id}>")
    assert len(now.files) == 1
    lines = happened(h, card.message_id)
    # The round from her turn on: her move first (as the card told it), the computers' turns below it.
    assert lines[0] == card.part(Part.HAPPENED).splitlines()[-1]
    assert len(lines) > 1 and all(line.startswith("• **Computer") for line in lines[1:]), lines
    assert not await h.bot.store.pending_announcements(game_id=db_id)
    assert len(cards_posted(h.sent[h.mark:])) == 1


async def test_a_crash_before_the_computer_claims_leaves_the_card_thinking_until_the_restart(h: Harness):
    alice = h.user("alice")
    db_id = await against_computers(h, "wayfinders", alice)
    h.clock.advance(seconds=30)
    h.bot.computers.schedule = lambda game_id: None  # the process dies before the computer's claim
    h.mark = len(h.sent)
    await play_turns(h, db_id, random.Random(2), max_turns=1)
    card = cards_posted(h.sent[h.mark:])[0]
    assert card.part(Part.WAITING).endswith(thinking_tail("en")) and not card.files
    assert is_computer((await loaded_of(h, db_id)).to_play_user())
    h.clock.advance(minutes=10)  # back after ten minutes: she has left the table
    await h.restart()  # the computers resume at the start
    h.bot.computers.budget_ms = TINY_MS
    await h.tick()
    await told_once(h, db_id, card)
    # She was away when the computers answered: her turn DM goes, with the link to the card.
    dms = [s for s in h.sent[h.mark:] if s.where == "dm" and s.user_id == alice.id]
    assert len(dms) == 1 and str(card.message_id) in dms[0].text()


async def test_a_claim_held_by_a_dead_process_folds_the_first_computer_after_a_minute(h: Harness):
    db_id, card, alice = await alice_moves(h)
    # Again, but the second computer's claim is taken by a process that dies at once.
    h.clock.advance(seconds=30)
    first_computer_seat_fails(h, "claim")
    h.mark = len(h.sent)
    await play_turns(h, db_id, random.Random(3), max_turns=1)
    card = cards_posted(h.sent[h.mark:])[0]
    waiting = await h.bot.store.pending_announcements(game_id=db_id)
    assert len(waiting) == 1  # the first computer's move waits for the second's, in the outbox
    assert h.messages[card.message_id].part(Part.WAITING).endswith(thinking_tail("en"))
    h.clock.advance(seconds=61)
    await h.tick()  # not folded while fresh; at a minute the periodic work folds it: image, who thinks
    now = h.messages[card.message_id]
    assert not await h.bot.store.pending_announcements(game_id=db_id)
    assert len(now.files) == 1 and now.part(Part.WAITING).endswith(thinking_tail("en"))
    assert happened(h, card.message_id) != card.part(Part.HAPPENED).splitlines()  # the computers' moves told
    h.clock.advance(seconds=60)  # the dead process's claim has run out
    await h.tick()
    await told_once(h, db_id, card)
    assert not [s for s in h.sent[h.mark:] if s.where == "dm"]  # 2.5 minutes: still at the table


async def test_a_crash_after_the_computers_commit_is_folded_at_the_start(h: Harness):
    db_id, card, alice = await alice_moves(h)
    h.clock.advance(seconds=30)
    real = h.bot.announcer.announce

    async def dies(result):
        if is_computer(result.after.users[result.seat]):
            raise RuntimeError("the process was killed after the computer's commit")
        await real(result)

    h.bot.announcer.announce = dies  # type: ignore[method-assign]
    h.mark = len(h.sent)
    await play_turns(h, db_id, random.Random(3), max_turns=1)
    card = cards_posted(h.sent[h.mark:])[0]
    assert len(await h.bot.store.pending_announcements(game_id=db_id)) == 1
    await h.restart()  # the start folds it (image, the next computer thinking), then the computer plays
    h.bot.computers.budget_ms = TINY_MS
    await h.tick()
    await told_once(h, db_id, card)


async def test_a_crash_after_the_fold_before_its_marks_tells_nothing_twice(h: Harness):
    db_id, card, alice = await alice_moves(h)
    h.clock.advance(seconds=30)
    real = h.bot.announcer.mark_delivered

    async def lost(game_id, version):
        return None  # the process dies after each post, before its mark

    h.bot.announcer.mark_delivered = lost  # type: ignore[method-assign]
    h.mark = len(h.sent)
    await play_turns(h, db_id, random.Random(3), max_turns=1)
    card = cards_posted(h.sent[h.mark:])[0]
    assert len(await h.bot.store.pending_announcements(game_id=db_id)) >= 2
    edited = h.messages[card.message_id]
    h.bot.announcer.mark_delivered = real  # type: ignore[method-assign]
    before = len(h.sent)
    await h.restart()
    assert h.sent[before:] == []  # the card already tells them: marked, not told again
    assert h.messages[card.message_id] is edited
    await told_once(h, db_id, card)


async def test_a_broken_pool_folds_what_was_played_and_the_turn_dm_goes_once_she_has_left(h: Harness):
    db_id, card, alice = await alice_moves(h)
    h.clock.advance(seconds=30)
    real = h.bot.computers.decide
    first_computer_seat_fails(h, "decide")
    h.mark = len(h.sent)
    await play_turns(h, db_id, random.Random(3), max_turns=1)
    card = cards_posted(h.sent[h.mark:])[0]
    assert len(await h.bot.store.pending_announcements(game_id=db_id)) == 1
    h.clock.advance(seconds=61)
    await h.tick()  # the pool still fails; what the first computer played is folded in meanwhile
    assert not await h.bot.store.pending_announcements(game_id=db_id)
    assert len(h.messages[card.message_id].files) == 1
    h.bot.computers.decide = real  # type: ignore[method-assign]
    h.clock.advance(minutes=10)
    await h.tick()
    await told_once(h, db_id, card)
    dms = [s for s in h.sent[h.mark:] if s.where == "dm" and s.user_id == alice.id]
    assert len(dms) == 1  # she left the table meanwhile: her turn DM


# --- two humans and a computer -----------------------------------------------------------------------
async def two_humans_and_a_computer(h: Harness):
    alice, bob = h.user("alice"), h.user("bob")
    reply = await h.slash(alice, "game new", game="wayfinders")
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    db_id = int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])
    reply = await h.press(alice, f"lc:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
    await h.select(alice, f"lk:{db_id}", ["hard"], message_id=menu.message_id)
    await h.press(bob, f"lb:{db_id}:join")  # seats: alice, the computer, bob
    h.bot.new_seed = lambda: 3
    await h.press(alice, f"lb:{db_id}:start")
    return db_id, alice, bob


async def turn_before_the_computer(h: Harness, db_id: int, rng: random.Random):
    """Play turns (some minutes apart) until one leaves the computer to play; the card of that turn."""
    for _ in range(12):
        h.clock.advance(minutes=10)
        h.mark = len(h.sent)
        await play_turns(h, db_id, rng, max_turns=1)
        posted = cards_posted(h.sent[h.mark:])
        if posted and posted[0].part(Part.WAITING).endswith(thinking_tail("en")):
            return posted[0]
    raise AssertionError("the computer never played after a human")


async def test_the_other_human_gets_the_turn_dm_linking_the_folded_card(h: Harness):
    db_id, alice, bob = await two_humans_and_a_computer(h)
    card = await turn_before_the_computer(h, db_id, random.Random(4))
    loaded = await loaded_of(h, db_id)
    waiting = h.user_by_id(loaded.to_play_user())
    now = h.messages[card.message_id]
    assert now.part(Part.WAITING).startswith(f"<@{waiting.id}>") and len(now.files) == 1
    assert len(cards_posted(h.sent[h.mark:])) == 1
    dms = [s for s in h.sent[h.mark:] if s.where == "dm" and s.user_id == waiting.id]
    assert len(dms) == 1 and str(card.message_id) in dms[0].text()  # away 10 minutes: reminded


async def test_a_fold_that_must_ping_is_a_new_card_and_tells_each_line_once(h: Harness):
    db_id, alice, bob = await two_humans_and_a_computer(h)
    for user in (alice, bob):
        await h.slash(user, "game settings", reminders="no")  # the card pings them instead: an edit cannot
    card = await turn_before_the_computer(h, db_id, random.Random(4))
    posted = cards_posted(h.sent[h.mark:])
    assert len(posted) == 2 and posted[0].message_id == card.message_id
    loaded = await loaded_of(h, db_id)
    new = h.messages[posted[1].message_id]
    assert [int(u) for u in new.payload["allowed_mentions"]["users"]] == [loaded.to_play_user()]
    # The thinking card keeps the human's lines (retired); the new one tells the round from her move on.
    old_lines, new_lines = happened(h, card.message_id), happened(h, posted[1].message_id)
    assert old_lines == card.part(Part.HAPPENED).splitlines()
    assert new_lines[0] == old_lines[-1] and len(new_lines) > 1 and "Computer" in new_lines[-1], new_lines
    assert not h.messages[card.message_id].custom_ids()
