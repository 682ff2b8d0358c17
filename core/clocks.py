"""Time in games that live for days: time controls, the clock of the seat a game waits for, reminder
moments, quiet hours and the vacation allowance. No Discord and no SQL here: the clock cog and the service
call these with the injected time (``bot.clock()``).

The model (issue 10):

- A game has a time per turn (``CLOCKS``; None: no clock). A seat's clock runs only while the game waits
  for that seat's decision, including a decision inside someone else's turn; each new wait (another seat,
  or the same seat in a new turn) starts with the full time again.
- Reminders: the turn-start DM (sent with the board), a second DM at half time (with a "No more reminders
  this turn" button), and a channel mention when a tenth of the time is left. A reminder due in the
  player's quiet hours waits until they end; deadlines do not move.
- A player away on vacation has every clock paused; when they are back, each deadline (and the reminder
  moments) moves on by the time the clock stood still. At most ``AWAY_DAYS_PER_QUARTER`` days a quarter.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from i18n import t
from rules.base import Msg
from store import ClockRow, parse_stamp, stamp

#: Time per turn: the choice's name -> seconds (None: no clock). Order: as offered in menus.
CLOCKS: dict[str, int | None] = {
    "off": None,
    "12h": 12 * 3600,
    "24h": 24 * 3600,
    "48h": 48 * 3600,
    "72h": 72 * 3600,
    "7d": 7 * 24 * 3600,
}
#: Each choice's words: the catalog message ``bot-clock-<name>`` (``/game new clock:`` uses ``commands-``).
CLOCK_LABELS = {name: Msg(f"bot-clock-{name}") for name in CLOCKS}
DEFAULT_CLOCK = "24h"
#: What happens when time runs out (the catalog message ``bot-timeout-<name>``).
ON_TIMEOUT = {"standin": Msg("bot-timeout-standin"), "opponents": Msg("bot-timeout-opponents")}
#: Timed-out turns in a row after which the stand-in keeps the seat (0: never).
HANDOVER_CHOICES = (1, 3, 5, 0)
DEFAULT_HANDOVER = 3
AWAY_DAYS_PER_QUARTER = 30
AWAY_MAX_DAYS = 30
#: Without a clock, a game may be ended by vote after this long without a move.
VOTE_END_AFTER = timedelta(days=14)
#: "Give them another day".
EXTENSION = timedelta(days=1)


@dataclass(frozen=True)
class TableRules:
    """A game's time control, chosen in the lobby beside the game's own options."""

    clock_seconds: int | None = CLOCKS[DEFAULT_CLOCK]
    on_timeout: str = "standin"
    handover_after: int = DEFAULT_HANDOVER
    #: Whether the time per turn was chosen (``/game new clock:``, the lobby's menu) rather than the
    #: default; a table of one human starts without a default clock (``GameService.start``).
    chosen: bool = False

    @classmethod
    def of(cls, record: Any) -> TableRules:
        return cls(record.clock_seconds, record.on_timeout, record.handover_after,
                   bool(getattr(record, "clock_chosen", False)))

    def lines(self, lang: str) -> list[str]:
        value = clock_label(lang, self.clock_seconds)
        if self.clock_seconds and not self.chosen:
            lines = [t(lang, "bot-table-clock-line-default", value=value)]
        else:
            lines = [t(lang, "bot-table-clock-line", value=value)]
        if self.clock_seconds:
            lines.append(t(lang, "bot-table-timeout-line", value=timeout_label(lang, self.on_timeout)))
            lines.append(t(lang, "bot-table-handover-line", value=handover_label(lang, self.handover_after)))
        else:
            lines.append(t(lang, "bot-table-no-clock-line", days=VOTE_END_AFTER.days))
        return lines

    def choices(self, lang: str) -> list[tuple[str, str, bool]]:
        """The lobby menu's entries: (value, label, currently chosen)."""
        entries = [(f"clock:{name}", t(lang, "bot-table-clock-choice", value=clock_label(lang, CLOCKS[name])),
                    CLOCKS[name] == self.clock_seconds) for name in CLOCKS]
        entries += [(f"timeout:{name}", t(lang, "bot-table-timeout-choice", value=timeout_label(lang, name)),
                     name == self.on_timeout) for name in ON_TIMEOUT]
        entries += [(f"handover:{turns}", t(lang, "bot-table-handover-choice", value=handover_label(lang,
                                                                                                    turns)),
                     turns == self.handover_after) for turns in HANDOVER_CHOICES]
        return entries

    def changed(self, value: str) -> TableRules:
        """These rules with one menu entry applied. Raises ValueError for an entry the menu does not have."""
        kind, _, choice = value.partition(":")
        if kind == "clock" and choice in CLOCKS:
            return replace(self, clock_seconds=CLOCKS[choice], chosen=True)
        if kind == "timeout" and choice in ON_TIMEOUT:
            return replace(self, on_timeout=choice)
        if kind == "handover" and choice.isascii() and choice.isdigit() and int(choice) in HANDOVER_CHOICES:
            return replace(self, handover_after=int(choice))
        raise ValueError(value)


def clock_name(seconds: int | None) -> str:
    """The choice name of a time per turn (a value no choice has is shown in hours)."""
    for name, value in CLOCKS.items():
        if value == seconds:
            return name
    return f"{(seconds or 0) // 3600}h"


def clock_label(lang: str, seconds: int | None) -> str:
    name = clock_name(seconds)
    if name in CLOCK_LABELS:
        return t(lang, CLOCK_LABELS[name].id)
    return t(lang, "bot-clock-hours", hours=(seconds or 0) // 3600)


def timeout_label(lang: str, on_timeout: str) -> str:
    label = ON_TIMEOUT.get(on_timeout)
    return t(lang, label.id) if label is not None else on_timeout


def handover_label(lang: str, turns: int) -> str:
    if turns == 0:
        return t(lang, "bot-handover-never")
    return t(lang, "bot-handover-after", turns=turns)


def new_clock(game_id: int, seat: int, user_id: int, turn: int, clock_seconds: int | None, now: datetime,
              *, away: bool = False) -> ClockRow:
    """A full clock for a new wait: deadline, half-time and tenth-left moments (all None without a time
    control); paused from the start when the player is away."""
    deadline = half = tenth = None
    if clock_seconds:
        deadline = stamp(now + timedelta(seconds=clock_seconds))
        half = stamp(now + timedelta(seconds=clock_seconds / 2))
        tenth = stamp(now + timedelta(seconds=clock_seconds * 0.9))
    return ClockRow(game_id, seat, user_id, turn, stamp(now), deadline, half, tenth,
                    stamp(now) if away else None)


def clock_after_move(previous: ClockRow | None, game_id: int, seat: int | None, user_id: int | None,
                     turn: int, clock_seconds: int | None, now: datetime, *, away: bool) -> ClockRow | None:
    """The clock once a move is committed: None when nobody waits (the game is over), ``previous``
    itself when the same seat decides on within the same turn, otherwise a full new clock."""
    if seat is None or user_id is None:
        return None
    if previous is not None and previous.seat == seat and previous.turn == turn \
            and previous.user_id == user_id:
        return previous
    return new_clock(game_id, seat, user_id, turn, clock_seconds, now, away=away)


def shifted(clock: ClockRow, delta: timedelta) -> ClockRow:
    """The clock with its start, deadline and reminder moments moved by ``delta`` (after a pause)."""

    def move(text: str | None) -> str | None:
        moment = parse_stamp(text)
        return stamp(moment + delta) if moment is not None else None

    return replace(clock, started_at=move(clock.started_at) or clock.started_at,
                   deadline=move(clock.deadline), half_at=move(clock.half_at), tenth_at=move(clock.tenth_at),
                   paused_at=None)


def unix(text: str | None) -> int | None:
    moment = parse_stamp(text)
    return int(moment.timestamp()) if moment is not None else None


def discord_time(text: str | None, style: str = "R") -> str:
    """A Discord timestamp (every client shows it in its own time zone), or "" for no moment."""
    seconds = unix(text)
    return f"<t:{seconds}:{style}>" if seconds is not None else ""


# --- quiet hours -----------------------------------------------------------------------------------------
def parse_quiet(text: str) -> tuple[int, int] | None:
    """``"22-08"`` -> (22, 8); ``"off"`` -> None. Raises ValueError whose argument is a :class:`Msg`."""
    cleaned = text.strip().lower()
    if cleaned in ("off", "none", ""):
        return None
    parts = cleaned.replace("–", "-").split("-")
    if len(parts) != 2 or not all(part.strip().isascii() and part.strip().isdigit() for part in parts):
        raise ValueError(Msg("bot-quiet-format"))
    start, end = (int(part) for part in parts)
    if not (0 <= start <= 23 and 0 <= end <= 23) or start == end:
        raise ValueError(Msg("bot-quiet-hours"))
    return start, end


def zone(name: str | None) -> ZoneInfo:
    try:
        return ZoneInfo(name) if name else ZoneInfo("UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def valid_timezone(name: str) -> bool:
    return name in timezone_names()


_ZONES: list[str] = []


def timezone_names() -> list[str]:
    """IANA time zone names (from the system or the ``tzdata`` package), sorted, cached."""
    if not _ZONES:
        _ZONES.extend(sorted(available_timezones()))
    return _ZONES


def quiet_until(now: datetime, start: int | None, end: int | None, timezone: str | None) -> datetime | None:
    """When the quiet hours around ``now`` end, or None when ``now`` is not in quiet hours."""
    if start is None or end is None:
        return None
    local = now.astimezone(zone(timezone))
    hour = local.hour
    quiet = (start <= hour < end) if start < end else (hour >= start or hour < end)
    if not quiet:
        return None
    day = local.date() if hour < end else local.date() + timedelta(days=1)
    ends = datetime(day.year, day.month, day.day, end, tzinfo=local.tzinfo)
    return ends.astimezone(UTC)


# --- the vacation allowance --------------------------------------------------------------------------------
def quarter_of(now: datetime) -> tuple[datetime, datetime]:
    """The calendar quarter (UTC) ``now`` falls in: its first moment and the first of the next."""
    first_month = 3 * ((now.month - 1) // 3) + 1
    start = datetime(now.year, first_month, 1, tzinfo=UTC)
    end = datetime(now.year + (first_month == 10), (first_month + 2) % 12 + 1, 1, tzinfo=UTC)
    return start, end


def away_days_used(vacations: Sequence[tuple[str, str]], now: datetime) -> int:
    """Days of away time used in ``now``'s quarter (each started day counts whole)."""
    start, end = quarter_of(now)
    seconds = 0.0
    for began_text, ended_text in vacations:
        began, ended = parse_stamp(began_text), parse_stamp(ended_text)
        if began is None or ended is None:
            continue
        overlap = (min(ended, end) - max(began, start)).total_seconds()
        seconds += max(0.0, overlap)
    return math.ceil(seconds / 86400 - 1e-9)


@dataclass(frozen=True)
class Reminder:
    """A reminder that is due: which one ("half" or "tenth") and the clock it belongs to."""

    which: str
    clock: ClockRow


def due_reminder(clock: ClockRow, now: datetime) -> Reminder | None:
    """The reminder to send now, if any. When both are overdue (quiet hours held them back), only the
    later one is sent: never more than two reminders a turn; once the deadline passed, none."""
    if clock.muted or clock.paused_at is not None:
        return None
    stamp_now = stamp(now)
    if clock.deadline and clock.deadline <= stamp_now:
        return None  # too late: "it runs out 2 hours ago" helps nobody (the time-out follows instead)
    if not clock.tenth_sent and clock.tenth_at and clock.tenth_at <= stamp_now:
        return Reminder("tenth", clock)
    if not clock.half_sent and clock.half_at and clock.half_at <= stamp_now:
        return Reminder("half", clock)
    return None
