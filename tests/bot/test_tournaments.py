"""Tournaments through the harness on the injected clock (issue 30, point 3): a 12-player Swiss tournament
of a 2-player table and a 9-player one of 3-player tables of Menagerie, four rounds each, from sign-up to
the final standings, with a drop-out, a time-out (the 3-player one runs a 12-hour clock: time runs out and
the stand-in plays), a round's time running out (the organiser adjudicates its unfinished games), a game's
result taken, a late result that changes nothing, and a restart mid-round.

To stay cheap, one game is played to its end; the others are decided by the organiser's buttons."""

from __future__ import annotations

import random

import pytest
from harness import CHANNEL_ID, GUILD_ID, Harness, crash_once, play_turns

from core.pairing import meetings
from core.tournaments import State
from store import stamp


async def tournament_state(h: Harness, tid: int) -> State:
    store = h.bot.store
    tournament = await store.tournament(tid)
    assert tournament is not None
    return State(tournament, await store.tournament_players(tid), await store.tournament_tables(tid))


async def adjudicate_all(h: Harness, organiser, tid: int, round_number: int, verdicts: str) -> int:
    """The organiser decides every table the bot asked about in that round; returns how many."""
    asked = [s for s in h.sent if any(c.startswith(f"ta:{tid}:{round_number}:") for c in s.custom_ids())]
    tables = sorted({c.split(":")[3] for s in asked for c in s.custom_ids() if c.startswith("ta:")}, key=int)
    for index, table in enumerate(tables):
        verdict = verdicts[index % len(verdicts)]
        verdict = "w0" if verdict == "w" else verdict
        reply = await h.press(organiser, f"ta:{tid}:{round_number}:{table}:{verdict}")
        assert not reply.ephemeral, reply.text()
    return len(tables)


def create_options(table_size: int, clock: str = "off") -> dict[str, object]:
    return {"game": "menagerie", "format": "swiss", "rounds": 4, "signup-hours": 24, "round-hours": 48,
            "players": table_size, "clock": clock}


async def run_tournament(harness: Harness, *, players: int, table_size: int, restart_round: int,
                         clock: str = "off") -> None:
    h = harness
    organiser = h.user("Org", manage_channels=True)
    someone = h.user("Nosy")
    refused = await h.slash(someone, "records tournament", **create_options(table_size, clock))
    assert "Only server managers" in refused.text()
    created = await h.slash(organiser, "records tournament", **create_options(table_size, clock))
    assert "open for sign-up" in created.text()
    card = next(s for s in reversed(h.sent) if any(c.startswith("tn:") for c in s.custom_ids()))
    tid = int(card.custom_ids()[0].split(":")[1])
    users = [h.user(f"P{i}") for i in range(players)]
    for user in users:
        reply = await h.press(user, f"tn:{tid}:in")
        assert "signed up" in reply.text()
    assert "already signed up" in (await h.press(users[0], f"tn:{tid}:in")).text()
    card = h.messages[card.message_id]
    assert f"({players})" in card.card_text() and f"<@{users[-1].id}>" in card.card_text()

    h.clock.advance(hours=23)
    await h.tick()
    assert (await h.bot.store.tournament(tid)).round == 0  # sign-up still open
    h.clock.advance(hours=2)
    threads_before = len(h.threads)
    await h.tick()
    state = await tournament_state(h, tid)
    assert state.tournament.status == "running" and state.tournament.round == 1
    tables = [t for t in state.current() if t.decided_by != "bye"]
    assert len(h.threads) - threads_before == len(tables) == players // table_size
    assert all(len(t.players) == table_size for t in tables)
    assert sorted(p for t in state.current() for p in t.players) == sorted(u.id for u in users)
    dms = [s for s in h.sent if "Round 1 of the Menagerie tournament" in s.content]
    assert len(dms) == players

    # Round 1: one game is played to its end (its result decides the table); the round's time runs out
    # for the others, which the organiser decides; one of them ends late and changes nothing.
    played, late = tables[0], tables[1]
    if clock != "off":
        # A time-out: the turn's time runs out for the players to move; the stand-in plays their turns.
        h.clock.advance(hours=13)
        await h.tick()
        assert any("Time ran out for" in s.text() for s in h.sent)
    await play_turns(h, played.game_id, random.Random(1))
    assert (await h.bot.store.get_game(played.game_id)).status == "finished"
    await h.tick()
    state = await tournament_state(h, tid)
    decided = next(t for t in state.current() if t.table == played.table)
    assert decided.decided_by == "result" and sum(decided.scores.values()) > 0
    h.clock.advance(hours=49)
    await h.tick()
    nosy = await h.press(someone, f"ta:{tid}:1:{late.table}:d")
    assert "Only the organiser" in nosy.text()
    assert await adjudicate_all(h, organiser, tid, 1, "wdx") == len(tables) - 1
    again = await h.press(organiser, f"ta:{tid}:1:{late.table}:x")
    assert "decided already" in again.text()
    before = (await tournament_state(h, tid)).standings()
    await play_turns(h, late.game_id, random.Random(2))  # the late result
    await h.tick()  # standings after round 1, round 2 paired
    state = await tournament_state(h, tid)
    assert (await h.bot.store.get_game(late.game_id)).status == "finished"
    assert next(t for t in state.tables if t.round == 1 and t.table == late.table).decided_by == "adjudicated"
    assert [(s.player, s.points) for s in state.standings()] == [(s.player, s.points) for s in before]
    assert state.tournament.round == 2
    assert any("Standings after round 1" in s.card_text() for s in h.sent if s.is_card)

    # A drop-out during round 2: not paired again.
    dropped = users[3]
    reply = await h.press(dropped, f"tn:{tid}:out")
    assert "withdrawn" in reply.text()
    for round_number in (2, 3, 4):
        if round_number == restart_round:
            h = await h.restart()  # mid-round: the tournament goes on from the database
            await h.tick()
            assert (await h.bot.store.tournament(tid)).round == round_number  # not paired twice
        h.clock.advance(hours=49)
        await h.tick()
        assert await adjudicate_all(h, organiser, tid, round_number, "wwd") >= 1
        await h.tick()
        state = await tournament_state(h, tid)
        if round_number < 4:
            assert state.tournament.round == round_number + 1
            current = [p for t in state.current() for p in t.players]
            assert dropped.id not in current
            assert sorted(current) == sorted(u.id for u in users if u is not dropped)
    assert state.tournament.status == "finished"
    final = next(s for s in reversed(h.sent) if s.is_card and "Final standings" in s.card_text())
    assert final.card_text().count("`") == 2 * players
    # Pairings: no two players met twice in a 2-player Swiss of four rounds among twelve.
    rounds = state.rounds()
    met = meetings(rounds)
    if table_size == 2:
        assert max(met.values()) == 1
    assert all(len(t.players) in (3, 4) for r in rounds for t in r.tables) or table_size == 2
    # Byes fair: nobody had two.
    byes = [p for r in rounds for p in r.byes]
    assert len(byes) == len(set(byes))


async def test_swiss_two_player_tournament(harness: Harness) -> None:
    await run_tournament(harness, players=12, table_size=2, restart_round=3)


async def test_swiss_three_player_tournament(harness: Harness) -> None:
    await run_tournament(harness, players=9, table_size=3, restart_round=2, clock="12h")


async def test_round_robin_meets_everyone_once_and_too_few_players_cancel(harness: Harness) -> None:
    h = harness
    organiser = h.user("Org", manage_channels=True)
    options = {**create_options(2), "format": "robin", "rounds": 6}
    await h.slash(organiser, "records tournament", **options)
    lonely = await h.slash(organiser, "records tournament", **options)
    assert "open for sign-up" in lonely.text()
    ids = sorted({int(c.split(":")[1]) for s in h.sent for c in s.custom_ids() if c.startswith("tn:")})
    tid, lonely_id = ids
    users = [h.user(f"R{i}") for i in range(4)]
    for user in users:
        await h.press(user, f"tn:{tid}:in")
    await h.press(users[0], f"tn:{lonely_id}:in")
    h.clock.advance(hours=25)
    await h.tick()
    assert (await h.bot.store.tournament(lonely_id)).status == "cancelled"
    assert any("too few players" in s.content for s in h.sent)
    for round_number in (1, 2, 3):
        h.clock.advance(hours=49)
        await h.tick()
        assert await adjudicate_all(h, organiser, tid, round_number, "w") == 2
        await h.tick()
    state = await tournament_state(h, tid)
    assert state.tournament.status == "finished" and state.tournament.round == 3  # 3 rounds, not 6
    met = meetings(state.rounds())
    assert len(met) == 6 and set(met.values()) == {1}


async def recorded_results(h: Harness, user_id: int, *, games: int, timed_out: int, channel: int) -> None:
    """``games`` finished games of ``user_id`` in the results, the stand-in having played a turn of theirs
    in ``timed_out`` of them: the results and the counts the reliability score reads, as recording a
    result writes them (``result_seats``, ``reliability``)."""
    store = h.bot.store
    for index in range(games):
        record = await store.create_lobby(guild_id=GUILD_ID, channel_id=channel + index,
                                          game="menagerie", options={}, creator_id=user_id)
        at = stamp(h.clock())
        await store._write_one(
            "INSERT INTO game_results (game_id, guild_id, game, started_at, finished_at, turns, rated) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)", (record.id, GUILD_ID, "menagerie", at, at, 8, 1))
        await store._write_one(
            "INSERT INTO result_seats (game_id, seat, user_id, score, place, won, standin_moves) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)", (record.id, 0, user_id, 5, 1, 1, 1 if index < timed_out else 0))
        await store._write_one(
            "INSERT INTO reliability (user_id, games, clean) VALUES (?, 1, ?) ON CONFLICT (user_id) "
            "DO UPDATE SET games = reliability.games + 1, clean = reliability.clean + excluded.clean",
            (user_id, 0 if index < timed_out else 1))


async def test_a_minimum_reliability_refuses_a_sign_up_below_it_and_says_the_score(harness: Harness) -> None:
    """Issue 30, point 5: a tournament's minimum is the reliability score the lobbies and the queue read
    (core/reliability.py); a player below it is told the minimum and their score, a new player may sign up."""
    h = harness
    organiser = h.user("Org", manage_channels=True)
    await h.slash(organiser, "records tournament", **create_options(2), reliability=80)
    tid = next(int(c.split(":")[1]) for s in h.sent for c in s.custom_ids() if c.startswith("tn:"))
    shaky, steady, newcomer = h.user("Shaky"), h.user("Steady"), h.user("Newcomer")
    await recorded_results(h, shaky.id, games=5, timed_out=2, channel=CHANNEL_ID + 50)  # 60 %
    await recorded_results(h, steady.id, games=5, timed_out=1, channel=CHANNEL_ID + 60)  # 80 %
    refused = await h.press(shaky, f"tn:{tid}:in")
    assert "at least 80 %" in refused.text() and "Yours is 60 %" in refused.text()
    await h.press(steady, f"tn:{tid}:in")
    await h.press(newcomer, f"tn:{tid}:in")
    players = set(await h.bot.store.tournament_players(tid))
    assert players == {steady.id, newcomer.id}


@pytest.mark.parametrize("step", ["after the thread", "after the lobby"])
async def test_a_failure_while_opening_a_tables_game_is_tried_again_from_that_step(
        step: str, harness: Harness, monkeypatch) -> None:
    """A step of the round's flow fails (an exception: the process lives on) after Discord made a table's
    thread (before its game is opened), or after the game was opened and seated (before the table records
    it). The flow is given back and the periodic work goes on from that step: one thread and one started
    game per table, every player seated once and told once (every step killed in turn:
    ``test_exactly_once.py``)."""
    h = harness
    organiser = h.user("Org", manage_channels=True)
    await h.slash(organiser, "records tournament", **create_options(2))
    card = next(s for s in reversed(h.sent) if any(c.startswith("tn:") for c in s.custom_ids()))
    tid = int(card.custom_ids()[0].split(":")[1])
    users = [h.user(f"C{i}") for i in range(4)]
    for user in users:
        await h.press(user, f"tn:{tid}:in")
    crashed: list[str] = []
    if step == "after the thread":
        crash_once(monkeypatch, h.bot.tables, "open", crashed)
    else:
        crash_once(monkeypatch, h.bot.store, "set_tournament_game", crashed)
    h.clock.advance(hours=25)
    await h.tick()
    assert len(crashed) == 1
    state = await tournament_state(h, tid)
    tables = state.current()
    assert len(tables) == 2 and all(t.game_id is not None for t in tables)
    assert len(h.threads) == 2  # one per table: no second thread for the first
    channels = set()
    for table in tables:
        record = await h.bot.store.get_game(table.game_id)
        assert record.status == "active" and record.channel_id in h.threads
        assert await h.bot.store.seats(record.id) == list(table.players)
        channels.add(record.channel_id)
    assert channels == set(h.threads)
    rows = await h.bot.store._read_all("SELECT COUNT(*) FROM games WHERE game = 'menagerie'")
    assert int(rows[0][0]) == 2
    for user in users:
        assert sum("Round 1 of the Menagerie tournament" in s.text() for s in h.dms[user.id]) == 1
    assert sum("### Round 1 of 4" in s.text() for s in h.channel_messages) == 1  # the round's card, once
