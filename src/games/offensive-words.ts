// The words behind the offensive filter, as bases the filter inflects (offensive.ts).
// Kept here, not taken from a profanity package: those lists block ordinary words (pawn,
// hell, flange, balls, bloody) and miss slurs (wogs, yid, pikey, gyppo).

/** Slurs and insults, as nouns: blocked with their plurals. */
export const SLURS = `
  nigger nigga negro negress kike yid yids spic spick wop gook dago kraut darky darkie wetback
  jigaboo pickaninny sambo golliwog gollywog squaw redskin honky honkie gyp gypped gyppo gippo
  pikey pikie halfbreed jap chink chinky coon dyke fag faggot fagot retard homo tranny shemale
  wog paki raghead towelhead kaffir kafir coolie lesbo lezzie lezzy poofter poof pouf poove
  spastic spaz spazz spacker mong mongol mongoloid beaner gringo taig
`;

/** Vulgar words: blocked with their plurals and verb forms (wankers, twatted, fucking). */
export const VULGAR = `
  fuck fucker motherfucker shit shite shitty shithead cunt twat wank wanker arse arsehole
  asshole bastard bitch bitchy whore slut skank dildo jizz jism bollock bollocks bugger bellend
  knobhead piss pisser minge pussy clit cocksucker blowjob felch turd tosspot
`;

/** Not offensive, but no scramble should read as them (RAPE ALONE, MEET RAPED). */
export const TOUCHY = `
  rape raped rapes raping rapist molest incest nazi nazis porn porno nude nudes sex sexy penis
  anus anal semen vagina slave slaves murder murders suicide
`;
