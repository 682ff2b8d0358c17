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

Time banks (issue 30): instead of a time per turn a game may have a Fischer clock (:class:`Bank`): every
seat starts with a bank (say 5 days), a completed wait adds a fixed increment (say a day), up to a cap.
It is the same clock: a new wait's deadline is the moment the seat's bank runs out, its reminders come at
half of that bank and with a tenth of it left, its time-out and pauses are the ones above; what is left
of the bank when the wait ends (the deadline less the moment it ended, or less the moment the clock
stopped) plus the increment is kept in the clock's ``banks`` for the seat's next wait. A bank is named
like any clock choice (``"bank5d+1d"``, with a cap other than the start ``"bank5d+1d/10d"``), so a
queue or a tournament passes it as it passes ``"24h"``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

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
DAY = 86400
#: The longest bank, increment or cap a bank's name may ask for, and the shortest bank or increment.
BANK_MOST = 60 * DAY
BANK_LEAST = 3600


@dataclass(frozen=True)
class Bank:
    """A Fischer clock: each seat's starting bank, what a completed wait adds, and the most a bank holds
    (all in seconds)."""

    start: int
    increment: int
    cap: int

    @property
    def name(self) -> str:
        """The clock choice's name: ``bank<start>+<increment>``, then ``/<cap>`` when it is not the start."""
        name = f"bank{duration_name(self.start)}+{duration_name(self.increment)}"
        return name if self.cap == self.start else f"{name}/{duration_name(self.cap)}"

    def after_wait(self, left: int) -> int:
        """The bank once a wait ends with ``left`` seconds of it unused: plus the increment, capped."""
        return min(self.cap, max(0, left) + self.increment)

    @classmethod
    def of(cls, record: Any) -> Bank | None:
        """A game's (or a lobby's) bank, None for a time per turn or no clock."""
        increment = getattr(record, "bank_increment", None)
        if not record.clock_seconds or increment is None:
            return None
        cap = getattr(record, "bank_cap", None)
        return cls(int(record.clock_seconds), int(increment), int(cap or record.clock_seconds))


_DURATION = re.compile(r"(\d{1,4})([dhm])")
_UNIT = {"d": DAY, "h": 3600, "m": 60}


def duration_name(seconds: int) -> str:
    """``432000`` -> ``"5d"``, ``43200`` -> ``"12h"``, ``5400`` -> ``"90m"``."""
    for unit in ("d", "h", "m"):
        if seconds % _UNIT[unit] == 0:
            return f"{seconds // _UNIT[unit]}{unit}"
    return f"{seconds // 60}m"


def _duration(text: str) -> int:
    match = _DURATION.fullmatch(text)
    if match is None:
        raise ValueError(text)
    return int(match.group(1)) * _UNIT[match.group(2)]


#: The banks the menus offer (``/game new clock:``, the lobby's time menu), in order.
BANKS: dict[str, Bank] = {bank.name: bank for bank in (
    Bank(3 * DAY, 12 * 3600, 3 * DAY), Bank(5 * DAY, DAY, 5 * DAY), Bank(10 * DAY, 2 * DAY, 10 * DAY))}
#: Every clock choice the menus offer: the times per turn, then the banks.
CLOCK_CHOICES: tuple[str, ...] = (*CLOCKS, *BANKS)


def parse_bank(name: str) -> Bank:
    """A bank's clock name (``"bank5d+1d"``, ``"bank5d+1d/10d"``) as a :class:`Bank`. Raises ValueError
    for another name, or for a bank or increment under an hour, a cap under the start, anything over 60
    days."""
    if not name.isascii() or not name.startswith("bank"):
        raise ValueError(name)
    body, slash, cap_text = name[4:].partition("/")
    start_text, plus, increment_text = body.partition("+")
    if not plus:
        raise ValueError(name)
    start, increment = _duration(start_text), _duration(increment_text)
    cap = _duration(cap_text) if slash else start
    if not (BANK_LEAST <= start <= BANK_MOST and BANK_LEAST <= increment <= BANK_MOST
            and start <= cap <= BANK_MOST):
        raise ValueError(name)
    return Bank(start, increment, cap)


def is_clock_choice(name: str) -> bool:
    """Whether ``name`` is a clock a game may have: a time per turn of :data:`CLOCKS` or a bank's name."""
    if name in CLOCKS:
        return True
    try:
        parse_bank(name)
    except ValueError:
        return False
    return True


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
    #: A time bank: what a completed wait adds and the most a bank holds (``clock_seconds`` is then the
    #: starting bank). None: a time per turn.
    bank_increment: int | None = None
    bank_cap: int | None = None

    @classmethod
    def of(cls, record: Any) -> TableRules:
        return cls(record.clock_seconds, record.on_timeout, record.handover_after,
                   bool(getattr(record, "clock_chosen", False)), getattr(record, "bank_increment", None),
                   getattr(record, "bank_cap", None))

    @classmethod
    def named(cls, name: str, *, chosen: bool = True) -> TableRules:
        """The default rules with the clock choice ``name`` (a time per turn or a bank's name, see
        :func:`is_clock_choice`). Raises ValueError for another name."""
        if name in CLOCKS:
            return cls(CLOCKS[name], chosen=chosen)
        bank = parse_bank(name)
        return cls(bank.start, chosen=chosen, bank_increment=bank.increment, bank_cap=bank.cap)

    def with_clock(self, name: str) -> TableRules:
        """These rules with another clock choice (the time-out rules kept)."""
        other = TableRules.named(name)
        return replace(self, clock_seconds=other.clock_seconds, bank_increment=other.bank_increment,
                       bank_cap=other.bank_cap, chosen=True)

    @property
    def bank(self) -> Bank | None:
        return Bank.of(self)

    @property
    def clock(self) -> str:
        """The clock choice's name (``"24h"``, ``"bank5d+1d"``)."""
        bank = self.bank
        return bank.name if bank is not None else clock_name(self.clock_seconds)

    def lines(self, lang: str) -> list[str]:
        bank = self.bank
        value = clock_label(lang, self.clock_seconds)
        if bank is not None:
            lines = [t(lang, "bank-table-line", value=bank_label(lang, bank)), bank_pace_line(lang, bank)]
        elif self.clock_seconds and not self.chosen:
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
        current = self.clock
        entries = [(f"clock:{name}", t(lang, "bot-table-clock-choice", value=clock_label(lang, CLOCKS[name])),
                    name == current) for name in CLOCKS]
        # A bank's entry says the average time a turn it allows in the long run: its increment.
        entries += [(f"clock:{name}", t(lang, "bank-table-choice-average", value=bank_label(lang, bank),
                                        average=duration_words(lang, bank.increment)),
                     name == current) for name, bank in BANKS.items()]
        entries += [(f"timeout:{name}", t(lang, "bot-table-timeout-choice", value=timeout_label(lang, name)),
                     name == self.on_timeout) for name in ON_TIMEOUT]
        entries += [(f"handover:{turns}", t(lang, "bot-table-handover-choice", value=handover_label(lang,
                                                                                                    turns)),
                     turns == self.handover_after) for turns in HANDOVER_CHOICES]
        return entries

    def changed(self, value: str) -> TableRules:
        """These rules with one menu entry applied. Raises ValueError for an entry the menu does not have."""
        kind, _, choice = value.partition(":")
        if kind == "clock" and choice in CLOCK_CHOICES:
            return self.with_clock(choice)
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


def duration_words(lang: str, seconds: int) -> str:
    """A whole number of days, hours or minutes in words ("5 days", "12 hours")."""
    for unit, key in (("d", "bank-days"), ("h", "bank-hours")):
        if seconds % _UNIT[unit] == 0:
            return t(lang, key, count=seconds // _UNIT[unit])
    return t(lang, "bank-minutes", count=seconds // 60)


def bank_label(lang: str, bank: Bank) -> str:
    """A bank's words: "Bank 5 days, +1 day a turn" (with its cap when it is not the start)."""
    if bank.cap == bank.start:
        return t(lang, "bank-label", bank=duration_words(lang, bank.start),
                 increment=duration_words(lang, bank.increment))
    return t(lang, "bank-label-capped", bank=duration_words(lang, bank.start),
             increment=duration_words(lang, bank.increment), cap=duration_words(lang, bank.cap))


#: The pace a casual server's player keeps, which a bank's words are told against: one turn every two days.
CASUAL_PACE = 2 * DAY


def bank_lasts(bank: Bank, pace: int = CASUAL_PACE) -> int | None:
    """How many turns in a row a player who takes ``pace`` over each completes before their bank cannot
    cover the next (each costs ``pace`` and gives back the increment, capped); None when it never runs dry
    (the increment covers the pace)."""
    if bank.increment >= pace:
        return None
    left, turns = bank.start, 0
    while left >= pace:
        left = min(bank.cap, left - pace + bank.increment)
        turns += 1
    return turns


def bank_pace_line(lang: str, bank: Bank) -> str:
    """What the bank means, plainly, for someone who plays once every :data:`CASUAL_PACE`: each turn costs
    that and gives back the increment, so the bank lasts so many turns and then every turn times out (or
    it never runs dry); and the average per turn it allows in the long run (the increment)."""
    lasts = bank_lasts(bank)
    pace, increment = duration_words(lang, CASUAL_PACE), duration_words(lang, bank.increment)
    if lasts is None:
        return t(lang, "bank-pace-holds", pace=pace, increment=increment)
    return t(lang, "bank-pace-runs-dry", pace=pace, increment=increment, turns=lasts)


def bank_amount(lang: str, seconds: int) -> str:
    """What a bank holds, short: "4 d 12 h", "5 h 30 min"."""
    seconds = max(0, seconds)
    days, rest = divmod(seconds, DAY)
    hours, rest = divmod(rest, 3600)
    if days:
        return t(lang, "bank-amount-days", days=days, hours=hours)
    return t(lang, "bank-amount-hours", hours=hours, minutes=rest // 60)


def choice_label(lang: str, name: str) -> str:
    """Any clock choice's words, by its name."""
    if name in CLOCKS:
        return clock_label(lang, CLOCKS[name])
    return bank_label(lang, parse_bank(name))


def timeout_label(lang: str, on_timeout: str) -> str:
    label = ON_TIMEOUT.get(on_timeout)
    return t(lang, label.id) if label is not None else on_timeout


def handover_label(lang: str, turns: int) -> str:
    if turns == 0:
        return t(lang, "bot-handover-never")
    return t(lang, "bot-handover-after", turns=turns)


def new_clock(game_id: int, seat: int, user_id: int, turn: int, clock_seconds: int | None, now: datetime,
              *, away: bool = False, banks: tuple[int, ...] | None = None) -> ClockRow:
    """A full clock for a new wait: deadline, half-time and tenth-left moments (all None without a time
    control); paused from the start when the player is away. ``banks``: a game with time banks, each
    seat's; the wait then lasts what is in the seat's bank (``clock_seconds`` is not read)."""
    deadline = half = tenth = None
    if banks is not None:
        clock_seconds = max(1, banks[seat])
    if clock_seconds:
        deadline = stamp(now + timedelta(seconds=clock_seconds))
        half = stamp(now + timedelta(seconds=clock_seconds / 2))
        tenth = stamp(now + timedelta(seconds=clock_seconds * 0.9))
    return ClockRow(game_id, seat, user_id, turn, stamp(now), deadline, half, tenth,
                    stamp(now) if away else None, banks=banks)


def bank_left(clock: ClockRow, now: datetime) -> int:
    """Seconds left in the bank of the seat ``clock`` waits for: its deadline less now (less the moment
    it stopped, for a stopped clock); never below 0. A clock without a deadline: its bank as stored."""
    deadline = parse_stamp(clock.deadline)
    if deadline is None:
        return clock.banks[clock.seat] if clock.banks and clock.seat < len(clock.banks) else 0
    until = parse_stamp(clock.paused_at) or now
    return max(0, int((deadline - until).total_seconds()))


def banks_now(clock: ClockRow, now: datetime) -> tuple[int, ...]:
    """Every seat's bank at ``now``: the waiting seat's what is left of it, the others' as kept."""
    banks = list(clock.banks or ())
    if clock.seat < len(banks):
        banks[clock.seat] = bank_left(clock, now)
    return tuple(banks)


def clock_after_move(previous: ClockRow | None, game_id: int, seat: int | None, user_id: int | None,
                     turn: int, clock_seconds: int | None, now: datetime, *, away: bool,
                     bank: Bank | None = None, seats: int = 0) -> ClockRow | None:
    """The clock once a move is committed: None when nobody waits (the game is over), ``previous``
    itself when the same seat decides on within the same turn, otherwise a full new clock.

    With a ``bank`` (a game of ``seats`` seats with time banks), the wait that ended leaves its seat what
    was left of its bank plus the increment, capped (:meth:`Bank.after_wait`), whether the player or the
    stand-in ended it; the new wait lasts what is in its seat's bank. Banks missing (the game's first
    wait) start full."""
    if seat is None or user_id is None:
        return None
    if previous is not None and previous.seat == seat and previous.turn == turn \
            and previous.user_id == user_id:
        return previous
    if bank is None or seats <= seat:
        return new_clock(game_id, seat, user_id, turn, clock_seconds, now, away=away)
    kept = previous.banks if previous is not None else None
    banks = list(kept) if kept is not None and len(kept) == seats else [bank.start] * seats
    if previous is not None and kept is not None and previous.seat < seats:
        banks[previous.seat] = bank.after_wait(bank_left(previous, now))
    return new_clock(game_id, seat, user_id, turn, None, now, away=away, banks=tuple(banks))


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
    """The zone of a stored name; UTC for none, and for a name the time zone database does not hold as a
    place's zone (a row stored before only canonical names were taken: ``localtime``, ``Factory``)."""
    canonical = canonical_timezone(name) if name else None
    try:
        return ZoneInfo(canonical) if canonical else ZoneInfo("UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


@dataclass(frozen=True)
class _TimeZones:
    """The IANA time zone database's names, as the ``tzdata`` package (a dependency, so the same on every
    host) lists them in ``tzdata.zi``: its zones, its links (an old or other name: ``US/Eastern`` for
    ``America/New_York``) and the zones ``zone.tab`` gives the countries."""

    zones: frozenset[str]
    links: dict[str, str]
    countries: frozenset[str]
    #: Every accepted name by its case-folded spelling, to the name stored.
    folded: dict[str, str]


#: Names that are zones in the database but no place's: ``Factory`` ("local time zone must be set") and the
#: POSIX-style rule names (``EST5EDT``: no place keeps them; the database keeps them for old systems).
_NOT_PLACES = re.compile(r"Factory|[A-Z]{3,4}[0-9][A-Z]{3,4}")
_TZ: list[_TimeZones] = []


def _time_zones() -> _TimeZones:
    if not _TZ:
        from importlib import resources

        folder = resources.files("tzdata").joinpath("zoneinfo")
        zones: set[str] = set()
        links: dict[str, str] = {}
        for line in folder.joinpath("tzdata.zi").read_text(encoding="utf-8").splitlines():
            parts = line.split()
            if len(parts) >= 2 and parts[0] == "Z" and not _NOT_PLACES.fullmatch(parts[1]):
                zones.add(parts[1])
            elif len(parts) == 3 and parts[0] == "L":
                links[parts[2]] = parts[1]
        countries = {line.split("\t")[2] for line in folder.joinpath("zone.tab").read_text(
            encoding="utf-8").splitlines() if line and not line.startswith("#")}
        accepted = {name: name for name in zones | countries | {"UTC"}}
        accepted.update({alias: target for alias, target in links.items() if alias not in accepted
                         and target in zones})
        _TZ.append(_TimeZones(frozenset(zones), links, frozenset(countries),
                              {name.casefold(): stored for name, stored in accepted.items()}))
    return _TZ[0]


def canonical_timezone(name: str) -> str | None:
    """The name a typed time zone is stored as, or None when it is none of the database's places.

    Taken: a zone of the IANA database (``Europe/Madrid``), a zone ``zone.tab`` names for a country (the
    database made ``Europe/Amsterdam`` a link to ``Europe/Brussels`` in 2022, yet it is the Netherlands'
    name: kept as typed, which is what a Dutch player expects to read back), and ``UTC``. A link, the
    database's old or other name for a zone (``US/Eastern``, ``Asia/Calcutta``, ``Europe/Kiev``), is taken
    and stored as the zone it names (``America/New_York``, ``Asia/Kolkata``, ``Europe/Kyiv``): the same
    clock, and the name the database keeps up to date. Any spelling of case is taken. Refused: what a host
    has but the database does not name as a place (``localtime``, ``posixrules``, ``Factory``, the POSIX
    rule names like ``EST5EDT``), so a setting means the same on every host."""
    if not isinstance(name, str):
        return None
    return _time_zones().folded.get(name.strip().casefold())


def valid_timezone(name: str) -> bool:
    return canonical_timezone(name) is not None


_ZONES: list[str] = []


def timezone_names() -> list[str]:
    """The time zones offered while typing: the database's places (zones and the countries' names, and
    UTC), sorted, cached; never an alias (each place once) nor a host's own names."""
    if not _ZONES:
        tz = _time_zones()
        _ZONES.extend(sorted(tz.zones | tz.countries | {"UTC"}))
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
