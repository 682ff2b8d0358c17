"""Issue 29 point 5 through the harness: limits on heavy commands (``core/limits.py``). A member over their
budget of replays, exports or new lobbies gets a private "try again in N" in their language, with the N
the budget gives at the harness's clock, and may ask again once that time has passed; another member, and
another server, are not affected; a server's budget is shared by its members; a flood of move suggestions
is answered with one suggestion saying the wait, without loading the game or building a menu, and the
menus are built once per position, in a thread."""

from __future__ import annotations

import threading

import pytest
from harness import CHANNEL_ID, GUILD_ID, Harness, start_game
from test_history import OTHER_GUILD, finish

import bot.typed
from core.limits import RULES, Refusal
from i18n import t, text

LOCALES = {"en-US": "en", "de": "de", "es-ES": "es", "it": "it"}


def waiting(lang: str, kind: str, seconds: int, scope: str = "user") -> str:
    """The refusal as the member reads it."""
    return text(lang, Refusal(kind, scope, seconds).msg)  # type: ignore[arg-type]


def period(kind: str, scope: str = "user") -> int:
    """Seconds between two tokens of a budget (its refill)."""
    budget = getattr(RULES[kind], scope)
    return int(budget.seconds / budget.count)


def posted_replays(h: Harness) -> int:
    return sum(1 for s in h.channel_messages if s.files and s.files[0][0].startswith("replay-"))


async def test_a_member_over_the_replay_budget_is_told_the_wait_and_may_ask_again_after_it(harness: Harness):
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    game_id = await finish(h, [alice.id, bob.id], seed=6)
    allowed = RULES["replay"].user.count
    for _ in range(allowed):
        await h.slash(bob, "records replay", id=game_id)
    assert posted_replays(h) == allowed
    refused = await h.slash(bob, "records replay", id=game_id)
    step = period("replay")
    assert [s.content for s in refused.ephemeral] == [waiting("en", "replay", step)]
    assert "4 minutes" in refused.ephemeral[0].content  # 200 s, said in minutes (rounded up)
    assert posted_replays(h) == allowed  # nothing drawn
    # Another member of the server is not affected.
    await h.slash(carol, "records replay", id=game_id)
    assert posted_replays(h) == allowed + 1
    # The wait counts down on the bot's clock; a refused request does not push it back.
    h.clock.advance(seconds=step - 50)
    again = await h.slash(bob, "records replay", id=game_id)
    assert [s.content for s in again.ephemeral] == [waiting("en", "replay", 50)]
    assert again.ephemeral[0].content.endswith("in 50 seconds.")
    h.clock.advance(seconds=50)
    await h.slash(bob, "records replay", id=game_id)
    assert posted_replays(h) == allowed + 2
    # The step-through (one board a press) is not an animation: it has a budget of its own.
    step_through = await h.slash(bob, "records replay", id=game_id, step="yes")
    assert step_through.ephemeral and step_through.ephemeral[0].files


@pytest.mark.parametrize("locale", LOCALES)
async def test_exports_and_new_lobbies_over_the_budget_say_the_wait_in_the_members_language(
        harness: Harness, locale: str):
    h, lang = harness, LOCALES[locale]
    alice, bob = h.user("alice"), h.user("bob")
    h.set_locale(alice, locale)
    game_id = await finish(h, [alice.id, bob.id], seed=2)
    for _ in range(RULES["export"].user.count):
        reply = await h.slash(alice, "records export", id=game_id)
        assert reply.ephemeral[-1].files
    refused = await h.slash(alice, "records export", id=game_id)
    assert [s.content for s in refused.ephemeral] == [waiting(lang, "export", period("export"))]
    assert not refused.ephemeral[0].files
    # New lobbies: the first opens one; the next ones are refused for the busy channel, and count too.
    lobbies = []
    for _ in range(RULES["lobby"].user.count):
        lobbies.append(await h.slash(alice, "game new", game="menagerie"))
    assert any(c.startswith("lb:") for c in lobbies[0].sent[0].custom_ids())
    refused = await h.slash(alice, "game new", game="menagerie", channel_id=CHANNEL_ID + 5)
    assert [s.content for s in refused.ephemeral] == [waiting(lang, "lobby", period("lobby"))]
    assert not refused.channel and not h.threads
    assert "{" not in refused.ephemeral[0].content
    # Once a token has come back, both work again.
    h.clock.advance(seconds=max(period("export"), period("lobby")))
    assert (await h.slash(alice, "records export", id=game_id)).ephemeral[-1].files
    opened = await h.slash(alice, "game new", game="menagerie", channel_id=CHANNEL_ID + 5)
    assert any(c.startswith("lb:") for s in opened.sent for c in s.custom_ids())


async def test_a_servers_budget_is_shared_by_its_members_and_another_server_is_unaffected(harness: Harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    here = await finish(h, [alice.id, bob.id], seed=3)
    there = await finish(h, [alice.id, bob.id], seed=4, guild_id=OTHER_GUILD)
    budget = RULES["export"].server.count
    members = [h.user(f"member{n}") for n in range(budget + 1)]
    for member in members[:budget]:
        assert (await h.slash(member, "records export", id=here)).ephemeral[-1].files
    # Each has used one of their own five, but the server's twenty are gone: the server's wait is said.
    refused = await h.slash(members[budget], "records export", id=here)
    assert [s.content for s in refused.ephemeral] == [waiting("en", "export", period("export", "server"),
                                                              "server")]
    assert refused.ephemeral[0].content.startswith("Many games were exported on this server")
    # Another server's members export as before; so does anyone in a DM (only their own budget counts).
    reply = await h.slash(members[budget], "records export", id=there, channel_id=CHANNEL_ID + 9,
                          guild_id=OTHER_GUILD)
    assert reply.ephemeral[-1].files, reply.text()
    dm = await h.slash(alice, "records export", id=here, channel_id=h.dm_channel(alice))
    assert dm.ephemeral[-1].files, dm.text()
    h.clock.advance(seconds=period("export", "server"))
    assert (await h.slash(members[budget], "records export", id=here)).ephemeral[-1].files
    assert GUILD_ID != OTHER_GUILD


async def test_an_autocomplete_flood_is_answered_without_loading_or_building_menus(harness: Harness,
                                                                                    monkeypatch):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=1)
    record = await h.bot.store.get_game(db_id)
    loaded = await h.bot.service.load(record)
    mover = ana if loaded.user_at(loaded.game.to_play(loaded.state)) == ana.id else ben
    other = ben if mover is ana else ana
    play = h.bot.get_cog("PlayCog")  # the room as loaded (an extension: its own module object)
    threads: list[str] = []
    build = bot.typed.menu_tree

    def menu_tree(*args):
        threads.append(threading.current_thread().name)
        return build(*args)

    monkeypatch.setattr(bot.typed, "menu_tree", menu_tree)
    allowed = RULES["autocomplete"].user.count
    shown = [await h.autocomplete(mover, "game play", "move", "") for _ in range(allowed)]
    assert all(choices and choices == shown[0] for choices in shown)
    # One menu for the position, built once, in a thread: the event loop went on meanwhile.
    assert play.menus.built == 1 and threads and threading.main_thread().name not in threads
    loads = []
    real_load = h.bot.service.load

    async def counted_load(*args, **kwargs):
        loads.append(args)
        return await real_load(*args, **kwargs)

    monkeypatch.setattr(h.bot.service, "load", counted_load)
    flooded = await h.autocomplete(mover, "game play", "move", "a")
    assert flooded == [{"name": waiting("en", "autocomplete", 1), "value": bot.typed.WAIT_VALUE}]
    assert loads == [] and play.menus.built == 1
    # The other player is not limited (and, not to move, gets no suggestions, as always).
    assert await h.autocomplete(other, "game play", "move", "") == []
    # Picking the notice plays nothing and says what it was.
    version = (await h.bot.store.get_game(db_id)).version
    picked = await h.slash(mover, "game play", move=bot.typed.WAIT_VALUE)
    assert [s.content for s in picked.ephemeral] == [t("en", "limits-autocomplete-picked")]
    assert (await h.bot.store.get_game(db_id)).version == version
    # A few seconds later the suggestions are back, from the menu already built.
    h.clock.advance(seconds=2)
    assert await h.autocomplete(mover, "game play", "move", "") == shown[0]
    assert play.menus.built == 1


@pytest.mark.parametrize("lang", ["en", "de", "es", "it"])
def test_every_wait_reads_naturally_in_every_language(lang: str):
    for kind in RULES:
        for scope in ("user", "server"):
            said = {seconds: waiting(lang, kind, seconds, scope) for seconds in (1, 2, 59, 119, 120, 200)}
            assert all("{" not in line and str(n) in line for n, line in said.items() if n < 120)
            assert len(set(said.values())) == len(said)
            assert "4" in said[200] and "2" in said[120]  # minutes, rounded up
            if kind == "autocomplete":
                assert all(len(line) <= 100 for line in said.values())  # a suggestion's name


def test_the_budgets_refill_on_the_injected_clock():
    """The limiter alone (the harness tests above drive it through the bot): a refusal takes nothing,
    the wait is whole seconds rounded up, a DM has only the member's bucket, and full buckets are dropped
    when there are many."""
    from datetime import UTC, datetime, timedelta

    from core.limits import Budget, Limits, Rule

    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    limits = Limits(lambda: now[0], {"x": Rule(Budget(2, 3), Budget(3, 30))}, max_buckets=4)
    assert limits.take("x", 1, 7) is None and limits.take("x", 1, 7) is None
    assert limits.take("x", 1, 7) == Refusal("x", "user", 2)  # 1.5 s a token: 2 s rounded up
    assert limits.take("x", 1, 7) == Refusal("x", "user", 2)  # refused, nothing taken
    assert limits.take("x", 2, 7) is None
    assert limits.take("x", 3, 7) == Refusal("x", "server", 10)
    assert limits.take("x", 3, None) is None  # a DM: the member's own budget only
    assert limits.take("y", 1, 7) is None  # a kind without a rule is not limited
    now[0] += timedelta(seconds=1.5)
    assert limits.take("x", 1, 7) == Refusal("x", "server", 9)  # the member has a token, the server not
    for user in range(10, 20):  # one member after another, each bucket full again 3 s later
        now[0] += timedelta(seconds=30)
        assert limits.take("x", user, 7) is None
    assert len(limits._buckets) <= 5  # full ones dropped: memory stays bounded


async def test_the_step_through_draws_a_board_a_press_within_its_own_budget(harness: Harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    h.set_locale(bob, "it")
    game_id = await finish(h, [alice.id, bob.id], seed=6)
    opened = await h.slash(bob, "records replay", id=game_id, step="yes")
    panel = opened.ephemeral[0].message_id

    async def step():  # ◀ or ▶, whichever the step-through offers now
        shown = h.messages[panel]
        arrow = next(b["custom_id"] for b in shown.buttons()
                     if b["custom_id"].startswith("rp:") and not b.get("disabled"))
        return await h.press(bob, arrow, message_id=panel)

    for _ in range(RULES["step"].user.count - 1):  # the command drew the first board
        await step()
    drawn = len(h.renderer.calls)
    assert drawn >= RULES["step"].user.count
    refused = await step()
    assert [s.content for s in refused.ephemeral if s.message_id != panel] == [
        waiting("it", "step", period("step"))]
    assert len(h.renderer.calls) == drawn  # no board drawn
    assert (await h.slash(alice, "records replay", id=game_id, step="yes")).ephemeral[0].files
    h.clock.advance(seconds=period("step"))
    await step()
    assert len(h.renderer.calls) == drawn + 2


@pytest.mark.parametrize("locale", LOCALES)
async def test_downloads_of_ones_data_over_the_budget_are_refused_politely_until_a_token_comes_back(
        harness: Harness, locale: str):
    """"Download my data" reads everything stored about the member: it has ``/records export``'s budget.
    The presses past it, through the router, get the wait in the member's language and no file; in a DM
    too (their own budget goes with them); another member is not affected; the wait is the clock's."""
    h, lang = harness, LOCALES[locale]
    alice, bob = h.user("alice"), h.user("bob")
    h.set_locale(alice, locale)
    await finish(h, [alice.id, bob.id], seed=2)
    assert RULES["download"] == RULES["export"]
    shown = await h.slash(alice, "game privacy")
    download = next(c for s in shown.ephemeral for c in s.custom_ids() if c.endswith(":dl"))

    def files(reply) -> list[str]:
        return [name for s in reply.sent for name, _ in s.files]

    allowed = RULES["download"].user.count
    for _ in range(allowed):
        assert files(await h.press(alice, download)) == ["my-boardgame-data.json"]
    for where in (None, h.dm_channel(alice)):
        refused = await h.press(alice, download, channel_id=where)
        assert [s.says() for s in refused.sent] == [waiting(lang, "download", period("download"))]
        assert not files(refused) and refused.ephemeral
    assert "{" not in refused.ephemeral[0].says()
    # Bob's own copy is his to take; alice's comes back once a token has.
    bobs = next(c for s in (await h.slash(bob, "game privacy")).ephemeral for c in s.custom_ids()
                if c.endswith(":dl"))
    assert files(await h.press(bob, bobs)) == ["my-boardgame-data.json"]
    h.clock.advance(seconds=period("download") - 1)
    assert not files(await h.press(alice, download))
    h.clock.advance(seconds=1)
    assert files(await h.press(alice, download)) == ["my-boardgame-data.json"]
