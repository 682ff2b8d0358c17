"""``python -m bot migrate-db --from sqlite:///old.sqlite3 --to postgresql://…``: copy a whole database.

Every row of every table is copied (games with their ids, seats, the action log, the outbox, clocks,
votes, vacations, user and server settings), in one transaction on the target, which must be empty: a
half-copied database is never left behind, and nothing is copied twice. Then each copied game that has
a state is replayed from the target's action log and compared with the source's snapshot; the command
fails (exit code 1) if any differs or any table's row count does not match. Either side may be SQLite or
PostgreSQL; both are migrated to the current schema first, so the columns are the same.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from store import Store, StoreUnavailable, open_store
from store.sql import CONCERNS

if TYPE_CHECKING:
    from rules.base import Game

log = logging.getLogger(__name__)

#: The tables of the concerns older than ``Concern.tables`` and their columns at the current schema,
#: parents before children (foreign keys), in the order the copy has always taken them.
LISTED: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("games", ("id", "guild_id", "channel_id", "game", "options", "seed", "status", "version", "state",
               "creator_id", "lobby_message_id", "board_message_id", "created_at", "updated_at",
               "turn_start_state", "snapshot_digest", "rules_version", "clock_seconds", "on_timeout",
               "handover_after", "end_reason", "last_move_at", "clock_chosen", "search_secret",
               "decision_version", "decision_owner", "decision_until", "board_card", "headsup_turn",
               "bank_increment", "bank_cap", "min_reliability", "min_new", "hints")),
    ("seats", ("game_id", "seat", "user_id", "joined_at", "timeouts_in_row", "standin", "dms_closed",
               "standin_moves", "hints_used")),
    ("actions", ("game_id", "seq", "seat", "action", "description", "turn", "at")),
    ("outbox", ("id", "game_id", "version", "payload", "created_at", "delivered_at")),
    ("clocks", ("game_id", "seat", "user_id", "turn", "started_at", "deadline", "half_at", "tenth_at",
                "paused_at", "half_sent", "tenth_sent", "muted", "asked", "next_due", "banks")),
    ("votes", ("game_id", "user_id", "at")),
    ("vacations", ("user_id", "starts_at", "ends_at", "notified")),
    ("user_settings", ("user_id", "turn_reminders", "quiet_start", "quiet_end", "timezone", "language",
                       "client_locale", "text_only", "headsup", "digest_hour", "digest_next_at",
                       "digest_claim", "digest_last", "confirm_reveals")),
    ("guild_settings", ("guild_id", "default_clock", "channel_mentions", "lobby_expiry_hours", "threads",
                        "language", "queue_channel", "web_pages")),
    # Issue 14: results and ratings.
    ("game_results", ("game_id", "guild_id", "game", "started_at", "finished_at", "turns", "rated")),
    ("result_seats", ("game_id", "seat", "user_id", "score", "place", "won", "standin", "mu_before",
                      "sigma_before", "mu_after", "sigma_after", "standin_moves", "board_won")),
    ("ratings", ("scope", "game", "user_id", "mu", "sigma", "games", "updated_at")),
    # Issue 25: each user's DM channel with the bot.
    ("dm_channels", ("user_id", "channel_id")),
    # Issue 30: the matchmaking queue and its matches.
    ("queue_entries", ("id", "guild_id", "user_id", "game", "players", "clock", "min_reliability", "rating",
                       "joined_at", "expires_at")),
    ("queue_matches", ("id", "guild_id", "game", "clock", "users", "created_at", "claim_until", "game_id",
                       "thread_id")),
    # Issue 30: tournaments.
    ("tournaments", ("id", "guild_id", "channel_id", "creator_id", "game", "options", "clock", "format",
                     "table_size", "rounds", "round_seconds", "signup_until", "min_reliability", "status",
                     "round", "round_ends_at", "round_closed", "message_id", "claim", "created_at")),
    ("tournament_players", ("tournament_id", "user_id", "joined_at", "withdrawn")),
    ("tournament_tables", ("tournament_id", "round", "tbl", "players", "game_id", "scores", "decided_by",
                           "thread_id")),
    # Issue 30: seasons, their players and their closed months.
    ("seasons", ("guild_id", "game", "enabled", "channel_id", "divisions", "promote", "relegate", "month",
                 "card_message_id", "card_mark", "card_claim", "card_stale")),
    ("season_members", ("guild_id", "game", "user_id", "division", "joined_at")),
    ("season_archive", ("guild_id", "game", "month", "user_id", "division", "place", "points", "games",
                        "wins", "move")),
    # Issue 31: the post-game reviews, computed once.
    ("reviews", ("game_id", "version", "data", "created_at")),
    # The flows still pending (work of several steps a stop cut off: carried on after the move).
    ("flows", ("id", "kind", "flow_key", "guild_id", "user_id", "payload", "steps", "owner", "attempts",
               "claim_until", "created_at")),
    # Each player's reliability counts, kept by the results; the queue's version (one row, which the
    # target's own migration wrote: replaced by the source's).
    ("reliability", ("user_id", "games", "clean")),
    ("queue_state", ("id", "version")),
    # The offers of seats, and the accepted ones: who held each seat from which turn (core/handover.py).
    ("handovers", ("id", "game_id", "seat", "from_user_id", "to_user_id", "offered_by", "by_table", "voters",
                   "state", "turn", "standin_moves", "created_at", "expires_at", "decided_at")),
    # Plans of the next turn still waiting, and the players' choice about decisions with one answer.
    ("plans", ("game_id", "seat", "user_id", "steps", "made_version", "made_seq", "fingerprint", "strict",
               "due_at", "created_at", "updated_at")),
    ("plan_settings", ("user_id", "forced")),
    # Each member's current personal web link (its generation: older links stop opening).
    ("web_links", ("user_id", "generation", "issued_at")),
)
#: Every table and its columns: those listed above, then each table a concern declares as its own
#: (``Concern.tables``: a feature's storage brings its tables with it). ``tests/bot/test_shared_store.py``
#: checks this against the schema, so a new table or column cannot be forgotten.
TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    *LISTED, *(table for concern in CONCERNS for table in concern.tables))
if len({table for table, _ in TABLES}) != len(TABLES):
    raise ValueError("a table is listed twice for the copy (bot/migrate_db.py and a concern's tables)")
#: Tables whose rows the schema's own migrations write: emptied in the target before the copy.
SEEDED = ("queue_state",)
#: The order batches are read in, for a table whose first two columns are not its key.
ORDER_KEYS: dict[str, str] = {"ratings": "scope, game, user_id", "season_members": "guild_id, game, user_id",
                              "season_archive": "guild_id, game, month, user_id"}
#: Rows per batch read from the source.
BATCH = 2000


@dataclass
class CopyReport:
    """What was copied and what the check found."""

    rows: dict[str, int] = field(default_factory=dict)
    games_checked: int = 0
    #: Games whose replay on the target differs from the source's snapshot, with why.
    mismatches: list[tuple[int, str]] = field(default_factory=list)
    #: Games with a state that could not be replayed here (a game this bot does not offer).
    unchecked: list[tuple[int, str]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.mismatches


class TargetNotEmpty(Exception):
    """The target already holds games; copying into it would mix two bots' data."""


async def copy_database(source: Store, target: Store, games: Mapping[str, Game] | None = None) -> CopyReport:
    """Copy every table from ``source`` to the empty ``target`` and check each game replays the same."""
    import rules  # the games, only once both databases are open

    games = rules.GAMES if games is None else games
    if await target.count_games():
        raise TargetNotEmpty("the target database already holds games; copy into an empty one")
    report = CopyReport()
    async with target.transaction() as db:
        for table in SEEDED:
            await db.execute(f"DELETE FROM {table}")
        for table, columns in TABLES:
            report.rows[table] = await _copy_table(source, db, table, columns)
        if target.backend == "postgresql":
            # Ids were copied as they were: the identity sequences continue after the highest.
            for table in (table for table, columns in TABLES if columns[0] == "id"):
                await db.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                                 f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")
    for table, _ in TABLES:
        copied = int(await target.scalar(f"SELECT COUNT(*) FROM {table}"))
        if copied != report.rows[table]:
            report.mismatches.append((0, f"{table}: {report.rows[table]} rows read, {copied} in the target"))
    await _check_games(source, target, games, report)
    # The planner's statistics of the copied tables now, not when the database's own upkeep gets round
    # to it: until then PostgreSQL reads the clocks and the settings whole on every tick.
    await target.analyze()
    return report


async def _copy_table(source: Store, db: object, table: str, columns: Sequence[str]) -> int:
    names = ", ".join(columns)
    key = "id" if "id" in columns else ORDER_KEYS.get(table, ", ".join(columns[:2]))
    count = 0
    offset = 0
    while True:
        rows = await source._read_all(f"SELECT {names} FROM {table} ORDER BY {key} LIMIT ? OFFSET ?",
                                      (BATCH, offset))
        if not rows:
            return count
        raw = getattr(db, "raw", None)
        if raw is not None:
            # PostgreSQL: COPY, one round trip per batch instead of one per row.
            await raw.copy_records_to_table(table, records=[tuple(r) for r in rows], columns=list(columns))
        else:
            marks = ", ".join("?" for _ in columns)
            for row in rows:
                await db.execute(f"INSERT INTO {table} ({names}) VALUES ({marks})",  # type: ignore[attr-defined]
                                 tuple(row))
        count += len(rows)
        offset += len(rows)


async def _check_games(source: Store, target: Store, games: Mapping[str, Game], report: CopyReport) -> None:
    """Replay every copied game with a state from the target's log; compare with the source snapshot."""
    from core.service import GameService  # the turn's code, only once there is a copy to replay

    service = GameService(target, games)
    ids = [int(r[0]) for r in
           await target._read_all("SELECT id FROM games WHERE state IS NOT NULL ORDER BY id")]
    for game_id in ids:
        before = await source.get_game(game_id)
        after = await target.get_game(game_id)
        if before is None or after is None:
            report.mismatches.append((game_id, "missing after the copy"))
            continue
        if before != after:
            report.mismatches.append((game_id, "the copied row differs"))
            continue
        game = games.get(after.game)
        if game is None:
            report.unchecked.append((game_id, f"game {after.game!r} is not offered by this bot"))
            continue
        try:
            replayed = await service.replay(after, game, len(await target.seats(game_id)))
            snapshot = json.loads(before.state or "null")
        except Exception as error:  # a damaged game: reported, the copy itself is still whole
            report.mismatches.append((game_id, f"cannot be replayed ({type(error).__name__})"))
            continue
        report.games_checked += 1
        if game.dump(replayed) != snapshot:
            report.mismatches.append((game_id, "replaying its log does not give its stored state"))


async def run(source_url: str, target_url: str) -> int:
    from bot.startup import database_problem

    try:
        source = await open_store(source_url)
    except StoreUnavailable as error:
        print(f"The source: {database_problem(source_url, error, '--from')}", file=sys.stderr)
        return 2
    try:
        try:
            target = await open_store(target_url)
        except StoreUnavailable as error:
            print(f"The target: {database_problem(target_url, error, '--to')}", file=sys.stderr)
            return 2
        try:
            report = await copy_database(source, target)
        except TargetNotEmpty as error:
            print(str(error), file=sys.stderr)
            return 2
        finally:
            await target.close()
    finally:
        await source.close()
    for table, count in report.rows.items():
        print(f"{table:15} {count:>9} rows")
    print(f"games replayed and compared: {report.games_checked}")
    for game_id, why in report.unchecked:
        print(f"not checked: game {game_id}: {why}")
    for game_id, why in report.mismatches:
        print(f"MISMATCH: game {game_id}: {why}" if game_id else f"MISMATCH: {why}", file=sys.stderr)
    print("copy verified" if report.ok else "copy NOT verified: see the mismatches above")
    return 0 if report.ok else 1


def main(argv: Sequence[str]) -> int:
    """``python -m bot migrate-db ARGS``, through the command line's parser (:mod:`bot.cli`)."""
    from bot.cli import main as cli

    return cli(["migrate-db", *argv])


def migrate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``python -m bot migrate-db``: the source must exist, the target's folder too (nothing is created
    elsewhere than where it was asked)."""
    from bot.cli import database_option
    from bot.config import ConfigError, check_database_folder, parse_database_location

    source = database_option(args.source, err, must_exist=True)
    if source is None:
        return 2
    try:
        target = parse_database_location(args.target, "--to")
        check_database_folder(target, setting="--to")
    except ConfigError as error:
        print(str(error), file=err)
        return 2
    logging.basicConfig(level=logging.WARNING)
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        return asyncio.run(run(source, target))
