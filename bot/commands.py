"""The slash commands in every language (issue 12): names, descriptions, option names and choices are
``locale_str`` values carrying a catalog id (``commands-…`` in ``i18n/locales/<lang>/commands.ftl``),
and :class:`CatalogTranslator`, set on the command tree, gives Discord their translations when the tree is
synced. The English catalog is the source of the default strings, so one file holds every language's words.

Discord shows each user the names and descriptions of their client's language: es-ES gets the Spanish
catalog and es-419 its Latin-American variant (the Spanish one but for the few messages it overrides; the
command names are the same), de the German, it the Italian; every other locale the English defaults.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from types import CodeType
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.app_commands import TranslationContextTypes, locale_str

from core.service import PlayerError
from i18n import DEFAULT, LANGUAGES, base_language, has, normalize, t
from rules.base import Msg


def discord_locales(lang: str) -> tuple[discord.Locale, ...]:
    """The Discord locales a catalog language is offered under: every locale whose base language it is
    (es: es-ES and es-419), so a new language in ``i18n.LANGUAGES`` needs no change here."""
    return tuple(locale for locale in discord.Locale if base_language(normalize(locale.value)) == lang
                 and locale.value.split("-", 1)[0].lower() == lang)




def cs(key: str, **args: str) -> locale_str:
    """A command string: ``commands-<key>`` with its English text as the default Discord shows; ``args``:
    the message's arguments (a menu of hours: ``cs("digest-hour", hour="18")``), the same in every
    language.

    Made once per process and shared by every bot it builds (tests build hundreds: each looked up about
    280 strings in the catalog): a ``locale_str`` is never changed once made, and the catalogs are the
    package's data."""
    return _command_string(key, tuple(args.items()))


@functools.cache
def _command_string(key: str, args: tuple[tuple[str, str], ...]) -> locale_str:
    msg_id = f"commands-{key}"
    arguments = dict(args)
    return locale_str(t(DEFAULT, msg_id, **arguments), id=msg_id, args=arguments)


F = TypeVar("F", bound=Callable[..., Any])

#: Each command callback's signature with its annotations evaluated, by the callback's code (with the
#: defaults it was made with): see :func:`presigned`.
_SIGNATURES: dict[CodeType, tuple[tuple[Any, Any], inspect.Signature]] = {}


def presigned(callback: F) -> F:
    """``callback`` carrying its signature, annotations evaluated, as ``__signature__``, which is where
    ``inspect.signature`` (and so discord.py, making a command) reads it first. A room's command is a
    closure made anew for every bot, but its code, its annotations and its defaults are the same each time:
    the signature is made once per process, rather than built and its annotations' strings compiled and
    evaluated for every bot (tests build hundreds). The annotations are evaluated as discord.py evaluates
    them, in the callback's module; one that cannot be is left for discord.py to report."""
    code = getattr(callback, "__code__", None)
    if code is None:
        return callback
    defaults = (callback.__defaults__, callback.__kwdefaults__)
    known = _SIGNATURES.get(code)
    if known is None or known[0] != defaults:
        signature = inspect.signature(callback)
        names = callback.__globals__
        try:
            parameters = [parameter.replace(annotation=eval(parameter.annotation, names, names))  # noqa: S307
                          if isinstance(parameter.annotation, str) else parameter
                          for parameter in signature.parameters.values()]
        except Exception:  # noqa: BLE001 - discord.py says what is wrong with it
            return callback
        known = _SIGNATURES[code] = (defaults, signature.replace(parameters=parameters))
    callback.__signature__ = known[1]  # type: ignore[attr-defined]
    return callback


class CommandGroup(app_commands.Group):
    """A top-level command (``/game``, ``/records`` …) whose subcommands' callbacks are :func:`presigned`;
    otherwise discord.py's group, sent to Discord as any."""

    def command(self, **options: Any) -> Callable[[Any], Any]:
        make = super().command(**options)
        return lambda callback: make(presigned(callback))


#: The values of a yes-or-no option. Discord's boolean option type shows and is quoted as "True"/"False" in
#: English whatever the reader's language ("recordatorios:False" in a Spanish DM, issue 28), so every
#: yes-or-no option is a string option with these two choices, named in the reader's language.
YES, NO = "yes", "no"


def yes_no_choices() -> list[app_commands.Choice[str]]:
    """The two choices of a yes-or-no option: "Yes"/"No", "Sí"/"No", "Ja"/"Nein", "Sì"/"No"."""
    return [app_commands.Choice(name=cs("choice-yes"), value=YES),
            app_commands.Choice(name=cs("choice-no"), value=NO)]


def yes_no(value: str | None) -> bool | None:
    """A yes-or-no option's answer as a bool; ``None`` when the option was left out. Anything else than
    the two choices (a forged or outdated client) is refused with a message."""
    if value is None:
        return None
    if value not in (YES, NO):
        raise PlayerError(Msg("bot-error-yes-no"))
    return value == YES


class CatalogTranslator(app_commands.Translator):
    """Command strings from the catalogs: a ``locale_str`` with an ``id`` is looked up in the language of
    the Discord locale; strings without one (a game's title, a proper name) stay as they are."""

    async def translate(self, string: locale_str, locale: discord.Locale,
                        context: TranslationContextTypes) -> str | None:
        msg_id = string.extras.get("id")
        if not msg_id:
            return None
        lang = normalize(locale)  # es-419 stays itself: its catalog is Spanish with its own few messages
        base = base_language(lang)
        if base == DEFAULT or base not in LANGUAGES or locale not in discord_locales(base):
            return None
        if not has(lang, msg_id):
            return None
        return t(lang, msg_id, **(string.extras.get("args") or {}))
