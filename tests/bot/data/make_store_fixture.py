"""How ``store_schema3_rules1.sql`` was written: run at commit f2a7867 (schema 3, the rules before issue 9).

``python tests/bot/data/make_store_fixture.py /tmp/old.sqlite3 tests/bot/data/store_schema3_rules1.sql``

Games of every title part-played (and some finished) by random players through the real store and
service, plus one lobby. Run with a later checkout it writes that checkout's format instead, so the
committed dump, not this script, is what the compatibility tests read.
"""
import asyncio
import json
import sqlite3
import sys

from core.service import GameService
from store import Store, open_store
from rules import GAMES
from rules.base import resolve_options
from rules.players import RandomPlayer

PLAN = [  # game, players, options, fraction of a random game to play (None = to the end)
    ("iwari", 2, {}, 0.5), ("iwari", 2, {}, 0.85), ("iwari", 3, {"map": "lowlands"}, 0.7),
    ("iwari", 4, {}, 0.95), ("iwari", 5, {}, 0.3), ("iwari", 2, {}, None),
    ("tiwanaku", 2, {}, 0.5), ("tiwanaku", 3, {"size": "short"}, 0.8), ("tiwanaku", 1, {}, 0.6),
    ("tiwanaku", 4, {}, 0.95), ("tiwanaku", 2, {"mode": "cooperative"}, 0.7), ("tiwanaku", 2, {}, None),
    ("wayfinders", 2, {}, 0.5), ("wayfinders", 4, {"exploration": "on"}, 0.8), ("wayfinders", 3, {}, None),
]

async def main(path):
    store = await open_store(path)
    service = GameService(store, GAMES)
    for index, (gid, players, opts, frac) in enumerate(PLAN):
        game = GAMES[gid]
        seed = 1000 + index * 37
        options = resolve_options(game.options, opts)
        rec = await store.create_lobby(guild_id=9, channel_id=500 + index, game=gid, options=options,
                                       creator_id=10_000)
        for seat in range(1, players):
            await store.add_seat(rec.id, 10_000 + seat)
        state = game.setup(players, options, seed)
        await store.start_game(rec.id, seed=seed, state_json=json.dumps(game.dump(state)))
        # length of the whole game with this seed and player
        probe, rp, total = state, RandomPlayer(seed), 0
        while not game.is_over(probe):
            probe = game.apply(probe, rp.choose(game, probe))
            total += 1
        stop = total if frac is None else int(total * frac)
        rp = RandomPlayer(seed)
        for _ in range(stop):
            loaded = await service.load(await store.get_game(rec.id))
            action = rp.choose(game, loaded.state)
            seat = game.to_play(loaded.state)
            await service.play(loaded, loaded.users[seat], action)
        print(gid, players, opts, stop, "/", total)
    # one lobby that never started
    await store.create_lobby(guild_id=9, channel_id=599, game="iwari",
                             options=resolve_options(GAMES["iwari"].options, {}), creator_id=10_000)
    await store.close()
    con = sqlite3.connect(path)
    with open(sys.argv[2], "w") as out:
        out.write(f"PRAGMA user_version = {con.execute('PRAGMA user_version').fetchone()[0]};\n")
        for line in con.iterdump():
            out.write(line + "\n")

asyncio.run(main(sys.argv[1], ))
