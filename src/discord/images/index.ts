// Board images for round and solve messages, and the charts of /stats and /leaderboard: each
// returns a PNG and its alt text; the caller wraps the PNG in a Discord attachment.
export type { BoardImage } from "./style.ts";
export type { TileOwner } from "./letterpress.ts";
export { drawLettersBoard } from "./letters.ts";
export { drawNumbersBoard } from "./numbers.ts";
export { drawConundrumBoard } from "./conundrum.ts";
export { drawBoggleBoard } from "./boggle.ts";
export { drawLetterpressBoard } from "./letterpress.ts";
export { drawVersusBoard, type VersusPicture } from "./letterpress-versus.ts";
export { drawLetterBoxedBoard } from "./letter-boxed.ts";
export { drawStatsCard } from "./stats-card.ts";
export { drawLeaderboardCard } from "./leaderboard-card.ts";
export { drawGameCard } from "./game-card.ts";
