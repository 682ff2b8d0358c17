"""Issue 12: the catalogs are complete and really translated, and the language plumbing behaves."""

from __future__ import annotations

import re
from importlib import resources

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor as FluentVisitor

from render import i18n
from rules.base import Msg

OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]
#: Words that are the same in every language: the games' and the platform's names, and symbols.
SAME_EVERYWHERE = {"iwari", "tiwanaku", "wayfinders", "discord", "ok", "utc", "id", "gif", "json", "png",
                   "elo", "min", "max", "total", "x", "vs"}


def _messages(lang: str) -> dict[str, ast.Pattern]:
    """Every message and attribute pattern of a language, by id (``id`` and ``id.attribute``)."""
    folder = resources.files("render.i18n").joinpath("locales", lang)
    patterns: dict[str, ast.Pattern] = {}
    for entry in folder.iterdir():
        if not entry.name.endswith(".ftl"):
            continue
        resource = FluentParser().parse(entry.read_text(encoding="utf-8"))
        for item in resource.body:
            assert not isinstance(item, ast.Junk), f"{lang}/{entry.name}: unparsable {item.content[:80]!r}"
            if isinstance(item, ast.Message | ast.Term):
                name = ("-" if isinstance(item, ast.Term) else "") + item.id.name
                assert name not in patterns, f"{lang}: {name} defined twice"
                if item.value is not None:
                    patterns[name] = item.value
                for attribute in item.attributes:
                    patterns[f"{name}.{attribute.id.name}"] = attribute.value
    return patterns


def _variables(pattern: ast.Pattern) -> set[str]:
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_VariableReference(self, node):  # noqa: N802 - fluent.syntax's visitor naming
            found.add(node.id.name)

    Visitor().visit(pattern)
    return found


def _words(pattern: ast.Pattern) -> list[str]:
    """The literal words of a pattern (placeables left out), lower case."""
    chunks: list[str] = []

    class Visitor(FluentVisitor):
        def visit_TextElement(self, node):  # noqa: N802
            chunks.append(node.value)

        def visit_StringLiteral(self, node):  # noqa: N802
            chunks.append(node.value)

    Visitor().visit(pattern)
    return [word.lower() for word in re.findall(r"[^\W\d_]{2,}", " ".join(chunks))]


ENGLISH = _messages(i18n.DEFAULT)


def test_the_english_catalog_is_not_empty():
    assert len(ENGLISH) > 1


@pytest.mark.parametrize("lang", OTHERS)
def test_every_message_exists_in_every_language_with_the_same_arguments(lang):
    theirs = _messages(lang)
    assert sorted(set(ENGLISH) - set(theirs)) == [], f"missing in {lang}"
    assert sorted(set(theirs) - set(ENGLISH)) == [], f"in {lang} but not in English"
    different = {name: (sorted(_variables(ENGLISH[name])), sorted(_variables(theirs[name])))
                 for name in ENGLISH if _variables(ENGLISH[name]) != _variables(theirs[name])}
    assert different == {}


@pytest.mark.parametrize("lang", OTHERS)
def test_nothing_is_left_in_english(lang):
    theirs = _messages(lang)
    untranslated = []
    for name, pattern in ENGLISH.items():
        words = [word for word in _words(pattern) if word not in SAME_EVERYWHERE]
        if words and _words(theirs[name]) == _words(pattern):
            untranslated.append(name)
    assert untranslated == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_game_has_its_rules_in_every_language(lang):
    from rules import GAMES

    for game_id in GAMES:
        own = resources.files("render.i18n").joinpath("locales", lang, f"rules-{game_id}.md")
        assert own.is_file(), f"no {lang} rules for {game_id}"
        assert i18n.rules_text(lang, game_id).lstrip().startswith("## ")
        if lang != i18n.DEFAULT:
            assert i18n.rules_text(lang, game_id) != i18n.rules_text(i18n.DEFAULT, game_id)


@pytest.mark.parametrize(("given", "expected"), [
    ("es-ES", "es"), ("es-419", "es"), ("de", "de"), ("it", "it"), ("en-GB", "en"), ("en-US", "en"),
    ("fr", "en"), ("pt-BR", "en"), (None, "en"), ("", "en"), (42, "en"), ("ES_es", "es"),
])
def test_regional_variants_map_to_their_language_and_the_rest_to_english(given, expected):
    assert i18n.normalize(given) == expected


def test_discord_locales_are_understood():
    import discord

    assert i18n.normalize(discord.Locale.spain_spanish) == "es"
    assert i18n.normalize(discord.Locale.latin_american_spanish) == "es"
    assert i18n.normalize(discord.Locale.german) == "de"
    assert i18n.normalize(discord.Locale.italian) == "it"
    assert i18n.normalize(discord.Locale.japanese) == "en"


def test_messages_nest_and_lists_read_as_the_language_joins_them():
    nested = Msg("error-illegal", detail=Msg("error-not-a-move", detail=""))
    assert i18n.text("es", nested).startswith("Esa jugada no está permitida ahora. Eso no es una jugada")
    assert i18n.text("en", ("a", "b")) == "a\nb"


def test_numbers_follow_the_locale():
    assert i18n.format_number("en", 12345) == "12,345"
    assert i18n.format_number("de", 12345) == "12.345"
    assert i18n.format_number("it", 1234.5) == "1.234,5"


def test_a_missing_message_is_an_error_in_tests_and_english_otherwise(monkeypatch):
    with pytest.raises(i18n.CatalogError):
        i18n.t("es", "no-such-message")
    monkeypatch.setattr(i18n, "STRICT", False)
    assert i18n.t("es", "no-such-message") == "no-such-message"
