"""Iwari: a full state consistent with one seat's view (issue 13), for the computer players' search.

Hidden from a seat: the other players' hands, the deck order and which cards lie in the discard pile
(only sizes are public), and the generator's position. The cards nobody can see are the full deck (I-2)
minus the cards removed for the player count, the seat's own hand and the display; they are shuffled and
dealt out to the other hands, the deck and the discard pile in the sizes the view gives.

What the view does not carry at all is filled with a value that gives the same view: the rules version is
the current one, a half journey scored in the turn under way is taken as not yet scored, only the first of
several feats waiting to be placed is known (the others are dropped), and the last turn's summary line is
kept as one note. A search sampled from such a state plays the same game in every way that matters to the
choice at hand.
"""

from __future__ import annotations

from collections import Counter

from rules.base import Rng
from rules.iwari.board import get_map
from rules.iwari.cards import BIOMES, DECK_COUNTS, removed_per_biome, sort_cards
from rules.iwari.state import DRAW, FEAT, NEUTRAL, IwariState, TurnRecord

__all__ = ["determinize"]


def _record(last: dict | None) -> TurnRecord | None:
    if last is None:
        return None
    tribe = last["tribe"]
    notes = tuple(str(note) for note in last.get("notes", ()))
    return TurnRecord(
        seat=tribe,
        tents=tuple((space, holder) for space, holder in last["tents"]),
        totems=tuple((area, holder) for area, holder in last["totems"]),
        feats=tuple((f["kind"], f["id"], f["tribe"]) for f in last["feats"]),
        notes=notes,
    )


def determinize(view: dict, rng: Rng, rules_version: int) -> IwariState:
    if view.get("game") != "iwari":
        raise ValueError("This is not an Iwari view.")
    if view["over"]:
        raise ValueError("The game is over: there is nothing to decide.")
    seat = view["seat"]
    players = view["players"]
    board_map = get_map(view["map_id"])
    tribes = view["tribes"]
    # The cards out of sight.
    per_biome = removed_per_biome(players)
    removed = sort_cards(b for b in BIOMES for _ in range(per_biome))
    unseen = Counter({b: DECK_COUNTS[b] - per_biome for b in BIOMES})
    own = tuple(view["private"]["hand"]) if seat is not None and view["private"] else ()
    unseen.subtract(own)
    unseen.subtract(view["display"])
    if any(n < 0 for n in unseen.values()):
        raise ValueError("The view shows more cards than the game has.")
    pool = rng.shuffled(sort_cards(unseen.elements()))
    hands: list[tuple[str, ...]] = []
    for index in range(players):
        if index == seat:
            hands.append(sort_cards(own))
        else:
            size = tribes[index]["hand_size"]
            hands.append(sort_cards(pool[:size]))
            pool = pool[size:]
    deck, pool = tuple(pool[:view["deck_size"]]), pool[view["deck_size"]:]
    discard = tuple(pool)
    if len(discard) != view["discard_size"]:
        raise ValueError("The view's card counts do not add up.")
    # Public board.
    owner = [-1] * board_map.space_count
    for space, holder in view["tents"]:
        owner[space] = holder
    totems = [(0,) * len(tribes)] * len(board_map.territories)
    for area, row in view["totems"]:
        totems[area - 1] = tuple(row)
    feats_view = view["feats"]
    expeditions = view["expeditions"]
    options = {
        "map": view["map_id"],
        "draft": "on" if view["phase"] == "draft" else "off",
        "feats": "on" if feats_view is not None else "off",
        "expeditions": "on" if expeditions is not None else "off",
    }
    placed = tuple((f["kind"], f["id"], f["tribe"]) for f in feats_view["placed"]) if feats_view else ()
    pending_view = view["pending_feat"]
    pending = ()
    if pending_view is not None:
        pending = ((pending_view["kind"], pending_view["tribe"], tuple(pending_view["choices"])),)
    claims = tuple((kind, tribe) for kind, _, tribe in placed) + tuple((k, t) for k, t, _ in pending)
    to_play = view["to_play"]
    neutral = players if len(tribes) > players else None
    resume = DRAW
    if view["phase"] == FEAT and neutral is not None and pending and pending[0][1] != neutral:
        resume = NEUTRAL
    return IwariState(
        map_id=view["map_id"],
        players=players,
        tribes=len(tribes),
        options=tuple(sorted(options.items())),
        seed=0,
        rng=Rng.from_seed(rng.next_u64()).state,
        first_player=view["first_player"],
        covered=tuple(view["covered"]),
        hands=tuple(hands),
        display=tuple(view["display"]),
        deck=deck,
        discard=discard,
        removed=removed,
        owner=tuple(owner),
        totems=tuple(totems),
        tents_left=tuple(t["tents_left"] for t in tribes),
        totems_left=tuple(t["totems_left"] for t in tribes),
        points=tuple(tuple(t["points"]) for t in tribes),
        phase=view["phase"],
        seat=to_play,
        resume=resume,
        pending_feats=pending,
        feats=placed,
        feat_claims=claims,
        expeditions=tuple(e["id"] for e in expeditions) if expeditions else (),
        expedition_claims=tuple(tuple(e["claimed_by"]) for e in expeditions) if expeditions else (),
        round=view["round"],
        turn_count=view["turn"],
        half_journey_done=bool(view["half_journey_done"]),
        half_journey_pending=False,
        final_round=bool(view["final_round"]),
        end_reason=view["end_reason"],
        over=False,
        current=TurnRecord(seat=to_play),
        last=_record(view["last_turn"]),
        rules_version=rules_version,
    )
