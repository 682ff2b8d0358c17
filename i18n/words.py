"""What the language checks must know of the platform's own words (``locales/``) that its catalogs cannot
tell them: a :class:`rules.base.Words`, as each game declares its own in its scenarios. Read by the
conformance kit's catalog functions (``conformance/catalogs.py``), which ``tests/i18n`` run on the platform's
messages; nothing at run time reads it."""

from __future__ import annotations

from rules.base import Words

__all__ = ["WORDS"]

WORDS = Words(
    # The platform's names and symbols ("computer" is the Italian and German word too), "no", a
    # yes-or-no option's choice in Spanish and Italian, "zoom" (the web pages' zoom buttons' group) and "web"
    # (/game mine's option: the web, in every language).
    same_everywhere=frozenset({"discord", "ok", "utc", "id", "gif", "json", "png", "elo", "min", "max",
                               "total", "x", "vs", "computer", "no", "zoom", "web"}),
    # Words a language has taken from English as its own: German says "das Rating" (never "Wertung", a
    # game's scoring) and "der Computer";
    # Italian says "round" for a tournament's round (its glossary: the "turno" is a player's).
    same_in={"de": frozenset({"rating", "ratings", "computer"}), "it": frozenset({"round"})},
    # Numbers the code passes in a form the scan cannot type (an attribute, a dictionary item, a constant,
    # a local name), read off the call sites (``grep -rn '"<id>"' bot core``); each names what is passed.
    numbers={
        "bot-board-title": "turn",  # game.turn_count(state)
        "bot-config-summary": "hours",  # settings.lobby_expiry_hours
        "bot-error-away-allowance": "allowance",  # AWAY_DAYS_PER_QUARTER
        "bot-error-away-days": "high",  # AWAY_MAX_DAYS
        "bot-error-player-count": "low high",  # game.min_players, game.max_players
        "bot-error-table-full": "players",  # game.max_players
        "bot-error-vote-early": "days",  # VOTE_END_AFTER.days
        "bot-game-begins": "players",  # count
        "bot-handover-after": "turns",  # turns
        "bot-lobby-expired": "hours",  # hours
        "bot-lobby-footer-new": "low high",  # game.min_players, game.max_players
        "bot-lobby-players": "high",  # game.max_players
        "bot-rematch-full": "players",  # game.max_players
        "bot-score-row": "place total",  # place, row.total
        "bot-standin-part": "count",  # seat.standin_moves
        "bot-table-no-clock-line": "days",  # VOTE_END_AFTER.days
        "bot-vote-counted": "votes needed",
        "bot-vote-ended-post": "days",  # VOTE_END_AFTER.days
        "computer-seat-numbered": "seat",
        "history-caption-turn": "turn total",
        "history-caption-turns": "first turn total",
        "history-head-player": "pages",
        "history-head-server": "pages",
        "history-leaderboard-empty": "minimum",  # LEADERBOARD_MIN_GAMES
        "history-leaderboard-head": "minimum",
        "history-leaderboard-line": "place games rating",
        "history-leaderboard-unranked": "minimum",
        "history-leaderboard-you": "place games rating",
        "history-line": "days",
        "history-rating": "rating",
        "history-rating-meaning": "minimum start",  # LEADERBOARD_MIN_GAMES, RATING_START
        "history-rating-placed": "place rating",
        "history-rating-provisional": "games minimum",
        "history-replay-alt": "turns",
        "history-replay-post": "turns",
        "history-replay-posted": "size",
        "history-replay-queued": "ahead",
        "history-replay-timelapse": "every",
        "history-seat-score": "score",
        "history-standin-part-mark": "count",
        "history-stats-line": "best played rate won",
        "history-step-head": "turn",
        "history-step-option": "turn",
    },
    # The agreement check's true exceptions, each a number that is never 1 (a constant, or bounded by the
    # rules); the golden file still shows them at 0, 1, 2 and 5.
    never_one={
        **{(msg_id, "high"): "a game's most players: at least 2 (every registered game seats 2 or more)"
           for msg_id in ("bot-lobby-footer-new", "bot-error-player-count")},
        ("bot-error-table-full", "players"): "the table is full at a game's most players, at least 2",
        **{(msg_id, "days"): "VOTE_END_AFTER, 14 days"
           for msg_id in ("bot-table-no-clock-line", "bot-error-vote-early", "bot-vote-ended-post")},
        ("bot-error-away-days", "high"): "AWAY_MAX_DAYS, 30",
        ("bot-error-away-allowance", "allowance"): "AWAY_DAYS_PER_QUARTER, 30",
        ("bot-lobby-expired", "hours"): "a lobby expiry is one of LOBBY_EXPIRY_CHOICES, 12 hours or more",
        ("bot-config-summary", "hours"): "a lobby expiry is one of LOBBY_EXPIRY_CHOICES, 12 hours or more",
        **{(msg_id, "minimum"): "LEADERBOARD_MIN_GAMES, 3"
           for msg_id in ("history-leaderboard-empty", "history-leaderboard-head",
                          "history-leaderboard-unranked", "history-rating-meaning",
                          "history-rating-provisional")},
        ("bot-vote-counted", "needed"): "shown only while a vote is undecided: the voter's own vote "
                                        "counts, so "
                                        "needed > votes >= 1 (Timekeeper.vote_end)",
    },
)
