"""The bench's ``notices`` section (issue 27: taps, confirm screens, posts, DMs and pings per turn) on tiny
games of Menagerie, the test game, so the section cannot rot: its counts are checked against what the
harness saw independently (every press and select the people made, every confirm screen shown), and the
command line prints its tables."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bot"))

from harness import Harness, catalog_pattern, labels_of  # noqa: E402
from menagerie import SPEC  # noqa: E402

from bench.__main__ import main  # noqa: E402
from bench.notices import ASYNC_GAP, SITTING_GAP, BotGame, Scenario, scenarios  # noqa: E402
from rules.base import Game  # noqa: E402
from rules.registry import registered  # noqa: E402

CONFIRM = labels_of("bot-panel-confirm")
CONFIRM_WITH = catalog_pattern("bot-panel-confirm-with")


@pytest.fixture
def menagerie() -> Iterator[dict[str, Game]]:
    with registered(SPEC) as games:
        yield games


def _confirm_screen(sent) -> bool:
    return any(b.get("label") in CONFIRM or CONFIRM_WITH.fullmatch(str(b.get("label") or ""))
               for b in sent.buttons())


async def _played(tmp_path: Path, games: dict[str, Game], scenario: Scenario, seed: int):
    h = await Harness.create(tmp_path, games=games)
    try:
        game = BotGame(h, scenario, seed)
        await game.open()
        await game.start()
        presses: list[tuple[int, str]] = []
        press = h.press

        async def counted(user, custom_id, **options):  # select() presses too
            presses.append((user.id, custom_id))
            return await press(user, custom_id, **options)

        h.press = counted  # type: ignore[method-assign]
        await game.play(SITTING_GAP if scenario.people == 1 else ASYNC_GAP)
        measure = await game.measure()
        return measure, presses, h.sent[game.start_index:], {p.id for p in game.people}
    finally:
        await h.close()


async def test_every_tap_and_confirm_screen_of_a_whole_game_is_counted(tmp_path: Path, menagerie):
    m, presses, sent, people = await _played(tmp_path, menagerie, Scenario("menagerie", 2), seed=3)
    # Menagerie's short game: two rounds of a turn each; both people play theirs through the panel.
    assert (m.games, m.turns, m.human_turns, m.people, m.person_turns) == (1, 4, 4, 2, 8)
    assert len(m.taps) == 4 and sum(m.taps) == len(presses)
    assert {user for user, _ in presses} == people
    # Each turn: the panel opened ("Take your turn" on the card), then at least one answer or Confirm.
    assert presses[0][1].startswith("turn:") and min(m.taps) >= 2
    shown = [s for s in sent if s.where == "ephemeral" and _confirm_screen(s)]
    assert m.confirms == len(shown)
    posts = [s for s in sent if s.where == "channel" and s.kind == "create"]
    assert m.posts == len(posts) >= m.turns  # every turn of people is announced in the channel
    assert m.dms == sum(1 for s in sent if s.where == "dm" and s.kind == "create")


async def test_against_computers_only_the_persons_turns_cost_taps(tmp_path: Path, menagerie):
    m, presses, _, people = await _played(tmp_path, menagerie, Scenario("menagerie", 1, ("hard", "hard")),
                                          seed=5)
    assert (m.turns, m.human_turns, m.people, m.person_turns) == (6, 2, 1, 6)
    assert len(m.taps) == 2 and sum(m.taps) == len(presses)
    assert {user for user, _ in presses} == people


def test_the_scenarios_follow_what_each_game_seats(menagerie):
    assert scenarios("menagerie") == [Scenario("menagerie", 3), Scenario("menagerie", 1, ("hard", "hard"))]
    labels = [s.label for s in scenarios()]
    assert "Tiwanaku, 2 players" in labels and "Tiwanaku solo" in labels
    assert "Iwari, 1 person v 2 hard computers" in labels and "Wayfinders, 3 players" in labels


def test_the_command_line_prints_both_tables(menagerie, capsys):
    assert main(["--only", "notices", "--quick", "--game", "menagerie"]) == 0
    out = capsys.readouterr().out
    assert "Taps per person's turn" in out and "Posts, DMs and pings" in out
    rows: dict[str, list[str]] = {}
    for line in out.splitlines():  # the taps table's rows (first): game, games, turns, people's turns, …
        cells = re.split(r"\s{2,}", line.strip())
        if cells[0].startswith("Menagerie"):
            rows.setdefault(cells[0], cells)
    assert rows["Menagerie, 3 players"][1:4] == ["1", "6", "6"]
    assert rows["Menagerie, 1 person v 2 hard computers"][1:4] == ["1", "6", "2"]
