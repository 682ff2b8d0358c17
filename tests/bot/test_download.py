"""The data download holds what the privacy policy lists, for a member present in every feature, on both
databases: PRIVACY.md's "A copy of your data" names each part of the file and each thing it holds, and
the file pressed for through the router has exactly those parts and those names (so neither can change
without the other). The values the policy promises are there: a tournament's tables with the points per
round and the sign-up time, a closed month's points, games and wins, a queue place's time per turn,
minimum reliability, rating and expiry; and no other player's id."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from harness import Harness
from test_member_columns import everywhere
from test_privacy import buttons

ROOT = Path(__file__).resolve().parents[2]
#: What the file says of itself, named in the section's opening sentence.
ABOUT_THE_FILE = ("format", "format_version", "user_id", "exported_at")


def listed_in_policy() -> tuple[str, dict[str, set[str]]]:
    """PRIVACY.md's download section: its text, and each listed part with the names it holds."""
    text = (ROOT / "PRIVACY.md").read_text(encoding="utf-8")
    section = text.split("## A copy of your data", 1)[1].split("\n## ", 1)[0]
    parts: dict[str, set[str]] = {}
    for bullet in re.split(r"\n- ", section)[1:]:
        names = re.findall(r"`([a-z_]+)`", bullet)
        parts[names[0]] = set(names[1:])
    return section, parts


def names_in(value: Any) -> set[str]:
    """Every key of every mapping in ``value``, at any depth."""
    if isinstance(value, dict):
        return set(value).union(*(names_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(names_in(v) for v in value))
    return set()


async def test_the_download_holds_exactly_what_the_privacy_policy_lists(any_harness: Harness):
    h = any_harness
    alice, bob, carol, dave = (h.user(name) for name in ("alice", "bob", "carol", "dave"))
    made = await everywhere(h, alice, [bob, carol, dave])
    view = await h.slash(alice, "game privacy")
    download = await h.press(alice, buttons(view)["Download my data"])
    files = [f for s in download.ephemeral for f in s.files]
    assert [name for name, _ in files] == ["my-boardgame-data.json"]
    raw = files[0][1].decode("utf-8")
    data = json.loads(raw)

    section, parts = listed_in_policy()
    assert all(f"`{name}`" in section for name in ABOUT_THE_FILE)
    assert sorted(set(data) - set(ABOUT_THE_FILE)) == sorted(parts)
    for part, names in parts.items():
        assert data[part] not in (None, [], 0, False), part  # the member is in every feature
        assert names_in(data[part]) == names, part

    # What the policy promises, with its values.
    (played,) = [t for t in data["tournaments"] if t["id"] == made["played"]]
    assert played["signed_up_at"] and played["status"] == "running" and not played["withdrew"]
    assert played["tables"] == [{"round": 1, "table": 0, "game_id": None, "your_points": 1.0,
                                 "decided_by": "adjudicated"}]
    (month,) = data["season_months"]
    assert (month["month"], month["division"], month["place"], month["points"], month["games"],
            month["wins"], month["moved"]) == ("2026-10", 2, 1, 3, 2, 1, "up")
    (place,) = data["matchmaking_places"]
    assert place["game"] == "openmenagerie" and place["players"] == 3
    assert place["time_per_turn"] and place["rating_when_you_joined"] > 0
    assert place["expires_at"] > place["joined_at"] and "minimum_reliability" in place
    # Nobody else's id, though her tables, matches and months had them.
    assert all(str(other.id) not in raw for other in (bob, carol, dave))
