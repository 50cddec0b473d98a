// The schema as numbered steps. A database remembers the last step it ran in
// PRAGMA user_version; at start the steps after it run in one transaction, so a failed
// upgrade leaves the file as it was. Never edit a step that has shipped: add the next one.
import type Database from "better-sqlite3";

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "rounds, players, answers, results, guild settings",
    sql: `
      CREATE TABLE rounds (
        id          INTEGER PRIMARY KEY,
        guild_id    TEXT    NOT NULL,
        channel_id  TEXT    NOT NULL,
        game        TEXT    NOT NULL
                    CHECK (game IN ('letters','numbers','conundrum','boggle','letterpress','letterboxed')),
        state       TEXT    NOT NULL CHECK (state IN ('picking','running','finished','cancelled')),
        board       TEXT    NOT NULL,
        options     TEXT    NOT NULL,
        seed        INTEGER NOT NULL,
        started_by  TEXT    NOT NULL,
        started_at  INTEGER NOT NULL,
        ends_at     INTEGER,
        message_id  TEXT,
        finished_at INTEGER,
        CHECK ((state IN ('finished','cancelled')) = (finished_at IS NOT NULL))
      ) STRICT;

      -- One round at a time per channel, even with several processes on the file.
      CREATE UNIQUE INDEX rounds_unfinished_per_channel
        ON rounds (channel_id) WHERE state IN ('picking','running');

      -- Names as last seen in each guild (nicknames differ between guilds).
      CREATE TABLE players (
        guild_id TEXT    NOT NULL,
        id       TEXT    NOT NULL,
        name     TEXT    NOT NULL,
        seen_at  INTEGER NOT NULL,
        PRIMARY KEY (guild_id, id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE answers (
        id          INTEGER PRIMARY KEY,
        round_id    INTEGER NOT NULL REFERENCES rounds (id),
        player_id   TEXT    NOT NULL,
        player_name TEXT    NOT NULL,
        text        TEXT    NOT NULL,
        ok          INTEGER NOT NULL CHECK (ok IN (0, 1)),
        reason      TEXT,
        value       TEXT    NOT NULL,
        received_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX answers_by_round ON answers (round_id, id);

      -- A round's guild, game and finish time are copied here when it is scored, so
      -- leaderboards and stats read one covering index instead of joining every round.
      CREATE TABLE round_results (
        round_id    INTEGER NOT NULL REFERENCES rounds (id),
        guild_id    TEXT    NOT NULL,
        game        TEXT    NOT NULL,
        finished_at INTEGER NOT NULL,
        player_id   TEXT    NOT NULL,
        player_name TEXT    NOT NULL,
        points      INTEGER NOT NULL,
        won         INTEGER NOT NULL CHECK (won IN (0, 1)),
        word        TEXT,
        exact       INTEGER CHECK (exact IN (0, 1)),
        PRIMARY KEY (round_id, player_id)
      ) STRICT;
      CREATE INDEX results_by_guild_time ON round_results (guild_id, finished_at, player_id, points, won);
      CREATE INDEX results_by_guild_game_time ON round_results (guild_id, game, finished_at, player_id, points, won);
      CREATE INDEX results_by_player ON round_results (guild_id, player_id, game);

      -- Only what the guild changed, as JSON; defaults are filled in on reading.
      CREATE TABLE guild_settings (
        guild_id TEXT PRIMARY KEY,
        settings TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: "announcements waiting for delivery",
    sql: `
      CREATE TABLE announcements (
        id          INTEGER PRIMARY KEY,
        round_id    INTEGER NOT NULL REFERENCES rounds (id),
        guild_id    TEXT    NOT NULL,
        channel_id  TEXT    NOT NULL,
        kind        TEXT    NOT NULL,
        payload     TEXT    NOT NULL,
        nonce       TEXT    NOT NULL UNIQUE,
        state       TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','delivered','abandoned')),
        attempts    INTEGER NOT NULL DEFAULT 0,
        last_error  TEXT,
        created_at  INTEGER NOT NULL,
        settled_at  INTEGER,
        message_id  TEXT,
        CHECK ((state = 'pending') = (settled_at IS NULL))
      ) STRICT;
      CREATE INDEX announcements_pending ON announcements (id) WHERE state = 'pending';
      CREATE INDEX announcements_by_round ON announcements (round_id);
    `,
  },
  {
    version: 3,
    name: "leases: which process serves which shard; rounds by finish time",
    sql: `
      CREATE TABLE leases (
        name       TEXT    PRIMARY KEY,
        holder     TEXT    NOT NULL,
        taken_at   INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX rounds_finished_at ON rounds (finished_at) WHERE state = 'finished';
    `,
  },
  {
    version: 4,
    name: "privacy: servers the bot left, and indexes to forget a player or a server",
    sql: `
      -- A server the bot left, and when; its data is purged after a grace period.
      CREATE TABLE guild_departures (
        guild_id TEXT    PRIMARY KEY,
        left_at  INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX guild_departures_by_time ON guild_departures (left_at);
      CREATE INDEX answers_by_player ON answers (player_id);
      CREATE INDEX results_by_player_anywhere ON round_results (player_id);
      CREATE INDEX rounds_by_guild ON rounds (guild_id, state);
      CREATE INDEX rounds_by_starter ON rounds (started_by);
      CREATE INDEX players_by_id ON players (id);
    `,
  },
  {
    version: 5,
    name: "word rulings per guild (/words)",
    sql: `
      CREATE TABLE word_rulings (
        guild_id TEXT NOT NULL,
        word     TEXT NOT NULL CHECK (length(word) BETWEEN 1 AND 40),
        ruling   TEXT NOT NULL CHECK (ruling IN ('allow','deny')),
        PRIMARY KEY (guild_id, word)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 6,
    name: "covering indexes for a player's stats (/stats chart)",
    // Per-game totals and days played scanned the whole guild's results; these read only the
    // player's. The first index starts with the one it replaces.
    sql: `
      DROP INDEX results_by_player;
      CREATE INDEX results_by_player_game ON round_results (guild_id, player_id, game, finished_at, points, won);
      CREATE INDEX results_by_player_word ON round_results (guild_id, player_id, word, points, game) WHERE word IS NOT NULL;
    `,
  },
  {
    version: 7,
    name: "daily puzzles: players' entries, servers' daily posts; announcements without a round",
    sql: `
      -- One row per player, game and day: the same puzzle everywhere, so not per server.
      CREATE TABLE daily_entries (
        player_id   TEXT    NOT NULL,
        game        TEXT    NOT NULL CHECK (game IN ('letterboxed','conundrum','letters')),
        day         TEXT    NOT NULL CHECK (length(day) = 10),
        guild_id    TEXT,
        player_name TEXT    NOT NULL,
        opened_at   INTEGER NOT NULL,
        tries       INTEGER NOT NULL DEFAULT 0,
        best        TEXT    NOT NULL DEFAULT 'null',
        points      INTEGER NOT NULL DEFAULT 0,
        solved      INTEGER NOT NULL DEFAULT 0 CHECK (solved IN (0, 1)),
        final       INTEGER NOT NULL DEFAULT 0 CHECK (final IN (0, 1)),
        PRIMARY KEY (player_id, game, day)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX daily_entries_by_guild_day ON daily_entries (guild_id, day, player_id, points, solved);

      -- Players who asked to be nudged before a streak ends: their day's zone, the last day nudged.
      CREATE TABLE daily_reminders (
        player_id  TEXT PRIMARY KEY,
        time_zone  TEXT NOT NULL,
        nudged_day TEXT
      ) STRICT;

      CREATE TABLE daily_posts (
        guild_id   TEXT PRIMARY KEY,
        channel_id TEXT NOT NULL,
        time       TEXT NOT NULL,
        time_zone  TEXT NOT NULL,
        last_day   TEXT
      ) STRICT;

      -- A daily post is announced like a round's results but belongs to no round.
      CREATE TABLE announcements_new (
        id          INTEGER PRIMARY KEY,
        round_id    INTEGER REFERENCES rounds (id),
        guild_id    TEXT    NOT NULL,
        channel_id  TEXT    NOT NULL,
        kind        TEXT    NOT NULL,
        payload     TEXT    NOT NULL,
        nonce       TEXT    NOT NULL UNIQUE,
        state       TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','delivered','abandoned')),
        attempts    INTEGER NOT NULL DEFAULT 0,
        last_error  TEXT,
        created_at  INTEGER NOT NULL,
        settled_at  INTEGER,
        message_id  TEXT,
        CHECK ((state = 'pending') = (settled_at IS NULL)),
        CHECK ((round_id IS NULL) = (kind = 'daily'))
      ) STRICT;
      INSERT INTO announcements_new SELECT * FROM announcements;
      DROP TABLE announcements;
      ALTER TABLE announcements_new RENAME TO announcements;
      CREATE INDEX announcements_pending ON announcements (id) WHERE state = 'pending';
      CREATE INDEX announcements_by_round ON announcements (round_id);
    `,
  },
  {
    version: 8,
    name: "Countdown games, and the computer opponent of a round",
    sql: `
      -- Players, scores and winners as JSON: a game is read and written whole.
      CREATE TABLE countdown_games (
        id          INTEGER PRIMARY KEY,
        guild_id    TEXT    NOT NULL,
        channel_id  TEXT    NOT NULL,
        format      TEXT    NOT NULL CHECK (format IN ('short','classic','full')),
        level       TEXT    CHECK (level IN ('easy','medium','hard','perfect')),
        state       TEXT    NOT NULL CHECK (state IN ('lobby','playing','over','stopped')),
        players     TEXT    NOT NULL,
        started_by  TEXT    NOT NULL,
        scores      TEXT    NOT NULL,
        round_id    INTEGER REFERENCES rounds (id),
        winners     TEXT    NOT NULL,
        created_at  INTEGER NOT NULL,
        finished_at INTEGER,
        CHECK ((state IN ('over','stopped')) = (finished_at IS NOT NULL))
      ) STRICT;
      CREATE UNIQUE INDEX countdown_games_open_per_channel
        ON countdown_games (channel_id) WHERE state IN ('lobby','playing');
      CREATE INDEX countdown_games_by_round ON countdown_games (round_id);

      -- One row per player of a finished game: games won, as the leaderboard and stats count them.
      CREATE TABLE countdown_results (
        game_id      INTEGER NOT NULL REFERENCES countdown_games (id),
        guild_id     TEXT    NOT NULL,
        finished_at  INTEGER NOT NULL,
        player_id    TEXT    NOT NULL,
        player_name  TEXT    NOT NULL,
        points       INTEGER NOT NULL,
        won          INTEGER NOT NULL CHECK (won IN (0, 1)),
        vs_computer  INTEGER NOT NULL CHECK (vs_computer IN (0, 1)),
        PRIMARY KEY (game_id, player_id)
      ) STRICT;
      CREATE INDEX countdown_results_by_guild_time ON countdown_results (guild_id, finished_at, player_id, won);
      CREATE INDEX countdown_results_by_player ON countdown_results (player_id);

      -- A round the computer plays in, at this level.
      CREATE TABLE round_opponents (
        round_id INTEGER PRIMARY KEY REFERENCES rounds (id),
        level    TEXT    NOT NULL CHECK (level IN ('easy','medium','hard','perfect'))
      ) STRICT;
    `,
  },
  {
    version: 9,
    name: "what a result's word earned on its own (/stats best words)",
    // `points` is the round's total: in Boggle and Letterpress, every word together. Rows
    // already written get their word's points as the games scored it when they were played.
    sql: `
      ALTER TABLE round_results ADD COLUMN word_points INTEGER;
      UPDATE round_results SET word_points = CASE game
          WHEN 'boggle' THEN CASE min(length(word), 8) WHEN 8 THEN 11 WHEN 7 THEN 5 WHEN 6 THEN 3 WHEN 5 THEN 2 WHEN 4 THEN 1 WHEN 3 THEN 1 ELSE 0 END
          WHEN 'letterpress' THEN max(0, length(word) - 3)
          ELSE points END
        WHERE word IS NOT NULL AND game IN ('letters','conundrum','boggle','letterpress');
      DROP INDEX results_by_player_word;
      CREATE INDEX results_by_player_word ON round_results (guild_id, player_id, word, word_points, game) WHERE word IS NOT NULL;
    `,
  },
  {
    version: 10,
    name: "daily posts turned off keep the day last posted; puzzle days are UTC dates",
    sql: `
      -- Off and on again must not post the same puzzle day twice, so off keeps the row.
      ALTER TABLE daily_posts ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));
      -- Reminders come in the last hours of the puzzle day, the same for everyone.
      UPDATE daily_reminders SET time_zone = 'UTC';
    `,
  },
  {
    version: 11,
    name: "Where a Countdown game's lobby is, to tell its end there",
    sql: `
      ALTER TABLE countdown_games ADD COLUMN lobby_channel_id TEXT;
      UPDATE countdown_games SET lobby_channel_id = channel_id;
      ALTER TABLE countdown_games ADD COLUMN lobby_message_id TEXT;
    `,
  },
  {
    version: 12,
    name: "leases carry a fencing token, kept when a lease is let go",
    sql: `
      ALTER TABLE leases ADD COLUMN token INTEGER NOT NULL DEFAULT 1;
    `,
  },
  {
    version: 13,
    name: "Letterpress versus: games, their results; announcements of a game without a round",
    sql: `
      -- A game is read and written whole: the players as columns (to find a player's games),
      -- the moves as JSON. move_count guards a save: of two moves made at once, one lands.
      CREATE TABLE versus_games (
        id                   INTEGER PRIMARY KEY,
        guild_id             TEXT    NOT NULL,
        channel_id           TEXT    NOT NULL,
        challenge_message_id TEXT,
        thread_id            TEXT,
        player0_id           TEXT    NOT NULL,
        player0_name         TEXT    NOT NULL,
        player0_computer     INTEGER NOT NULL CHECK (player0_computer IN (0, 1)),
        player1_id           TEXT    NOT NULL,
        player1_name         TEXT    NOT NULL,
        player1_computer     INTEGER NOT NULL CHECK (player1_computer IN (0, 1)),
        level                TEXT    CHECK (level IN ('easy','medium','hard','master')),
        dictionary           TEXT    NOT NULL,
        letters              TEXT    NOT NULL CHECK (length(letters) = 25),
        colour0              INTEGER NOT NULL,
        colour1              INTEGER NOT NULL,
        moves                TEXT    NOT NULL,
        move_count           INTEGER NOT NULL,
        state                TEXT    NOT NULL CHECK (state IN ('challenged','playing','over','declined','expired')),
        turn_seconds         INTEGER NOT NULL,
        turn_started_at      INTEGER NOT NULL,
        reminded             INTEGER NOT NULL CHECK (reminded IN (0, 1)),
        winner               INTEGER CHECK (winner IN (0, 1)),
        ended_by             TEXT    CHECK (ended_by IN ('full-board','passes','resigned','forfeit')),
        created_at           INTEGER NOT NULL,
        finished_at          INTEGER,
        CHECK ((state IN ('over','declined','expired')) = (finished_at IS NOT NULL)),
        CHECK ((state = 'over') = (ended_by IS NOT NULL)),
        CHECK (winner IS NULL OR state = 'over')
      ) STRICT;
      CREATE INDEX versus_games_open ON versus_games (id) WHERE state IN ('challenged','playing');
      CREATE INDEX versus_games_by_player0 ON versus_games (player0_id, guild_id, state);
      CREATE INDEX versus_games_by_player1 ON versus_games (player1_id, guild_id, state);
      CREATE INDEX versus_games_by_guild ON versus_games (guild_id);

      -- One row per person of a game that ended over: the versus leaderboard and stats.
      CREATE TABLE versus_results (
        game_id     INTEGER NOT NULL REFERENCES versus_games (id),
        guild_id    TEXT    NOT NULL,
        finished_at INTEGER NOT NULL,
        player_id   TEXT    NOT NULL,
        player_name TEXT    NOT NULL,
        outcome     TEXT    NOT NULL CHECK (outcome IN ('win','draw','loss')),
        tiles       INTEGER NOT NULL,
        vs_computer INTEGER NOT NULL CHECK (vs_computer IN (0, 1)),
        PRIMARY KEY (game_id, player_id)
      ) STRICT;
      CREATE INDEX versus_results_by_guild_time ON versus_results (guild_id, finished_at, player_id, outcome, tiles);
      CREATE INDEX versus_results_by_player ON versus_results (player_id);

      -- A versus game's news, like a daily post, belongs to no round.
      CREATE TABLE announcements_new (
        id          INTEGER PRIMARY KEY,
        round_id    INTEGER REFERENCES rounds (id),
        guild_id    TEXT    NOT NULL,
        channel_id  TEXT    NOT NULL,
        kind        TEXT    NOT NULL,
        payload     TEXT    NOT NULL,
        nonce       TEXT    NOT NULL UNIQUE,
        state       TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','delivered','abandoned')),
        attempts    INTEGER NOT NULL DEFAULT 0,
        last_error  TEXT,
        created_at  INTEGER NOT NULL,
        settled_at  INTEGER,
        message_id  TEXT,
        CHECK ((state = 'pending') = (settled_at IS NULL)),
        CHECK ((round_id IS NULL) = (kind IN ('daily','versus')))
      ) STRICT;
      INSERT INTO announcements_new SELECT * FROM announcements;
      DROP TABLE announcements;
      ALTER TABLE announcements_new RENAME TO announcements;
      CREATE INDEX announcements_pending ON announcements (id) WHERE state = 'pending';
      CREATE INDEX announcements_by_round ON announcements (round_id);
    `,
  },
  {
    version: 14,
    name: "ratings: one per player per mode, their history, who met whom, and rated rounds",
    sql: `
      -- Across every server: a Discord user is one person.
      CREATE TABLE ratings (
        player_id      TEXT    NOT NULL,
        mode           TEXT    NOT NULL,
        rating         REAL    NOT NULL,
        deviation      REAL    NOT NULL,
        volatility     REAL    NOT NULL,
        games          INTEGER NOT NULL,
        last_played_at INTEGER,
        PRIMARY KEY (player_id, mode)
      ) STRICT;
      CREATE INDEX ratings_by_mode ON ratings (mode, player_id);

      -- The rating after each rated game, for the /stats chart; the server only says where it
      -- was played, so a server's table knows its members. One point per player per game.
      CREATE TABLE rating_history (
        id        INTEGER PRIMARY KEY,
        player_id TEXT    NOT NULL,
        mode      TEXT    NOT NULL,
        game_ref  TEXT    NOT NULL,
        guild_id  TEXT,
        at        INTEGER NOT NULL,
        rating    REAL    NOT NULL,
        deviation REAL    NOT NULL,
        UNIQUE (mode, game_ref, player_id)
      ) STRICT;
      CREATE INDEX rating_history_by_player ON rating_history (player_id, at);
      CREATE INDEX rating_history_by_guild ON rating_history (guild_id, player_id);

      -- Each rated pair of a game, both ways (the computer as computer:level): repeats of a
      -- pair the same day count less.
      CREATE TABLE rating_meetings (
        id          INTEGER PRIMARY KEY,
        mode        TEXT    NOT NULL,
        player_id   TEXT    NOT NULL,
        opponent_id TEXT    NOT NULL,
        at          INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX rating_meetings_by_player ON rating_meetings (player_id, mode, at);
      CREATE INDEX rating_meetings_by_opponent ON rating_meetings (opponent_id);

      -- Single rounds its starter asked to be rated (rated:true): its players' results rate them.
      CREATE TABLE rated_rounds (
        round_id INTEGER PRIMARY KEY REFERENCES rounds (id)
      ) STRICT;
    `,
  },
  {
    version: 15,
    name: "seasons: the one under way per server, each ended season's final tables, their announcement",
    sql: `
      -- A server's seasons; the one under way has no ended_at (one per server). Its bounds are
      -- kept as instants, read in the server's time zone when it started.
      CREATE TABLE seasons (
        guild_id  TEXT    NOT NULL,
        name      TEXT    NOT NULL,
        length    TEXT    NOT NULL CHECK (length IN ('monthly','weekly')),
        time_zone TEXT    NOT NULL,
        starts_at INTEGER NOT NULL,
        ends_at   INTEGER NOT NULL,
        ended_at  INTEGER,
        PRIMARY KEY (guild_id, name)
      ) STRICT;
      CREATE UNIQUE INDEX seasons_running ON seasons (guild_id) WHERE ended_at IS NULL;

      -- Each board of an ended season as it stood at its end, a row per player in board order.
      CREATE TABLE season_tables (
        guild_id    TEXT    NOT NULL,
        season      TEXT    NOT NULL,
        board       TEXT    NOT NULL,
        position    INTEGER NOT NULL,
        rank        INTEGER NOT NULL,
        player_id   TEXT    NOT NULL,
        player_name TEXT    NOT NULL,
        points      INTEGER NOT NULL,
        rounds      INTEGER NOT NULL,
        wins        INTEGER NOT NULL,
        draws       INTEGER,
        losses      INTEGER,
        PRIMARY KEY (guild_id, season, board, position),
        FOREIGN KEY (guild_id, season) REFERENCES seasons (guild_id, name)
      ) STRICT;
      CREATE INDEX season_tables_by_player ON season_tables (guild_id, player_id);

      -- A season's end, like a daily post, belongs to no round.
      CREATE TABLE announcements_new (
        id          INTEGER PRIMARY KEY,
        round_id    INTEGER REFERENCES rounds (id),
        guild_id    TEXT    NOT NULL,
        channel_id  TEXT    NOT NULL,
        kind        TEXT    NOT NULL,
        payload     TEXT    NOT NULL,
        nonce       TEXT    NOT NULL UNIQUE,
        state       TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','delivered','abandoned')),
        attempts    INTEGER NOT NULL DEFAULT 0,
        last_error  TEXT,
        created_at  INTEGER NOT NULL,
        settled_at  INTEGER,
        message_id  TEXT,
        CHECK ((state = 'pending') = (settled_at IS NULL)),
        CHECK ((round_id IS NULL) = (kind IN ('daily','versus','season')))
      ) STRICT;
      INSERT INTO announcements_new SELECT * FROM announcements;
      DROP TABLE announcements;
      ALTER TABLE announcements_new RENAME TO announcements;
      CREATE INDEX announcements_pending ON announcements (id) WHERE state = 'pending';
      CREATE INDEX announcements_by_round ON announcements (round_id);
    `,
  },
];

/** The refusal of a database written by a newer build, in both engines' words. */
export function newerSchema(current: number, latest: number): Error {
  return new Error(`database schema v${current} is newer than this build knows (v${latest})`);
}

export function schemaVersion(db: Database.Database): number {
  return db.pragma("user_version", { simple: true }) as number;
}

/** Runs the migrations newer than the database; returns the versions applied. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  const latest = migrations.at(-1)?.version ?? 0;
  const upgrade = db.transaction(() => {
    const current = schemaVersion(db);
    if (current > latest) {
      throw newerSchema(current, latest);
    }
    const pending = migrations.filter((m) => m.version > current);
    for (const m of pending) {
      // PRAGMA takes no bound parameters; the version is our own integer, checked here.
      if (!Number.isSafeInteger(m.version)) throw new Error(`bad migration version ${m.version}`);
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    }
    return pending.map((m) => m.version);
  });
  return upgrade.immediate();
}
