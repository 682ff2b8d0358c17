"""A move's public line as stored: a :class:`rules.base.Msg` kept as JSON, so every reader sees it in
their own language (the action log's ``description``, the announcements in the outbox)."""

from __future__ import annotations

import json
from collections.abc import Hashable, Iterable, Sequence

from rules.base import Msg

#: The line of a decision the stand-in made for an absent player (``core/service.py``): stored around the
#: decision's own line on every decision it makes, so each is known for the stand-in's (the recaps' window,
#: the reliability score), but said once per turn (:func:`standin_once`).
STANDIN_LINE = "bot-played-by-standin"


def encode_line(value: Msg | str) -> str:
    """A move's description as stored (``actions.description``, announcements): a :class:`Msg` as JSON, so
    every reader sees it in their language; a plain string (the test game, older rows) as it is."""
    if isinstance(value, Msg):
        return json.dumps(value.to_json(), ensure_ascii=False, separators=(",", ":"))
    return str(value)


def decode_line(stored: str | None) -> Msg | str:
    """The inverse of :func:`encode_line`: rows written before issue 12 are English text, shown as is."""
    if not stored:
        return ""
    if stored.startswith("{") and stored.endswith("}"):
        try:
            data = json.loads(stored)
            if isinstance(data, dict) and isinstance(data.get("id"), str):
                return Msg.from_json(data)
        except (ValueError, TypeError, KeyError):
            pass
    return stored


def is_standin_line(line: Msg | str) -> bool:
    """Whether a decoded line is a decision the stand-in made (its line says so)."""
    return isinstance(line, Msg) and line.id == STANDIN_LINE


def standin_once(lines: Iterable[Msg | str], keys: Sequence[Hashable] | None = None) -> list[Msg | str]:
    """Lines as shown: a run of decisions the stand-in made in a row says so once, on its first line ("Played
    by the stand-in: East passed."), the others bare, so a turn of several decisions is not marked on
    each. ``keys`` (one per line: its turn, say): a run also ends where the key changes, so each turn it
    played says so once."""
    shown: list[Msg | str] = []
    previous = False
    for index, line in enumerate(lines):
        standin = is_standin_line(line)
        same_run = previous and (keys is None or keys[index] == keys[index - 1])
        if standin and same_run:
            inner = line.args.get("line", "") if isinstance(line, Msg) else line
            shown.append(inner if isinstance(inner, (Msg, str)) else str(inner))
        else:
            shown.append(line)
        previous = standin
    return shown
