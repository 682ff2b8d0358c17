"""Hidden information never reaches a public page: positions that differ only in hidden information (each
game's declared decoys: another deck order, other hidden tiles, another seat's hand) give byte-identical
pages, live parts, replay frames, board images and events; and so does a player's plan of their next
turn, made or not (nor does it reach the server's page or another member's own page).

The game is played through Discord (the harness) on a server with pages on; its stored snapshot is then
replaced by the decoy of the same position (with the digest that ties it to the log, so the pages load
it), and a fresh web server (nothing cached) serves everything again."""

from __future__ import annotations

import json
import random
from pathlib import Path

import aiohttp
import pytest
from harness import GUILD_ID, play_turns
from test_web_records import link_for, plan_through_discord
from webserve import SECRET, serve, web_game

from rules import GAMES
from store.base import snapshot_digest
from web.pages.server import server_public_id

pytestmark = pytest.mark.asyncio(loop_scope="session")


async def public_artifacts(base: str, pid: str) -> dict[str, bytes]:
    """Everything a visitor can fetch of the game, in two languages, with the addresses made neutral."""
    found: dict[str, bytes] = {}
    async with aiohttp.ClientSession() as session:
        async def get(path: str) -> bytes:
            async with session.get(base + path, allow_redirects=False) as answer:
                assert answer.status == 200, (path, answer.status)
                return await answer.read()

        version = None
        for lang in ("en", "de"):
            for tail in ("", "/live", "/replay", "/replay/0.json", "/replay/1.json"):
                body = await get(f"/g/{pid}{tail}{'&' if '?' in tail else '?'}lang={lang}")
                found[f"{tail}:{lang}"] = body.replace(pid.encode(), b"PID")
            page = found[f":{lang}"].decode()
            version = int(page.split('data-version="', 1)[1].split('"', 1)[0])
            found[f"board:{lang}"] = await get(f"/g/{pid}/board/{version}-{lang}.png")
            last = json.loads(found[f"/replay/1.json:{lang}"])["last"]
            found[f"replay-board:{lang}"] = await get(f"/g/{pid}/replay/{last}-{lang}.png")
        async with session.get(f"{base}/g/{pid}/events?v=0") as events:
            first = await events.content.readuntil(b"\n\n")
            found["events"] = first + await events.content.readuntil(b"\n\n")
    return found


@pytest.mark.parametrize("game_id", sorted(g.id for g in GAMES.values() if g.spec.scenarios.decoys))
async def test_positions_differing_only_in_hidden_information_give_identical_public_pages(
        tmp_path: Path, game_id: str):
    game = GAMES[game_id]
    decoy = game.spec.scenarios.decoys[0]
    async with web_game(tmp_path, game=game_id, seed=decoy.seed, players=decoy.players,
                        options=dict(decoy.options)) as g:
        await play_turns(g.h, g.db_id, random.Random(decoy.seed), max_turns=decoy.turns)
        store = g.h.bot.store
        record = await store.get_game(g.db_id)
        assert record.status == "active", "the decoy's position must be a game in play"
        state = game.load(json.loads(record.state))
        changed = decoy.change(state)
        # The decoy changes something hidden (some seat's own view differs) and nothing public.
        assert changed != state
        assert any(game.view(changed, seat) != game.view(state, seat) for seat in range(decoy.players)) \
            or game.dump(changed) != game.dump(state)
        assert game.view(changed, None) == game.view(state, None)
        original = await public_artifacts(g.server.url, g.pid)

        seq, last = await store.log_tip(g.db_id)
        decoy_json = json.dumps(game.dump(changed))
        await store.execute("UPDATE games SET state = ?, snapshot_digest = ? WHERE id = ?",
                            (decoy_json, snapshot_digest(decoy_json, seq, last), g.db_id))
        loaded = await g.h.bot.service.load(await store.get_game(g.db_id))
        assert game.dump(loaded.state) == game.dump(changed)  # the pages now read the decoy
        async with serve(g.h) as fresh:
            other = await public_artifacts(fresh.url, g.pid)
        assert original.keys() == other.keys()
        differing = [name for name in original if original[name] != other[name]]
        assert differing == []


@pytest.mark.parametrize("game_id", sorted(g.id for g in GAMES.values() if g.spec.capabilities.plans))
async def test_a_players_plan_reaches_no_public_page_and_no_other_members_page(tmp_path: Path, game_id: str):
    async with web_game(tmp_path, game=game_id, seed=2) as g:
        await play_turns(g.h, g.db_id, random.Random(2), max_turns=2)
        server_page = f"/s/{server_public_id(SECRET, GUILD_ID)}?lang=en"

        async def seen(base: str) -> dict[str, bytes]:
            found = await public_artifacts(base, g.pid)
            async with aiohttp.ClientSession() as session:
                async with session.get(base + server_page) as answer:
                    assert answer.status == 200
                    found["server"] = (await answer.read()).replace(g.pid.encode(), b"PID")
            return found

        before = await seen(g.server.url)
        planner, _, _ = await plan_through_discord(g.h, g.db_id)
        # Nothing cached: a fresh server reads everything again, and finds it all the same.
        async with serve(g.h) as fresh:
            after = await seen(fresh.url)
            assert before.keys() == after.keys()
            assert [name for name in before if before[name] != after[name]] == []
            # The other player's own page (signed link) never shows the planner's plan.
            other = next(user for user in g.players if user is not planner)
            async with aiohttp.ClientSession() as session:
                async with session.get(f"{fresh.url}/me/{await link_for(g.h, other, fresh.url)}") as answer:
                    page = (await answer.read()).decode()
                async with session.get(f"{fresh.url}/me/{await link_for(g.h, planner, fresh.url)}") as answer:
                    own = (await answer.read()).decode()
            assert answer.status == 200 and "planned, played" in own
            assert "planned, played" not in page and "One decision planned" not in page
