"""Ratings: every finished game moves its players' ratings in its title (issue 14). No Discord in here.

The model is OpenSkill's Plackett–Luce (``openskill.models.PlackettLuce``): a Bayesian rating (an estimate
``mu`` and its uncertainty ``sigma``) built for games of any number of players with a full finishing order,
ties included, which is what a 2–5 player board game ends with. Elo and Glicko rate pairs; TrueSkill
handles several players too but is patented and its Python package unmaintained; OpenSkill is
maintained, MIT-licensed, fast, and its Plackett–Luce model is the one its authors recommend for
free-for-all games. Leaderboards rank by the conservative value ``mu - 3 * sigma``, so a player cannot top
one by a single lucky win.

What players read (issue 23): that conservative value on a friendlier scale (:func:`shown_rating`, a whole
number; a newcomer stands at 1,000) and, below :data:`LEADERBOARD_MIN_GAMES` rated games in a title,
"provisional" instead of any number: the conservative value of a newcomer who lost once is below zero
(-1.8 on the model's scale) and says nothing a player can use.

What counts, and how:

- only games that end normally (status ``finished``); aborted and vote-ended games never reach here;
- places come from the game itself: its winners first (shared wins tie), then the others by score, the
  best first as the game's scoring reads it (``GameSpec.scoring``: the lowest first when the lowest wins;
  equal scores tie); a seat the stand-in held at the end is a loss for its player: last place (tied with any
  other such seat) and never a win, whatever the stand-in achieved (ratings, statistics, seasons and
  tournaments read ``won`` and ``place``). What the board says is kept too (``board_won``): the history,
  like the final card and ``/game status``, names the seat the board made the winner, and says the
  stand-in finished it;
- computer seats (negative user ids, :func:`core.computers.computer_level`) take part with a fixed rating
  per level (:data:`COMPUTER_RATINGS`) that is never updated, so beating "Computer (hard)" is worth more
  than beating "Computer (easy)";
- a game with one seat moves no rating (it is still in the player's history and statistics);
- a seat handed over to another member (``core/handover.py``): its holder at the end is rated for it only
  if they held it for at least half the game's turns; whoever held it before is not rated for the game;
- a game whose table allowed the coach's hints (issue 31, ``GameRecord.hints``) moves no rating either,
  whether or not anyone asked for one: its result is recorded, unrated.

:class:`Ratings` records a finished game's result and moves the ratings in one transaction
(``Store.record_result``), right after the final move's commit (``GameService.on_finished``); a crash in
between is made good at the next start (:meth:`Ratings.catch_up`): the result is computed from the stored
final state, so nothing is lost and nothing counted twice.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Protocol

from openskill.models import PlackettLuce

from core import logctx
from core.computers import computer_level, is_former_player
from core.handover import result_policy
from rules.base import Game, State
from store import ClockStore, GameRecord, ResultSeat, ResultStore, StoreUnavailable


class RatingsStore(ResultStore, ClockStore, Protocol):
    """What recording a result needs: results and ratings, and the seats' stand-in counts."""


log = logging.getLogger(__name__)

MODEL = PlackettLuce()
#: Where a player's rating starts in every title.
INITIAL: tuple[float, float] = (float(MODEL.mu), float(MODEL.sigma))
#: The fixed rating of each computer level (mu, sigma): a small sigma, so the model trusts it.
COMPUTER_RATINGS: dict[str, tuple[float, float]] = {
    "easy": (17.0, 1.0),
    "medium": (25.0, 1.0),
    "hard": (33.0, 1.0),
}
#: Finished games a player needs in a title (and server) before a leaderboard ranks them; below it their
#: rating there is shown as provisional.
LEADERBOARD_MIN_GAMES = 3
#: The shown rating of a newcomer (whose conservative value is 0: mu 25 minus three times sigma 25/3) …
RATING_START = 1000
#: … and the shown points per point of the model's scale: a game moves a newcomer by some 50 to 100, the
#: computer players stand at 1,280, 1,440 and 1,600, and the lowest a player can fall (mu 0) is about 500.
RATING_SCALE = 20


def conservative(mu: float, sigma: float) -> float:
    return mu - 3 * sigma


def shown_rating(mu: float, sigma: float) -> int:
    """The rating players read in stats, leaderboards and help: the conservative value the leaderboard
    ranks by, scaled to a whole number around :data:`RATING_START`, so it never shows them in another
    order than the ranking."""
    return round(RATING_START + RATING_SCALE * conservative(mu, sigma))


def provisional(games: int) -> bool:
    """Whether a rating built on ``games`` rated games is still shown as provisional."""
    return games < LEADERBOARD_MIN_GAMES


def computer_shown_ratings() -> dict[str, int]:
    """Each computer level's fixed rating as players read it."""
    return {level: shown_rating(*rating) for level, rating in COMPUTER_RATINGS.items()}


def placements(game: Game, state: State, users: Sequence[int], standins: Sequence[bool]) -> list[ResultSeat]:
    """Each seat's score, place (1 = first, equal places tie) and win, as described in the module."""
    scores = list(game.scores(state))[:len(users)]
    scores += [0] * (len(users) - len(scores))
    winners = set(game.winners(state))
    scoring = game.spec.scoring

    def key(seat: int) -> tuple[int, float]:
        if seat < len(standins) and standins[seat]:
            return (-1, 0)
        return (1 if seat in winners else 0, scoring.key(int(scores[seat])))

    keys = [key(seat) for seat in range(len(users))]
    return [ResultSeat(seat=seat, user_id=users[seat], score=int(scores[seat]),
                       place=1 + sum(1 for other in keys if other > keys[seat]),
                       won=keys[seat][0] == 1,
                       standin=bool(standins[seat]) if seat < len(standins) else False,
                       board_won=seat in winners)
            for seat in range(len(users))]


def rated_users(seats: Sequence[ResultSeat]) -> list[int]:
    """The players whose ratings the game moves: every seat of a Discord user, when there are two seats
    or more (computers play with their fixed ratings; a former player's seat, issue 29, with a newcomer's
    and no rating kept)."""
    if len(seats) < 2:
        return []
    return [seat.user_id for seat in seats
            if computer_level(seat.user_id) is None and not is_former_player(seat.user_id)]


def new_ratings(seats: Sequence[ResultSeat],
                current: Mapping[int, tuple[float, float]]) -> dict[int, tuple[float, float]]:
    """The Plackett–Luce update of one game: ``current`` holds each rated player's (mu, sigma); computer
    seats use their level's fixed rating and are left out of the answer."""
    teams = []
    for seat in seats:
        level = computer_level(seat.user_id)
        mu, sigma = COMPUTER_RATINGS[level] if level is not None else current.get(seat.user_id, INITIAL)
        teams.append([MODEL.rating(mu=mu, sigma=sigma)])
    rated = MODEL.rate(teams, ranks=[seat.place for seat in seats])
    return {seat.user_id: (float(team[0].mu), float(team[0].sigma))
            for seat, team in zip(seats, rated, strict=True)
            if computer_level(seat.user_id) is None and not is_former_player(seat.user_id)}


class Ratings:
    """Records finished games and moves ratings (see the module)."""

    def __init__(self, store: RatingsStore, games: Mapping[str, Game]) -> None:
        self.store = store
        self.games = games

    async def record(self, record: GameRecord, game: Game, users: Sequence[int], state: State) -> bool:
        """Record one finished game (a no-op when it is recorded already or not finished)."""
        if record.status != "finished" or not game.is_over(state):
            return False
        states = await self.store.seat_states(record.id)
        standins = [False] * len(users)
        for seat_state in states:
            if seat_state.seat < len(standins):
                standins[seat_state.seat] = seat_state.standin
        moves = {seat_state.seat: seat_state.standin_moves for seat_state in states}
        seats = [replace(seat, standin_moves=moves.get(seat.seat, 0))
                 for seat in placements(game, state, users, standins)]
        # A seat handed over to another member (core/handover.py): its holder at the end is rated only if
        # they held it for half the turns or more; who left counts an abandonment as that module says.
        unrated, abandoned, _ = await result_policy(self.store, record.id, users, game.turn_count(state))
        # A table that allowed the coach's hints is never rated: allowed, not just used, so nobody's rating
        # depends on whether an opponent peeked. Its result is recorded all the same.
        players = [] if record.hints else [user for user in rated_users(seats) if user not in unrated]
        done = await self.store.record_result(
            record.id, guild_id=record.guild_id, game=record.game, started_at=record.created_at,
            finished_at=record.last_move_at or record.updated_at, turns=game.turn_count(state), seats=seats,
            rated_users=players, rate=(lambda current: new_ratings(seats, current)) if players else None,
            initial=INITIAL, abandoned=abandoned)
        if done:
            log.info("game %d: result recorded (%d seat(s), %d rated)", record.id, len(seats), len(players))
        return done

    async def catch_up(self, load: object) -> int:
        """Record every finished game whose result is missing (oldest first); ``load`` is
        ``GameService.load``. Returns how many were recorded."""
        count = 0
        try:
            pending = await self.store.unrecorded_finished_games()
        except StoreUnavailable as error:
            log.warning("cannot look for unrecorded results now (%s)", error)
            return 0
        for record in pending:
            game = self.games.get(record.game)
            if game is None or record.damaged:
                continue
            with logctx.game(record.id, guild=record.guild_id, channel=record.channel_id):
                try:
                    loaded = await load(record)  # type: ignore[operator]
                    if await self.record(record, loaded.game, loaded.users, loaded.state):
                        count += 1
                except Exception:
                    log.exception("game %d: its result could not be recorded", record.id)
        await self.fill_board_wins(load)
        return count

    async def fill_board_wins(self, load: object) -> int:
        """Read the wins on the board of results recorded before they were stored (a seat the stand-in
        held at the end: its player's loss, but perhaps the board's winner) from the games' final states,
        once; returns how many games were filled."""
        try:
            pending = await self.store.results_without_board_wins()
        except StoreUnavailable as error:
            log.warning("cannot look for results to complete now (%s)", error)
            return 0
        count = 0
        for record in pending:
            if record.game not in self.games or record.damaged:
                continue
            try:
                loaded = await load(record)  # type: ignore[operator]
                await self.store.set_board_wins(record.id, sorted(loaded.game.winners(loaded.state)))
                count += 1
            except Exception:
                log.exception("game %d: its winners on the board could not be read", record.id)
        return count
