"""A member's copy of their data and the privacy overview are built from what every concern declares it
keeps about a member (``Concern.member_data``, ``core/privacy.py``): each part has one key and one place,
a concern's reader gives exactly the parts it declares, a part with an overview line is told with its
count, and a member with something in a counted part is not "nothing stored"."""

from __future__ import annotations

from typing import Any

import pytest

from core import privacy
from rules.base import Msg
from store import StoredAbout
from store.members import MemberData, MemberPart, held
from store.sql import CONCERNS
from store.sql.core import Concern, SqlCore


def concern(name: str, parts: tuple[MemberPart, ...], gives: dict[str, Any]) -> Concern:
    async def read(store: Any, user_id: int) -> dict[str, Any]:
        return gives

    return Concern(name, object, SqlCore, member_data=MemberData(read, parts))


def nobody() -> StoredAbout:
    return StoredAbout(user_id=1, settings=None, vacations=[], ratings=[], seats=[], dm_channel=False,
                       votes=0)


def test_the_copy_has_every_concerns_parts_in_their_order_and_the_games_at_theirs():
    keys = [part.key for part in privacy.parts()]
    declared = [part.key for c in CONCERNS if c.member_data for part in c.member_data.parts]
    assert sorted(keys) == sorted([*declared, "games"])
    assert keys[0] == "settings" and keys.index("games") == keys.index("votes_to_end_a_game") + 1


@pytest.mark.parametrize("twin", [MemberPart("settings", 999), MemberPart("notes", 10)])
def test_a_part_declared_twice_by_key_or_place_is_refused(monkeypatch: pytest.MonkeyPatch, twin: MemberPart):
    monkeypatch.setattr(privacy, "HOLDERS", (*privacy.HOLDERS, concern("twin", (twin,), {})))
    with pytest.raises(ValueError, match="declared twice"):
        privacy.parts()


async def test_a_reader_giving_other_parts_than_declared_is_refused(monkeypatch: pytest.MonkeyPatch):
    odd = concern("odd", (MemberPart("odd", 999),), {"odd": [], "more": 1})
    monkeypatch.setattr(privacy, "HOLDERS", (odd,))
    with pytest.raises(ValueError, match="odd's member data gave"):
        await privacy.Privacy(store=None, games={})._data(1)  # type: ignore[arg-type]


async def test_a_new_part_has_its_overview_line_and_counts_as_stored(monkeypatch: pytest.MonkeyPatch):
    notes = concern("notes", (MemberPart("notes", 999, overview="notes-privacy-line"),),
                    {"notes": [{"text": "a"}, {"text": "b"}]})
    quiet = concern("quiet", (MemberPart("quiet", 998, counted=False),), {"quiet": [1]})
    monkeypatch.setattr(privacy, "HOLDERS", (quiet, notes))
    data = await privacy.Privacy(store=None, games={})._data(1)  # type: ignore[arg-type]
    overview = privacy.Overview(nobody(), data)
    assert overview.lines == [Msg("notes-privacy-line", count=2)]
    assert not overview.empty
    assert privacy.Overview(nobody(), {"notes": [], "quiet": [1]}).empty  # an uncounted part alone: nothing


def test_how_much_a_part_holds():
    assert [held(v) for v in (None, False, True, 0, 3, [], [1, 2], {}, {"a": 1}, "x")] == [
        0, 0, 1, 0, 3, 0, 2, 0, 1, 1]
