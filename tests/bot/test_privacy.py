"""Issue 29, a member's own data, through the harness on both databases: ``/game privacy`` shows what is
stored, "Download my data" gives it as JSON (theirs only), "Delete my data" asks what becomes of each game
in play (the stand-in or the end), then deletes once; finished games show a "former player" to the others
(history, export); the buttons are the caller's alone and stale-safe; ``python -m bot forget`` does the same
on a file database, its channels told by the running bot."""

from __future__ import annotations

import asyncio
import io
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

from harness import CHANNEL_ID, GUILD_ID, Harness, start_game
from test_history import finish

from bot.forget import main as forget_main
from core.ratings import INITIAL, new_ratings, rated_users
from store import ResultSeat, former_player_id, is_former_player, stamp

ROOT = Path(__file__).resolve().parents[2]
_channels = itertools.count(710_000_000_000_000_000)


async def in_play(h: Harness, users: list[int], *, seed: int = 3) -> int:
    """A game of ``users`` started (through the service, as the Start button does) in a channel of its own."""
    store = h.bot.store
    record = await store.create_lobby(guild_id=GUILD_ID, channel_id=next(_channels), game="menagerie",
                                      options={}, creator_id=users[0])
    for user in users[1:]:
        await store.add_seat(record.id, user)
    fresh = await store.get_game(record.id)
    assert fresh is not None
    await h.bot.service.start(fresh, seed)
    return record.id


def buttons(reply) -> dict[str, str]:
    """The buttons of a reply's newest private message, by label."""
    message = [s for s in reply.sent if s.where == "ephemeral" and s.custom_ids()][-1]
    return {b["label"]: b["custom_id"] for b in message.buttons()}


def posts_in(h: Harness, channel_id: int) -> str:
    return "\n".join(s.text() for s in h.channel_messages if s.channel_id == channel_id)


async def test_privacy_shows_what_is_stored_and_the_download_holds_only_the_callers_data(
        any_harness: Harness):
    h = any_harness
    alice, bob = h.user("alice"), h.user("bob")
    await h.bot.store.set_user_language(alice.id, "en")
    now = h.bot.clock()
    await h.bot.store.start_vacation(alice.id, stamp(now.replace(year=now.year + 1)),
                                     stamp(now.replace(year=now.year + 1, month=1, day=20)))
    finished = await finish(h, [alice.id, bob.id], seed=5)
    alice_seat = (await h.bot.store.seats(finished)).index(alice.id)
    await h.bot.store.add_hint_used(finished, alice_seat)  # the count the card shows is hers to download
    reply = await h.slash(alice, "game privacy")
    shown = reply.text()
    assert "What this bot keeps about you" in shown and "finished games: 1" in shown
    assert "times away: 1" in shown and "Menagerie (1)" in shown
    # Why and for how long, in short, and where the whole policy is: the admins, or the operator's copy.
    assert "until you delete it here" in shown and "ask the server's admins" in shown
    h.bot.privacy_url = "https://example.org/boardgames/PRIVACY.md"
    linked = (await h.slash(alice, "game privacy")).text()
    assert "https://example.org/boardgames/PRIVACY.md" in linked and "ask the server's admins" not in linked
    h.bot.privacy_url = None
    choices = buttons(reply)
    assert set(choices) == {"Download my data", "Delete my data"}
    # Someone else pressing them is refused, and gets no file.
    refused = await h.press(bob, choices["Download my data"])
    assert "belong to someone else" in refused.text() and not [s for s in refused.sent if s.files]
    download = await h.press(alice, choices["Download my data"])
    files = [f for s in download.ephemeral for f in s.files]
    assert [name for name, _ in files] == ["my-boardgame-data.json"]
    raw = files[0][1].decode("utf-8")
    data = json.loads(raw)
    assert data["user_id"] == str(alice.id) and data["settings"]["language"] == "en"
    assert len(data["times_away"]) == 1 and {r["game"] for r in data["ratings"]} == {"menagerie"}
    game = next(g for g in data["games"] if g["id"] == finished)
    assert game["status"] == "finished" and game["result"]["place"] in (1, 2) and game["public_log"]
    assert game["hints_you_received"] == 1
    # Nothing of the other player: not their id, not their settings; no seed, no raw actions.
    assert str(bob.id) not in raw and "seed" not in raw and '"action"' not in raw
    help_text = (await h.slash(alice, "game help")).text()
    assert "/game privacy" in help_text and "PRIVACY.md" in help_text
    # In a DM with the bot too.
    in_dm = await h.slash(alice, "game privacy", channel_id=h.dm_channel(alice))
    assert "finished games: 1" in in_dm.text()
    from_dm = await h.press(alice, buttons(in_dm)["Download my data"])
    assert [name for s in from_dm.ephemeral for name, _ in s.files] == ["my-boardgame-data.json"]


def test_a_former_players_seat_moves_no_rating_and_keeps_none():
    """A game the stand-in finishes for a former player: the others' ratings move (the seat plays with a
    newcomer's rating), and no rating is kept under the marker."""
    seats = [ResultSeat(0, former_player_id(0), 3, 1, True), ResultSeat(1, 42, 1, 2, False)]
    assert rated_users(seats) == [42]
    assert set(new_ratings(seats, {42: INITIAL})) == {42}


async def test_deleting_leaves_games_to_the_stand_in_or_ends_them_and_finished_seats_become_former(
        any_harness: Harness):
    h = any_harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    store = h.bot.store
    done = await finish(h, [alice.id, bob.id], seed=2)
    three = await start_game(h, "menagerie", [alice, bob, carol])  # alice opened it: seat 0, to move first
    two = await in_play(h, [bob.id, alice.id])  # a game of two: it ends whatever she chooses
    record_two = await store.get_game(two)
    assert record_two is not None
    await store.set_text_only(alice.id, True)
    view = await h.slash(alice, "game privacy")
    ask = await h.press(alice, buttons(view)["Delete my data"])
    told = ask.text()
    assert "You are playing 2 games" in told and "can play your seat to the end" in told
    assert "ends without a result whatever you choose" in told
    # A stranger cannot choose for her.
    choose = buttons(ask)
    assert "belong to someone else" in (await h.press(carol, choose["Leave my games to the stand-in"])).text()
    confirm = await h.press(alice, choose["Leave my games to the stand-in"])
    assert "the stand-in plays your seat to the end" in confirm.text()
    assert "the game ends now, without a result" in confirm.text()
    delete_id = buttons(confirm)["Delete"]
    assert "belong to someone else" in (await h.press(bob, delete_id)).text()
    assert (await store.user_settings(alice.id)).text_only  # nothing deleted by the refusals
    deleted = await h.press(alice, delete_id)
    assert "everything this bot kept about you is deleted" in deleted.text()
    assert "2 seats of finished or ended games now show a former player" in deleted.text()
    # Pressed again (a double press, or the same message after a restart): nothing more, and it says so.
    again = await h.press(alice, delete_id)
    assert "already deleted" in again.text()

    about = await store.stored_about(alice.id)
    assert about.settings is None and not about.seats and not about.ratings and not about.dm_channel
    # The game of three goes on: the stand-in keeps her seat (and, her seat being to move, has played).
    states = await store.seat_states(three)
    assert is_former_player(states[0].user_id) and states[0].standin
    record = await store.get_game(three)
    assert record is not None and record.status == "active"
    actions = await store.actions(three)
    assert actions and actions[0].seat == 0
    assert "the stand-in plays" in posts_in(h, CHANNEL_ID)
    # The game of two ended, and its channel was told.
    ended = await store.get_game(two)
    assert ended is not None and ended.status == "aborted" and ended.end_reason == "left"
    assert "the game ends here, without a result" in posts_in(h, record_two.channel_id)
    # The finished game: a former player for the others, in the history and in the export.
    result = await store.game_result(done)
    assert result is not None and alice.id not in [seat.user_id for seat in result.seats]
    assert former_player_id(0) in [seat.user_id for seat in result.seats]
    history = await h.slash(bob, "records history")
    assert "former player" in history.text() and str(alice.id) not in history.text()
    export = await h.slash(bob, "records export", id=done)
    raw = next(f for s in export.sent for f in s.files)[1].decode("utf-8")
    seats = json.loads(raw)["seats"]
    assert seats[0] == {"seat": 0, "user_id": None, "computer": None, "former_player": True, "standin": False}
    assert str(alice.id) not in raw and seats[1]["user_id"] == bob.id
    board = await h.slash(bob, "records leaderboard", game="menagerie")
    assert str(alice.id) not in board.text()


async def test_abandoning_ends_the_games_and_a_changed_table_is_not_deleted_blindly(any_harness: Harness):
    h = any_harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    store = h.bot.store
    game = await in_play(h, [bob.id, alice.id, carol.id])
    record = await store.get_game(game)
    assert record is not None
    view = await h.slash(alice, "game privacy")
    ask = await h.press(alice, buttons(view)["Delete my data"])
    confirm = await h.press(alice, buttons(ask)["Abandon my games"])
    assert "the game ends now, without a result" in confirm.text()
    delete_id = buttons(confirm)["Delete"]
    # She joins a lobby after the confirmation: the Delete she was shown is stale and deletes nothing.
    lobby = await store.create_lobby(guild_id=GUILD_ID, channel_id=next(_channels), game="menagerie",
                                     options={}, creator_id=bob.id)
    await store.add_seat(lobby.id, alice.id)
    stale = await h.press(alice, delete_id)
    assert "Your games changed" in stale.text()
    assert (await store.get_game(game)).status == "active"
    # Asked again, she sees the lobby too, and this time it is done.
    view = await h.slash(alice, "game privacy")
    ask = await h.press(alice, buttons(view)["Delete my data"])
    confirm = await h.press(alice, buttons(ask)["Abandon my games"])
    assert "You leave the lobby you joined" in confirm.text()
    done = await h.press(alice, buttons(confirm)["Delete"])
    assert "Games left to the stand-in: 0; games ended: 1; lobbies left: 1" in done.text()
    ended = await store.get_game(game)
    assert ended is not None and ended.status == "aborted"
    assert await store.seats(lobby.id) == [bob.id]
    assert "the game ends here" in posts_in(h, record.channel_id)
    assert "A player left this lobby" in posts_in(h, lobby.channel_id)
    # Her seat in the ended game is a former player's too.
    seat_states = await store.seat_states(game)
    assert is_former_player(seat_states[1].user_id)


async def forget_in_process(*args: str, database: str) -> tuple[int, str]:
    """``main(argv)`` of the command (its own event loop, in a thread): exit code and what it printed."""
    out = io.StringIO()
    code = await asyncio.to_thread(forget_main, [*args, "--database", database], out)
    return code, out.getvalue()


def forget(*args: str, database: str) -> subprocess.CompletedProcess[str]:
    """The command as an operator runs it: its own process, no DISCORD_TOKEN."""
    env = {key: value for key, value in os.environ.items() if key != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-m", "bot", "forget", *args, "--database", database],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)


async def test_the_forget_command_does_the_same_and_the_bot_tells_the_channel(harness: Harness):
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    store = h.bot.store
    path = store.path
    done = await finish(h, [alice.id, bob.id], seed=4)
    game = await in_play(h, [bob.id, alice.id, carol.id])
    record = await store.get_game(game)
    assert record is not None
    await store.set_turn_reminders(alice.id, False)
    code, said = await forget_in_process(str(alice.id), database=path)
    assert code == 1 and "choose --stand-in or --abandon" in said
    code, said = await forget_in_process(str(alice.id), "--stand-in", database=path)
    assert code == 1 and "Nothing was deleted" in said
    assert not (await store.turn_reminders(alice.id))
    ran = forget(str(alice.id), "--stand-in", "--yes", database=path)
    assert ran.returncode == 0, ran.stderr
    assert "settings 1" in ran.stdout and f"Games left to the stand-in: {game}" in ran.stdout
    assert "former player's: 1" in ran.stdout
    assert (await store.stored_about(alice.id)).seats == []
    result = await store.game_result(done)
    assert result is not None and is_former_player(result.seats[0].user_id)
    # The command cannot post: the running bot tells the channel at its next periodic run.
    h.clock.advance(minutes=2)
    await h.tick()
    assert "the stand-in plays" in posts_in(h, record.channel_id)
    code, said = await forget_in_process(str(alice.id), "--abandon", "--yes", database=path)
    assert code == 0 and "Nothing is stored" in said
    code, said = await forget_in_process("alice", database=path)
    assert code == 2
