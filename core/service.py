"""The game service: load a stored game, apply one action, commit it; no Discord in here.

The Discord layer calls :meth:`GameService.load` and :meth:`GameService.play` while holding
:meth:`GameService.locked` for the game, so two presses of the same button are applied one after the other
and the second one finds the version moved on. Everything a turn changed (descriptions, whose private view
changed, whether the turn or the game ended) comes back as a :class:`TurnResult` computed *before* anything
is sent, and nothing is sent before :meth:`Store.commit_action` has returned. What must be announced about
the move is stored with it (the outbox, see :meth:`TurnResult.announcement`), so a crash between the commit
and the announcement is made good by the next start.

A snapshot is used only when its digest says it belongs to the stored log; otherwise (stale, edited,
unreadable, or written before digests existed) the game is rebuilt from the log and the snapshot replaced.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Protocol

from core.clocks import Bank, clock_after_move
from core.computers import computer_level, computer_name, hints_allowed, is_computer, is_former_player
from core.lines import decode_line, encode_line
from i18n import DEFAULT, text
from rules.base import Action, ActionParseError, Game, IllegalAction, Msg, State
from store import (
    BUSY_WAIT_SECONDS,
    KEEP_CLOCK,
    ActionRecord,
    ClockRow,
    ClockStore,
    GameRecord,
    GameStore,
    NewAction,
    PlayStore,
    StaleVersion,
    snapshot_digest,
    stamp,
    utc_now,
)


class ServiceStore(GameStore, PlayStore, ClockStore, Protocol):
    """What a turn needs: the game's row, its log and snapshot, and its clock."""


log = logging.getLogger(__name__)


class PlayerError(Exception):
    """Something the user did that we refuse; the message tells them what to do instead.

    Its argument is a :class:`Msg` (``bot-…`` catalog id), shown in the reader's language."""

    def __init__(self, message: Msg | str) -> None:
        super().__init__(message)
        self.msg = message

    def __str__(self) -> str:  # for logs and tracebacks: the English words
        return text(DEFAULT, self.msg)


class GameBroken(PlayerError):
    """Neither the snapshot nor the action log could rebuild the game."""


class GameBusy(PlayerError):
    """Another action of the same game held it longer than the bounded wait; nothing was done."""


#: What part of a damaged game row could not be read, in the catalog's words (``bot-damaged-part-…``).
DAMAGED_PARTS = ("options", "state")


@dataclass
class LoadedGame:
    """A stored game with its rules object, its seated users (seat order) and its current state."""

    record: GameRecord
    game: Game
    users: list[int]
    state: State
    #: The number of the last logged action ``state`` follows, when the load read it with a snapshot
    #: that belongs to it (the commit then needs no read before its writes); None: unknown.
    log_seq: int | None = None
    #: The views of this state asked for so far, by seat (None: the spectator's): a turn's answer,
    #: announcement and DMs ask for the same ones several times, and a view is computed once. Kept with
    #: the position (:class:`Positions`), so the next press on the same stored state reuses them.
    _views: dict[int | None, dict[str, Any]] = field(default_factory=dict, init=False, repr=False,
                                                     compare=False)
    #: What else was computed from this state alone (no seat's view), by name (:meth:`derived`).
    _derived: dict[str, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def id(self) -> int:
        return self.record.id

    def view(self, seat: int | None) -> dict[str, Any]:
        """The game's view of this state for ``seat`` (None: a spectator's), computed once. Shared:
        callers read it and never change it."""
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.game.view(self.state, seat)
        return view

    def derived(self, name: str, compute: Callable[[], Any]) -> Any:
        """``compute()`` (something computed from the state alone, the same for every reader: the menu
        of legal actions), computed once per position. Never for anything of one seat's view: those are
        :meth:`view`'s, kept by seat."""
        if name not in self._derived:
            self._derived[name] = compute()
        return self._derived[name]

    def private(self, seat: int) -> object:
        """The seat's private view (its hand), or None/empty when it has none (see :func:`private_of`)."""
        return self.view(seat).get("private")

    def with_record(self, record: GameRecord, log_seq: int | None = None) -> LoadedGame:
        """The same state under a newer row of the game (the views already computed kept); ``log_seq``:
        the number of the last logged action it follows, when known."""
        loaded = LoadedGame(record, self.game, self.users, self.state, log_seq)
        loaded._views = self._views
        loaded._derived = self._derived
        return loaded

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def turn(self) -> int:
        return self.game.turn_count(self.state)

    def seat_of(self, user_id: int) -> int | None:
        return self.users.index(user_id) if user_id in self.users else None

    def user_at(self, seat: int | None) -> int | None:
        if seat is None or not 0 <= seat < len(self.users):
            return None
        return self.users[seat]

    def to_play_user(self) -> int | None:
        return self.user_at(self.game.to_play(self.state))


@dataclass
class TurnResult:
    """What one applied action did, for the Discord layer to announce after the commit."""

    before: LoadedGame
    after: LoadedGame
    seat: int
    action_text: str
    #: The public line of the action (a ``Msg``; a plain string from a game not converted yet).
    description: Msg | str
    turn_completed: bool
    over: bool
    #: Seats whose private view differs between the start and the end of the turn (when it completed).
    changed_private: list[int] = field(default_factory=list)
    #: The descriptions of every action of the turn just completed (only when ``turn_completed``), as
    #: stored (:func:`core.lines.encode_line`), so the announcement can be kept in the outbox as JSON.
    turn_lines: list[str] = field(default_factory=list)
    #: When this was the stand-in's last decision of a turn whose time ran out: whose time it was, the
    #: timed-out turns in a row and whether the stand-in keeps the seat from now on. Announced with the
    #: move, so the channel hears of the time-out with what the stand-in did, after the commit.
    timeout: dict[str, Any] | None = None

    def announcement(self) -> dict[str, Any] | None:
        """What the channel and the players must be told about this action (``None``: nothing, the
        same player decides on in their panel). Stored in the outbox with the move."""
        return announcement_of(self.before, self.after, self.seat, self.turn_completed, self.changed_private,
                               self.turn_lines, self.timeout)


def announcement_of(before: LoadedGame, after: LoadedGame, seat: int, turn_completed: bool,
                    changed_private: list[int], turn_lines: list[str],
                    timeout: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """The outbox's payload of a decision. ``turn``: the number of the turn it completed (the card's last
    full round ends with it, whatever was decided after it by the time the card is posted)."""
    other_decides = after.game.to_play(after.state) not in (None, seat)
    if not (turn_completed or other_decides or changed_private):
        return None
    payload = {"kind": "turn", "seat": seat, "acting_user": before.users[seat],
               "turn_completed": turn_completed, "changed_private": changed_private, "turn_lines": turn_lines}
    if turn_completed:
        payload["turn"] = before.game.turn_count(before.state)
    if timeout is not None:
        payload["timeout"] = timeout
    return payload


def plays_alone(users: Sequence[int]) -> bool:
    """One human at the table (alone, or against computers): nobody else waits for their moves."""
    return len({user for user in users if not is_computer(user)}) == 1


@dataclass
class UndoResult:
    """What an undo did: the game before (with the decision) and after (restored), and the decision."""

    before: LoadedGame
    after: LoadedGame
    seat: int
    #: The public line of the decision taken back.
    description: Msg | str


def private_of(game: Game, state: State, seat: int) -> object:
    return game.view(state, seat).get("private")


def seat_name(game: Game, state: State, seat: int | None) -> Msg | str:
    """How the game calls a seat, or "nobody" (the game is over)."""
    return game.seat_label(state, seat) if seat is not None else Msg("bot-nobody")


def player_ref(user_id: int) -> Msg | str:
    """Who a seat's player is in a message: a mention (the client shows the person's name), or "Computer
    (hard)" for a computer seat, "former player" for a seat whose player had their data removed."""
    if is_former_player(user_id):
        return Msg("privacy-former-player")
    level = computer_level(user_id)
    return f"<@{user_id}>" if level is None else computer_name(user_id) or ""


def seat_player(game: Game, state: State, seat: int | None, users: Sequence[int]) -> Msg | str:
    """A seat named with the person in it (issue 27): "Yellow tribe (@Ana)", where a message means the
    person and not only the colour ("It is not your turn: Yellow tribe (@Ana) is to play")."""
    if seat is None or not 0 <= seat < len(users):
        return seat_name(game, state, seat)
    # A computer's name has brackets of its own ("Computer (hard)"): a dash, not brackets in brackets.
    return Msg("bot-seat-of-computer" if is_computer(users[seat]) else "bot-seat-of",
               seat=game.seat_label(state, seat), player=player_ref(users[seat]))


def error_msg(error: Exception) -> Msg | str:
    """What a game's refusal says: ``IllegalAction`` / ``ActionParseError`` carry ``.msg``, option errors
    a ``Msg`` as their first argument; anything else its own words."""
    first = error.args[0] if error.args else None
    if isinstance(first, Msg) or (isinstance(first, str) and first):
        return first
    msg = getattr(error, "msg", None)
    return msg if isinstance(msg, Msg) else str(error)


def _line_arg(line: Msg | str) -> Msg | str:
    """A line used inside another sentence, without its closing full stop when it is plain text."""
    return line.rstrip().rstrip(".") if isinstance(line, str) else line


@dataclass
class Position:
    """One stored state of a game, parsed, with what was computed from it (the seats' views by seat,
    the menu of legal actions): shared by every :class:`LoadedGame` of that state."""

    state: State
    views: dict[int | None, dict[str, Any]] = field(default_factory=dict)
    derived: dict[str, Any] = field(default_factory=dict)


class Positions:
    """The last positions of the most recently played games, so a press on the current position neither
    parses the stored state again nor recomputes its views and menus.

    Keyed by the game, its title and the *exact* stored state text: a row another process committed
    has another text and is parsed afresh, never served from here. The store's row stays the truth;
    this only remembers what a text parses to. At most ``games`` games, ``per_game`` states each (the
    position a move was made on, the one it stored, and the turn's start), the least recently used going
    first."""

    def __init__(self, games: int = 128, per_game: int = 3) -> None:
        self.games = games
        self.per_game = per_game
        self._by_game: OrderedDict[int, OrderedDict[tuple[str, str], Position]] = OrderedDict()

    def __len__(self) -> int:
        """Positions held, over every game."""
        return sum(len(states) for states in self._by_game.values())

    def get(self, game_id: int, title: str, state_text: str) -> Position | None:
        states = self._by_game.get(game_id)
        position = None if states is None else states.get((title, state_text))
        if position is not None:
            assert states is not None
            self._by_game.move_to_end(game_id)
            states.move_to_end((title, state_text))
        return position

    def put(self, game_id: int, title: str, state_text: str, position: Position) -> None:
        states = self._by_game.get(game_id)
        if states is None:
            states = self._by_game[game_id] = OrderedDict()
        states[(title, state_text)] = position
        states.move_to_end((title, state_text))
        self._by_game.move_to_end(game_id)
        while len(states) > self.per_game:
            states.popitem(last=False)
        while len(self._by_game) > self.games:
            self._by_game.popitem(last=False)


class VersionListener(Protocol):
    """Who hears of this process's commits that move a game's version (the web pages this process serves,
    ``web/live.py``), told so that they hear of a move once its Discord work is done, not at its commit:
    :meth:`hold` just before a commit made under the game's lock, :meth:`committed` after it, and
    :meth:`release` when that lock is let go (the turn's announcement, card and DMs sent) or, for a move
    made by a Discord interaction, once it has answered (:meth:`GameService.answering`). A commit made
    without the lock is told by :meth:`committed` alone, at once. Plain calls, never awaited."""

    def hold(self, game_id: int) -> None: ...

    def committed(self, game_id: int, version: int) -> None: ...

    def release(self, game_id: int) -> None: ...


@dataclass
class _Answering:
    """A Discord interaction's work under way (:meth:`GameService.answering`): the games whose listeners
    hear of its moves when it has answered; ``open`` until then."""

    games: list[int] = field(default_factory=list)
    open: bool = True


#: The interaction whose work runs in this context, if any (its tasks inherit it).
_ANSWERING: ContextVar[_Answering | None] = ContextVar("answering", default=None)


class GameService:
    """Loads, plays and repairs games kept in a :class:`Store`."""

    def __init__(self, store: ServiceStore, games: Mapping[str, Game],
                 clock: Callable[[], datetime] = utc_now) -> None:
        self.store = store
        self.games = games
        #: The injected time (``bot.clock``): turn clocks start and end by it.
        self.clock = clock
        #: Per-game locks with the number of holders and waiters; an entry goes when nobody needs it.
        self._locks: dict[int, tuple[asyncio.Lock, int]] = {}
        #: Seconds an action waits for another action of the same game before :class:`GameBusy`.
        self.busy_wait = BUSY_WAIT_SECONDS
        self._reported_damaged: set[int] = set()
        #: Called after the commit of a game's final move (the bot records the result and moves ratings
        #: there, core/ratings.py); a failure is logged, and the next start catches up.
        self.on_finished: Callable[[LoadedGame], Awaitable[object]] | None = None
        #: Called (plainly, not awaited) after each committed action with its game's id (the title) and
        #: whether it completed a turn: the bot counts turns for its metrics there (``bot/ops.py``).
        self.on_committed: Callable[[str, bool], None] | None = None
        #: Told of each commit that moves a game's version (an action, an undo): the web pages this
        #: process serves (``web/live.py``), which hear of a move once its turn's messages are sent (the
        #: lock let go); other processes' pages see it by their poll.
        self.versions: VersionListener | None = None
        #: The games whose lock is held around a commit told to :attr:`versions` (released with the lock).
        self._held: set[int] = set()
        #: The last parsed positions of recently played games, with their views (keyed by exact state text).
        self.positions = Positions()

    def _position(self, game_id: int, game: Game, state_text: str) -> Position:
        """The parsed position of ``state_text`` (a stored state of ``game_id``): remembered, or parsed now
        and remembered. Raises what ``game.load`` raises for an unreadable text."""
        position = self.positions.get(game_id, game.id, state_text)
        if position is None:
            position = Position(game.load(json.loads(state_text)))
            self.positions.put(game_id, game.id, state_text, position)
        return position

    @staticmethod
    def _at(record: GameRecord, game: Game, users: list[int], position: Position,
            log_seq: int | None) -> LoadedGame:
        loaded = LoadedGame(record, game, users, position.state, log_seq)
        loaded._views = position.views
        loaded._derived = position.derived
        return loaded

    def _committing(self, game_id: int) -> None:
        """A commit of ``game_id`` is about to be made: under the game's lock (the turn's messages follow
        it), its listeners wait for the lock's release."""
        entry = self._locks.get(game_id)
        if self.versions is None or entry is None or not entry[0].locked() or game_id in self._held:
            return
        self._held.add(game_id)
        self.versions.hold(game_id)

    def _committed(self, game_id: int, version: int) -> None:
        if self.versions is not None:
            self.versions.committed(game_id, version)

    @contextmanager
    def answering(self) -> Iterator[None]:
        """Around a Discord interaction's work and its answer (the bot's ``guarded``): the moves it makes
        are told to :attr:`versions` when it ends, its answer sent, rather than at their lock's release,
        so the pages' wake-up never shares the move's Discord path. Work it started that outlives it
        (a task) tells its own moves at their lock's release."""
        answering = _Answering()
        token = _ANSWERING.set(answering)
        try:
            yield
        finally:
            _ANSWERING.reset(token)
            answering.open = False
            for game_id in answering.games:
                if self.versions is not None:
                    self.versions.release(game_id)

    @asynccontextmanager
    async def locked(self, game_id: int) -> AsyncIterator[None]:
        """Hold the game's lock from load to the last message of a turn. The wait is bounded
        (:attr:`busy_wait`): past it, :class:`GameBusy` tells the player to press again."""
        lock, users = self._locks.get(game_id, (asyncio.Lock(), 0))
        self._locks[game_id] = (lock, users + 1)
        try:
            try:
                await asyncio.wait_for(lock.acquire(), self.busy_wait)
            except TimeoutError as error:
                raise GameBusy(Msg("bot-error-game-busy")) from error
            try:
                yield
            finally:
                lock.release()
                if game_id in self._held:
                    self._held.discard(game_id)
                    answering = _ANSWERING.get()
                    if answering is not None and answering.open:
                        answering.games.append(game_id)  # told once the interaction has answered
                    elif self.versions is not None:
                        self.versions.release(game_id)
        finally:
            lock, users = self._locks[game_id]
            if users <= 1:
                del self._locks[game_id]
            else:
                self._locks[game_id] = (lock, users - 1)

    @property
    def lock_count(self) -> int:
        """Games with a lock in use (for tests: the table does not grow with every game ever touched)."""
        return len(self._locks)

    def game_for(self, record: GameRecord) -> Game:
        game = self.games.get(record.game)
        if game is None:
            raise GameBroken(Msg("bot-error-game-missing", game=record.game))
        return game

    def check_intact(self, record: GameRecord) -> None:
        """Refuse a game whose row could not be read whole (logged once per game, not on every press)."""
        if record.damaged:
            if record.id not in self._reported_damaged:
                self._reported_damaged.add(record.id)
                log.error("game %d is damaged: its %s column cannot be read; it can only be aborted",
                          record.id, record.damaged)
            part = record.damaged if record.damaged in DAMAGED_PARTS else "state"
            raise GameBroken(Msg("bot-error-damaged", what=Msg(f"bot-damaged-part-{part}")))

    async def load(self, record: GameRecord, *, _attempts: int = 5,
                   read: tuple[list[int], tuple[int, str]] | None = None) -> LoadedGame:
        """The game with its state: from the snapshot when it belongs to the stored log, otherwise rebuilt
        from the log (and, for a game in play, the snapshot replaced). Nothing is written for a game that
        is not in play, and a lobby or a cancelled game without a state is refused, never built.

        ``record`` and the log are separate reads: when another writer (another process) commits between
        them, the snapshot seems not to belong to the log. The game is then loaded again from its new
        record (the caller's version check sees the move), never built from a newer log under an older
        version.

        ``read``: the game's seats and log's tip, read with ``record`` (``Store.game_to_play``: one
        hand-off for the three), when the caller has them."""
        game = self._loadable(record)
        if read is None:
            users = await self.store.seats(record.id)
            seq, last = await self.store.log_tip(record.id)
        else:
            users, (seq, last) = read
        return await self._built(record, game, users, seq, last, _attempts)

    async def load_by_id(self, game_id: int) -> LoadedGame:
        """:meth:`load` of the game's row as stored now (a press, under the game's lock): its row, seats and
        log's tip read in one hand-off to the store. Raises :class:`PlayerError` when the game is gone."""
        read = await self.store.game_to_play(game_id)
        if read is None:
            raise PlayerError(Msg("bot-error-game-gone"))
        record, users, tip = read
        return await self.load(record, read=(users, tip))

    def _loadable(self, record: GameRecord) -> Game:
        """The game's rules, once the row is known to hold a game that can be loaded (else a refusal)."""
        game = self.game_for(record)
        self.check_intact(record)
        if record.status == "lobby":
            raise PlayerError(Msg("bot-error-not-started"))
        if record.status == "aborted" and record.state is None:
            raise PlayerError(Msg("bot-error-cancelled-before-start"))
        return game

    async def _built(self, record: GameRecord, game: Game, users: list[int], seq: int, last: str,
                     _attempts: int) -> LoadedGame:
        """The loaded game of ``record``, given its seats and its log's tip (:meth:`load`)."""
        if record.state is not None and record.snapshot_digest == snapshot_digest(record.state, seq, last):
            try:
                return self._at(record, game, users, self._position(record.id, game, record.state), seq)
            except Exception as error:  # a digest match with an unloadable state: the code changed
                log.warning("game %d: snapshot unreadable (%s)", record.id, type(error).__name__)
        if _attempts > 1:
            current = await self.store.get_game(record.id)
            if current is not None and current.version != record.version:
                return await self.load(current, _attempts=_attempts - 1)
        if record.snapshot_digest is not None:
            log.warning("game %d: the snapshot does not belong to the action log; replaying the log",
                        record.id)
        state = await self.replay(record, game, len(users))
        rebuilt = json.dumps(game.dump(state))
        if record.snapshot_digest is None and record.state is not None and rebuilt != record.state:
            # A snapshot stored before digests existed that its own log does not rebuild: the log is
            # the truth, but someone should know.
            log.warning("game %d: the stored snapshot differed from its action log", record.id)
        if record.status == "active":
            await self.store.replace_snapshot(record.id, record.version, rebuilt)
            log.info("game %d: snapshot rebuilt from the action log", record.id)
        return LoadedGame(record, game, users, state)

    async def replay(self, record: GameRecord, game: Game, players: int,
                     entries: Sequence[ActionRecord] | None = None, start: State | None = None) -> State:
        """Setup from the stored seed and options, then apply every logged action in order.

        ``entries``: only these actions (a prefix of the log); ``start``: begin from this state (the one
        ``entries`` follow) instead of the set-up."""
        try:
            state = (game.setup(players, record.options, int(record.seed or 0),
                                rules_version=record.rules_version)
                     if start is None else start)
            for entry in await self.store.actions(record.id) if entries is None else entries:
                state = game.apply(state, game.decode(entry.action))
        except Exception as error:
            log.error("game %d: replay failed (%s)", record.id, type(error).__name__)
            raise GameBroken(Msg("bot-error-replay-failed")) from error
        return state

    def _turn_start(self, loaded: LoadedGame) -> State | None:
        """The state when the current turn began (None if it was not stored or cannot be read)."""
        position = self._turn_start_position(loaded)
        return None if position is None else position.state

    def _turn_start_position(self, loaded: LoadedGame) -> Position | None:
        """The position when the current turn began, remembered like the others (it was the current one
        then, its seats' views computed by that turn's end), or None if not stored or unreadable."""
        try:
            return self._position(loaded.id, loaded.game, loaded.record.turn_start_state or "")
        except Exception:
            return None

    async def next_clock(self, loaded: LoadedGame, state: State,
                         previous: ClockRow | None) -> ClockRow | None:
        """The clock of the seat the game waits for in ``state`` (:func:`core.clocks.clock_after_move`;
        with time banks, the seats' banks carried on with it)."""
        game = loaded.game
        seat = game.to_play(state)
        user = loaded.user_at(seat)
        now = self.clock()
        away = user is not None and bool(await self.store.away_until([user], stamp(now)))
        return clock_after_move(previous, loaded.id, seat, user, game.turn_count(state),
                                loaded.record.clock_seconds, now, away=away, bank=Bank.of(loaded.record),
                                seats=len(loaded.users))

    async def play(self, loaded: LoadedGame, user_id: int, action: Action | str,
                   *, expected_version: int | None = None, by_standin: bool = False,
                   timed_out: bool = False) -> TurnResult:
        """Apply one action for ``user_id`` and commit it. Raises :class:`PlayerError` for a refusal.

        ``by_standin``: the stand-in plays the seat (a timed-out turn, or a seat handed over); the public
        line says so, and the player's run of timed-out turns goes on. ``timed_out``: the stand-in plays
        a turn whose time ran out; its last decision of the turn announces the time-out."""
        game, state = loaded.game, loaded.state
        if loaded.record.status != "active":
            raise PlayerError(Msg("bot-error-game-over"))
        if expected_version is not None and expected_version != loaded.version:
            raise StaleVersion("stale")
        seat = loaded.seat_of(user_id)
        if seat is None:
            raise PlayerError(Msg("bot-error-not-playing-watch"))
        to_play = game.to_play(state)
        if to_play != seat:
            raise PlayerError(Msg("bot-error-not-your-turn",
                                  who=seat_player(game, state, to_play, loaded.users)))
        if isinstance(action, str):
            try:
                action = game.decode(action)
            except ActionParseError as error:
                raise PlayerError(Msg("bot-error-bad-move", reason=error_msg(error))) from error
        try:
            new_state = game.apply(state, action)
        except IllegalAction as error:
            raise PlayerError(Msg("bot-error-illegal-move", reason=error_msg(error))) from error
        action_text = game.encode(action)
        description: Msg | str = game.describe(state, action)
        if by_standin:
            description = Msg("bot-played-by-standin",
                              line=description.rstrip() if isinstance(description, str) else description)
        turn_before = game.turn_count(state)
        over = game.is_over(new_state)
        turn_completed = over or game.turn_count(new_state) != turn_before
        after = LoadedGame(loaded.record, game, loaded.users, new_state)
        changed: list[int] = []
        if turn_completed and not over:
            turn_start = self._turn_start_position(loaded)
            start = (loaded if turn_start is None
                     else self._at(loaded.record, game, loaded.users, turn_start, None))
            changed = [s for s in range(len(loaded.users)) if start.private(s) != after.private(s)]
        turn_lines: list[str] = []
        if turn_completed:
            earlier = await self.store.actions_of_turn(loaded.id, turn_before)
            turn_lines = [entry.description for entry in earlier] + [encode_line(description)]
        timeout = None
        if by_standin and timed_out and (turn_completed or game.to_play(new_state) != seat):
            states = {state.seat: state for state in await self.store.seat_states(loaded.id)}
            mine = states.get(seat)
            timeout = {"user": loaded.users[seat], "count": mine.timeouts_in_row if mine else 1,
                       "handed": bool(mine.standin) if mine else False}
        result = TurnResult(loaded, after, seat,
                            action_text, description, turn_completed, over, changed, turn_lines, timeout)
        previous = await self.store.get_clock(loaded.id)
        clock = await self.next_clock(loaded, new_state, previous)
        state_json = json.dumps(game.dump(new_state))
        self._committing(loaded.id)
        new_version = await self.store.commit_action(
            loaded.id, expected_version=loaded.version,
            actions=[NewAction(seat=seat, action=action_text, description=encode_line(description),
                               turn=turn_before)],
            state_json=state_json, finished=over, turn_completed=turn_completed,
            announcement=result.announcement(), clock=KEEP_CLOCK if clock is previous else clock,
            by_standin=by_standin, expected_seq=loaded.log_seq,
        )
        # The action text stays out of the log: in some games it names cards from a hand.
        log.info("game %d: seat %d acted (version %d)", loaded.id, seat, new_version)
        if self.on_committed is not None:
            self.on_committed(game.id, turn_completed)
        self._committed(loaded.id, new_version)
        # The position just stored, with the views the turn's answer and announcement compute on it: the
        # next press reads this very text back and needs neither the parse nor the views again.
        self.positions.put(loaded.id, game.id, state_json, Position(new_state, after._views, after._derived))
        record = await self.store.get_game(loaded.id)
        assert record is not None
        if record.version != new_version:
            # Another process (several on one database) moved the game on between this commit and the
            # read. This move is committed and acknowledged all the same: its result carries the game as
            # this commit left it (its version, state and status); the newer move announces itself.
            record = replace(record, version=new_version, state=state_json,
                             status="finished" if over else "active")
        result.after = after.with_record(record, None if loaded.log_seq is None else loaded.log_seq + 1)
        if over and self.on_finished is not None:
            try:
                await self.on_finished(result.after)
            except Exception:
                log.exception("game %d: finished, but its result is not recorded yet", loaded.id)
        return result

    async def start(self, record: GameRecord, seed: int, search_secret: int | None = None) -> LoadedGame:
        """Start a lobby with exactly the seats and options the database holds now: set up, then commit
        only if the lobby is still the same (else :class:`StaleVersion`). The first board and the hands
        are announced through the outbox.

        A table of one human (alone, or against computers) plays without a clock unless one was chosen
        (``/game new clock:`` or the lobby's menu): nobody waits for them, and a default clock would only
        hand their turns to the stand-in. ``search_secret``: the seed of the computers' searches
        (random when not given)."""
        game = self.game_for(record)
        self.check_intact(record)
        users = await self.store.seats(record.id)
        if not game.min_players <= len(users) <= game.max_players:
            raise PlayerError(Msg("bot-error-player-count", game=game.title, low=game.min_players,
                                  high=game.max_players, joined=len(users)))
        try:
            state = game.setup(len(users), record.options, seed)
        except ValueError as error:
            raise PlayerError(Msg("bot-error-bad-options", reason=error_msg(error))) from error
        clock_seconds: Any = KEEP_CLOCK
        if plays_alone(users) and not record.clock_chosen and record.clock_seconds is not None:
            clock_seconds = None
            record = replace(record, clock_seconds=None)
        loaded = LoadedGame(record, game, users, state)
        state_json = json.dumps(game.dump(state))
        await self.store.start_game(
            record.id, seed=seed, state_json=state_json, users=users,
            options=record.options, rules_version=game.rules_version,
            announcement={"kind": "start", "players": len(users)},
            clock=await self.next_clock(loaded, state, None), clock_seconds=clock_seconds,
            search_secret=secrets.randbits(62) if search_secret is None else search_secret,
            hints=hints_allowed(record, users) and game.spec.capabilities.determinize)
        position = Position(state, loaded._views, loaded._derived)
        self.positions.put(record.id, game.id, state_json, position)
        started = await self.store.get_game(record.id)
        assert started is not None
        return self._at(started, game, users, position, None)

    # --- undo ------------------------------------------------------------------------------------------
    async def _undo_plan(self, loaded: LoadedGame, user_id: int, *,
                         quick: bool = False) -> tuple[int, ActionRecord, State]:
        """The seat, the last action and the state before it, if ``user_id`` may take that action back.

        Raises :class:`PlayerError` saying why not. Cheap refusals come first; only a possible undo pays
        for a replay: of the whole log from the seed, or with ``quick`` (only to decide whether to offer
        the button, on every panel) of this turn's actions from the stored start of the turn.
        """
        game, state = loaded.game, loaded.state
        if loaded.record.status != "active":
            raise PlayerError(Msg("bot-error-undo-over"))
        if not game.spec.capabilities.undo:
            raise PlayerError(Msg("bot-error-undo-none", game=game.title))
        seat = loaded.seat_of(user_id)
        if seat is None:
            raise PlayerError(Msg("bot-error-undo-not-playing"))
        entries = await self.store.actions(loaded.id, last=1)
        to_play = game.to_play(state)
        if to_play == seat and (not entries or entries[-1].seat != seat):
            raise PlayerError(Msg("bot-error-undo-nothing-yet"))
        if not entries:
            raise PlayerError(Msg("bot-error-undo-nothing"))
        last = entries[-1]
        if last.seat != seat:
            raise PlayerError(Msg("bot-error-undo-not-yours",
                                  who=seat_player(game, state, last.seat, loaded.users)))
        turn = game.turn_count(state)
        if last.turn != turn:
            raise PlayerError(Msg("bot-error-undo-turn-over"))
        if to_play != seat:
            raise PlayerError(Msg("bot-error-undo-followed",
                                  who=seat_player(game, state, to_play, loaded.users)))
        start = self._turn_start(loaded) if quick else None
        if start is not None and game.turn_count(start) == turn:
            entries = await self.store.actions_of_turn(loaded.id, turn)
        else:
            start = None
            entries = await self.store.actions(loaded.id)
        if not entries or entries[-1].seq != last.seq:
            raise StaleVersion("the log moved on")
        before = await self.replay(loaded.record, game, len(loaded.users), entries[:-1], start=start)
        try:
            action = game.decode(last.action)
        except ActionParseError as error:
            raise GameBroken(Msg("bot-error-undo-unreadable")) from error
        if game.turn_count(before) != turn or game.to_play(before) != seat:
            raise PlayerError(Msg("bot-error-undo-turn-over"))
        if not game.undoable(before, action):
            raise PlayerError(Msg("bot-error-undo-revealed", what=_line_arg(decode_line(last.description))))
        # The log must rebuild the stored game, or "the state before" would be some other game's.
        if json.dumps(game.dump(game.apply(before, action))) != json.dumps(game.dump(state)):
            log.error("game %d: the action log does not rebuild the snapshot; undo refused", loaded.id)
            raise GameBroken(Msg("bot-error-undo-unsafe"))
        return seat, last, before

    async def can_undo(self, loaded: LoadedGame, user_id: int) -> bool:
        """Whether :meth:`undo` would take ``user_id``'s last decision back now (for showing the button)."""
        try:
            await self._undo_plan(loaded, user_id, quick=True)
        except (PlayerError, StaleVersion):
            return False
        return True

    async def undo(self, loaded: LoadedGame, user_id: int, *,
                   expected_version: int | None = None) -> UndoResult:
        """Take back ``user_id``'s last decision of the current turn (see ``Game.undoable``) and commit:
        the action row goes, the snapshot becomes the state before it (replayed from the seed) and the
        version moves on, so every panel shown before is stale. Raises :class:`PlayerError` for a refusal.
        """
        if expected_version is not None and expected_version != loaded.version:
            raise StaleVersion("stale")
        seat, last, before = await self._undo_plan(loaded, user_id)
        game = loaded.game
        self._committing(loaded.id)
        new_version = await self.store.undo_action(
            loaded.id, expected_version=loaded.version, seq=last.seq,
            state_json=json.dumps(game.dump(before)))
        log.info("game %d: seat %d took back a decision (version %d)", loaded.id, seat, new_version)
        self._committed(loaded.id, new_version)
        record = await self.store.get_game(loaded.id)
        assert record is not None and record.version == new_version
        return UndoResult(loaded, LoadedGame(record, game, loaded.users, before), seat,
                          decode_line(last.description))
