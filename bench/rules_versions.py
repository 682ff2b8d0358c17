"""What issue 9's rules corrections change: rules version 1 against version 2 in seeded random games.

For every seed the same game is played twice by ``RandomPlayer(seed)``, under rules version 1 (the engine
before the corrections, kept for stored games) and under the current version. Per correction the table
shows how often its situation arises in the version 1 game (where the old rule then did something else)
and how often the winners of the two games differ, among those games and among all games. The games
diverge after the first difference (another legal-action list, another shuffle), so a differing winner is
"the correction changed this game's result", not "the correction alone decided it". I-20 is also measured
alone: the winners of the same final position under the old and the new tie rule.

``python -m bench --only rules_versions`` (300 games per player count; ``--quick`` 30). For other counts:
``python -c "from bench.rules_versions import run; print(run(games=1000).render())"``.
"""

from __future__ import annotations

from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

from bench import Table
from rules import GAMES
from rules.players import RandomPlayer

#: The corrections measured per title, in table order: (key, label).
CORRECTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "iwari": (
        ("half_late", "I-21 half journey scored a turn or more late"),
        ("end_late", "I-22 second exhaustion noticed a turn or more late"),
        ("end_round_late", "I-22 ... and the end a whole round late"),
        ("neutral_out", "I-22 neutral tribe's last tent ended the game"),
        ("neutral_level", "I-20 neutral level on points with the best player"),
    ),
    "tiwanaku": (
        ("enter_discovered", "T-14 a pawn entered a discovered edge space"),
        ("last_tile_offering", "T-20 an offering in the turn of the last tile"),
        ("final_run", "T-20 a final divination with more pawns to divine"),
        ("partial_offering", "T-20 a final offering of fewer than all tokens"),
    ),
}


def _play(game_id: str, players: int, seed: int, version: int) -> tuple[Any, list[Any], list[Any]]:
    """A whole random game: final state, states before each action, and the actions."""
    game = GAMES[game_id]
    state = game.setup(players, {}, seed, rules_version=version)
    player = RandomPlayer(seed)
    states, actions = [], []
    while not game.is_over(state):
        action = player.choose(game, state)
        states.append(state)
        actions.append(action)
        state = game.apply(state, action)
    return state, states, actions


def _iwari_situations(final: Any, states: list[Any]) -> set[str]:
    game = GAMES["iwari"]
    found: set[str] = set()
    for state in [*states[1:], final]:
        if state.over or state.phase != "action" or state.current.notes:
            continue  # only positions where a turn has just ended
        if not state.deck and not state.half_journey_done:
            found.add("half_late")  # version 2 would have reshuffled and scored already
        if not state.deck and state.half_journey_done and not state.final_round:
            found.add("end_late")
            if state.seat == state.first_player:
                found.add("end_round_late")  # version 2 would have ended the game with the last round
    if "White tribe placed its last tent" in final.end_reason:
        found.add("neutral_out")
    if final.neutral is not None:
        totals = game.scores(final)
        if totals[final.neutral] == max(totals[: final.players]):
            found.add("neutral_level")
    return found


def _tiwanaku_situations(final: Any, states: list[Any], actions: list[Any]) -> set[str]:
    engine = GAMES["tiwanaku"].spec.engine  # the engine's own helpers, beside the protocol
    found: set[str] = set()
    for state, action in zip(states, actions, strict=True):
        name = type(action).__name__
        if name == "Enter" and state.discovered[engine._cell(state, action.cell)]:
            found.add("enter_discovered")
        if state.phase == "offering" and all(state.discovered):  # only the last tile's turn offers then
            found.add("last_tile_offering")
        if state.phase == "final" and name == "Divine":
            if len(engine._eligible_pawns(state, state.current)) > 1:  # version 2 lets the run go on
                found.add("final_run")
        if state.phase == "final_offering" and len(action.crops) < len(state.boards[state.current].tokens):
            found.add("partial_offering")
    return found


def _one(task: tuple[str, int, int]) -> tuple[set[str], bool, bool, bool]:
    """(situations in the version 1 game, winners differ v1/v2, winners differ by I-20 alone, the two
    games' action sequences differ)."""
    game_id, players, seed = task
    game = GAMES[game_id]
    old, states, actions = _play(game_id, players, seed, 1)
    new, _, new_actions = _play(game_id, players, seed, game.rules_version)
    diverged = [game.encode(a) for a in actions] != [game.encode(a) for a in new_actions]
    if game_id == "iwari":
        found = _iwari_situations(old, states)
        tie_rule_alone = game.winners(old) != game.winners(replace(old, rules_version=2))
    else:
        found = _tiwanaku_situations(old, states, actions)
        tie_rule_alone = False
    return found, game.winners(old) != game.winners(new), tie_rule_alone, diverged


def _percent(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:.1f}%" if whole else "-"


def run(quick: bool = False, games: int | None = None) -> Table:
    count = games if games is not None else (30 if quick else 300)
    table = Table(
        f"Rules version 1 vs 2: random games, {count} seeds per player count (default options)",
        ["game", "players", "correction", "arises", "winners differ there", "winners differ, all games",
         "games diverged"],
    )
    tasks = [(game_id, players, seed) for game_id in CORRECTIONS
             for players in range(GAMES[game_id].min_players, GAMES[game_id].max_players + 1)
             for seed in range(1, count + 1)]
    with ProcessPoolExecutor() as pool:
        results = list(pool.map(_one, tasks, chunksize=8))
    by_case: dict[tuple[str, int], list[tuple[set[str], bool, bool, bool]]] = {}
    for (game_id, players, _), result in zip(tasks, results, strict=True):
        by_case.setdefault((game_id, players), []).append(result)
    for (game_id, players), rows in by_case.items():
        differ = sum(1 for _, changed, _, _ in rows if changed)
        diverged = _percent(sum(1 for *_, apart in rows if apart), len(rows))
        arises = Counter(key for found, *_ in rows for key in found)
        for key, label in CORRECTIONS[game_id]:
            there = sum(1 for found, changed, *_ in rows if key in found and changed)
            table.rows.append([game_id, players, label, _percent(arises[key], len(rows)),
                               _percent(there, arises[key]), _percent(differ, len(rows)), diverged])
        if game_id == "iwari" and players == 2:
            alone = sum(1 for _, _, tie, _ in rows if tie)
            table.rows.append([game_id, players, "I-20 alone: same final position, new tie rule", "-",
                               "-", _percent(alone, len(rows)), "-"])
    return table
