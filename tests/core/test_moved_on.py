"""A move committed while another process moves the same game on (several bot processes on one database):
the move stands and its result is the game as that commit left it, not an error after the commit."""

from __future__ import annotations

import json
from dataclasses import replace

from played import started

from core.service import GameService
from store import Store

ANA, BEN = 11, 12


async def test_a_move_whose_game_moved_on_before_the_read_back_is_still_acknowledged(store: Store,
                                                                                     service: GameService):
    loaded = await started(service, [ANA, BEN], channel=1)
    action = loaded.game.legal_actions(loaded.state)[0]
    read = store.get_game

    async def moved_on(game_id: int):
        # What the read after the commit sees when another process committed the next move in between.
        record = await read(game_id)
        return None if record is None else replace(record, version=record.version + 1, state="{}")

    store.get_game = moved_on  # type: ignore[method-assign]
    result = await service.play(loaded, loaded.to_play_user(), action)
    store.get_game = read  # type: ignore[method-assign]
    stored = await store.get_game(loaded.id)
    assert stored is not None and result.after.version == stored.version == loaded.version + 1
    assert result.after.record.state == stored.state
    assert result.after.state == loaded.game.load(json.loads(stored.state))
