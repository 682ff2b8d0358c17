"""The glossary is enforced: each language's ``glossary.md`` ends with a "Forbidden terms" table (a term a
review removed, the term to use instead, where the rule holds), and no catalog of that language may say a
forbidden term. A new feature's messages are checked the day they are written, so a fixed word (the rating,
the computer, meeple, the lobby, a tournament's round against a player's turn) cannot come back.

The table's form is explained in ``i18n/locales/en/glossary.md``. Only what a reader sees is searched: the
text of each message and its attributes, its variants and string literals, never variable names, variant
keys or comments."""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

import i18n

GLOSSARIES = Path(i18n.__file__).parent / "locales"
EVERY_LANGUAGE = (*i18n.LANGUAGES, *i18n.VARIANTS)
COLUMNS = ["Forbidden", "Preferred", "Where", "Allowed in", "Why"]


@dataclass(frozen=True)
class Rule:
    forbidden: str
    preferred: str
    where: str
    allowed: tuple[str, ...]

    @property
    def pattern(self) -> re.Pattern[str]:
        """The forbidden terms as whole words: ``*`` ends a word with any ending."""
        terms = [re.escape(term.strip()).replace(r"\*", r"\w*").replace(r"\ ", r"\s+")
                 for term in self.forbidden.split(",") if term.strip()]
        return re.compile(r"(?<!\w)(?:" + "|".join(terms) + r")(?!\w)", re.IGNORECASE)

    def applies_to(self, source: str, msg_id: str | None) -> bool:
        """``source`` is "platform", a game's id, or "rules" (a rules text, which has no message id)."""
        if self.where == "all":
            return True
        if self.where == "platform":
            return source == "platform"
        return msg_id is not None and any(fnmatch.fnmatchcase(msg_id, pattern.strip())
                                          for pattern in self.where.split(","))

    def offences(self, text: str) -> list[str]:
        for phrase in self.allowed:
            text = re.sub(re.escape(phrase), " ", text, flags=re.IGNORECASE)
        return [match[0] for match in self.pattern.finditer(text)]


def forbidden_table(lang: str) -> list[Rule]:
    """The rows of ``## Forbidden terms: <lang>`` in the glossary of ``lang``'s base language."""
    text = (GLOSSARIES / i18n.base_language(lang) / "glossary.md").read_text(encoding="utf-8")
    heading = f"## Forbidden terms: {lang}\n"
    assert heading in text, f"{lang}: no '{heading.strip()}' table in its glossary"
    section = text.split(heading, 1)[1].split("\n## ", 1)[0]
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in section.splitlines() if line.strip().startswith("|")]
    assert rows and rows[0] == COLUMNS, f"{lang}: the table's columns are {rows[:1]}, not {COLUMNS}"
    rules = []
    for cells in rows[2:]:
        forbidden, preferred, where, allowed, why = cells
        assert forbidden and preferred and where and why, f"{lang}: incomplete row {cells}"
        rules.append(Rule(forbidden, preferred, where,
                          tuple(phrase.strip() for phrase in allowed.split(",") if phrase.strip())))
    return rules


def rules_for(lang: str) -> list[Rule]:
    """A language's rules; a variant's are its own plus its base language's, except a base row forbidding a
    term the variant prefers (es forbids *computadora*, es-419 says it)."""
    own = forbidden_table(lang)
    if lang not in i18n.VARIANTS:
        return own
    preferred = [rule.preferred for rule in own]
    inherited = [rule for rule in forbidden_table(i18n.VARIANTS[lang])
                 if not any(rule.pattern.search(word) for word in preferred)]
    return own + inherited


def _texts(pattern: ast.Pattern) -> list[str]:
    texts: list[str] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            texts.append(element.value)
        elif isinstance(element, ast.Placeable):
            expression = element.expression
            if isinstance(expression, ast.SelectExpression):
                for variant in expression.variants:
                    texts.extend(_texts(variant.value))
            elif isinstance(expression, ast.StringLiteral):
                texts.append(expression.parse()["value"])
            elif isinstance(expression, ast.Placeable):
                texts.extend(_texts(ast.Pattern([expression])))
    return texts


def _messages(files: list[Traversable], source_of) -> dict[str, tuple[str, str]]:
    messages: dict[str, tuple[str, str]] = {}
    for entry in files:
        for item in FluentParser().parse(entry.read_text(encoding="utf-8")).body:
            if isinstance(item, (ast.Message, ast.Term)):
                patterns = ([item.value] if item.value else []) + [a.value for a in item.attributes]
                # a placeable is a word's gap: its neighbours must not run together into one word
                text = " ◦ ".join(" ◦ ".join(_texts(pattern)) for pattern in patterns)
                messages[item.id.name] = (source_of(entry), text)
    return messages


def reader_messages(lang: str) -> dict[str, tuple[str, str]]:
    """What a reader of ``lang`` sees, by message id: (where it comes from, its text). A variant's messages
    are its base language's with its own overrides, as the runtime builds them."""
    games = {str(folder): game_id for game_id, folder in i18n.game_locales().items()}

    def source_of(entry: Traversable) -> str:
        return next((game_id for folder, game_id in games.items() if str(entry).startswith(folder)),
                    "platform")

    base = i18n.base_language(lang)
    messages = _messages(i18n.catalog_files(base), source_of)
    if lang != base:
        messages.update(_messages(i18n.catalog_files(lang), source_of))
    return messages


def offences(lang: str, messages: dict[str, tuple[str, str]] | None = None,
             rules_texts: dict[str, str] | None = None) -> list[str]:
    """Every forbidden term a reader of ``lang`` would meet: "id: 'term' (use 'preferred')"."""
    if messages is None:
        messages = reader_messages(lang)
    if rules_texts is None:
        rules_texts = {game_id: i18n.rules_text(lang, game_id) for game_id in i18n.game_locales()}
    found = []
    for rule in rules_for(lang):
        for msg_id, (source, text) in sorted(messages.items()):
            if rule.applies_to(source, msg_id):
                found += [f"{msg_id}: {word!r} (use {rule.preferred!r})" for word in rule.offences(text)]
        for game_id, text in sorted(rules_texts.items()):
            if rule.applies_to("rules", None):
                found += [f"{game_id} rules.md: {word!r} (use {rule.preferred!r})"
                          for word in rule.offences(text)]
    return found


@pytest.mark.parametrize("lang", EVERY_LANGUAGE)
def test_no_catalog_uses_a_term_its_glossary_forbids(lang):
    assert offences(lang) == []


@pytest.mark.parametrize("lang", EVERY_LANGUAGE)
def test_every_language_forbids_the_reviewed_terms(lang):
    """Each table covers the terms the reviews found drifting: the rating, the computer, the pieces (meeple),
    the lobby, and a tournament's round against a player's turn (rules about tournament messages)."""
    rules = forbidden_table(lang)
    assert len(rules) >= (2 if lang in i18n.VARIANTS else 5)
    for rule in rules:
        assert not rule.pattern.search(rule.preferred), f"{lang}: {rule.forbidden} forbids its preferred term"
        where = rule.where.split(",")
        assert rule.where in ("all", "platform") or all(pattern.strip() for pattern in where), rule
    if lang not in i18n.VARIANTS:
        preferred = " ".join(rule.preferred.lower() for rule in rules)
        assert any("tournament-*" in rule.where for rule in rules), f"{lang}: no round-vs-turn rule"
        for concept in {"en": ("rating", "computer", "pawn", "lobby", "round"),
                        "es": ("valoración", "ordenador", "peón", "sala", "ronda"),
                        "de": ("rating", "computer", "figur", "lobby", "runde"),
                        "it": ("valutazione", "computer", "meeple", "lobby", "round")}[lang]:
            assert concept in preferred, f"{lang}: no rule for {concept}"


def test_the_check_catches_a_term_a_new_message_brings_back():
    """The check itself: a planted regression of each kind fails, and the allowed phrase and variables
    do not."""
    planted = {"bot-queue-new": ("platform", "diferencia de puntuación aceptada ◦"),
               "tournament-card-new": ("platform", "Tiempo por turno ◦ · ronda 1"),
               "tournament-dm-new": ("platform", "Turno 2 del torneo"),
               "hint-new": ("platform", "Las mejores jugadas de la máquina"),
               "bot-lobby-new": ("platform", "Tu Lobby")}
    assert sorted(offences("es", planted, {})) == [
        "bot-lobby-new: 'Lobby' (use 'sala')",
        "bot-queue-new: 'puntuación' (use 'valoración')",
        "hint-new: 'máquina' (use 'ordenador')",
        "tournament-dm-new: 'Turno' (use 'ronda')"]
    # es-419 says computadora, which Spain's catalog may not
    assert offences("es-419", {"x": ("platform", "la computadora")}, {}) == []
    assert offences("es", {"x": ("platform", "la computadora")}, {}) == ["x: 'computadora' (use 'ordenador')"]
    assert offences("es-419", {"x": ("platform", "el ordenador")}, {}) == [
        "x: 'ordenador' (use 'computadora')"]
    # German: Wertung is a game's scoring (allowed in a game's catalog), never the rating on the platform
    assert offences("de", {"x": ("iwari", "keine Wertung")}, {}) == []
    assert offences("de", {"x": ("platform", "jeder Wertungsabstand")}, {}) == [
        "x: 'Wertungsabstand' (use 'Rating')"]
    assert offences("it", {}, {"tiwanaku": "Muovi le tue pedine."}) == [
        "tiwanaku rules.md: 'pedine' (use 'meeple')"]


def test_only_what_a_reader_sees_is_searched():
    """Variable names, variant keys and comments are not text: `{ $rating }` is no use of "rating"."""
    messages = reader_messages("it")
    assert "rating" not in messages["tournament-standings-key"][1]
    source, text = messages["history-stats-line"]
    assert source == "platform" and "$" not in text and "rating" not in text
    assert reader_messages("es-419")["computer-add-button"][1] == "Añadir computadora"
    assert reader_messages("es")["computer-add-button"][1] == "Añadir ordenador"
    assert reader_messages("de")["iwari-text-totems"][0] == "iwari"
