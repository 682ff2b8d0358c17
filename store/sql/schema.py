"""The schema both SQL backends share: one list of migrations, the forward steps applied in order when a
database is opened.

They are written in the subset of SQL both SQLite and PostgreSQL understand, in SQLite's spelling; a
backend's :attr:`store.sql.Dialect.ddl` maps the spellings that differ (PostgreSQL's 64-bit integers and
identity keys, see :func:`store.postgres.pg_ddl`). A new step is appended, never edited, and must stay in
that subset (``tests/bot/test_shared_store.py`` compares the two schemas). Where each backend keeps the
number of steps applied: ``PRAGMA user_version`` in SQLite, the table ``boardgame_schema`` in PostgreSQL.
"""

from __future__ import annotations

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: the first schema.
    (
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER,
            channel_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            options TEXT NOT NULL DEFAULT '{}',
            seed INTEGER,
            status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
            version INTEGER NOT NULL DEFAULT 0,
            state TEXT,
            creator_id INTEGER NOT NULL,
            lobby_message_id INTEGER,
            board_message_id INTEGER,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        )
        """,
        # One open game per channel, enforced by the database itself.
        """
        CREATE UNIQUE INDEX games_one_open_per_channel ON games(channel_id)
        WHERE status IN ('lobby', 'active')
        """,
        """
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            joined_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seat),
            UNIQUE (game_id, user_id)
        )
        """,
        """
        CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            description TEXT NOT NULL,
            turn INTEGER NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        )
        """,
        """
        CREATE TABLE user_settings (
            user_id INTEGER PRIMARY KEY,
            turn_reminders INTEGER NOT NULL DEFAULT 1
        )
        """,
    ),
    # 2: finding a player's games quickly (for "your games" listings and statistics).
    ("CREATE INDEX seats_by_user ON seats(user_id)",),
    # 3: the state when the current turn began, so hands are compared over a whole turn (DMs go out once
    # per turn to the players whose private view changed, not after every decision).
    ("ALTER TABLE games ADD COLUMN turn_start_state TEXT",),
    # 4: reliability and rules versions. The snapshot's digest ties it to the log it reflects (NULL for
    # snapshots written before: they are checked once by replaying). The rules version a game started
    # under (every game stored before this schema started under version 1). The outbox: what must be
    # announced about a committed move, written in the move's transaction and marked once delivered, so a
    # crash between the commit and the board post is made good at the next start.
    (
        "ALTER TABLE games ADD COLUMN snapshot_digest TEXT",
        "ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1",
        """
        CREATE TABLE outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL,
            delivered_at TEXT
        )
        """,
        "CREATE INDEX outbox_pending ON outbox(game_id) WHERE delivered_at IS NULL",
    ),
    # 5: games that live for days. Each game's time control and what happens when time runs out; the
    # clock of the seat the game waits for (one row per game, with the moments of its reminders and
    # which were sent, so a restart neither loses nor repeats one); seats handed to the stand-in;
    # vacations; quiet hours; server settings; votes to end a game without a clock.
    (
        "ALTER TABLE games ADD COLUMN clock_seconds INTEGER",
        "ALTER TABLE games ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'standin'",
        "ALTER TABLE games ADD COLUMN handover_after INTEGER NOT NULL DEFAULT 3",
        "ALTER TABLE games ADD COLUMN end_reason TEXT",
        "ALTER TABLE games ADD COLUMN last_move_at TEXT",
        "ALTER TABLE seats ADD COLUMN timeouts_in_row INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE seats ADD COLUMN standin INTEGER NOT NULL DEFAULT 0",
        """
        CREATE TABLE clocks (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            turn INTEGER NOT NULL,
            started_at TEXT NOT NULL,
            deadline TEXT,
            half_at TEXT,
            tenth_at TEXT,
            paused_at TEXT,
            half_sent INTEGER NOT NULL DEFAULT 0,
            tenth_sent INTEGER NOT NULL DEFAULT 0,
            muted INTEGER NOT NULL DEFAULT 0,
            asked INTEGER NOT NULL DEFAULT 0
        )
        """,
        "CREATE INDEX clocks_by_deadline ON clocks(deadline)",
        "CREATE INDEX clocks_by_user ON clocks(user_id)",
        """
        CREATE TABLE vacations (
            user_id INTEGER NOT NULL,
            starts_at TEXT NOT NULL,
            ends_at TEXT NOT NULL,
            PRIMARY KEY (user_id, starts_at)
        )
        """,
        "ALTER TABLE user_settings ADD COLUMN quiet_start INTEGER",
        "ALTER TABLE user_settings ADD COLUMN quiet_end INTEGER",
        "ALTER TABLE user_settings ADD COLUMN timezone TEXT",
        """
        CREATE TABLE guild_settings (
            guild_id INTEGER PRIMARY KEY,
            default_clock TEXT,
            channel_mentions INTEGER NOT NULL DEFAULT 1,
            lobby_expiry_hours INTEGER NOT NULL DEFAULT 48
        )
        """,
        """
        CREATE TABLE votes (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (game_id, user_id)
        )
        """,
    ),
    # 6: a channel people want to read. Whether a player's DMs were found closed in this game (the
    # channel is told once, not on every hand change); a server's wish to run games in threads.
    (
        "ALTER TABLE seats ADD COLUMN dms_closed INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE guild_settings ADD COLUMN threads INTEGER NOT NULL DEFAULT 0",
    ),
    # 7: the players' languages (issue 12). A user's own choice for their private answers and DMs, a
    # server's for its public posts; NULL means "as Discord says" (the client's or the guild's locale).
    # The client locale Discord last sent with one of the user's interactions, for DMs that answer none.
    (
        "ALTER TABLE user_settings ADD COLUMN language TEXT",
        "ALTER TABLE guild_settings ADD COLUMN language TEXT",
        "ALTER TABLE user_settings ADD COLUMN client_locale TEXT",
    ),
    # 8: every game remembered (issue 14). The result of each finished game (one row, written once, by
    # ``record_result``: places, scores, wins, seats the stand-in had), and the ratings it moved: one per
    # scope (a server's id, 0 for overall), player and title. ``rated`` says whether the game moved
    # ratings (a game with fewer than two rated players does not).
    (
        """
        CREATE TABLE game_results (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            guild_id INTEGER,
            game TEXT NOT NULL,
            started_at TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            turns INTEGER NOT NULL,
            rated INTEGER NOT NULL DEFAULT 0
        )
        """,
        "CREATE INDEX game_results_by_guild ON game_results(guild_id, finished_at)",
        """
        CREATE TABLE result_seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            score INTEGER NOT NULL,
            place INTEGER NOT NULL,
            won INTEGER NOT NULL,
            standin INTEGER NOT NULL DEFAULT 0,
            mu_before DOUBLE PRECISION,
            sigma_before DOUBLE PRECISION,
            mu_after DOUBLE PRECISION,
            sigma_after DOUBLE PRECISION,
            PRIMARY KEY (game_id, seat)
        )
        """,
        "CREATE INDEX result_seats_by_user ON result_seats(user_id)",
        """
        CREATE TABLE ratings (
            scope INTEGER NOT NULL,
            game TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            mu DOUBLE PRECISION NOT NULL,
            sigma DOUBLE PRECISION NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (scope, game, user_id)
        )
        """,
    ),
    # 9: async play you can trust (issue 23). Whether the lobby's time per turn was chosen (a table of one
    # human without a chosen clock starts without one); a per-game secret the computer players' search seeds
    # come from (never the set-up seed, from which a search could rebuild the hidden deal); the claim of a
    # computer's or the stand-in's decision, so one process searches it (``decision_*``: the version
    # claimed, by whom, until when); how many decisions the stand-in made for each seat (shown with a result
    # it played a part of); whether a player was told their time away ended.
    (
        "ALTER TABLE games ADD COLUMN clock_chosen INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN search_secret INTEGER",
        "ALTER TABLE games ADD COLUMN decision_version INTEGER",
        "ALTER TABLE games ADD COLUMN decision_owner TEXT",
        "ALTER TABLE games ADD COLUMN decision_until TEXT",
        "ALTER TABLE seats ADD COLUMN standin_moves INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE result_seats ADD COLUMN standin_moves INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE vacations ADD COLUMN notified INTEGER NOT NULL DEFAULT 0",
        # Time away that ended before this schema was told in the old way (not at all): nothing to send.
        "UPDATE vacations SET notified = 1",
    ),
    # 10: fast at ten thousand games (issue 25). ``clocks.next_due``: the earliest moment the clock's own
    # row makes it need the periodic work (see :func:`store.sql.clocks.clock_next_due`: '' for a seat
    # the stand-in keeps, NULL for a stopped clock or one with nothing left to send), indexed, so a tick
    # reads the clocks that are due and no other; filled here for the clocks already stored. A stopped
    # clock and the time away that bears on clocks are found by their own small indexes. An index on the
    # games' status (lobbies, games in play); one on the time away not yet told of its end.
    (
        "ALTER TABLE clocks ADD COLUMN next_due TEXT",
        "UPDATE clocks SET next_due = CASE WHEN EXISTS (SELECT 1 FROM seats s "
        "WHERE s.game_id = clocks.game_id AND s.seat = clocks.seat AND s.standin = 1) THEN '' "
        "WHEN paused_at IS NOT NULL THEN NULL "
        "ELSE CASE WHEN CASE WHEN asked IN (0, 2) THEN deadline END IS NULL OR CASE WHEN CASE WHEN "
        "tenth_sent "
        "= 0 AND muted = 0 THEN tenth_at END IS NULL OR CASE WHEN half_sent = 0 AND muted = 0 THEN "
        "half_at END <= CASE WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END THEN COALESCE(CASE WHEN "
        "half_sent = 0 AND muted = 0 THEN half_at END, CASE WHEN tenth_sent = 0 AND muted = 0 THEN "
        "tenth_at END) ELSE CASE WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END END <= CASE WHEN "
        "asked IN (0, 2) THEN deadline END THEN COALESCE(CASE WHEN CASE WHEN tenth_sent = 0 AND muted = "
        "0 THEN tenth_at END IS NULL OR CASE WHEN half_sent = 0 AND muted = 0 THEN half_at END <= CASE "
        "WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END THEN COALESCE(CASE WHEN half_sent = 0 AND "
        "muted = 0 THEN half_at END, CASE WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END) ELSE CASE "
        "WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END END, CASE WHEN asked IN (0, 2) THEN "
        "deadline END) ELSE CASE WHEN asked IN (0, 2) THEN deadline END END END",
        "CREATE INDEX clocks_by_next_due ON clocks(next_due)",
        "CREATE INDEX clocks_paused ON clocks(user_id) WHERE paused_at IS NOT NULL",
        "CREATE INDEX games_by_status ON games(status)",
        "CREATE INDEX vacations_by_end ON vacations(ends_at)",
        "CREATE INDEX vacations_untold ON vacations(ends_at) WHERE notified = 0",
    ),
    # 11: each user's DM channel with the bot (issue 25), so a restart or another process does not open it
    # again (one Discord call, POST /users/@me/channels, saved on every first DM of a process).
    (
        """
        CREATE TABLE dm_channels (
            user_id INTEGER PRIMARY KEY,
            channel_id INTEGER NOT NULL
        )
        """,
    ),
    # 12: readable by everyone (issue 26). A user who reads boards as text (a screen reader, text only):
    # what the bot sends them privately carries the board and hand in words instead of images.
    (
        "ALTER TABLE user_settings ADD COLUMN text_only INTEGER NOT NULL DEFAULT 0",
    ),
    # 13: the live board's card (issue 26): its words, kept so that the next board can take its buttons off
    # (an edit of a Components V2 message sends all of it again) and a clock change can rewrite its line,
    # in any process and after a restart, without reading the message back from Discord.
    ("ALTER TABLE games ADD COLUMN board_card TEXT",),
    # 14: a heads-up and a daily digest (issue 27). ``user_settings.headsup``: a DM when the player before
    # them starts their turn; ``games.headsup_turn``: the last turn whose heads-up was claimed (one a turn,
    # whichever process delivers the board, and none again after a restart). ``digest_hour``: the hour of
    # the day (in the player's time zone) of their daily digest, NULL: no digest (a turn DM per turn);
    # ``digest_next_at``: the UTC moment of the next one, indexed so the tick reads only the digests due;
    # ``digest_claim``: until when a process that claimed the due digest may send it (a crash between
    # claim and send leaves it to another process once that moment passed); ``digest_last``: when the
    # last one went (one a local day, even when the hour or the time zone is changed after it).
    (
        "ALTER TABLE user_settings ADD COLUMN headsup INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE user_settings ADD COLUMN digest_hour INTEGER",
        "ALTER TABLE user_settings ADD COLUMN digest_next_at TEXT",
        "ALTER TABLE user_settings ADD COLUMN digest_claim TEXT",
        "ALTER TABLE user_settings ADD COLUMN digest_last TEXT",
        "ALTER TABLE games ADD COLUMN headsup_turn INTEGER",
        "CREATE INDEX user_settings_digest_due ON user_settings(digest_next_at) "
        "WHERE digest_next_at IS NOT NULL",
    ),
    # 15: fewer Confirm taps (issue 27). Whether the turn panel asks before a chosen move that shows hidden
    # information (1, the default) or applies it on the tap (0: the player pressed "Don't ask again", or
    # chose ``/game settings confirm: never ask``).
    ("ALTER TABLE user_settings ADD COLUMN confirm_reveals INTEGER NOT NULL DEFAULT 1",),
    # 16: a member's own data (issue 29). ``/game privacy`` and ``python -m bot forget`` read and remove
    # everything naming one user: the tables keyed by the user already have their index (settings, time
    # away, DM channel, seats, results, clocks); these three find a user's ratings, votes and the games
    # they opened without reading every row. (A former player's seat needs no column: its user id becomes
    # the marker ``store.base.former_player_id``.)
    (
        "CREATE INDEX ratings_by_user ON ratings(user_id)",
        "CREATE INDEX votes_by_user ON votes(user_id)",
        "CREATE INDEX games_by_creator ON games(creator_id)",
    ),
    # 17: time banks (issue 30). A Fischer clock: ``games.clock_seconds`` is each seat's starting bank,
    # ``bank_increment`` what a completed turn adds to it (NULL: a time per turn, as before) and
    # ``bank_cap`` the most a bank may hold. ``clocks.banks``: every seat's bank in seconds (a JSON list,
    # NULL without a bank), written with the clock itself, so a move, a restart or another process reads
    # them with the clock and ``next_due`` (the bank's end is the clock's deadline) covers them.
    (
        "ALTER TABLE games ADD COLUMN bank_increment INTEGER",
        "ALTER TABLE games ADD COLUMN bank_cap INTEGER",
        "ALTER TABLE clocks ADD COLUMN banks TEXT",
    ),
    # 18: matchmaking and a reliability minimum (issue 30). A lobby's minimum reliability (a percentage,
    # NULL: none), ``min_new``: whether players too new for a score may join it anyway (1, the default).
    # The channel where a server's matched games open their thread. The queue: one entry per server, user
    # and title (the rating it was taken at, for the proximity; when it expires); a match claims its
    # players' entries by deleting them in the transaction that writes the match (two processes never
    # match the same entry twice), then the game is made and its id written back (``claim_until``: a
    # process that died between the two leaves the match to another once that moment passed).
    (
        "ALTER TABLE games ADD COLUMN min_reliability INTEGER",
        "ALTER TABLE games ADD COLUMN min_new INTEGER NOT NULL DEFAULT 1",
        "ALTER TABLE guild_settings ADD COLUMN queue_channel INTEGER",
        """
        CREATE TABLE queue_entries (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            players INTEGER NOT NULL,
            clock TEXT NOT NULL,
            min_reliability INTEGER,
            rating INTEGER NOT NULL,
            joined_at TEXT NOT NULL,
            expires_at TEXT NOT NULL,
            UNIQUE (guild_id, user_id, game)
        )
        """,
        "CREATE INDEX queue_entries_by_user ON queue_entries(user_id)",
        "CREATE INDEX queue_entries_by_expiry ON queue_entries(expires_at)",
        """
        CREATE TABLE queue_matches (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            clock TEXT NOT NULL,
            users TEXT NOT NULL,
            created_at TEXT NOT NULL,
            claim_until TEXT NOT NULL,
            game_id INTEGER
        )
        """,
        "CREATE INDEX queue_matches_pending ON queue_matches(claim_until) WHERE game_id IS NULL",
    ),
    # 19: tournaments (issue 30). A tournament of one title in one channel: its format (Swiss or round
    # robin), table size, rounds, sign-up deadline, maximum duration of a round, minimum reliability (a
    # percentage, NULL: none); where it stands (``status``, the current ``round``, when it ends, whether its
    # end was reached and unfinished tables were put to the organiser: ``round_closed``); ``claim``: until
    # when a process that claimed its periodic work may do it (the clock work's way: never twice at once).
    # Its players (a withdrawal keeps the row: the rounds already played stay in the standings) and its
    # tables, one per round and table (a bye is a table of one), with the game played there and, once
    # decided, each player's points (JSON) and how (``result``, ``adjudicated``, ``bye``).
    (
        """
        CREATE TABLE tournaments (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER NOT NULL,
            channel_id INTEGER NOT NULL,
            creator_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            options TEXT NOT NULL DEFAULT '{}',
            clock TEXT NOT NULL,
            format TEXT NOT NULL CHECK (format IN ('swiss', 'robin')),
            table_size INTEGER NOT NULL,
            rounds INTEGER NOT NULL,
            round_seconds INTEGER NOT NULL,
            signup_until TEXT NOT NULL,
            min_reliability INTEGER,
            status TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
            round INTEGER NOT NULL DEFAULT 0,
            round_ends_at TEXT,
            round_closed INTEGER NOT NULL DEFAULT 0,
            message_id INTEGER,
            claim TEXT,
            created_at TEXT NOT NULL
        )
        """,
        "CREATE INDEX tournaments_by_status ON tournaments(status)",
        """
        CREATE TABLE tournament_players (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            joined_at TEXT NOT NULL,
            withdrawn INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (tournament_id, user_id)
        )
        """,
        "CREATE INDEX tournament_players_by_user ON tournament_players(user_id)",
        """
        CREATE TABLE tournament_tables (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            round INTEGER NOT NULL,
            tbl INTEGER NOT NULL,
            players TEXT NOT NULL,
            game_id INTEGER,
            scores TEXT,
            decided_by TEXT,
            PRIMARY KEY (tournament_id, round, tbl)
        )
        """,
        "CREATE INDEX tournament_tables_by_game ON tournament_tables(game_id)",
    ),
    # 20 (issue 30, seasons): a monthly ladder per server and title. ``seasons``: its configuration
    # (channel, divisions, how many go up and down), the month in play (closing it is one conditional
    # UPDATE of ``month``: the process that changes it archives and moves the players, no other) and its
    # card (the message, ``card_mark``: what the posted card shows, so a process edits it only when that
    # changed; ``card_claim``: until when a process posting a new card holds it). ``season_members``: who
    # plays and in which division (1 the top). ``season_archive``: each closed month's final standings and
    # who went up (-1) or down (+1).
    (
        """
        CREATE TABLE seasons (
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            enabled INTEGER NOT NULL DEFAULT 1,
            channel_id INTEGER NOT NULL,
            divisions INTEGER NOT NULL,
            promote INTEGER NOT NULL,
            relegate INTEGER NOT NULL,
            month TEXT NOT NULL,
            card_message_id INTEGER,
            card_mark TEXT,
            card_claim TEXT,
            PRIMARY KEY (guild_id, game)
        )
        """,
        """
        CREATE TABLE season_members (
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            division INTEGER NOT NULL,
            joined_at TEXT NOT NULL,
            PRIMARY KEY (guild_id, game, user_id)
        )
        """,
        "CREATE INDEX season_members_by_user ON season_members(user_id)",
        """
        CREATE TABLE season_archive (
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            month TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            division INTEGER NOT NULL,
            place INTEGER NOT NULL,
            points INTEGER NOT NULL,
            games INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            move INTEGER NOT NULL,
            PRIMARY KEY (guild_id, game, month, user_id)
        )
        """,
        "CREATE INDEX season_archive_by_user ON season_archive(user_id)",
    ),
    # 21: the thread a queue match's or a tournament table's game opens in, written the moment Discord made
    # it: a retry after a crash (before the game was recorded, seated or started) carries on in that thread
    # instead of opening a second one.
    (
        "ALTER TABLE queue_matches ADD COLUMN thread_id INTEGER",
        "ALTER TABLE tournament_tables ADD COLUMN thread_id INTEGER",
    ),
    # 22 (issue 31, hints): ``games.hints``, whether the coach's hints are allowed in the game: NULL in a
    # lobby whose creator has not chosen (it then follows whether a computer is seated), 1 or 0 once chosen,
    # and always 1 or 0 once the game started (the start writes the value the lobby had: fixed from then
    # on). Games stored before this step were played without hints: 0. ``seats.hints_used``: the hints
    # delivered to that seat's player (the card shows them).
    (
        "ALTER TABLE games ADD COLUMN hints INTEGER",
        "UPDATE games SET hints = 0 WHERE status <> 'lobby'",
        "ALTER TABLE seats ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0",
    ),
    # 23 (issue 31, the post-game review): a finished game's review, computed once (seconds to a minute of
    # playouts in the process pool) and kept: the chance of winning per seat after every turn and the
    # turns explained, as JSON, keyed by the game and the review's version (``core.review.VERSION``: a
    # review of an older version is computed again). Seat numbers only, no user ids; it goes with its game.
    (
        """
        CREATE TABLE reviews (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            data TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (game_id, version)
        )
        """,
    ),
    # 24: flows, the work of several steps that must each happen once whatever step a crash interrupts
    # (a matched game's thread, lobby, start, post and DMs; a rematch's card; a tournament round's tables;
    # a month's close and its DMs; a digest's messages): written in the transaction that makes the work
    # due, unique by kind and key, claimed for a short lease (``claim_until``: when it may be taken up
    # again, ``owner``: the claim's token, ``attempts``), each step's result recorded as it is done
    # (``steps``, JSON), deleted when done. The index finds the ones whose lease ran out. The queue's matches
    # are made through one (a match pending before this step gets its flow): their own claim is not read
    # any more.
    (
        """
        CREATE TABLE flows (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            flow_key TEXT NOT NULL,
            guild_id INTEGER,
            user_id INTEGER,
            payload TEXT NOT NULL DEFAULT '{}',
            steps TEXT NOT NULL DEFAULT '{}',
            owner TEXT,
            attempts INTEGER NOT NULL DEFAULT 0,
            claim_until TEXT NOT NULL,
            created_at TEXT NOT NULL,
            UNIQUE (kind, flow_key)
        )
        """,
        "CREATE INDEX flows_due ON flows(claim_until)",
        "CREATE INDEX flows_by_user ON flows(user_id)",
        # A match a process claimed and never made before this step is carried on by its flow.
        "INSERT INTO flows (kind, flow_key, guild_id, claim_until, created_at) "
        "SELECT 'queue-match', CAST(id AS TEXT), guild_id, created_at, created_at FROM queue_matches "
        "WHERE game_id IS NULL",
        "DROP INDEX queue_matches_pending",
    ),
    # 25: delivered announcements and made matches are kept 14 days (core/retention.py), then deleted by
    # the periodic work, oldest first: these two partial indexes find them (``delivered_at`` of delivered
    # rows, ``created_at`` of made matches) without reading the rest. The tick's read of the
    # announcements still to deliver (ordered by id) gets an index SQLite chooses: with the older one, on
    # ``game_id``, it read the whole outbox (tens of milliseconds at hundreds of thousands of rows).
    (
        "CREATE INDEX outbox_undelivered ON outbox(id) WHERE delivered_at IS NULL",
        "CREATE INDEX outbox_delivered ON outbox(delivered_at) WHERE delivered_at IS NOT NULL",
        "CREATE INDEX queue_matches_made ON queue_matches(created_at) WHERE game_id IS NOT NULL",
    ),
    # 26: the minute tick stays idle at scale. ``seasons.card_stale``: something the season's card shows may
    # have changed since it was drawn (a result in its server and title, a join, the server's language, a new
    # month or configuration, a card to post), set by the change's own transaction and cleared by the periodic
    # work before it redraws the card: the tick reads the stale seasons and those whose month is over through
    # two small indexes, and no other season's standings. Every season is drawn once after this step (the
    # default). The tournaments' work is found by indexes that exist already; the reliability counts are kept
    # per player (``reliability``: finished games and those completed without the stand-in, moved by the
    # result that changes them), filled here from the results stored so far.
    (
        "ALTER TABLE seasons ADD COLUMN card_stale INTEGER NOT NULL DEFAULT 1",
        "CREATE INDEX seasons_stale ON seasons(guild_id, game) WHERE card_stale = 1 AND enabled = 1",
        "CREATE INDEX seasons_by_month ON seasons(month) WHERE enabled = 1",
        """
        CREATE TABLE reliability (
            user_id INTEGER PRIMARY KEY,
            games INTEGER NOT NULL DEFAULT 0,
            clean INTEGER NOT NULL DEFAULT 0
        )
        """,
        "INSERT INTO reliability (user_id, games, clean) SELECT user_id, COUNT(*), "
        "SUM(CASE WHEN standin_moves = 0 AND standin = 0 THEN 1 ELSE 0 END) FROM result_seats "
        "GROUP BY user_id",
        # The queue's version: moved by every change of the entries (a join, a leave, a match, an expiry, a
        # member forgotten) and by a result of a queued player (their reliability), in the change's
        # transaction. The periodic work plans the queue again only when it moved or a window widens.
        "CREATE TABLE queue_state (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)",
        "INSERT INTO queue_state (id, version) VALUES (1, 0)",
    ),
    # 27: whether a result's seat won on the board (``result_seats.board_won``), beside ``won``, the
    # result for its player (a seat the stand-in held at the end is a loss for them, whatever the board
    # says): every place stating a game's result names the board's winner. Known at once for every seat the
    # stand-in did not hold at the end (the same); the others (NULL) are read from the games' final states
    # by the start's catch-up, found through the partial index.
    (
        "ALTER TABLE result_seats ADD COLUMN board_won INTEGER",
        "UPDATE result_seats SET board_won = won WHERE standin = 0",
        "CREATE INDEX result_seats_board_unknown ON result_seats(game_id) WHERE board_won IS NULL",
    ),
    # 30 (28 and 29 are other branches' steps; the list is renumbered when they meet): whether a server's
    # games have web pages (``web/``), off until its managers turn them on with ``/game config``.
    (
        "ALTER TABLE guild_settings ADD COLUMN web_pages INTEGER NOT NULL DEFAULT 0",
    ),
    # 31 (28 and 29 are other branches' steps; the list is renumbered when they meet): the members'
    # personal web links (store/sql/weblinks.py): each member's current link generation (a link of any
    # other generation no longer opens, so asking for a new one revokes the old) and when it was issued.
    (
        """
        CREATE TABLE web_links (
            user_id INTEGER PRIMARY KEY,
            generation INTEGER NOT NULL,
            issued_at TEXT NOT NULL
        )
        """,
        # A server's web pages list its tournaments, newest first (store/sql/webpages.py).
        "CREATE INDEX tournaments_by_guild ON tournaments(guild_id, id)",
    ),
)
