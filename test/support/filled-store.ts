// A store filled through its public API with every kind of data the bot keeps, and all of it
// read back through the same API: what a copy of the database must preserve.
import type { CountdownGame, GameName, NewRound, RoundResult, VersusGame, VersusPlayer } from "../../src/games/model.ts";
import { GAMES } from "../../src/games/model.ts";
import type { Store } from "../../src/store/types.ts";

export const GUILDS = ["g1", "g2", "g-left"] as const;
export const PLAYERS = ["p1", "p2", "p3"] as const;
const T0 = 1_760_000_000_000;
const DAY = 86_400_000;
export const NOW = T0 + 10 * DAY;
const DAYS = ["2025-10-09", "2025-10-10"] as const;

/** Rounds, announcements and games written, so a reader can look each one up by id. */
export interface Filled {
  readonly rounds: readonly number[];
  readonly games: readonly number[];
  readonly versus: readonly number[];
}

function round(guildId: string, channelId: string, game: GameName, startedAt: number, state: NewRound["state"] = "running"): NewRound {
  return { guildId, channelId, game, state, board: { letters: "STARELING", at: startedAt }, options: { picks: "cvccvcvcc" }, seed: startedAt % 1_000_003, startedBy: "p1", startedAt, endsAt: startedAt + 30_000 };
}

function results(game: GameName, step: number): RoundResult[] {
  const word = game === "numbers" || game === "letterboxed" ? null : ["stare", "gnarl", "rattling"][step % 3];
  // Written in another order than the key's, as a round's results are (best first).
  const order = [...PLAYERS.slice(step % 3), ...PLAYERS.slice(0, step % 3)].reverse();
  return order.map((playerId, i) => ({
    playerId,
    playerName: `Player ${playerId}`,
    points: (step + i * 3) % 11,
    won: i === step % 3,
    word: word && `${word}${"s".repeat(i)}`,
    wordPoints: word ? (step + i) % 5 : null,
    exact: game === "numbers" ? i === 0 : null,
  }));
}

/** Writes several rounds of every game, answers, results, announcements in each state,
 *  Countdown games, Letterpress versus games, daily entries and posts, settings, word rulings, leases and a departure. */
export async function fillStore(store: Store): Promise<Filled> {
  const rounds: number[] = [];
  let step = 0;
  for (const guildId of GUILDS) {
    for (const game of GAMES) {
      for (let n = 0; n < 2; n++) {
        const at = T0 + step * 3_600_000;
        const started = await store.createRound(round(guildId, `${guildId}-c${step}`, game, at));
        if (!started.ok) throw new Error(started.error);
        const id = started.round.id;
        rounds.push(id);
        await store.updateRound(id, { messageId: `m${id}` });
        for (const [i, playerId] of PLAYERS.entries()) {
          await store.addAnswer({ roundId: id, playerId, playerName: `Player ${playerId}`, text: `answer ${i}`, ok: i !== 2, reason: i === 2 ? "not a word" : null, value: { word: `w${i}`, n: step }, receivedAt: at + 1000 * (i + 1) });
        }
        if (game === "letters" && n === 0) await store.setOpponent(id, "hard");
        if (game === "boggle" && n === 1) await store.setRated(id);
        await store.atomically(async () => {
          await store.finishRound(id, at + 30_000, results(game, step));
          const announced = await store.addAnnouncement({ roundId: id, guildId, channelId: `${guildId}-c${step}`, kind: "results", payload: { step }, nonce: `n-${id}`, createdAt: at + 30_000 });
          if (step % 3 === 0) await store.announcementDelivered(announced.id, at + 31_000, `msg-${id}`);
          if (step % 3 === 1) await store.announcementFailed(announced.id, "Missing Access");
          if (step % 3 === 2) await store.announcementAbandoned(announced.id, at + 40_000, "stale");
        });
        step++;
      }
    }
  }
  const cancelled = await store.createRound(round("g1", "g1-cancel", "boggle", T0 - DAY));
  if (!cancelled.ok) throw new Error(cancelled.error);
  await store.cancelRound(cancelled.round.id, T0 - DAY + 5_000);
  const running = await store.createRound(round("g2", "g2-running", "numbers", NOW - 10_000, "picking"));
  if (!running.ok) throw new Error(running.error);
  await store.addAnswer({ roundId: running.round.id, playerId: "p2", playerName: "Player p2", text: "25+50", ok: true, reason: null, value: 75, receivedAt: NOW - 5_000 });
  rounds.push(cancelled.round.id, running.round.id);

  const games = [await countdownOver(store), await countdownLobby(store)];
  const versus = await versusGames(store);
  await ratings(store);
  await seasons(store);

  for (const [d, day] of DAYS.entries()) {
    for (const playerId of PLAYERS) {
      const entry = await store.openDailyEntry({ playerId, playerName: `Player ${playerId}`, game: "conundrum", day, guildId: playerId === "p3" ? null : "g1", openedAt: T0 + d * DAY });
      if (playerId !== "p2") await store.saveDailyEntry({ ...entry, tries: 2, best: "chromatic", points: 10, solved: true, final: true });
    }
  }
  await store.subscribeDaily("g1", { channelId: "g1-daily", time: "09:30", timeZone: "Europe/London" });
  await store.subscribeDaily("g2", { channelId: "g2-daily", time: "18:00", timeZone: "UTC" });
  await store.atomically(async () => {
    await store.dailyPosted("g1", DAYS[1]);
    await store.addAnnouncement({ roundId: null, guildId: "g1", channelId: "g1-daily", kind: "daily", payload: { day: DAYS[1] }, nonce: "daily-g1", createdAt: T0 + DAY });
  });
  await store.unsubscribeDaily("g2");
  await store.setDailyReminder("p1", "UTC");
  await store.dailyNudged("p1", DAYS[1]);
  await store.setDailyReminder("p2", "UTC");

  const changed = await store.updateGuildSettings("g1", { durations: { letters: 45 }, answerMode: "open", allowedChannels: ["100000000000000001", "100000000000000002"], starterRoleId: "200000000000000001" });
  if (!changed.ok) throw new Error(changed.error);
  await store.ruleWord("g1", "qi", "allow");
  await store.ruleWord("g1", "zzz", "deny");
  await store.ruleWord("g2", "naff", "deny");
  await store.takeLease("shard-0", "host-a", NOW, NOW + 30_000);
  await store.takeLease("shard-1", "host-b", NOW, NOW + 60_000);
  await store.guildLeft("g-left", NOW - DAY);
  return { rounds, games, versus };
}

/** Rated games in two modes and two servers, with an unrounded rating and one never played idle. */
async function ratings(store: Store): Promise<void> {
  const rating = (r: number, games: number, at: number) => ({ rating: r + 0.123456789, deviation: 350 / (games + 1), volatility: 0.0599993, games, lastPlayedAt: at });
  for (const [n, guildId] of ["g1", "g2"].entries()) {
    const at = T0 + n * DAY;
    await store.saveRatings({
      mode: "countdown", guildId, gameRef: `countdown:${n}`, at,
      players: [
        { playerId: "p1", rating: rating(1550 + n, n + 1, at), opponents: ["p2", "computer:hard"] },
        { playerId: "p2", rating: rating(1450 - n, n + 1, at), opponents: ["p1", "computer:hard"] },
      ],
    });
  }
  await store.saveRatings({ mode: "boggle", guildId: "g1", gameRef: "round:1", at: T0, players: [{ playerId: "p3", rating: rating(1600, 12, T0), opponents: ["p1"] }] });
}

/** An ended season with its tables, and one under way. */
async function seasons(store: Store): Promise<void> {
  const season = { guildId: "g1", length: "monthly", timeZone: "Europe/London" } as const;
  await store.startSeason({ ...season, name: "2026-10", startsAt: T0 - 30 * DAY, endsAt: T0 });
  await store.endSeason("g1", "2026-10", T0 + 5);
  await store.archiveSeasonTable("g1", "2026-10", "all", [{ rank: 1, playerId: "p1", playerName: "Player p1", points: 12, rounds: 3, wins: 1 }]);
  await store.archiveSeasonTable("g1", "2026-10", "letterpress-versus", [{ rank: 1, playerId: "p2", playerName: "Player p2", points: 40, rounds: 2, wins: 1, draws: 1, losses: 0 }]);
  await store.startSeason({ ...season, name: "2026-11", startsAt: T0, endsAt: T0 + 30 * DAY });
}

async function countdownOver(store: Store): Promise<number> {
  const players = [
    { id: "p1", name: "Player p1", computer: false, idle: 0, dropped: false },
    { id: "p2", name: "Player p2", computer: false, idle: 1, dropped: false },
    { id: "computer", name: "Computer", computer: true, idle: 0, dropped: false },
  ];
  const opened = await store.openGame({ guildId: "g1", channelId: "g1-thread", lobbyChannelId: "g1-lobby", lobbyMessageId: null, format: "short", level: "easy", state: "lobby", players, startedBy: "p1", scores: [], roundId: null, winners: [], createdAt: T0, finishedAt: null });
  if (!opened.ok) throw new Error(opened.error);
  const playing: CountdownGame = { ...opened.game, state: "playing", lobbyMessageId: "lobby-msg", scores: [{ p1: 7, p2: 0, computer: 6 }] };
  await store.updateGame(playing);
  await store.updateGame({ ...playing, state: "over", scores: [...playing.scores, { p1: 10, p2: 10, computer: 0 }], winners: ["p1"], finishedAt: T0 + 600_000 });
  return opened.game.id;
}

async function countdownLobby(store: Store): Promise<number> {
  const opened = await store.openGame({ guildId: "g2", channelId: "g2-lobby", lobbyChannelId: "g2-lobby", lobbyMessageId: "lm", format: "classic", level: null, state: "lobby", players: [{ id: "p3", name: "Player p3", computer: false, idle: 0, dropped: false }], startedBy: "p3", scores: [], roundId: null, winners: [], createdAt: NOW - 60_000, finishedAt: null });
  if (!opened.ok) throw new Error(opened.error);
  return opened.game.id;
}

/** Letterpress versus: a game won, one drawn against the computer, one being played. */
async function versusGames(store: Store): Promise<number[]> {
  const person = (id: string): VersusPlayer => ({ id, name: `Player ${id}`, computer: false });
  const computer: VersusPlayer = { id: "computer", name: "Computer", computer: true };
  const challenge = (players: [VersusPlayer, VersusPlayer], at: number): Omit<VersusGame, "id"> => ({
    guildId: "g1", channelId: "g1-versus", challengeMessageId: `vm${at}`, threadId: null, players, level: players[1].computer ? "master" : null,
    dictionary: "scrabble", letters: "abcdefghijklmnopqrstuvwxy", colours: [0, 0], moves: [], state: "challenged", turnSeconds: 3_600,
    turnStartedAt: at, reminded: false, winner: null, endedBy: null, createdAt: at, finishedAt: null,
  });
  const play = async (players: [VersusPlayer, VersusPlayer], at: number, end: Pick<VersusGame, "colours" | "winner"> | null): Promise<number> => {
    const game = await store.openVersus(challenge(players, at));
    const playing: VersusGame = { ...game, state: "playing", threadId: `vt${at}`, moves: [{ kind: "word", by: 0, word: "bad", tiles: [1, 0, 3], chosen: true, at: at + 1 }], colours: [0b1011, 0], reminded: true };
    await store.updateVersus(playing, 0);
    if (end) await store.updateVersus({ ...playing, ...end, state: "over", endedBy: "resigned", moves: [...playing.moves, { kind: "resign", by: 1, at: at + 2 }], finishedAt: at + 2 }, 1);
    return game.id;
  };
  return [
    await play([person("p1"), person("p2")], T0, { colours: [0b1011, 0b11110000], winner: 1 }),
    await play([person("p3"), computer], T0 + DAY, { colours: [0b1, 0b10], winner: null }),
    await play([person("p2"), person("p3")], NOW - 5_000, null),
  ];
}

/** Everything the store answers about the filled data, as plain values to compare. */
export async function readBack(store: Store, filled: Filled): Promise<unknown> {
  const perGuild = [];
  for (const guildId of GUILDS) {
    const boards = [];
    for (const game of [undefined, ...GAMES]) {
      for (const period of ["all", "week", "day"] as const) boards.push(await store.leaderboard(guildId, { game, period, page: 0, pageSize: 100, now: NOW }));
    }
    const stats = [];
    for (const playerId of PLAYERS) stats.push(await store.playerStats(guildId, playerId, NOW));
    perGuild.push({
      guildId,
      boards,
      stats,
      gamesWon: await store.gamesWon(guildId, { period: "all", page: 0, now: NOW }),
      versusTable: await store.versusTable(guildId, { period: "all", page: 0, now: NOW }),
      daily: await store.dailyLeaderboard(guildId, null, 0, 10),
      dailyIn: await Promise.all(DAYS.map((day) => store.dailyEntriesIn(guildId, day))),
      settings: await store.guildSettings(guildId),
      subscription: await store.dailySubscription(guildId),
      unfinished: await store.unfinishedRoundsIn(guildId),
      ratingTables: [await store.ratingTable(guildId, { mode: "countdown", page: 0 }), await store.ratingTable(guildId, { mode: "boggle", page: 0 })],
      season: await store.runningSeason(guildId),
      seasons: await store.endedSeasons(guildId),
      seasonTables: [await store.seasonTable(guildId, "2026-10", "all", 0, 10), await store.seasonTable(guildId, "2026-10", "letterpress-versus", 0, 10)],
      placings: await Promise.all(PLAYERS.map((playerId) => store.seasonPlacings(guildId, playerId))),
    });
  }
  const rounds = [];
  for (const id of filled.rounds) {
    rounds.push({ round: await store.getRound(id), answers: await store.answersFor(id), results: await store.resultsFor(id), opponent: await store.opponentIn(id), rated: await store.isRated(id) });
  }
  const players = [];
  for (const playerId of PLAYERS) {
    players.push({
      entries: await Promise.all(DAYS.map((day) => store.dailyEntry(playerId, "conundrum", day))),
      solved: await store.solvedDays(playerId, "conundrum"),
      reminder: await store.dailyReminder(playerId),
      ratings: await store.playerRatings(playerId),
      ratingHistory: await store.ratingHistory(playerId, 0),
      meetings: await store.meetingsSince("countdown", playerId, 0),
    });
  }
  return {
    perGuild,
    rounds,
    players,
    games: await Promise.all(filled.games.map((id) => store.getGame(id))),
    versus: await Promise.all(filled.versus.map((id) => store.getVersus(id))),
    openVersus: await store.openVersusGames(),
    versusOf: await Promise.all(PLAYERS.map((playerId) => store.versusGamesOf("g1", playerId))),
    openGames: await store.openGames(),
    unfinished: await store.unfinishedRounds(),
    pending: await store.pendingAnnouncements(),
    subscriptions: await store.dailySubscriptions(),
    finishedSince: await store.roundsFinishedSince(0),
    kept: await store.guildsKept(),
    leases: [await store.takeLease("shard-0", "someone", NOW, NOW + 1), await store.takeLease("shard-1", "someone", NOW, NOW + 1)],
  };
}
