"""The strength table joined from the ai bench's per-game lines: ``python -m bench.strength FILE...``.

``python -m bench --only ai`` prints one line per game on stderr (``ai game: GAME PLAYERS PAIRING INDEX
SHARE PLACE OTHERS``: the stronger seat's win share and place, the weaker seats' average place). Game
``i`` of a row always has seed ``i`` and the stronger seat at ``(i - 1) % players``, so a row played in
pieces (``--first``, in several processes or on several days) is the same games as one long run. This
joins the logs of those pieces (``bench/results/``) into one row per game, player count and pairing:
the games, which ones (a gap shows), the stronger level's win share and average place, each ± one standard
error, and the weaker seats' average place. A game found in two logs must agree there (the games are
seeded and the search has no clock in the bench); a disagreement is an error, not an average.

``--write`` stores the 2-player rows as head-to-heads (the share of games the stronger level placed
better, a tie counting half, ± its standard error as the ladder reckons it) in ``rules/ladder.json``'s
``strength`` table, beside the ladder's rows: the lobby's "Hard: beats medium 7 games in 10" then rests on
the strength table's 200 games instead of the ladder's 10 (``core.ladder.beats`` takes the pair measured
over more games). Give it the logs of the bot's budget, ``bench/results/ai-1000ms-*.log``.
"""

from __future__ import annotations

import argparse
import datetime
import math
import sys
from collections.abc import Iterable
from dataclasses import dataclass

PREFIX = "ai game:"


@dataclass(frozen=True)
class GameLine:
    game: str
    players: int
    pairing: str
    index: int
    share: float
    place: float
    others: float


def parse(lines: Iterable[str]) -> list[GameLine]:
    """The per-game lines among ``lines`` (other output is skipped)."""
    found = []
    for line in lines:
        if not line.startswith(PREFIX):
            continue
        game, players, pairing, index, share, place, others = line[len(PREFIX):].split()
        found.append(GameLine(game, int(players), pairing, int(index), float(share), float(place),
                              float(others)))
    return found


def _mean_se(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    if len(values) < 2:
        return mean, float("nan")
    variance = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return mean, math.sqrt(variance / len(values))


def _ranges(indices: list[int]) -> str:
    """``1-148, 150-201``: the games a row holds, so a gap is visible."""
    spans, start, last = [], None, None
    for index in sorted(indices):
        if start is None:
            start = last = index
        elif index == last + 1:
            last = index
        else:
            spans.append((start, last))
            start = last = index
    if start is not None:
        spans.append((start, last))
    return ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in spans)


def join(games: list[GameLine]) -> list[dict]:
    """One row per (game, players, pairing), games deduplicated by index; raises ``ValueError`` when two
    logs disagree on one game."""
    rows: dict[tuple[str, int, str], dict[int, GameLine]] = {}
    for line in games:
        row = rows.setdefault((line.game, line.players, line.pairing), {})
        seen = row.get(line.index)
        if seen is not None and seen != line:
            raise ValueError(f"{line.game}, {line.players} players, {line.pairing}, game {line.index}: two "
                             f"logs disagree ({seen} against {line}); were they played by different code?")
        row[line.index] = line
    result = []
    for (game, players, pairing), by_index in sorted(rows.items()):
        lines = [by_index[index] for index in sorted(by_index)]
        share, share_se = _mean_se([g.share for g in lines])
        place, place_se = _mean_se([g.place for g in lines])
        others, _ = _mean_se([g.others for g in lines])
        # Placed better than the weaker seats' average place, a tie half: at 2 players, the head-to-head.
        better = sum(1.0 if g.place < g.others else 0.5 if g.place == g.others else 0.0
                     for g in lines) / len(lines)
        result.append({"game": game, "players": players, "pairing": pairing, "games": len(lines),
                       "indices": _ranges(list(by_index)), "share": share, "share_se": share_se,
                       "place": place, "place_se": place_se, "others": others, "better": better})
    return result


STRONG_WEAK = {"hard-medium": ("hard", "medium"), "medium-easy": ("medium", "easy")}


def head_to_heads(rows: list[dict], date: str) -> dict[str, dict[str, list[dict]]]:
    """The 2-player rows as the ladder file's head-to-head pairs (game id → "2" → pairs)."""
    from bench.ladder import HeadToHead

    pairs: dict[str, dict[str, list[dict]]] = {}
    for row in rows:
        if row["players"] != 2 or row["pairing"] not in STRONG_WEAK:
            continue
        pair = HeadToHead(*STRONG_WEAK[row["pairing"]], row["games"], row["better"])
        pairs.setdefault(row["game"], {}).setdefault("2", []).append(
            {"strong": pair.strong, "weak": pair.weak, "games": pair.games, "share": round(pair.share, 3),
             "se": round(pair.se, 3), "date": date})
    return pairs


def markdown(rows: list[dict]) -> str:
    def se(value: float) -> str:
        return "–" if math.isnan(value) else f"{value:.2f}"  # one game has no spread to tell

    out = ["| game, players | pairing | games | stronger's average place ± s.e. (weaker's) "
           "| stronger's win share ± s.e. |", "| --- | --- | --- | --- | --- |"]
    for row in rows:
        strong, weak = STRONG_WEAK.get(row["pairing"], row["pairing"].split("-", 1))
        out.append(f"| {row['game'].title()}, {row['players']} | {strong} vs {weak} | {row['games']} "
                   f"({row['indices']}) | {row['place']:.2f} ± {se(row['place_se'])} ({row['others']:.2f}) "
                   f"| {row['share']:.2f} ± {se(row['share_se'])} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.strength", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", help="logs of `python -m bench --only ai` (its stderr)")
    parser.add_argument("--write", action="store_true",
                        help="store the 2-player head-to-heads in rules/ladder.json (read by the lobby)")
    args = parser.parse_args(argv)
    games: list[GameLine] = []
    for name in args.files:
        with open(name, encoding="utf-8") as handle:
            games.extend(parse(handle))
    if not games:
        print("No per-game lines (`ai game: …`) in these files.", file=sys.stderr)
        return 1
    try:
        rows = join(games)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 1
    print(markdown(rows))
    if args.write:
        from bench.ladder import write_strength

        write_strength(head_to_heads(rows, datetime.datetime.now(datetime.UTC).date().isoformat()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
