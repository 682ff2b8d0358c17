"""``python -m bot replay FILE``: a game record (``/records export``) rebuilt from its seed and actions,
and its final scores printed. Exit 0 when they are the recorded ones, 1 when not (or the actions stop
before the end), 2 for a file that is not a readable record."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TextIO


def replay_main(args: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``python -m bot replay ARGS``, through the command line's parser (:mod:`bot.cli`)."""
    from bot.cli import main

    return main(["replay", *args], out, err)


def replay(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``python -m bot replay FILE``: see the module."""
    try:
        with open(args.file, encoding="utf-8") as file:
            data = json.load(file)
    except (OSError, ValueError) as error:  # no file, or not JSON: said before the replay's code loads
        print(f"{args.file}: not a game record that can be replayed ({type(error).__name__}: {error})",
              file=err)
        return 2
    import rules
    from core.records import RecordError
    from core.records import replay as replay_record
    from i18n import text

    try:
        replayed = replay_record(data, rules.GAMES)
    except (OSError, ValueError) as error:
        reason = error if isinstance(error, RecordError) else f"{type(error).__name__}: {error}"
        print(f"{args.file}: not a game record that can be replayed ({reason})", file=err)
        return 2
    game, state = replayed.game, replayed.state
    seats = data["seats"]
    print(f"{text('en', game.title)}, game {data.get('id', '?')}: {len(data['actions'])} actions, "
          f"{game.turn_count(state)} turns replayed", file=out)
    for seat, seat_data in enumerate(seats):
        who = (seat_data.get("computer") and f"computer ({seat_data['computer']})"
               or ("former player" if seat_data.get("former_player") else seat_data.get("user_id")))
        mark = " (winner)" if seat in replayed.winners else ""
        label = text("en", game.seat_label(state, seat))
        print(f"  {label} [{who}]: {replayed.scores[seat]}{mark}", file=out)
    for extra in replayed.scores[len(seats):]:
        print(f"  (not a seat): {extra}", file=out)
    if not game.is_over(state):
        print("The record's actions do not reach the end of the game.", file=out)
        return 1
    print(text("en", game.outcome_text(state), separator=" "), file=out)
    if not replayed.matches:
        print("These are NOT the final scores the record says: the record is incomplete or altered.",
              file=out)
        return 1
    print("The final scores match the record.", file=out)
    return 0
