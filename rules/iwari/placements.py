"""Iwari's legal placements, updated from the last placement instead of searched from scratch (issue 25).

Profiling random 4-player games found 45% of the engine's time in the search for placements: every
``legal_actions`` call walked every area of the map, counted its tents per tribe, tried the five piece
shapes and built a ``Place`` for every space and payment, although one placement changes one area only.

What the search needs of the board is kept per area in an :class:`AreaFacts` (the free tent spaces,
whether a tent stands there, the tents per tribe, the totems there), and the facts of the whole map in a
:class:`BoardIndex`. A placement makes the next index from the last one: the area it went to gets new
facts, every other area keeps its facts object. Each facts object remembers the placements it has listed
(per pair of payment lists of the hand, the tribe's pieces left, its totem lead and the neutral flag):
``Place`` values are immutable, so an area nobody touched gives the same tuple again for the same
payments, and a legal-action list is a concatenation of tuples. A list an area has not given yet is
worked out from its facts in a few comparisons, with ``Place`` values built once per map and looked up
afterwards (the map's ``memo``). In random 4-player games about half the lists are remembered ones (the
hands at the table differ, and every placement renews one area's facts).

Where the index lives: in the state's ``__dict__`` under ``_board_index``, never a dataclass field. So
``dump`` (which writes the fields), equality, hashing and ``repr`` do not see it, snapshots stay exactly
as they were, and ``IwariState.__getstate__`` leaves it out of pickles. ``evolve`` copies the ``__dict__``
and with it the index, which is right for every change but a placement's (the board did not change); the
index holds the ``owner`` and ``totems`` tuples and the map it describes, and :func:`board_index` uses it
only while they are *the same objects* as the state's (tuples are immutable, so the same object means the
same board), else builds a new one from scratch. A state loaded from the database, built by hand or
changed by anything other than :func:`after_placement` therefore gets a fresh index: the cache can go
stale only by being ignored. tests/rules/iwari/test_placements_incremental.py compares it with a
from-scratch search after every action of random games.

The order of the list is exactly the one of the search it replaces (areas in map order, then pieces: one
tent, one totem, two tents, tent and totem, two totems; then tent spaces; then payments): the random
players, the menus and the golden games depend on it.
"""

from __future__ import annotations

from itertools import combinations

from rules.iwari.actions import Place
from rules.iwari.board import ROAD, IwariMap

__all__ = ["INDEX_KEY", "AreaFacts", "BoardIndex", "after_placement", "board_index", "has_placement",
           "placements"]

Payments = tuple[tuple[str, ...], ...]
#: What ``rules.iwari.engine.payment_numbers`` gives per area biome when the hand pays for a piece there:
#: (the number of this pair of payment lists, the payments for one piece, the payments for two).
PaymentsHere = tuple[int, Payments, Payments]
#: Where a state keeps its index: an entry of its ``__dict__`` outside the dataclass fields.
INDEX_KEY = "_board_index"


class AreaFacts:
    """What the search for placements needs of one area (a territory, or the Long Road) on one board."""

    __slots__ = ("area", "biome", "road", "spaces", "free", "explored", "counts", "top", "totems_now",
                 "listed", "_places")

    def __init__(self, area: int, biome: str | None, spaces: tuple[int, ...], owner: tuple[int, ...],
                 totems: tuple[tuple[int, ...], ...], tribes: int, places: dict) -> None:
        self.area = area
        self.biome = biome
        self.road = area == ROAD
        self.spaces = spaces
        free = []
        counts = [0] * tribes
        for space in spaces:
            holder = owner[space]
            if holder < 0:
                free.append(space)
            else:
                counts[holder] += 1
        self.free = tuple(free)
        self.explored = self.road or len(free) < len(spaces)  # a tent of any tribe stands there
        self.counts = tuple(counts)
        self.top = max(counts, default=0)
        self.totems_now = 0 if self.road else sum(totems[area - 1])
        #: What a list of placements here depends on besides these facts, as one number (see
        #: :func:`placements`) -> the placements, in the search's order.
        self.listed: dict[int, tuple[Place, ...]] = {}
        self._places = places  # the map's Place values (see ``_add``)

    def same_as(self, other: AreaFacts) -> bool:
        return (self.area, self.free, self.explored, self.counts, self.top, self.totems_now) == (
            other.area, other.free, other.explored, other.counts, other.top, other.totems_now)

    def search(self, pay: PaymentsHere, tents_left: int, totems_left: int, leads: bool, neutral: bool
               ) -> tuple[Place, ...]:
        """The placements here with the hand's payments for this area's biome (``pay``), pieces left
        (2 stands for any more) and totem lead (whether the tribe has the most tents here), in the
        order of the search: pieces (one tent, one totem, two tents, tent and totem, two totems), then
        spaces, then payments."""
        _, one, two = pay
        free = len(self.free)
        found: list[Place] = []
        # The totem limit: the largest tent count of one tribe there, new tents included.
        can_totem = self.explored and not self.road
        if one:
            if free and tents_left:
                self._add(found, 1, 0, one, neutral)
            if can_totem and totems_left and self.totems_now + 1 <= self.top:
                self._add(found, 0, 1, one, neutral)
        if two:
            if self.explored and free >= 2 and tents_left >= 2:
                self._add(found, 2, 0, two, neutral)
            if (can_totem and free and tents_left and totems_left
                    and self.totems_now + 1 <= (self.top + 1 if leads else self.top)):
                self._add(found, 1, 1, two, neutral)
            if can_totem and totems_left >= 2 and self.totems_now + 2 <= self.top:
                self._add(found, 0, 2, two, neutral)
        return tuple(found)

    def _add(self, found: list[Place], tents: int, totems: int, payments: Payments, neutral: bool) -> None:
        """Add the placements of one piece shape, spaces first, then payments. A ``Place`` is a value of
        the map alone: each is built once per map and kept in the map's table (at most every choice of
        spaces of an area times the payments, a few thousand), so a board that changed reuses the values
        it shares with the board before."""
        area = self.area
        tables = []
        for cards in payments:
            key = (area, tents, totems, cards, neutral)
            table = self._places.get(key)
            if table is None:
                table = self._places[key] = {}
            tables.append((table, cards))
        for chosen in combinations(self.free, tents):
            for table, cards in tables:
                place = table.get(chosen)
                if place is None:
                    place = table[chosen] = Place(area, chosen, totems, cards, neutral)
                found.append(place)


class BoardIndex:
    """The :class:`AreaFacts` of every area of one board (``board_map.areas`` order), and the board."""

    __slots__ = ("board_map", "owner", "totems", "tribes", "areas", "position")

    def __init__(self, board_map: IwariMap, owner: tuple[int, ...], totems: tuple[tuple[int, ...], ...],
                 tribes: int, areas: tuple[AreaFacts, ...]) -> None:
        self.board_map = board_map
        self.owner = owner
        self.totems = totems
        self.tribes = tribes
        self.areas = areas
        self.position = {facts.area: index for index, facts in enumerate(areas)}

    @classmethod
    def build(cls, board_map: IwariMap, owner: tuple[int, ...], totems: tuple[tuple[int, ...], ...],
              tribes: int) -> BoardIndex:
        """From scratch: every area's facts worked out from the board."""
        places = board_map.memo.setdefault("placements", {})
        return cls(board_map, owner, totems, tribes, tuple(
            AreaFacts(area, biome, spaces, owner, totems, tribes, places)
            for area, biome, spaces in board_map.areas))

    def facts(self, area: int) -> AreaFacts:
        return self.areas[self.position[area]]

    def placed(self, area: int, owner: tuple[int, ...], totems: tuple[tuple[int, ...], ...]) -> BoardIndex:
        """The index of the board after pieces went to ``area`` only: new facts for that area, the same
        facts objects (and the placements they remember) for every other."""
        index = self.position[area]
        old = self.areas[index]
        facts = AreaFacts(area, old.biome, old.spaces, owner, totems, self.tribes, old._places)
        areas = self.areas[:index] + (facts,) + self.areas[index + 1:]
        new = BoardIndex.__new__(BoardIndex)
        new.board_map, new.owner, new.totems, new.tribes = self.board_map, owner, totems, self.tribes
        new.areas, new.position = areas, self.position
        return new


def _valid(index: object, state, board_map: IwariMap) -> bool:
    return (
        isinstance(index, BoardIndex)
        and index.owner is state.owner
        and index.totems is state.totems
        and index.board_map is board_map
        and index.tribes == state.tribes
    )


def board_index(state, board_map: IwariMap) -> BoardIndex:
    """The state's index: the one it carries if it describes this very board, else a new one built from
    scratch (and kept on the state)."""
    index = state.__dict__.get(INDEX_KEY)
    if not _valid(index, state, board_map):
        index = BoardIndex.build(board_map, state.owner, state.totems, state.tribes)
        object.__setattr__(state, INDEX_KEY, index)  # derived data, outside the fields: see the module text
    return index


def after_placement(before, after, board_map: IwariMap, area: int) -> None:
    """Give ``after`` (``before`` with pieces placed in ``area`` and nothing else of the board changed) the
    index made from ``before``'s. Without a valid index on ``before`` there is nothing to update from:
    ``after`` builds its own when first asked."""
    index = before.__dict__.get(INDEX_KEY)
    if _valid(index, before, board_map):
        object.__setattr__(after, INDEX_KEY, index.placed(area, after.owner, after.totems))


def placements(state, board_map: IwariMap, tribe: int, payments, neutral: bool) -> list[Place]:
    """Every placement for ``tribe`` paid from the hand whose ``payment_numbers`` are ``payments``."""
    tents_left = min(state.tents_left[tribe], 2)
    totems_left = min(state.totems_left[tribe], 2)
    # An area's list depends, besides its facts, on the hand's payments there (their pair's number),
    # the pieces left (2 stands for any more), the totem lead and the neutral flag: one number.
    partial = tents_left * 12 + totems_left * 4 + neutral
    found: list[Place] = []
    for facts in board_index(state, board_map).areas:
        pay = payments[facts.biome]
        if pay is None:
            continue  # nothing in the hand pays for a piece here
        leads = facts.counts[tribe] >= facts.top
        key = pay[0] * 36 + partial + (2 if leads else 0)
        listed = facts.listed.get(key)
        if listed is None:
            listed = facts.listed[key] = facts.search(pay, tents_left, totems_left, leads, neutral)
        found += listed
    return found


def has_placement(state, board_map: IwariMap, tribe: int, payments, neutral: bool) -> bool:
    return bool(placements(state, board_map, tribe, payments, neutral))
