// Refusals the engine and both adapters give in the same words; adapters add what to do next.

/** Answering, stopping or asking for the board where no round is running. */
export const NO_ROUND = "No round is running here.";

/** A button, modal or command issued for a round that has since ended: it never acts on the next. */
export const ROUND_OVER = "That round is over.";

/** A pick from a board that has changed since it was shown (a double click): nothing to say. */
export const PICK_TAKEN = "That pick was already made.";

/** What needs the database (a start, a pick, a /stop, a board) while it cannot be reached. */
export const OUT_OF_REACH = "The database cannot be reached just now: please try again in a moment.";
