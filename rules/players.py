"""Computer players that need nothing but the game protocol.

``RandomPlayer`` picks uniformly among the legal actions from its own seeded generator. Tests and the
bench use it to play whole games; it is also the simplest computer opponent.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.base import Action, Engine, Rng, State


class RandomPlayer:
    """Uniform choice among legal actions, reproducible from a seed."""

    def __init__(self, seed: int) -> None:
        self._rng = Rng.from_seed(seed)

    def choose(self, game: Engine, state: State) -> Action:
        actions = game.legal_actions(state)
        if not actions:
            raise ValueError("no legal action: the game is over")
        return self._rng.choice(actions)


def play_random_game(
    game: Engine,
    players: int,
    seed: int,
    options: Mapping[str, object] | None = None,
    *,
    max_actions: int = 100_000,
) -> tuple[State, list[Action]]:
    """Play one whole game with random choices; return the final state and the actions taken.

    ``max_actions`` guards against an engine that never ends: reaching it raises ``RuntimeError``.
    """
    state = game.setup(players, options or {}, seed)
    player = RandomPlayer(seed)
    actions: list[Action] = []
    while not game.is_over(state):
        if len(actions) >= max_actions:
            raise RuntimeError(f"{game.id}: no end after {max_actions} actions (seed {seed})")
        action = player.choose(game, state)
        state = game.apply(state, action)
        actions.append(action)
    return state, actions
