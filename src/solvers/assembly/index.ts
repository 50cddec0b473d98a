// The trie walks compiled to WebAssembly by `npm run build:wasm` (into ../walks-wasm.ts): run
// without bounds checks or number checks, they take half to two thirds of the time of the
// same walks in TypeScript.
export { FOUND_AT, FOUND_OF_LENGTH_AT, NODES_AT, prepare } from "./trie";
export { LETTER_OF_AT, POINTS_AT, SCORE_AT, LONGEST_AT, boggleWords, unmarkAll } from "./boggle";
export { COUNTS_AT, lettersWords } from "./letters";
