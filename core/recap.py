"""What happened while a player was away: the game's public lines since a seat last acted, grouped by seat
(issue 27, "Since your last turn").

Pure functions over the action log (:class:`store.ActionRecord`; only the public lines, ``description``,
are read, never the action texts, so nothing hidden reaches a recap):

- :func:`since_last_turn`: what every *other* seat did after ``seat``'s last action (the turn DM, the
  turn panel, ``/game catchup``, the daily digest);
- :func:`last_round`: the last full round before the seat to play (the game card in the channel);
- :func:`recap_text`: a recap in the reader's language, one line per seat ("**Ana** (Red tribe): Red takes
  a Coast. Red places a tent."; plain lines without a full stop are joined by "; "; a seat playing a new
  turn after another seat's turn gets a second line, so the lines keep the order the turns were played
  in), trimmed to a length by leaving the oldest lines out ("… and N earlier moves").

:func:`read_since_last_turn` and :func:`read_last_round` read just enough of the log from a store for them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from core.lines import decode_line, is_standin_line, standin_once
from i18n import t, text
from rules.base import Msg
from store import ActionRecord, PlayStore

#: A recap's length by default: well within a DM (2000 characters) with the lines around it.
RECAP_LIMIT = 1200
#: Between two lines of one seat's group (after a line that ends a sentence, a space).
LINE_SEPARATOR = "; "
SENTENCE_ENDS = (".", "!", "?", "…", "。")


@dataclass(frozen=True)
class SeatMoves:
    """One seat's public lines in a recap, in the order they were played."""

    seat: int
    lines: tuple[Msg | str, ...]


@dataclass(frozen=True)
class Recap:
    """The seats that acted in a window of the log, a line each in the order they first acted in it (a
    seat again after another seat's turn, a second line: :func:`_grouped`), and how many actions the
    window holds."""

    groups: tuple[SeatMoves, ...] = ()
    moves: int = 0
    #: The window opens at the game's start: the seat has not played a turn of its own yet, so there is
    #: no "last turn" to speak of ("since the game began").
    since_start: bool = False

    def __bool__(self) -> bool:
        return self.moves > 0

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(group.seat for group in self.groups)


def _grouped(actions: Sequence[ActionRecord]) -> Recap:
    """``actions`` (in order) as seat lines in the order they were played. An action goes on its seat's
    newest line when that line is the last one so far (the seat went on playing), or when it is of the
    same turn as that line's last action (a seat answering inside another's turn, and that turn's seat
    going on after the answer: one line each, as ever). A seat's new turn after another seat's turn starts
    a line of its own: merged into its earlier line it would be told before the turn that came first (in
    Tiwanaku's last forecasts the game's final move, "… wins with 61 points", told above another seat's
    forecast made before it)."""
    groups: list[tuple[int, list[Msg | str]]] = []
    newest: dict[int, int] = {}  # seat -> index of its newest line in ``groups``
    last_turn: dict[int, int] = {}  # seat -> turn of its newest action
    for action in actions:
        at = newest.get(action.seat)
        if at is None or (at != len(groups) - 1 and action.turn != last_turn[action.seat]):
            at = newest[action.seat] = len(groups)
            groups.append((action.seat, []))
        last_turn[action.seat] = action.turn
        line = decode_line(action.description)
        if line:
            groups[at][1].append(line)
    return Recap(tuple(SeatMoves(seat, tuple(standin_once(lines))) for seat, lines in groups), len(actions))


def _after_last(actions: Sequence[ActionRecord], seat: int, *, before_turn: int | None = None,
                own: bool = False) -> int:
    """The index just after ``seat``'s last action (of a turn before ``before_turn`` when given; with
    ``own``, one its player made, not the stand-in); 0 when it has none."""
    for index in range(len(actions) - 1, -1, -1):
        action = actions[index]
        if action.seat == seat and (before_turn is None or action.turn < before_turn) \
                and not (own and by_standin(action)):
            return index + 1
    return 0


def by_standin(action: ActionRecord) -> bool:
    """Whether the stand-in made this decision for an absent player (its line says so)."""
    return is_standin_line(decode_line(action.description))


def since_last_turn(actions: Sequence[ActionRecord], seat: int) -> Recap:
    """What the other seats did after ``seat``'s last action in ``actions`` (the log in order; all of it
    when the seat never acted): what its player has not seen yet. A decision the stand-in made for the
    seat is not its player's: the window starts at their own last one, and the stand-in's are in it."""
    start = _after_last(actions, seat, own=True)
    grouped = _grouped([action for action in actions[start:] if action.seat != seat or by_standin(action)])
    return replace(grouped, since_start=start == 0)


def last_round(actions: Sequence[ActionRecord], to_play: int | None) -> Recap:
    """The last full round before ``to_play`` (the seat to decide next) plays: every action after its own
    last action of an earlier turn than the newest, every seat's. The newest turn is always in it: a seat
    that plays again at once (a solo game, an extra turn) sees its own last turn. ``to_play`` None (the
    game is over): the round that ends with the last action, from the previous turn of the seat that made
    it."""
    if not actions:
        return Recap()
    newest = actions[-1]
    seat = newest.seat if to_play is None else to_play
    return _grouped(actions[_after_last(actions, seat, before_turn=newest.turn):])


def recap_text(lang: str, recap: Recap, seat_label: Callable[[int], str], *, limit: int = RECAP_LIMIT) -> str:
    """``recap`` in ``lang``: one line per seat, ``seat_label(seat)`` (the player's name and seat, already
    formatted) then its lines (:func:`joined`). Longer than ``limit`` characters, the oldest lines are left
    out first and a first line says how many ("… and 3 earlier moves"); a single line longer than the
    limit is cut with an ellipsis. Empty for an empty recap."""
    head, groups = recap_lines(lang, recap, seat_label, limit=limit)
    return "\n".join((head, *groups) if head else groups)


def recap_lines(lang: str, recap: Recap, seat_label: Callable[[int], str], *, limit: int = RECAP_LIMIT,
                prefix: str = "") -> tuple[str, tuple[str, ...]]:
    """:func:`recap_text` in parts: the line saying how many of the oldest lines were left out ("" when
    none was) and one line per seat, each starting with ``prefix`` (a card's bullet), all of them
    joined by newlines within ``limit`` characters."""
    if not recap:
        return "", ()
    labels = {index: seat_label(group.seat) for index, group in enumerate(recap.groups)}
    # Every line with its group, oldest first (a group's lines are in order; the groups too, by first move).
    entries = [(index, text(lang, line)) for index, group in enumerate(recap.groups) for line in group.lines]

    def attempt(dropped: int) -> tuple[str, list[str], int]:
        groups = [prefix + line for line in _render(labels, entries[dropped:])]
        head = t(lang, "recap-more-earlier", count=dropped) if dropped else ""
        size = sum(map(len, groups)) + max(0, len(groups) - 1) + (len(head) + 1 if head else 0)
        return head, groups, size

    head, groups, size = attempt(0)
    if size > limit and len(entries) > 1:
        # The fewest oldest lines to leave out, found by halving (a long absence has hundreds of lines;
        # each attempt renders them all): the newest that fit, else the newest line alone.
        low, high = 1, len(entries) - 1
        # Each line kept takes at least its own length and a separator: no more than that many fit.
        shortest = min(len(line) for _, line in entries) + 1
        low = min(high, max(low, len(entries) - limit // shortest))
        head, groups, size = attempt(high)
        while low < high:
            middle = (low + high) // 2
            tried = attempt(middle)
            if tried[2] <= limit:
                high = middle
                head, groups, size = tried
            else:
                low = middle + 1
    if size > limit:  # one line left, longer than the limit on its own: cut it
        room = max(1, limit - (len(head) + 1 if head else 0))
        groups = [line if len(line) <= room else line[: room - 1] + "…" for line in groups]
        if head and sum(map(len, groups)) + len(head) + 1 > limit:
            head = ""
    return head, tuple(groups)


def _render(labels: dict[int, str], entries: Sequence[tuple[int, str]]) -> list[str]:
    """One line per group left in ``entries`` ((group index, line) pairs, oldest first), its label first."""
    grouped: dict[int, list[str]] = {}
    for index, line in entries:
        grouped.setdefault(index, []).append(line)
    return [f"{labels[index]}: {joined(lines)}" for index, lines in grouped.items()]


def joined(lines: Sequence[str]) -> str:
    """A seat's lines on one line: after a sentence (a line ending in ".", "!", "?" or "…") a space, else
    "; " (a game's lines are sentences; plain ones are not)."""
    out = ""
    for line in lines:
        if out:
            out += " " if out.rstrip().endswith(SENTENCE_ENDS) else LINE_SEPARATOR
        out += line
    return out


# --- reading the log -------------------------------------------------------------------------------------
#: How many actions a first read of the log takes; a window that starts earlier doubles it.
FIRST_READ = 48


async def _window(store: PlayStore, game_id: int, found: Callable[[Sequence[ActionRecord]], bool]
                  ) -> list[ActionRecord]:
    """The log's newest actions, read in growing pieces until ``found`` says the window starts in them
    (or the whole log is read): a long game's whole log is not read for a round."""
    last = FIRST_READ
    while True:
        actions = await store.actions(game_id, last=last)
        if len(actions) < last or found(actions):
            return actions
        last *= 2


async def read_since_last_turn(store: PlayStore, game_id: int, seat: int) -> Recap:
    """:func:`since_last_turn` of the game's log, reading only as much of it as it needs."""
    actions = await _window(store, game_id, lambda acts: _after_last(acts, seat, own=True) > 0)
    return since_last_turn(actions, seat)


async def read_last_round(store: PlayStore, game_id: int, to_play: int | None, *,
                          through_turn: int | None = None) -> Recap:
    """:func:`last_round` of the game's log, reading only as much of it as it needs. ``through_turn``: the
    round ends with that turn (a card told after later decisions were made: a turn in progress after it
    is not the card's news yet)."""
    def told(actions: Sequence[ActionRecord]) -> list[ActionRecord]:
        if through_turn is None:
            return list(actions)
        return [action for action in actions if action.turn <= through_turn]

    def found(actions: Sequence[ActionRecord]) -> bool:
        actions = told(actions)
        if not actions:
            return False
        seat = actions[-1].seat if to_play is None else to_play
        return _after_last(actions, seat, before_turn=actions[-1].turn) > 0
    return last_round(told(await _window(store, game_id, found)), to_play)


async def read_turns(store: PlayStore, game_id: int, first_turn: int, last_turn: int | None = None) -> Recap:
    """The turns ``first_turn`` … ``last_turn`` (to the newest when None) of the game's log, grouped by seat:
    a card that folds the computers' turns into the human's before them tells exactly those (issue 27)."""
    def found(actions: Sequence[ActionRecord]) -> bool:
        return bool(actions) and actions[0].turn < first_turn
    return _grouped([action for action in await _window(store, game_id, found)
                     if action.turn >= first_turn and (last_turn is None or action.turn <= last_turn)])
