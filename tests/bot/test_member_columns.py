"""A member's id, wherever any feature stores it, goes when they delete their data (on SQLite and on
PostgreSQL), and no column can hold one without a declaration saying what deletion does to it
(``store/members.py``).

- The live schema: every column of every table whose name may name a member is declared (and every
  declared column exists); a table added with such a column and no declaration is caught.
- One member in every feature (games finished, in play, in a lobby and opened; ratings, votes, hints, a
  plan, a plan's report kept for her digest and the choice about decisions with one answer; the
  queue, a match made and one under way; tournaments played and organised; a season and a closed month;
  settings, the digest, time away, the DM channel, a pending announcement, work under way about them; and
  every concern's own sample rows, ``Concern.member_sample``, so a concern added later edits no test):
  before the deletion every column holding their id is a declared one, and every declared column holds it
  (the fixture exercises them all); after "Delete my data" pressed through the router, no column of any
  table holds their id, as a number or inside a text, except where the declaration keeps it.
"""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

from harness import GUILD_ID, Harness
from test_digest import start as start_with_clock
from test_history import finish
from test_matchmaking import open_queue
from test_privacy import buttons, in_play

from core.plans import STOP_CHANGED, Report
from store import HeldReport, Store, former_player_id, stamp
from store.members import MEMBER_COLUMNS, MEMBER_NAME, declared, names
from store.sql import CONCERNS
from store.sql.outbox import announce_statement
from web.context import WebSettings

ROOT = Path(__file__).resolve().parents[2]


async def live_columns(store: Store) -> dict[str, list[str]]:
    """Every table of the store's database and its columns, read from the database itself."""
    if store.backend == "sqlite":
        tables = [str(r[0]) for r in await store._read_all(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        return {table: [str(r[1]) for r in await store._read_all(f"PRAGMA table_info({table})")]
                for table in tables}
    rows = await store._read_all(
        "SELECT table_name, column_name FROM information_schema.columns "
        "WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position")
    out: dict[str, list[str]] = {}
    for table, column in rows:
        out.setdefault(str(table), []).append(str(column))
    out.pop("boardgame_schema", None)  # the migrations' own bookkeeping
    return out


async def undeclared(store: Store) -> list[str]:
    return sorted(f"{table}.{column}" for table, columns in (await live_columns(store)).items()
                  for column in columns if MEMBER_NAME.search(column) and not declared(table, column))


async def test_every_column_whose_name_may_name_a_member_is_declared(database: str):
    from store import open_store

    store = await open_store(database)
    try:
        assert await undeclared(store) == []
        live = await live_columns(store)
        stale = [f"{c.table}.{c.column}" for c in MEMBER_COLUMNS if c.column not in live.get(c.table, [])]
        assert stale == []
        # What deletion keeps, it keeps for a reason the privacy policy states in the same words.
        policy = " ".join((ROOT / "PRIVACY.md").read_text(encoding="utf-8").split())
        assert [c.kept for c in MEMBER_COLUMNS if c.kept and c.kept not in policy] == []
        # A feature that adds a member column and forgets to declare it is caught.
        await store.execute("CREATE TABLE trophies (id INTEGER PRIMARY KEY, guild_id INTEGER, "
                            "awarded_by INTEGER, holder_user_id INTEGER)")
        assert await undeclared(store) == ["trophies.awarded_by", "trophies.holder_user_id"]
    finally:
        await store.close()


async def holding(store: Store, user_id: int) -> dict[tuple[str, str], list[str]]:
    """Every (table, column) whose value, read as text, holds ``user_id``: the values, by column."""
    found: dict[tuple[str, str], list[str]] = {}
    for table, columns in (await live_columns(store)).items():
        for column in columns:
            rows = await store._read_all(f"SELECT CAST({column} AS TEXT) FROM {table} WHERE "
                                         f"CAST({column} AS TEXT) LIKE ?", (f"%{user_id}%",))
            values = [str(r[0]) for r in rows if names(r[0], user_id)]
            if values:
                found[(table, column)] = values
    return found


async def everywhere(h: Harness, member, others: list[Any]) -> dict[str, Any]:
    """``member`` in every feature, with ``others`` beside them; what the checks need to know."""
    store = h.bot.store
    bob, carol, dave = others
    now = h.clock()
    await store.set_user_language(member.id, "en")
    await store.set_text_only(member.id, True)
    await store.start_vacation(member.id, stamp(now + timedelta(days=40)), stamp(now + timedelta(days=45)))
    await store.set_dm_channel(member.id, 555_000_000_000_000_001)
    # Her personal web link (/game mine web:Yes).
    h.bot.web_settings = WebSettings(port=0, base_url="https://games.example.org")
    h.bot.web_secret = b"s" * 32
    assert "/me/" in (await h.slash(member, "game mine", web="yes")).text()
    # Games: one finished (a result, ratings), one of three in play with a clock (a vote, a hint, a
    # pending announcement naming who acted), one in play that she opened, a lobby she opened.
    finished = await finish(h, [member.id, bob.id], seed=5)
    timed = await start_with_clock(h, [bob, member, carol], channel_id=720_000_000_000_000_001)
    await store.add_vote(timed, member.id)
    await store.add_hint_used(timed, 1)
    record = await store.get_game(timed)
    assert record is not None
    await store._write_one(*announce_statement(timed, record.version, {
        "kind": "turn", "seat": 1, "acting_user": member.id}, stamp(now)))
    # A plan of her next turn there, and her choice about decisions with one possible answer.
    assert await store.save_plan(timed, 1, member.id, ["pass"], made_version=record.version, fingerprint="f",
                                 strict=False, now=stamp(now))
    await store.set_forced_choice(member.id, False)
    # What an earlier plan of hers played, kept for her next daily digest.
    report = Report(timed, "Menagerie", played=["a planned move"], reason=STOP_CHANGED, stopped_at=2,
                    stopped_words=["the next one"], total=2)
    await store.hold_plan_report(HeldReport(timed, 1, 0, member.id, report.payload(), stamp(now)))
    opened = await in_play(h, [member.id, bob.id, carol.id])
    # Seats handed over: she handed hers in the finished game to dave (as an accepted offer is kept), and
    # the table (bob proposing, she agreeing) offers her carol's seat of the timed game.
    await store._write_one(
        "INSERT INTO handovers (game_id, seat, from_user_id, to_user_id, offered_by, by_table, voters, "
        "state, turn, created_at, expires_at, decided_at) "
        "VALUES (?, 0, ?, ?, ?, 0, '[]', 'accepted', 2, ?, ?, ?)",
        (finished, member.id, dave.id, member.id, stamp(now), stamp(now), stamp(now)))
    await store._write_one(
        "INSERT INTO handovers (game_id, seat, from_user_id, to_user_id, offered_by, by_table, voters, "
        "state, created_at, expires_at) VALUES (?, 2, ?, ?, ?, 1, ?, 'voting', ?, ?)",
        (timed, carol.id, member.id, bob.id, json.dumps([bob.id, member.id]), stamp(now),
         stamp(now + timedelta(days=1))))
    lobby = await h.slash(member, "game new", game="menagerie", channel_id=720_000_000_000_000_002)
    assert lobby.sent, lobby.text()
    # The queue: a match made (and its game), a match whose game is being made, a place waiting, the DM
    # about an expired place.
    await open_queue(h)
    for user in (member, dave):
        reply = await h.slash(user, "game queue", game="menagerie", players=2)
        assert "You wait for" in reply.text(), reply.text()
    await h.tick()
    made = await store._read_all("SELECT id, users, game_id FROM queue_matches")
    assert len(made) == 1 and made[0][2] is not None and str(member.id) in str(made[0][1])
    reply = await h.slash(member, "game queue", game="openmenagerie", players=3)
    assert "You wait for" in reply.text(), reply.text()
    # (as claim_match writes it, without the entries it takes)
    async with store.transaction() as db:
        async with db.execute(
                "INSERT INTO queue_matches (guild_id, game, clock, users, created_at, claim_until) "
                "VALUES (?, 'menagerie', '24h', ?, ?, ?) RETURNING id",
                (GUILD_ID, json.dumps([carol.id, member.id]), stamp(now), stamp(now))) as cursor:
            pending = int((await cursor.fetchone())[0])
    await store.start_flow("queue-match", str(pending), guild_id=GUILD_ID, user_id=None, payload={})
    flow = await store.claim_flow("queue-match", str(pending), "owner", stamp(now), stamp(now))
    assert flow is not None
    await store.flow_step(flow.id, "owner", {f"dm:{carol.id}": "sent", f"dm:{member.id}": "sent"},
                          stamp(now))
    # Her digest claimed (its flow: keyed by her), after the last tick (which would have sent it).
    await store.set_digest(member.id, 9, stamp(now))
    assert await store.claim_digest(member.id, stamp(now), stamp(now), stamp(now + timedelta(minutes=5)))
    await store.start_flow("queue-expiry", "900", guild_id=GUILD_ID, user_id=member.id,
                           payload={"user": member.id, "game": "menagerie"})
    # Tournaments: one she plays in (a round paired, her table decided), one she organised.
    played = await store.create_tournament(
        guild_id=GUILD_ID, channel_id=730_000_000_000_000_001, creator_id=bob.id, game="menagerie",
        options={}, clock="off", format="swiss", table_size=2, rounds=3, round_seconds=3600,
        signup_until=stamp(now), min_reliability=None)
    for user in (bob, member, carol):
        assert await store.join_tournament(played.id, user.id, stamp(now))
    assert await store.begin_tournament_round(played.id, 1, [[member.id, bob.id]], [carol.id],
                                              stamp(now + timedelta(hours=1)))
    assert await store.decide_tournament_table(played.id, 1, 0, {member.id: 1.0, bob.id: 0.0}, "adjudicated")
    organised = await store.create_tournament(
        guild_id=GUILD_ID, channel_id=730_000_000_000_000_002, creator_id=member.id, game="menagerie",
        options={}, clock="off", format="swiss", table_size=2, rounds=3, round_seconds=3600,
        signup_until=stamp(now + timedelta(days=1)), min_reliability=None)
    await store._write_one("UPDATE tournaments SET status = 'running' WHERE id IN (?, ?)",
                           (played.id, organised.id))
    # A season she plays in, with a closed month.
    await store.configure_season(GUILD_ID, "menagerie", enabled=True, channel_id=740_000_000_000_000_001,
                                 divisions=2, promote=1, relegate=1, month="2026-10")
    for user in (member, bob):
        assert await store.join_season(GUILD_ID, "menagerie", user.id, division=2)
    from store import SeasonStanding

    assert await store.close_season(GUILD_ID, "menagerie", "2026-10", "2026-11", [
        SeasonStanding(member.id, 2, 1, 3, 2, 1, -1), SeasonStanding(bob.id, 2, 2, 1, 2, 1, 0)])
    # Every concern that brings its own rows naming a member (``Concern.member_sample``: a feature added
    # later puts her in it without editing this fixture; its columns must then hold her id like the rest).
    for concern in CONCERNS:
        if concern.member_sample is not None:
            await concern.member_sample(store, member.id, stamp(now))
    return {"finished": finished, "timed": timed, "opened": opened, "pending_match": pending,
            "played": played.id, "organised": organised.id}


async def test_a_member_in_every_feature_leaves_no_trace_after_deleting_their_data(any_harness: Harness):
    h = any_harness
    store = h.bot.store
    alice, bob, carol, dave = (h.user(name) for name in ("alice", "bob", "carol", "dave"))
    made = await everywhere(h, alice, [bob, carol, dave])

    before = await holding(store, alice.id)
    assert [f"{t}.{c}" for t, c in before if not declared(t, c)] == []
    exercised = {(c.table, c.column) for c in MEMBER_COLUMNS}
    assert sorted(exercised - set(before)) == []  # every declared column was written by some feature
    assert str(dave.id) in " ".join(before[("queue_matches", "users")])

    view = await h.slash(alice, "game privacy")
    ask = await h.press(alice, buttons(view)["Delete my data"])
    confirm = await h.press(alice, buttons(ask)["Leave my games to the stand-in"])
    deleted = await h.press(alice, buttons(confirm)["Delete"])
    assert "everything this bot kept about you is deleted" in deleted.text(), deleted.text()

    after = await holding(store, alice.id)
    kept = {(c.table, c.column) for c in MEMBER_COLUMNS if c.action == "keep" or c.keep_when}
    assert {key: values for key, values in after.items() if key not in kept} == {}
    # Where a declaration keeps it, only as it says: the live board of a game still in play.
    if ("games", "board_card") in after:
        rows = await store._read_all("SELECT status, board_card FROM games WHERE board_card LIKE ?",
                                     (f"%{alice.id}%",))
        assert {str(r[0]) for r in rows} == {"active"}

    # The others keep theirs: the made match names its other player, the pending one its other; the
    # tournament line and table are a former player's; the closed month keeps the other line.
    rows = await store._read_all("SELECT id, users FROM queue_matches")
    matches = {int(r[0]): json.loads(r[1]) for r in rows}
    assert matches[made["pending_match"]] == [carol.id, former_player_id(0)]
    assert sorted(user for users in matches.values() for user in users) == sorted(
        [carol.id, dave.id, former_player_id(0), former_player_id(0)])
    players = await store.tournament_players(made["played"])
    assert bob.id in players and carol.id in players and len(players) == 3
    assert [s.user_id for s in await store.season_archive(GUILD_ID, "menagerie", "2026-10")] == [bob.id]
    organised = await store.tournament(made["organised"])
    assert organised is not None and organised.creator_id < 0
    steps = await store._read_all("SELECT steps FROM flows WHERE kind = 'queue-match'")
    assert [json.loads(r[0]) for r in steps] == [{f"dm:{carol.id}": "sent"}]
    # The match whose game was still to make cannot be the table it was made for: the next tick calls it
    # off and tells the other player, once; no game is made, nothing is sent to the former player.
    h.clock.advance(minutes=1)
    await h.tick()
    told = [s.text() for s in h.dms[carol.id] if "deleted their data before the game" in s.text()]
    assert len(told) == 1 and "/game queue" in told[0]
    assert await store.scalar("SELECT game_id FROM queue_matches WHERE id = ?", (made["pending_match"],)) == 0
    assert await store._read_all("SELECT id FROM flows WHERE kind = 'queue-match'") == []
    h.clock.advance(minutes=1)
    await h.tick()
    assert len([s for s in h.dms[carol.id] if "deleted their data before the game" in s.text()]) == 1
