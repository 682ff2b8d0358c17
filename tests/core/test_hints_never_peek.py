"""Issue 31: a hint never peeks. Two full states that differ only in what the asking seat cannot see (the
other seat's hand and the deck order in Iwari, Tiwanaku's hidden terrain and crops, Wayfinders' face-down
tiles) give that seat the same hint for the same seed: the hint is computed from the seat's view alone,
the way the bot computes it (``core.players.ComputerPlayers.hint`` sends ``game.view(state, seat)`` to
:func:`core.hints.hint_in_worker`). The second state is one the game itself draws as consistent with the
view (``determinize``), checked to differ from the first in its hidden parts."""

from __future__ import annotations

import json

import pytest

from core.hints import hint_in_worker
from rules import GAMES
from rules.base import Rng

BUDGET_MS = 5


def _other_state(game, state, seat: int, seed: int):
    """A full state with the same view for ``seat`` and different hidden parts."""
    view = game.view(state, seat)
    for attempt in range(20):
        other = game.determinize(view, Rng.from_seed(seed + attempt))
        if json.dumps(game.dump(other), sort_keys=True) != json.dumps(game.dump(state), sort_keys=True):
            return other
    raise AssertionError(f"{game.id}: no state differing in hidden parts was drawn")


@pytest.mark.parametrize("game_id", ["iwari", "tiwanaku", "wayfinders"])
def test_two_states_differing_only_in_hidden_parts_give_the_same_hint(game_id: str):
    game = GAMES[game_id]
    state = game.setup(2, {}, 11)
    seat = game.to_play(state)
    other = _other_state(game, state, seat, 5)
    assert game.view(other, seat) == game.view(state, seat)
    first = hint_in_worker(game_id, game.view(state, seat), 1234, BUDGET_MS, deadline_clock=False)
    second = hint_in_worker(game_id, game.view(other, seat), 1234, BUDGET_MS, deadline_clock=False)
    assert first == second
    assert len(first.choices) == min(3, len(game.legal_actions(state))) and first.seat == seat
    assert all(0.0 <= choice.chance <= 1.0 for choice in first.choices)
    legal = {game.encode(action) for action in game.legal_actions(state)}
    assert {choice.action for choice in first.choices} <= legal


class _Store:
    """The one store call a hint makes: the game's search secret (the same for both games here)."""

    async def search_secret(self, game_id: int, fresh: int) -> int:
        return 987654321


async def test_the_bots_hint_path_reads_the_seats_view_only():
    """``ComputerPlayers.hint`` (what ``/game hint`` calls) on two loaded games whose states differ only in
    Tiwanaku's hidden terrain and crops: the same hint for the same seat, version and search secret."""
    from concurrent.futures import ThreadPoolExecutor
    from types import SimpleNamespace

    from core.players import ComputerPlayers
    from core.service import LoadedGame
    from store import GameRecord

    game = GAMES["tiwanaku"]
    state = game.setup(2, {}, 3)
    seat = game.to_play(state)
    other = _other_state(game, state, seat, 9)
    host = SimpleNamespace(store=_Store())
    computers = ComputerPlayers(host, budget_ms=BUDGET_MS, executor_factory=lambda: ThreadPoolExecutor(1))
    try:
        hints = []
        for full in (state, other):
            record = GameRecord(id=7, guild_id=1, channel_id=2, game="tiwanaku", options={}, seed=None,
                                status="active", version=3, state=None, creator_id=11, lobby_message_id=None,
                                board_message_id=None, created_at="", updated_at="", hints=True)
            hints.append(await computers.hint(LoadedGame(record, game, [11, 12], full), seat))
    finally:
        computers.close()
    assert hints[0] == hints[1] and len(hints[0].choices) == 3


def test_a_told_chance_never_claims_more_than_its_playouts_show():
    """Four wins in four playouts are "about 83%" at two seats, not a certain 100%; no playouts tell an even
    table's chance; many playouts tell what they found; the order of two choices is kept."""
    from core.hints import told_chance

    assert round(100 * told_chance(1.0, 4, 0.5)) == 83
    assert round(100 * told_chance(0.0, 4, 0.5)) == 17
    assert told_chance(1.0, 0, 0.25) == 0.25  # four seats, nothing played: a fair quarter
    assert abs(told_chance(0.7, 400, 0.5) - 0.7) < 0.005
    assert told_chance(0.6, 20, 1 / 3) < told_chance(0.65, 20, 1 / 3)
    assert told_chance(1.0, 4, 1.0) == told_chance(1.0, 4, 0.5)  # the table's win in co-op: an even half


@pytest.mark.parametrize("game_id", ["iwari", "tiwanaku", "wayfinders"])
def test_a_plan_is_built_from_the_planners_view_alone(game_id: str):
    """A plan is built on the game's ``plan_position``: two states differing only in what the planner
    cannot see (the others' hands, the deck order, the hidden terrain and crops, face-down tiles) give the
    planner the same position to plan on, the same choices and the same words, and a planned decision is
    legal in both or in neither."""
    from core.plans import draft
    from core.service import LoadedGame
    from store import GameRecord

    game = GAMES[game_id]
    state = game.setup(3, {}, 11)
    rng = Rng.from_seed(3)
    for _ in range(4):  # a few moves in, so something has happened
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    seat = (game.to_play(state) + 1) % 3
    other = _other_state(game, state, seat, 21)
    first, second = game.plan_position(state, seat), game.plan_position(other, seat)
    assert first is not None and second is not None
    assert game.view(first, seat) == game.view(second, seat)
    choices = [(game.encode(a), game.choice_path(first, a)) for a in game.legal_actions(first)]
    assert choices == [(game.encode(a), game.choice_path(second, a)) for a in game.legal_actions(second)]
    record = GameRecord(id=7, guild_id=1, channel_id=2, game=game_id, options={}, seed=None, status="active",
                        version=3, state=None, creator_id=11, lobby_message_id=None, board_message_id=None,
                        created_at="", updated_at="")
    for action in game.legal_actions(first):
        made = [draft(LoadedGame(record, game, [11, 12, 13], full), seat, (game.encode(action),))
                for full in (state, other)]
        if game.reveals(first, action):
            # What it shows is not known when planning: nothing is planned after it, in either.
            assert not made[0].open and not made[1].open
        else:
            assert game.view(made[0].after, seat) == game.view(made[1].after, seat)
            assert made[0].open == made[1].open
