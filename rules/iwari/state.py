"""The Iwari game state: one frozen value holding everything, hidden parts included.

Hands and the deck order are in the state; ``rules.iwari.observer.IwariObserver.view`` strips them for
anyone who may not see them. ``dump``/``load`` give an exact JSON round trip: every sequence is a tuple in
the state and a list in JSON, so loading turns lists back into tuples.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from rules.base import evolve

#: Phases (the machine-readable step of the view).
ACTION = "action"  # the seat chooses: place pieces, swap a card (or pass when it holds no card)
NEUTRAL = "neutral"  # 2 players: the seat plays the neutral tribe's turn (I-20)
FEAT = "feat"  # the seat places an earned feat (I-27)
DRAW = "draw"  # the seat refills its hand card by card (I-17, I-18)
DRAFT = "draft"  # draft start: the seat draws its starting hand (I-3)
OVER = "over"

#: Score columns per tribe, in the order of the score breakdown: codes (the catalogs name them) …
SCORE_CODES: tuple[str, ...] = ("half", "tents", "totems", "settlements", "expeditions", "feats")
#: … and the English names they had (kept for the number and order of the columns).
SCORE_COLUMNS: tuple[str, ...] = (
    "Tents at half journey",
    "Tents",
    "Totems",
    "Settlements",
    "Expeditions",
    "Feats",
)


@dataclass(frozen=True)
class TurnRecord:
    """What one turn put on the board, for highlighting and the turn's summary line."""

    seat: int = -1
    tents: tuple[tuple[int, int], ...] = ()  # (space, tribe)
    totems: tuple[tuple[int, int], ...] = ()  # (territory, tribe)
    feats: tuple[tuple[str, int, int], ...] = ()  # (kind, target, tribe)
    notes: tuple[str, ...] = ()  # public sentences, joined into the turn's text


@dataclass(frozen=True)
class IwariState:
    map_id: str
    players: int  # human seats; tribes = players + 1 with the neutral tribe in a 2-player game
    tribes: int
    options: tuple[tuple[str, str], ...]
    seed: int
    rng: int  # position of rules.base.Rng
    first_player: int
    covered: tuple[int, ...]  # connection numbers under mountains (I-4)
    hands: tuple[tuple[str, ...], ...]  # per seat, canonical card order
    display: tuple[str, ...]
    deck: tuple[str, ...]  # index 0 is the top card
    discard: tuple[str, ...]
    removed: tuple[str, ...]
    owner: tuple[int, ...]  # per tent space: tribe, or -1 when empty
    totems: tuple[tuple[int, ...], ...]  # per territory (id - 1): totems per tribe
    tents_left: tuple[int, ...]
    totems_left: tuple[int, ...]
    # Points per tribe in the columns of SCORE_COLUMNS: one tuple per tribe.
    points: tuple[tuple[int, ...], ...]
    phase: str
    seat: int  # whose turn it is (and who decides)
    resume: str  # the phase that follows the feat decisions
    pending_feats: tuple[tuple[str, int, tuple[int, ...]], ...]  # (kind, tribe, target choices)
    feats: tuple[tuple[str, int, int], ...]  # placed feats: (kind, target, tribe)
    feat_claims: tuple[tuple[str, int], ...]  # (kind, tribe) for every feat earned so far
    expeditions: tuple[str, ...]  # revealed expedition ids
    expedition_claims: tuple[tuple[int, ...], ...]  # per revealed expedition: tribes in claim order
    round: int
    turn_count: int  # completed turns, draft turns included
    half_journey_done: bool
    half_journey_pending: bool  # reshuffled during this turn: tents are scored when it ends
    final_round: bool
    end_reason: str
    over: bool
    current: TurnRecord
    last: TurnRecord | None
    # The rules the game is played under (rules.iwari.engine.RULES_VERSION is the current one). Version 1
    # is the engine before issue 9: deck exhaustion noticed only when a card was needed from an empty deck,
    # the neutral tribe running out of tents ending the game, the neutral tribe winning every tie.
    rules_version: int

    def option(self, name: str) -> str:
        for key, value in self.options:
            if key == name:
                return value
        raise KeyError(name)

    def option_on(self, name: str) -> bool:
        return self.option(name) == "on"

    @property
    def neutral(self) -> int | None:
        """The neutral tribe's id in a 2-player game."""
        return self.players if self.tribes > self.players else None

    def __getstate__(self) -> dict[str, Any]:
        # Pickles (the computer players' processes) carry the fields only: derived data kept in the
        # ``__dict__`` (the placement search's board index, ``rules.iwari.placements``) is rebuilt.
        return {f.name: self.__dict__[f.name] for f in fields(IwariState)}

    def evolve(self, **changes: Any) -> IwariState:
        # rules.base.evolve, not dataclasses.replace: a turn makes dozens of these (issue 17). Its fast
        # path written out here for this class (issue 25): the same new value, one call less.
        if type(self) is not IwariState or not _FIELD_NAMES.issuperset(changes):
            return evolve(self, **changes)  # a subclass, or an unknown field (TypeError, as replace)
        data = self.__dict__.copy()
        data.update(changes)
        new = _new_object(IwariState)
        _set_attribute(new, "__dict__", data)
        return new


_FIELD_NAMES = frozenset(f.name for f in fields(IwariState))
_new_object = object.__new__
_set_attribute = object.__setattr__


def _plain(value: Any) -> Any:
    if isinstance(value, TurnRecord):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(TurnRecord)}
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(item) for item in value)
    return value


def dump_state(state: IwariState) -> dict[str, Any]:
    return {f.name: _plain(getattr(state, f.name)) for f in fields(IwariState)}


def _record(data: Any) -> TurnRecord:
    if not isinstance(data, dict):
        raise ValueError("a turn record must be an object")
    names = {f.name for f in fields(TurnRecord)}
    if set(data) != names:
        raise ValueError("a turn record has unexpected keys")
    return TurnRecord(**{name: _tuples(data[name]) for name in names})


#: Fields added after the first stored states, with the value a state stored without them had: every
#: snapshot written before rules versions existed was played under version 1.
_ADDED_FIELDS: dict[str, Any] = {"rules_version": 1}


def load_state(data: dict[str, Any]) -> IwariState:
    names = {f.name for f in fields(IwariState)}
    if not isinstance(data, dict) or not names - set(_ADDED_FIELDS) <= set(data) <= names:
        raise ValueError("This is not a stored Iwari game state.")
    data = {**_ADDED_FIELDS, **data}
    values = {name: _tuples(data[name]) for name in names}
    values["current"] = _record(data["current"])
    values["last"] = None if data["last"] is None else _record(data["last"])
    return IwariState(**values)
