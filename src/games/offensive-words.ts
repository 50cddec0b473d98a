// The tables behind the offensive filter (offensive.ts): every word a public profanity list
// flags in a shipped list is decided here, deny or allow (test/games/offensive.test.ts).
// Kept as code beside the rules, not in dict/: they are hand-made decisions, not built lists.
//
// An entry is a base: it also covers its inflections, found by the project's morphology
// (morphology.ts: wankers → wanker → wank, buggered → bugger). `*stem*` covers every word
// that contains the stem (bullshit, motherfucking). In ALLOW a plain entry overrides the
// derivations (spiced is not spic + ed) and `*stem*` overrides only compounds (swanky).

/** What a word is, and so where the bot keeps it out: HIDDEN ones (offensive.ts) are never
 *  shown unasked, the rest are shown but never dealt. */
export type OffensiveCategory = "slur" | "vulgar" | "explicit" | "sexual" | "violent" | "profane" | "double";

export const DENY: Readonly<Record<OffensiveCategory, string>> = {
  // Slurs and insults on race, religion, nation, sex, sexuality and disability, dated ones too.
  slur: `
    *nigger* *nigga* negro negress negroid negroism kike yid spic spick wop gook dago kraut
    darky darkie darkey wetback jigaboo pickaninny sambo golliwog gollywog squaw redskin honky
    honkie gyp gypped gyppo gippo pikey pikie halfbreed jap chink chinky chinkie coon dyke fag
    faggy faggot fagot retard retarded homo tranny shemale wog paki raghead towelhead kaffir
    kafir coolie lesbo lezzie lezzy poofter poof pouf poove spastic spaz spazz spacker mong
    mongol mongoloid beaner gringo taig abo boong boonga chinaman mulatto quadroon octoroon
    sheeny sheeney sheenie mick wigger hottentot ladyboy midget honkey lezz lezza poovy dyky
    mongolism
  `,
  // Strong vulgarity (Ofcom's "medium" and worse), where the vulgar sense is what the bare word
  // reads as today (COCK, PRICK, TITS); their innocent inflections are allowed (cocked, pricking).
  vulgar: `
    *fuck* *shit* shite *cunt* *twat* *wank* arse *arsehole* *asshole* jackass dumbass smartass
    badass asswipe bastard *bitch* *whore* *slut* *skank* *dildo* *jizz* jism *bollock*
    bugger buggery *bellend* *knobhead* *dickhead* dick *piss* minge *pussy* *cocksucker*
    *blowjob* felch turd tosspot tosser titty bint munter minger punani fanny feck slapper
    wazzock feckin cock prick tits *whorish*
  `,
  // Sex acts and genitals named outright: fine in /define, not shown unasked.
  explicit: `
    anilingus clitoris coprophilia cunnilingus *ejaculat* *autoerotic* fellatio fellation
    fellator fellatrix fellatrices milf *masturbat* *nympho* *orgasm* penis *vagina* vaginae
    vulva clit scrotum smegma sodomy sodomize sodomise sodomite labia zoophilia
    tribadism *porn* rape raper rapist *paedophil* *pedophil* bestiality cums cumming
    teledildonics
  `,
  // Fine to show, but not as a quiz answer or a scramble's word.
  sexual: `
    sex sexy sexual sexuality sexually nude nudity erotic homoerotic genitals intercourse
    lovemaking *incest* semen testicle orgy horny busty panty panties pubes smut
    topless voyeur sadism sadist masochist dominatrix grope bimbo molest porgy
  `,
  violent: `
    murder suicide slave swastika nazi
  `,
  profane: `
    bloody damn goddam goddamn goddamned dammit crap crappy sod sodding
  `,
  // An everyday sense and a vulgar one: shown, never dealt.
  double: `
    ass knob tit balls boob boobie anal anus anality bareback bondage boner bum
    bunghole butt hooker humping kinky muff nipple pecker pegging poon poop rimming screwing
    anally shag shagging snatch spunk swinger threesome tushy twink vibrator willy willie dogging
    gash beaver slag queer pansy nancy spook cum
  `,
};

/** Words the public lists flag, or the derivations would deny, that are fine to show and to deal. */
export const ALLOW: Readonly<Record<string, string>> = {
  // An ordinary word that only looks like a denied word's inflection (spiced is not spic + ed).
  "another word's form": `
    assess assessed assesses assessing bloodied bloodier bloodies bloodiest bloodying bustier
    bustiers butted butter buttered buttering butters buttes butting chinked chinking clitter
    clittered clittering clitters cocked cocker cockered cockering cockers cocking craped crapes
    craping craps dicker dickered dickering dickers dicktier dicktiest dyking fagged faggeries
    faggery fagging faggings faggoting fagoted fagoter fagoters fagoting fagotings japed japer
    japers japes japing japings monger mongered mongering mongers pouffe pouffed pouffes pouffing
    pouffs pricked pricker prickers pricking prickings retarder retarders retarding spiced spicer
    spicers spices spicing titer titers titter tittered titterer tittering titters
  `,
  // Flagged for what it is or for a word inside it, and fine (analysis, cocksure, pussycat).
  innocent: `
    artisanal assez asslike bastardism bastardisms bastardly bastinado boobed boobhead boobheads
    boobies boobing boobird boobirds boobish booby boongaries boongary breast breasts cocksy cox
    cummer cummers dink dinks domination dyked escort eunuch fagaceous fagin fagins fanal fanals
    fecal feckly fingering flange gasmen hardcore hoar hoer hoes lust lusting medick medicks
    membranal mocuck mocucks nebbich niddick niddicks nob olecranal pachinko pachinkos pawn
    penistone penistones pennis pinhooker pinhookers pissoir pissoirs playboy porgies postanal
    preanal pussytoes rectum retardant retardants retardation retardment scat scatt scissoring
    shiitake shiitakes shitzu shitzus shrimping skeet snowballing spastically spasticities
    spasticity strappado suck sucks tetanal tympanal undressing vaginant zaddick
  `,
  // Stems of ordinary words that hold a denied word (snigger, swanky, wristwatch, inspissate).
  "inside a longer word": `
    *analc* *analect* *analem* *analep* *analg* *analph* *analy* *annal* *antoninianus* *assegaai*
    *assegai* *asson* *assort* *assot* *asswag* *assythment* *bastardi* *bastardr* *bastardy*
    *bestial* *boobialla* *booboi* *booboo* *boobook* *boobyi* *chinkapin* *chinkara*
    *chinkerinchee* *cockpit* *cockscomb* *cocksfoot* *cocksh* *cocksi* *cockspur* *cocksure*
    *cockswain* *cucking* *cuckold* *cumac* *cumar* *cumec* *cumin* *cummerbund* *cummin*
    *cummingtonite* *cumquat* *cumshaw* *dickcissel* *dickey* *dicki* *dicky* *disanalog* *epanalep*
    *evagin* *fagott* *feckless* *haboob* *invagin* *klondyke* *maffick* *mishit* *niggard*
    *nympholep* *pandanus* *pannus* *parabolanus* *pissasphalt* *pussycat* *pussyfoot* *pussywillow*
    *rapeseed* *rapp* *scunthorp* *shitak* *shittah* *shittim* *slutch* *snigger* *spiss* *swank*
    *tanali* *tartanali* *totanus* *traffick* *turdi* *turdo* *twank* *twatch* *twater* *twattl*
    *vaginat* *vandyke*
  `,
};
