"""The component router (a part of :class:`bot.app.GameBot`): every press of a button or menu, and every
modal's answer, parsed by the formats the rooms declared, its owner checked (another server, a DM, another
member refused before the room's code runs), and handed to the room that declared its kind, answered within
the bound.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord

from bot import ids
from bot.ids import ParsedId
from bot.rooms import Answer, Component, Owner, Where
from core import logctx
from core.service import PlayerError
from rules.base import Msg
from store import GameRecord

log = logging.getLogger("bot.app")


def enter_interaction(interaction: discord.Interaction) -> None:
    """The ids of an interaction entering the bot (``core/logctx.py``), for every line logged while its
    task answers it; a game is added once it is known."""
    logctx.bind(interaction=interaction.id, guild=interaction.guild_id, channel=interaction.channel_id,
                game=None)


class Router:
    """Routes presses to the rooms; mixed into :class:`bot.app.GameBot`, whose state it uses (the rooms'
    ``_components`` and ``id_formats``, its store, :meth:`answered`)."""

    # --- the component router ----------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, custom_id: str) -> None:
        enter_interaction(interaction)
        await self.guarded(interaction, lambda: self._route(interaction, custom_id))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A modal's answer (a modal submit) goes through the component router by the modal's custom id,
        its text inputs' values as the values: the bot keeps no modal waiting (each is stopped before it
        is sent), so an answer works whichever process gets it, and after a restart."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        custom_id = (interaction.data or {}).get("custom_id")
        if isinstance(custom_id, str):
            await self.handle_component(interaction, custom_id)

    async def _route(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Parse a press, load the game row and hand it to the cog answering that kind, answered within
        the bound (:meth:`answered`: deferred as the declaration says only if the work takes longer)."""
        parsed = ids.parse(custom_id, self.id_formats)
        data = interaction.data or {}
        values = data.get("values") if isinstance(data, dict) else None
        if interaction.type is discord.InteractionType.modal_submit and isinstance(data, dict):
            values = modal_values(data.get("components"))
        room = self._components.get(parsed.kind) if parsed is not None else None
        if room is None or (values is not None and (not isinstance(values, list)
                                                    or not all(isinstance(v, str) for v in values))):
            raise PlayerError(Msg("bot-error-unknown-control"))
        cog, component = room
        if component.answer is Answer.UNBOUND:
            # Not tied to one game's channel (history pages, replay steps, tournaments, seasons, a member's
            # own buttons): its owner is checked here, then the cog checks the rest and defers.
            log.debug("%s pressed", parsed.kind)
            await self._check_owner(interaction, component, parsed)
            await cog.handle_unbound(interaction, parsed, values)
            return
        logctx.bind(game=parsed.game_id)
        # The kind only: a panel's path and a select's values are the player's choices, not yet public.
        log.debug("game %d: %s pressed", parsed.game_id, parsed.kind)

        async def bound() -> None:
            record = await self.record_by_id(parsed.game_id)
            await self._check_owner(interaction, component, parsed, record)
            await cog.handle_component(interaction, record, parsed, values)

        await self.answered(interaction, bound, update=component.answer is Answer.EDIT)

    async def _check_owner(self, interaction: discord.Interaction, component: Component, parsed: ParsedId,
                           record: GameRecord | None = None) -> None:
        """Refuse a press anywhere but where the component's owner (``bot.rooms.Owner``) allows it, before
        the room's code runs: nothing is read but the owner, nothing is written. ``record``: a game's
        control's game, loaded already.

        A server's object (a game, a lobby, a finished game's record, a tournament, a season) is pressed in
        that server: the ids are small numbers anyone can type into a forged press, so a press from another
        server, where the presser may manage everything, must decide nothing here. A game's control is
        accepted only in the game's own channel, or, for the few the bot sends by DM, in a DM by one of its
        players; a record may be looked at in a DM by one of its players; a member's own buttons are theirs
        alone, wherever they press them."""
        guild_id, user_id = interaction.guild_id, interaction.user.id
        owner = component.owner

        def refused(general: str) -> PlayerError:
            # The room's own words when it has them (they may name the number: a finished game's record
            # refuses as "no such game here", so a forged number tells nothing of another server's games).
            return PlayerError(Msg(component.refusal or general, id=parsed.game_id))

        if owner is Owner.MEMBER:
            if parsed.game_id != user_id:
                raise refused("bot-error-control-not-yours")
            return
        if owner is Owner.GAME:
            assert record is not None
            if component.where is Where.DM:
                if guild_id is not None:
                    raise PlayerError(Msg("bot-error-control-elsewhere"))
                if user_id not in await self.store.seats(record.id):
                    raise refused("bot-error-control-not-yours")
            elif interaction.channel_id is None or record.channel_id != interaction.channel_id:
                raise PlayerError(Msg("bot-error-control-elsewhere"))
            return
        players: Sequence[int] = ()
        if owner is Owner.SERVER:
            server: int | None = parsed.game_id
        elif owner is Owner.TOURNAMENT:
            tournament = await self.store.tournament(parsed.game_id)
            server = tournament.guild_id if tournament is not None else None
        else:  # Owner.RECORD
            game = await self.store.get_game(parsed.game_id)
            server = game.guild_id if game is not None else None
            if game is not None and guild_id is None:
                players = await self.store.seats(game.id)
        if server is None:
            raise refused("bot-error-control-gone")
        if guild_id is None:
            if user_id not in players:
                raise refused("bot-error-control-in-server")
        elif guild_id != server:
            raise refused("bot-error-control-other-server")


def modal_values(components: Any) -> list[Any] | None:
    """The values of a submitted modal's text inputs, in order (inside labels or action rows, as Discord
    sends them); None for a payload that is not a list of components."""
    if not isinstance(components, list):
        return None
    found: list[Any] = []
    for component in components:
        if not isinstance(component, dict):
            return None
        inner = ([component["component"]] if isinstance(component.get("component"), dict)
                 else component.get("components"))
        if isinstance(inner, list):
            found.extend(modal_values(inner) or [])
        elif component.get("type") == 4:
            found.append(component.get("value"))
    return found
