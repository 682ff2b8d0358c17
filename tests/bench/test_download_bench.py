"""The bench's ``download`` section (a member's copy of their data and the event loop) run tiny on
Menagerie with the harness, so the section cannot rot: both ways of making the copy are measured and the
presses past the budget get no file. Not a timing test: the figures are the bench's to print."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bot"))

from menagerie import SPEC  # noqa: E402

from bench import SECTIONS  # noqa: E402
from bench.download import PRESSES, tiny  # noqa: E402
from core.limits import RULES  # noqa: E402
from rules.base import Game  # noqa: E402
from rules.registry import registered  # noqa: E402


@pytest.fixture
def menagerie() -> Iterator[dict[str, Game]]:
    with registered(SPEC) as games:
        yield games


def test_the_download_section_measures_both_ways_and_the_budget(menagerie):
    assert "download" in SECTIONS
    table = tiny(menagerie, "menagerie")
    table.render()
    floor, threaded, presses = table.rows
    assert floor[0].startswith("on the event loop") and threaded[0].startswith("in a thread")
    assert floor[3] > 0 and threaded[3] > 0 and floor[4] >= 0 and threaded[4] >= 0  # a file each, measured
    allowed = RULES["download"].user.count
    assert presses[-1] == f"{allowed} answered" and PRESSES > allowed
