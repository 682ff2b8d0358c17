"""Handing a seat over: ``/game handover member: [seat:]`` and the offer's buttons (Accept and Refuse for
the member named, Agree for the table's players), with its posts and DMs. The rules are
``core/handover.py``'s; this room parses, asks the service and tells.

What is told, where, and once (each a step of the offer's flow, ``FLOW_HANDOVER``, written by the change's
own transaction): the offer (a card naming the member, with its two buttons) or the table's proposal (a card
with Agree) in the game's channel; once accepted, the channel's post that the member plays on (never the
hand), the hand by DM to the new holder only (only while the seat is still theirs), and to one whom the
table replaced a DM that their seat is now someone else's; an offer run out is said in the channel. The hand
never goes to the channel: a new holder whose DMs are closed is told there to press "Show my hand".

When the game ends (finished, cancelled, ended by vote), its open offers are closed by the transaction that
ends it (``store.sql.handover.close_offers_statement``; a game's last move closes them when it is announced),
and the database refuses to accept one whose game is not in play: a press after the end edits the offer's
card to say the game is over, without its buttons.

Presses come from the game's channel only (the router's owner check: ``Owner.GAME``), so the member who
accepts does so in the game's server; the service refuses anyone else's press of Accept or Refuse.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import cards, ids, messages
from bot.commands import cs
from bot.flows import dm_once, post_once
from bot.host import Host
from bot.ids import ParsedId
from bot.rooms import Answer, Component, GameCog, Owner, in_server
from core.clocks import discord_time
from core.computers import is_computer, is_former_player
from core.flows import Flow
from core.handover import OFFER_HOURS, Handovers, majority, table_voters
from core.service import LoadedGame, PlayerError
from i18n import t
from rules.base import Msg
from store import FLOW_HANDOVER, GameRecord
from store.sql.handover import Handover

log = logging.getLogger(__name__)

#: The ranges of the commands' number and text options, made once per module: written in a command's
#: signature, each was made anew (a class) every time a bot built its commands.
SeatNumber = app_commands.Range[int, 1, 9]  # a seat, counted from 1


def channel_family(interaction: discord.Interaction, record: GameRecord) -> list[int]:
    """The game's channel and the channels whose games count as "another game of the same channel": the
    parent of a thread, and the threads of that channel the bot knows."""
    found = {record.channel_id}
    channel = interaction.channel
    parent: Any = channel
    if isinstance(channel, discord.Thread):
        if channel.parent_id:
            found.add(channel.parent_id)
        parent = channel.parent
    for thread in getattr(parent, "threads", None) or ():
        found.add(thread.id)
    return sorted(found)


def offer_id(game_id: int, handover_id: int, verb: str) -> str:
    """A button of a seat's offer: ``a`` accept, ``r`` refuse (the member named), ``v`` agree (the table)."""
    return ids.make("ho", game_id, handover_id, verb)


class HandoverCog(GameCog):
    """``/game handover`` and the offers' buttons."""

    ORDER = 120
    HELP = "handover-help-line"
    #: ``ho:<gid>:<hid>:a|r|v``: a seat's offer (``<hid>``: the handover's id): the member named "Accept" /
    #: "Refuse"; a table's proposal "Agree".
    COMPONENTS = (Component("ho", Answer.EDIT, owner=Owner.GAME,
                            pattern=ids.GAME + r":(?P<hid>[0-9]{1,12}):(?P<verb>[arv])"),)
    FLOWS = (FLOW_HANDOVER,)

    def __init__(self, bot: Host) -> None:
        super().__init__(bot)
        self.handovers = Handovers(bot.store, bot.clock, bot.service)

    # --- the command -------------------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        @group.command(name=cs("handover-name"), description=cs("handover-description"))
        @app_commands.rename(member=cs("handover-member-name"), seat=cs("handover-seat-name"))
        @app_commands.describe(member=cs("handover-member-description"), seat=cs("handover-seat-description"))
        @app_commands.check(in_server)
        async def handover(interaction: discord.Interaction, member: discord.User,
                           seat: SeatNumber | None = None) -> None:
            await bot.guarded(interaction, lambda: self.offer(interaction, member, seat), defer=True)

    async def offer(self, interaction: discord.Interaction, member: discord.User | discord.Member,
                    seat: int | None) -> None:
        bot = self.bot
        record = await bot.channel_game(interaction)
        if record.status == "lobby":
            raise PlayerError(Msg("handover-error-lobby"))
        async with bot.service.locked(record.id):
            record = await bot.record_by_id(record.id)
            loaded = await bot.service.load(record)
            made = await self.handovers.offer(
                loaded, interaction.user.id, member.id, member_is_bot=bool(member.bot),
                seat=None if seat is None else seat - 1, channels=channel_family(interaction, record))
        log.info("game %d: seat %d offered (%s)", record.id, made.seat, made.state)
        key = "handover-proposed-reply" if made.state == "voting" else "handover-offered-reply"
        await bot.reply(interaction, Msg(key, user=f"<@{member.id}>", hours=OFFER_HOURS))
        await bot.flows.run(FLOW_HANDOVER, f"{made.state}:{made.id}")

    # --- the buttons -------------------------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        bot = self.bot
        verb, user = parsed.fields["verb"], interaction.user.id
        async with bot.service.locked(record.id):
            record = await bot.record_by_id(record.id)
            handover = await self.handovers.offer_of(record, int(parsed.fields["hid"]))
            if record.status == "lobby":
                raise PlayerError(Msg("handover-error-closed"))
            loaded = await bot.service.load(record)
            if record.status != "active":
                # The game ended (finished, cancelled, ended by vote): the offer is closed (if its end did
                # not close it already) and its card says so, without its buttons.
                await self.handovers.close_for(record)
                lang = await bot.channel_lang(record.guild_id)
                await self.answer(interaction, t(lang, "handover-closed-game-over",
                                                 user=f"<@{handover.to_user_id}>",
                                                 seat=self.seat_name(lang, loaded, handover.seat)))
                return
            if verb == "a":
                made = await self.handovers.accept(loaded, handover, user,
                                                   channels=channel_family(interaction, record))
            elif verb == "r":
                made = await self.handovers.refuse(handover, user)
            else:
                made, agreed, needed = await self.handovers.vote(loaded, handover, user)
        lang = await bot.channel_lang(record.guild_id)
        seat = self.seat_name(lang, loaded, made.seat)
        if verb == "a":
            log.info("game %d: seat %d handed over", record.id, made.seat)
            await self.answer(interaction, t(lang, "handover-accepted-edit", user=f"<@{user}>", seat=seat))
            await bot.flows.run(FLOW_HANDOVER, f"accepted:{made.id}")
        elif verb == "r":
            await self.answer(interaction, t(lang, "handover-refused-edit", user=f"<@{user}>", seat=seat))
        elif made.state == "offered":
            await self.answer(interaction, t(lang, "handover-vote-decided", user=f"<@{made.to_user_id}>",
                                             seat=seat))
            await bot.flows.run(FLOW_HANDOVER, f"offered:{made.id}")
        else:
            await self.answer(interaction, self.proposal_text(lang, loaded, made, agreed, needed),
                              rows=[[self.agree_button(lang, made)]])

    async def answer(self, interaction: discord.Interaction, said: str, *,
                     rows: list[list[Any]] | None = None) -> None:
        """The offer's card, answered: what became of it (its buttons gone unless ``rows``)."""
        colour = cards.accent_of(interaction.message) or cards.COLOUR
        card = cards.text_card("", said, colour=colour, rows=rows or ())
        await self.bot.edit_pressed(interaction, view=card,
                                    allowed_mentions=discord.AllowedMentions.none())

    # --- words -------------------------------------------------------------------------------------------
    @staticmethod
    def seat_name(lang: str, loaded: LoadedGame, seat: int) -> str:
        return messages.board_text(lang, loaded.game.seat_label(loaded.state, seat))

    @staticmethod
    def who(user_id: int) -> str:
        return f"<@{user_id}>" if not is_former_player(user_id) and not is_computer(user_id) else ""

    @staticmethod
    def expiry(handover: Handover) -> str:
        return discord_time(handover.expires_at)

    def proposal_text(self, lang: str, loaded: LoadedGame, handover: Handover, agreed: int,
                      needed: int) -> str:
        seat = self.seat_name(lang, loaded, handover.seat)
        left = self.who(handover.from_user_id)
        key = "handover-vote-post" if left else "handover-vote-post-former"
        return t(lang, key, by=f"<@{handover.offered_by}>", user=f"<@{handover.to_user_id}>", seat=seat,
                 left=left, agreed=agreed, needed=needed, relative=self.expiry(handover))

    @staticmethod
    def agree_button(lang: str, handover: Handover) -> Any:
        return messages.button(offer_id(handover.game_id, handover.id, "v"),
                               t(lang, "handover-button-agree"),
                               style=discord.ButtonStyle.primary)

    # --- the flow: posts and DMs, each once --------------------------------------------------------------
    async def carry_out(self, flow: Flow) -> None:
        bot = self.bot
        handover = await self.handovers.store.get_handover(int(flow.payload["handover"]))
        record = await bot.store.get_game(handover.game_id) if handover is not None else None
        if handover is None or record is None or record.status not in ("active", "finished"):
            return
        event = str(flow.payload["event"])
        loaded = await bot.service.load(record)
        lang = await bot.channel_lang(record.guild_id)
        seat = self.seat_name(lang, loaded, handover.seat)
        member = f"<@{handover.to_user_id}>"
        channel, guild = record.channel_id, record.guild_id
        if event == "voting":
            voters = table_voters(loaded.users, await bot.store.seat_states(record.id), handover.seat)
            said = self.proposal_text(lang, loaded, handover, len(set(handover.voters) & set(voters)),
                                      majority(len(voters)))
            await post_once(bot, flow, "post", channel, guild,
                            view=cards.text_card("", said, rows=[[self.agree_button(lang, handover)]]),
                            allowed_mentions=discord.AllowedMentions(
                                users=[discord.Object(user) for user in voters]))
        elif event == "offered":
            left = self.who(handover.from_user_id)
            if handover.by_table:
                key = "handover-table-offer-post" if left else "handover-table-offer-post-former"
            else:
                key = "handover-offer-post"
            said = t(lang, key, user=member, by=f"<@{handover.offered_by}>", left=left, seat=seat,
                     game=loaded.game.title, relative=self.expiry(handover))
            buttons = [messages.button(offer_id(record.id, handover.id, "a"),
                                       t(lang, "handover-button-accept"), style=discord.ButtonStyle.success),
                       messages.button(offer_id(record.id, handover.id, "r"),
                                       t(lang, "handover-button-refuse"))]
            await post_once(bot, flow, "post", channel, guild, view=cards.text_card("", said, rows=[buttons]),
                            allowed_mentions=discord.AllowedMentions(users=[discord.Object(handover.to_user_id)]))
        elif event == "expired" and record.status == "active":  # a game over says nothing more of it
            await post_once(bot, flow, "post", channel, guild,
                            content=t(lang, "handover-expired-post", user=member, seat=seat),
                            allowed_mentions=discord.AllowedMentions.none())
        elif event == "accepted":
            await self.tell_accepted(flow, loaded, handover, lang, seat)

    async def tell_accepted(self, flow: Flow, loaded: LoadedGame, handover: Handover, lang: str,
                            seat: str) -> None:
        """The channel's post (no hand in it), the live card's waiting line, the hand to the new holder by
        DM (only while the seat is still theirs and the game in play), and a DM to one the table replaced."""
        bot = self.bot
        record = loaded.record
        left = self.who(handover.from_user_id)
        key = "handover-accepted-post" if left else "handover-accepted-post-former"
        await post_once(bot, flow, "post", record.channel_id, record.guild_id,
                        content=t(lang, key, user=f"<@{handover.to_user_id}>", left=left, seat=seat,
                                  turns=handover.turn or 0),
                        allowed_mentions=discord.AllowedMentions(users=[discord.Object(handover.to_user_id)]))
        holder = handover.to_user_id

        async def board() -> bool:
            # The live card's waiting line names whoever the game waits for now, and the deadline.
            async with bot.service.locked(record.id):
                await bot.announcer.refresh_board_text(record)
            return True

        if record.status == "active":
            await flow.step("board", board)
        if record.status == "active" and loaded.user_at(handover.seat) == holder:
            dm_lang = await bot.dm_lang(holder, record.guild_id)
            content = t(dm_lang, "handover-welcome-dm", seat=self.seat_name(dm_lang, loaded, handover.seat),
                        game=loaded.game.title, channel=f"<#{record.channel_id}>")
            kwargs: dict[str, Any] = {}
            if loaded.private(handover.seat):
                content += "\n" + bot.private_dm(loaded, handover.seat, dm_lang)
                if await bot.text_only(holder):
                    content += "\n" + bot.hand_words(loaded, handover.seat, dm_lang)
                else:
                    image = await bot.render_hand(loaded, handover.seat, dm_lang)
                    if image is not None:
                        kwargs["file"] = image
            outcome = await dm_once(bot, flow, "dm", holder, kind="hand",
                                    content=messages.clip(content, messages.MAX_CONTENT), **kwargs)
            if outcome == "closed":
                await bot.store.set_dm_closed(record.id, holder, True)
                await post_once(bot, flow, "closed", record.channel_id, record.guild_id,
                                content=t(lang, "bot-dms-closed", user=f"<@{holder}>"),
                                allowed_mentions=discord.AllowedMentions(users=[discord.Object(holder)]))
        if handover.by_table and left:
            dm_lang = await bot.dm_lang(handover.from_user_id, record.guild_id)
            await dm_once(bot, flow, "left", handover.from_user_id, kind="handover",
                          content=t(dm_lang, "handover-left-dm", game=loaded.game.title,
                                    channel=f"<#{record.channel_id}>", user=f"<@{holder}>",
                                    seat=self.seat_name(dm_lang, loaded, handover.seat)))

    # --- periodic work -----------------------------------------------------------------------------------
    async def periodic(self) -> None:
        """Offers run out: each marked so and told in its channel once (its flow)."""
        bot = self.bot
        expired = await self.handovers.expire(bot.clock())
        await bot.batched(expired, lambda offer: bot.flows.run(FLOW_HANDOVER, f"expired:{offer.id}"))


async def setup(bot: Host) -> None:
    await bot.add_room(HandoverCog(bot))
