"""Every column that can hold a member's Discord id, declared once, with what deleting the member's data does
to it. ``Store.forget_user`` (``/game privacy``'s Delete and ``python -m bot forget``) runs its sweep from
this list on both databases, after the steps whose rules are a feature's own (a game in play left to the
stand-in or ended, a lobby left or closed, a tournament line's marker); the sweep then finds whatever those
left. ``tests/bot/test_member_columns.py`` reads the live schema of each backend and fails when a column
that looks like it names a member (by its name, or because it holds one's id once every feature has been
used) is in neither :data:`MEMBER_COLUMNS` nor :data:`NOT_MEMBER_COLUMNS`: a new feature cannot forget its
column.

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

import json
import re
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


#: In the order the sweep runs them (a game's creator is marked with their seat before the seats are).
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("user_settings", "user_id", "delete", "their settings"),
    MemberColumn("vacations", "user_id", "delete", "their times away"),
    MemberColumn("ratings", "user_id", "delete", "their ratings (the leaderboards no longer list them)"),
    MemberColumn("dm_channels", "user_id", "delete", "their DM channel's id"),
    MemberColumn("votes", "user_id", "delete", "their votes to end a game"),
    MemberColumn("clocks", "user_id", "delete",
                 "the clock waiting for them (a seat left to the stand-in has the marker already)",
                 step="games"),
    MemberColumn("queue_entries", "user_id", "delete", "their places in matchmaking queues"),
    MemberColumn("season_members", "user_id", "delete", "their divisions"),
    MemberColumn("season_archive", "user_id", "delete", "the closed months' lines naming them"),
    MemberColumn("reliability", "user_id", "delete", "their reliability counts"),
    MemberColumn("web_links", "user_id", "delete",
                 "their personal web link's generation (the link stops opening)"),
    MemberColumn("flows", "user_id", "delete", "work under way about them alone (a digest, a DM)"),
    MemberColumn("flows", "flow_key", "delete", "work keyed by them (their digest)", inside=True,
                 key=("id",)),
    MemberColumn("games", "creator_id", "former", "a lobby or game they opened: its seat's marker",
                 marker=f"-{FORMER_PLAYER_BASE} - COALESCE((SELECT s.seat FROM seats s "
                        "WHERE s.game_id = games.id AND s.user_id = ?), 0)", step="games"),
    MemberColumn("result_seats", "user_id", "former",
                 "their line in a finished game's result: the others' history stays true",
                 marker=SEAT_MARKER,
                 also="mu_before = NULL, sigma_before = NULL, mu_after = NULL, sigma_after = NULL"),
    MemberColumn("seats", "user_id", "former", "their seat: the game is the others' too",
                 marker=SEAT_MARKER, step="games"),
    MemberColumn("tournament_players", "user_id", "former",
                 "their line in a tournament under way or finished (a sign-up not started is deleted)",
                 step="tournaments"),
    MemberColumn("tournament_tables", "players", "former", "the tables they sat at", inside=True,
                 key=("tournament_id", "round", "tbl"), step="tournaments"),
    MemberColumn("tournament_tables", "scores", "former", "their points at those tables", inside=True,
                 key=("tournament_id", "round", "tbl"), step="tournaments"),
    MemberColumn("tournaments", "creator_id", "former", "a tournament they organised carries on"),
    MemberColumn("queue_matches", "users", "former",
                 "the matches they were put in (one whose game is not made yet is then called off, its "
                 "other players told: bot/cogs/queue.py)", inside=True, key=("id",)),
    MemberColumn("outbox", "payload", "former", "an announcement not yet posted (who acted)", inside=True,
                 key=("id",)),
    MemberColumn("flows", "payload", "former", "work under way for others that names them", inside=True,
                 key=("id",)),
    MemberColumn("flows", "steps", "drop", "a step of others' work named after them (their DM)",
                 inside=True, key=("id",)),
    MemberColumn("games", "board_card", "clear",
                 "the words of a game's last board, which mention the players", inside=True, key=("id",),
                 keep_when="status = 'active'",
                 kept="until the game's next move replaces that board"),
)

#: Columns whose names look like a member's but hold no member id, and why.
NOT_MEMBER_COLUMNS: dict[tuple[str, str], str] = {
    ("flows", "owner"): "the claim token of the process running the work",
    ("games", "decision_owner"): "the claim token of the process searching a computer's move",
    ("games", "min_new"): "whether players too new for a reliability score may join",
    ("queue_entries", "players"): "the table size waited for",
    ("tournament_tables", "decided_by"): "how a table was decided (a result, a verdict, a bye)",
    ("result_seats", "standin_moves"): "how many decisions the stand-in made for the seat",
    ("seats", "standin_moves"): "how many decisions the stand-in made for the seat",
}

#: What a column's name says when it may name a member (the schema test reads every column with it).
MEMBER_NAME = re.compile(r"user|member|player|owner|organi[sz]er|creator|author|winner|loser|(^|_)by($|_)")


def declared(table: str, column: str) -> bool:
    return (table, column) in NOT_MEMBER_COLUMNS or any(
        c.table == table and c.column == column for c in MEMBER_COLUMNS)


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
