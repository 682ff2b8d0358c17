"""Issue 12: the catalogs are complete and really translated, and the language plumbing behaves.

A language's catalog is the platform's files (``i18n/locales/<lang>/``) plus each registered game's own
(``rules/<game>/locales/<lang>/``). The games checked are the registry's (``rules.GAMES``), never a list
written here: a game added to the registry is checked in every language at once, and one that ships its
words in some languages only fails (a missing language is a failure, not a skip).
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Iterable
from importlib.resources.abc import Traversable

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor as FluentVisitor

import i18n
import rules
from rules.base import Msg

OTHERS = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]
#: The registered games, read from the registry when the tests are collected.
GAME_IDS = list(rules.GAMES)
#: Words that are the same in every language: the games' and the platform's names, and symbols ("computer" is
#: the Italian and German word too); and "no", a yes-or-no option's choice in Spanish and Italian.
SAME_EVERYWHERE = {"discord", "ok", "utc", "id", "gif", "json", "png", "elo", "min", "max", "total", "x",
                   "vs", "computer", "no", *GAME_IDS}
#: Words a language has taken from English as its own, so a message of only them is translated all the
#: same: German says "das Rating" (never "Wertung", a game's scoring), "der Computer", "der Propeller".
SAME_IN = {"de": {"rating", "ratings", "computer", "propeller"}}


def _parse(files: Iterable[Traversable], where: str) -> dict[str, ast.Pattern]:
    """Every message and attribute pattern of some Fluent files, by id (``id`` and ``id.attribute``)."""
    patterns: dict[str, ast.Pattern] = {}
    for entry in files:
        resource = FluentParser().parse(entry.read_text(encoding="utf-8"))
        for item in resource.body:
            assert not isinstance(item, ast.Junk), f"{where}/{entry.name}: unparsable {item.content[:80]!r}"
            if isinstance(item, ast.Message | ast.Term):
                name = ("-" if isinstance(item, ast.Term) else "") + item.id.name
                assert name not in patterns, f"{where}: {name} defined twice"
                if item.value is not None:
                    patterns[name] = item.value
                for attribute in item.attributes:
                    patterns[f"{name}.{attribute.id.name}"] = attribute.value
    return patterns


def _messages(lang: str) -> dict[str, ast.Pattern]:
    """A language's whole catalog: the platform's files and every registered game's."""
    return _parse(i18n.catalog_files(lang), lang)


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


def _argument_differences(english: dict[str, ast.Pattern], theirs: dict[str, ast.Pattern]) -> dict:
    return {name: (sorted(_variables(english[name])), sorted(_variables(theirs[name])))
            for name in english.keys() & theirs.keys()
            if _variables(english[name]) != _variables(theirs[name])}


def _left_in_english(english: dict[str, ast.Pattern], theirs: dict[str, ast.Pattern],
                     lang: str = "") -> list[str]:
    same = SAME_EVERYWHERE | SAME_IN.get(lang, set())
    untranslated = []
    for name, pattern in english.items():
        words = [word for word in _words(pattern) if word not in same]
        if words and name in theirs and _words(theirs[name]) == _words(pattern):
            untranslated.append(name)
    return sorted(untranslated)


ENGLISH = _messages(i18n.DEFAULT)


def test_the_english_catalog_is_not_empty():
    assert len(ENGLISH) > 1


@pytest.mark.parametrize("lang", OTHERS)
def test_every_message_exists_in_every_language_with_the_same_arguments(lang):
    theirs = _messages(lang)
    assert sorted(set(ENGLISH) - set(theirs)) == [], f"missing in {lang}"
    assert sorted(set(theirs) - set(ENGLISH)) == [], f"in {lang} but not in English"
    assert _argument_differences(ENGLISH, theirs) == {}


@pytest.mark.parametrize("lang", OTHERS)
def test_nothing_is_left_in_english(lang):
    assert _left_in_english(ENGLISH, _messages(lang), lang) == []


def _game_words_problems(game_id: str, lang: str) -> list[str]:
    """What is wrong with a registered game's own words in ``lang`` (its package's ``locales/<lang>/``):
    no folder, no catalog or no rules text there; messages missing, extra, with other variables or left
    in English against its English catalog; ids outside the game's prefix; rules the English ones."""
    folder = i18n.game_locales().get(game_id)
    if folder is None:
        return [f"{game_id}: its package has no locales/ folder"]
    catalogs = {lang: folder.joinpath(lang), i18n.DEFAULT: folder.joinpath(i18n.DEFAULT)}
    files = {code: sorted((e for e in place.iterdir() if e.name.endswith(".ftl")), key=lambda e: e.name)
             if place.is_dir() else [] for code, place in catalogs.items()}
    problems = [f"{game_id}: no catalog (*.ftl) in locales/{code}/" for code in catalogs if not files[code]]
    problems += [f"{game_id}: no locales/{code}/{i18n.RULES_FILE}" for code in catalogs
                 if not catalogs[code].joinpath(i18n.RULES_FILE).is_file()]
    if problems:
        return problems
    english = _parse(files[i18n.DEFAULT], f"{game_id}/{i18n.DEFAULT}")
    theirs = _parse(files[lang], f"{game_id}/{lang}")
    if not english:
        problems.append(f"{game_id}: its English catalog has no message")
    problems += [f"{game_id}: {name} is not in its {lang} catalog"
                 for name in sorted(english.keys() - theirs.keys())]
    problems += [f"{game_id}: {name} is in {lang} but not in English"
                 for name in sorted(theirs.keys() - english.keys())]
    problems += [f"{game_id}: {name} takes {mine} in English but {other} in {lang}"
                 for name, (mine, other) in sorted(_argument_differences(english, theirs).items())]
    problems += [f"{game_id}: {name} is not prefixed {game_id}-" for name in sorted(theirs)
                 if not name.lstrip("-").startswith(f"{game_id}-")]
    rules_text = catalogs[lang].joinpath(i18n.RULES_FILE).read_text(encoding="utf-8")
    if not rules_text.lstrip().startswith("## "):
        problems.append(f"{game_id}: its {lang} rules do not start with a ## heading")
    if lang != i18n.DEFAULT:
        problems += [f"{game_id}: {name} is left in English in {lang}"
                     for name in _left_in_english(english, theirs, lang)]
        if rules_text == catalogs[i18n.DEFAULT].joinpath(i18n.RULES_FILE).read_text(encoding="utf-8"):
            problems.append(f"{game_id}: its {lang} rules are the English ones")
    return problems


def test_the_registry_has_games_to_check():
    assert GAME_IDS and set(GAME_IDS) == set(rules.GAMES)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_registered_game_ships_its_words_and_rules_in_every_language(game_id, lang):
    assert _game_words_problems(game_id, lang) == []
    assert i18n.rules_text(lang, game_id).lstrip().startswith("## ")
    if lang != i18n.DEFAULT:
        assert i18n.rules_text(lang, game_id) != i18n.rules_text(i18n.DEFAULT, game_id)


@pytest.fixture
def fresh_catalogs():
    """Built catalogs forgotten before and after a test that registers games of its own."""
    def clear():
        for cached in (i18n._bundle, i18n.catalog_ids, i18n.rules_text):
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
        assert _game_words_problems("halfgame", "en") == []
        assert _game_words_problems("halfgame", "es") == []
        assert _game_words_problems("halfgame", "de") == ["halfgame: no catalog (*.ftl) in locales/de/",
                                                          "halfgame: no locales/de/rules.md"]
        assert _game_words_problems("halfgame", "it") == [
            "halfgame: halfgame-bye is not in its it catalog",
            "halfgame: halfgame-hello takes ['name'] in English but ['nome'] in it",
            "halfgame: halfgame-hello is left in English in it",
            "halfgame: its it rules are the English ones",
        ]
        assert _game_words_problems("wordless", "en") == ["wordless: its package has no locales/ folder"]
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
