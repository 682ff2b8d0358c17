"""Custom ids of every button and select the bot sends, built and parsed in one place.

Formats (all at most 100 characters; ``<gid>`` is the database id of a game):

- ``turn:<gid>:<turn>``        "Take your turn" on a board message (``turn`` = completed turns then)
- ``hand:<gid>``               "Show my hand"
- ``pn:<gid>:<version>:<path>[:ok|:na|:p<page>]``  turn panel: go to a menu position / apply the move
  shown (a confirmation's Confirm, a forced move's one button) / "Don't ask again" (apply it and stop
  asking) / page
- ``ps:<gid>:<version>:<path>:<k>``            turn panel select number k (values: answer indices)
- ``lb:<gid>:join|leave|start`` lobby buttons; ``lo:<gid>:<option>`` option select; ``lm:<gid>`` modules
- ``ab:<gid>``                 confirm aborting a game
- ``un:<gid>:<version>``       "Undo last decision" on the turn panel (refused once the version moved on)
- ``lt:<gid>``                 lobby select of the time control (values ``clock:24h``, ``timeout:standin``…)
- ``rm:<gid>:<seat>:<turn>``   "No more reminders this turn" on a reminder DM
- ``to:<gid>:<seat>:<turn>:s|x``  after a timeout, the opponents' choice: stand-in plays / another day
- ``fs:<gid>:<version>``       a shortcut select on the turn panel (values: the shortcut's index)
- ``rg:<gid>``                 "Rematch" on a final board: a new lobby, same players and options (pressed
  while that lobby is open: a seat in it)
- ``lg:<gid>:o<end>`` / ``lg:<gid>:n<start>``  ``/game log``'s Older / Newer: the decisions before position
  ``end`` / from position ``start`` on (as many whole lines as fit one message)
- ``hy:<gid>:<user>:<page>``   ``/records history`` pages: ``gid`` the newest game of the list when it was
  first shown (pages stay put), ``user`` 0 for the whole server; a press is answered only where the
  command could have shown that list (``HistoryCog.check_anchor``)
- ``rp:<gid>:<frame>``         replay step-through: show the board after turn ``frame`` (0 = the set-up)
- ``rq:<gid>``                 replay step-through turn select (values: the frame number)
- ``rb:<gid>``                 replay step-through block select (values: the block's first frame number)
- ``rt:<gid>:<last>``          replay step-through "Go to turn…": opens the modal ``rj`` (``last``: the
  game's last turn, for the modal's words only; the typed turn is checked against the game)
- ``rj:<gid>``                 that modal (a modal submit, routed as a component; its text input's value:
  the turn typed, checked by the history room)
- ``lc:<gid>``                 lobby "Add computer player" button; ``lk:<gid>`` its level select (values
  ``easy``, ``medium``, ``hard``)
- ``lr:<gid>``                 lobby "Remove computer player" button; ``lx:<gid>`` its seat select (values:
  the computer seats' user ids, negative numbers: an answer names who sits there, not the place, which
  moves up when a seat before it is freed)
- ``pv:<user>:dl|rm|no``      ``/game privacy``: "Download my data", "Delete my data", "Cancel";
  ``pv:<user>:s|a:<fp>`` the choice for the games in play (stand-in / abandon), ``pv:<user>:ok:s|a:<fp>``
  "Delete" (``<user>``: whose data, in place of a game's id: only they may press; ``<fp>``: the
  fingerprint of the games in play and lobbies the confirmation told of, ``core.privacy.Overview``)
- ``sj:<guild>:<game>``      "Join the season" on a season card (issue 30): ``<guild>`` the server's id in
  place of a game's, ``<game>`` the title's id; a press is answered only in that server

- ``tn:<tid>:in|out``         a tournament card's "Sign up" / "Withdraw" (``<tid>``: the tournament's id)
- ``ta:<tid>:<round>:<table>:w<seat>|d|x``  the organiser's decision on a table unfinished at its round's
  end: that seat wins, a draw, both lose

- ``mg:<user>:<page>``         ``/game mine`` pages (``<user>``: whose games, in place of a game's id: only
  they may turn them; 0 = the first page)

- ``hn:<gid>``                 "Hint" on the turn panel (issue 31): the coach's hint for the presser's
  decision now
- ``hd:<gid>``                 "Hint" on a turn DM (the same, pressed in a DM with the bot)

- ``pl:<gid>:<version>:<n>:<path>[:ok|:na|:p<page>]``  the plan's panel ("Plan my next turn"): go to a menu
  position of the next decision to plan / plan the decision shown / page (``n``: the decisions the plan
  held when the panel was drawn: a press of an older panel is refused)
- ``pq:<gid>:<version>:<n>:<path>:<k>``  the plan's panel select number k (values: answer indices)
- ``px:<gid>:<n>:strict|loose|clear|undo``  the plan's "Only if nothing changed" / "Whatever changed" /
  "Clear" / "Take back the last planned decision"
- ``po:<gid>``                 "Plan my next turn" (the answer of "Show my hand" while another decides)
- ``dl``, ``dq``, ``dx``, ``do``  the same four in a DM with the bot (a hand DM's "Plan my next turn")

Anything else, or a malformed id, parses to ``None`` and the press is refused with a message. Numbers are
ASCII digits only: a Unicode digit class would also accept other scripts' digits, which ``int`` reads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_CUSTOM_ID = 100
#: A number as a select's value or a typed turn: ASCII digits only.
NUMBER = re.compile(r"[0-9]{1,9}")

_PATTERNS: dict[str, re.Pattern[str]] = {
    "turn": re.compile(r"turn:(?P<gid>[0-9]{1,12}):(?P<turn>[0-9]{1,9})"),
    "hand": re.compile(r"hand:(?P<gid>[0-9]{1,12})"),
    "pn": re.compile(r"pn:(?P<gid>[0-9]{1,12}):(?P<version>[0-9]{1,9}):(?P<path>[0-9.]{0,80})"
                     r"(?::(?P<extra>ok|na|p[0-9]{1,3}))?"),
    "ps": re.compile(r"ps:(?P<gid>[0-9]{1,12}):(?P<version>[0-9]{1,9}):(?P<path>[0-9.]{0,80})"
                     r":(?P<k>[0-9])"),
    "lb": re.compile(r"lb:(?P<gid>[0-9]{1,12}):(?P<verb>join|leave|start)"),
    "lo": re.compile(r"lo:(?P<gid>[0-9]{1,12}):(?P<option>[A-Za-z0-9_\-]{1,60})"),
    "lm": re.compile(r"lm:(?P<gid>[0-9]{1,12})"),
    "ab": re.compile(r"ab:(?P<gid>[0-9]{1,12})"),
    "un": re.compile(r"un:(?P<gid>[0-9]{1,12}):(?P<version>[0-9]{1,9})"),
    "fs": re.compile(r"fs:(?P<gid>[0-9]{1,12}):(?P<version>[0-9]{1,9})"),
    "rg": re.compile(r"rg:(?P<gid>[0-9]{1,12})"),
    "lg": re.compile(r"lg:(?P<gid>[0-9]{1,12}):(?P<way>[on])(?P<at>[0-9]{1,6})"),
    "lt": re.compile(r"lt:(?P<gid>[0-9]{1,12})"),
    "hy": re.compile(r"hy:(?P<gid>[0-9]{1,12}):(?P<user>[0-9]{1,20}):(?P<page>[0-9]{1,5})"),
    "rp": re.compile(r"rp:(?P<gid>[0-9]{1,12}):(?P<frame>[0-9]{1,5})"),
    "rq": re.compile(r"rq:(?P<gid>[0-9]{1,12})"),
    "rb": re.compile(r"rb:(?P<gid>[0-9]{1,12})"),
    "rt": re.compile(r"rt:(?P<gid>[0-9]{1,12}):(?P<last>[0-9]{1,6})"),
    "rj": re.compile(r"rj:(?P<gid>[0-9]{1,12})"),
    "lc": re.compile(r"lc:(?P<gid>[0-9]{1,12})"),
    "lk": re.compile(r"lk:(?P<gid>[0-9]{1,12})"),
    "lr": re.compile(r"lr:(?P<gid>[0-9]{1,12})"),
    "lx": re.compile(r"lx:(?P<gid>[0-9]{1,12})"),
    "rm": re.compile(r"rm:(?P<gid>[0-9]{1,12}):(?P<seat>[0-9]{1,2}):(?P<turn>[0-9]{1,9})"),
    "pv": re.compile(r"pv:(?P<gid>[0-9]{1,20}):(?P<verb>dl|rm|no|s|a|ok)(?::(?P<mode>[sa]))?"
                     r"(?::(?P<fp>[0-9a-f]{8}))?"),
    "tn": re.compile(r"tn:(?P<gid>[0-9]{1,12}):(?P<verb>in|out)"),
    "ta": re.compile(r"ta:(?P<gid>[0-9]{1,12}):(?P<round>[0-9]{1,3}):(?P<table>[0-9]{1,3})"
                     r":(?P<verdict>w[0-4]|d|x)"),
    "sj": re.compile(r"sj:(?P<gid>[0-9]{1,20}):(?P<game>[a-z0-9_\-]{1,60})"),
    "mg": re.compile(r"mg:(?P<gid>[0-9]{1,20}):(?P<page>[0-9]{1,5})"),
    "hn": re.compile(r"hn:(?P<gid>[0-9]{1,12})"),
    "hd": re.compile(r"hd:(?P<gid>[0-9]{1,12})"),
    "to": re.compile(r"to:(?P<gid>[0-9]{1,12}):(?P<seat>[0-9]{1,2}):(?P<turn>[0-9]{1,9}):(?P<choice>[sx])"),
    **{kind: re.compile(kind + r":(?P<gid>[0-9]{1,12}):(?P<version>[0-9]{1,9}):(?P<n>[0-9]{1,2}):"
                        r"(?P<path>[0-9.]{0,70})(?::(?P<extra>ok|na|p[0-9]{1,3}))?")
       for kind in ("pl", "dl")},
    **{kind: re.compile(kind + r":(?P<gid>[0-9]{1,12}):(?P<version>[0-9]{1,9}):(?P<n>[0-9]{1,2}):"
                        r"(?P<path>[0-9.]{0,70}):(?P<k>[0-9])") for kind in ("pq", "dq")},
    **{kind: re.compile(kind + r":(?P<gid>[0-9]{1,12}):(?P<n>[0-9]{1,2}):(?P<verb>strict|loose|clear|undo)")
       for kind in ("px", "dx")},
    **{kind: re.compile(kind + r":(?P<gid>[0-9]{1,12})") for kind in ("po", "do")},
}


@dataclass(frozen=True)
class ParsedId:
    kind: str
    game_id: int
    fields: dict[str, str]


def parse(custom_id: str) -> ParsedId | None:
    """The parts of one of our custom ids, or ``None`` for anything we did not make."""
    if len(custom_id) > MAX_CUSTOM_ID:
        return None
    kind = custom_id.split(":", 1)[0]
    pattern = _PATTERNS.get(kind)
    match = pattern.fullmatch(custom_id) if pattern else None
    if match is None:
        return None
    fields = {key: value for key, value in match.groupdict().items() if value is not None}
    return ParsedId(kind, int(fields.pop("gid")), fields)


def _checked(custom_id: str) -> str:
    if len(custom_id) > MAX_CUSTOM_ID:
        raise ValueError(f"custom id longer than {MAX_CUSTOM_ID} characters")
    return custom_id


def take_turn(game_id: int, turn: int) -> str:
    return _checked(f"turn:{game_id}:{turn}")


def show_hand(game_id: int) -> str:
    return _checked(f"hand:{game_id}")


def panel_go(game_id: int, version: int, path: str, extra: str | None = None) -> str:
    return _checked(f"pn:{game_id}:{version}:{path}" + (f":{extra}" if extra else ""))


def panel_select(game_id: int, version: int, path: str, k: int) -> str:
    return _checked(f"ps:{game_id}:{version}:{path}:{k}")


def lobby(game_id: int, verb: str) -> str:
    return _checked(f"lb:{game_id}:{verb}")


def lobby_option(game_id: int, option: str) -> str:
    return _checked(f"lo:{game_id}:{option}")


def lobby_modules(game_id: int) -> str:
    return _checked(f"lm:{game_id}")


def abort(game_id: int) -> str:
    return _checked(f"ab:{game_id}")


def undo(game_id: int, version: int) -> str:
    return _checked(f"un:{game_id}:{version}")


def table_rules(game_id: int) -> str:
    return _checked(f"lt:{game_id}")


def no_more_reminders(game_id: int, seat: int, turn: int) -> str:
    return _checked(f"rm:{game_id}:{seat}:{turn}")


def timeout_choice(game_id: int, seat: int, turn: int, choice: str) -> str:
    return _checked(f"to:{game_id}:{seat}:{turn}:{choice}")


def rematch(game_id: int) -> str:
    return _checked(f"rg:{game_id}")


def log_older(game_id: int, end: int) -> str:
    return _checked(f"lg:{game_id}:o{end}")


def log_newer(game_id: int, start: int) -> str:
    return _checked(f"lg:{game_id}:n{start}")


def shortcut(game_id: int, version: int) -> str:
    return _checked(f"fs:{game_id}:{version}")


def history_page(anchor: int, user_id: int, page: int) -> str:
    return _checked(f"hy:{anchor}:{user_id}:{page}")


def replay_step(game_id: int, frame: int) -> str:
    return _checked(f"rp:{game_id}:{frame}")


def replay_select(game_id: int) -> str:
    return _checked(f"rq:{game_id}")


def replay_block(game_id: int) -> str:
    return _checked(f"rb:{game_id}")


def replay_goto(game_id: int, last: int) -> str:
    return _checked(f"rt:{game_id}:{last}")


def replay_jump(game_id: int) -> str:
    return _checked(f"rj:{game_id}")


def add_computer(game_id: int, *, pick: bool = False) -> str:
    return _checked(f"{'lk' if pick else 'lc'}:{game_id}")


def remove_computer(game_id: int, *, pick: bool = False) -> str:
    return _checked(f"{'lx' if pick else 'lr'}:{game_id}")


def privacy(user_id: int, verb: str, mode: str | None = None, fingerprint: str | None = None) -> str:
    """A button of ``/game privacy`` (see the module: ``verb`` dl, rm, no, s, a or ok)."""
    return _checked(":".join(["pv", str(user_id), verb, *(part for part in (mode, fingerprint) if part)]))


def tournament(tournament_id: int, verb: str) -> str:
    """A tournament card's button: ``in`` (sign up) or ``out`` (withdraw)."""
    return _checked(f"tn:{tournament_id}:{verb}")


def adjudicate(tournament_id: int, round_number: int, table: int, verdict: str) -> str:
    """The organiser's decision on an unfinished table (``w<seat>``, ``d`` or ``x``)."""
    return _checked(f"ta:{tournament_id}:{round_number}:{table}:{verdict}")


def season_join(guild_id: int, game: str) -> str:
    """The season card's "Join the season" button (see the module)."""
    return _checked(f"sj:{guild_id}:{game}")


def mine_page(user_id: int, page: int) -> str:
    """A page button of ``/game mine`` (see the module)."""
    return _checked(f"mg:{user_id}:{page}")


def hint(game_id: int, *, in_dm: bool = False) -> str:
    """The "Hint" button of the turn panel (``hn``) or of a turn DM (``hd``)."""
    return _checked(f"{'hd' if in_dm else 'hn'}:{game_id}")


def plan_go(game_id: int, version: int, steps: int, path: str, extra: str | None = None, *,
            in_dm: bool = False) -> str:
    """A button of the plan's panel (see the module)."""
    tail = f":{extra}" if extra else ""
    return _checked(f"{'dl' if in_dm else 'pl'}:{game_id}:{version}:{steps}:{path}{tail}")


def plan_select(game_id: int, version: int, steps: int, path: str, k: int, *, in_dm: bool = False) -> str:
    """A select of the plan's panel (see the module)."""
    return _checked(f"{'dq' if in_dm else 'pq'}:{game_id}:{version}:{steps}:{path}:{k}")


def plan_control(game_id: int, steps: int, verb: str, *, in_dm: bool = False) -> str:
    """The plan's "Only if nothing changed" (``strict``), "Whatever changed" (``loose``), "Clear" or
    "Take back the last planned decision" (``undo``)."""
    return _checked(f"{'dx' if in_dm else 'px'}:{game_id}:{steps}:{verb}")


def plan_open(game_id: int, *, in_dm: bool = False) -> str:
    """"Plan my next turn" (``po``), or on a hand DM (``do``)."""
    return _checked(f"{'do' if in_dm else 'po'}:{game_id}")
