"""The announcer: what the channel and the players are told after a committed move, and when.

A move's announcement is stored with it (the outbox, ``core/service.py``); the announcer posts it: the
board (or, for a turn a later move overtook, a short post of its lines), then the notifications that go
with it, as the Discord-free plan decides them (:func:`core.notify.plan_board`): whom the board pings,
the turn DM with the hand in it, the other hands, the result DMs. Each post carries its announcement's
nonce, a post Discord failed for a passing reason leaves the announcement in the outbox for the periodic
work (:meth:`Announcer.deliver_pending`), and each announcement is marked delivered once posted. The live
board's first line (who is to move, until when) is rewritten here too when a clock stops or starts again
without a move.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import aiohttp
import discord

from bot import cards, messages, recaps, weblinks
from bot.host import Host
from bot.messages import clip
from core import logctx
from core.clocks import Bank, banks_now, discord_time, quiet_until
from core.computers import is_computer, is_former_player
from core.lines import decode_line, standin_once
from core.notify import BoardFacts, HeadsUp, NotificationPlan, SeatFacts, plan_board, seat_after
from core.service import GameBusy, LoadedGame, TurnResult
from rules.base import Msg
from store import ClockRow, GameRecord, SeatState, StoreUnavailable, UserSettings, parse_stamp, stamp

log = logging.getLogger(__name__)


#: An announcement whose board post failed for a passing reason is delivered by a later run of the periodic
#: work once it is this old (younger ones may still be on their way in another process).
DELIVERY_RETRY_AFTER = timedelta(seconds=60)


class DeliveryFailed(Exception):
    """A board post failed for a reason that may pass (Discord's 5xx or rate limit, the network): the
    announcement stays in the outbox, and the periodic work delivers it later."""


def transient(error: BaseException) -> bool:
    """Whether a failed Discord call may work when tried again (a server error, a rate limit, the network),
    as opposed to a refusal that will not change (a deleted channel, a missing permission)."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or error.status == 429
    return isinstance(error, aiohttp.ClientError | TimeoutError | OSError)


def announcement_nonce(game_id: int, version: int) -> str:
    """The nonce of an announcement's board post (Discord keeps it unique per author for a few minutes,
    with ``enforce_nonce``, which discord.py sets): a post tried again after a lost answer is not doubled."""
    return f"b{game_id}v{version}"


def private_changes(payload: Mapping[str, Any], players: int) -> set[int]:
    """The seats whose private view an announcement says changed (every seat at the start), other than
    the seat that acted (it saw its own in its panel)."""
    if payload.get("kind") == "start":
        return set(range(players))
    seat = payload.get("seat")
    return {int(s) for s in payload.get("changed_private") or [] if int(s) != seat and 0 <= int(s) < players}


def timeouts_of(payload: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [payload["timeout"]] if payload.get("timeout") else []


@dataclass(frozen=True)
class KeptCard:
    """The live board's card as the database keeps it: None for a board posted before cards."""

    card: cards.BoardCard | None


def kept_image(card: cards.BoardCard) -> dict[str, Any]:
    """What an edit of a card sends to keep its image: the attachment, by id (an edit's ``attachments``
    are all the message keeps)."""
    if card.image is None or card.attachment_id is None:
        return {}
    kept = [cards.KeptAttachment(card.attachment_id)]
    if card.chart is not None and card.chart_attachment_id is not None:
        kept.append(cards.KeptAttachment(card.chart_attachment_id))
    return {"attachments": kept}


def with_attachment_ids(card: cards.BoardCard, message: discord.Message | None) -> cards.BoardCard:
    """The card with the ids of the images its posted ``message`` shows (the board, then the chart)."""
    found = cards.attachment_ids_of(message)
    return replace(card, attachment_id=found[0] if found else None,
                   chart_attachment_id=found[1] if card.chart is not None and len(found) > 1 else None)


@dataclass(frozen=True)
class Waiting:
    """A line about what a game waits for, and whether its player is away or the stand-in has the seat."""

    text: Msg | str
    away: bool = False
    standin: bool = False




def banks_text(lang: str, loaded: LoadedGame, clock: ClockRow, now: datetime) -> str:
    """Every human seat's time bank at ``now`` by its seat's label: the waiting seat's what is left of it,
    running or paused (its player is away)."""
    game, state, users = loaded.game, loaded.state, loaded.users
    banks = []
    for seat, amount in enumerate(banks_now(clock, now)):
        if seat >= len(users) or is_computer(users[seat]):
            continue
        how = "" if seat != clock.seat else "paused" if clock.paused_at is not None else "running"
        banks.append(messages.Bank(game.seat_label(state, seat), amount, how))
    return messages.banks_line(lang, banks)


class Announcer:
    """Posts a game's announcements and sends the notifications that go with them (see the module)."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot

    async def post_board(self, loaded: LoadedGame, lines: Sequence[Msg | str], *,
                         title: Msg | str | None = None,
                         acting_user: int | None = None, hands: list[int] | None = None,
                         nonce: str | None = None, version: int | None = None,
                         fold_into: cards.BoardCard | None = None,
                         round_from: int | None = None, round_through: int | None = None,
                         round_since: int | None = None) -> None:
        """The game card after a completed turn (or the final card), and the notifications that go with it
        (:func:`core.notify.plan_board` decides them; see its module for the rules). ``acting_user``: who
        just played or pressed Start; ``hands``: seats whose private view changed; ``version``: the
        announcement's (the card tells the game up to it). The previous card loses its buttons: one live
        card per game. ``round_from``: the ``lines`` from there on are the turn's, and the card shows
        the last full round instead (every seat's turn since the seat now to move last moved, grouped by
        seat: ``bot/recaps.py``), the lines before it (a stand-in's notices) first; ``round_through``: the
        announced turn's number, where that round ends (later decisions may be in the log already);
        ``round_since``: a fold's, the human's turn the card told first (the round is from it on).

        A card posted while a computer is to play says it is thinking and has no image yet (posted at
        once, nothing rendered: the computer starts sooner); the computers' moves that follow are folded
        into it (``fold_into``, the live card as kept): one edit adds their lines, the image of the board
        now, whose turn it is and the buttons. An edit pings nobody, so a fold whose plan pings
        someone, or whose card is gone, is posted as a new card instead."""
        game, state, record = loaded.game, loaded.state, loaded.record
        lang = await self.bot.channel_lang(record.guild_id)
        over = game.is_over(state)
        thinking = not over and is_computer(loaded.to_play_user() or 0)
        if over:  # the final card: the board and, beside it, the score chart, drawn together
            image, chart = await asyncio.gather(
                self.bot.render_board(loaded, lines[-1] if lines else None, lang),
                self.bot.render_score_chart(loaded, lang))
        else:
            chart = None
            image = None if thinking and fold_into is None else \
                await self.bot.render_board(loaded, lines[-1] if lines else None, lang)
        waiting = Waiting("")
        turn_text = ""
        # A result the stand-in played a part of says so beside the outcome (a solo grade above all).
        standin_lines = await self.standin_part_lines(loaded, lang) if over else []
        if not over:
            turn_text, waiting = await self.turn_line(loaded, lang)
        plan = plan_board(await self.board_facts(loaded, waiting, acting_user, hands or []))
        shown: Sequence[Msg | str] = lines
        last_round: Sequence[str] = ()
        if round_from is not None:
            last_round = await recaps.last_round_lines(self.bot.store, loaded, lang,
                                                       through_turn=round_through, since_turn=round_since)
            if last_round:
                shown = lines[:round_from]
        if chart is not None and image is None:
            chart = None  # the chart stands beside the board, never alone
        since = fold_into.since_turn if fold_into is not None else round_through
        pages = await weblinks.game_page(self.bot, record)  # the server's pages on: the card links the game's
        card, buttons = cards.game_card(cards.TurnCard(
            lang=lang, game=game, state=state, users=loaded.users, game_id=record.id, turn=loaded.turn,
            lines=shown, last_round=last_round, title=title, waiting=turn_text,
            image=image.filename if image is not None else None,
            chart=chart.filename if chart is not None else None,
            standin_lines=standin_lines,
            pings=plan.pings if over else (), hints=await self.hint_counts(loaded),
            with_hand=not over and self.bot.has_private_info(loaded),
            through=record.version if version is None else version, awaits_computer=thinking,
            since_turn=since, web_url=pages[0] if pages is not None else None))
        if chart is not None:
            chart.description = card.chart_alt
        if fold_into is not None and not plan.pings:
            whole = cards.folded_card(card, fold_into, with_last_round=bool(last_round))
            folded = await self.fold_board(loaded, whole, buttons, image, fold_into, chart)
            if folded is not None:
                await self.carry_out(loaded, plan, folded, waiting, lang)
                return
        kwargs: dict[str, Any] = {}
        if image is not None:
            image.description = card.alt
            kwargs["files"] = [image, chart] if chart is not None else [image]
        previous_board = record.board_message_id
        previous = await self.kept_card(record) if previous_board is not None else None
        message = await self.bot.post(record, required=True,
                                      nonce=nonce or announcement_nonce(record.id, record.version),
                                      view=card.layout(buttons),
                                      allowed_mentions=discord.AllowedMentions(
                                          everyone=False, roles=False,
                                          users=[discord.Object(user) for user in plan.pings] or False),
                                      **kwargs)
        if message is not None:
            card = with_attachment_ids(card, message)
            try:
                await self.bot.store.set_board_message(record.id, message.id, card.to_json())
            except StoreUnavailable as error:
                log.warning("game %d: board message id not saved (%s)", record.id, error)
            if previous_board is not None and previous_board != message.id and previous is not None:
                await self.retire_board(record, previous_board, previous.card)
        await self.carry_out(loaded, plan, message, waiting, lang)

    async def fold_board(self, loaded: LoadedGame, card: cards.BoardCard,
                         buttons: Sequence[discord.ui.Item[Any]], image: discord.File | None,
                         kept: cards.BoardCard, chart: discord.File | None = None) -> discord.Message | None:
        """Edit the live card (``kept``, posted while a computer was to play) into ``card``: the new image
        uploaded in the same edit (or the one it had, kept by id, when none could be drawn). The edited
        message; None when the card is gone or may not be edited (a new card is posted instead). Raises
        :class:`DeliveryFailed` for a failure that may pass: the announcements stay in the outbox."""
        record = loaded.record
        if record.board_message_id is None:
            return None
        kwargs: dict[str, Any]
        if image is not None:
            image.description = card.alt
            kwargs = {"attachments": [image, chart] if chart is not None else [image]}
        else:
            card = replace(card, image=kept.image, alt=kept.alt, attachment_id=kept.attachment_id,
                           chart=None, chart_alt="")
            kwargs = kept_image(kept)
        message = self.bot.channel_of(record).get_partial_message(record.board_message_id)
        try:
            edited = await message.edit(view=card.layout(buttons),
                                        allowed_mentions=discord.AllowedMentions.none(), **kwargs)
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            log.warning("game %d: live card %d not edited (%s)", record.id, record.board_message_id,
                        type(error).__name__)
            if transient(error):
                raise DeliveryFailed(f"game {record.id}: {type(error).__name__}") from error
            return None
        if image is not None:
            card = with_attachment_ids(card, edited)
        try:
            await self.bot.store.set_board_message(record.id, edited.id, card.to_json())
        except StoreUnavailable as error:
            # The announcements stay undelivered: told again, the same edit is made again.
            raise DeliveryFailed(f"game {record.id}: the folded card not kept ({error})") from error
        return edited

    async def kept_card(self, record: GameRecord) -> KeptCard | None:
        """The live board's card as kept with its message id (None: it could not be read now)."""
        try:
            kept = await self.bot.store.board_card(record.id)
        except StoreUnavailable as error:
            log.warning("game %d: the live board's card unreadable (%s); it keeps its buttons", record.id,
                        error)
            return None
        card = cards.BoardCard.from_json(kept)
        if kept is not None and card is None:
            log.warning("game %d: the live board's card is not readable; it keeps its buttons", record.id)
            return None
        return KeptCard(card)

    async def board_facts(self, loaded: LoadedGame, waiting: Waiting, acting_user: int | None,
                          changed: Sequence[int]) -> BoardFacts:
        """What the plan needs to know, read only where it matters: the settings of the player to move,
        or at the end of every player; whether the players a DM may go to chose the daily digest; and for
        the seat after the one to move, if its player asked for a heads-up, whether one may go now (their
        quiet hours, time away, a seat the stand-in keeps, closed DMs)."""
        game, state = loaded.game, loaded.state
        over = game.is_over(state)
        mover = game.to_play(state)
        after = None if over or mover is None else seat_after(len(loaded.users), mover,
                                                              loaded.view(None).get("turn_order"))
        now = self.bot.clock()
        seats = []
        states: list[SeatState] | None = None  # the seats' stand-in states, read once when needed

        async def seat_states() -> list[SeatState]:
            nonlocal states
            if states is None:
                states = await self.bot.store.seat_states(loaded.id)
            return states
        for seat, user in enumerate(loaded.users):
            human = not is_computer(user)
            concerned = human and (over or seat == mover)
            read = human and (concerned or seat in changed or seat == after)
            settings = await self.settings_of(user) if read else UserSettings()
            headsup = (human and seat == after and seat != mover and settings.headsup
                       and settings.digest_hour is None)
            quiet = away = False
            if headsup:
                quiet = quiet_until(now, settings.quiet_start, settings.quiet_end,
                                    settings.timezone) is not None
                held = await seat_states()
                away = (bool(await self.bot.store.away_until([user], stamp(now)))
                        or (seat < len(held) and held[seat].standin))
            seats.append(SeatFacts(
                seat, user, computer=not human, has_private=bool(loaded.private(seat)),
                wants_dms=settings.turn_reminders if concerned else True,
                dms_closed=(await self.bot.store.dm_closed(loaded.id, user)
                            if (concerned and not over) or headsup else False),
                last_acted=await self.last_acted(loaded, seat, seat_states) if concerned else None,
                digest=settings.digest_hour is not None, headsup=headsup, quiet=quiet, away=away))
        return BoardFacts(seats, over=over, to_play=mover, acting_user=acting_user, away=waiting.away,
                          standin=waiting.standin, changed=tuple(changed), now=self.bot.clock(),
                          next_seat=after)

    async def last_acted(self, loaded: LoadedGame, seat: int,
                         seat_states: Callable[[], Awaitable[list[SeatState]]]) -> datetime | None:
        """When the seat's player last made a decision of their own in this game (no turn DM
        to a player still at the table); None when the stand-in played their last turn (its moves are
        logged for the seat too), or when it cannot be read (the DM then goes, as ever)."""
        try:
            states = await seat_states()
            if seat < len(states) and (states[seat].timeouts_in_row or states[seat].standin):
                return None
            return parse_stamp(await self.bot.store.last_action_at(loaded.id, seat))
        except StoreUnavailable as error:
            log.warning("game %d: last action unreadable (%s); the turn DM goes", loaded.id, error)
            return None

    async def settings_of(self, user_id: int) -> UserSettings:
        """A player's settings for the notification plan; the defaults when the database cannot say (the
        turn DM goes, as before the settings existed)."""
        try:
            return await self.bot.store.user_settings(user_id)
        except StoreUnavailable as error:
            log.warning("settings of a player unreadable (%s); the defaults apply", error)
            return UserSettings()

    async def hint_counts(self, loaded: LoadedGame) -> list[int] | None:
        """The hints each seat's player received, for the card; None when the table does not
        allow hints (nothing read then). A database that cannot answer shows none rather than hold the
        card."""
        if not loaded.record.hints:
            return None
        counts = [0] * len(loaded.users)
        try:
            for seat in await self.bot.store.seat_states(loaded.id):
                if seat.seat < len(counts):
                    counts[seat.seat] = seat.hints_used
        except StoreUnavailable as error:
            log.warning("game %d: hint counts unreadable (%s)", loaded.id, error)
        return counts

    async def carry_out(self, loaded: LoadedGame, plan: NotificationPlan, board: discord.Message | None,
                        waiting: Waiting, lang: str) -> None:
        """Send what ``plan`` says after the board ``board`` (None: it could not be posted)."""
        game, state, record = loaded.game, loaded.state, loaded.record
        hands = list(plan.hand_dms)
        turn_dm = plan.turn_dm
        if turn_dm is not None and await self.plan_waits(loaded, turn_dm.seat, turn_dm.user):
            # Their plan plays now, and its report (bot/cogs/plan.py) tells them what it did and whether
            # the rest of the turn is theirs: that DM, not this one.
            if turn_dm.hand_changed:
                hands.append(turn_dm.seat)
            turn_dm = None
        if turn_dm is not None and board is None:
            if turn_dm.hand_changed:
                hands.append(turn_dm.seat)  # no board to link: the hand still goes
        elif turn_dm is not None:
            dm_lang = await self.bot.dm_lang(turn_dm.user, record.guild_id)
            # What the others did since this player last acted, under the board's link.
            since = await recaps.since_last_turn_text(self.bot.store, loaded, turn_dm.seat, dm_lang,
                                                      limit=recaps.DM_LIMIT)
            dm: dict[str, Any] = {}
            # A player who reads boards as text gets the hand and the board in words, and no image.
            as_text = await self.bot.text_only(turn_dm.user)
            if turn_dm.with_hand and not as_text:
                image = await self.bot.render_hand(loaded, turn_dm.seat, dm_lang)
                if image is not None:
                    dm["file"] = image
            if record.hints and game.spec.capabilities.determinize:
                # The coach's Hint button: pressed here, the hint comes in this DM.
                dm["view"] = messages.hint_view(dm_lang, record.id)
            told = messages.TurnDm(
                dm_lang, game.title, record.guild_id, record.channel_id, board.id, waiting=waiting.text,
                since=since, private=game.private_text(state, turn_dm.seat) if turn_dm.with_hand else None,
                hand_alt=game.hand_alt(loaded.view(turn_dm.seat)) if turn_dm.with_hand and as_text else None,
                board_alt=game.board_alt(loaded.view(None)) if as_text else None)
            if not await self.bot.dm_or_note(loaded, turn_dm.user, kind="turn",
                                             content=messages.turn_dm(told), **dm):
                await self.bot.post(record,
                                    content=messages.your_turn_short(lang, turn_dm.user, game.title),
                                    allowed_mentions=discord.AllowedMentions(
                                        users=[discord.Object(turn_dm.user)]))
        if plan.headsup is not None and board is not None:
            await self.send_headsup(loaded, plan.headsup, board)
        await self.send_private_views(loaded, hands)
        if game.is_over(state):
            log.info("game %d finished", record.id)
            if board is None:
                return
            for user in plan.result_dms:
                dm_lang = await self.bot.dm_lang(user, record.guild_id)
                # The result a stand-in finished says so here too, as on the card and in the history.
                said = messages.result_dm(dm_lang, game.title, record.guild_id, record.channel_id, board.id,
                                          game.outcome_text(state),
                                          await self.standin_part_lines(loaded, dm_lang))
                await self.bot.send_dm(user, kind="result", content=said)

    async def send_headsup(self, loaded: LoadedGame, headsup: HeadsUp, board: discord.Message) -> None:
        """The heads-up DM: the player before ``headsup.user`` started their turn. Claimed in
        the database first, so it goes once a turn whichever process delivers the board, and never again
        after a restart (a claim whose DM then failed is not tried again: by then it would be late)."""
        record = loaded.record
        try:
            if not await self.bot.store.claim_headsup(record.id, loaded.turn):
                return
        except StoreUnavailable as error:
            log.warning("game %d: heads-up not sent (%s)", record.id, error)
            return
        lang = await self.bot.dm_lang(headsup.user, record.guild_id)
        mover = recaps.seat_labels(lang, loaded)(headsup.mover)
        content = messages.headsup_dm(lang, mover, loaded.game.title, record.guild_id, record.channel_id,
                                      board.id)
        await self.bot.send_dm(headsup.user, kind="headsup", content=content,
                               allowed_mentions=discord.AllowedMentions.none())

    async def standin_part_lines(self, loaded: LoadedGame, lang: str) -> list[str]:
        """For a finished game, one line per player the stand-in made decisions for: wherever the result
        (a solo player's grade above all) is shown, it says it is not all theirs; a seat the stand-in held
        at the end says who finished it and that its result counts as a loss for its player (the history
        says the same: ``core/ratings.py``)."""
        if loaded.record.status != "finished":
            return []
        return messages.standin_lines(lang, [(seat.user_id, seat.standin, seat.standin_moves)
                                             for seat in await self.bot.store.seat_states(loaded.id)
                                             if (seat.standin_moves or seat.standin)
                                             and not is_computer(seat.user_id)])

    async def turn_line(self, loaded: LoadedGame, lang: str) -> tuple[str, Waiting]:
        """The live board's first line while a game is in play, in ``lang``: who is to move and until
        when (or that they are away, or that the stand-in or a computer plays), and what it waits for;
        in a game with time banks, every seat's bank under it, small."""
        line, waiting = await self._turn_line(loaded, lang)
        banks = await self.banks_line(loaded, lang)
        return (f"{line}\n-# {banks}" if banks else line), waiting

    async def banks_line(self, loaded: LoadedGame, lang: str) -> str:
        """A game with time banks in play: each human seat's bank now ("" for any other game)."""
        if Bank.of(loaded.record) is None or loaded.record.status != "active":
            return ""
        clock = await self.bot.store.get_clock(loaded.id)
        if clock is None or clock.banks is None:
            return ""
        return banks_text(lang, loaded, clock, self.bot.clock())

    async def _turn_line(self, loaded: LoadedGame, lang: str) -> tuple[str, Waiting]:
        game, state = loaded.game, loaded.state
        next_user = loaded.to_play_user()
        waiting = await self.waiting_text(loaded)
        return messages.next_line(lang, next_user, game.seat_label(state, game.to_play(state)), waiting.text,
                                  standin=waiting.standin), waiting

    async def refresh_board_text(self, record: GameRecord) -> None:
        """Rewrite the live card's waiting line (its image, lines and buttons stay) after the deadline it
        shows changed without a move: the player went away (their clock stopped) or came back (it runs
        again, with a later deadline). Nothing is pinged by an edit. A card is edited by sending all of
        it again, from the words kept with its message id."""
        record = await self.bot.record_by_id(record.id)
        if record.status != "active" or record.board_message_id is None:
            return
        kept = await self.kept_card(record)
        if kept is None:
            return
        loaded = await self.bot.service.load(record)
        lang = await self.bot.channel_lang(record.guild_id)
        content, _ = await self.turn_line(loaded, lang)
        message = self.bot.channel_of(record).get_partial_message(record.board_message_id)
        try:
            if kept.card is None:  # a board posted before cards: its first line is its content
                await message.edit(content=clip(content, messages.MAX_CONTENT),
                                   allowed_mentions=discord.AllowedMentions.none())
                return
            buttons = cards.board_buttons(lang, record.id, loaded.turn,
                                          with_hand=self.bot.has_private_info(loaded))
            await message.edit(view=replace(kept.card, waiting=content).layout(buttons),
                               allowed_mentions=discord.AllowedMentions.none(), **kept_image(kept.card))
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            log.info("game %d: live board not updated (%s)", record.id, type(error).__name__)

    async def retire_board(self, record: GameRecord, message_id: int, card: cards.BoardCard | None) -> None:
        """Take the buttons and the waiting line off an older card (its image and what happened stay, as
        history), in one edit that sends the card again with its image kept by id; a board posted before
        cards (``card`` None) loses its buttons and its first line."""
        message = self.bot.channel_of(record).get_partial_message(message_id)
        try:
            if card is None:
                await message.edit(content=None, view=None)
            else:
                await message.edit(view=card.retired().layout(),
                                   allowed_mentions=discord.AllowedMentions.none(), **kept_image(card))
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            log.info("game %d: old board %d not edited (%s)", record.id, message_id, type(error).__name__)

    async def waiting_text(self, loaded: LoadedGame) -> Waiting:
        """What the game waits for, for the board post and ``/game status``: the deadline (a Discord
        timestamp every client shows in its own time zone), "away until", or the stand-in's seat."""
        seat = loaded.game.to_play(loaded.state)
        user = loaded.user_at(seat)
        if seat is None or user is None or loaded.record.status != "active":
            return Waiting("")
        states = await self.bot.store.seat_states(loaded.id)
        if seat < len(states) and states[seat].standin:
            if is_former_player(user):
                return Waiting(Msg("privacy-waiting-standin"), standin=True)
            return Waiting(Msg("bot-waiting-standin", user=f"<@{user}>"), standin=True)
        away = await self.bot.store.away_until([user], stamp(self.bot.clock()))
        if away:
            return Waiting(Msg("bot-waiting-away", user=f"<@{user}>", until=discord_time(away[user], "f")),
                           away=True)
        clock = await self.bot.store.get_clock(loaded.id)
        if clock is None or clock.seat != seat or not clock.deadline:
            return Waiting("")
        key = "bot-waiting-deadline" if clock.banks is None else "bank-waiting-deadline"
        return Waiting(Msg(key, relative=discord_time(clock.deadline),
                           moment=discord_time(clock.deadline, "f")))

    async def plan_waits(self, loaded: LoadedGame, seat: int, user: int) -> bool:
        """Whether ``user``'s plan of ``seat`` waits to be played (read only where a turn DM is due)."""
        if not loaded.game.spec.capabilities.plans:
            return False
        try:
            plan = await self.bot.store.plan_of(loaded.id, seat)
        except StoreUnavailable:
            return False
        return plan is not None and plan.user_id == user

    async def send_private_views(self, loaded: LoadedGame, seats: list[int]) -> None:
        """DM each seat its private view with its hand image, or its hand in words for a player who reads
        boards as text (closed DMs: see :meth:`dm_or_note`)."""
        for seat in seats:
            if is_computer(loaded.users[seat]) or not loaded.private(seat):
                continue
            settings = await self.settings_of(loaded.users[seat])
            if settings.digest_hour is not None:
                continue  # the daily digest: nothing per turn; their hand is in their panel
            lang = await self.bot.dm_lang(loaded.users[seat], loaded.record.guild_id)
            content = messages.private_view(lang, loaded.game.title, loaded.record.channel_id,
                                            loaded.game.private_text(loaded.state, seat))
            kwargs: dict[str, Any] = {}
            if settings.text_only:
                content += "\n" + messages.alt_words(lang, loaded.game.hand_alt(loaded.view(seat)))
            else:
                image = await self.bot.render_hand(loaded, seat, lang)
                if image is not None:
                    kwargs["file"] = image
            if messages.plannable(loaded, seat):  # while another decides, the player may plan their next turn
                kwargs["view"] = messages.plan_view(lang, loaded.id, in_dm=True)
            await self.bot.dm_or_note(loaded, loaded.users[seat], kind="hand",
                                      content=clip(content, messages.MAX_CONTENT),
                                      **kwargs)

    async def open_dm_channels_ahead(self, loaded: LoadedGame) -> None:
        """Once a game has started (its first board posted), open the DM channels the bot never opened of
        the players who may get a turn DM (every human of a table of several who did not turn reminders
        off): each channel is opened once ever and kept, and opening it here keeps a player's first turn
        as cheap in Discord calls as every later one."""
        humans = [user for user in dict.fromkeys(loaded.users) if not is_computer(user)]
        if len(set(loaded.users)) < 2:
            return  # a solo player is never reminded
        await self.bot.open_dm_channels([user for user in humans if await self.wants_reminders(user)])

    async def wants_reminders(self, user_id: int) -> bool:
        try:
            return await self.bot.store.turn_reminders(user_id)
        except StoreUnavailable as error:
            log.warning("reminder setting unreadable (%s); sending the reminder", error)
            return True

    async def announce(self, result: TurnResult) -> None:
        """Everything sent after a committed action (the interaction itself is answered by the caller):
        the game's undelivered announcements, in order (:meth:`deliver_in_order`), then the mark that they
        were delivered. A board post that failed for a passing reason leaves them in the outbox for the
        periodic work (:meth:`deliver_pending`); the game goes on meanwhile. A computer's move that
        another computer's follows waits for it (:meth:`deliver_in_order`, ``fresh``)."""
        payload = result.announcement()
        if payload is None:
            return
        after = result.after
        with logctx.game(after.id, guild=after.record.guild_id, channel=after.record.channel_id):
            earlier = [(pending.version, pending.payload)
                       for pending in await self.bot.store.pending_announcements(game_id=after.id)
                       if pending.version < after.version]
            try:
                await self.deliver_in_order(after, [*earlier, (after.version, payload)], fresh=True)
            except DeliveryFailed as error:
                log.warning("game %d: announcement not delivered yet (%s); the periodic work tries again",
                            after.id, error)
            await self.hand_to_standin_if_due(after)

    async def deliver_in_order(self, after: LoadedGame,
                               announcements: Sequence[tuple[int, Mapping[str, Any]]], *,
                               fresh: bool = False) -> None:
        """Deliver a game's undelivered announcements, oldest first, each marked delivered once posted.
        All but the newest were overtaken by later moves: each becomes a short post of its own lines
        (:meth:`post_late`, no image, no buttons, nobody pinged), so every turn is told once, in order;
        the newest is the live board, and the private views any of them changed go out with it. Each post
        carries its announcement's nonce: one whose answer was lost is not made twice. Raises
        :class:`DeliveryFailed` at the first post that failed for a passing reason (the rest waits).

        Computers' turns after a card posted while a computer was to play fold into that card instead
        (:meth:`fold`): one edit for the whole run, made when a human is to play again or the game is over.
        ``fresh`` (the move was just made): while another computer is still to play, they wait in the
        outbox for its move; if that move never comes (a crash, a broken pool), the periodic work folds
        them once they are :data:`DELIVERY_RETRY_AFTER` old, and a start folds them at once."""
        live = await self.live_card(after.record)
        if live is not None and live.through is not None:
            # Those the live card tells already (a crash came between its post or edit and their marks).
            for version, _ in announcements:
                if version <= live.through:
                    await self.mark_delivered(after.id, version)
            announcements = [(version, payload) for version, payload in announcements
                             if version > live.through]
        if not announcements:
            return
        if live is not None and await self.fold(after, live, announcements, fresh=fresh):
            return
        hands: set[int] = set()
        for version, payload in announcements[:-1]:
            await self.post_late(after, version, payload)
            await self.mark_delivered(after.id, version)
            await self.tell_handover(after, timeouts_of(payload))
            hands |= private_changes(payload, len(after.users))
        version, payload = announcements[-1]
        await self.deliver(after, payload, version=version, more_hands=hands)
        await self.mark_delivered(after.id, version)

    async def live_card(self, record: GameRecord) -> cards.BoardCard | None:
        """The live card's kept words, when there is one and they can be read."""
        if record.board_message_id is None:
            return None
        kept = await self.kept_card(record)
        return kept.card if kept is not None else None

    async def fold(self, after: LoadedGame, card: cards.BoardCard,
                   untold: Sequence[tuple[int, Mapping[str, Any]]], *, fresh: bool) -> bool:
        """Fold completed turns into the live card (``card``) when it was posted while a computer was to
        play (its kept words say so): their lines added, the board now, one edit. True when the
        announcements are taken care of (folded, or left to wait for the next computer's move); False when
        they are delivered as ever (not such a card, or one of them is not a completed turn)."""
        if not card.awaits_computer:
            return False
        if not all(payload.get("kind") == "turn" and payload.get("turn_completed") for _, payload in untold):
            return False
        game = after.game
        if fresh and not game.is_over(after.state) and is_computer(after.to_play_user() or 0):
            return True  # the next computer's move folds them with its own
        notices: list[Msg | str] = []
        lines: list[Msg | str] = []
        hands: set[int] = set()
        for _, payload in untold:
            notices += self.notices(payload)
            lines += standin_once(decode_line(str(line)) for line in payload.get("turn_lines") or [])
            hands |= private_changes(payload, len(after.users))
        version, payload = untold[-1]
        # The card tells the human's turn (the one it told first, kept with it; else the one before the
        # first folded) and the computers' after it.
        first = untold[0][1].get("turn")
        since = card.since_turn if card.since_turn is not None else \
            first - 1 if isinstance(first, int) and first > 0 else None
        await self.post_board(after, [*notices, *lines], acting_user=payload.get("acting_user"),
                              hands=sorted(hands), nonce=announcement_nonce(after.id, version),
                              version=version, fold_into=card, round_from=len(notices),
                              round_through=payload.get("turn"),
                              round_since=since)
        for version, payload in untold:
            await self.mark_delivered(after.id, version)
            await self.tell_handover(after, timeouts_of(payload))
        return True

    async def post_late(self, after: LoadedGame, version: int, payload: Mapping[str, Any]) -> None:
        """An announcement a later move overtook before it could be posted: its lines, as they were, in a
        card of their own (no image, no buttons, nobody pinged)."""
        lang = await self.bot.channel_lang(after.record.guild_id)
        lines: list[Msg | str] = list(self.notices(payload))
        if payload.get("kind") == "start":
            lines.insert(0, Msg("bot-game-begins", players=len(after.users)))
        lines += standin_once(decode_line(str(line)) for line in payload.get("turn_lines") or [])
        if not lines:
            return
        card = cards.text_card(messages.late_title(lang, after.game.title),
                               cards.happened_text(lang, lines))
        await self.bot.post(after.record, required=True, nonce=announcement_nonce(after.id, version),
                            view=card, allowed_mentions=discord.AllowedMentions.none())

    @staticmethod
    def notices(payload: Mapping[str, Any]) -> list[Msg]:
        """The lines an announcement starts with: a time-out the stand-in played, and a seat it keeps."""
        notices = []
        for timeout in timeouts_of(payload):
            user = f"<@{int(timeout['user'])}>"
            notices.append(Msg("bot-timeout-standin-played", user=user))
            if timeout.get("handed"):
                notices.append(Msg("bot-handover-post", user=user, count=int(timeout.get("count") or 1)))
        return notices

    async def hand_to_standin_if_due(self, loaded: LoadedGame) -> None:
        """If the seat to play next is played by the stand-in, let it play as soon as this move's lock
        is released (a task, since the caller holds the lock)."""
        seat = loaded.game.to_play(loaded.state)
        if seat is None:
            if loaded.game.spec.capabilities.plans:
                await self.bot.store.drop_plans(loaded.id)  # over: no turn comes for a plan left
            # Over: no seat changes hands any more (an offer still open is closed).
            await self.bot.store.close_handovers(loaded.id, stamp(self.bot.clock()))
            return
        user = loaded.user_at(seat)
        if user is not None and is_computer(user):
            self.bot.computers.schedule(loaded.id)
            return
        states = await self.bot.store.seat_states(loaded.id)
        if seat < len(states) and states[seat].standin:
            self.bot.background(self.bot.computers.play_standin_seat(loaded.id))
        elif await self.bot.computers.wants_player_turn(loaded):  # their plan, or a decision with one answer
            self.bot.computers.schedule(loaded.id)

    async def deliver(self, after: LoadedGame, payload: Mapping[str, Any], *, version: int | None = None,
                      more_hands: set[int] | None = None) -> None:
        """Post what an outbox announcement (of ``version``, by default the game's) says about ``after``
        (the game now); ``more_hands``: seats whose private view earlier overtaken announcements changed.
        Raises :class:`DeliveryFailed` when the board could not be posted for a passing reason."""
        version = after.version if version is None else version
        if payload.get("kind") == "left":
            await self.tell_left(after.record, payload, version, after)
            return
        timeouts = timeouts_of(payload)
        notices = self.notices(payload)
        if payload.get("kind") == "start":
            count = len(after.users)
            lines = standin_once(decode_line(str(line)) for line in payload.get("turn_lines") or [])
            await self.post_board(after, [Msg("bot-game-begins", players=count), *notices, *lines],
                                  title=Msg("bot-game-begins-title", game=after.game.title),
                                  acting_user=after.record.creator_id, hands=list(range(count)),
                                  nonce=announcement_nonce(after.id, version), version=version)
            await self.tell_handover(after, timeouts)
            await self.open_dm_channels_ahead(after)
            return
        seat = int(payload.get("seat", -1))
        # The player who acted saw their new private view in their panel (a card drawn is named there):
        # no DM for it. Their next reminder carries it.
        changed = sorted(private_changes(payload, len(after.users)) | (more_hands or set()))
        if payload.get("turn_completed"):
            lines = standin_once(decode_line(str(line)) for line in payload.get("turn_lines") or [])
            await self.post_board(after, [*notices, *lines], acting_user=payload.get("acting_user"),
                                  hands=changed, nonce=announcement_nonce(after.id, version), version=version,
                                  round_from=len(notices), round_through=payload.get("turn"))
            await self.tell_handover(after, timeouts)
            return
        if after.game.to_play(after.state) not in (None, seat):
            # Another seat decides inside the same turn: point them at the board's button.
            other = after.to_play_user()
            lang = await self.bot.channel_lang(after.record.guild_id)
            mention = [other] if other is not None and not is_computer(other) else []
            seat_label = after.game.seat_label(after.state, after.game.to_play(after.state))
            said = messages.decision_for_you(lang, notices, mention[0] if mention else None, seat_label)
            if said:
                await self.bot.post(after.record, required=True, nonce=announcement_nonce(after.id, version),
                                content=said,
                                allowed_mentions=discord.AllowedMentions(
                                    users=[discord.Object(user) for user in mention] or False))
            await self.tell_handover(after, timeouts)
        # Hands are compared over the whole turn, so each player gets at most one DM per turn.
        if changed:
            await self.send_private_views(after, changed)

    async def tell_handover(self, after: LoadedGame, timeouts: Sequence[Mapping[str, Any]]) -> None:
        """DM each player whose seat the stand-in keeps from now on (they are told once, with the post
        that says so)."""
        for timeout in timeouts:
            if not timeout.get("handed"):
                continue
            user = int(timeout["user"])
            dm_lang = await self.bot.dm_lang(user, after.record.guild_id)
            await self.bot.send_dm(user, kind="handover", content=messages.handover_dm(
                dm_lang, int(timeout.get("count") or 1), after.game.title, after.record.channel_id))

    async def tell_left(self, record: GameRecord, payload: Mapping[str, Any], version: int,
                        loaded: LoadedGame | None = None) -> None:
        """A player had their data removed (``core/privacy.py``): the channel is told what became
        of the game (the stand-in keeps their seat, the game ended, they left the lobby or it closed)."""
        lang = await self.bot.channel_lang(record.guild_id)
        standin = payload.get("standin") and loaded is not None
        words = messages.left_post(
            lang, self.bot.game_of(record).title, lobby=payload.get("status") == "lobby",
            closed=bool(payload.get("closed")),
            standin_seat=loaded.game.seat_label(loaded.state, int(payload.get("seat", 0)))
            if standin and loaded is not None else None)
        await self.bot.post(record, required=True, nonce=announcement_nonce(record.id, version),
                            content=words,
                            allowed_mentions=discord.AllowedMentions.none())
        if payload.get("status") == "lobby":
            await self.bot.lobbies.refresh(record)

    async def mark_delivered(self, game_id: int, version: int) -> None:
        try:
            await self.bot.store.mark_delivered(game_id, version)
            log.debug("game %d: announcement of version %d delivered", game_id, version)
        except StoreUnavailable as error:
            # Delivered but not marked: the next start posts it again, which beats never posting it.
            log.warning("game %d: announcement not marked delivered (%s)", game_id, error)

    async def deliver_pending(self, *, at_start: bool = False) -> None:
        """Deliver the announcements left undelivered: at start-up (``at_start``) those a crash cut off,
        in each run of the periodic work those whose board post failed (older than
        :data:`DELIVERY_RETRY_AFTER`, so one still on its way in another process is left to it). A game's
        undelivered announcements go out in order (:meth:`deliver_in_order`), about the game as it is."""
        before = None if at_start else stamp(self.bot.clock() - DELIVERY_RETRY_AFTER)
        try:
            pending = await self.bot.store.pending_announcements(self.bot.work_shards, created_before=before)
        except StoreUnavailable as error:
            log.error("cannot read the outbox: %s", error)
            return
        for game_id in dict.fromkeys(announcement.game_id for announcement in pending):
            await self.deliver_pending_of(game_id, at_start=at_start)

    async def deliver_pending_of(self, game_id: int, *, at_start: bool = False) -> None:
        """Deliver one game's undelivered announcements (see :meth:`deliver_pending`), its ids on the log's
        lines; a player's leaving is told even of a game that ended or a lobby."""
        with logctx.game(game_id):
            await self._deliver_pending_of(game_id, at_start)

    async def _deliver_pending_of(self, game_id: int, at_start: bool) -> None:
        try:
            async with self.bot.service.locked(game_id):
                # Read again under the lock: a move made meanwhile may have delivered them.
                rows = await self.bot.store.pending_announcements(game_id=game_id)
                if not rows:
                    return
                read = await self.bot.store.game_to_play(game_id)  # row, seats and log tip: one hand-off
                record = None if read is None else read[0]
                if record is not None:  # (the caller's scope undoes it)
                    logctx.bind(guild=record.guild_id, channel=record.channel_id)
                if record is not None and record.status not in ("active", "finished") and not record.damaged:
                    for row in rows:
                        if row.payload.get("kind") == "left":
                            await self.tell_left(record, row.payload, row.version)
                    await self.mark_delivered(game_id, max(row.version for row in rows))
                elif read is not None and record is not None and record.status in ("active", "finished") \
                        and not record.damaged:
                    loaded = await self.bot.service.load(record, read=(read[1], read[2]))
                    if any(row.payload.get("kind") == "start" for row in rows):
                        await self.bot.lobbies.refresh(record)
                    await self.deliver_in_order(loaded, [(row.version, row.payload) for row in rows])
                    log.info("game %d: delivered an announcement left over from %s", game_id,
                             "before a restart" if at_start else "a failed post")
                else:
                    await self.mark_delivered(game_id, max(row.version for row in rows))
        except DeliveryFailed as error:
            log.warning("game %d: announcement still not delivered (%s)", game_id, error)
        except GameBusy:
            return  # a move is being made: it delivers them, or the next run does
        except Exception:
            log.exception("game %d: a left-over announcement could not be delivered", game_id)

