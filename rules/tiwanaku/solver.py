"""The exact crop solver: how many crop layouts fit a known terrain and a few known crops (T-4, T-5, T-7).

Once the terrain is known, the regions are known, and the crops must satisfy two rules: a region of size
n holds 1..n once each (T-4), and equal crops never touch, even diagonally (T-5). This module counts the
layouts that satisfy both, by constraint propagation and backtracking:

* every space has a domain, a bit mask of the crops still possible there (bit v for crop v);
* a space whose domain shrinks to one crop removes that crop from its *peers* (its eight neighbours and
  the rest of its region), which may fix further spaces;
* a crop that fits only one space of its region goes there ("hidden single");
* when nothing more follows, the search branches on the space with the fewest candidates.

The search stops as soon as ``limit`` layouts are found, so proving uniqueness costs one full search,
and the generator uses the same search with a seeded random value order to draw a random crop layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import Rng
from rules.tiwanaku.board import neighbours8, regions_of

__all__ = ["CropSolver", "count_solutions"]

_POPCOUNT = tuple(bin(mask).count("1") for mask in range(64))
_LOWEST_VALUE = tuple((mask & -mask).bit_length() - 1 if mask else 0 for mask in range(64))
_VALUES_OF = tuple(tuple(v for v in range(1, 6) if mask >> v & 1) for mask in range(64))


class CropSolver:
    """Crop layouts of one region map. Build once per terrain layout, then ask many questions."""

    def __init__(self, width: int, height: int, regions: Sequence[Sequence[int]]) -> None:
        self.size = width * height
        self.regions = tuple(tuple(region) for region in regions)
        region_of = [0] * self.size
        for number, region in enumerate(self.regions):
            if not 1 <= len(region) <= 5:
                raise ValueError("a region must have 1 to 5 spaces")
            for cell in region:
                region_of[cell] = number
        around = neighbours8(width, height)
        self.peers: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(set(around[cell]) | set(self.regions[region_of[cell]]) - {cell}))
            for cell in range(self.size)
        )
        # Bits 1..n set for a space of a region of size n.
        self.full_domain = tuple((1 << (len(self.regions[region_of[cell]]) + 1)) - 2
                                 for cell in range(self.size))
        # Regions of two spaces or more, each with the mask of the crops it must hold.
        self._multi_regions = tuple((region, (1 << (len(region) + 1)) - 2)
                                    for region in self.regions if len(region) > 1)
        self._nodes_left = -1  # branchings left in the current search; negative = unlimited
        #: Whether the last search stopped at its ``node_limit`` (its answer is then incomplete).
        self.cut_short = False

    # --- propagation ---------------------------------------------------------------------------------
    def _propagate(self, domains: list[int], stack: list[int]) -> bool:
        """Remove every fixed crop on the stack from its peers; False on a contradiction."""
        peers = self.peers
        while stack:
            cell = stack.pop()
            bit = domains[cell]
            for peer in peers[cell]:
                domain = domains[peer]
                if domain & bit:
                    domain ^= bit
                    if not domain:
                        return False
                    domains[peer] = domain
                    if not domain & (domain - 1):
                        stack.append(peer)
        return True

    def _settle(self, domains: list[int]) -> bool:
        """Apply hidden singles until nothing changes; False on a contradiction."""
        changed = True
        while changed:
            changed = False
            for region, full in self._multi_regions:
                # Bit masks of the crops seen in one space of the region, and in two or more.
                once = twice = 0
                for cell in region:
                    domain = domains[cell]
                    twice |= once & domain
                    once |= domain
                if once != full:
                    return False  # some crop of the region fits nowhere
                single = once & ~twice
                if not single:
                    continue
                for cell in region:
                    domain = domains[cell]
                    hit = domain & single
                    if hit and domain != hit:
                        if hit & (hit - 1):
                            return False  # one space would need two different crops
                        domains[cell] = hit
                        if not self._propagate(domains, [cell]):
                            return False
                        changed = True
        return True

    def start(self, givens: Sequence[int | None]) -> list[int] | None:
        """Domains after placing the known crops and propagating; None if they already contradict."""
        domains = list(self.full_domain)
        for cell, value in enumerate(givens):
            if value is None:
                continue
            bit = 1 << value
            if not domains[cell] & bit:
                return None
            domains[cell] = bit
        stack = [cell for cell in range(self.size) if not domains[cell] & (domains[cell] - 1)]
        if not self._propagate(domains, stack):
            return None
        return domains

    def candidates(self, givens: Sequence[int | None]) -> list[int] | None:
        """Crops still possible per space (bit masks) after propagation alone; None on a contradiction."""
        domains = self.start(givens)
        if domains is None or not self._settle(domains):
            return None
        return domains

    # --- search --------------------------------------------------------------------------------------
    def solutions(self, givens: Sequence[int | None], limit: int = 2, rng: Rng | None = None,
                  node_limit: int | None = None) -> list[tuple[int, ...]]:
        """Up to ``limit`` full crop layouts agreeing with ``givens`` (None = unknown).

        With ``rng`` the branches are tried in a random order, so the first layout found is a random one.
        With ``node_limit`` the search gives up after that many branchings and returns what it found
        (never set when counting: a count must be exact).
        """
        found: list[tuple[int, ...]] = []
        domains = self.start(givens)
        self._nodes_left = node_limit if node_limit is not None else -1
        if domains is not None and limit > 0:
            self._search(domains, limit, found, rng)
        self.cut_short = self._nodes_left == 0
        return found

    def count(self, givens: Sequence[int | None], limit: int = 2) -> int:
        """How many layouts agree with ``givens``, counting no further than ``limit``."""
        return len(self.solutions(givens, limit))

    def _search(self, domains: list[int], limit: int, found: list[tuple[int, ...]], rng: Rng | None) -> None:
        if not self._settle(domains):
            return
        best = -1
        best_count = 6
        for cell, domain in enumerate(domains):
            count = _POPCOUNT[domain]
            if 1 < count < best_count:
                best, best_count = cell, count
                if count == 2:
                    break
        if best < 0:
            found.append(tuple(_LOWEST_VALUE[domain] for domain in domains))
            return
        if self._nodes_left == 0:
            return
        self._nodes_left -= 1
        values = _VALUES_OF[domains[best]]
        if rng is not None:
            values = tuple(rng.shuffled(values))
        for value in values:
            child = domains.copy()
            child[best] = 1 << value
            if self._propagate(child, [best]):
                self._search(child, limit, found, rng)
                if len(found) >= limit:
                    return


def count_solutions(terrain: Sequence[Sequence[str]], crop: Sequence[Sequence[int | None]],
                    limit: int = 2) -> int:
    """Crop layouts consistent with a full terrain grid and a partial crop grid, counted up to ``limit``.

    ``terrain`` and ``crop`` are lists of rows, top to bottom; ``crop`` holds None where a crop is unknown.
    Regions follow from the terrain (T-3); the layouts counted satisfy T-4 and T-5. A terrain whose regions
    break the 1..5 size rule has no layout at all (0).
    """
    height = len(terrain)
    width = len(terrain[0]) if height else 0
    if len(crop) != height or any(len(row) != width for row in (*terrain, *crop)):
        raise ValueError("terrain and crop grids must have the same shape")
    flat_terrain = [name for row in terrain for name in row]
    flat_crop = [value for row in crop for value in row]
    regions = regions_of(flat_terrain, width, height)
    if any(len(region) > 5 for region in regions):
        return 0
    return CropSolver(width, height, regions).count(flat_crop, limit)
