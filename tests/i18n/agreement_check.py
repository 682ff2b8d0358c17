"""The agreement check (issue 28): a message must not put a number next to a word that agrees with it
unless a plural selector chooses that word. "se han unido 1", "1 sind beigetreten", "ne sono entrati 1",
"1 turno seguidos", "1 ganadas" are what it is for.

**The heuristic.** Each message (in each language) is read along every path through its selectors (one
variant of each). A *number* is a placeable of a variable that takes a number (``catalog_numbers``: the
same rule as the golden file). A word is *chosen by* the number's variable when it sits inside a variant
of a selector on that variable that has a singular variant (``[one]`` or ``[1]``): whoever wrote that
selector decided the singular, so the word is the translator's choice. A selector without one (only
``[0]`` and ``*[other]``) chooses nothing for 1: a count of one reads the ``other`` variant. Then, for a
number:

* **after it**: the first word after the number (only spaces and Markdown between them) agrees with it:
  in all four languages the counted noun follows the number ("3 turns", "3 Züge", "3 turnos", "3 turni"),
  and so does a verb whose subject the number is ("3 sind beigetreten", "3 aspettano"). In Spanish and
  Italian the second word does too (an adjective or participle after the noun: "1 turno seguidos",
  "1 giocatori entrati"); in English and German it does not ("1 Spieler beigetreten" is right).
  Unless the word is chosen by the variable, it is a finding, except the words of :data:`NOT_AGREEING`
  (prepositions, conjunctions, units whose abbreviation does not change): "turn 3 of 7".
* **before it**: a plural verb among the three words before the number, in the same clause, agrees
  with it when the number is the verb's (inverted) subject: "se han unido 1", "ne sono entrati 1",
  "there are 1". :data:`PLURAL_VERBS` lists those verbs by language; unless chosen by the variable, each
  is a finding.

:data:`EXCEPTIONS` lists the true exceptions (message, variable): each says why.
"""

from __future__ import annotations

import itertools
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

if __name__ == "__main__":  # run as a script: this checkout's packages, not an installed copy
    sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parent)]

from catalog_numbers import PLURAL_KEYS, key_name, numeric_variables, parsed
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

import i18n

#: Words after a number that do not agree with it, by language, lower case: prepositions (and their
#: contractions), conjunctions, articles and demonstratives, which start what follows the number ("turn 3
#: of 7", "Zug 3 von 7", "3 dei 5", "te queda 1 día este trimestre"); adverbs ("2 of 5 still hidden");
#: abbreviated units, written the same for any count ("3 pts", "1 Pkt.", "2,5 MB", a time bank's "2 d 5 h",
#: "2 T. 5 Std.", "2 g 5 h", "5 h 30 min"); English adjectives and
#: participles, and German predicative ones, which never agree ("1 free", "2 more", "1 frei").
NOT_AGREEING: dict[str, frozenset[str]] = {
    "en": frozenset("of and or to in on at by for from with x the this still pts pt mb free more left joined "
                    "needed d h min".split()),
    "es": frozenset("de del y o a al en con por para sobre x el la los las este esta un una aún todavía pts "
                    "ptos pto mb más d h min".split()),
    "de": frozenset("von vom und oder bis zu zum zur in im an am auf mit für x der die das dieses diese noch "
                    "p pkt mb frei übrig t std min".split()),
    "it": frozenset("di del dello della dei degli delle da dal dallo dalla dai dagli dalle e o a al ai agli "
                    "alle in nel nei negli nelle nella "
                    "con per su sul sui sulla sulle x il lo la i gli le questo questa ancora pt pti "
                    "mb g h min".split()),
}
#: Plural verbs whose inverted subject a number after them can be, lower case.
PLURAL_VERBS: dict[str, frozenset[str]] = {
    "en": frozenset("are were have remain wait".split()),
    "es": frozenset("han son están quedan faltan esperan".split()),
    "de": frozenset("sind haben waren bleiben fehlen warten".split()),
    "it": frozenset("sono hanno restano mancano aspettano".split()),
}
#: Languages whose adjectives and participles follow the noun and agree with it: the second word after
#: a number is checked too.
NOUN_THEN_ADJECTIVE = frozenset({"es", "it"})
#: How many words before a number are read for a plural verb.
BEFORE = 3
#: Variables that name a thing by its number rather than count anything ("game 12 is over", "space 39
#: holds a tent", "hangar 3"): nothing agrees with them.
LABELS = frozenset("id space number hangar turn round row cell seat place page pages territory order "
                   "first top old new".split())

#: True exceptions the check leaves alone: (message id, variable), for every language, with the reason.
#: Each is a number that is never 1 (a constant, or bounded by the rules); the golden file still shows
#: them at 0, 1, 2 and 5.
EXCEPTIONS: dict[tuple[str, str], str] = {
    **{(msg_id, "high"): "a game's most players: at least 2 (every registered game seats 2 or more)"
       for msg_id in ("bot-lobby-footer-new", "bot-error-player-count", "iwari-error-players",
                      "tiwanaku-error-players")},
    ("bot-error-table-full", "players"): "the table is full at a game's most players, at least 2",
    ("wayfinders-error-player-count", "max"): "Wayfinders' most players, 4",
    **{(msg_id, "days"): "VOTE_END_AFTER, 14 days"
       for msg_id in ("bot-table-no-clock-line", "bot-error-vote-early", "bot-vote-ended-post")},
    ("bot-error-away-days", "high"): "AWAY_MAX_DAYS, 30",
    ("bot-error-away-allowance", "allowance"): "AWAY_DAYS_PER_QUARTER, 30",
    ("bot-lobby-expired", "hours"): "a lobby expiry is one of LOBBY_EXPIRY_CHOICES, 12 hours or more",
    ("bot-config-summary", "hours"): "a lobby expiry is one of LOBBY_EXPIRY_CHOICES, 12 hours or more",
    **{(msg_id, "minimum"): "LEADERBOARD_MIN_GAMES, 3"
       for msg_id in ("history-leaderboard-empty", "history-leaderboard-head", "history-leaderboard-unranked",
                      "history-rating-meaning", "history-rating-provisional")},
    **{(f"wayfinders-setup-{name}", colour): "a fixed island mix written in the code (6 to 12 of a colour)"
       for name in ("standard", "balanced", "scoring", "permanent", "resources")
       for colour in ("red", "blue", "yellow")},
    ("wayfinders-setup-random24", "drawn"): "a fixed 24 of 45 islands",
    ("wayfinders-setup-random24", "tiles"): "a fixed 24 of 45 islands",
    ("wayfinders-status-seat", "workers"): "WORKERS_PER_PLAYER, 5",
    ("wayfinders-error-hangar-full", "max"): "MAX_WORKERS_PER_HANGAR, more than 1",
    **{(msg_id, "limit"): "keep_limit: 3 plus 1 per keep island (W-9)"
       for msg_id in ("wayfinders-phase-keep", "wayfinders-render-hand-keeps", "wayfinders-text-keeps",
                      "wayfinders-error-keep-count", "wayfinders-log-over-limit", "wayfinders-status-seat")},
    ("wayfinders-render-over-shared", "count"): "a shared win: 2 pilots or more",
    ("bot-vote-counted", "needed"): "shown only while a vote is undecided: the voter's own vote counts, so "
                                    "needed > votes >= 1 (Timekeeper.vote_end)",
    **{("tiwanaku-alt-title", side): "a board's size (at least 5 spaces a side); the noun counts the product"
       for side in ("width", "height")},
}
#: True exceptions in one language only: (language, message id, variable), with the reason.
LANGUAGE_EXCEPTIONS: dict[tuple[str, str, str], str] = {}

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
#: What may stand between a number and the word that agrees with it: spaces and Markdown emphasis.
_GAP = re.compile(r"[\s*_~\u00a0\u202f]*")
#: A clause boundary: what comes before it does not agree with a number after it.
_CLAUSE_END = re.compile(r"[.;:!?()\[\]\n]")


@dataclass(frozen=True)
class Token:
    kind: str  # "text", "number" (a numeric variable's placeable) or "other" (any other placeable)
    value: str  # the text, or the variable's name
    chosen_by: frozenset[str]  # the numeric variables whose selectors (with a singular variant) chose it


@dataclass(frozen=True)
class Finding:
    lang: str
    msg_id: str
    variable: str
    reading: str  # the words around the number along that path, "{$var}" for the number

    def __str__(self) -> str:
        return f"{self.lang} {self.msg_id} ${self.variable}: {self.reading}"


def _placeable(expression: fl.Expression, numeric: frozenset[str]) -> str | None:
    """The numeric variable a placeable shows, or ``None``."""
    if isinstance(expression, fl.VariableReference) and expression.id.name in numeric:
        return expression.id.name
    if (isinstance(expression, fl.FunctionReference) and expression.id.name == "NUMBER"
            and expression.arguments.positional
            and isinstance(expression.arguments.positional[0], fl.VariableReference)
            and expression.arguments.positional[0].id.name in numeric):
        return expression.arguments.positional[0].id.name
    return None


def _paths(elements: list, numeric: frozenset[str], chosen: frozenset[str],
           limit: int = 4096) -> Iterator[list[Token]]:
    """Every reading of a pattern's elements: one variant of each selector, as tokens."""
    options: list[list[list[Token]]] = []
    for element in elements:
        if isinstance(element, fl.TextElement):
            options.append([[Token("text", element.value, chosen)]])
            continue
        expression = element.expression
        if isinstance(expression, fl.SelectExpression):
            selector = expression.selector
            keys = {key_name(variant.key) for variant in expression.variants}
            inner = chosen
            if (isinstance(selector, fl.VariableReference) and selector.id.name in numeric
                    and keys & {"one", "1"} and keys <= PLURAL_KEYS | {k for k in keys if k.isdigit()}):
                inner = chosen | {selector.id.name}
            variants = []
            for variant in expression.variants:
                variants.extend(itertools.islice(_paths(variant.value.elements, numeric, inner), limit))
            options.append(variants)
        elif isinstance(expression, fl.Placeable):
            options.append(list(itertools.islice(_paths([expression], numeric, chosen), limit)))
        elif isinstance(expression, fl.StringLiteral):
            options.append([[Token("text", expression.parse()["value"], chosen)]])
        elif (name := _placeable(expression, numeric)) is not None:
            options.append([[Token("number", name, chosen)]])
        else:
            options.append([[Token("other", "", chosen)]])
    for combination in itertools.islice(itertools.product(*options), limit):
        yield [token for part in combination for token in part]


def _words_after(tokens: list[Token], start: int, count: int) -> list[tuple[str, frozenset[str]]]:
    """Up to ``count`` words right after ``tokens[start]``, with what chose each; stops at anything but a
    space or Markdown between them (punctuation, a placeable)."""
    words: list[tuple[str, frozenset[str]]] = []
    for token in tokens[start + 1:]:
        if token.kind != "text":
            break
        rest = token.value
        while rest:
            gap = _GAP.match(rest)
            rest = rest[gap.end():]
            if not rest:
                break
            word = _WORD.match(rest)
            if word is None:
                return words
            words.append((word.group().lower(), token.chosen_by))
            if len(words) == count:
                return words
            rest = rest[word.end():]
            if rest and not _GAP.fullmatch(rest[:1]):
                return words
    return words


def _words_before(tokens: list[Token], end: int, count: int) -> list[tuple[str, frozenset[str]]]:
    """Up to ``count`` words before ``tokens[end]`` in the same clause, nearest last."""
    words: list[tuple[str, frozenset[str]]] = []
    for token in reversed(tokens[:end]):
        if token.kind != "text":
            continue
        clause = _CLAUSE_END.split(token.value)
        found = [(word.lower(), token.chosen_by) for word in _WORD.findall(clause[-1])]
        words = found + words
        if len(clause) > 1 or len(words) >= count:
            break
    return words[-count:]


def _reading(tokens: list[Token], at: int) -> str:
    parts = []
    for index, token in enumerate(tokens):
        if token.kind == "text":
            parts.append(token.value)
        elif token.kind == "number":
            parts.append(f"{{${token.value}}}" if index == at else "N")
        else:
            parts.append("…")
    line = "".join(parts).replace("\n", " ")
    marker = line.find(f"{{${tokens[at].value}}}")
    return line[max(0, marker - 40): marker + 50].strip()


def findings_in(lang: str, msg_id: str, pattern: fl.Pattern, numeric: frozenset[str]) -> list[Finding]:
    """The numbers of one message that a word agrees with though no selector chose it."""
    found: dict[tuple[str, str], Finding] = {}
    for tokens in _paths(pattern.elements, numeric, frozenset()):
        for index, token in enumerate(tokens):
            if (token.kind != "number" or token.value in LABELS or (msg_id, token.value) in EXCEPTIONS
                    or (lang, msg_id, token.value) in LANGUAGE_EXCEPTIONS):
                continue
            variable = token.value
            after = _words_after(tokens, index, 2 if lang in NOUN_THEN_ADJECTIVE else 1)
            before = _words_before(tokens, index, BEFORE)
            wrong = []
            for word, chosen in after:
                if word in NOT_AGREEING[lang]:
                    break  # "3 of 7", "3 de los…": what follows is not counted by the number
                if variable not in chosen:
                    wrong.append(word)
                    break
            wrong += [word for word, chosen in before
                      if word in PLURAL_VERBS[lang] and variable not in chosen]
            if wrong:
                reading = _reading(tokens, index)
                found.setdefault((variable, reading), Finding(lang, msg_id, variable, reading))
    return list(found.values())


def catalog_findings(lang: str) -> list[Finding]:
    """Every finding in a language's whole catalog (the platform's and every registered game's)."""
    numeric = numeric_variables()
    findings: list[Finding] = []
    for msg_id, pattern in parsed(lang).items():
        if msg_id in numeric:
            findings.extend(findings_in(lang, msg_id, pattern, numeric[msg_id]))
    return findings


def text_findings(lang: str, source: str, numeric: frozenset[str]) -> list[Finding]:
    """The findings in Fluent source written out (the tests' examples), the given variables numeric."""
    findings: list[Finding] = []
    for item in FluentParser().parse(source).body:
        assert isinstance(item, fl.Message), f"not a message: {item}"
        findings.extend(findings_in(lang, item.id.name, item.value, numeric))
    return findings


if __name__ == "__main__":
    for language in i18n.LANGUAGES:
        for finding in catalog_findings(language):
            print(finding)
