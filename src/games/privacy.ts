// What Lexicord keeps about players and servers, and for how long: one text, shown by
// Discord's /privacy and local play's /privacy, each saying how to delete in its own medium.

export const DEFAULT_PURGE_DAYS = 30;

/** The notice, one paragraph a line; `howToDelete` ends the last one. */
export function privacyNotice(purgeDays: number, howToDelete: string): string[] {
  return [
    "What Lexicord keeps, in its own database on the machine that runs it:",
    "• Rounds: the server, channel and board, who started it and when.",
    "• Answers: your user id, your display name then, what you sent, the verdict and when.",
    "• Scores: points and wins per round, from which leaderboards and stats are worked out.",
    "• Your display name as last seen in each server, for leaderboards; the server's settings.",
    `How long: as long as the bot is in the server. ${purgeDays} days after it leaves a server, everything of that server is deleted (if it comes back sooner, nothing is lost).`,
    "Chat is read only as answers to a round; nothing else you write is kept, and nothing is shared.",
    `You can delete your own answers, scores and stats, in every server, at any time: ${howToDelete}`,
  ];
}

/** What a deletion removed, in words. */
export function forgottenSummary(answers: number, results: number): string {
  return `Done: your data is deleted (${answers} answer${answers === 1 ? "" : "s"}, ${results} round score${results === 1 ? "" : "s"}). Anything you play from now on is kept as before.`;
}
