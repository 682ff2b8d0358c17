"""A server's pages' content (``core/webdata.py``) on a real store: each part lists what the server's
members can already see, names people by their server code (never an id), a deleted member as a former
player, and nothing of another server."""

from __future__ import annotations

from played import GUILD, OTHER_GUILD, Clock, finished, started

from core.computers import computer_user_id
from core.service import GameService
from core.webdata import WebData, person, player_code
from store import Store, former_player_id, stamp

ALICE, BOB, CAROL, DAVE = (800_000_000_000_000_001 + n for n in range(4))
KEY = b"a" * 32


def names(people) -> list[str]:
    return [p.code or p.kind for p in people]


async def test_the_server_page_lists_its_games_leaderboard_season_and_tournament(
        store: Store, service: GameService, games, clock: Clock):
    # Three finished games between Alice and Bob (ranked: 3 rated games each), one with Carol elsewhere.
    for seed in (1, 2, 3):
        await finished(service, [ALICE, BOB], channel=10 + seed, seed=seed)
    await finished(service, [CAROL, DAVE], channel=20, guild=OTHER_GUILD)
    playing = await started(service, [BOB, CAROL], channel=30)
    lobby = await store.create_lobby(guild_id=GUILD, channel_id=31, game="menagerie", options={},
                                     creator_id=DAVE)
    await store.configure_season(GUILD, "menagerie", enabled=True, channel_id=40, divisions=1, promote=0,
                                 relegate=0, month="2026-11")
    for user in (ALICE, BOB):
        assert await store.join_season(GUILD, "menagerie", user, division=1)
    tournament = await store.create_tournament(
        guild_id=GUILD, channel_id=50, creator_id=ALICE, game="menagerie", options={}, clock="off",
        format="swiss", table_size=2, rounds=2, round_seconds=3600, signup_until=stamp(clock()),
        min_reliability=None)
    for user in (ALICE, BOB, CAROL):
        assert await store.join_tournament(tournament.id, user, stamp(clock()))
    assert await store.begin_tournament_round(tournament.id, 1, [[ALICE, BOB]], [CAROL], stamp(clock()))
    assert await store.decide_tournament_table(tournament.id, 1, 0, {ALICE: 1.0, BOB: 0.0}, "adjudicated")
    await store._write_one("UPDATE tournaments SET status = 'running' WHERE id = ?", (tournament.id,))

    pages = await WebData(store, games, clock, KEY).server(GUILD)
    code = {user: player_code(KEY, GUILD, user) for user in (ALICE, BOB, CAROL, DAVE)}
    assert [(line.game_id, names(line.players)) for line in pages.lobbies] == [(lobby.id, [code[DAVE]])]
    assert [(line.game_id, names(line.players)) for line in pages.in_progress] == [
        (playing.record.id, [code[BOB], code[CAROL]])]
    assert len(pages.finished) == 3  # the other server's game is not here
    assert all(sorted(s.person.code for s in line.seats) == sorted([code[ALICE], code[BOB]])
               for line in pages.finished)
    ((title, board),) = pages.leaderboards
    assert title == "menagerie"
    assert sorted(line.person.code for line in board) == sorted([code[ALICE], code[BOB]])
    ((season),) = pages.seasons
    assert season.month == "2026-11" and [len(lines) for _, lines in season.divisions] == [2]
    ((shown),) = pages.tournaments
    assert shown.id == tournament.id and [line.person.code for line in shown.standings][0] == code[ALICE]
    ((number, tables),) = shown.pairings
    assert number == 1 and [(names(t.players), t.points, t.decided_by) for t in tables] == [
        ([code[ALICE], code[BOB]], (1.0, 0.0), "adjudicated"), ([code[CAROL]], (1.0,), "bye")]
    # No Discord id anywhere in what the page is made of.
    shown_text = repr(pages)
    assert not any(str(user) in shown_text for user in (ALICE, BOB, CAROL, DAVE))


def test_codes_are_per_server_and_people_are_named_without_ids():
    assert player_code(KEY, GUILD, ALICE) == player_code(KEY, GUILD, ALICE)
    assert player_code(KEY, GUILD, ALICE) != player_code(KEY, OTHER_GUILD, ALICE)
    assert player_code(KEY, GUILD, ALICE) != player_code(b"b" * 32, GUILD, ALICE)
    assert player_code(KEY, GUILD, ALICE) != player_code(KEY, GUILD, BOB)
    former = person(KEY, GUILD, former_player_id(2))
    assert former.kind == "former" and former.code is None and former.name.id == "webrec-former-player"
    computer = person(KEY, GUILD, computer_user_id("hard"))
    assert computer.kind == "computer" and computer.name.id == "computer-seat-hard"
    alice = person(KEY, GUILD, ALICE)
    assert alice.kind == "player" and alice.name.args == {"code": alice.code}
