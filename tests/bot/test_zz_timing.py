import random
import time

import pytest
from harness import Harness, play_turns, start_game

from rules import GAMES


@pytest.mark.parametrize("gid", ["wayfinders", "iwari", "tiwanaku"])
async def test_time(tmp_path, gid):
    h = await Harness.create(tmp_path, games=GAMES)
    try:
        a, b = h.user("alice"), h.user("bob")
        t0 = time.perf_counter()
        db = await start_game(h, gid, [a, b], seed=1)
        presses = await play_turns(h, db, random.Random(1), back_probability=0)
        print("TIMING", gid, presses, time.perf_counter() - t0)
    finally:
        await h.close()
