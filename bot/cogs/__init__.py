"""The bot's rooms, one module per feature: each declares its commands, the components it answers (their
custom ids' formats beside them), its flows and its periodic work (``bot/rooms.py`` says how), and ends
with ``setup``. The bot loads every module of this package (``bot.rooms.discover``); nothing else lists
them."""
