"""The recaps in Discord's words (issue 27, "Since your last turn"): what the other seats did since a
player last acted, for their turn DM, their turn panel and ``/game catchup``; the last full round, for
the game card in the channel. The windows of the log and the grouping are ``core/recap.py``'s; here
each seat gets its name (the player, then their seat on the board: "**@Ana** (Red tribe)") in the
reader's language, and each place its length.

Only the log's public lines are read (never the action texts): a recap shows what anyone in the channel
could read in the game's log.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.computer_play import seat_name
from bot.messages import MAX_CONTENT, board_text, clip, jump_url
from core.lines import decode_line
from core.recap import Recap, read_last_round, read_since_last_turn, read_turns, recap_lines, recap_text
from core.service import LoadedGame
from i18n import t, text
from rules.base import Game
from store import GameRecord, Store, StoreUnavailable

#: The recap's length in a turn DM and in the turn panel (each within Discord's 2000 characters with the
#: hand, the question and the links around it), in ``/game catchup`` about one game, and on the game
#: card (within the card's 4000 characters with its image's heading, waiting line, score line and legend).
DM_LIMIT = 900
PANEL_LIMIT = 900
CATCHUP_LIMIT = 1600
CARD_LIMIT = 2400
#: The card's bullet before each seat's line (as before each of its other lines).
BULLET = "• "


def seat_labels(lang: str, loaded: LoadedGame) -> Callable[[int], str]:
    """A seat's name in a recap in ``lang``: the player (a mention, or the computer's name), then the
    seat's name on the board."""
    game, state, users = loaded.game, loaded.state, loaded.users

    def label(seat: int) -> str:
        user = users[seat] if 0 <= seat < len(users) else None
        where = board_text(lang, game.seat_label(state, seat))
        if user is None:
            return f"**{where}**"
        return t(lang, "recap-seat", name=seat_name(lang, user), seat=where)
    return label


async def since_last_turn(store: Store, loaded: LoadedGame, seat: int) -> Recap:
    """What the other seats did since ``seat`` last acted; an empty recap when the log cannot be read now
    (a recap is never worth failing a turn for)."""
    try:
        return await read_since_last_turn(store, loaded.id, seat)
    except StoreUnavailable:
        return Recap()


def since_text(lang: str, loaded: LoadedGame, recap: Recap, *, limit: int) -> str:
    """A recap under its heading ("Since your last turn:"), in ``lang``; "" for an empty one."""
    if not recap:
        return ""
    heading = t(lang, "recap-since-start-heading" if recap.since_start else "recap-since-heading",
                moves=recap.moves)
    body = recap_text(lang, recap, seat_labels(lang, loaded), limit=max(1, limit - len(heading) - 1))
    return f"{heading}\n{body}"


async def since_last_turn_text(store: Store, loaded: LoadedGame, seat: int, lang: str, *,
                               limit: int) -> str:
    """:func:`since_text` of what the others did since ``seat`` last acted, read from the log."""
    return since_text(lang, loaded, await since_last_turn(store, loaded, seat), limit=limit)


async def catch_up_text(store: Store, loaded: LoadedGame, seat: int, lang: str, *, limit: int) -> str:
    """What a catch-up says of one game for ``seat``: what the others did since its last turn, or that
    nothing happened since, or (the seat has not played yet and nobody else has either) that nothing has
    been played yet: never "since your last turn" before one's first."""
    recap = await since_last_turn(store, loaded, seat)
    return since_text(lang, loaded, recap, limit=limit) or t(
        lang, "recap-catchup-not-started" if recap.since_start else "recap-catchup-nothing")


async def last_round_lines(store: Store, loaded: LoadedGame, lang: str, *,
                           limit: int = CARD_LIMIT, through_turn: int | None = None,
                           since_turn: int | None = None) -> Sequence[str]:
    """The game card's lines about the last full round before the seat to play (the round that ended the
    game, on the final card): one bulleted line per seat (a seat's new turn after another seat's, a line
    of its own: the lines in the order played), the oldest moves left out first (a small line says how
    many). Empty when the log cannot be read now (the card shows the turn's lines)."""
    try:
        if since_turn is not None:  # a fold: the human's turn and the computers' after it
            recap = await read_turns(store, loaded.id, since_turn, through_turn)
        else:
            recap = await read_last_round(store, loaded.id, loaded.game.to_play(loaded.state),
                                          through_turn=through_turn)
    except StoreUnavailable:
        return ()
    head, groups = recap_lines(lang, recap, seat_labels(lang, loaded), limit=limit, prefix=BULLET)
    return (f"-# {head}", *groups) if head else groups


def plan_report_text(lang: str, payload: Mapping[str, Any], games: Mapping[str, Game],
                     record: GameRecord | None, *, limit: int = MAX_CONTENT) -> str:
    """What a plan did (``core.plans.Report``'s payload), in ``lang``: the decisions it played and where and
    why it stopped, then the link to the game's newest board (``record``: the game now, if it is still
    stored), within ``limit`` characters. The plan's DM says it (``bot/cogs/plan.py``), or the player's
    daily digest (``bot/cogs/digest.py``)."""
    game = games.get(str(payload.get("title", "")))
    title = text(lang, game.title) if game is not None else str(payload.get("title", ""))
    played = [str(line) for line in payload.get("played") or []]
    lines = [t(lang, "plan-report-title", game=title, count=len(played))]
    lines += [f"✓ {text(lang, decode_line(line))}" for line in played]
    reason = str(payload.get("reason", "done"))
    if reason != "done":
        words = " › ".join(text(lang, decode_line(str(word))) for word in payload.get("stopped_words") or [])
        lines.append(t(lang, f"plan-stopped-{reason}", step=int(payload.get("stopped_at") or 1),
                       move=words or "—"))
    if reason in ("illegal", "changed"):
        lines.append(t(lang, "plan-report-your-turn"))  # the rest of the turn is theirs to play
    tail = ""
    if record is not None and record.board_message_id is not None:
        # Where the game is now (the report stands for the turn DM it replaced).
        tail = "\n" + t(lang, "plan-report-board", link=jump_url(record.guild_id, record.channel_id,
                                                                 record.board_message_id))
    return clip("\n".join(lines), limit - len(tail)) + tail
