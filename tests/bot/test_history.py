"""Issue 14 through the harness: results and ratings recorded when a game ends, /records stats, leaderboard,
history (paged, surviving a restart), export (a record that replays), replay (animation and step-through),
and nothing of an unfinished game reachable through any of them."""

from __future__ import annotations

import asyncio
import io
import itertools
import json
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness import CHANNEL_ID, GUILD_ID, Harness, play_game_through_buttons, start_game
from menagerie import DECK, menagerie_spec

import render.replay
import rules
from bot.cards import Part
from bot.replay_record import replay_main
from core.computers import computer_user_id
from core.ratings import INITIAL, LEADERBOARD_MIN_GAMES, shown_rating
from core.records import replay
from i18n import format_number, t, text
from render.replay import frame_count
from rules.base import Game
from rules.registry import registered
from store import NewAction

OTHER_GUILD = 900_000_000_000_000_777
_channels = itertools.count(700_000_000_000_000_000)


async def finish(h: Harness, users: list[int], *, game: str = "menagerie", seed: int = 1,
                 guild_id: int = GUILD_ID, options: dict[str, str] | None = None,
                 standin_seat: int | None = None) -> int:
    """A whole game played through the service (as a player's presses or the stand-in would), in a
    channel of its own; returns its database id. ``standin_seat``: that seat is handed to the stand-in
    just before the last move."""
    store = h.bot.store
    record = await store.create_lobby(guild_id=guild_id, channel_id=next(_channels), game=game,
                                      options=options or {}, creator_id=users[0])
    for user in users[1:]:
        await store.add_seat(record.id, user)
    fresh = await store.get_game(record.id)
    assert fresh is not None
    loaded = await h.bot.service.start(fresh, seed)
    rng = random.Random(seed)
    while loaded.record.status == "active":
        seat = loaded.game.to_play(loaded.state)
        assert seat is not None
        legal = loaded.game.legal_actions(loaded.state)
        action = rng.choice(legal)
        if standin_seat is not None and loaded.game.is_over(loaded.game.apply(loaded.state, action)):
            await store.execute("UPDATE seats SET standin = 1 WHERE game_id = ? AND seat = ?",
                                (record.id, standin_seat))
        result = await h.bot.service.play(loaded, loaded.users[seat], action)
        loaded = result.after
    assert loaded.record.status == "finished"
    return record.id


async def started_in_store(h: Harness, users: list[int], *, game: str, seed: int):
    """A game of ``users`` written to the store as started with ``seed``: (record, state, version)."""
    store = h.bot.store
    rules_game = h.bot.games[game]
    record = await store.create_lobby(guild_id=GUILD_ID, channel_id=next(_channels), game=game, options={},
                                      creator_id=users[0])
    for user in users[1:]:
        await store.add_seat(record.id, user)
    state = rules_game.setup(len(users), {}, seed)
    version = await store.start_game(record.id, seed=seed, state_json=json.dumps(rules_game.dump(state)),
                                     users=users, options={}, rules_version=rules_game.rules_version)
    return record, state, version


async def finish_in_store(h: Harness, users: list[int], *, game: str, seed: int) -> int:
    """A whole random game written to the store move by move (as ``GameService.play`` commits them, with
    the public line in English), then recorded by the start-up catch-up: a finished game in the database
    however its moves got there."""
    store = h.bot.store
    rules_game = h.bot.games[game]
    record, state, version = await started_in_store(h, users, game=game, seed=seed)
    rng = random.Random(seed)
    while not rules_game.is_over(state):
        seat = rules_game.to_play(state)
        assert seat is not None
        action = rng.choice(rules_game.legal_actions(state))
        before, state = state, rules_game.apply(state, action)
        version = await store.commit_action(
            record.id, expected_version=version, state_json=json.dumps(rules_game.dump(state)),
            actions=[NewAction(seat, rules_game.encode(action),
                               text("en", rules_game.describe(before, action)),
                               rules_game.turn_count(before))],
            finished=rules_game.is_over(state))
    assert await h.bot.ratings.catch_up(h.bot.service.load) == 1
    return record.id


@pytest.fixture
async def real_games(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


async def test_a_game_played_through_buttons_is_recorded_and_moves_the_ratings(harness: Harness):
    alice, bob = harness.user("alice"), harness.user("bob")
    run = await play_game_through_buttons(harness, "menagerie", [alice, bob], {"length": "long"}, seed=4)
    result = await harness.bot.store.game_result(run.game_db_id)
    assert result is not None and result.rated and result.guild_id == GUILD_ID
    record = await harness.bot.store.get_game(run.game_db_id)
    assert record is not None
    loaded = await harness.bot.service.load(record)
    assert [s.score for s in result.seats] == loaded.game.scores(loaded.state)[:2]
    winners = {s.user_id for s in result.seats if s.won}
    assert winners == {loaded.users[seat] for seat in loaded.game.winners(loaded.state)}
    for seat in result.seats:
        assert seat.mu_before == pytest.approx(INITIAL[0])
        rating = (await harness.bot.store.ratings_of(seat.user_id, scope=GUILD_ID, game="menagerie"))[0]
        if len(winners) == 1:
            assert (rating.mu > INITIAL[0]) == seat.won
    reply = await harness.slash(alice, "records stats")
    text = reply.text()
    assert "This server: 1 game" in text and "Overall: 1 game" in text
    assert ("1 won (100 %)" in text) == (alice.id in winners)
    assert "rating" in text and "Favourite options: Length: Long (3 rounds)" in text


async def test_aborted_and_vote_ended_games_do_not_count(harness: Harness):
    alice, bob = harness.user("alice"), harness.user("bob")
    db_id = await start_game(harness, "menagerie", [alice, bob], seed=2)
    assert await harness.bot.store.end_game(db_id, "vote")
    await harness.restart()  # the catch-up at start finds nothing to record
    assert await harness.bot.store.game_result(db_id) is None
    assert await harness.bot.store.ratings_of(alice.id) == []
    reply = await harness.slash(alice, "records stats")
    assert "no finished game yet" in reply.text()


async def test_a_seat_handed_to_the_stand_in_counts_as_a_loss(harness: Harness):
    alice, bob = harness.user("alice"), harness.user("bob")
    game_id = await finish(harness, [alice.id, bob.id], seed=3, standin_seat=0)
    result = await harness.bot.store.game_result(game_id)
    assert result is not None
    assert result.seats[0].standin and not result.seats[0].won and result.seats[0].place == 2
    assert result.seats[1].place == 1
    alice_rating = (await harness.bot.store.ratings_of(alice.id, game="menagerie"))[0]
    assert alice_rating.mu < INITIAL[0]
    reply = await harness.slash(alice, "records history")
    assert "(stand-in)" in reply.text()


async def test_a_result_lost_to_a_crash_is_recorded_at_the_next_start(any_harness: Harness):
    harness = any_harness  # SQLite, then PostgreSQL when a server is configured
    alice, bob = harness.user("alice"), harness.user("bob")
    harness.bot.service.on_finished = None  # the process dies between the last commit and the recording
    game_id = await finish(harness, [alice.id, bob.id], seed=5)
    assert await harness.bot.store.game_result(game_id) is None
    await harness.restart()
    result = await harness.bot.store.game_result(game_id)
    assert result is not None and result.rated
    await harness.restart()  # and never twice
    assert (await harness.bot.store.ratings_of(alice.id, game="menagerie"))[0].games == 1


async def test_computer_seats_keep_their_fixed_rating(harness: Harness):
    alice = harness.user("alice")
    hard = computer_user_id("hard")
    for seed in range(3):
        await finish(harness, [alice.id, hard], seed=seed)
    assert await harness.bot.store.ratings_of(hard) == []
    assert (await harness.bot.store.ratings_of(alice.id, game="menagerie"))[0].games == 3
    reply = await harness.slash(alice, "records history")
    assert "Computer (hard)" in reply.text()


async def test_the_leaderboard_needs_three_games_and_keeps_to_its_server(any_harness: Harness):
    harness = any_harness  # SQLite, then PostgreSQL when a server is configured
    alice, bob, carol, dave = (harness.user(name) for name in ("alice", "bob", "carol", "dave"))
    for seed in range(LEADERBOARD_MIN_GAMES):
        await finish(harness, [alice.id, bob.id], seed=seed)
    await finish(harness, [alice.id, carol.id], seed=9)  # carol: one game here, not ranked
    for seed in range(4):  # dave plays elsewhere only
        await finish(harness, [dave.id, carol.id], seed=seed, guild_id=OTHER_GUILD)
    reply = await harness.slash(carol, "records leaderboard", game="menagerie")
    text = reply.text()
    assert f"<@{alice.id}>" in text and f"<@{bob.id}>" in text
    assert f"<@{dave.id}>" not in text and "1. " in text and "3. " not in text
    assert "You are not ranked yet" in text  # carol: one game in this server (four in another)
    overall = await harness.bot.store.leaderboard(0, "menagerie", min_games=3, limit=10)
    assert {row.user_id for row in overall} == {alice.id, bob.id, dave.id, carol.id}
    reply = await harness.slash(dave, "records leaderboard", game="menagerie")
    assert f"<@{dave.id}>" not in reply.text().split("\n")[1]


async def test_a_new_players_rating_is_provisional_until_the_leaderboard_lists_them(harness: Harness):
    """Issue 23, 13: after one game stats said "ranked as -2.8"; below the leaderboard's minimum a rating
    is provisional (games played of games needed), from it on a whole number on the friendly scale, the
    same the leaderboard shows, with the place there."""
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    await finish(h, [alice.id, bob.id], seed=1)
    after_one = [(await h.bot.store.ratings_of(user.id, scope=GUILD_ID, game="menagerie"))[0]
                 for user in (alice, bob)]
    assert min(rating.conservative for rating in after_one) < 0  # the loser's model figure, as in the issue
    for user in (alice, bob):
        answer = (await h.slash(user, "records stats")).text()
        assert answer.count(f"rating provisional: 1 of {LEADERBOARD_MIN_GAMES} games played") == 2, answer
        assert "`/game help` explains them" in answer
        assert not re.search(r"-\d", answer) and "ranked as" not in answer and "±" not in answer
    h.set_locale(carol, "es-ES")
    await finish(h, [carol.id, bob.id], seed=2)
    answer = (await h.slash(carol, "records stats")).text()
    assert f"valoración provisional: 1 de {LEADERBOARD_MIN_GAMES} partidas jugadas" in answer, answer
    for seed in range(3, 2 + LEADERBOARD_MIN_GAMES):
        await finish(h, [alice.id, bob.id], seed=seed)
    answer = (await h.slash(alice, "records stats")).text()
    here = (await h.bot.store.ratings_of(alice.id, scope=GUILD_ID, game="menagerie"))[0]
    overall = (await h.bot.store.ratings_of(alice.id, game="menagerie"))[0]
    assert here.games == LEADERBOARD_MIN_GAMES
    shown = shown_rating(here.mu, here.sigma)
    assert 800 < shown < 1200
    assert f"rating {shown:,}, place " in answer
    assert f"Overall: {overall.games} games" in answer
    assert f"rating {shown_rating(overall.mu, overall.sigma):,}" in answer
    assert "rating provisional" not in answer and not re.search(r"-\d", answer)
    board = (await h.slash(bob, "records leaderboard", game="menagerie")).text()
    assert f"<@{alice.id}>: {shown:,} ({LEADERBOARD_MIN_GAMES} games)" in board
    assert "easy 1,280, medium 1,440, hard 1,600" in board  # the computers, on the same scale
    board = (await h.slash(carol, "records leaderboard", game="menagerie")).text()
    assert f"<@{alice.id}>: {format_number('es', shown)} ({LEADERBOARD_MIN_GAMES} partidas)" in board


async def test_help_explains_the_rating_figure(harness: Harness):
    """Issue 23, 13: `/game help` says what the rating figure is, in every language."""
    h = harness
    first = LEADERBOARD_MIN_GAMES
    expected = {"en-US": ("Ratings", "starts at 1,000", f"your first {first} games", "provisional",
                          "easy 1,280, medium 1,440, hard 1,600"),
                "es-ES": ("Valoraciones", "empieza en 1.000", f"tus primeras {first} partidas", "provisional",
                          "fácil 1.280, medio 1.440, difícil 1.600"),
                "de": ("Ratings", "beginnt sie bei 1.000", f"deinen ersten {first} Partien", "vorläufig",
                       "leicht 1.280, mittel 1.440, schwer 1.600"),
                "it": ("Valutazioni", "parte da 1.000", f"tue prime {first} partite", "provvisoria",
                       "facile 1.280, medio 1.440, difficile 1.600")}
    for number, (locale, words) in enumerate(expected.items()):
        user = h.user(f"reader{number}")
        h.set_locale(user, locale)
        embeds = (await h.slash(user, "game help")).ephemeral[-1].embeds
        ratings = next(e for e in embeds if e["title"] == words[0])
        assert all(word in ratings["description"] for word in words[1:]), (locale, ratings["description"])


async def test_history_pages_stay_put_and_work_after_a_restart(any_harness: Harness):
    harness = any_harness  # SQLite, then PostgreSQL when a server is configured
    alice, bob = harness.user("alice"), harness.user("bob")
    ids = []
    for seed in range(7):
        ids.append(await finish(harness, [alice.id, bob.id], seed=seed))
        harness.clock.advance(days=1)
    reply = await harness.slash(alice, "records history")
    first = reply.ephemeral[-1]
    assert "page 1 of 2" in first.says()
    assert [f"#{i} " in first.says() for i in ids] == [False, False, True, True, True, True, True]
    assert first.says().index(f"#{ids[-1]} ") < first.says().index(f"#{ids[-2]} ")  # newest first
    older = next(c for c in first.custom_ids() if c.startswith("hy:"))
    await finish(harness, [alice.id, bob.id], seed=20)  # a game ends meanwhile: the pages do not shift
    await harness.restart()
    reply = await harness.press(alice, older, message_id=first.message_id)
    page2 = harness.messages[first.message_id]
    assert "page 2 of 2" in page2.says()
    assert f"#{ids[0]} " in page2.says() and f"#{ids[1]} " in page2.says()
    assert f"#{ids[2]} " not in page2.says()
    # A player's own history, from DMs: only their games.
    carol = harness.user("carol")
    await finish(harness, [carol.id, bob.id], seed=30)
    reply = await harness.slash(carol, "records history", channel_id=harness.dm_channel(carol))
    games = re.findall(r"^#\d+ ", reply.ephemeral[-1].part(Part.BODY), re.MULTILINE)
    assert "page 1 of 1" in reply.text() and len(games) == 1


def edits(reply) -> list:
    """The messages a reply edited (a refused press edits none)."""
    return [sent for sent in reply.sent if sent.kind == "edit"]


async def test_in_a_dm_a_player_sees_only_their_own_history_and_stats(any_harness: Harness):
    """Issue 23, 5: in a DM, `user:` naming someone else is refused (ask in a server you share); your own
    history and stats there cover every server; a game's record by its number needs a seat in it."""
    h = any_harness  # SQLite, then PostgreSQL when a server is configured
    alice, bob, eve = h.user("alice"), h.user("bob"), h.user("eve")
    here = await finish(h, [alice.id, bob.id], seed=1)
    there = await finish(h, [alice.id, bob.id], seed=2, guild_id=OTHER_GUILD)
    dm = h.dm_channel(eve)
    for path in ("records history", "records stats"):
        reply = await h.slash(eve, path, channel_id=dm, user=alice)
        answer = reply.text()
        assert "only your own" in answer and "a server you share" in answer, answer
        assert f"#{here} " not in answer and f"#{there} " not in answer
        assert "won" not in answer and "Overall" not in answer and not [s for s in reply.sent if s.components]
    mine = h.dm_channel(alice)
    answer = (await h.slash(alice, "records history", channel_id=mine, user=alice)).text()
    assert f"#{here} " in answer and f"#{there} " in answer
    assert "Overall: 2 games" in (await h.slash(alice, "records stats", channel_id=mine)).text()
    # A finished game's record by its number: in a DM only to someone who sat in it (unchanged).
    for path, values in (("records export", {"id": here}), ("records replay", {"id": there}),
                         ("records replay", {"id": there, "step": "yes"})):
        reply = await h.slash(eve, path, channel_id=dm, **values)
        assert "I know no game number" in reply.text() and not [s for s in reply.sent if s.files]
    reply = await h.press(eve, f"rp:{there}:1", channel_id=dm)
    assert "I know no game number" in reply.text() and not edits(reply)


async def test_in_a_server_anyones_history_and_stats_show_only_that_servers_games(any_harness: Harness):
    """Issue 23, 5: another player's figures in a server are that server's; your own add an overall line
    (an answer only you see)."""
    h = any_harness  # SQLite, then PostgreSQL when a server is configured
    alice, bob, eve = h.user("alice"), h.user("bob"), h.user("eve")
    here = await finish(h, [alice.id, bob.id], seed=1)
    elsewhere = [await finish(h, [alice.id, bob.id], seed=seed, guild_id=OTHER_GUILD) for seed in (2, 3)]
    reply = await h.slash(eve, "records stats", user=alice)
    answer = reply.text()
    assert "This server: 1 game," in answer and "Overall" not in answer and ": 3 games," not in answer
    assert all(s.where == "ephemeral" for s in reply.sent)
    answer = (await h.slash(eve, "records history", user=alice)).text()
    assert f"#{here} " in answer and not any(f"#{game} " in answer for game in elsewhere)
    answer = (await h.slash(alice, "records stats", user=alice)).text()
    assert "This server: 1 game" in answer and "Overall: 3 games" in answer


async def test_forged_history_pages_obey_the_same_rule_and_change_nothing(any_harness: Harness):
    """Issue 23, 5: a `hy:` press carries a user and an anchor game; forged or replayed in a DM, from
    another server or naming another player, it is refused just as the command would be, and edits
    nothing."""
    h = any_harness  # SQLite, then PostgreSQL when a server is configured
    alice, bob, eve = h.user("alice"), h.user("bob"), h.user("eve")
    games = [await finish(h, [alice.id, bob.id], seed=seed, guild_id=OTHER_GUILD) for seed in range(7)]
    anchor = games[-1]  # a list of the other server's games or of alice's games there starts here
    forged = [(f"hy:{anchor}:{alice.id}:0", h.dm_channel(eve)),  # someone else's games, in a DM
              (f"hy:{anchor}:{eve.id}:0", h.dm_channel(eve)),  # "mine", anchored on a game not mine
              (f"hy:{anchor}:{alice.id}:1", h.dm_channel(bob)),  # bob played them, but they are alice's
              (f"hy:{anchor}:{alice.id}:0", CHANNEL_ID),  # the other server's list, pressed here
              (f"hy:{anchor}:0:1", CHANNEL_ID),
              (f"hy:{anchor + 1000}:0:0", CHANNEL_ID)]  # an anchor that is no finished game at all
    for custom_id, channel in forged:
        presser = bob if channel == h.dm_channel(bob) else eve
        reply = await h.press(presser, custom_id, channel_id=channel)
        answer = reply.text()
        assert answer and not edits(reply), (custom_id, answer)
        assert not any(f"#{game} " in answer for game in games), (custom_id, answer)
    # The same press by alice from her own DM is her own history: it works.
    reply = await h.press(alice, f"hy:{anchor}:{alice.id}:1", channel_id=h.dm_channel(alice))
    assert [f"#{game} " in edits(reply)[-1].says() for game in games] == [True, True] + [False] * 5


async def test_an_exported_record_replays_to_the_same_final_state_for_every_title(real_games: Harness,
                                                                                  tmp_path: Path, capsys):
    h = real_games
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    for number, game_id in enumerate(rules.GAMES):
        db_id = await finish_in_store(h, [alice.id, bob.id, carol.id], game=game_id, seed=11 + number)
        reply = await h.slash(alice, "records export", id=db_id)
        files = [f for s in reply.ephemeral for f in s.files]
        assert len(files) == 1 and files[0][0].endswith(".json")
        data = json.loads(files[0][1])
        assert data["game"] == game_id and isinstance(data["seed"], int) and data["actions"]
        record = await h.bot.store.get_game(db_id)
        assert record is not None
        stored = await h.bot.service.load(record)
        replayed = replay(data, rules.GAMES)
        assert replayed.matches
        assert stored.game.dump(replayed.state) == stored.game.dump(stored.state)
        path = tmp_path / f"{game_id}.json"
        path.write_bytes(files[0][1])
        out = io.StringIO()
        assert replay_main([str(path)], out) == 0
        assert "The final scores match the record." in out.getvalue()
        data["actions"] = data["actions"][:-1]
        path.write_text(json.dumps(data))
        assert replay_main([str(path)], io.StringIO()) == 1


async def test_a_replay_is_one_frame_per_turn_and_the_step_through_survives_a_restart(harness: Harness):
    alice, bob = harness.user("alice"), harness.user("bob")
    game_id = await finish(harness, [alice.id, bob.id], seed=6, options={"length": "long"})
    record = await harness.bot.store.get_game(game_id)
    assert record is not None
    loaded = await harness.bot.service.load(record)
    turns = loaded.game.turn_count(loaded.state)
    reply = await harness.slash(bob, "records replay", id=game_id)
    posts = [s for s in reply.channel if s.files]
    assert len(posts) == 1 and posts[0].files[0][0].endswith(".gif")
    assert frame_count(posts[0].files[0][1]) == turns + 1  # the set-up, then one frame per turn
    assert f"game {game_id}" in posts[0].content
    reply = await harness.slash(bob, "records replay", id=game_id, step="yes")
    step = reply.ephemeral[-1]
    assert "after turn 0 of" in step.content and step.files
    forward = next(b["custom_id"] for b in step.buttons() if b["label"] == "▶")
    await harness.restart()
    await harness.press(bob, forward, message_id=step.message_id)
    assert "after turn 1 of" in harness.messages[step.message_id].content
    select = next(c for c in harness.messages[step.message_id].custom_ids() if c.startswith("rq:"))
    await harness.select(bob, select, [str(turns)], message_id=step.message_id)
    last = harness.messages[step.message_id]
    assert f"after turn {turns} of {turns}" in last.content
    assert next(b for b in last.buttons() if b["label"] == "▶").get("disabled") is True


async def finish_at_once(h: Harness, users: list[int], *, game: str, seed: int) -> int:
    """A whole random game committed to the store in one transaction and recorded: a game of thousands of
    turns costs what its rules do, not a commit per move."""
    store = h.bot.store
    rules_game = h.bot.games[game]
    record, state, version = await started_in_store(h, users, game=game, seed=seed)
    rng = random.Random(seed)
    actions = []
    while not rules_game.is_over(state):
        seat = rules_game.to_play(state)
        assert seat is not None
        action = rng.choice(rules_game.legal_actions(state))
        before, state = state, rules_game.apply(state, action)
        line = text("en", rules_game.describe(before, action))
        actions.append(NewAction(seat, rules_game.encode(action), line, rules_game.turn_count(before)))
    await store.commit_action(record.id, expected_version=version, actions=actions, finished=True,
                              state_json=json.dumps(rules_game.dump(state)))
    assert await h.bot.ratings.catch_up(h.bot.service.load) == 1
    return record.id


def spy_on_animation(monkeypatch) -> list[list[tuple[bytes, str]]]:
    """The pictures and captions of every replay animation drawn (the real function still draws it)."""
    calls: list[list[tuple[bytes, str]]] = []
    real = render.replay.animation

    def animation(frames, whole=None):
        calls.append(list(frames))
        return real(frames, whole)

    monkeypatch.setattr(render.replay, "animation", animation)
    return calls


@pytest.fixture
def marathon() -> Iterator[Game]:
    """Menagerie of a thousand rounds, registered as "marathon" for the test."""
    with registered(menagerie_spec(game_id="marathon", title="Marathon", rounds=1_000)) as games:
        yield games["marathon"]


async def test_a_game_of_thousands_of_turns_replays_as_a_time_lapse_that_says_so(tmp_path: Path, monkeypatch,
                                                                                  marathon: Game):
    h = await Harness.create(tmp_path, games=[marathon.id])
    try:
        alice, bob = h.user("alice"), h.user("bob")
        game_id = await finish_at_once(h, [alice.id, bob.id], game=marathon.id, seed=2)
        animations = spy_on_animation(monkeypatch)
        reply = await h.slash(bob, "records replay", id=game_id)
        post, = (s for s in reply.channel if s.files)
        gif = post.files[0][1]
        assert frame_count(gif) == render.replay.TIMELAPSE_FRAMES and len(gif) <= 8_000_000
        assert "2,000 turns" in post.content
        assert "time-lapse: 150 pictures, at most 14 turns apart" in post.content
        assert f"/records replay id:{game_id} step:Yes" in post.content
        captions = [caption for _, caption in animations[-1]]
        assert captions[0] == "Marathon: the set-up"
        assert captions[1].startswith("Turns 1–13 of 2,000; turn 13: ")
        assert captions[-1].startswith("Turns 1,988–2,000 of 2,000; turn 2,000: ")
        assert captions[-1].endswith("wins.") or captions[-1].endswith("share the win.")
        boards = [view for kind, _, view in h.renderer.calls if kind == "board"]
        assert len(boards) == render.replay.TIMELAPSE_FRAMES  # only the boards shown are drawn
        assert boards[0]["turn"] == 0 and boards[-1]["turn"] == 2_000 and boards[-1]["over"]
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


def live_room(h: Harness):
    """The history room's module as the harness's bot loaded it. Loading an extension runs its module
    afresh, so ``from bot.cogs import history`` can give an older copy (one a test imported before):
    settings patched there would not reach the bot."""
    return sys.modules[type(h.bot.get_cog("HistoryCog")).__module__]


async def test_a_replay_too_big_for_discord_is_posted_with_fewer_frames_and_says_so(harness: Harness,
                                                                                    monkeypatch):
    history = live_room(harness)
    alice, bob = harness.user("alice"), harness.user("bob")
    game_id = await finish(harness, [alice.id, bob.id], seed=6, options={"length": "long"})
    animations = spy_on_animation(monkeypatch)
    await harness.slash(bob, "records replay", id=game_id)
    whole = [s for s in harness.channel_messages if s.files][-1].files[0][1]
    assert frame_count(whole) == 7 and "time-lapse" not in harness.channel_messages[-1].content
    # The boards of another game could be much busier: under a budget this one's GIF exceeds, fewer frames.
    monkeypatch.setattr(history, "UPLOAD_BUDGET", len(whole) * 3 // 4)
    reply = await harness.slash(bob, "records replay", id=game_id)
    post, = (s for s in reply.channel if s.files)
    gif = post.files[0][1]
    assert len(gif) <= len(whole) * 3 // 4 and 2 <= frame_count(gif) < 7
    assert "time-lapse" in post.content and "every turn" in post.content
    captions = [caption for _, caption in animations[-1]]
    assert len(captions) == frame_count(gif) and captions[-1].startswith(("Turn 6 of 6", "Turns "))


async def test_nothing_of_an_unfinished_game_is_reachable(harness: Harness):
    alice, bob, eve = harness.user("alice"), harness.user("bob"), harness.user("eve")
    db_id = await start_game(harness, "menagerie", [alice, bob], seed=8)
    record = await harness.bot.store.get_game(db_id)
    assert record is not None
    loaded = await harness.bot.service.load(record)
    hands = {card for seat in range(2) for card in loaded.game.view(loaded.state, seat)["private"]["hand"]}
    assert hands and hands <= set(DECK)
    answers = []
    for user in (alice, eve):
        for path, values in (("records export", {"id": db_id}), ("records replay", {"id": db_id}),
                             ("records replay", {"id": db_id, "step": "yes"})):
            reply = await harness.slash(user, path, **values)
            assert not [s for s in reply.sent if s.files]
            answers.append(reply.text())
        for custom_id in (f"rp:{db_id}:3", f"rq:{db_id}"):
            reply = await harness.press(user, custom_id, values=["1"] if custom_id.startswith("rq") else None,
                                        component_type=3 if custom_id.startswith("rq") else 2)
            assert not [s for s in reply.sent if s.files]
            answers.append(reply.text())
        answers.append((await harness.slash(user, "records history")).text())
        answers.append((await harness.slash(user, "records stats")).text())
    assert all("not finished yet" in answer for answer in answers[:5])
    everything = "\n".join(answers)
    assert not any(card in everything for card in hands)
    assert str(record.seed) not in everything.replace(str(db_id), "")
    assert f"#{db_id} " not in everything
    # A game of another server cannot be seen from here, finished or not.
    other = await finish(harness, [alice.id, bob.id], seed=1, guild_id=OTHER_GUILD)
    reply = await harness.slash(alice, "records export", id=other)
    assert "I know no game number" in reply.text() and not [s for s in reply.sent if s.files]


async def test_answers_speak_the_players_language_and_a_long_replay_says_it_is_coming(harness: Harness,
                                                                                      monkeypatch):
    history = live_room(harness)
    alice, bob = harness.user("alice"), harness.user("bob")
    game_id = await finish(harness, [alice.id, bob.id], seed=7)
    await harness.bot.store.set_user_language(alice.id, "es")
    reply = await harness.slash(alice, "records stats")
    assert "Estadísticas de" in reply.text() and "1 partida" in reply.text()
    monkeypatch.setattr(history, "PROGRESS_FRAMES", 2)
    reply = await harness.slash(bob, "records replay", id=game_id)
    progress = [s for s in reply.ephemeral if "Drawing" in s.content]
    post = [s for s in reply.channel if s.files]
    assert progress and post and reply.sent.index(progress[0]) < reply.sent.index(post[0])


# --- replays one at a time (issue 25) ------------------------------------------------------------------


async def test_a_replay_waits_its_turn_says_its_place_and_a_second_one_per_user_is_refused(harness: Harness):
    """Replays render one at a time (the bot's replay queue): a request while others render is told how
    many are ahead, and renders once they are done; a second request from the same user meanwhile gets
    a polite answer; a full queue too."""
    alice, bob, carol = harness.user("alice"), harness.user("bob"), harness.user("carol")
    game_id = await finish(harness, [alice.id, bob.id], seed=6, options={"length": "long"})
    queue = harness.bot.replays
    # Two other users' replays hold the queue (one rendering, one waiting) as the real tickets do.
    first, second = queue.enter(alice.id), queue.enter(carol.id)
    assert (first.ahead, second.ahead) == (0, 1)
    waiting = asyncio.create_task(harness.slash(bob, "records replay", id=game_id))
    while not queue.holds(bob.id):
        await asyncio.sleep(0)  # a yield, no time passes: the command runs up to its place in the queue
    again = await harness.slash(bob, "records replay", id=game_id)
    assert again.ephemeral[-1].content == t("en", "history-replay-busy")
    assert not [s for s in harness.channel_messages if s.files]
    first.done()
    second.done()
    reply = await waiting
    said = [sent.content for sent in reply.ephemeral]
    assert "2 replays are ahead of yours: yours follows when they are posted." in said
    posts = [s for s in reply.channel if s.files]
    assert len(posts) == 1 and frame_count(posts[0].files[0][1]) == 7
    assert not queue.holds(bob.id)  # done: the next request is welcome
    # A full queue refuses politely, in the asker's language.
    queue.limit = 0
    blocker = queue.enter(alice.id)
    try:
        full = await harness.slash(bob, "records replay", id=game_id)
        assert full.ephemeral[-1].content == t("en", "history-replay-full")
    finally:
        blocker.done()


@pytest.mark.parametrize("lang", ["en", "de", "es", "it"])
def test_the_queue_place_is_said_in_every_language(lang: str):
    for ahead in (1, 3):
        said = t(lang, "history-replay-queued", ahead=ahead)
        assert str(ahead) in said and "{" not in said
    assert t(lang, "history-replay-queued", ahead=1) != t(lang, "history-replay-queued", ahead=3)


async def test_a_replay_over_the_places_upload_limit_falls_back_under_it(harness: Harness):
    """The GIF is checked against the upload limit of the place it goes (``Interaction.filesize_limit``):
    over it, fewer frames, never a failed post."""
    alice, bob = harness.user("alice"), harness.user("bob")
    game_id = await finish(harness, [alice.id, bob.id], seed=6, options={"length": "long"})
    await harness.slash(bob, "records replay", id=game_id)
    whole = [s for s in harness.channel_messages if s.files][-1].files[0][1]
    limit = len(whole) * 2 // 3
    harness.attachment_size_limit = limit
    reply = await harness.slash(bob, "records replay", id=game_id)
    post, = (s for s in reply.channel if s.files)
    gif = post.files[0][1]
    assert len(gif) <= limit < len(whole) and 2 <= frame_count(gif) < 7
