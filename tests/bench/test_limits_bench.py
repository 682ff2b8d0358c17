"""The bench's ``limits`` section (issue 29 point 5: another channel's moves while one member floods) run
tiny on Menagerie, the test game, with the harness's stand-in renderer, so the section cannot rot: it
runs its three phases through the real bot and reports each. Not a timing test: the figures are the
bench's to print, the machine's load is not the code's."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bot"))

from menagerie import SPEC  # noqa: E402

from bench import SECTIONS  # noqa: E402
from bench.limits import tiny  # noqa: E402
from rules.base import Game  # noqa: E402
from rules.registry import registered  # noqa: E402


@pytest.fixture
def menagerie() -> Iterator[dict[str, Game]]:
    with registered(SPEC) as games:
        yield games


def test_the_flood_section_runs_its_three_phases_and_reports_them(menagerie):
    assert "limits" in SECTIONS
    table = tiny(menagerie, "menagerie", moves=3)
    rendered = table.render()
    names = [row[0] for row in table.rows]
    assert names == ["idle (the floor)", "one member flooding, with the limits",
                     "one member flooding, no limits"]
    for row in table.rows:
        assert row[1] == 3 and row[2] > 0 and row[5] > 0  # three moves timed, a ratio to idle
    idle, limited, unlimited = table.rows
    assert idle[8] == "—" and limited[8] > 0 and unlimited[8] > 0  # the flood sent requests
    # With the limits, the flood met some (its replays: three allowed, then one every 200 s);
    # without, nothing was refused.
    assert limited[9] != "—" and unlimited[9] == "—"
    assert "median x idle" in rendered and "one member flooding" in rendered
