"""The engine's and the observer's clauses: rules versions, immutable values, actions, views, the scores'
reading, and the samples of ``determinize``."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from functools import cache
from typing import Any

from conformance.core import ContractBroken, check, declared, expect, game
from rules.base import Game, Rng
from rules.players import RandomPlayer

__all__ = ["played", "positions"]

#: The keys every view has (``rules.base.Observer.view``).
VIEW_KEYS = ("game", "seat", "players", "to_play", "over", "scores", "turn", "last_turn", "private")
#: Rules versions no engine may accept.
BAD_VERSIONS = (0, -1, "1", 1.0, True)


def played(game: Game, players: int, options: dict, seed: int, rules_version: int | None = None,
           turns: int | None = None) -> Iterator[Any]:
    """Every state of one seeded random game, the set-up first, to its end (or ``turns`` turns)."""
    state = game.setup(players, options, seed, rules_version=rules_version)
    player = RandomPlayer(seed)
    yield state
    while not game.is_over(state) and (turns is None or game.turn_count(state) < turns):
        state = game.apply(state, player.choose(game, state))
        yield state


@cache
def positions(game_id: str) -> tuple[Any, ...]:
    """Every position of the game's declared ``apply_checks`` games, the ends included."""
    played_game = game(game_id)
    return tuple(state for scenario in declared(game_id, "apply_checks")
                 for state in played(played_game, scenario.players, dict(scenario.options), scenario.seed,
                                     scenario.rules_version))


@check("engine.rules-version", """The engine names its current rules version, the one its scenarios expect
       (scenarios.rules_version); setup plays every version from 1 to it, recorded in the state and its dump,
       and refuses any other with the rules-version-unknown message; load refuses a dump of a newer
       version.""")
def _rules_version(game_id: str) -> None:
    played_game = game(game_id)
    current = declared(game_id, "rules_version")
    expect(played_game.rules_version == current, f"{game_id}: the engine's rules_version is "
                                                 f"{played_game.rules_version}, its scenarios expect "
                                                 f"{current}")
    players = min(played_game.min_players + 1, played_game.max_players)
    for version in range(1, current + 1):
        state = played_game.setup(players, {}, 5, rules_version=version)
        expect(getattr(state, "rules_version", None) == version and
               played_game.dump(state).get("rules_version") == version,
               f"{game_id}: a game set up under rules version {version} does not record it (state and dump)")
        expect(played_game.load(json.loads(json.dumps(played_game.dump(state)))) == state,
               f"{game_id}: a version {version} dump does not load back to its state")
    state = played_game.setup(players, {}, 3)
    expect(state.rules_version == current,
           f"{game_id}: setup without a version does not play the current one")
    for bad in (*BAD_VERSIONS, current + 1):
        try:
            played_game.setup(players, {}, 5, rules_version=bad)
        except ValueError as refused:
            reason = refused.args[0] if refused.args else None
            expect(getattr(reason, "id", None) == "rules-version-unknown",
                   f"{game_id}: setup refuses rules version {bad!r} without the rules-version-unknown "
                   "message "
                   f"(rules.base.resolve_rules_version)")
        else:
            raise ContractBroken(f"{game_id}: setup accepts the unknown rules version {bad!r}")
    newer = {**played_game.dump(state), "rules_version": current + 1}
    try:
        played_game.load(newer)
    except ValueError:
        pass
    else:
        raise ContractBroken(f"{game_id}: load accepts a dump of rules version {current + 1}, newer than the "
                             "engine's: a stored game of a newer bot would be played under the wrong rules")


@check("engine.old-dumps", """A dump without a rules version (written before versions existed) loads as
       version 1 and plays on exactly as the version 1 game does.""")
def _old_dumps(game_id: str) -> None:
    from conformance.golden import NEW_DUMP_FIELDS

    played_game = game(game_id)
    players = played_game.min_players
    state = played_game.setup(players, {}, 21, rules_version=1)
    player = RandomPlayer(21)
    for _ in range(40):
        if played_game.is_over(state):
            break
        state = played_game.apply(state, player.choose(played_game, state))
    old_format = {key: value for key, value in played_game.dump(state).items() if key not in NEW_DUMP_FIELDS}
    loaded = played_game.load(json.loads(json.dumps(old_format)))
    expect(loaded == state and loaded.rules_version == 1,
           f"{game_id}: a dump without rules_version does not load as the version 1 state it was")
    same, other = RandomPlayer(99), RandomPlayer(99)
    while not played_game.is_over(state):
        action = same.choose(played_game, state)
        expect(other.choose(played_game, loaded) == action, f"{game_id}: an old dump plays on differently")
        state, loaded = played_game.apply(state, action), played_game.apply(loaded, action)
        expect(loaded == state, f"{game_id}: an old dump plays on to another state")


@check("engine.values", """States are values: apply never changes the state it is given; a state is frozen,
       equal to its dump loaded back through JSON and hashed alike, at every player count.""")
def _values(game_id: str) -> None:
    played_game = game(game_id)
    for players in range(played_game.min_players, played_game.max_players + 1):
        state = played_game.setup(players, {}, 7 + players)
        player = RandomPlayer(7 + players)
        while not played_game.is_over(state):
            before = json.dumps(played_game.dump(state), sort_keys=True)
            after = played_game.apply(state, player.choose(played_game, state))
            expect(after is not state, f"{game_id}: apply handed back the state it was given")
            expect(json.dumps(played_game.dump(state), sort_keys=True) == before,
                   f"{game_id}: apply changed the state it was given")
            state = after
        if dataclasses.is_dataclass(state):
            name = dataclasses.fields(state)[0].name
            try:
                setattr(state, name, None)
            except AttributeError:
                pass
            else:
                raise ContractBroken(f"{game_id}: a state can be changed in place (make it a frozen "
                                     "dataclass)")
        copy = played_game.load(json.loads(json.dumps(played_game.dump(state))))
        expect(copy == state and hash(copy) == hash(state),
               f"{game_id}: a final state is not equal (and hashed alike) to its dump loaded back")


@check("engine.actions", """Along the declared games (scenarios.apply_checks): a seat is to play exactly while
       the game is not over and then has a legal action; every legal action's text is at most 100 characters
       (it travels in a Discord custom id) and decodes back to the action.""")
def _actions(game_id: str) -> None:
    played_game = game(game_id)
    for index, state in enumerate(positions(game_id)):
        over = played_game.is_over(state)
        legal = played_game.legal_actions(state)
        expect((played_game.to_play(state) is None) == over,
               f"{game_id}: to_play is {played_game.to_play(state)!r} in a state that is over={over}")
        expect(bool(legal) != over, f"{game_id}: {len(legal)} legal actions in a state that is over={over}")
        for action in legal[index % 3::3]:
            text = played_game.encode(action)
            expect(isinstance(text, str) and len(text) <= 100,
                   f"{game_id}: the action text {text!r} is longer than 100 characters")
            expect(played_game.decode(text) == action, f"{game_id}: {text!r} does not decode to its action")


@check("engine.plans", """A game declaring plans gives, along the declared games (scenarios.apply_checks),
       for a seat not to play a position to plan on (plan_position) or None: that seat is to play in it with
       a legal action, its own private part is the one it has now, the position is a value (its dump loads
       back to it) and the state it was made from is unchanged; a game that is over gives None.""",
       when=lambda spec: spec.capabilities.plans)
def _plans(game_id: str) -> None:
    played_game = game(game_id)
    planned = 0
    for index, state in enumerate(positions(game_id)):
        if index % 5:
            continue
        players = len(played_game.scores(state))
        before = json.dumps(played_game.dump(state), sort_keys=True)
        for seat in range(players):
            position = played_game.plan_position(state, seat)
            if played_game.is_over(state):
                expect(position is None, f"{game_id}: plan_position gives a position in a game that is over")
                continue
            if position is None or seat == played_game.to_play(state):
                continue
            planned += 1
            expect(played_game.to_play(position) == seat and bool(played_game.legal_actions(position)),
                   f"{game_id}: plan_position(state, {seat}) is not a position where seat {seat} decides")
            expect(played_game.view(position, seat)["private"] == played_game.view(state, seat)["private"],
                   f"{game_id}: seat {seat}'s private part changes in the position it plans on")
            dumped = json.loads(json.dumps(played_game.dump(position)))
            expect(played_game.dump(played_game.load(dumped)) == played_game.dump(position),
                   f"{game_id}: the position to plan on does not load back from its dump")
        expect(json.dumps(played_game.dump(state), sort_keys=True) == before,
               f"{game_id}: plan_position changed the state it was given")
    expect(planned > 10,
           f"{game_id}: only {planned} positions planned on: scenarios.apply_checks play too little")


@check("observer.views", """Every view is JSON and has the common keys (game, seat, players, to_play, over,
       scores, turn, last_turn, private) as the engine has them; the spectator's private part is None and a
       seat's is not; the view's scores are the engine's, or None until the end when the game's scoring hides
       them until then (Scoring.hidden_until_end).""")
def _views(game_id: str) -> None:
    played_game = game(game_id)
    scoring = played_game.spec.scoring
    for state in positions(game_id):
        over = played_game.is_over(state)
        for seat in (None, *range(_players(played_game, state))):
            view = played_game.view(state, seat)
            missing = [key for key in VIEW_KEYS if key not in view]
            expect(not missing, f"{game_id}: a view lacks {', '.join(missing)}")
            try:
                json.dumps(view)
            except (TypeError, ValueError) as error:
                raise ContractBroken(f"{game_id}: a view is not JSON: {error}") from None
            expect(view["game"] == game_id and view["seat"] == seat and view["over"] == over
                   and view["to_play"] == played_game.to_play(state)
                   and view["turn"] == played_game.turn_count(state),
                   f"{game_id}: a view's common keys disagree with the engine")
            expect((view["private"] is None) == (seat is None),
                   f"{game_id}: the private part of seat {seat}'s view is {view['private']!r}")
            scores = list(played_game.scores(state))
            if scoring.public or over:
                expect(view["scores"] is not None and list(view["scores"]) == scores,
                       f"{game_id}: the view's scores {view['scores']!r} are not the engine's {scores}")
            else:
                expect(view["scores"] is None, f"{game_id}: the scores are hidden until the end, yet the "
                                               "view "
                                               f"of seat {seat} shows {view['scores']!r}")


def _players(played_game: Game, state: Any) -> int:
    return int(played_game.view(state, None)["players"])


@check("scoring.winners", """At the end of a game every winner's score is the best of the seats' scores as
       the game's scoring reads them (the lowest when the lowest wins, Scoring.lower_wins), unless the seats
       share one fate (a solo or cooperative game).""")
def _winners(game_id: str) -> None:
    played_game = game(game_id)
    spec = played_game.spec
    scoring = spec.scoring
    ends = [state for state in positions(game_id) if played_game.is_over(state)]
    golden = declared(game_id, "engine_golden")
    for scenario in golden[::max(1, len(golden) // 24)]:
        *_, end = played(played_game, scenario.players, dict(scenario.options), scenario.seed,
                         scenario.rules_version)
        ends.append(end)
    for state in ends:
        players = _players(played_game, state)
        if players == 1 or (spec.playout.cooperative is not None and spec.playout.cooperative(state)):
            continue
        seats = list(played_game.scores(state))[:players]
        best = scoring.best(seats)
        for winner in played_game.winners(state):
            expect(seats[winner] == best,
                   f"{game_id}: seat {winner} wins with {seats[winner]} though {best} is the best score "
                   f"({'lowest' if scoring.lower_wins else 'highest'} wins: GameSpec.scoring); a game whose "
                   "lowest total wins declares Scoring(lower_wins=True) rather than negating its scores")


@check("observer.determinize", """A game declaring determinize samples a full state from a seat's view that
       shows that seat exactly the same view, along whole games with every option set that hides something
       (scenarios.ai_options), and different draws sample different hidden parts.""",
       when=lambda spec: spec.capabilities.determinize)
def _determinize(game_id: str) -> None:
    played_game = game(game_id)
    option_sets = declared(game_id, "ai_options")
    checked = 0
    for players in (played_game.min_players, played_game.max_players):
        for options in option_sets:
            try:
                played_game.setup(players, options, 1)
            except ValueError:
                continue
            for count, state in enumerate(played(played_game, players, dict(options), seed=players)):
                if count % 11 or played_game.is_over(state):
                    continue
                seat = played_game.to_play(state)
                view = played_game.view(state, seat)
                for draw in range(2):
                    sampled = played_game.determinize(view, Rng.from_seed(draw))
                    expect(played_game.view(sampled, seat) == view,
                           f"{game_id}: a state sampled from seat {seat}'s view shows it another view "
                           f"(options {options})")
                    checked += 1
    expect(checked > 20, f"{game_id}: only {checked} samples checked: scenarios.ai_options play too little")
    options = option_sets[0]
    state = played_game.setup(played_game.min_players if played_game.min_players > 1 else 2, options, 3)
    view = played_game.view(state, played_game.to_play(state))
    dumps = {repr(played_game.dump(played_game.determinize(view, Rng.from_seed(draw)))) for draw in range(6)}
    expect(len(dumps) > 1, f"{game_id}: determinize samples the same hidden parts whatever the draw")
