"""Custom ids of the buttons, selects and modals the bot sends: the common shape, the parse, the builders.

An id is ``<kind>:<number>[:<more>…]``, at most 100 characters. The kind says which room answers it, the
number what it belongs to (a game's database id, or a tournament's, a server's, a member's: the room's
``Component(…, owner=…)`` says which), the rest what the press means. Each kind's exact format is declared
once, by the room that answers it, beside its ``Component`` (``pattern=``: the regular expression of the
whole id after ``<kind>:``, naming the number ``gid``): the bot collects them as it adds its rooms and
parses every press against them (:func:`parse`), so a new kind is written in its room's file alone and
built there with :func:`make`. The builders below are for ids one module shows and another room answers
(the game card's and the panel's buttons, a lobby's, a reminder's): they make exactly the formats their
rooms declare, which ``tests/bot/test_ids.py`` checks by parsing each.

Anything else, or a malformed id, parses to ``None`` and the press is refused with a message. Numbers are
ASCII digits only: a Unicode digit class would also accept other scripts' digits, which ``int`` reads.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

MAX_CUSTOM_ID = 100
#: A number as a select's value or a typed turn: ASCII digits only.
NUMBER = re.compile(r"[0-9]{1,9}")
#: The number of an id that names a game, a lobby or a tournament (a database id).
GAME = r"(?P<gid>[0-9]{1,12})"
#: The number of an id that names a member or a server (a Discord snowflake).
SNOWFLAKE = r"(?P<gid>[0-9]{1,20})"


@dataclass(frozen=True)
class ParsedId:
    kind: str
    game_id: int
    fields: dict[str, str]


def compile_format(kind: str, pattern: str) -> re.Pattern[str]:
    """The whole id's expression for a kind declared with ``pattern`` (what follows ``<kind>:``); refused
    unless it names the number ``gid`` and the kind is a short word of ASCII letters."""
    if not re.fullmatch(r"[a-z]{2,8}", kind):
        raise ValueError(f"custom-id kind {kind!r}: two to eight lowercase ASCII letters")
    compiled = re.compile(f"{kind}:{pattern}")
    if "gid" not in compiled.groupindex:
        raise ValueError(f"custom-id kind {kind!r}: its pattern names no number (?P<gid>…)")
    return compiled


def parse(custom_id: str, formats: Mapping[str, re.Pattern[str]]) -> ParsedId | None:
    """The parts of one of our custom ids by the declared ``formats`` (kind -> its whole id's expression:
    the bot's ``id_formats``), or ``None`` for anything we did not make."""
    if len(custom_id) > MAX_CUSTOM_ID:
        return None
    pattern = formats.get(custom_id.split(":", 1)[0])
    match = pattern.fullmatch(custom_id) if pattern else None
    if match is None:
        return None
    fields = {key: value for key, value in match.groupdict().items() if value is not None}
    return ParsedId(custom_id.split(":", 1)[0], int(fields.pop("gid")), fields)


def make(kind: str, number: int, *parts: object) -> str:
    """An id of ``kind`` for ``number`` with ``parts`` after it, colon-separated (a part ``None`` or ``""``
    is left out); refused if longer than Discord allows."""
    kept = (str(part) for part in parts if part is not None and part != "")
    custom_id = ":".join([kind, str(number), *kept])
    if len(custom_id) > MAX_CUSTOM_ID:
        raise ValueError(f"custom id longer than {MAX_CUSTOM_ID} characters")
    return custom_id


def _sized(custom_id: str) -> str:
    if len(custom_id) > MAX_CUSTOM_ID:
        raise ValueError(f"custom id longer than {MAX_CUSTOM_ID} characters")
    return custom_id


def take_turn(game_id: int, turn: int) -> str:
    return _sized(f"turn:{game_id}:{turn}")


def show_hand(game_id: int) -> str:
    return _sized(f"hand:{game_id}")


def panel_go(game_id: int, version: int, path: str, extra: str | None = None) -> str:
    return _sized(f"pn:{game_id}:{version}:{path}" + (f":{extra}" if extra else ""))


def panel_select(game_id: int, version: int, path: str, k: int) -> str:
    return _sized(f"ps:{game_id}:{version}:{path}:{k}")


def lobby(game_id: int, verb: str) -> str:
    return _sized(f"lb:{game_id}:{verb}")


def lobby_option(game_id: int, option: str) -> str:
    return _sized(f"lo:{game_id}:{option}")


def lobby_modules(game_id: int) -> str:
    return _sized(f"lm:{game_id}")


def abort(game_id: int) -> str:
    return _sized(f"ab:{game_id}")


def undo(game_id: int, version: int) -> str:
    return _sized(f"un:{game_id}:{version}")


def table_rules(game_id: int) -> str:
    return _sized(f"lt:{game_id}")


def no_more_reminders(game_id: int, seat: int, turn: int) -> str:
    return _sized(f"rm:{game_id}:{seat}:{turn}")


def timeout_choice(game_id: int, seat: int, turn: int, choice: str) -> str:
    return _sized(f"to:{game_id}:{seat}:{turn}:{choice}")


def rematch(game_id: int) -> str:
    return _sized(f"rg:{game_id}")


def log_older(game_id: int, end: int) -> str:
    return _sized(f"lg:{game_id}:o{end}")


def log_newer(game_id: int, start: int) -> str:
    return _sized(f"lg:{game_id}:n{start}")


def shortcut(game_id: int, version: int) -> str:
    return _sized(f"fs:{game_id}:{version}")


def history_page(anchor: int, user_id: int, page: int) -> str:
    return _sized(f"hy:{anchor}:{user_id}:{page}")


def replay_step(game_id: int, frame: int) -> str:
    return _sized(f"rp:{game_id}:{frame}")


def replay_select(game_id: int) -> str:
    return _sized(f"rq:{game_id}")


def replay_block(game_id: int) -> str:
    return _sized(f"rb:{game_id}")


def replay_goto(game_id: int, last: int) -> str:
    return _sized(f"rt:{game_id}:{last}")


def replay_jump(game_id: int) -> str:
    return _sized(f"rj:{game_id}")


def add_computer(game_id: int, *, pick: bool = False) -> str:
    return _sized(f"{'lk' if pick else 'lc'}:{game_id}")


def remove_computer(game_id: int, *, pick: bool = False) -> str:
    return _sized(f"{'lx' if pick else 'lr'}:{game_id}")


def privacy(user_id: int, verb: str, mode: str | None = None, fingerprint: str | None = None) -> str:
    """A button of ``/game privacy`` (see the module: ``verb`` dl, rm, no, s, a or ok)."""
    return _sized(":".join(["pv", str(user_id), verb, *(part for part in (mode, fingerprint) if part)]))


def tournament(tournament_id: int, verb: str) -> str:
    """A tournament card's button: ``in`` (sign up) or ``out`` (withdraw)."""
    return _sized(f"tn:{tournament_id}:{verb}")


def adjudicate(tournament_id: int, round_number: int, table: int, verdict: str) -> str:
    """The organiser's decision on an unfinished table (``w<seat>``, ``d`` or ``x``)."""
    return _sized(f"ta:{tournament_id}:{round_number}:{table}:{verdict}")


def season_join(guild_id: int, game: str) -> str:
    """The season card's "Join the season" button (see the module)."""
    return _sized(f"sj:{guild_id}:{game}")


def mine_page(user_id: int, page: int) -> str:
    """A page button of ``/game mine`` (see the module)."""
    return _sized(f"mg:{user_id}:{page}")


def hint(game_id: int, *, in_dm: bool = False) -> str:
    """The "Hint" button of the turn panel (``hn``) or of a turn DM (``hd``)."""
    return _sized(f"{'hd' if in_dm else 'hn'}:{game_id}")


# The plan's panel and its controls (answered by the plan room, which declares their formats; shown on the
# panel, the hand's answer and hand DMs). ``pl``/``pq``/``px``/``po`` in the game's channel, ``dl``/``dq``/
# ``dx``/``do`` the same in a DM with the bot; ``n``: the decisions the plan held when the panel was drawn
# (a press of an older panel is refused).
def plan_go(game_id: int, version: int, steps: int, path: str, extra: str | None = None, *,
            in_dm: bool = False) -> str:
    """A button of the plan's panel: go to a menu position / plan the decision shown / a page."""
    return _sized(f"{'dl' if in_dm else 'pl'}:{game_id}:{version}:{steps}:{path}"
                  + (f":{extra}" if extra else ""))


def plan_select(game_id: int, version: int, steps: int, path: str, k: int, *, in_dm: bool = False) -> str:
    """A select of the plan's panel (values: answer indices)."""
    return _sized(f"{'dq' if in_dm else 'pq'}:{game_id}:{version}:{steps}:{path}:{k}")


def plan_control(game_id: int, steps: int, verb: str, *, in_dm: bool = False) -> str:
    """The plan's "Only if nothing changed" (``strict``), "Whatever changed" (``loose``), "Clear" or
    "Take back the last planned decision" (``undo``)."""
    return _sized(f"{'dx' if in_dm else 'px'}:{game_id}:{steps}:{verb}")


def plan_open(game_id: int, *, in_dm: bool = False) -> str:
    """"Plan my next turn" (``po``), or on a hand DM (``do``)."""
    return _sized(f"{'do' if in_dm else 'po'}:{game_id}")
