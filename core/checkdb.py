"""Is every stored game what its own log says? (``python -m bot check-db``, ``backup --check``; issue 29)

A game's truth is its action log: set up from its stored seed and options, then every logged action
applied in order through the rules. :func:`check_database` does that for every game with a state, reading
the database a page of games at a time (a database of 10 000 games is never loaded at once), and compares
the result with what the store keeps for the game:

- the snapshot (``games.state``): the replayed state must dump to exactly it;
- the snapshot's digest, which ties it to the log's last action (:func:`store.snapshot_digest`): a
  snapshot from another point of the log is reported even when a replay would hide it;
- the log itself: numbered 1, 2, 3 … without a gap;
- the status: a finished game's state is over, a game in play's is not;
- the version: the outbox never holds an announcement of a version later than the game's own.

A game the bot commits to while it is checked (a running bot beside the check) is read again: a
difference only counts when the game's version stayed the same. Nothing is written. Discord-free: the
command is in :mod:`bot.backup`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from i18n import text
from rules.base import Game, State
from store import ActionRecord, GameRecord, GameStore, PlayStore, snapshot_digest


class CheckStore(GameStore, PlayStore, Protocol):
    """What the check reads: every game, page by page, and each one's log."""


#: Games read per page.
PAGE = 200
#: How often a game that moved on while it was checked is read again before it counts as changing.
ATTEMPTS = 3


@dataclass(frozen=True)
class Mismatch:
    """A game whose stored state is not what its log replays to, and why (in words for an operator:
    names of parts of the state, never their contents, which hold hands and the deck's order)."""

    game_id: int
    channel_id: int
    game: str
    title: str
    status: str
    why: str

    def line(self) -> str:
        return (f"game {self.game_id} ({self.title}, channel {self.channel_id}, {self.status}): {self.why}")


@dataclass
class CheckReport:
    """What :func:`check_database` found."""

    #: Games whose log was replayed and matched what is stored.
    matched: int = 0
    #: Games without a state to compare (lobbies, games cancelled before they started).
    without_state: int = 0
    mismatches: list[Mismatch] = field(default_factory=list)
    #: Games of a title this bot does not offer: (id, game id), not replayed.
    unchecked: list[tuple[int, str]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.mismatches

    @property
    def total(self) -> int:
        return self.matched + self.without_state + len(self.unchecked) + len(self.mismatches)

    def summary(self) -> str:
        parts = [f"{self.total} games: {self.matched} match their log", f"{len(self.mismatches)} do not"]
        if self.without_state:
            parts.append(f"{self.without_state} have no state yet (lobbies, cancelled before the start)")
        if self.unchecked:
            parts.append(f"{len(self.unchecked)} are of a game this bot does not offer (not replayed)")
        return ", ".join(parts)


async def check_database(store: CheckStore, games: Mapping[str, Game], *, page: int = PAGE,
                         on_mismatch: Callable[[Mismatch], Any] | None = None) -> CheckReport:
    """Replay every game of ``store`` with a state and compare it with what is stored (see the module).
    ``on_mismatch``: called with each mismatch as it is found (the command prints it at once)."""
    report = CheckReport()
    after = 0
    while True:
        records = await store.games_page(after, page)
        if not records:
            return report
        after = records[-1].id
        announced = await store.announced_versions([r.id for r in records])
        for record in records:
            mismatch = await _check_game(store, games, record, announced.get(record.id), report)
            if mismatch is not None:
                report.mismatches.append(mismatch)
                if on_mismatch is not None:
                    on_mismatch(mismatch)


async def _check_game(store: CheckStore, games: Mapping[str, Game], record: GameRecord, announced: int | None,
                      report: CheckReport) -> Mismatch | None:
    if record.damaged:
        return _mismatch(record, games, f"its {record.damaged} column cannot be read")
    if record.state is None:
        report.without_state += 1
        return None
    game = games.get(record.game)
    if game is None:
        report.unchecked.append((record.id, record.game))
        return None
    for _ in range(ATTEMPTS):
        actions = await store.actions(record.id)
        users = await store.seats(record.id)
        why = _compare(game, record, users, actions, announced)
        if why is None:
            report.matched += 1
            return None
        current = await store.get_game(record.id)
        if current is None or current.version == record.version:
            return _mismatch(record, games, why)
        record = current  # a move was committed meanwhile: compare the newer game with its log
        announced = None  # read with the older version; the newer one is later anyway
    return _mismatch(record, games, f"it kept changing while it was checked; last: {why}")


def _compare(game: Game, record: GameRecord, users: list[int], actions: list[ActionRecord],
             announced: int | None) -> str | None:
    """Why the stored game is not what its log replays to (None: it is)."""
    numbers = [entry.seq for entry in actions]
    if numbers != list(range(1, len(numbers) + 1)):
        gap = next(i + 1 for i, seq in enumerate(numbers) if seq != i + 1)
        return f"its action log is not numbered 1 to {len(numbers)} (action {gap} is missing or repeated)"
    try:
        snapshot = json.loads(record.state or "")
        stored = game.load(snapshot)
    except Exception as error:
        return f"its stored state cannot be read ({type(error).__name__})"
    try:
        state = game.setup(len(users), record.options, int(record.seed or 0),
                           rules_version=record.rules_version)
    except Exception as error:
        return f"it cannot be set up from its seed and options ({type(error).__name__})"
    states: list[State] = [state]
    for entry in actions:
        try:
            state = game.apply(state, game.decode(entry.action))
        except Exception as error:
            return (f"action {entry.seq} of {len(actions)} (turn {entry.turn}) does not replay "
                    f"({type(error).__name__})")
        states.append(state)
    replayed = game.dump(state)
    if replayed != snapshot:
        return _how_it_differs(game, stored, snapshot, states)
    if record.snapshot_digest is not None:
        last = actions[-1] if actions else None
        digest = snapshot_digest(record.state or "", last.seq if last else 0, last.action if last else "")
        if digest != record.snapshot_digest:
            return ("its snapshot's digest does not belong to its action log "
                    "(the log or the digest was changed)")
    if record.status == "finished" and not game.is_over(state):
        return f"it is stored as finished but its log stops at turn {game.turn_count(state)}, before the end"
    if record.status == "active" and game.is_over(state):
        return "it is stored as in play but its log reaches the end of the game"
    if announced is not None and announced > record.version:
        return f"the outbox announces version {announced}, later than the game's version {record.version}"
    return None


def _how_it_differs(game: Game, stored: State, snapshot: Any, states: list[State]) -> str:
    """Where the snapshot and the replay part: the point of the log the snapshot is (a stale one), or
    the turns and the names of the parts that differ."""
    last = len(states) - 1
    for number in range(last - 1, -1, -1):
        if game.dump(states[number]) == snapshot:
            where = (f"the state after action {number} of {last} (turn {game.turn_count(states[number])})"
                     if number else "the set-up's state (turn 0)")
            return f"its snapshot is {where}: the log has {last - number} more actions"
    replayed = game.dump(states[-1])
    detail = ""
    if isinstance(snapshot, dict) and isinstance(replayed, dict):
        keys = sorted(key for key in snapshot.keys() | replayed.keys()
                      if snapshot.get(key) != replayed.get(key))
        detail = f"; parts that differ: {', '.join(map(str, keys[:8]))}{' …' if len(keys) > 8 else ''}"
    stored_turn, replayed_turn = game.turn_count(stored), game.turn_count(states[-1])
    where = (f"the snapshot is at turn {stored_turn}, the log replays to turn {replayed_turn}"
             if stored_turn != replayed_turn else f"both at turn {stored_turn}")
    return f"its snapshot is not what its log replays to ({where}{detail})"


def _mismatch(record: GameRecord, games: Mapping[str, Game], why: str) -> Mismatch:
    game = games.get(record.game)
    title = text("en", game.title) if game is not None else record.game
    return Mismatch(record.id, record.channel_id, record.game, title, record.status, why)
