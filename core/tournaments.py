"""Tournaments as a service, Discord-free: what a tournament may be created with, who
may sign up, which round is due, its pairing (``core/pairing.py``), a finished game's points, the
standings. The tournament room (``bot/cogs/tournament.py``) calls this and shows the outcome.

The flow, all of it in the database (``store/sql/tournaments.py``) so a restart or another process goes
on where the work stopped: sign-up until the deadline; then each round is paired and stored at once (its
byes decided with it), its games opened (each table remembers its game, so a game is opened once even
when the work is cut off and done again); a table is decided by its game's result, or, when the round's
maximum duration has passed, by the organiser (win for a seat, draw, both lose); a game that ends after
that changes nothing (a table is decided once). When every table is decided the standings are posted and
the next round paired; after the last, the final standings. The periodic work on a tournament is claimed
first (:meth:`Tournaments.claim`), like the clocks', so two processes never pair a round twice; each change
is stored with the flow that tells of it (``core/flows.py``: the round's threads, games and DMs, the
organiser's questions, the final standings), each step done once whatever step a crash interrupts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Protocol

from core import pairing
from core.clocks import CLOCKS
from core.flows import LEASE
from core.service import PlayerError
from rules.base import Game, Msg
from store import (
    GameRecord,
    GameResult,
    ResultStore,
    Tournament,
    TournamentStore,
    TournamentTable,
    parse_stamp,
    stamp,
)


class TournamentWorkStore(TournamentStore, ResultStore, Protocol):
    """What the tournaments need: their rounds and tables, and the tables' results."""


FORMATS = ("swiss", "robin")
#: How long a process's claim on a tournament's work holds (a crash leaves it to another after this): the
#: flows' lease, so a tournament a crash cut off goes on within two ticks, as its flows do. The work under
#: it is short (a pairing search, a few writes); what follows a change is its flow's, under a lease of
#: its own.
CLAIM = LEASE
MAX_ROUNDS = 12
MAX_SIGNUP_DAYS = 60
MAX_ROUND_DAYS = 60
MAX_PLAYERS = 64


@dataclass(frozen=True)
class State:
    """A tournament with its players (user -> withdrew) and every table so far."""

    tournament: Tournament
    players: dict[int, bool]
    tables: list[TournamentTable]
    #: Each player's rating in the title on this server (the leaderboard's conservative value), the last
    #: tie-break; a player without one counts 0.
    ratings: Mapping[int, float] = field(default_factory=dict)

    @property
    def active(self) -> list[int]:
        return [user for user, withdrew in self.players.items() if not withdrew]

    def rounds(self) -> list[pairing.Round]:
        """The rounds as the pairing reads them (a bye is a table of one: a bye there)."""
        by_round: dict[int, list[TournamentTable]] = {}
        for table in self.tables:
            by_round.setdefault(table.round, []).append(table)
        return [pairing.Round(tuple(pairing.Table(t.players, t.scores) for t in tables
                                    if t.decided_by != "bye"),
                              tuple(t.players[0] for t in tables if t.decided_by == "bye"))
                for _, tables in sorted(by_round.items())]

    def current(self) -> list[TournamentTable]:
        return [t for t in self.tables if t.round == self.tournament.round]

    def standings(self) -> list[pairing.Standing]:
        return pairing.standings(self.players, self.rounds(), self.ratings)


def sizes_for(game: Game, table_size: int) -> tuple[int, int]:
    return pairing.size_range(game.min_players, game.max_players, table_size)


def total_rounds(tournament: Tournament, players: int) -> int:
    """Swiss: the rounds chosen; round robin: as many as everyone needs to meet everyone once (at most
    the rounds chosen)."""
    if tournament.format == "swiss":
        return tournament.rounds
    return min(tournament.rounds, pairing.round_robin_rounds(players, tournament.table_size))


def scores_of(record: GameRecord, result: GameResult | None, players: tuple[int, ...]) -> dict[int, float]:
    """A table's points from its game: by the places of its result (a seat the stand-in had at the end
    counts as its player's, as the ratings count it); a game ended without a result: nobody scores."""
    if record.status != "finished" or result is None:
        return {player: 0.0 for player in players}
    places: dict[int, list[int]] = {}
    for seat in result.seats:
        places.setdefault(seat.place, []).append(seat.user_id)
    scores = pairing.placing_scores([users for _, users in sorted(places.items())])
    return {player: scores.get(player, 0.0) for player in players}


def verdict_scores(players: tuple[int, ...], verdict: str) -> dict[int, float]:
    """The organiser's decision on an unfinished table: ``w<seat>`` (that seat wins, the others share the
    last place), ``d`` (a draw: everyone ½) or ``x`` (both lose: nobody scores)."""
    if verdict == "d":
        return {player: 0.5 for player in players}
    if verdict == "x":
        return {player: 0.0 for player in players}
    winner = players[int(verdict[1:])]
    return pairing.placing_scores([[winner], [p for p in players if p != winner]])


class Tournaments:
    """The tournaments' rules and their side of the database."""

    def __init__(self, store: TournamentWorkStore, games: Mapping[str, Game], clock) -> None:
        self.store = store
        self.games = games
        self.clock = clock

    def now(self) -> datetime:
        return self.clock()

    async def create(self, *, guild_id: int | None, channel_id: int | None, creator_id: int, game_id: str,
                     clock: str | None, format: str, rounds: int, table_size: int | None, signup_hours: float,
                     round_hours: float, min_reliability: int | None) -> Tournament:
        game = self.games.get(game_id)
        if game is None:
            raise PlayerError(Msg("tournament-error-game"))
        if guild_id is None or channel_id is None:
            raise PlayerError(Msg("bot-error-start-in-server"))
        if format not in FORMATS:
            raise PlayerError(Msg("tournament-error-format"))
        clock = clock or "24h"
        if clock not in CLOCKS:
            raise PlayerError(Msg("bot-config-bad-clock"))
        size = table_size if table_size is not None else (2 if game.min_players <= 2 else game.min_players)
        low, high = sizes_for(game, size)
        if not (game.min_players <= size <= game.max_players and low <= size <= high):
            raise PlayerError(Msg("tournament-error-table-size", low=max(2, game.min_players),
                                  high=min(pairing.MULTI_MAX, game.max_players)))
        if not 1 <= rounds <= MAX_ROUNDS:
            raise PlayerError(Msg("tournament-error-rounds", high=MAX_ROUNDS))
        if not 0 < signup_hours <= MAX_SIGNUP_DAYS * 24 or not 0 < round_hours <= MAX_ROUND_DAYS * 24:
            raise PlayerError(Msg("tournament-error-hours", days=MAX_SIGNUP_DAYS))
        if min_reliability is not None and not 0 <= min_reliability <= 100:
            raise PlayerError(Msg("tournament-error-reliability"))
        return await self.store.create_tournament(
            guild_id=guild_id, channel_id=channel_id, creator_id=creator_id, game=game.id, options={},
            clock=clock, format=format, table_size=size, rounds=rounds,
            round_seconds=int(round_hours * 3600),
            signup_until=stamp(self.now() + timedelta(hours=signup_hours)), min_reliability=min_reliability)

    async def get(self, tournament_id: int) -> Tournament:
        tournament = await self.store.tournament(tournament_id)
        if tournament is None:
            raise PlayerError(Msg("tournament-error-gone"))
        return tournament

    async def state(self, tournament: Tournament) -> State:
        players = await self.store.tournament_players(tournament.id)
        rows = await self.store.ratings_in(tournament.guild_id, tournament.game, list(players))
        ratings = {user: row.conservative for user, row in rows.items()}
        return State(tournament, players, await self.store.tournament_tables(tournament.id), ratings)

    async def sign_up(self, tournament: Tournament, user_id: int) -> None:
        if tournament.status != "signup":
            raise PlayerError(Msg("tournament-error-signup-closed"))
        if len(await self.store.tournament_players(tournament.id)) >= MAX_PLAYERS:
            raise PlayerError(Msg("tournament-error-full", players=MAX_PLAYERS))
        if not await self.store.join_tournament(tournament.id, user_id, stamp(self.now())):
            raise PlayerError(Msg("tournament-error-already-in"))

    async def withdraw(self, tournament: Tournament, user_id: int) -> None:
        if tournament.status not in ("signup", "running"):
            raise PlayerError(Msg("tournament-error-over"))
        if not await self.store.withdraw_from_tournament(tournament.id, user_id):
            raise PlayerError(Msg("tournament-error-not-in"))

    # --- the periodic work --------------------------------------------------------------------------
    async def claim(self, tournament: Tournament) -> str | None:
        """Claim the tournament's work: the claim's end (to release it with), None when another holds it."""
        now = self.now()
        until = stamp(now + CLAIM)
        return until if await self.store.claim_tournament(tournament.id, stamp(now), until) else None

    async def release(self, tournament: Tournament, until: str) -> None:
        await self.store.release_tournament(tournament.id, until)

    async def due(self) -> list[Tournament]:
        """The tournaments with work now (the store's one indexed read): the periodic work claims only
        these, so a minute when nothing happened in any tournament writes nothing."""
        return await self.store.tournaments_with_work(stamp(self.now()))

    def signup_over(self, tournament: Tournament) -> bool:
        return tournament.status == "signup" and parse_stamp(tournament.signup_until) <= self.now()

    def round_over(self, tournament: Tournament) -> bool:
        return (tournament.status == "running" and tournament.round_ends_at is not None
                and parse_stamp(tournament.round_ends_at) <= self.now())

    def next_pairing(self, state: State) -> pairing.Pairing | None:
        """The next round's seating; None when too few players remain to seat a table."""
        tournament = state.tournament
        game = self.games[tournament.game]
        low, high = sizes_for(game, tournament.table_size)
        active = state.active
        if len(active) < low:
            return None
        rounds = state.rounds()
        if tournament.format == "robin" and tournament.table_size <= 2:
            schedule = pairing.circle(list(state.players))
            planned = schedule[len(rounds) % len(schedule)]
            tables = tuple(t for t in planned.tables if all(p in active for p in t))
            byes = tuple(p for p in active if not any(p in t for t in tables))
            return pairing.Pairing(tables, byes)
        if tournament.format == "robin":
            return pairing.round_robin_next(active, rounds, low=low, high=high,
                                            preferred=tournament.table_size)
        return pairing.swiss(active, rounds, low=low, high=high, preferred=tournament.table_size,
                             ratings=state.ratings)

    async def begin_round(self, state: State, seating: pairing.Pairing) -> bool:
        tournament = state.tournament
        ends = stamp(self.now() + timedelta(seconds=tournament.round_seconds))
        return await self.store.begin_tournament_round(tournament.id, tournament.round + 1,
                                                       [list(t) for t in seating.tables], list(seating.byes),
                                                       ends)
