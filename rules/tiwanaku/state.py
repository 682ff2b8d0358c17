"""Tiwanaku's values: the game state, the players' boards and the actions, with their text forms.

The state holds the whole answer (terrain and crop of every space) because the engine must reveal it as
play goes on; ``view`` is what strips it. Actions name spaces as ``C3`` (column letter, row number), so
their canonical text needs no board size.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.base import ActionParseError, Msg

__all__ = [
    "Action",
    "Divine",
    "EndTurn",
    "Enter",
    "Move",
    "Offer",
    "Pass",
    "PlayerBoard",
    "TiwanakuState",
    "decode_action",
    "encode_action",
]

# Phases of play (where the current decision belongs).
MOVE = "move"                    # T-13/T-14: choose a pawn and a destination (or pass, T-15)
DIVINE = "divine"                # T-17: the first divination after moving onto a discovered space
DIVINE_MORE = "divine_more"      # T-17: after a correct guess: divine again, or go on to the offering
OFFERING = "offering"            # T-19: hand in different crop tokens, or not
FINAL = "final"                  # T-20: a final-phase turn: divine or pass (version 1: one divination)
FINAL_MORE = "final_more"        # T-20: after a right final divination: divine again or end the turn
FINAL_OFFERING = "final_offering"  # T-20, rules version 1 only: each player's chosen last offering
OVER = "over"


@dataclass(frozen=True)
class PlayerBoard:
    """One player's public belongings: terrain track (T-10), crop tokens (T-11), pawns and points."""

    track: tuple[int, int, int, int]  # marker level per terrain, in TERRAINS order, 0..5
    tokens: tuple[int, ...]           # crop values held, sorted, each at most once
    pawns: tuple[int, ...]            # spaces of this player's pawns on the board, sorted
    reserve: int                      # pawns not yet on the board
    discovery_points: int = 0
    divination_points: int = 0        # may be negative (T-17)
    offering_points: int = 0

    @property
    def score(self) -> int:
        return self.discovery_points + self.divination_points + self.offering_points


@dataclass(frozen=True)
class TiwanakuState:
    """A whole game. ``terrain`` and ``crop`` are the hidden answer, row-major; never shown as such."""

    size: str                         # "short" or "long"
    mode: str                         # "competitive", "cooperative" or "solo"
    seed: int
    width: int
    height: int
    terrain: tuple[str, ...]
    crop: tuple[int, ...]
    discovered: tuple[bool, ...]      # terrain tile placed on the space
    crop_shown: tuple[bool, ...]      # crop token placed on the space
    boards: tuple[PlayerBoard, ...]
    current: int                      # seat deciding now (meaningless once over)
    phase: str
    # The rules the game is played under (rules.tiwanaku.engine.RULES_VERSION is the current one). Version
    # 1 is the engine before issue 9: entering on any free edge space, an offering in the turn placing the
    # last tile, one divination per final-phase turn (a wrong one leaving the phase), chosen last offerings.
    rules_version: int
    final_in: tuple[int, ...] = ()    # seats still in the final divinations (T-20)
    passes_in_row: int = 0            # whole turns passed in a row (a blocked board ends the search)
    turn_count: int = 0
    # What the turn in progress has done so far, and what the last completed turn did (for highlighting).
    turn_from: int = -1
    turn_to: int = -1
    turn_cells: tuple[int, ...] = ()
    last_seat: int = -1
    last_from: int = -1
    last_to: int = -1
    last_cells: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.boards)


@dataclass(frozen=True)
class Enter:
    """T-14: a new pawn from the reserve onto an undiscovered edge space (rules version 1: any free one)."""

    cell: str


@dataclass(frozen=True)
class Move:
    """T-13: a pawn on the board moves from one space to another."""

    source: str
    target: str


@dataclass(frozen=True)
class Divine:
    """T-17: name the crop of the space under one of the player's pawns."""

    cell: str
    crop: int


@dataclass(frozen=True)
class Offer:
    """T-19: hand in these different crop tokens (empty: no offering, the turn ends)."""

    crops: tuple[int, ...]


@dataclass(frozen=True)
class Pass:
    """No legal turn (T-15 ruling), or leaving the final divinations (T-20)."""


@dataclass(frozen=True)
class EndTurn:
    """T-20: end a final-phase turn after a right divination, staying in the final divinations."""


Action = Enter | Move | Divine | Offer | Pass | EndTurn

_CELL = r"[A-Ia-i][1-5]"
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"enter ({_CELL})"), "enter"),
    (re.compile(rf"move ({_CELL}) ({_CELL})"), "move"),
    (re.compile(rf"divine ({_CELL}) ([1-5])"), "divine"),
    (re.compile(r"offer (none|[1-5](?:\+[1-5]){0,4})"), "offer"),
    (re.compile(r"pass"), "pass"),
    (re.compile(r"end"), "end"),
)


def encode_action(action: Action) -> str:
    """Canonical text: ``enter A1``, ``move C3 D4``, ``divine D4 3``, ``offer 1+4``, ``offer none``,
    ``pass``, ``end``."""
    if isinstance(action, Enter):
        return f"enter {action.cell}"
    if isinstance(action, Move):
        return f"move {action.source} {action.target}"
    if isinstance(action, Divine):
        return f"divine {action.cell} {action.crop}"
    if isinstance(action, Offer):
        return "offer " + ("+".join(str(crop) for crop in action.crops) if action.crops else "none")
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, EndTurn):
        return "end"
    raise TypeError(f"not a Tiwanaku action: {action!r}")


def decode_action(text: str) -> Action:
    """Inverse of :func:`encode_action`; raises ``ActionParseError`` with a readable sentence."""
    cleaned = " ".join(text.strip().lower().split())
    for pattern, kind in _PATTERNS:
        match = pattern.fullmatch(cleaned)
        if match is None:
            continue
        if kind == "enter":
            return Enter(match.group(1).upper())
        if kind == "move":
            return Move(match.group(1).upper(), match.group(2).upper())
        if kind == "divine":
            return Divine(match.group(1).upper(), int(match.group(2)))
        if kind == "offer":
            if match.group(1) == "none":
                return Offer(())
            crops = tuple(int(part) for part in match.group(1).split("+"))
            if len(set(crops)) != len(crops) or list(crops) != sorted(crops):
                raise ActionParseError(Msg("tiwanaku-error-offer-order"))
            return Offer(crops)
        if kind == "end":
            return EndTurn()
        return Pass()
    raise ActionParseError(Msg("tiwanaku-error-not-a-move", text=text.strip()))
