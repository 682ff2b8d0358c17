"""Tiwanaku's puzzle generator: time to build a hidden board, uniqueness proof included, per board size.

A new game waits for this before its first board is posted, so it must stay well under a second; the
target is a median under 100 ms and a 95th percentile under 300 ms on the long board. The table also
shows how many crops the generator had to reveal (T-8) and how many regions the boards have (T-7).
"""

from __future__ import annotations

import statistics
import time

from bench import Table, median_p95
from rules.tiwanaku.generator import generate


def run(quick: bool = False) -> Table:
    table = Table(
        "Tiwanaku: puzzle generation (uniqueness proof included)",
        ["size", "boards", "median ms", "p95 ms", "max ms", "revealed crops (median, max)",
         "regions (min-max)"],
    )
    boards = 40 if quick else 300
    for size in ("short", "long"):
        times: list[float] = []
        revealed: list[int] = []
        regions: list[int] = []
        for seed in range(boards):
            start = time.perf_counter()
            puzzle = generate(size, seed * 7919 + 1)
            times.append((time.perf_counter() - start) * 1000.0)
            revealed.append(len(puzzle.revealed_crops))
            regions.append(len(puzzle.regions))
        median, p95 = median_p95(times)
        table.rows.append([size, boards, median, p95, max(times),
                           f"{statistics.median(revealed):g}, {max(revealed)}",
                           f"{min(regions)}-{max(regions)}"])
    return table
