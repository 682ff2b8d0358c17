"""The game protocol: the contract between rules/, render/ and bot/, and the game spec that declares it.

A game is a :class:`GameSpec` (one per package, ``rules/<game>/__init__.py``'s ``SPEC``, registered by one
line of ``rules/registry.py``) naming separate parts with narrow protocols: the :class:`Engine` (the
rules), the :class:`Observer` (what each seat sees), the :class:`Presenter` (what a player reads), the
:class:`Describer` (a board in words, for those who cannot see its image) and an optional :class:`Playout`
(how the computer players look ahead); its :class:`Capabilities` (hidden
information, ``determinize``, undo, cooperative modes, shortcuts), which the runtime and the tests read
instead of probing the parts; and its :class:`Scenarios`, the seeded games the generic tests play.
``rules.GAMES[id]`` is ``spec.game``, a :class:`Game`: the whole protocol on one object, each member the
part's own bound method. The bot and the renderer only ever talk to a game through it, so a new game is a
new ``rules/<game>/`` package, a ``render/<game>.py`` module and one registry line.

The protocol is DESIGN.md's, plus a small *presentation* part that the bot needs to stay game-agnostic
(labels for seats, a menu path for every action so one generic turn panel can walk a player through any
game's decisions, texts for status, private info and the final result, and a score breakdown table), and
a *describer* that puts a board and a hand into words for the players who cannot see the images (issue
26: the images' alt text, ``/game describe``, the text-only setting).

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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, TypeVar, runtime_checkable

__all__ = [
    "ALT_TEXT_LIMIT",
    "ActionParseError",
    "BoardScenario",
    "Capabilities",
    "Decoy",
    "Describer",
    "Engine",
    "Game",
    "GameSpec",
    "IllegalAction",
    "Msg",
    "Observer",
    "OptionSpec",
    "Playout",
    "Presenter",
    "Rng",
    "Scenario",
    "Scenarios",
    "ScoreRow",
    "Scoring",
    "Section",
    "ScoreTable",
    "Words",
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
        _set_attribute(self, "id", id)
        # Most arguments are ints, strings and messages, kept as they are; only lists and tuples are
        # frozen (a copy of ``args`` for those alone: a message is built on every line a player reads).
        for value in args.values():
            if type(value) not in _KEPT_AS_IS and isinstance(value, list | tuple):
                args = {name: _frozen(value) for name, value in args.items()}
                break
        _set_attribute(self, "args", args)

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


#: The argument types a message keeps unchanged, told apart from a list or tuple (or a subclass of one,
#: frozen too) without an ``isinstance`` each.
_KEPT_AS_IS = frozenset({str, int, bool, float, type(None), Msg})


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
    #: The option means something only at a table of at least this many players (Tiwanaku's mode: a game
    #: of one player is always solo); a started game of fewer does not list it (issue 27).
    min_players: int = 1

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


_MASK64 = (1 << 64) - 1
_TWO_64 = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15
#: ``randbelow``'s rejection limit for the small bounds it is mostly asked for, worked out once.
_SMALL_BOUNDS = 1024
_LIMITS = (0,) + tuple(_TWO_64 - _TWO_64 % n for n in range(1, _SMALL_BOUNDS))


class Rng:
    """A small deterministic generator (SplitMix64) whose whole position is one integer.

    Rules code creates one from the state's stored position, draws from it inside ``apply`` or ``setup``,
    and stores ``rng.state`` back into the new state. Same position, same draws, on every platform.
    """

    _MASK = (1 << 64) - 1

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK64

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        # Mix the seed once so that nearby seeds (1, 2, 3 …) start far apart.
        rng = cls(seed ^ _GAMMA)
        rng.next_u64()
        return rng

    def next_u64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias."""
        # SplitMix64 inlined and the rejection limit looked up: the engines, the generator and the
        # computer players' playouts draw millions of these, and the calls and the big-integer modulo
        # were most of the time. The draws are exactly ``next_u64``'s.
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        limit = _LIMITS[n] if n < _SMALL_BOUNDS else _TWO_64 - _TWO_64 % n
        state = self.state
        while True:
            state = (state + _GAMMA) & _MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

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
        # ``randbelow(i + 1)`` for each i, inlined (see there): the same draws, without a call each.
        state = self.state
        for i in range(len(result) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < _SMALL_BOUNDS else _TWO_64 - _TWO_64 % n
            while True:
                state = (state + _GAMMA) & _MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            result[i], result[j] = result[j], result[i]
        self.state = state
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


# --- the parts of a game ------------------------------------------------------------------------------
# A game is a :class:`GameSpec` naming separate parts: the engine (the rules), the observer (what a seat
# sees), the presenter (what a player reads) and, optionally, a playout (how the computer players look
# ahead). Each part is its own object; the parts a game's capabilities do not declare are left out.


@runtime_checkable
class Engine(Protocol):
    """The rules: states and actions are immutable values, and nothing here is written for a reader.

    Decisions: a turn with several decisions (Iwari: place, then the neutral tribe, then each draw) is
    several actions by the same seat; ``to_play`` says who decides next. ``turn_count`` counts completed
    turns: the bot posts a fresh board to the channel whenever it changes (and when the game ends), while
    decisions inside a turn only update the acting player's private panel.

    Two methods are part of the engine only when the game's :class:`Capabilities` declare them:
    ``reveals(state, action) -> bool`` (``hidden_information``) and ``undoable(state, action) -> bool``
    (``undo``); see :class:`Game` for what they answer.
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

    def scores(self, state: State) -> list[int]:
        """Points per seat, followed by any non-seat party that scores (Iwari's neutral tribe)."""
        ...

    def winners(self, state: State) -> list[int]:
        """Winning seats; empty until over, and empty when nobody wins (Iwari's neutral-tribe loss)."""
        ...

    def turn_count(self, state: State) -> int:
        """Completed turns so far; changes exactly when a new board should be posted."""
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


@runtime_checkable
class Observer(Protocol):
    """What each seat sees: the only picture of a game that is rendered, logged or sent anywhere.

    ``determinize(view, rng) -> State`` is part of the observer when the game's capabilities declare
    ``determinize``; see :class:`Game`.
    """

    def view(self, state: State, seat: int | None) -> dict:
        """JSON-able picture of the game. ``seat=None`` is the spectator view: public information only.

        Common keys every game provides: ``game`` (id), ``seat``, ``players``, ``to_play``, ``over``,
        ``scores``, ``turn`` (= ``turn_count``), ``last_turn`` (what the last completed turn changed, for
        highlighting) and ``private`` (``None`` for spectators, else that seat's private information).
        """
        ...


@runtime_checkable
class Presenter(Protocol):
    """What a player reads, language-free (every text a :class:`Msg`); public-safe unless a seat is named.

    The part the bot needs to stay game-agnostic: labels for seats, a menu path for every action so one
    generic turn panel can walk a player through any game's decisions, texts for status, private
    information and the result, and a score breakdown table. ``shortcuts(state)`` is part of the presenter
    when the game's capabilities declare ``shortcuts``; see :class:`Game`.
    """

    def describe(self, state: State, action: Action) -> Msg:
        """One line for the action taken in ``state`` (the state *before* it), public-safe."""
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


class Section(NamedTuple):
    """One area of a board in words (:meth:`Describer.board_text`): a heading ("Territories", "Row 3",
    "Hangars") and its lines, each a :class:`Msg` (a plain string in a test game without catalogs)."""

    heading: Msg | str
    lines: tuple[Msg | str, ...]


#: The most characters an image's alt text may have on Discord (a media gallery item's description, an
#: attachment's description): what :meth:`Describer.board_alt` and ``hand_alt`` must fit in every language.
ALT_TEXT_LIMIT = 1024


@runtime_checkable
class Describer(Protocol):
    """A board in words, for the players who cannot see its image (screen readers, text-only readers).

    Every method reads only the view it is given (``Observer.view``: ``view(state, None)`` for the public
    board, ``view(state, seat)`` for a seat's hand), exactly what ``render/<game>.py`` draws from, so
    nothing hidden can reach the words: two states that differ only in hidden information give the same
    words. Everything is language-free (:class:`Msg`); ``i18n.fit_text`` joins alt-text parts in a
    language within a limit, ``i18n.text`` renders the rest.
    """

    def board_alt(self, view: dict) -> tuple[Msg | str, ...]:
        """What a sighted player takes in at a glance of the public board, as parts, each a sentence,
        MOST IMPORTANT FIRST: the title and turn ("after turn N"), whose turn and what they decide (or the
        result), what the last turn did, the scores, then the position's key public facts. Joined (by
        ``i18n.fit_text``) they fit :data:`ALT_TEXT_LIMIT` characters in every language; if ever they do
        not, the least important trailing parts are dropped, never a word cut."""
        ...

    def board_text(self, view: dict) -> tuple[Section, ...]:
        """The whole public position in words, area by area (``/game describe``): everything the image
        shows, with coordinates as the image labels them (A1 …, territory and space numbers)."""
        ...

    def hand_alt(self, view: dict) -> tuple[Msg | str, ...]:
        """What the seat's hand image (``render/<game>.py`` ``hand``) shows, from that seat's view, as parts
        (most important first) fitting :data:`ALT_TEXT_LIMIT` characters."""
        ...


@dataclass(frozen=True, kw_only=True)
class Playout:
    """How the computer players (``rules/ai.py``) look ahead in one game: a lean step and an estimate.

    Every function takes states of the game's own engine, which the game's playout module binds.

    - ``lean_apply(state, action)``: the same transition as the engine's ``apply`` for an action from
      ``legal_actions``, without the checks that only guard against a player's bad input;
    - ``step(state, rng)``: one playout move by a cheap policy (the bench measures playouts with it);
    - ``estimate(state)``: per scoring party, how many points it would have if the game were scored now;
    - ``greedy(state)``: the game's own greedy player (medium's choice and the hard player's policy), or
      ``None`` to let ``rules/ai.py`` look one action ahead on the estimate;
    - ``cooperative(state)``: whether the seats share one score in this state (solo or cooperative mode);
      present exactly when the capabilities declare ``cooperative``;
    - ``fair_actions(state, actions)`` (optional): the legal actions a playout's policy weighs. A playout
      runs on a sampled state, so weighing a guess at something hidden one action ahead reads the sampled
      answer and always guesses right; a game with such guesses narrows them here to the one its seat
      would make from what it sees (Tiwanaku's divinations);
    - ``horizon``: turns a hard player's policy playout looks ahead before the estimate judges;
    - ``iterations_per_second``: hard playouts per second on one core, measured on the 2-core
      development machine; a time budget becomes this many playouts, so a decision is reproducible.
    """

    lean_apply: Callable[[State, Action], State]
    step: Callable[[State, Rng], State]
    estimate: Callable[[State], list[float]]
    iterations_per_second: int
    horizon: int = 2
    greedy: Callable[[State], Action] | None = None
    cooperative: Callable[[State], bool] | None = None
    fair_actions: Callable[[State, list[Action]], list[Action]] | None = None

    @classmethod
    def generic(cls, engine: Engine) -> Playout:
        """The playout of a game that brings none: uniform random steps through the engine's ``apply``,
        the engine's scores as the estimate, and a slow rate (the search's budget stays short)."""
        def lean_apply(state: State, action: Action) -> State:
            return engine.apply(state, action)

        def step(state: State, rng: Rng) -> State:
            return engine.apply(state, rng.choice(engine.legal_actions(state)))

        def estimate(state: State) -> list[float]:
            return [float(score) for score in engine.scores(state)]

        return cls(lean_apply=lean_apply, step=step, estimate=estimate, iterations_per_second=50)


def _never(state: State, action: Action) -> bool:
    """The answer of ``reveals``/``undoable`` for a game whose capabilities do not declare them."""
    return False


def _no_shortcuts(state: State) -> list[tuple[Msg, tuple[Action, ...]]]:
    return []


def _no_plan_position(state: State, seat: int) -> State | None:
    """The answer of ``plan_position`` for a game that does not declare ``plans``: no position to plan on."""
    return None


def _cannot_determinize(spec: GameSpec) -> Callable[[dict, Rng], State]:
    def determinize(view: dict, rng: Rng) -> State:
        raise NotImplementedError(f"{spec.id} does not declare determinize: its hidden parts cannot be "
                                  "sampled")
    return determinize


def _capability(brings: tuple[str, str] | None = None,
                otherwise: Callable[[GameSpec], Callable[..., Any]] | None = None) -> Any:
    """One capability of :class:`Capabilities`: undeclared (``False``) unless a game says so; ``brings`` the
    (part, method) a game declaring it must have, ``otherwise`` what the game object answers in its place
    for a game that does not declare it (built from the spec)."""
    return field(default=False, metadata={"brings": brings, "otherwise": otherwise})


@dataclass(frozen=True, kw_only=True)
class Capabilities:
    """What a game declares about itself; the runtime and the tests read these, never probe the parts.

    Every capability is undeclared unless the game declares it (``Capabilities(undo=True)``), so a new
    capability is one line here: its field, the method it brings and what a game without it answers.

    - ``hidden_information``: some seat, or the box, holds what the spectator view does not show (hands,
      deck order, a hidden board, face-down tiles, a bag). The engine then has ``reveals``; a game without
      hidden information reveals nothing, ever.
    - ``determinize``: the observer can sample the hidden parts consistent with one seat's view
      (``determinize``), so computer players can think in this game; without it a computer seat makes a
      random legal move.
    - ``undo``: a decision may be taken back (the engine has ``undoable``); without it nothing is undone.
    - ``cooperative``: some modes (solo, cooperative) give the seats one shared score; the playout's
      ``cooperative(state)`` says when.
    - ``shortcuts``: the presenter offers named sequences of decisions as one choice (``shortcuts``).
    - ``plans``: a player may plan their next turn while another decides: the engine's
      ``plan_position(state, seat)`` is the position as it stands with ``seat`` beginning a turn (None
      where no turn of theirs can be planned now: a draft, the final scoring). It is only a board to build
      the plan on; each planned decision is checked again, in the real position, when the turn comes.
      Without it nothing can be planned.
    """

    hidden_information: bool = _capability(("engine", "reveals"), lambda spec: _never)
    determinize: bool = _capability(("observer", "determinize"), _cannot_determinize)
    undo: bool = _capability(("engine", "undoable"), lambda spec: _never)
    cooperative: bool = _capability()
    shortcuts: bool = _capability(("presenter", "shortcuts"), lambda spec: _no_shortcuts)
    plans: bool = _capability(("engine", "plan_position"), lambda spec: _no_plan_position)


@dataclass(frozen=True, kw_only=True)
class Scoring:
    """How a game's scores read, for everything outside the game that states a result or a score.

    - ``lower_wins``: the lowest total wins (a game of penalty points); otherwise the highest. The final
      card ranks the seats by it and says so, ratings place the seats by it, statistics call the lowest
      score the best, and the computer players aim for it. A game never turns its scores negative to make
      the highest win.
    - ``hidden_until_end``: no one may see the scores while the game is played (a secret part of them:
      hidden chips, secret objectives); they are public once it is over. The view's ``scores`` is then
      ``None`` until the end, and nothing outside the game (the final card's chart of the scores after
      every turn) tells what they were during play.

    The engine's ``winners`` stay the game's own word on who won (ties, tie-breaks, a cooperative loss):
    every winner's score is the best among the seats' by this reading, which the conformance kit checks.
    """

    lower_wins: bool = False
    hidden_until_end: bool = False

    @property
    def public(self) -> bool:
        """Whether the scores may be shown while the game is played."""
        return not self.hidden_until_end

    def key(self, score: float) -> float:
        """A value that is larger the better ``score`` is: sort by it, best last (or ``reverse=True``)."""
        return -score if self.lower_wins else score

    def best(self, scores: Iterable[float]) -> float:
        """The best of ``scores`` (the lowest when the lowest wins)."""
        return min(scores) if self.lower_wins else max(scores)

    def ranked(self, items: Iterable[T], score: Callable[[T], float]) -> list[T]:
        """``items`` best first by ``score`` (a stable order among equals)."""
        return sorted(items, key=lambda item: self.key(score(item)), reverse=True)


@dataclass(frozen=True)
class Scenario:
    """One seeded game the generic tests (and tools) play: what ``setup`` is called with.
    ``rules_version`` ``None`` is the current one."""

    players: int
    options: Mapping[str, str] = field(default_factory=dict)
    seed: int = 1
    rules_version: int | None = None


@dataclass(frozen=True)
class BoardScenario(Scenario):
    """A seeded game whose public boards the phone-readability tests measure (issue 11): narrow, no text
    smaller than width / 40. ``turn_in_image``: the tests also check that the image names the same turn
    as the bot's embed title; ``max_png_bytes``: every board of it stays below that size."""

    turn_in_image: bool = False
    max_png_bytes: int | None = None


@dataclass(frozen=True)
class Decoy(Scenario):
    """A seeded game played ``turns`` turns (by seeded random players) to a position whose hidden
    information the conformance kit changes, to see that nothing a spectator or another seat reads moves.

    ``change``: the position with only hidden information changed (another deck order, other hidden
    tiles, another seat's hand), the game's own function of a state; ``None`` for a game declaring
    ``determinize``: a sample of the hidden parts from seat 0's view stands in."""

    turns: int = 6
    change: Callable[[State], State] | None = None


@dataclass(frozen=True, kw_only=True)
class Words:
    """What the language checks must know of a game's words that its catalogs cannot tell them.

    - ``same_everywhere``: words written the same in every language (its pieces' names, "tundra",
      "totem"), lower case: a message of only such words is not "left in English";
    - ``same_in``: per language, words that language has taken from English ("chips" in German);
    - ``numbers``: per message id, the variables (space-separated) that take a number where neither a
      plural selector of the catalogs nor the form of the code shows it (an attribute passed, a
      dictionary item): the plural golden file renders them at 0, 1, 2 and 5;
    - ``never_one``: the true exceptions of the agreement check, ``(message id, variable)`` with the
      reason that number is never 1 ("a game's most players: at least 2").
    """

    same_everywhere: frozenset[str] = frozenset()
    same_in: Mapping[str, frozenset[str]] = field(default_factory=dict)
    numbers: Mapping[str, str] = field(default_factory=dict)
    never_one: Mapping[tuple[str, str], str] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class Scenarios:
    """The cases each game gives the conformance kit and the generic tests (plain data in
    ``rules/<game>/scenarios.py``).

    The kit (``python -m conformance``) and the generic test modules iterate over the registry and play
    these; a registered game without them, or without one a clause needs, fails that clause with a message
    naming the field (it is never skipped). What each field is for:

    - ``rules_version``: the current rules version the checks expect of the engine (raising the engine's
      version is a deliberate change, made here too);
    - ``ai_options``: option sets that hide something, together sampling every kind of hidden information
      (``determinize``'s clause and the computer players' tests; the first is the one the no-peeking tests
      play); needed when the game declares ``determinize``;
    - ``apply_checks``: games whose positions the engine's clauses walk and the "apply checks everything"
      property mutates (I-26a);
    - ``engine_golden``: the seeded random games of the package's ``golden/engine.json`` (every player
      count and rules version), in the file's order;
    - ``rules_v1_golden``: the seeded random games of the package's ``golden/rules_v1.json`` (version 1);
    - ``phone_boards``: games whose boards must read well on a phone (largest player counts, every module
      and mode that adds to the image);
    - ``demo``: what ``python -m render --demo`` draws (and the describer's checks read); ``None`` for the
      generic list (every player count, every option value);
    - ``decoys``: positions whose hidden information is changed to check that nothing public moves
      (:class:`Decoy`); needed when the game declares ``hidden_information``;
    - ``words``: what the language checks must know of its words (:class:`Words`).

    The golden records of ``engine_golden`` and ``rules_v1_golden`` and the plural golden file of the
    game's catalogs are kept in the game's package (``golden/``), written by ``python -m conformance
    --write``.
    """

    rules_version: int | None = None
    ai_options: tuple[Mapping[str, str], ...] = ()
    apply_checks: tuple[Scenario, ...] = ()
    engine_golden: tuple[Scenario, ...] = ()
    rules_v1_golden: tuple[Scenario, ...] = ()
    phone_boards: tuple[BoardScenario, ...] = ()
    demo: tuple[Scenario, ...] | None = None
    decoys: tuple[Decoy, ...] = ()
    words: Words = Words()


#: The members of each part, as the facade binds them; the conditional ones with the capability that
#: brings them.
ENGINE_FACTS: tuple[str, ...] = ("id", "title", "min_players", "max_players", "options", "rules_version")
ENGINE_METHODS: tuple[str, ...] = ("setup", "to_play", "legal_actions", "apply", "is_over", "scores",
                                   "winners", "turn_count", "encode", "decode", "dump", "load")
OBSERVER_METHODS: tuple[str, ...] = ("view",)
PRESENTER_METHODS: tuple[str, ...] = ("describe", "seat_label", "choice_path", "private_text", "status_text",
                                      "score_breakdown", "outcome_text")
DESCRIBER_METHODS: tuple[str, ...] = ("board_alt", "board_text", "hand_alt")
#: capability -> (part, method) it brings, as :class:`Capabilities` declares them.
CAPABILITY_METHODS: dict[str, tuple[str, str]] = {
    capability.name: capability.metadata["brings"] for capability in dataclasses.fields(Capabilities)
    if capability.metadata.get("brings")
}


@dataclass(frozen=True, eq=False)
class GameSpec:
    """A game as the registry knows it: its parts, what it declares, its test cases and its package.

    ``package`` is the dotted name of the game's package (``rules.iwari``): its words live in its
    ``locales/`` folder. A game without catalogs of its own (a test game, whose texts are plain strings)
    has ``None`` there and may give ``rules_text``, its rules in one language. ``playout`` ``None`` gives
    :meth:`Playout.generic`. ``scenarios`` ``None``: the game gives the generic tests nothing, and fails
    them. ``scoring``: how its scores read (the highest wins, public, unless it says otherwise).

    Building a spec checks its declarations against its parts (a declared capability whose method is
    missing, a cooperative game without the playout's ``cooperative`` …) and raises ``TypeError``, so the
    runtime can trust the declarations and never looks at a part to find out what it can do.
    """

    engine: Engine
    observer: Observer
    presenter: Presenter
    describer: Describer
    capabilities: Capabilities = Capabilities()
    package: str | None = None
    scenarios: Scenarios | None = None
    playout: Playout | None = None
    rules_text: str | None = None
    scoring: Scoring = Scoring()

    def __post_init__(self) -> None:
        name = getattr(self.engine, "id", "?")
        parts = {"engine": self.engine, "observer": self.observer, "presenter": self.presenter,
                 "describer": self.describer}
        required = {"engine": ENGINE_FACTS + ENGINE_METHODS, "observer": OBSERVER_METHODS,
                    "presenter": PRESENTER_METHODS, "describer": DESCRIBER_METHODS}
        for capability, (part, method) in CAPABILITY_METHODS.items():
            if getattr(self.capabilities, capability):
                required[part] += (method,)
        for part, members in required.items():
            missing = [member for member in members if not hasattr(parts[part], member)]
            if missing:
                raise TypeError(f"game {name!r}: its {part} lacks {', '.join(missing)}")
        if self.playout is None:
            object.__setattr__(self, "playout", Playout.generic(self.engine))
        assert self.playout is not None
        if self.capabilities.cooperative != (self.playout.cooperative is not None):
            raise TypeError(f"game {name!r}: a cooperative game's playout says when a state is "
                            "cooperative (Playout.cooperative), and only a cooperative game's does")

    @property
    def id(self) -> str:
        return self.engine.id

    @functools.cached_property
    def game(self) -> Game:
        """The whole protocol on one object (what ``rules.GAMES`` holds), built once."""
        return Game(self)


class Game:
    """The whole protocol on one object, built from a :class:`GameSpec`: what ``rules.GAMES`` maps ids to.

    The bot, the renderer's callers, the bench and the tests call a game as one object
    (``GAMES["iwari"].apply(...)``, ``.view(...)``, ``.describe(...)``). Every member is the part's own
    bound method (or value), set once as an instance attribute, so a call through the facade costs
    exactly what a call on the part costs. ``spec`` is the declaration behind it.

    Members a game's capabilities do not declare get the answer that declaration means: ``reveals`` and
    ``undoable`` say no, ``shortcuts`` offers none, and ``determinize`` raises ``NotImplementedError``
    (callers ask ``spec.capabilities.determinize`` first). What they answer when declared:

    - ``reveals(state, action)``: whether applying ``action`` shows hidden information (a card from the
      deck, a terrain, a crop, a face-down tile, a bag draw). The turn panel never applies such a choice
      on the first tap: it shows what it does and asks for Confirm.
    - ``undoable(state, action)``: whether ``action`` (legal in ``state``, taken by ``to_play(state)``)
      may be taken back after it is applied, by replaying the log without it. True only when it reveals
      nothing hidden to anyone (no card drawn, no tile, terrain or crop revealed, nothing drawn from a
      bag, no shuffle, no random choice), does not complete the turn (``turn_count`` unchanged) and does
      not end the game: a player may change their mind without having learnt anything new.
    - ``determinize(view, rng)``: a full state consistent with one seat's view (``view = view(state,
      seat)``): hidden parts (hands, deck order, hidden board, face-down tiles, the generator's position)
      sampled from ``rng``, such that ``view(result, seat) == view``. The computer players search such
      states (issue 13).
    - ``shortcuts(state)``: ``[(label, (action, ...))]``, named sequences of the current player's
      decisions offered as one choice (Wayfinders: "Fly to <island>" along a shortest route). Each is
      legal step by step and reveals nothing; the turn panel offers them beside the single steps.
    - ``plan_position(state, seat)``: the position as it stands with ``seat`` beginning its turn (its
      ``to_play``), or None when no turn of theirs can be planned now; undeclared: always None. A plan is
      built on it from ``seat``'s side only, and stops at a decision that ``reveals`` anything.
    """

    spec: GameSpec
    id: str
    title: str
    min_players: int
    max_players: int
    options: Mapping[str, OptionSpec]
    rules_version: int
    setup: Callable[..., State]
    to_play: Callable[[State], int | None]
    legal_actions: Callable[[State], list[Action]]
    apply: Callable[[State, Action], State]
    is_over: Callable[[State], bool]
    scores: Callable[[State], list[int]]
    winners: Callable[[State], list[int]]
    turn_count: Callable[[State], int]
    reveals: Callable[[State, Action], bool]
    undoable: Callable[[State, Action], bool]
    encode: Callable[[Action], str]
    decode: Callable[[str], Action]
    dump: Callable[[State], dict]
    load: Callable[[dict], State]
    view: Callable[[State, int | None], dict]
    determinize: Callable[[dict, Rng], State]
    describe: Callable[[State, Action], Msg]
    seat_label: Callable[[State, int], Msg]
    choice_path: Callable[[State, Action], tuple[tuple[Msg, Msg], ...]]
    private_text: Callable[[State, int], Msg | tuple[Msg, ...]]
    status_text: Callable[[State], Msg | tuple[Msg, ...]]
    score_breakdown: Callable[[State], ScoreTable]
    outcome_text: Callable[[State], Msg | tuple[Msg, ...]]
    board_alt: Callable[[dict], tuple[Msg | str, ...]]
    board_text: Callable[[dict], tuple[Section, ...]]
    hand_alt: Callable[[dict], tuple[Msg | str, ...]]
    shortcuts: Callable[[State], list[tuple[Msg, tuple[Action, ...]]]]
    plan_position: Callable[[State, int], State | None]

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        members = {name: getattr(spec.engine, name) for name in ENGINE_FACTS + ENGINE_METHODS}
        members.update((name, getattr(spec.observer, name)) for name in OBSERVER_METHODS)
        members.update((name, getattr(spec.presenter, name)) for name in PRESENTER_METHODS)
        members.update((name, getattr(spec.describer, name)) for name in DESCRIBER_METHODS)
        parts = {"engine": spec.engine, "observer": spec.observer, "presenter": spec.presenter}
        for capability in dataclasses.fields(Capabilities):
            brings = capability.metadata.get("brings")
            if brings is None:
                continue
            part, method = brings
            members[method] = (getattr(parts[part], method) if getattr(spec.capabilities, capability.name)
                               else capability.metadata["otherwise"](spec))
        for name, value in members.items():
            setattr(self, name, value)

    def __repr__(self) -> str:
        return f"<Game {self.id}>"
