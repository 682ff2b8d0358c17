"""The bot's rooms: each is a module of ``bot.cogs``, found there, imported and set up, declaring
the components it answers with their ids' formats; the router reads those declarations alone, so every
custom-id kind the bot can make is answered by exactly one room, and a new room is its own file."""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

import discord
import pytest
from harness import FakeUser, Harness

from bot import ids
from bot.app import ROOM_PACKAGE
from bot.host import Host
from bot.language import Reader
from bot.ops import Watched
from bot.rooms import Answer, Component, GameCog, Owner, Where, discover
from rules.base import Game


async def test_the_rooms_are_the_package_s_modules_and_every_kind_has_exactly_one_room(harness: Harness):
    bot = harness.bot
    modules = sorted({type(room).__module__ for room in bot.rooms})
    assert modules == discover(ROOM_PACKAGE)
    assert len(modules) >= 11 and "bot.cogs.play" in modules
    assert [room.ORDER for room in bot.rooms] == sorted(room.ORDER for room in bot.rooms)
    declared = [component.kind for room in bot.rooms for component in room.COMPONENTS]
    assert len(declared) == len(set(declared)), "a kind declared by two rooms"
    assert set(declared) == set(bot.id_formats)


DICE_ROOM = """
    from bot import ids
    from bot.rooms import Answer, Component, GameCog, Owner, Where


    class DiceCog(GameCog):
        \"\"\"A room of the test's own: a member's die, answered wherever they press it.\"\"\"

        ORDER = 5
        # dz:<user>:<face>
        COMPONENTS = (Component("dz", Answer.UNBOUND, Where.ANYWHERE, owner=Owner.MEMBER,
                                pattern=ids.SNOWFLAKE + r":(?P<face>[1-6])"),)

        async def handle_unbound(self, interaction, parsed, values):
            await self.bot.reply(interaction, f"rolled {parsed.fields['face']}")


    async def setup(bot):
        await bot.add_room(DiceCog(bot))
"""


def room_package(root: Path, name: str, modules: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> str:
    """A package of rooms written under ``root`` (importable for this test only)."""
    (root / name).mkdir()
    (root / name / "__init__.py").write_text("")
    for module, body in modules.items():
        (root / name / f"{module}.py").write_text(textwrap.dedent(body))
    monkeypatch.syspath_prepend(str(root))
    return name


async def test_a_room_written_in_a_package_of_its_own_is_found_ordered_and_answers_its_kind(
        tmp_path: Path, test_games: dict[str, Game], monkeypatch: pytest.MonkeyPatch):
    """A new room is its file alone: the bot finds it, adds it where its ORDER says, parses its kind by
    the format it declares beside its component, checks the owner that declaration names and hands the
    press to it; an id its format refuses is refused like any unknown one."""
    package = room_package(tmp_path, "extra_rooms_found", {"dice": DICE_ROOM}, monkeypatch)
    h = await Harness.create(tmp_path, games=test_games, room_packages=(package,))
    try:
        assert f"{package}.dice" in {type(room).__module__ for room in h.bot.rooms}
        assert type(h.bot.rooms[0]).__name__ == "DiceCog"  # ORDER 5: before the lobby's 10
        alice, bob = FakeUser(71, "alice"), FakeUser(72, "bob")
        assert "rolled 4" in (await h.press(alice, f"dz:{alice.id}:4")).text()
        refused = (await h.press(bob, f"dz:{alice.id}:4")).text()
        assert "rolled" not in refused and refused
        unknown = (await h.press(alice, f"dz:{alice.id}:7")).text()
        assert "rolled" not in unknown and unknown
    finally:
        await h.close()


async def test_two_rooms_declaring_one_kind_are_refused(harness: Harness, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch):
    package = room_package(tmp_path, "extra_rooms_twins", {"one": DICE_ROOM, "two": DICE_ROOM}, monkeypatch)
    await harness.bot.load_extension(f"{package}.one")
    with pytest.raises(discord.ext.commands.ExtensionFailed, match="declared by two rooms"):
        await harness.bot.load_extension(f"{package}.two")
    assert f"{package}.two" not in harness.bot.extensions


def test_a_kind_s_format_names_its_number():
    with pytest.raises(ValueError, match="names no number"):
        Component("zz", Answer.EDIT, owner=Owner.GAME, pattern=r"[0-9]+")
    declared = Component("zz", Answer.EDIT, owner=Owner.GAME, pattern=ids.GAME)
    assert ids.parse("zz:12", {"zz": declared.format}) == ids.ParsedId("zz", 12, {})


async def test_only_the_reminder_hint_and_plan_buttons_live_in_a_dm_and_unbound_kinds_are_the_records(
        harness: Harness):
    """In a DM: a reminder's "No more reminders", a turn DM's Hint and a hand DM's "Plan my next turn"
    with its plan's panel and its list of planned decisions to take back (the planner's alone). Unbound: the
    records' pages and replay steps, ``/game privacy``'s buttons and ``/game mine``'s pages (bound to a user,
    not to a game: the room checks the presser is that user) and the season card's "Join" (bound to a server
    and a title: the season room checks the press comes from that server)."""
    components = [component for room in harness.bot.rooms for component in room.COMPONENTS]
    assert {c.kind for c in components if c.where is Where.DM} == {"rm", "hd", "do", "dl", "dq", "dx", "dt"}
    assert {c.kind for c in components if c.answer is Answer.UNBOUND} == {"hy", "rp", "rq", "rb", "rt", "rj",
                                                                          "pv", "tn", "ta", "sj", "mg"}
    assert all(c.where is Where.ANYWHERE for c in components if c.answer is Answer.UNBOUND)


async def test_a_kind_declared_twice_is_refused(harness: Harness):
    class Twin(GameCog):
        COMPONENTS = (Component("lb", Answer.EDIT, owner=Owner.GAME, pattern=ids.GAME),)

    with pytest.raises(ValueError, match="declared by two rooms"):
        await harness.bot.add_room(Twin(harness.bot))
    assert "Twin" not in harness.bot.cogs


@pytest.mark.parametrize("protocol", [Host, Watched, Reader], ids=lambda protocol: protocol.__name__)
async def test_the_bot_has_everything_the_rooms_and_services_are_promised_of_it(harness: Harness, protocol):
    """The rooms and services see the bot only through these protocols (they never import its class): the
    bot the app makes must have every member they name."""
    names = set(getattr(protocol, "__annotations__", {})) | {
        name for name, value in vars(protocol).items()
        if not name.startswith("__") and (callable(value) or isinstance(value, property))}
    assert names
    assert [name for name in sorted(names) if not hasattr(harness.bot, name)] == []


def test_the_rooms_and_services_call_on_the_bot_only_what_host_names():
    """Every ``bot.<name>`` / ``self.bot.<name>`` in the rooms and the services the bot holds is a member
    of ``bot.host.Host``: what they need of the bot is written in one place, and a room reaching for
    something else (a private part of the app) fails here until Host says it."""
    members = set(Host.__annotations__) | {name for name in vars(Host) if not name.startswith("__")}
    root = Path(__file__).resolve().parents[2] / "bot"
    files = [*sorted((root / "cogs").glob("*.py")),
             *(root / f"{name}.py" for name in ("announce", "lobbies", "reviews", "flows", "rooms"))]
    reaching: list[str] = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Attribute):
                continue
            held = node.value
            on_bot = (isinstance(held, ast.Name) and held.id == "bot") or (
                isinstance(held, ast.Attribute) and held.attr == "bot" and isinstance(held.value, ast.Name)
                and held.value.id == "self")
            if on_bot and node.attr not in members:
                reaching.append(f"{path.name}:{node.lineno} bot.{node.attr}")
    assert len(files) > 10 and reaching == []
