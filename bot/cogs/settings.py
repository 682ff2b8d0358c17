"""Settings: each user's own (``/game settings``)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs import GameCog
from bot.service import PlayerError


class SettingsCog(GameCog):
    """Per-user settings."""

    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        @group.command(name="settings", description="Your settings: turn reminder DMs on or off")
        @app_commands.describe(reminders="Send me a DM when it is my turn")
        async def settings(interaction: discord.Interaction, reminders: bool | None = None) -> None:
            async def work() -> None:
                if reminders is not None and not isinstance(reminders, bool):
                    raise PlayerError("`reminders` is True or False: pick one from the list.")
                if reminders is not None:
                    await bot.store.set_turn_reminders(interaction.user.id, reminders)
                current = await bot.store.turn_reminders(interaction.user.id)
                await bot.reply(interaction, f"Turn reminder DMs are **{'on' if current else 'off'}**. "
                                             "Change with `/game settings reminders:True|False`.")
            await bot.guarded(interaction, work, defer=True)
