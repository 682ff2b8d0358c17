"""Wayfinders game state and actions: immutable values with a canonical text form.

The board is a 5×5 grid of cells indexed ``row * 5 + column`` (A1 top left, C3 = Home = cell 12).
Resources are counted per type as 5-tuples (index = ``tiles.RESOURCES``). The bag is a multiset of
counts, and every draw is made at random from it with the state's :class:`rules.base.Rng`, so the bag has
no hidden order at all: the only hidden information is face-down tiles (exploration variant, W-22).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from rules.base import ActionParseError, Msg
from rules.wayfinders.tiles import RESOURCE_LETTERS, resource_msg

__all__ = [
    "AIRSTRIPS_PER_PLAYER",
    "Build",
    "DIRECTIONS",
    "EndMovement",
    "Fly",
    "GRID",
    "HOME_CELL",
    "HANGARS_USED",
    "Keep",
    "LastTurn",
    "Phase",
    "PlaceWorker",
    "ReturnWorkers",
    "WayfindersAction",
    "WayfindersState",
    "WORKERS_PER_PLAYER",
    "cell_name",
    "counts_msg",
    "direction_msg",
    "payment_msg",
    "decode_action",
    "encode_action",
    "letters_to_counts",
    "counts_to_letters",
]

GRID = 5
HOME_CELL = 12
WORKERS_PER_PLAYER = 5
AIRSTRIPS_PER_PLAYER = 10
HANGAR_DEPTH = 3
MAX_WORKERS_PER_HANGAR = 3
BASE_KEEP_LIMIT = 3
#: Used hangars by player count (W-4).
HANGARS_USED: dict[int, int] = {2: 4, 3: 6, 4: 8}
#: Direction letter -> (name, row step, column step).
DIRECTIONS: dict[str, tuple[str, int, int]] = {
    "N": ("north", -1, 0),
    "E": ("east", 0, 1),
    "S": ("south", 1, 0),
    "W": ("west", 0, -1),
}

Counts = tuple[int, ...]


class Phase(StrEnum):
    """Which decision the player to move is making."""

    ACTION = "action"  # place a worker or return workers
    FLY = "fly"  # step 2 of returning workers: fly / build / done
    KEEP = "keep"  # step 3: choose what to keep when over the limit
    OVER = "over"


def cell_name(cell: int) -> str:
    return f"{'ABCDE'[cell % GRID]}{cell // GRID + 1}"


def counts_to_letters(counts: Counts) -> str:
    return "".join(RESOURCE_LETTERS[kind] * count for kind, count in enumerate(counts))


def letters_to_counts(text: str) -> Counts:
    counts = [0] * len(RESOURCE_LETTERS)
    for letter in text:
        index = RESOURCE_LETTERS.find(letter)
        if index < 0:
            raise ActionParseError(Msg("wayfinders-error-letter", letter=letter, letters=RESOURCE_LETTERS))
        counts[index] += 1
    return tuple(counts)


def direction_msg(direction: str) -> Msg:
    """"north", "east" … in the player's language."""
    return Msg(f"wayfinders-direction-{DIRECTIONS[direction][0]}")


def counts_msg(counts: Counts) -> Msg:
    """Resource counts as a list of amounts, joined as the language joins a list ("2 Tires and
    Compass"), or "nothing"."""
    words = tuple(resource_msg(kind, count) for kind, count in enumerate(counts) if count)
    return Msg("wayfinders-list", items=words) if words else Msg("wayfinders-nothing")


def payment_msg(counts: Counts) -> Msg:
    """A payment in short words: "2 Tires + Compass" (fits a 100-character menu label)."""
    words = [resource_msg(kind, count) for kind, count in enumerate(counts) if count]
    if not words:
        return Msg("wayfinders-nothing")
    result = words[0]
    for word in words[1:]:
        result = Msg("wayfinders-plus", left=result, right=word)
    return result


@dataclass(frozen=True)
class PlaceWorker:
    """W-8: put one available worker in hangar ``hangar`` (1-based)."""

    hangar: int


@dataclass(frozen=True)
class ReturnWorkers:
    """W-9: collect, then fly and build, discard, refill."""


@dataclass(frozen=True)
class Fly:
    """W-11: one orthogonal step; ``payment`` is what is spent (all zeros when the entry is free)."""

    direction: str
    payment: Counts


@dataclass(frozen=True)
class Build:
    """W-12: an airstrip on the plane's island, paying ``payment``."""

    payment: Counts


@dataclass(frozen=True)
class EndMovement:
    """End step 2 (then discard if over the limit, and refill)."""


@dataclass(frozen=True)
class Keep:
    """W-9 step 3: the resources kept; the rest go back to the bag."""

    kept: Counts


WayfindersAction = PlaceWorker | ReturnWorkers | Fly | Build | EndMovement | Keep


def encode_action(action: WayfindersAction) -> str:
    if isinstance(action, PlaceWorker):
        return f"place:{action.hangar}"
    if isinstance(action, ReturnWorkers):
        return "return"
    if isinstance(action, Fly):
        paid = counts_to_letters(action.payment)
        return f"fly:{action.direction}:{paid}" if paid else f"fly:{action.direction}"
    if isinstance(action, Build):
        return f"build:{counts_to_letters(action.payment)}"
    if isinstance(action, EndMovement):
        return "done"
    if isinstance(action, Keep):
        return f"keep:{counts_to_letters(action.kept)}"
    raise ActionParseError(Msg("wayfinders-error-not-an-action"))


def decode_action(text: str) -> WayfindersAction:
    parts = text.strip().split(":")
    head = parts[0]
    if head == "return" and len(parts) == 1:
        return ReturnWorkers()
    if head == "done" and len(parts) == 1:
        return EndMovement()
    if head == "place" and len(parts) == 2 and parts[1].isdigit():
        return PlaceWorker(int(parts[1]))
    if head == "fly" and len(parts) in (2, 3) and parts[1] in DIRECTIONS:
        return Fly(parts[1], letters_to_counts(parts[2] if len(parts) == 3 else ""))
    if head == "build" and len(parts) == 2 and parts[1]:
        return Build(letters_to_counts(parts[1]))
    if head == "keep" and len(parts) == 2:
        return Keep(letters_to_counts(parts[1]))
    raise ActionParseError(Msg("wayfinders-error-parse", text=text[:60]))


@dataclass(frozen=True)
class LastTurn:
    """What the last completed turn changed, for highlighting (public)."""

    seat: int = -1
    cells: tuple[int, ...] = ()
    built: tuple[int, ...] = ()
    hangars: tuple[int, ...] = ()


@dataclass(frozen=True)
class WayfindersState:
    """The whole game. ``cells`` holds a tile id per cell (``"HOME"`` at the centre)."""

    players: int
    setup_mix: str
    exploration: bool
    rng: int
    turn_order: tuple[int, ...]
    cells: tuple[str, ...]
    face_up: tuple[bool, ...]
    #: Per cell: seats in slot order (slot 1 first).
    airstrips: tuple[tuple[int, ...], ...]
    planes: tuple[int, ...]
    supplies: tuple[Counts, ...]
    #: Per used hangar: the column of resource indices, top first.
    hangars: tuple[tuple[int, ...], ...]
    #: Per used hangar: the seats of the workers in it, in placement order.
    workers: tuple[tuple[int, ...], ...]
    bag: Counts
    #: The rules the game is played under; Wayfinders has had one version so far (issue 9's checks in
    #: ``apply`` only refuse illegal actions and change no legal play).
    rules_version: int
    current: int = 0
    phase: Phase = Phase.ACTION
    turns: int = 0
    final_round: bool = False
    #: The turn in progress: the plane's path (start, then every cell entered, repeats included),
    #: cells built on, hangars touched.
    turn_cells: tuple[int, ...] = ()
    turn_built: tuple[int, ...] = ()
    turn_hangars: tuple[int, ...] = ()
    last_turn: LastTurn = field(default_factory=LastTurn)

    @property
    def seat_to_play(self) -> int:
        return self.turn_order[self.current]
