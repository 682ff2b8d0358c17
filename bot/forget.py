"""``python -m bot forget USER_ID [--stand-in|--abandon] [--yes] [--from URL]``: remove one member's
data for a request that reached the operator another way than ``/game privacy``. The same
deletion as the button's (:meth:`core.privacy.Privacy.forget`), on either database, with no Discord token.

Without ``--yes`` it prints what is stored and what a deletion would do, and asks (on a terminal) or stops.
Games the member plays: ``--stand-in`` leaves each to the stand-in where it may keep the seat (the others
end), ``--abandon`` ends them all; with games in play, one of the two is required. This command cannot post
to Discord: each game or lobby it changes gets its announcement in the outbox, which the running bot posts
in the game's channel at its next periodic run (within a minute or two), when the stand-in also plays a
seat it now keeps if that seat is to move.

Exit codes: 0 deleted, or nothing was stored; 1 nothing deleted (not confirmed, no choice made for the
games in play, or they changed meanwhile: run it again); 2 bad arguments or a database that cannot be used.
The games and the privacy service are imported only once the database's place is known: a refused command
answers at once.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from bot.cli import database_option, setting
from bot.startup import database_problem
from store import Forgotten, StoreUnavailable, open_store, redact

if TYPE_CHECKING:
    from core.privacy import Overview, Privacy


def describe(privacy: Privacy, overview: Overview, mode: str | None, out: TextIO) -> None:
    from core.privacy import stand_in_may_keep
    from i18n import text

    about = overview.about
    print(f"Stored about user {about.user_id}:", file=out)
    print(f"  settings: {'yes' if about.settings is not None else 'no'}; times away: {len(about.vacations)}; "
          f"ratings: {len(about.ratings)}; DM channel kept: {'yes' if about.dm_channel else 'no'}; "
          f"votes: {about.votes}", file=out)
    print(f"  seats: {len(overview.finished)} in finished games, {len(overview.ended)} in ended games, "
          f"{len(overview.lobbies)} in lobbies, {len(overview.in_play)} in games in play", file=out)
    for line in overview.lines:  # the parts a feature keeps about the member (its concern's member data)
        print(f"  {text('en', line)}", file=out)
    standin = overview.plan(mode)[0] if mode else []
    for seat in overview.in_play:
        title = privacy.title("en", seat.game)
        if mode is None:
            what = ("stand-in or end (choose --stand-in or --abandon)" if stand_in_may_keep(seat)
                    else "ends (the stand-in may not keep a seat of this table)")
        else:
            what = ("the stand-in keeps the seat" if seat.game_id in standin
                    else "the game ends without a result")
        print(f"  game {seat.game_id} ({title}, channel {seat.channel_id}): {what}", file=out)
    for seat in overview.lobbies:
        print(f"  lobby {seat.game_id} ({privacy.title('en', seat.game)}, channel {seat.channel_id}): "
              f"{'closed (they opened it)' if seat.creator else 'they leave it'}", file=out)


def report(forgotten: Forgotten, out: TextIO) -> None:
    print(f"Deleted: settings {forgotten.settings}, times away {forgotten.vacations}, ratings "
          f"{forgotten.ratings}, DM channel {forgotten.dm_channels}, votes {forgotten.votes}; "
          f"seats now a former player's: {forgotten.anonymised_seats}.", file=out)
    for label, games in (("left to the stand-in", forgotten.standin_games),
                         ("ended without a result", forgotten.abandoned_games),
                         ("lobbies left", forgotten.lobbies_left),
                         ("lobbies closed", forgotten.lobbies_closed)):
        if games:
            print(f"Games {label}: {', '.join(str(game) for game in games)}", file=out)
    if (forgotten.standin_games or forgotten.abandoned_games or forgotten.lobbies_left
            or forgotten.lobbies_closed):
        print("Their channels are told by the running bot at its next periodic run (the outbox).", file=out)


async def run(location: str, user_id: int, mode: str | None, yes: bool, out: TextIO,
              ask: bool, err: TextIO | None = None, setting: str = "BOARDGAME_DATABASE_URL") -> int:
    # The games and the privacy service, only once the arguments and the database's place passed.
    import rules
    from core.privacy import Privacy
    from core.service import PlayerError
    from i18n import text

    err = err or sys.stderr
    try:
        store = await open_store(location)
    except StoreUnavailable as error:
        print(f"{database_problem(location, error, setting)} Nothing was deleted.", file=err)
        return 2
    try:
        privacy = Privacy(store, rules.GAMES)
        overview = await privacy.overview(user_id)
        if overview.empty:
            print(f"Nothing is stored about user {user_id}: nothing to delete.", file=out)
            return 0
        describe(privacy, overview, mode, out)
        if overview.in_play and mode is None:
            print("Games in play: choose --stand-in or --abandon. Nothing was deleted.", file=out)
            return 1
        if not yes:
            answer = input("Delete all of it now? [y/N] ") if ask else ""
            if answer.strip().lower() not in ("y", "yes"):
                print("Nothing was deleted (confirm with --yes).", file=out)
                return 1
        try:
            forgotten = await privacy.forget(user_id, mode or "abandon", expected=overview.fingerprint)
        except PlayerError as error:
            print(f"{text('en', error.msg)} Nothing was deleted.", file=out)
            return 1
        report(forgotten, out)
        return 0
    except StoreUnavailable as error:
        print(f"The database {redact(location)} cannot be used: {error}. Nothing was deleted.", file=err)
        return 2
    finally:
        await store.close()


def main(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``python -m bot forget ARGS``, through the command line's parser (:mod:`bot.cli`)."""
    from bot.cli import main as cli

    return cli(["forget", *argv], out, err)


def forget(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``python -m bot forget``: see the module."""
    location = database_option(args.source, err, must_exist=True, env_file=args.env_file)
    if location is None:
        return 2
    return asyncio.run(run(location, args.user_id, args.mode, args.yes, out,
                           ask=sys.stdin is not None and sys.stdin.isatty(), err=err,
                           setting=setting(args.source)))
