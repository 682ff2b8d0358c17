"""Every word a player reads, in their language: English, Spanish, German and Italian (pure, no I/O but
reading the catalogs shipped with the platform and with each game).

The catalogs are Fluent files (``*.ftl``, read with ``fluent.runtime``), one folder per language, in two
places: the platform's words (the bot, the commands, the history, the computer players) here in
``i18n/locales/<lang>/``, and each game's own words in its package, ``rules/<game>/locales/<lang>/``
(``<game>.ftl``, and the game's rules in our own words as Markdown, ``rules.md``). The games are found
through the registry (:func:`game_locales`), so a game brings its words with it and this package names
none. A language's messages from all those files form one bundle, so message ids are global across them:
each file keeps to its own prefix (``bot-``, ``commands-``, and the game's id for a game: ``iwari-`` …).

Why Fluent rather than gettext: our messages are ids with named arguments, built by rules/ (which stays
language-free) and rendered here. Fluent is made for exactly that: each translation owns its plural and
case selection (``{ $count -> [one] … *[other] … }``), so code never branches on grammar, and Babel (which
``fluent.runtime`` uses) supplies the CLDR plural rules and number formats. Dates and lists are formatted
with Babel directly.

rules/ produces :class:`rules.base.Msg` values (an id and arguments); :func:`text` turns one into a
string for a language. Arguments may be plain values, other ``Msg`` values, or lists of them (joined the
way the language joins a list: "A, B and C", "A, B y C").
"""

from __future__ import annotations

import datetime as _dt
import functools
import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from babel import Locale
from babel.dates import format_date as _format_date
from babel.dates import format_datetime as _format_datetime
from babel.lists import format_list
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from rules.base import Msg

__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "VARIANTS",
    "Msg",
    "base_language",
    "catalog_entries",
    "catalog_files",
    "catalog_ids",
    "fit_text",
    "format_date",
    "format_datetime",
    "format_number",
    "game_locales",
    "has",
    "language_name",
    "normalize",
    "regional",
    "rules_text",
    "t",
    "text",
]

log = logging.getLogger(__name__)

#: Tests turn this on (tests/i18n/conftest.py): a missing message or an argument it does not get raises
#: instead of falling back, so every test that shows text also checks the catalogs.
STRICT = False


class CatalogError(LookupError):
    """A message missing from a catalog, or formatted with the wrong arguments (strict mode only)."""

#: The languages with a catalog, English first (the fallback). Adding one: a ``<code>/`` folder in
#: ``i18n/locales/`` and in every game's ``locales/`` (copy ``en``), and its code here.
LANGUAGES: tuple[str, ...] = ("en", "es", "de", "it")
DEFAULT = "en"

#: Regional variants, each with its base language: Latin-American Spanish (``es-419``) says *ustedes* and
#: *computadora* where Spain's Spanish says *vosotros* and *ordenador*. A variant's folder
#: (``i18n/locales/es-419/``, and a game's ``locales/es-419/`` if its words differ) holds only the messages
#: that differ; every other message is the base language's (:func:`_bundle`). A variant is not in
#: :data:`LANGUAGES`: the settings menus offer the base language, and the variant follows the Discord locale
#: (:func:`regional`).
VARIANTS: dict[str, str] = {"es-419": "es"}


def normalize(locale: object) -> str:
    """A language code for any locale Discord or a user gives: a regional variant with a catalog of its own
    (``es-419``) stays itself; other regional locales give their base language (``es-ES``, ``es`` and
    ``discord.Locale.spain`` give ``es``); ``None``, unknown or unsupported ones give English."""
    if locale is None:
        return DEFAULT
    value = getattr(locale, "value", locale)
    if not isinstance(value, str):
        return DEFAULT
    code = value.strip().replace("_", "-").lower()
    if code in VARIANTS:
        return code
    base = code.split("-", 1)[0]
    return base if base in LANGUAGES else DEFAULT


def base_language(lang: str) -> str:
    """The language of :data:`LANGUAGES` a code belongs to: ``es-419`` -> ``es``; any other unchanged."""
    return VARIANTS.get(lang, lang)


def regional(lang: str, locale: object) -> str:
    """``lang`` (a choice from the menus) in the regional variant ``locale`` names when that variant is of
    ``lang``: Spanish chosen by someone whose Discord speaks ``es-419`` is ``es-419``; else ``lang``."""
    variant = normalize(locale)
    return variant if VARIANTS.get(variant) == lang else lang


def _babel_locale(lang: str) -> str:
    """A code as Babel spells it (``es-419`` -> ``es_419``)."""
    return normalize(lang).replace("-", "_")


def language_name(lang: str, in_lang: str | None = None) -> str:
    """The language's own name ("Español"), or its name in ``in_lang``."""
    name = Locale.parse(lang.replace("-", "_")).get_display_name(
        (in_lang or lang).replace("-", "_")) or lang
    return name[:1].upper() + name[1:]


#: The name of a game's rules text in each of its language folders.
RULES_FILE = "rules.md"


def game_locales() -> dict[str, Traversable]:
    """Each registered game's ``locales/`` folder, by game id: the ``locales`` folder of the package its
    spec names (``GameSpec.package``, ``rules.iwari`` -> ``rules/iwari/locales/``). A registered game
    without one (a test game, whose texts are plain strings) has no entry.

    The one place that knows how a game's words are found; the registry is read at each call (only when a
    bundle or rules text is first built, both cached), so a game registered later is seen once the caches
    are cleared."""
    from rules import GAMES  # the registry, read here only: the rest of this package needs rules.base alone

    folders: dict[str, Traversable] = {}
    for game_id, game in GAMES.items():
        package = game.spec.package
        if not package:
            continue
        folder = resources.files(package).joinpath("locales")
        if folder.is_dir():
            folders[game_id] = folder
    return folders


def _platform_folder(lang: str) -> Traversable:
    return resources.files(__package__).joinpath("locales", lang)


def _ftl_files(folder: Traversable) -> list[Traversable]:
    if not folder.is_dir():
        return []
    return sorted((entry for entry in folder.iterdir() if entry.name.endswith(".ftl")), key=lambda e: e.name)


def catalog_files(lang: str) -> list[Traversable]:
    """The Fluent files of a language: the platform's (by name), then each registered game's, in the
    registry's order. What :func:`_bundle` reads, and what the catalog tests and the test harness parse."""
    files = _ftl_files(_platform_folder(lang))
    for folder in game_locales().values():
        files.extend(_ftl_files(folder.joinpath(lang)))
    return files


#: Where a message or term begins in a Fluent file (an identifier at the start of a line, then ``=``), or a
#: comment (``#``, ``##``, ``###``). Anything else at the start of a line (``}`` closing a placeable, a
#: variant ``[one]`` / ``*[other]``) or indented belongs to the entry above it, as in Fluent's grammar:
#: a pattern's lines after its first are indented, and an identifier followed by ``=`` can only begin an
#: entry. ``tests/i18n/test_lazy_catalogs.py`` holds every shipped file's entries split this way to the
#: entries Fluent's parser finds in the whole file.
_ENTRY_START = re.compile(r"^(?:(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=|#)", re.M)


def catalog_entries(source: str) -> Iterator[tuple[str, str]]:
    """Each message's and term's id (a term's with its ``-``) and its own text, in the file's order,
    without parsing: the text from its first line up to the next entry or comment."""
    found = list(_ENTRY_START.finditer(source))
    for index, start in enumerate(found):
        if start.group(1) is None:
            continue  # a comment
        end = found[index + 1].start() if index + 1 < len(found) else len(source)
        yield start.group(1), source[start.start():end]


class _Entries(dict[str, Any]):
    """A bundle's messages (or terms) by id, each kept as its text and parsed the first time it is read.

    Parsing a language's catalogs whole costs about a quarter of a second (Fluent's parser is pure Python
    and the catalogs hold thousands of messages), paid by every process that says anything: the bot, each
    render worker, each operator command. A process says a small part of them, so only those are parsed.
    ``fluent.runtime`` reads the bundle's entries with ``in`` and ``[]`` only.

    An entry that does not parse (a translator's slip the catalog tests would catch) is dropped when first
    read, logged, and counts as missing from then on, as Fluent's own parser leaves it out of a whole
    file: the message falls back to English, or shows its id."""

    def __getitem__(self, entry_id: str) -> Any:
        value = super().__getitem__(entry_id)
        if isinstance(value, str):
            parsed = [item for item in _PARSER.parse(value).body if isinstance(item, FTL.Message | FTL.Term)]
            if len(parsed) != 1 or parsed[0].id.name != entry_id:
                log.warning("catalog entry %s does not parse; left out", entry_id)
                super().__delitem__(entry_id)
                raise KeyError(entry_id)
            value = parsed[0]
            super().__setitem__(entry_id, value)
        return value

    def __contains__(self, entry_id: object) -> bool:
        try:
            self[entry_id]  # type: ignore[index]
        except KeyError:
            return False
        return True

    def get(self, entry_id: str, default: Any = None) -> Any:
        return self[entry_id] if entry_id in self else default


_PARSER = FluentParser(with_spans=False)


@functools.cache
def _bundle(lang: str) -> FluentBundle:
    """A language's messages; a regional variant's own files first, then its base language's (a bundle keeps
    the first message of an id it is given, so the variant's messages win and the rest are the base's).
    Each message is parsed when first used (:class:`_Entries`)."""
    bundle = FluentBundle([lang], use_isolating=False)
    messages, terms = _Entries(), _Entries()
    bundle._messages, bundle._terms = messages, terms  # fluent.runtime keeps them private; see _Entries
    files = catalog_files(lang)
    if lang in VARIANTS:
        files += catalog_files(VARIANTS[lang])
    for entry in files:
        for entry_id, source in catalog_entries(entry.read_text(encoding="utf-8")):
            if entry_id.startswith("-"):
                terms.setdefault(entry_id[1:], source)
            else:
                messages.setdefault(entry_id, source)
    return bundle


@functools.cache
def catalog_ids(lang: str) -> frozenset[str]:
    """Every message id (and ``id.attribute``) in a language's catalog; for the completeness tests."""
    bundle = _bundle(lang)
    return frozenset(bundle._messages)  # fluent.runtime keeps no public list of ids


def has(lang: str, msg_id: str) -> bool:
    return _bundle(normalize(lang)).has_message(msg_id)


def _argument(lang: str, value: Any) -> Any:
    """An argument as Fluent takes it: numbers stay numbers (so plurals and digit grouping work),
    messages and lists become text of this language."""
    if isinstance(value, Msg):
        return text(lang, value)
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int | float | str):
        return value
    if isinstance(value, Iterable):
        return format_list([str(_argument(lang, item)) for item in value], locale=_babel_locale(lang))
    return str(value)


#: Between an argument's name and its message's own argument's: ``$biome__biome`` is the code a nested
#: ``Msg("iwari-biome", biome="coast")`` passed as ``biome`` was built from. A language whose words change
#: with the nested message's value selects on it (German compounds: "Küstenkarte", never "Küste-Karte").
NESTED = "__"


def nested_arguments(args: Mapping[str, Any]) -> dict[str, str | int]:
    """The plain arguments of the messages passed as arguments, each as ``name__argument`` (see
    :data:`NESTED`), for a language that selects on them; lines stored long ago read the same, since their
    nested messages kept their arguments."""
    found: dict[str, str | int] = {}
    for name, value in args.items():
        if isinstance(value, Msg):
            for inner, plain in value.args.items():
                if isinstance(plain, str | int) and not isinstance(plain, bool):
                    found[f"{name}{NESTED}{inner}"] = plain
    return found


#: Formatted messages by language, id and arguments (see :func:`t`): a board's description, its alt text
#: and each seat's card say the same things again at every turn (a tile's name, a player's score, a line
#: of the board's words holding a tile's name), and formatting a Fluent message costs more than finding it
#: here. Emptied whenever it reaches :data:`FORMATTED_MAX` entries.
_FORMATTED: dict[tuple[Any, ...], str] = {}
FORMATTED_MAX = 50_000
_PLAIN = (str, int, float, bool, type(None))
#: How many formattings have not been clean (a message missing in the language asked, or with errors),
#: counted so that a message holding such a part is never kept: read again it would skip the fallback's
#: warning, and the strict catalogs' error (the conformance kit's) would not be raised.
_unclean = 0


def _key(value: Any) -> tuple[Any, ...] | None:
    """What an argument's words depend on, as a key that tells ``True`` from ``1`` and ``1`` from ``1.0``
    (at any depth); ``None`` for an argument of another kind (a list, a date), never kept."""
    kind = type(value)
    if kind in _PLAIN:
        return (kind, value)
    if kind is Msg:
        parts: tuple[Any, ...] = (Msg, value.id)
        for name, inner in value.args.items():
            inner_key = _key(inner)
            if inner_key is None:
                return None
            parts += (name, inner_key)
        return parts
    if kind is tuple:
        items: tuple[Any, ...] = (tuple,)
        for item in value:
            item_key = _key(item)
            if item_key is None:
                return None
            items += (item_key,)
        return items
    return None


def t(lang: str, msg_id: str, /, **args: Any) -> str:
    """The message ``msg_id`` in ``lang`` (normalised), with its arguments. A message missing from the
    language falls back to English (the catalog tests keep that from happening); one missing everywhere
    gives its id, logged, so a player sees something rather than a crash.

    A message formats to the same words every time it is given the same arguments: those found cleanly
    (in the language asked, without errors, and every message among its arguments too) are kept and read
    back, under a key of the arguments' values and kinds (:func:`_key`). Arguments of other kinds (a list,
    a date) are formatted each time."""
    key: tuple[Any, ...] | None = (lang, msg_id)
    for name, value in args.items():
        if type(value) in _PLAIN:
            key += (name, type(value), value)  # type: ignore[operator]
            continue
        value_key = _key(value)
        if value_key is None:
            key = None
            break
        key += (name, value_key)  # type: ignore[operator]
    if key is not None:
        found = _FORMATTED.get(key)
        if found is not None:
            return found
    before = _unclean
    result, clean = _formatted(lang, msg_id, args)
    if clean and key is not None and _unclean == before:
        if len(_FORMATTED) >= FORMATTED_MAX:
            _FORMATTED.clear()
        _FORMATTED[key] = result
    return result


def _formatted(lang: str, msg_id: str, args: Mapping[str, Any]) -> tuple[str, bool]:
    """:func:`t`'s words, and whether they were found cleanly (in ``lang`` itself, without errors)."""
    lang = normalize(lang)
    for candidate in (lang, DEFAULT):
        bundle = _bundle(candidate)
        if bundle.has_message(msg_id):
            message = bundle.get_message(msg_id)
            if message.value is None:
                break
            if STRICT and candidate != lang:
                raise CatalogError(f"message {msg_id} is missing in {lang}")
            values = {name: _argument(candidate, value) for name, value in args.items()}
            values.update(nested_arguments(args))
            result, errors = bundle.format_pattern(message.value, values)
            if errors:
                if STRICT:
                    raise CatalogError(f"message {msg_id} in {candidate}: {errors}")
                log.warning("message %s in %s: %s", msg_id, candidate, errors)
            clean = not errors and candidate == lang
            if not clean:
                _count_unclean()
            return result, clean
    if STRICT:
        raise CatalogError(f"no message {msg_id} in {lang}")
    log.warning("no message %s in %s", msg_id, lang)
    _count_unclean()
    return msg_id, False


def _count_unclean() -> None:
    global _unclean
    _unclean += 1


def text(lang: str, value: Msg | str | Iterable[Msg | str] | None, *, separator: str = "\n") -> str:
    """A :class:`Msg` as text in ``lang``; a plain string (a player's name, a number already formatted)
    unchanged; a sequence of them as lines (joined by ``separator``); ``None`` as the empty string."""
    if value is None:
        return ""
    if isinstance(value, Msg):
        return t(lang, value.id, **value.args)
    if isinstance(value, str):
        return value
    if isinstance(value, int | float):
        return format_number(lang, value)
    return separator.join(text(lang, item) for item in value)


def fit_text(lang: str, parts: Iterable[Msg | str], *, limit: int, separator: str = " ") -> str:
    """Parts (most important first, as a game's describer gives an image's alt text) joined in ``lang``
    within ``limit`` characters: from the first part that no longer fits, the rest is left out, so the
    least important go first and no part is ever cut. Only a first part longer than ``limit`` alone is
    shortened, at a space (never inside a word), and ends with "…"."""
    result = ""
    for part in parts:
        piece = text(lang, part).strip()
        if not piece:
            continue
        joined = f"{result}{separator}{piece}" if result else piece
        if len(joined) <= limit:
            result = joined
            continue
        if not result:
            result = _shortened(piece, limit)
        break
    return result


def _shortened(words: str, limit: int) -> str:
    """``words`` cut at the last space that leaves room for "…" within ``limit`` characters."""
    if limit < 1:
        return ""
    cut = words[: limit - 1]
    space = cut.rstrip().rfind(" ")
    if space > 0:
        cut = cut[:space]
    return cut.rstrip(" ,;:·") + "…"


def format_number(lang: str, value: float | int) -> str:
    return format_decimal(value, locale=_babel_locale(lang))


def format_date(lang: str, value: _dt.date, *, style: str = "medium") -> str:
    return _format_date(value, format=style, locale=_babel_locale(lang))


def format_datetime(lang: str, value: _dt.datetime, *, style: str = "medium", tzinfo: Any = None) -> str:
    return _format_datetime(value, format=style, tzinfo=tzinfo, locale=_babel_locale(lang))


@functools.cache
def rules_text(lang: str, game_id: str) -> str:
    """The rules of a game in the project's own words (the game's ``locales/<lang>/rules.md``, English if
    the language has none; a regional variant's own, else its base language's), Markdown split into pages by
    ``## `` headings. ``KeyError`` for a game without any."""
    folder = game_locales().get(game_id)
    lang = normalize(lang)
    if folder is not None:
        for candidate in dict.fromkeys((lang, base_language(lang), DEFAULT)):
            entry = folder.joinpath(candidate, RULES_FILE)
            if entry.is_file():
                return entry.read_text(encoding="utf-8")
    raise KeyError(f"no rules text for {game_id}")


def translated_args(lang: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """``args`` with every message and list turned into text (for callers that format themselves)."""
    return {name: _argument(normalize(lang), value) for name, value in args.items()}
