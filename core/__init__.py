"""The Discord-free core: what the bot decides and keeps, without a word of Discord in it.

Importing anything here loads neither discord.py nor a database driver. The bot (``bot/``) carries out
what these modules decide; tests drive them with plain values.
"""
