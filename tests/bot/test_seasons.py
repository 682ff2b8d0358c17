"""Issue 30, point 4: seasons through the harness on the injected clock, on both databases. A two-month
season of Menagerie with promotion and relegation (results recorded by the path a finished game takes:
``GameService.play`` to the last move, ``on_finished``, ``Ratings.record``), the card edited after
results, the archive, a restart at the month's end closing it once, two bots on one database closing it
once, and the words in four languages."""

from __future__ import annotations

import asyncio
import itertools
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from harness import GUILD_ID, FakeUser, Harness, Sent
from menagerie import Draw, Pass, Play

from core.seasons import counted, following, parse_month, standings
from i18n import t
from store import SeasonConfig, SeasonGame, SeasonMember

pytestmark = pytest.mark.usefixtures("test_games")

MANAGE_GUILD = 32
_channels = itertools.count(800_000_000_000_000_000)


def manager(h: Harness) -> FakeUser:
    mod = h.user("mod")
    mod.permissions |= MANAGE_GUILD
    return mod


async def beat(h: Harness, winner: FakeUser, loser: FakeUser) -> int:
    """A rated game of Menagerie in a channel of its own, played to the end through the service (as
    the players' presses do): the winner plays their best card each turn, the loser passes."""
    store = h.bot.store
    record = await store.create_lobby(guild_id=GUILD_ID, channel_id=next(_channels), game="menagerie",
                                      options={}, creator_id=winner.id)
    await store.add_seat(record.id, loser.id)
    fresh = await store.get_game(record.id)
    assert fresh is not None
    loaded = await h.bot.service.start(fresh, 7)
    while loaded.record.status == "active":
        state = loaded.state
        seat = loaded.game.to_play(state)
        assert seat is not None
        legal = loaded.game.legal_actions(state)
        if any(isinstance(action, Draw) for action in legal):
            action = legal[0]
        elif loaded.users[seat] == winner.id:
            action = max((a for a in legal if isinstance(a, Play)), key=lambda a: int(a.card[-1]))
        else:
            action = Pass()
        loaded = (await h.bot.service.play(loaded, loaded.users[seat], action)).after
    result = await store.game_result(record.id)
    assert result is not None and result.rated
    return record.id


def season_cards(h: Harness) -> list[Sent]:
    """The season cards posted in the channel, oldest first."""
    return [sent for sent in h.channel_messages if sent.kind == "create"
            and any(custom_id.startswith("sj:") for custom_id in sent.custom_ids())]


def division_of(card: str, division_word: str, number: int) -> str:
    """A division's block of a card's text."""
    blocks = card.split("**")
    index = blocks.index(f"{division_word} {number}")
    return blocks[index + 1]


async def test_a_two_month_season_promotes_relegates_archives_and_closes_once_across_a_restart(
        database: str, tmp_path: Path):
    h = await Harness.create(tmp_path, games=["menagerie"], database=database)
    try:
        mod = manager(h)
        a, b, c, d, e = (h.user(name) for name in "abcde")
        h.set_locale(a, "es-ES")
        h.set_locale(c, "it")
        # A member cannot set it up; a manager can (in this channel, 2 divisions, 2 up and 1 down).
        refused = await h.slash(a, "records season", game="menagerie", divisions=2)
        assert "manage this server" in refused.text() or "administrar" in refused.text()
        reply = await h.slash(mod, "records season", game="menagerie", divisions=2, promote=2, relegate=1)
        assert "The Menagerie season is on" in reply.text()
        [card] = season_cards(h)
        assert "Menagerie season: November 2026" in card.card_text()
        join = next(cid for cid in card.custom_ids() if cid.startswith("sj:"))
        for player in (a, b, c, d, e):
            await h.press(player, join, message_id=card.message_id)
        assert "ya juegas" in (await h.press(a, join, message_id=card.message_id)).text().lower()
        italian = h.ephemeral[c.id][-1].says()
        assert "Sei nella stagione di Menagerie, divisione 2" in italian, italian
        # Everyone starts in the lowest division; the card was edited, not posted again.
        assert len(season_cards(h)) == 1
        text = h.messages[card.message_id].card_text()
        assert division_of(text, "Division", 1).strip() == "Nobody yet."
        assert all(f"<@{p.id}>" in division_of(text, "Division", 2) for p in (a, b, c, d, e))

        # November: a beats b and c, b beats c and d; a cross-check: e plays nobody.
        for winner, loser in ((a, b), (a, c), (b, c), (b, d)):
            await beat(h, winner, loser)
        await h.tick()
        assert len(season_cards(h)) == 1
        text = h.messages[card.message_id].card_text()
        assert f"1. <@{b.id}> · 2 points · 3 games, 2 wins" in text  # equal points and wins: more games
        assert f"2. <@{a.id}> · 2 points · 2 games, 2 wins" in text
        mark = h.messages[card.message_id].card_text()
        await h.tick()  # nothing changed: no edit
        assert h.messages[card.message_id].card_text() == mark

        # b wants no DMs (the existing setting): no word of the move for them.
        await h.slash(b, "game settings", reminders="no")
        # The month ends (UTC): the first tick after it closes November.
        h.clock.set(datetime(2026, 11, 30, 23, 59, tzinfo=UTC))
        await h.tick()  # anything of November's games still to deliver goes first
        h.clock.set(datetime(2026, 12, 1, 0, 0, 30, tzinfo=UTC))
        dms_before = {p.id: len(h.dms[p.id]) for p in (a, b, c, d, e)}
        await h.tick()
        cards = season_cards(h)
        assert len(cards) == 2
        december = cards[-1].card_text()
        assert "Menagerie season: December 2026" in december
        assert "November 2026 is over" in december
        assert f"⬆️ <@{a.id}> goes up to division 1" in december
        assert f"⬆️ <@{b.id}> goes up to division 1" in december
        assert {f"<@{p.id}>" in division_of(december, "Division", 1) for p in (a, b)} == {True}
        assert len(h.dms[a.id]) == dms_before[a.id] + 1
        spanish = h.dms[a.id][-1].says()
        assert "Terminó la temporada de Menagerie de noviembre de 2026" in spanish, spanish
        assert "subes a la división 1" in spanish, spanish
        assert len(h.dms[b.id]) == dms_before[b.id]  # reminders off: no DM
        assert all(len(h.dms[p.id]) == dms_before[p.id] for p in (c, d, e))  # nobody else moved
        # A restart right at the boundary closes nothing again, posts no second card, sends no DM again.
        await h.restart()
        await h.tick()
        assert len(season_cards(h)) == 2
        assert len(h.dms[a.id]) == dms_before[a.id] + 1
        assert await h.bot.store.season_months(GUILD_ID, "menagerie") == ["2026-11"]

        # December, with the server's language German: b beats a (division 1), c beats d (division 2),
        # a beats c across divisions (counts for nobody).
        configured = await h.slash(mod, "game config", language="de")
        assert "Deutsch" in configured.text() or "German" in configured.text(), configured.text()
        await h.tick()  # the server's new language redraws the card, nothing else changed
        assert "Menagerie-Saison: Dezember 2026" in h.messages[cards[-1].message_id].card_text()
        h.clock.set(datetime(2026, 12, 10, tzinfo=UTC))
        for winner, loser in ((b, a), (c, d), (a, c)):
            await beat(h, winner, loser)
        await h.tick()
        german = h.messages[cards[-1].message_id].card_text()
        assert "Menagerie-Saison: Dezember 2026" in german
        assert f"1. <@{b.id}> · 1 Punkt · 1 Partie, 1 Sieg" in division_of(german, "Liga", 1)
        assert f"2. <@{a.id}> · 0 Punkte · 1 Partie, 0 Siege" in division_of(german, "Liga", 1)
        assert f"1. <@{c.id}> · 1 Punkt · 1 Partie, 1 Sieg" in division_of(german, "Liga", 2)

        h.clock.set(datetime(2027, 1, 1, 0, 1, tzinfo=UTC))
        await h.tick()
        january = season_cards(h)[-1].card_text()
        assert len(season_cards(h)) == 3 and "Januar 2027" in january, january
        assert f"⬇️ <@{a.id}> steigt in Liga 2 ab" in january
        assert f"⬆️ <@{c.id}> steigt in Liga 1 auf" in january
        assert f"⬆️ <@{d.id}> steigt in Liga 1 auf" in january  # second of division 2, one game played
        assert f"<@{e.id}> steigt" not in january  # no game: stays
        members = {m.user_id: m.division for m in await h.bot.store.season_members(GUILD_ID, "menagerie")}
        assert members == {a.id: 2, b.id: 1, c.id: 1, d.id: 1, e.id: 2}
        told = [sent.says() for sent in h.dms[c.id] if "stagione" in sent.says()]
        assert len(told) == 1 and "sali in divisione 1" in told[0], told

        # The archive: either month, final, with who went up and down; a month never played is refused.
        november = await h.slash(e, "records season", game="menagerie", month="2026-11")
        assert "Menagerie season: November 2026 (final)" in november.text()
        assert f"1. ⬆️ <@{b.id}>" in november.text() and f"2. ⬆️ <@{a.id}>" in november.text()
        december_archive = await h.slash(e, "records season", game="menagerie", month="12/2026")
        assert f"⬇️ <@{a.id}>" in december_archive.text()
        missing = await h.slash(e, "records season", game="menagerie", month="2026-09")
        assert "Closed months: 2026-12, 2026-11." in missing.text()
        bad = await h.slash(e, "records season", game="menagerie", month="soon")
        assert "is not a month" in bad.text()
        # Without a month: the month in play, privately, and the past months named.
        now = await h.slash(e, "records season", game="menagerie")
        assert "Januar 2027" not in now.text() and "January 2027" in now.text()
        assert "Past seasons" in now.text() and "2026-11" in now.text()
        # Turned off: no card, nothing to join.
        off = await h.slash(mod, "records season", game="menagerie", divisions=0)
        assert "season is off" in off.text()
        late = await h.press(h.user("f"), join, message_id=card.message_id)
        assert "no season of that game" in late.text()
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


async def test_two_bots_on_one_database_close_the_month_once(database: str, tmp_path: Path):
    first = await Harness.create(tmp_path, games=["menagerie"], database=database)
    second = await Harness.create(tmp_path, games=["menagerie"], database=database, clock=first.clock,
                                  discord_of=first)
    try:
        mod = manager(first)
        a, b = first.user("a"), first.user("b")
        await first.slash(mod, "records season", game="menagerie", divisions=2, promote=1, relegate=1)
        join = next(cid for cid in season_cards(first)[0].custom_ids() if cid.startswith("sj:"))
        await first.press(a, join)
        await second.press(b, join)
        await beat(second, a, b)
        first.clock.set(datetime(2026, 12, 1, 0, 0, 5, tzinfo=UTC))
        await asyncio.gather(first.tick(), second.tick())
        await asyncio.gather(first.tick(), second.tick())
        new_cards = [sent for sent in season_cards(first) + season_cards(second)
                     if "December 2026" in sent.card_text()]
        assert len({sent.message_id for sent in new_cards}) == 1
        archive = await first.bot.store.season_archive(GUILD_ID, "menagerie", "2026-11")
        assert [(line.user_id, line.move) for line in archive] == [(a.id, -1), (b.id, 0)]
        up = [sent for h in (first, second) for sent in h.dms[a.id]
              if "goes up" in sent.says() or "go up to division 1" in sent.says()]
        assert len(up) == 1
    finally:
        await second.close()
        await first.close()
    assert first.violations == [] and second.violations == [], (first.violations + second.violations)[:5]


def test_points_by_place_and_what_counts():
    """Points: one per seat below; a game with a non-member, a member who joined after it, or players of
    two divisions counts for nobody; a division's first ``promote`` go up only with a game played."""
    config = SeasonConfig(1, "x", True, 2, 2, 1, 1, "2026-11")
    first, late = "2026-11-01T00:00:00+00:00", "2026-11-20T00:00:00+00:00"
    members = [SeasonMember(10, 1, first), SeasonMember(11, 1, first), SeasonMember(12, 2, first),
               SeasonMember(13, 2, late)]
    by_user = {m.user_id: m for m in members}
    same = SeasonGame(1, "2026-11-05T00:00:00+00:00", ((10, 1), (11, 2)))
    across = SeasonGame(2, "2026-11-06T00:00:00+00:00", ((10, 1), (12, 2)))
    stranger = SeasonGame(3, "2026-11-06T00:00:00+00:00", ((12, 1), (99, 2)))
    early = SeasonGame(4, "2026-11-10T00:00:00+00:00", ((12, 1), (13, 2)))
    assert [counted(g, by_user) for g in (same, across, stranger, early)] == [1, None, None, None]
    table = standings(config, members, [same, across, stranger, early])
    assert [(s.user_id, s.points, s.move) for s in table[1]] == [(10, 1, 0), (11, 0, 1)]
    assert [(s.user_id, s.games, s.move) for s in table[2]] == [(12, 0, 0), (13, 0, 0)]
    assert following("2026-12") == "2027-01"
    typed = [parse_month(m) for m in ("2026-1", "1/2026", "2026-13", "x")]
    assert typed == ["2026-01", "2026-01", None, None]


def test_every_language_has_the_season_words():
    for lang in ("en", "de", "es", "it"):
        line = t(lang, "season-line", place=1, player="@p", arrow="", points=2, games=1, wins=1)
        assert re.search(r"2 \w+", line), line
        assert "{" not in t(lang, "season-card-rules", promote=2, relegate=1, end="x")
