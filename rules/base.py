"""The game protocol: the contract between rules/, render/ and bot/.

Every game package under ``rules/`` exposes one object satisfying :class:`Game`, registered in
``rules.GAMES`` by its id. The bot and the renderer only ever talk to a game through this protocol, so a
new game is a new ``rules/<game>/`` package, a ``render/<game>.py`` module and one registry line.

The protocol is DESIGN.md's, plus a small *presentation* part that the bot needs to stay game-agnostic
(labels for seats, a menu path for every action so one generic turn panel can walk a player through any
game's decisions, texts for status, private info and the final result, and a score breakdown table).

Language-free (issue 12): everything the presentation part returns is a :class:`Msg` (a catalog message
id with arguments), a tuple of them (lines), or built of them (option labels, score table headings,
``IllegalAction`` reasons); ``i18n.text(lang, value)`` turns it into a player's language. Each game
ships its words as data in its own package: the catalog and the rules text of each language in
``rules/<game>/locales/<lang>/`` (``<game>.ftl``, ``rules.md``), found by ``i18n`` through the registry.

This module is pure: no I/O, no clock, no global randomness. Randomness lives in the game state as the
position of a :class:`Rng`, so the same seed and the same actions always give the same game.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

__all__ = [
    "ActionParseError",
    "Game",
    "IllegalAction",
    "Msg",
    "OptionSpec",
    "Rng",
    "ScoreRow",
    "ScoreTable",
    "evolve",
    "resolve_options",
    "resolve_rules_version",
]

T = TypeVar("T")


class Msg:
    """Something a player reads, without its words: a message id and its arguments (issue 12).

    rules/ stays language-free: every text the protocol hands out (descriptions, status, labels, errors,
    outcomes) is a ``Msg`` or built of them, and the presentation layer (``i18n.text``) turns it
    into English, Spanish, German or Italian. Ids are the catalog's (``locales/<lang>/*.ftl``, the game's
    own in ``rules/<game>/``), prefixed by the game (``iwari-…``). Arguments are ints, strings, other
    ``Msg`` values, or tuples of those (a tuple is read as a list: "A, B and C"). A ``Msg`` is immutable,
    hashable and compares by value, so it can be a menu answer; ``to_json``/``from_json`` round-trip it
    for storage.
    """

    __slots__ = ("id", "args")

    def __init__(self, id: str, /, **args: Any) -> None:  # noqa: A002 - the catalog's word
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "args", {name: _frozen(value) for name, value in args.items()})

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Msg is immutable")

    def __reduce__(self):
        return (_msg_from_parts, (self.id, tuple(self.args.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and self.id == other.id and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted(self.args.items()))))

    def __repr__(self) -> str:
        inner = "".join(f", {name}={value!r}" for name, value in self.args.items())
        return f"Msg({self.id!r}{inner})"

    __str__ = __repr__

    def to_json(self) -> dict:
        return {"id": self.id, "args": {name: _json_value(value) for name, value in self.args.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Msg:
        return cls(str(data["id"]), **{name: _from_json_value(value) for name, value in
                                         dict(data.get("args") or {}).items()})


def _msg_from_parts(msg_id: str, items: tuple[tuple[str, Any], ...]) -> Msg:
    return Msg(msg_id, **dict(items))


def _frozen(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_frozen(item) for item in value)
    return value


def _json_value(value: Any) -> Any:
    if isinstance(value, Msg):
        return {"msg": value.to_json()}
    if isinstance(value, tuple):
        return {"list": [_json_value(item) for item in value]}
    return value


def _from_json_value(value: Any) -> Any:
    if isinstance(value, dict) and "msg" in value:
        return Msg.from_json(value["msg"])
    if isinstance(value, dict) and "list" in value:
        return tuple(_from_json_value(item) for item in value["list"])
    return value


class IllegalAction(ValueError):
    """An action that is well formed but not legal now. Its argument is a :class:`Msg` (the reason, for
    the player in their language); ``msg`` gives it back."""

    @property
    def msg(self) -> Msg:
        first = self.args[0] if self.args else None
        return first if isinstance(first, Msg) else Msg("error-illegal", detail=str(first or ""))


class ActionParseError(ValueError):
    """Text that is not an action of this game at all. Its argument is a :class:`Msg`; see ``msg``."""

    @property
    def msg(self) -> Msg:
        first = self.args[0] if self.args else None
        return first if isinstance(first, Msg) else Msg("error-not-a-move", detail=str(first or ""))


@dataclass(frozen=True)
class OptionSpec:
    """One game option (map, module, variant).

    Values are strings so they fit a Discord select menu and a slash-command choice unchanged.
    ``choices`` holds ``(value, label)`` pairs; at most 25 (Discord's limit for choices).
    """

    label: Msg
    choices: tuple[tuple[str, Msg], ...]
    default: str
    help: Msg | None = None

    def __post_init__(self) -> None:
        values = [value for value, _ in self.choices]
        if not values:
            raise ValueError(f"option {self.label!r} has no choices")
        if len(values) != len(set(values)):
            raise ValueError(f"option {self.label!r} has duplicate choices")
        if self.default not in values:
            raise ValueError(f"option {self.label!r}: default {self.default!r} is not a choice")
        if len(values) > 25:
            raise ValueError(f"option {self.label!r} has more than 25 choices")

    def label_of(self, value: str) -> Msg:
        for choice_value, choice_label in self.choices:
            if choice_value == value:
                return choice_label
        raise ValueError(f"{value!r} is not a choice of {self.label}")


def resolve_options(specs: Mapping[str, OptionSpec], given: Mapping[str, object]) -> dict[str, str]:
    """Fill defaults and validate option values; raise ``ValueError`` whose argument is a :class:`Msg`."""
    unknown = sorted(set(given) - set(specs))
    if unknown:
        raise ValueError(Msg("option-unknown", names=tuple(unknown)))
    resolved: dict[str, str] = {}
    for name, spec in specs.items():
        value = str(given.get(name, spec.default))
        allowed = [choice for choice, _ in spec.choices]
        if value not in allowed:
            raise ValueError(Msg("option-bad-value", option=spec.label, value=value,
                                 choices=tuple(label for _, label in spec.choices)))
        resolved[name] = value
    return resolved


def resolve_rules_version(title: str, current: int, given: int | None) -> int:
    """The rules version a new game is played under: ``None`` means ``current``; an unknown version (below
    1, above ``current``, or not an int) raises ``ValueError`` with a readable sentence.

    Versions exist because stored games must keep replaying to the states they were played to: when a
    rules correction changes play, the engine keeps the old behaviour for games started before it."""
    if given is None:
        return current
    if type(given) is not int or not 1 <= given <= current:
        raise ValueError(Msg("rules-version-unknown", title=title, current=current, given=repr(given)))
    return given


def _fast_copy_fields(cls: type) -> frozenset[str] | None:
    """The field names of ``cls`` when :func:`evolve` may copy its instances' ``__dict__`` directly, else
    ``None``. Direct copying skips ``__init__``, so it is only the same as ``dataclasses.replace`` for a
    plain frozen dataclass: every field in ``__init__``, no ``__post_init__`` to run, no ``__slots__``
    (no ``__dict__``), and no ``functools.cached_property`` whose cached value would be copied stale."""
    if not dataclasses.is_dataclass(cls) or not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return None
    fields = dataclasses.fields(cls)
    if hasattr(cls, "__post_init__") or hasattr(cls, "__slots__") or not all(f.init for f in fields):
        return None
    attributes = (attr for klass in cls.__mro__ for attr in vars(klass).values())
    if any(isinstance(attr, functools.cached_property) for attr in attributes):
        return None
    return frozenset(f.name for f in fields)


_FAST_COPY: dict[type, frozenset[str] | None] = {}
_new_object = object.__new__
_set_attribute = object.__setattr__


def evolve(value: T, /, **changes: Any) -> T:
    """``dataclasses.replace(value, **changes)`` for the engines' frozen state dataclasses, about ten times
    faster.

    Profiling random games (issue 17) showed a third of the engine's time in ``replace``, which calls
    ``__init__`` through keyword arguments and reads every field with ``getattr``. For a plain frozen
    dataclass (see :func:`_fast_copy_fields`) the new value is built by copying the old one's ``__dict__``
    and applying the changes, which gives an equal value. The input is never touched, and the result is
    as frozen as any other instance. Other classes fall back to ``replace``; an unknown field name raises
    ``TypeError`` as ``replace`` does.
    """
    cls = type(value)
    try:
        names = _FAST_COPY[cls]
    except KeyError:
        names = _FAST_COPY[cls] = _fast_copy_fields(cls)
    if names is None:
        return dataclasses.replace(value, **changes)  # type: ignore[type-var]
    if not names.issuperset(changes):
        unknown = ", ".join(sorted(set(changes) - names))
        raise TypeError(f"{cls.__name__} has no field(s) {unknown}")
    new = _new_object(cls)
    data = value.__dict__.copy()
    data.update(changes)
    _set_attribute(new, "__dict__", data)
    return new


class Rng:
    """A small deterministic generator (SplitMix64) whose whole position is one integer.

    Rules code creates one from the state's stored position, draws from it inside ``apply`` or ``setup``,
    and stores ``rng.state`` back into the new state. Same position, same draws, on every platform.
    """

    _MASK = (1 << 64) - 1

    def __init__(self, state: int) -> None:
        self.state = state & self._MASK

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        # Mix the seed once so that nearby seeds (1, 2, 3 …) start far apart.
        rng = cls(seed ^ 0x9E3779B97F4A7C15)
        rng.next_u64()
        return rng

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self._MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self._MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self._MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]``."""
        return low + self.randbelow(high - low + 1)

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice from an empty sequence")
        return items[self.randbelow(len(items))]

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A new list with the items in a uniformly random order (Fisher-Yates)."""
        result = list(items)
        for i in range(len(result) - 1, 0, -1):
            j = self.randbelow(i + 1)
            result[i], result[j] = result[j], result[i]
        return result

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        if k > len(items):
            raise ValueError("sample larger than the population")
        return self.shuffled(items)[:k]


@dataclass(frozen=True)
class ScoreRow:
    """One line of a final score table: a seat (or ``None`` for a non-player such as a neutral tribe)."""

    seat: int | None
    label: Msg
    values: tuple[int, ...]
    total: int


@dataclass(frozen=True)
class ScoreTable:
    """A score breakdown: column headings (without the total) and one row per scoring party."""

    columns: tuple[Msg, ...]
    rows: tuple[ScoreRow, ...] = field(default_factory=tuple)


State = Any
Action = Any


@runtime_checkable
class Game(Protocol):
    """What every game implements. States and actions are immutable values.

    Decisions: a turn with several decisions (Iwari: place, then the neutral tribe, then each draw) is
    several actions by the same seat; ``to_play`` says who decides next. ``turn_count`` counts completed
    turns: the bot posts a fresh board to the channel whenever it changes (and when the game ends), while
    decisions inside a turn only update the acting player's private panel.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    options: Mapping[str, OptionSpec]
    #: The current rules version: the one new games are played under. It grows when a rules correction
    #: changes play; the engine keeps every older version's behaviour for games started under it.
    rules_version: int
    # The rules in the project's own words are not here but beside the game's catalogs, one Markdown file
    # per language (``rules/<game>/locales/<lang>/rules.md``, read by ``i18n.rules_text(lang, game.id)``);
    # ``## `` headings split it into pages of at most 4000 characters each (one embed per page).

    # --- the engine -------------------------------------------------------------------------------
    def setup(
        self, players: int, options: Mapping[str, object], seed: int, *, rules_version: int | None = None
    ) -> State:
        """A new game. Raises ``ValueError`` with a readable sentence for a bad count or option.

        ``rules_version``: the rules the game is played under, ``None`` for the current
        ``self.rules_version``. Replaying a stored game passes the version it was started with (the state
        records it, and ``dump``/``load`` keep it; a stored state without it is version 1), so that its
        action log rebuilds exactly the stored states. An unknown version (below 1 or above the current
        one) raises ``ValueError``.
        """
        ...

    def to_play(self, state: State) -> int | None:
        """The seat whose decision it is; ``None`` when the game is over."""
        ...

    def legal_actions(self, state: State) -> list[Action]:
        """Every legal action for ``to_play(state)``; never empty unless the game is over."""
        ...

    def apply(self, state: State, action: Action) -> State:
        """The state after the action (pure). Raises :class:`IllegalAction` on an illegal one."""
        ...

    def is_over(self, state: State) -> bool: ...

    # Optional, not part of the checked protocol: ``shortcuts(state) -> list[(label, (action, ...))]``,
    # named sequences of the current player's decisions offered as one choice (Wayfinders: "Fly to
    # <island>" along a shortest route). Each is legal step by step and reveals nothing; the turn panel
    # offers them beside the single steps.

    def reveals(self, state: State, action: Action) -> bool:
        """Whether applying ``action`` shows hidden information (a card from the deck, a terrain, a crop, a
        face-down tile, a bag draw). The turn panel never applies such a choice on the first tap: it
        shows what it does and asks for Confirm."""
        ...

    def undoable(self, state: State, action: Action) -> bool:
        """Whether ``action`` (legal in ``state``, taken by ``to_play(state)``) may be taken back after it
        is applied, by replaying the log without it.

        True only when it reveals nothing hidden to anyone (no card drawn from a deck, no tile, terrain or
        crop revealed, nothing drawn from a bag, no shuffle, no random choice), does not complete the turn
        (``turn_count`` unchanged) and does not end the game. A player may then change their mind without
        having learnt anything they would not know anyway; anything else stands.
        """
        ...

    def scores(self, state: State) -> list[int]:
        """Points per seat, followed by any non-seat party that scores (Iwari's neutral tribe)."""
        ...

    def winners(self, state: State) -> list[int]:
        """Winning seats; empty until over, and empty when nobody wins (Iwari's neutral-tribe loss)."""
        ...

    def view(self, state: State, seat: int | None) -> dict:
        """JSON-able picture of the game. ``seat=None`` is the spectator view: public information only.

        Common keys every game provides: ``game`` (id), ``seat``, ``players``, ``to_play``, ``over``,
        ``scores``, ``turn`` (= ``turn_count``), ``last_turn`` (what the last completed turn changed, for
        highlighting) and ``private`` (``None`` for spectators, else that seat's private information).
        """
        ...

    def determinize(self, view: dict, rng: Rng) -> State:
        """A full state consistent with one seat's view (``view = self.view(state, seat)``): hidden parts
        (hands, deck order, hidden board, face-down tiles, the generator's position) sampled from ``rng``,
        such that ``self.view(result, seat) == view``. The computer players search such states (issue 13)."""
        ...

    def describe(self, state: State, action: Action) -> Msg:
        """One line for the action taken in ``state`` (the state *before* it), public-safe."""
        ...

    def encode(self, action: Action) -> str:
        """Canonical text, at most 100 characters (it travels inside a Discord custom_id)."""
        ...

    def decode(self, text: str) -> Action:
        """Inverse of ``encode``. Raises :class:`ActionParseError`."""
        ...

    def dump(self, state: State) -> dict:
        """JSON round trip, exact: ``load(dump(s)) == s``."""
        ...

    def load(self, data: dict) -> State: ...

    # --- presentation (pure, public-safe unless a seat is named) -----------------------------------
    def turn_count(self, state: State) -> int:
        """Completed turns so far; changes exactly when a new board should be posted."""
        ...

    def seat_label(self, state: State, seat: int) -> Msg:
        """How the game calls a seat: "Red tribe", "Blue player" …"""
        ...

    def choice_path(self, state: State, action: Action) -> tuple[tuple[Msg, Msg], ...]:
        """The action as a path of (question, answer) steps for a menu, e.g.
        ``(("Action", "Place pieces"), ("Territory", "3 · Forest"), ("Pieces", "Tent + totem"),
        ("Payment", "2 Forest"))``. Labels at most 100 characters. Two different legal actions never have
        the same path. The generic turn panel shows one step at a time, only with choices that lead to a
        legal action."""
        ...

    def private_text(self, state: State, seat: int) -> Msg | tuple[Msg, ...]:
        """The seat's private information as text (for the DM beside the hand image)."""
        ...

    def status_text(self, state: State) -> Msg | tuple[Msg, ...]:
        """Public status: whose turn and what they decide, scores, deck …; Markdown, < 1500 chars."""
        ...

    def score_breakdown(self, state: State) -> ScoreTable:
        """Where the points come from, per scoring party."""
        ...

    def outcome_text(self, state: State) -> Msg | tuple[Msg, ...]:
        """The result in one or two sentences once over (winners, shared wins, nobody wins …)."""
        ...
