"""The tournaments' side of the database (issue 30), on SQLite and PostgreSQL: sign-up only while open,
withdrawals, one claim at a time, a round begun once, a table decided once (a late result changes
nothing)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from store import open_store, stamp

NOW = datetime(2026, 3, 2, 12, tzinfo=UTC)


async def test_tournament_rows(database: str) -> None:
    store = await open_store(database, clock=lambda: NOW)
    try:
        made = await store.create_tournament(
            guild_id=1, channel_id=2, creator_id=3, game="menagerie", options={"a": "b"}, clock="24h",
            format="swiss", table_size=2, rounds=4, round_seconds=3600, signup_until=stamp(NOW),
            min_reliability=80)
        assert (await store.tournament(made.id)) == made
        assert made.status == "signup" and made.round == 0 and made.min_reliability == 80
        now = stamp(NOW)
        assert await store.join_tournament(made.id, 10, now)
        assert not await store.join_tournament(made.id, 10, now)  # once
        for user in (11, 12, 13):
            assert await store.join_tournament(made.id, user, now)
        assert await store.withdraw_from_tournament(made.id, 13)  # before the start: removed
        assert await store.tournament_players(made.id) == {10: False, 11: False, 12: False}
        later = stamp(NOW + timedelta(minutes=5))
        assert await store.claim_tournament(made.id, now, later)
        assert not await store.claim_tournament(made.id, now, later)  # another process: refused
        assert await store.open_tournaments(now) == []
        ends = stamp(NOW + timedelta(hours=1))
        assert await store.begin_tournament_round(made.id, 1, [(10, 11)], [12], ends)
        assert not await store.begin_tournament_round(made.id, 1, [(10, 11)], [12], ends)  # once
        await store.release_tournament(made.id, later)
        assert [t.id for t in await store.open_tournaments(now)] == [made.id]
        assert not await store.join_tournament(made.id, 14, now)  # sign-up closed
        assert await store.withdraw_from_tournament(made.id, 12)  # running: marked
        assert not await store.withdraw_from_tournament(made.id, 12)
        assert (await store.tournament_players(made.id))[12] is True
        await store.set_tournament_game(made.id, 1, 0, 77)
        tables = await store.tournament_tables(made.id)
        assert [(t.round, t.table, t.players, t.game_id, t.scores, t.decided_by) for t in tables] == [
            (1, 0, (10, 11), 77, None, None), (1, 1, (12,), None, {12: 1.0}, "bye")]
        assert await store.close_tournament_round(made.id, 1)
        assert not await store.close_tournament_round(made.id, 1)
        assert await store.decide_tournament_table(made.id, 1, 0, {10: 0.5, 11: 0.5}, "adjudicated")
        assert not await store.decide_tournament_table(made.id, 1, 0, {10: 1.0, 11: 0.0}, "result")
        assert (await store.tournament_tables(made.id))[0].scores == {10: 0.5, 11: 0.5}
        assert await store.finish_tournament(made.id, "finished")
        assert not await store.finish_tournament(made.id, "cancelled")
        assert (await store.tournament(made.id)).status == "finished"
    finally:
        await store.close()


async def test_deleting_a_members_data_reaches_their_tournaments(database: str) -> None:
    """Issue 29 × 30: /game privacy lists a member's tournaments, and Delete my data withdraws a sign-up to
    one not yet started; in one under way their line (its points, the others' tie-breaks) stays under a
    former player's marker, withdrawn from the rounds to come, and an organiser becomes a former one."""
    from store import former_player_id, is_former_player

    store = await open_store(database, clock=lambda: NOW)
    try:
        now = stamp(NOW)
        made = dict(guild_id=1, channel_id=2, game="menagerie", options={}, clock="24h", format="swiss",
                    table_size=2, rounds=3, round_seconds=3600, signup_until=now, min_reliability=None)
        running = await store.create_tournament(creator_id=10, **made)
        waiting = await store.create_tournament(creator_id=3, **made)
        for user in (11, 10, 12):  # at one moment: the sign-ups' order is then by user id, 10 first
            assert await store.join_tournament(running.id, user, now)
        assert await store.join_tournament(waiting.id, 10, now)
        ends = stamp(NOW + timedelta(hours=1))
        assert await store.begin_tournament_round(running.id, 1, [(10, 11)], [12], ends)
        assert await store.decide_tournament_table(running.id, 1, 0, {10: 1.0, 11: 0.0}, "result")
        about = await store.stored_about(10)
        assert sorted((t.id, t.status, t.withdrew) for t in about.tournaments) == [
            (running.id, "running", False), (waiting.id, "signup", False)]

        await store.forget_user(10, standin=[], abandon=[], announcements={})

        marker = former_player_id(0)
        assert is_former_player(marker)
        assert await store.tournament_players(waiting.id) == {}
        assert await store.tournament_players(running.id) == {11: False, marker: True, 12: False}
        first = (await store.tournament_tables(running.id))[0]
        assert first.players == (marker, 11) and first.scores == {marker: 1.0, 11: 0.0}
        assert (await store.tournament(running.id)).creator_id < 0
        assert (await store.tournament(waiting.id)).creator_id == 3
        assert (await store.stored_about(10)).tournaments == []
        # Another member's deletion in the same tournament gets a marker of its own.
        await store.forget_user(11, standin=[], abandon=[], announcements={})
        players = await store.tournament_players(running.id)
        assert set(players) == {marker, former_player_id(1), 12}
    finally:
        await store.close()
