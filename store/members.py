"""Every column that can hold a member's Discord id, declared once, with what deleting the member's data does
to it. ``Store.forget_user`` (``/game privacy``'s Delete and ``python -m bot forget``) runs its sweep from
this list on both databases, after the steps whose rules are a feature's own (a game in play left to the
stand-in or ended, a lobby left or closed, a tournament line's marker); the sweep then finds whatever those
left. ``tests/bot/test_member_columns.py`` reads the live schema of each backend and fails when a column
that looks like it names a member (by its name, or because it holds one's id once every feature has been
used) is in neither :data:`MEMBER_COLUMNS` nor :data:`NOT_MEMBER_COLUMNS`: a new feature cannot forget its
column. Each concern declares its own columns beside its tables (``MEMBER_COLUMNS`` and
``NOT_MEMBER_COLUMNS`` in ``store/sql/<concern>.py``, with its :class:`store.sql.Concern`); this module
collects them.

The actions:

- ``delete``: the row is about the member alone and goes (their settings, a queue place);
- ``former``: the row is the others' too (a seat in a finished game, a tournament's line) and keeps its
  place, the id replaced by the former player's marker (``store.base.former_player_id``; ``marker`` is
  the SQL of the marker for that row);
- ``drop``: the id is one of several inside the value (a JSON list, a step named after them) and is
  taken out of it, the rest kept;
- ``clear``: the value is words that name them among other things (a card's words): it is emptied;
- ``keep``: the id stays, for the reason given, which PRIVACY.md states in those words (``keep_when``:
  only in the rows that condition selects; the others get the column's action).

``inside``: the ids are inside a text (JSON lists, keys and values, or a key such as ``dm:<id>``), not the
column's whole value; ``key`` is the row's primary key, to write such a row back.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from store.base import FORMER_PLAYER_BASE

ACTIONS = ("delete", "former", "drop", "clear", "keep")
#: The former player's marker of a seat, in SQL (``store.base.former_player_id``).
SEAT_MARKER = f"-({FORMER_PLAYER_BASE} + seat)"
#: The marker where a row has no seat of its own (an organiser, an id inside a list or an announcement).
MARKER = -FORMER_PLAYER_BASE


@dataclass(frozen=True)
class MemberColumn:
    table: str
    column: str
    action: str
    #: Why, in words (for ``keep``: the sentence PRIVACY.md states).
    why: str
    inside: bool = False
    key: tuple[str, ...] = ()
    #: For ``former`` on a plain id column: the SQL of the marker of each row (``?``: the member's id).
    marker: str = str(MARKER)
    #: For ``former``: what else the row loses with the id (SQL assignments).
    also: str = ""
    #: Rows matching this SQL condition keep the id for now, for the reason in ``kept`` (which PRIVACY.md
    #: states in those words); the others get the action.
    keep_when: str = ""
    kept: str = ""
    #: The feature step that handles it before the sweep (its rules are its own); the sweep is then the
    #: guarantee that nothing is left.
    step: str = ""

    def __post_init__(self) -> None:
        if self.action not in ACTIONS:
            raise ValueError(f"{self.table}.{self.column}: unknown action {self.action!r}")
        if (self.action == "keep" or self.keep_when) and not self.kept:
            raise ValueError(f"{self.table}.{self.column}: a kept id needs the reason PRIVACY.md states")
        if self.inside and not self.key:
            raise ValueError(f"{self.table}.{self.column}: a text column needs its row's key")


@dataclass(frozen=True)
class MemberPart:
    """One part of a member's copy of their data (``/game privacy``'s "Download my data" and PRIVACY.md's
    "A copy of your data"), under its key in the file."""

    key: str
    #: Its place in the copy, a number with gaps (the parts are written in this order; the file's own
    #: header comes first).
    order: int
    #: The message id of its line in ``/game privacy``'s overview, given ``$count`` (how many things it
    #: holds); "" for a part the overview's first lines already tell.
    overview: str = ""
    #: Whether holding something here alone means something is stored about the member (a deletion then
    #: has something to delete); False for a part that only repeats what other parts hold (a plan is of a
    #: seat the member holds).
    counted: bool = True


#: ``read(store, user_id)``: every part a concern keeps about the member as plain JSON-able values (no
#: other member's id, nothing hidden from them), by the part's key.
MemberReader = Callable[[Any, int], Awaitable[Mapping[str, Any]]]
#: ``sample(store, user_id, now)``: rows naming the member in each of the concern's member columns, as
#: the feature writes them (the member-column and download tests put a member in every feature with it).
MemberSample = Callable[[Any, int, str], Awaitable[None]]


@dataclass(frozen=True)
class MemberData:
    """What a concern keeps about one member, for their copy and the overview (:mod:`core.privacy`
    builds both from every concern's): ``read`` gives each of ``parts`` by its key."""

    read: MemberReader
    parts: tuple[MemberPart, ...]


def held(value: Any) -> int:
    """How many things a part of the copy holds: a list's items, a count as it is (a flag: 1 or 0), 0 for
    None, 1 for any other value that is there (a settings row, a link)."""
    if value is None:
        return 0
    if isinstance(value, int):
        return int(value)
    if isinstance(value, (list, tuple)):
        return len(value)
    return int(bool(value))


#: The concerns whose declarations are collected, registered by :mod:`store.sql` once it has them all (it
#: imports this module for :class:`MemberColumn`, so this module cannot import it back).
_concerns: tuple[Any, ...] = ()


def register(concerns: tuple[Any, ...]) -> None:
    """Called by :mod:`store.sql` with every concern (:data:`store.sql.CONCERNS`), before anything reads the
    columns (importing ``store`` or any of its modules imports ``store.sql`` first)."""
    global _concerns
    _concerns = concerns
    _collect.cache_clear()
    globals().pop("MEMBER_COLUMNS", None)
    globals().pop("NOT_MEMBER_COLUMNS", None)


@functools.cache
def _collect() -> tuple[tuple[MemberColumn, ...], dict[tuple[str, str], str]]:
    """Every concern's declarations (``MEMBER_COLUMNS`` and ``NOT_MEMBER_COLUMNS`` beside its tables in
    ``store/sql/<concern>.py``), read once the concerns are all registered. The sweep runs the actions in
    the order of :data:`ACTIONS` (every deletion first, every marker next …), each concern's columns of
    one action in the order it declares them (a game's creator is marked with their seat before the seats
    are)."""
    if not _concerns:
        raise RuntimeError("store.sql has not registered the concerns yet")
    declared = [column for concern in _concerns for column in concern.member_columns]
    columns = tuple(sorted(declared, key=lambda column: ACTIONS.index(column.action)))
    seen: set[tuple[str, str]] = set()
    not_member: dict[tuple[str, str], str] = {}
    for concern in _concerns:
        for key, why in concern.not_member_columns.items():
            if key in not_member:
                raise ValueError(f"{key[0]}.{key[1]} is declared twice")
            not_member[key] = why
    for column in columns:
        key = (column.table, column.column)
        if key in not_member:
            raise ValueError(f"{column.table}.{column.column} is declared both a member's and not")
        if key in seen:
            raise ValueError(f"{column.table}.{column.column} is declared twice")
        seen.add(key)
    return columns, not_member


def __getattr__(name: str) -> Any:
    """:data:`MEMBER_COLUMNS` (every column that can hold a member's id, in the order the sweep runs them)
    and :data:`NOT_MEMBER_COLUMNS` (columns whose names look like a member's but hold no member id, and
    why), collected from the concerns when first read."""
    if name in ("MEMBER_COLUMNS", "NOT_MEMBER_COLUMNS"):
        columns, not_member = _collect()
        globals().update(MEMBER_COLUMNS=columns, NOT_MEMBER_COLUMNS=not_member)
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: What a column's name says when it may name a member (the schema test reads every column with it).
MEMBER_NAME = re.compile(r"user|member|player|owner|organi[sz]er|creator|author|winner|loser|(^|_)by($|_)")


def declared(table: str, column: str) -> bool:
    columns, not_member = _collect()
    return (table, column) in not_member or any(c.table == table and c.column == column for c in columns)


def names(text: Any, user_id: int) -> bool:
    """Whether ``text`` holds ``user_id`` as a whole number (not a part of a longer one)."""
    return text is not None and re.search(rf"(?<![0-9]){user_id}(?![0-9])", str(text)) is not None


_DROPPED = object()


def scrub(value: Any, user_id: int, replacement: int | None) -> Any:
    """``value`` (decoded JSON) without ``user_id``: each number, string or key that is or names it has
    the id replaced by ``replacement``, or (``None``) is taken out of its list or mapping."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        if value != user_id:
            return value
        return _DROPPED if replacement is None else replacement
    if isinstance(value, str):
        if not names(value, user_id):
            return value
        if replacement is None:
            return _DROPPED
        return re.sub(rf"(?<![0-9]){user_id}(?![0-9])", str(replacement), value)
    if isinstance(value, list):
        kept = [scrub(item, user_id, replacement) for item in value]
        return [item for item in kept if item is not _DROPPED]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            new_key = scrub(key, user_id, replacement)
            new_item = scrub(item, user_id, replacement)
            if new_key is _DROPPED or new_item is _DROPPED:
                continue
            out[new_key] = new_item
        return out
    return value


def scrub_text(text: str, user_id: int, replacement: int | None) -> str | None:
    """A stored text without ``user_id`` (:func:`scrub` of its JSON; a text that is not JSON has the id
    replaced, or is None when it is to be dropped)."""
    try:
        value = json.loads(text)
    except ValueError:
        cleaned = scrub(text, user_id, replacement)
        return None if cleaned is _DROPPED else str(cleaned)
    cleaned = scrub(value, user_id, replacement)
    return None if cleaned is _DROPPED else json.dumps(cleaned, sort_keys=True)
