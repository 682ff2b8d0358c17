"""Health and metrics on the bot's HTTP port (issue 29, ``bot/ops.py``), read through a real HTTP client
(``aiohttp.ClientSession``) from the server the real bot starts in ``setup_hook`` on an ephemeral port.

The harness has no Discord gateway: ``h.connect_gateway()`` puts discord.py's own shard objects around
real websockets to a local server in the bot's shard map and marks the bot ready, so the health check
reads ``bot.shards`` / ``ShardInfo.is_closed()`` / ``bot.is_ready()`` as in production, and discord.py's
``ShardInfo.disconnect()`` takes a shard down."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from harness import Harness, play_turns, start_game
from prometheus_client.parser import text_string_to_metric_families

from bot.ops import Metrics, PortUnusable
from bot.version import bot_version
from rules.base import Game


@pytest.fixture
async def served(tmp_path: Path, test_games: dict[str, Game]):
    h = await Harness.create(tmp_path, games=test_games, http_port=0)
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


@pytest.fixture
async def served_any(database: str, tmp_path: Path, test_games: dict[str, Game]):
    """The served harness on each backend in turn (the games in play are read by SQL of each)."""
    h = await Harness.create(tmp_path, games=test_games, database=database, http_port=0)
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


async def get(h: Harness, path: str) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as session, session.get(h.http_url + path) as response:
        if path == "/healthz":
            assert response.content_type == "application/json"
            return response.status, await response.json()
        return response.status, await response.text()


def samples(exposition: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a Prometheus text exposition, parsed by prometheus_client's own parser."""
    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(exposition) for sample in family.samples}


def value(parsed: dict, metric: str, /, **labels: str) -> float:
    return parsed.get((metric, tuple(sorted(labels.items()))), 0.0)


async def test_healthz_is_200_when_gateway_database_and_tick_are_well(served: Harness):
    h = served
    await h.connect_gateway()
    await h.tick()
    status, body = await get(h, "/healthz")
    assert status == 200, body
    assert body == {"ok": True, "gateway": "ok", "database": "ok", "tick": "ok", "failed": [],
                    "version": bot_version()}


async def test_healthz_names_a_gateway_that_never_connected_and_a_shard_that_dropped(served: Harness):
    h = served
    await h.tick()
    status, body = await get(h, "/healthz")
    assert status == 503 and body["failed"] == ["gateway"] and body["gateway"] == "not connected"
    await h.connect_gateway()
    assert (await get(h, "/healthz"))[0] == 200
    await h.bot.get_shard(0).disconnect()  # discord.py's own: the shard's websocket closes
    status, body = await get(h, "/healthz")
    assert status == 503, body
    assert body["ok"] is False and body["failed"] == ["gateway"]
    assert body["gateway"] == "shard 0 disconnected" and body["database"] == "ok" and body["tick"] == "ok"


async def test_healthz_of_one_process_of_several_checks_its_own_shards(tmp_path: Path,
                                                                     test_games: dict[str, Game]):
    h = await Harness.create(tmp_path, games=test_games, http_port=0, shard_count=4, shard_ids=(2, 3))
    try:
        await h.tick()
        await h.connect_gateway()
        assert sorted(h.bot.shards) == [2, 3]
        assert (await get(h, "/healthz"))[0] == 200
        await h.bot.get_shard(3).disconnect()
        status, body = await get(h, "/healthz")
        assert status == 503 and body["gateway"] == "shard 3 disconnected"
    finally:
        await h.close()


async def test_healthz_says_the_tick_is_stale_after_two_minutes_and_well_again_after_a_tick(served: Harness):
    h = served
    await h.connect_gateway()
    # Before the first tick: a grace period of two minutes from the start.
    assert (await get(h, "/healthz"))[0] == 200
    h.clock.advance(seconds=121)
    status, body = await get(h, "/healthz")
    assert status == 503 and body["failed"] == ["tick"] and body["tick"] == "never ran (started 2 min ago)"
    await h.tick()
    assert (await get(h, "/healthz"))[0] == 200
    h.clock.advance(seconds=119)
    assert (await get(h, "/healthz"))[0] == 200
    h.clock.advance(minutes=2)
    status, body = await get(h, "/healthz")
    assert status == 503, body
    assert body == {"ok": False, "gateway": "ok", "database": "ok", "tick": "last ran 3 min ago",
                    "failed": ["tick"], "version": bot_version()}
    await h.tick()
    status, body = await get(h, "/healthz")
    assert status == 200 and body["tick"] == "ok"


async def test_healthz_names_a_database_that_cannot_be_read(served: Harness):
    h = served
    await h.connect_gateway()
    await h.tick()
    assert (await get(h, "/healthz"))[0] == 200
    # The file damaged under the running bot: everything written is in the main file (checkpointed), and
    # its bytes are replaced by noise, as a failing disk or a stray copy over it would.
    await h.bot.store.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    path = Path(h.bot.database_path)
    path.write_bytes(random.Random(29).randbytes(path.stat().st_size))
    status, body = await get(h, "/healthz")
    assert status == 503, body
    assert body["failed"] == ["database"] and body["gateway"] == "ok" and body["tick"] == "ok"
    assert body["database"] == "unavailable: the database file is damaged"
    async with aiohttp.ClientSession() as session, session.get(h.http_url + "/healthz") as response:
        # What the README's health-check script looks for: only the database fails.
        assert '"failed": ["database"]' in await response.text()
    parsed = samples((await get(h, "/metrics"))[1])
    # Each health check counted its failure (two above, one with the scrape), and the scrape's own read.
    assert value(parsed, "boardgame_database_errors_total", reason="corrupt", where="health") == 3
    assert value(parsed, "boardgame_database_errors_total", reason="corrupt", where="metrics") == 1
    assert value(parsed, "boardgame_health", part="database") == 0
    assert value(parsed, "boardgame_health", part="gateway") == 1


async def test_metrics_after_a_short_game_show_what_it_did(served_any: Harness):
    h = served_any
    alice, bob = h.user("alice"), h.user("bob")
    db_id = await start_game(h, "menagerie", [alice, bob], seed=3)
    await play_turns(h, db_id, random.Random(2), max_turns=3)
    assert await h.autocomplete(alice, "game play", "move", "") is not None
    await h.slash(bob, "game play", move="not a move")  # refused, politely
    await h.tick()
    dms = sum(len(sent) for sent in h.dms.values())
    assert dms >= 1
    status, text = await get(h, "/metrics")
    assert status == 200
    parsed = samples(text)
    assert value(parsed, "boardgame_games_in_play", game="menagerie") == 1
    assert value(parsed, "boardgame_games_in_play", game="open_menagerie") == 0
    turns = value(parsed, "boardgame_turns_total", game="menagerie")
    assert turns >= 3
    assert value(parsed, "boardgame_actions_total", game="menagerie") >= turns
    assert value(parsed, "boardgame_interactions_total", kind="command", name="game new", outcome="ok") == 1
    assert value(parsed, "boardgame_interactions_total", kind="component", name="turn", outcome="ok") >= 3
    assert value(parsed, "boardgame_interactions_total", kind="command", name="game play",
                 outcome="refused") == 1
    assert value(parsed, "boardgame_interactions_total", kind="autocomplete", name="game play",
                 outcome="ok") == 1
    answered = sum(v for (name, _), v in parsed.items() if name == "boardgame_interactions_total")
    assert value(parsed, "boardgame_interaction_seconds_count", kind="component") + value(
        parsed, "boardgame_interaction_seconds_count", kind="command") + value(
        parsed, "boardgame_interaction_seconds_count", kind="autocomplete") == answered
    assert value(parsed, "boardgame_render_seconds_count", what="board") >= 1 + turns
    sent = sum(v for (name, labels), v in parsed.items()
               if name == "boardgame_dms_total" and ("outcome", "sent") in labels)
    assert sent == dms
    assert value(parsed, "boardgame_ticks_total") == 1
    assert value(parsed, "boardgame_tick_seconds_count") == 1
    assert value(parsed, "boardgame_last_tick_timestamp_seconds") == h.clock().timestamp()
    assert value(parsed, "boardgame_render_queue_depth", queue="replays") == 0
    # The health check's parts, for alerts (this bot has no gateway connected).
    assert [value(parsed, "boardgame_health", part=part) for part in ("gateway", "database", "tick")] == [
        0, 1, 1]
    # No label names a user, a guild, a channel or a game's database id.
    ids = {str(alice.id), str(bob.id), str(db_id)}
    assert not [labels for (_, labels) in parsed for _, label in labels if label in ids or label.isdigit()]


async def test_a_tick_part_that_fails_on_the_database_is_counted(served: Harness):
    h = served
    from store import StoreUnavailable

    async def down() -> None:
        raise StoreUnavailable("down", "injected: connection refused")

    h.bot.announcer.deliver_pending = down  # type: ignore[method-assign]
    await h.tick()
    parsed = samples((await get(h, "/metrics"))[1])
    assert value(parsed, "boardgame_tick_part_failures_total", part="announcements", reason="database") == 1
    assert value(parsed, "boardgame_database_errors_total", reason="down", where="tick") == 1
    assert value(parsed, "boardgame_ticks_total") == 1


async def test_discord_rate_limit_answers_are_counted_through_the_bots_http_trace(served: Harness):
    """discord.py's HTTP session carries the bot's trace (``Client(http_trace=...)``); a 429 from a
    server (here a local one answering as Discord does) is counted by its scope."""
    h = served
    from aiohttp import web

    async def limited(request: web.Request) -> web.Response:
        scope = request.query.get("scope", "user")
        return web.json_response({"message": "You are being rate limited.", "retry_after": 0.01,
                                  "global": scope == "global"}, status=429,
                                 headers={"X-RateLimit-Scope": scope, "Via": "1.1 google"})

    app = web.Application()
    app.router.add_get("/", limited)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    try:
        assert h.bot.http.http_trace is not None
        async with aiohttp.ClientSession(trace_configs=[h.bot.http.http_trace]) as session:
            for scope in ("user", "user", "global"):
                async with session.get(f"http://127.0.0.1:{runner.addresses[0][1]}/?scope={scope}") as r:
                    assert r.status == 429
    finally:
        await runner.cleanup()
    parsed = samples((await get(h, "/metrics"))[1])
    assert value(parsed, "boardgame_discord_rate_limited_total", scope="user") == 2
    assert value(parsed, "boardgame_discord_rate_limited_total", scope="global") == 1


def test_each_bot_has_a_registry_of_its_own():
    one, two = Metrics(), Metrics()
    one.turns.labels("menagerie").inc()
    assert one.registry.get_sample_value("boardgame_turns_total", {"game": "menagerie"}) == 1
    assert two.registry.get_sample_value("boardgame_turns_total", {"game": "menagerie"}) is None


async def test_no_http_port_unless_asked(harness: Harness):
    assert harness.bot.ops_server is None


async def test_a_port_already_taken_is_refused_saying_which(served: Harness, tmp_path: Path,
                                                            test_games: dict[str, Game]):
    taken = served.bot.ops_server.port
    with pytest.raises(PortUnusable, match=f"cannot listen on 127.0.0.1:{taken} .*BOARDGAME_HTTP_PORT"):
        await Harness.create(tmp_path / "second", games=test_games, http_port=taken)


async def test_a_computers_thinking_time_is_measured_by_game_and_level(tmp_path: Path):
    from rules import GAMES

    h = await Harness.create(tmp_path, games=GAMES, http_port=0)
    h.bot.computers.budget_ms = 5
    try:
        alice = h.user("alice")
        reply = await h.slash(alice, "game new", game="iwari")
        lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
        db_id = int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])
        menu = next(s for s in (await h.press(alice, f"lc:{db_id}")).ephemeral
                    if f"lk:{db_id}" in s.custom_ids())
        await h.select(alice, f"lk:{db_id}", ["easy"], message_id=menu.message_id)
        h.bot.new_seed = lambda: 11
        await h.press(alice, f"lb:{db_id}:start")
        await play_turns(h, db_id, random.Random(3), max_turns=2)
        await h.bot.computers.idle()
        parsed = samples((await get(h, "/metrics"))[1])
        assert value(parsed, "boardgame_computer_thinking_seconds_count", game="iwari", level="easy") >= 1
        assert value(parsed, "boardgame_turns_total", game="iwari") >= 2
    finally:
        await h.close()
