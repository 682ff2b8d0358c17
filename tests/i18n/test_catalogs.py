"""Issue 12: the catalogs are complete and really translated, and the language plumbing behaves.

A language's catalog is the platform's files (``i18n/locales/<lang>/``) plus each registered game's own
(``rules/<game>/locales/<lang>/``). Each registered game's words are the game contract's, checked by the
conformance kit (``words.catalogs``, with the same functions as here) on every game the registry holds:
a game added to the registry is checked in every language at once, and one that ships its words in some
languages only fails (a missing language is a failure, not a skip). Here: the whole catalog, the
platform's own words, and the check itself.
"""

from __future__ import annotations

import importlib
import sys

import pytest

import i18n
import rules
from conformance import catalogs
from conformance.catalogs import PLATFORM, game_words_problems, left_in_english, same_words
from rules.base import Msg

OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]
#: The registered games, read from the registry when the tests are collected.
GAME_IDS = list(rules.GAMES)


def _messages(lang: str) -> dict:
    """A language's whole catalog: the platform's files and every registered game's."""
    return catalogs.parsed(lang)




def test_the_english_catalog_is_not_empty():
    assert len(_messages(i18n.DEFAULT)) > 1


@pytest.mark.parametrize("lang", OTHERS)
def test_every_message_exists_in_every_language_with_the_same_arguments(lang):
    theirs = _messages(lang)
    assert sorted(set(_messages(i18n.DEFAULT)) - set(theirs)) == [], f"missing in {lang}"
    assert sorted(set(theirs) - set(_messages(i18n.DEFAULT))) == [], f"in {lang} but not in English"
    assert catalogs.argument_differences(_messages(i18n.DEFAULT), theirs) == {}


@pytest.mark.parametrize("lang", OTHERS)
def test_nothing_of_the_platform_is_left_in_english(lang):
    mine = catalogs.owner_ids(PLATFORM)
    english = {name: pattern for name, pattern in _messages(i18n.DEFAULT).items() if name in mine}
    assert left_in_english(english, _messages(lang), same_words(PLATFORM, lang)) == []


def test_the_registry_has_games_to_check():
    assert GAME_IDS and set(GAME_IDS) == set(rules.GAMES)


@pytest.fixture
def fresh_catalogs():
    """Built catalogs forgotten before and after a test that registers games of its own."""
    def clear():
        for cached in (i18n._bundle, i18n.catalog_ids, i18n.rules_text, catalogs.parsed, catalogs.owner_ids):
            cached.cache_clear()
    clear()
    yield
    clear()


def _game_package(root, name: str, words: dict[str, dict[str, str]]):
    """A game package ``name`` under ``root`` whose ``locales/`` holds ``words`` (language -> file ->
    text); imported, its ``GAME`` returned."""
    package = root / name
    package.mkdir()
    # As the registry holds a game: an object whose spec names the package its words live in.
    (package / "__init__.py").write_text(
        f"class Spec:\n    package = {name!r}\n\n\nclass Game:\n    id = {name!r}\n    spec = Spec()\n\n\n"
        "GAME = Game()\n", encoding="utf-8")
    for lang, files in words.items():
        (package / "locales" / lang).mkdir(parents=True)
        for file_name, content in files.items():
            (package / "locales" / lang / file_name).write_text(content, encoding="utf-8")
    return importlib.import_module(name).GAME


def test_a_registered_game_brings_its_words_and_one_left_half_translated_fails(
        tmp_path, monkeypatch, fresh_catalogs):
    monkeypatch.syspath_prepend(str(tmp_path))
    rules_en = "## Goal\nGreet everyone.\n"
    half = _game_package(tmp_path, "halfgame", {
        "en": {"halfgame.ftl": "halfgame-hello = Hello, { $name }!\nhalfgame-bye = Goodbye.\n",
               "rules.md": rules_en},
        "es": {"halfgame.ftl": "halfgame-hello = ¡Hola, { $name }!\nhalfgame-bye = Adiós.\n",
               "rules.md": "## Objetivo\nSaluda a todos.\n"},
        # de: nothing at all; it: a catalog that misses a message, renames a variable, keeps English words
        "it": {"halfgame.ftl": "halfgame-hello = Hello, { $nome }!\n", "rules.md": rules_en},
    })
    wordless = _game_package(tmp_path, "wordless", {})
    try:
        monkeypatch.setitem(rules.GAMES, "halfgame", half)
        monkeypatch.setitem(rules.GAMES, "wordless", wordless)

        # The runtime finds the game's words through the registry, beside the platform's.
        assert set(i18n.game_locales()) == set(GAME_IDS) | {"halfgame"}
        assert i18n.t("es", "halfgame-hello", name="Ana") == "¡Hola, Ana!"
        assert i18n.t("es", "bot-panel-undo") == "Deshacer la última decisión"  # the platform's words stay
        assert i18n.t("de", "iwari-tribe", tribe="red") == "Rot"  # and so do the other games'
        assert i18n.rules_text("es", "halfgame").startswith("## Objetivo")
        assert i18n.rules_text("de", "halfgame") == rules_en  # a language without rules reads English
        with pytest.raises(KeyError):
            i18n.rules_text("en", "wordless")  # a registered game without a locales/ folder has none

        # The checks the registry's games go through: complete languages pass, the others fail.
        assert game_words_problems("halfgame", "en") == []
        assert game_words_problems("halfgame", "es") == []
        assert game_words_problems("halfgame", "de") == ["halfgame: no catalog (*.ftl) in locales/de/",
                                                          "halfgame: no locales/de/rules.md"]
        assert game_words_problems("halfgame", "it") == [
            "halfgame: halfgame-bye is not in its it catalog",
            "halfgame: halfgame-hello takes ['name'] in English but ['nome'] in it",
            "halfgame: halfgame-hello is left in English in it",
            "halfgame: its it rules are the English ones",
        ]
        assert game_words_problems("wordless", "en") == [
            "wordless: ships no words (its package has no locales/ folder)"]
        # ... and so does the whole-language check.
        assert {"halfgame-bye", "halfgame-hello"} <= set(_messages("en")) - set(_messages("de"))
    finally:
        for name in ("halfgame", "wordless"):
            sys.modules.pop(name, None)


@pytest.mark.parametrize(("given", "expected"), [
    ("es-ES", "es"), ("es-419", "es-419"), ("ES_419", "es-419"), ("de", "de"), ("it", "it"), ("en-GB", "en"),
    ("en-US", "en"), ("fr", "en"), ("pt-BR", "en"), (None, "en"), ("", "en"), (42, "en"), ("ES_es", "es"),
])
def test_regional_variants_map_to_their_language_and_the_rest_to_english(given, expected):
    """Latin-American Spanish keeps its code (it has a catalog of its own); other variants give their base."""
    assert i18n.normalize(given) == expected
    assert i18n.base_language(i18n.normalize(given)) in i18n.LANGUAGES


def test_discord_locales_are_understood():
    import discord

    assert i18n.normalize(discord.Locale.spain_spanish) == "es"
    assert i18n.normalize(discord.Locale.latin_american_spanish) == "es-419"
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
