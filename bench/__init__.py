"""``python -m bench``: the performance figures of DESIGN.md, printed as tables.

Each section is a module of this package with a ``run(quick: bool) -> Table`` function (or a list of
tables), listed in ``SECTIONS``. Sections iterate over ``rules.GAMES`` so a new game is measured without
changes here.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

SECTIONS: tuple[str, ...] = (
    "engine", "render", "render_pool", "tiwanaku", "wayfinders", "rules_versions", "pipeline", "burst",
    "storage", "outbox", "replay", "replay_load", "ai", "ladder", "notices", "limits", "download",
    "tick_scale", "plans", "web",
)


@dataclass
class Table:
    title: str
    headers: Sequence[str]
    rows: list[Sequence[object]] = field(default_factory=list)

    def render(self) -> str:
        cells = [[str(h) for h in self.headers]] + [[_fmt(c) for c in row] for row in self.rows]
        widths = [max(len(row[i]) for row in cells) for i in range(len(self.headers))]
        lines = [self.title, "=" * len(self.title)]
        for index, row in enumerate(cells):
            lines.append("  ".join(cell.rjust(width) if index else cell.ljust(width)
                                   for cell, width in zip(row, widths, strict=True)))
            if index == 0:
                lines.append("  ".join("-" * width for width in widths))
        return "\n".join(lines)


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:,.3f}" if value < 100 else f"{value:,.0f}"
    return str(value)


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    """Run ``fn`` ``repeat`` times; return each run's wall time in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def median_p95(samples_ms: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(samples_ms)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return statistics.median(ordered), p95
