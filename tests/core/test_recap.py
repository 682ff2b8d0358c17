"""The recap of what happened since a seat last acted (core/recap.py): the windows of the log it takes,
the grouping by seat, the words in every language and the trimming of a long recap; read from a real
store's log of a game played through the service."""

from __future__ import annotations

import random
import re

import pytest
from played import started

from core.lines import encode_line
from core.recap import (
    Recap,
    SeatMoves,
    joined,
    last_round,
    read_last_round,
    read_since_last_turn,
    recap_text,
    since_last_turn,
)
from rules.base import Msg
from store import ActionRecord


def log(*moves: tuple[int, int, str | Msg]) -> list[ActionRecord]:
    """A log of (seat, turn, line) actions, in order."""
    return [ActionRecord(seq=index + 1, seat=seat, action=f"secret-{index}", description=encode_line(line),
                         turn=turn, at="2026-11-23T10:00:00+00:00")
            for index, (seat, turn, line) in enumerate(moves)]


# A three-seat game: each turn is two decisions of one seat.
ROUND = log((0, 0, "a1"), (0, 0, "a2"), (1, 1, "b1"), (1, 1, "b2"), (2, 2, "c1"), (2, 2, "c2"),
            (0, 3, "a3"), (0, 3, "a4"), (1, 4, "b3"), (1, 4, "b4"))


def test_since_last_turn_holds_what_the_others_did_after_the_seats_last_action_grouped_by_seat():
    recap = since_last_turn(ROUND, 2)
    assert recap == Recap((SeatMoves(0, ("a3", "a4")), SeatMoves(1, ("b3", "b4"))), moves=4)
    assert recap.seats == (0, 1) and bool(recap)
    # The seat that acted last has nothing new; one that never acted gets all of the others' moves.
    assert not since_last_turn(ROUND, 1) and since_last_turn(ROUND, 1).moves == 0
    never = since_last_turn(ROUND[:4], 2)
    assert never.groups == (SeatMoves(0, ("a1", "a2")), SeatMoves(1, ("b1", "b2"))) and never.moves == 4
    assert not since_last_turn([], 0)


def test_since_last_turn_leaves_the_seats_own_moves_out_and_keeps_the_order_seats_first_acted_in():
    # Seat 1 answers a question inside seat 0's turn: the groups are by seat, in the order they began.
    actions = log((2, 0, "c1"), (0, 1, "a1"), (1, 1, "b-answer"), (0, 1, "a2"), (1, 2, "b1"))
    assert since_last_turn(actions, 2).groups == (SeatMoves(0, ("a1", "a2")),
                                                  SeatMoves(1, ("b-answer", "b1")))


def test_what_the_stand_in_did_for_the_seat_is_news_to_its_player():
    standin = Msg("bot-played-by-standin", line="c2")
    actions = log((2, 0, "c1"), (0, 1, "a1"), (2, 2, standin), (1, 3, "b1"))
    assert since_last_turn(actions, 2) == Recap((SeatMoves(0, ("a1",)), SeatMoves(2, (standin,)),
                                                 SeatMoves(1, ("b1",))), 3)
    words = recap_text("en", since_last_turn(actions, 2), lambda seat: f"S{seat}")
    assert "S2: Played by the stand-in: c2" in words
    # The card's round is every seat's turn since the seat to play last played, the stand-in's or not.
    assert last_round(actions, 2).groups == (SeatMoves(1, ("b1",)),)


def test_last_round_is_every_seats_turn_since_the_seat_to_play_last_played():
    assert last_round(ROUND, 2).groups == (SeatMoves(0, ("a3", "a4")), SeatMoves(1, ("b3", "b4")))
    # Seat 0 to play: its own last turn starts the round.
    assert last_round(ROUND[:8], 1).groups == (SeatMoves(2, ("c1", "c2")), SeatMoves(0, ("a3", "a4")))
    # Early in the game the round is everything so far.
    assert last_round(ROUND[:4], 2) == Recap((SeatMoves(0, ("a1", "a2")), SeatMoves(1, ("b1", "b2"))), 4)
    assert not last_round([], 0)


def test_last_round_of_a_seat_playing_again_at_once_is_its_own_last_turn():
    # A solo game (or an extra turn): the newest turn, not an empty round.
    solo = log((0, 0, "x1"), (0, 0, "x2"), (0, 1, "y1"), (0, 1, "y2"))
    assert last_round(solo, 0) == Recap((SeatMoves(0, ("y1", "y2")),), 2)


def test_the_last_round_of_a_finished_game_ends_with_the_last_move():
    assert last_round(ROUND, None).groups == (SeatMoves(2, ("c1", "c2")), SeatMoves(0, ("a3", "a4")),
                                              SeatMoves(1, ("b3", "b4")))


def test_a_seat_playing_a_new_turn_after_another_seats_turn_gets_a_second_line_in_the_order_played():
    # Tiwanaku's last forecasts: seat 1 completes the terrain, seat 2 forecasts, seat 1's forecast ends
    # the game. Seat 1's turns on one line would tell the game's end above seat 2's earlier forecast.
    ending = log((0, 60, "r-move"), (1, 61, "b-move"), (1, 61, "b-complete"), (2, 62, "y-forecast"),
                 (1, 63, "b-forecast"), (1, 63, "b-wins"))
    folded = Recap((SeatMoves(0, ("r-move",)), SeatMoves(1, ("b-move", "b-complete")),
                    SeatMoves(2, ("y-forecast",)), SeatMoves(1, ("b-forecast", "b-wins"))), 6)
    # What seat 0 missed, and the round before it (as a card folding the turns after seat 0's tells them).
    assert since_last_turn(ending, 0) == Recap(folded.groups[1:], 5) == last_round(ending, 0)
    assert last_round(ending, None) == Recap(folded.groups[2:], 3)  # from seat 1's turn before the last
    words = recap_text("en", since_last_turn(ending, 0), lambda seat: f"S{seat}")
    assert words == "S1: b-move; b-complete\nS2: y-forecast\nS1: b-forecast; b-wins"
    # Turns of one seat in a row stay on one line (its extra turn; a computer completing the terrain and
    # making the last forecast), and so does an answer inside another seat's turn (above).
    again = log((0, 1, "a1"), (1, 2, "b1"), (1, 3, "b2"), (1, 3, "b3"))
    assert since_last_turn(again, 2).groups == (SeatMoves(0, ("a1",)), SeatMoves(1, ("b1", "b2", "b3")))
    # Trimmed, the oldest lines go first, whichever line they were on; the rest keep their order.
    trimmed = recap_text("en", since_last_turn(ending, 0), lambda seat: f"S{seat}", limit=len(words) - 1)
    assert trimmed == "… and 2 earlier moves\nS2: y-forecast\nS1: b-forecast; b-wins"


def test_a_seats_sentences_follow_each_other_and_plain_lines_are_joined_by_semicolons():
    assert joined(["Red takes a Coast.", "Red places a tent!", "drew", "passed"]) == \
        "Red takes a Coast. Red places a tent! drew; passed"
    assert joined([]) == "" and joined(["only"]) == "only"


def test_only_the_public_lines_are_read_never_the_action_texts():
    recap = since_last_turn(ROUND, 2)
    words = recap_text("en", recap, lambda seat: f"seat {seat}")
    assert "secret" not in words and "a3; a4" in words


NAMES = {0: "**Ana** (Red tribe)", 1: "**Ben** (Blue tribe)"}
CATALOG_LINE = Msg("bot-game-begins", players=3)


@pytest.mark.parametrize(("lang", "begins"), [("en", "The game begins with 3 players."),
                                              ("es", "La partida empieza con 3 jugadores."),
                                              ("de", "Das Spiel beginnt mit 3 Spielern."),
                                              ("it", "La partita inizia con 3 giocatori.")])
def test_recap_text_is_one_line_per_seat_in_the_readers_language(lang: str, begins: str):
    from i18n import t
    assert t(lang, "bot-game-begins", players=3) == begins  # the expected words come from the catalog
    recap = since_last_turn(log((0, 0, CATALOG_LINE), (0, 0, "drew"), (1, 1, "passed")), 2)
    assert recap_text(lang, recap, NAMES.__getitem__) == (
        f"**Ana** (Red tribe): {begins} drew\n**Ben** (Blue tribe): passed")
    assert recap_text(lang, Recap(), NAMES.__getitem__) == ""


@pytest.mark.parametrize(("lang", "one", "many"), [
    ("en", "… and one earlier move", "… and {} earlier moves"),
    ("es", "… y una jugada anterior", "… y {} jugadas anteriores"),
    ("de", "… und ein früherer Zug", "… und {} frühere Züge"),
    ("it", "… e una mossa precedente", "… e altre {} mosse precedenti")])
def test_a_long_recap_leaves_the_oldest_lines_out_and_says_how_many(lang: str, one: str, many: str):
    moves = [(0 if index < 6 else 1, index // 3, f"line number {index:02d}") for index in range(12)]
    recap = since_last_turn(log(*moves), 2)
    whole = recap_text(lang, recap, NAMES.__getitem__, limit=10_000)
    assert "line number 00" in whole and whole.count("\n") == 1
    trimmed = recap_text(lang, recap, NAMES.__getitem__, limit=len(whole) - 10)
    left_out = 12 - trimmed.count("line number")
    assert left_out >= 2 and trimmed.startswith(many.format(left_out) + "\n")
    assert len(trimmed) <= len(whole) - 10 and "line number 00" not in trimmed
    assert f"**Ana** (Red tribe): line number {left_out:02d};" in trimmed  # the oldest left went first
    # One long old line gives way alone.
    long_first = since_last_turn(log((0, 0, "a long first line " * 5), *moves[1:]), 2)
    whole = recap_text(lang, long_first, NAMES.__getitem__, limit=10_000)
    trimmed = recap_text(lang, long_first, NAMES.__getitem__, limit=len(whole) - 1)
    assert trimmed.startswith(one + "\n") and "long first" not in trimmed and "line number 01" in trimmed
    short = recap_text(lang, recap, NAMES.__getitem__, limit=120)
    shown = short.count("line number")
    assert 1 < shown < 12 and short.startswith(many.format(12 - shown) + "\n") and len(short) <= 120
    # The newest lines stay, under their seat's name; a seat whose lines all went is not named.
    assert short.endswith("line number 10; line number 11") and "**Ana**" not in short
    # Even a limit too small for one line gives a text within it.
    assert len(recap_text(lang, recap, NAMES.__getitem__, limit=30)) <= 30


async def test_the_recaps_read_from_a_games_log_in_the_store(service):
    loaded = await started(service, [11, 22, 33], channel=500, options={"length": "long"})
    rng = random.Random(3)
    # Two full rounds of three two-decision turns, and the first decision of a third round.
    for _ in range(13):
        user = loaded.to_play_user()
        loaded = (await service.play(loaded, user, rng.choice(loaded.game.legal_actions(loaded.state)))).after
    actions = await service.store.actions(loaded.id)
    assert len(actions) == 13
    for seat in range(3):
        assert await read_since_last_turn(service.store, loaded.id, seat) == since_last_turn(actions, seat)
    to_play = loaded.game.to_play(loaded.state)
    assert await read_last_round(service.store, loaded.id, to_play) == last_round(actions, to_play)
    recap = await read_since_last_turn(service.store, loaded.id, 2)
    assert recap.seats == (0,) and recap.moves == 1  # seat 0 began the third round
    assert recap_text("en", recap, lambda seat: "North").startswith("North: North player ")


async def test_a_window_longer_than_the_first_read_is_read_whole(service, monkeypatch):
    import core.recap
    monkeypatch.setattr(core.recap, "FIRST_READ", 2)
    loaded = await started(service, [11, 22], channel=501, options={"length": "long"})
    rng = random.Random(5)
    for _ in range(7):
        user = loaded.to_play_user()
        loaded = (await service.play(loaded, user, rng.choice(loaded.game.legal_actions(loaded.state)))).after
    actions = await service.store.actions(loaded.id)
    # Seat 1 has not acted since the fourth action: the window is longer than two reads of two.
    assert await read_since_last_turn(service.store, loaded.id, 1) == since_last_turn(actions, 1)
    assert await read_since_last_turn(service.store, loaded.id, 0) == since_last_turn(actions, 0)
    assert await read_last_round(service.store, loaded.id, None) == last_round(actions, None)


def test_a_very_long_recap_leaves_out_the_fewest_oldest_lines_that_make_it_fit():
    from i18n import t
    lines = [(0, index // 2, f"move {index} " + "x" * (index % 7)) for index in range(600)]
    actions = log(*lines)
    for limit in (60, 300, 1200, 4000):
        words = recap_text("en", since_last_turn(actions, 1), NAMES.__getitem__, limit=limit)
        assert len(words) <= limit
        dropped = int(re.match(r"… and (\d+) earlier moves\n", words).group(1))
        # One line fewer left out would not fit.
        fuller = recap_text("en", since_last_turn(actions[dropped - 1:], 1), NAMES.__getitem__, limit=10**6)
        assert len(t("en", "recap-more-earlier", count=dropped - 1)) + 1 + len(fuller) > limit
        assert words.endswith("move 599 " + "x" * (599 % 7))
