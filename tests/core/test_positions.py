"""The game service's remembered positions (``core/service.py``, :class:`Positions`): a press on the current
position reuses the parsed state and its views instead of parsing the stored text again, and never at the
cost of the truth: what it hands out equals a fresh parse of the stored row, a row another process
committed is seen at once, the number of positions kept is bounded, and one seat's view (its hidden hand)
is never handed to another seat."""

from __future__ import annotations

import json
from pathlib import Path

from played import started

from core.service import GameService, Positions
from rules.base import Game
from store import Store, open_store

ALICE, BOB = 4_100_000_000_000_000_001, 4_100_000_000_000_000_002


def fresh(game: Game, stored: str) -> object:
    return game.load(json.loads(stored))


async def test_a_press_on_the_current_position_equals_a_fresh_parse_and_reuses_it(service: GameService):
    """Every position of a whole game, loaded twice through the service (as two presses): the second
    load reuses the first's state object, and both equal the stored text parsed afresh, views included."""
    loaded = await started(service, [ALICE, BOB], channel=1)
    game = loaded.game
    moves = 0
    while not game.is_over(loaded.state):
        first = await service.load_by_id(loaded.id)
        second = await service.load_by_id(loaded.id)
        assert second.state is first.state  # remembered: not parsed again
        parsed = fresh(game, first.record.state)
        assert game.dump(first.state) == game.dump(parsed)
        for seat in (None, 0, 1):
            assert first.view(seat) == game.view(parsed, seat)
        assert second.view(0) is first.view(0)  # computed once per position
        action = game.legal_actions(first.state)[0]
        result = await service.play(first, first.to_play_user(), action)
        moves += 1
        # The position the move stored is remembered with the views its turn computed.
        after = await service.load_by_id(loaded.id)
        assert after.state is result.after.state
        assert game.dump(after.state) == game.dump(fresh(game, after.record.state))
        loaded = after
    assert moves > 5


async def test_a_move_committed_by_another_process_is_never_served_stale(store: Store, games: dict[str, Game],
                                                                       tmp_path: Path):
    """Two processes on one database (two stores, two services): each loads the game, so both remember
    its position; the other process moves. This process's next load is the new position, equal to a
    fresh parse of the new row, whatever it remembered of the old one."""
    other_store = await open_store(str(tmp_path / "core.sqlite3"))
    try:
        here, there = GameService(store, games), GameService(other_store, games)
        loaded = await started(here, [ALICE, BOB], channel=2)
        game = loaded.game
        for _ in range(6):
            mine = await here.load_by_id(loaded.id)
            theirs = await there.load_by_id(loaded.id)
            assert mine.version == theirs.version
            await there.play(theirs, theirs.to_play_user(), game.legal_actions(theirs.state)[0])
            now = await here.load_by_id(loaded.id)
            assert now.version == mine.version + 1
            stored = (await store.get_game(loaded.id)).state
            assert now.record.state == stored
            assert game.dump(now.state) == json.loads(stored)
            assert game.dump(now.state) != game.dump(mine.state)
            for seat in (None, 0, 1):
                assert now.view(seat) == game.view(fresh(game, stored), seat)
    finally:
        await other_store.close()


async def test_one_seats_view_is_never_handed_to_another(service: GameService):
    """Menagerie's hands are hidden: with a seat's view remembered, the other seat (and a spectator)
    still get their own, on the same press and on the next one."""
    loaded = await started(service, [ALICE, BOB], channel=3)
    game = loaded.game
    first = await service.load_by_id(loaded.id)
    mine = first.view(0)
    assert mine["private"] is not None
    again = await service.load_by_id(loaded.id)
    assert again.view(1) == game.view(fresh(game, again.record.state), 1)
    assert again.view(1)["private"] != mine["private"]
    assert again.view(None)["private"] is None
    assert again.private(1) == game.view(again.state, 1)["private"]
    assert again.view(0) is mine


async def test_the_positions_kept_are_bounded(service: GameService):
    """At most ``per_game`` positions a game and ``games`` games, the least recently used going first;
    a game forgotten is simply parsed again."""
    service.positions = Positions(games=2, per_game=3)
    ids = [(await started(service, [ALICE, BOB], channel=10 + n)).id for n in range(3)]
    for game_id in ids:
        await service.load_by_id(game_id)
    assert len(service.positions) == 2
    loaded = await service.load_by_id(ids[-1])
    for _ in range(5):
        await service.play(loaded, loaded.to_play_user(), loaded.game.legal_actions(loaded.state)[0])
        loaded = await service.load_by_id(loaded.id)
    assert len(service.positions) == 1 + 3  # the second game's one, and the last three of the third
    again = await service.load_by_id(ids[0])  # forgotten: parsed afresh, and equal
    assert again.game.dump(again.state) == json.loads(again.record.state)
