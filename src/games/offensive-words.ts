// The tables behind the offensive filter (offensive.ts): every word a public profanity list
// flags in a shipped list is decided here, deny or allow (test/games/offensive.test.ts).
// Kept as code beside the rules, not in dict/: they are hand-made decisions, not built lists.
//
// An entry is a base: it also covers its inflections, found by the project's morphology
// (definitions.ts: wankers → wanker → wank, buggered → bugger). `*stem*` covers every word
// that contains the stem (bullshit, motherfucking). In ALLOW a plain entry overrides the
// derivations (spiced is not spic + ed) and `*stem*` overrides only compounds (swanky).

/** What a word is, and so where the bot keeps it out; see HIDDEN and UNDEALT in offensive.ts. */
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
    sheeny mick wigger hottentot ladyboy
  `,
  // Strong vulgarity (Ofcom's "medium" and worse), where the vulgar sense is what the bare word
  // reads as today (COCK, PRICK, TITS); their innocent inflections are allowed (cocked, pricking).
  vulgar: `
    *fuck* *shit* shite *cunt* *twat* *wank* arse *arsehole* *asshole* jackass dumbass smartass
    badass asswipe bastard *bitch* *whore* *slut* *skank* *dildo* *jizz* jism *bollock*
    bugger buggery *bellend* *knobhead* *dickhead* dick *piss* minge *pussy* *cocksucker*
    *blowjob* felch turd tosspot tosser titty bint munter minger punani fanny feck slapper
    wazzock feckin cock prick tits
  `,
  // Sex acts and genitals named outright: fine in /define, not shown unasked.
  explicit: `
    anilingus autoerotic clitoris coprophilia cunnilingus *ejaculat* fellatio fellation
    fellator fellatrix fellatrices milf *masturbat* *nympho* *orgasm* penis *vagina* vaginae
    vulva clit scrotum smegma sodomy sodomize sodomise sodomite labia zoophilia
    tribadism *porn* rape raper rapist paedophile pedophile bestiality cums cumming
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

/** Words the public lists flag that are fine to show and to deal. */
export const ALLOW = `
  *analc* *analect* *analem* *analep* *analg* *analph* *analy* *annal* artisanal fanal fanals
  tympanal olecranal tetanal postanal preanal membranal *tanali* *tartanali* *disanalog*
  *epanalep* *antoninianus* *pandanus* *pannus* *parabolanus* *totanus* pennis penistone
  penistones *assegaai* *assegai* assez asslike *asson* *assort* *assot* *asswag* *assythment*
  *bastardi* *bastardy* *bastardr* bastardism bastardisms bastardly bastinado *bestial* *boobook*
  *booboo* *boobialla* boobhead boobheads boobird boobirds boobish *boobyi* booby boobies boobed
  boobing *haboob* cox *cucking* *cuckold* *cumin* *cummin* cummer cummers *cumquat* *cumac*
  *cumar* *cumec* *cumshaw* *cummerbund* *cummingtonite* *dickey* *dicki* *dicky*
  *dickcissel* dink dinks dyked *klondyke* *vandyke* fagaceous faggery faggeries fagging
  faggings faggoting fagin fagins *fagott* fecal *feckless* feckly fingering flange
  hardcore hoar hoer hoes gasmen *invagin* *evagin* *vaginat* vaginant lust lusting *maffick*
  medick medicks mocuck mocucks nebbich niddick niddicks *niggard* nob pachinko
  pachinkos pawn pinhooker pinhookers *pissasphalt* pissoir pissoirs playboy porgies
  *rapeseed* *rapp* rectum retarding retarder retarders retardment retardant retardants
  retardation *shittah* *shittim* shitzu shitzus *slutch* snowballing spastically spasticity
  spasticities strappado suck sucks scat scatt scissoring shiitake shiitakes shrimping skeet
  *swank* *traffick* *turdi* *turdo* *twattl* undressing zaddick chinked chinking *chinkapin*
  *chinkara* *chinkerinchee* domination escort eunuch boongary boongaries *pussycat*
  *pussyfoot* pussytoes *pussywillow* dicker dickered dickering dickers
  assess assessed assesses assessing bloodied bloodier bloodies bloodiest bloodying butter
  butters buttered buttering buttes butted butting bustier bustiers cocked cocker cockers
  cocking cockered cockering crapes craped craping craps *twater* *twatch* fagged fagoting
  fagotings fagoted fagoter fagoters japed japer japers japes japing japings *mishit* monger
  mongered mongering mongers *snigger* spiced spicer spicers spices spicing titter titters
  tittered tittering titterer titer titers *twank* *shitak* *cockpit* *cockscomb* *cocksfoot*
  *cocksh* *cockspur* *cocksure* *cockswain* *cocksi* cocksy breast breasts *booboi* dicktier
  dicktiest pouffe pouffes pouffed pouffing pouffs dyking clitter clitters clittered clittering
  *nympholep* *spiss* *scunthorp* pricked pricker prickers pricking prickings
`;
