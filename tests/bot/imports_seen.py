"""Which modules a ``python -m bot`` subprocess imported: run it with ``PYTHONPROFILEIMPORTTIME=1`` (or
``-X importtime``) and read its stderr here. The tests of refused commands use it to show that they loaded
nothing of what only running the bot needs, so an operator's typo is answered at once (a structural
check: a module moved back to the top of ``bot/run.py`` fails it on any machine, however fast)."""

from __future__ import annotations

#: What only running the bot (or serving the pages) needs: never loaded by a refused command.
TO_RUN = ("discord", "aiohttp", "PIL", "render", "web", "bot.app", "bot.cogs", "bot.render_pool", "bot.ops")
#: What only a command's work needs (the games, their services, a database driver): never loaded by
#: arguments the command line refuses, nor by an operator's command refused before its database opens.
TO_WORK = ("rules", "i18n", "core.service", "core.checkdb", "core.privacy", "core.records", "aiosqlite",
           "asyncpg")
#: The environment variable that makes Python report each import on stderr.
PROFILE = {"PYTHONPROFILEIMPORTTIME": "1"}


def split(stderr: str) -> tuple[str, set[str]]:
    """``stderr`` without the import lines, and the modules they name."""
    lines = stderr.splitlines(keepends=True)
    said = "".join(line for line in lines if not line.startswith("import time:"))
    return said, {line.split("|")[-1].strip() for line in lines if line.startswith("import time:")}


def loaded(modules: set[str], packages: tuple[str, ...]) -> list[str]:
    """The ``modules`` that are ``packages`` or inside them."""
    return sorted(name for name in modules if any(name == top or name.startswith(top + ".")
                                                  for top in packages))
