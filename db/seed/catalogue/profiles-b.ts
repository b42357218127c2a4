import type { ProfileResearch } from './profile-types.ts';

/** Researched cozy profiles of the shipped catalogue, part B: each value with its basis. */
export const profilesB: Record<string, ProfileResearch> = {
  "Alto's Adventure": {
    failState: {
      value: 'yes',
      basis:
        'In the main endless mode a crash ends the run and it is scored (store page); Zen Mode is an optional extra.',
    },
    timePressure: {
      value: 'none',
      basis:
        'No timers or deadlines per the store page; the day-night cycle is scenery only and goals are per run, not timed.',
    },
    length: {
      value: 'endless',
      basis: 'An endless runner with no final level or credits, as the developer describes it.',
    },
    playModes: { value: ['solo'], basis: 'Single-player only according to the store listings.' },
  },
  "Alto's Odyssey": {
    failState: {
      value: 'yes',
      basis: 'As in the first game, a crash ends a scored run in the main mode (store page); Zen Mode is optional.',
    },
    timePressure: {
      value: 'none',
      basis: 'The store page lists no timers; shifting weather and daylight are cosmetic and goals are per run.',
    },
    length: { value: 'endless', basis: 'Endless sandboarding runs with no ending, per the developer site.' },
    playModes: { value: ['solo'], basis: 'Single-player only on every store listing.' },
  },
  Florence: {
    failState: {
      value: 'none',
      basis: 'Reviews note that every vignette simply advances; nothing can be failed or lost.',
    },
    timePressure: { value: 'none', basis: 'No clock or timed sequence in any chapter, according to reviews.' },
    length: { value: 'short', basis: 'HowLongToBeat puts the main story at well under an hour.' },
    playModes: { value: ['solo'], basis: 'A single-player story game per the store pages.' },
  },
  'Assemble with Care': {
    failState: {
      value: 'none',
      basis: 'Repairs cannot be botched and there is no fail screen, as the store page and reviews describe.',
    },
    timePressure: {
      value: 'none',
      basis: 'No timers on any repair; reviewers stress it is played entirely at your own pace.',
    },
    length: { value: 'short', basis: 'HowLongToBeat lists the main story at roughly two hours.' },
    playModes: { value: ['solo'], basis: 'Single-player only per the App Store and Steam pages.' },
  },
  "Old Man's Journey": {
    failState: {
      value: 'none',
      basis: 'The developer site describes puzzles with no penalties; the old man cannot come to harm.',
    },
    timePressure: { value: 'none', basis: 'The developer site says there are no timers.' },
    length: { value: 'short', basis: 'HowLongToBeat gives about one and a half hours for the main story.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store listings.' },
  },
  Gorogoa: {
    failState: {
      value: 'none',
      basis: 'Panels can be rearranged freely and nothing is ever lost, according to reviews.',
    },
    timePressure: { value: 'none', basis: 'No clock or timed puzzle anywhere, per reviews of the game.' },
    length: { value: 'short', basis: 'HowLongToBeat puts the main story near two hours.' },
    playModes: { value: ['solo'], basis: 'Single-player only per the developer site.' },
  },
  'Donut County': {
    failState: {
      value: 'none',
      basis: 'The hole cannot be destroyed and levels cannot be lost, as reviews of the game explain.',
    },
    timePressure: { value: 'none', basis: 'Levels have no timer according to reviews.' },
    length: { value: 'short', basis: 'HowLongToBeat lists roughly two hours for the main story.' },
    playModes: { value: ['solo'], basis: 'A single-player game per the developer site.' },
  },
  'Hidden Folks': {
    failState: {
      value: 'none',
      basis: 'Wrong taps cost nothing and no scene can be failed, per the Rock Paper Shotgun review.',
    },
    timePressure: { value: 'none', basis: 'Reviews such as Emblem Parade note there is no time limit on any scene.' },
    length: {
      value: 'short',
      basis: 'HowLongToBeat and reviews put finding the main targets at a few hours, under five.',
    },
    playModes: { value: ['solo'], basis: 'Single-player per the developer site and store pages.' },
  },
  Mutazione: {
    failState: {
      value: 'none',
      basis: 'A narrative game where conversations and gardens cannot be failed, per reviews.',
    },
    timePressure: {
      value: 'none',
      basis: 'Days advance only when story beats are done, so nothing is missed to a clock (reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat places the main story at around seven hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  Carto: {
    failState: { value: 'none', basis: 'Map tiles can always be moved back and there is no way to fail, per reviews.' },
    timePressure: {
      value: 'none',
      basis: 'No timed puzzles are mentioned in any review; the pace is left to the player.',
    },
    length: {
      value: 'medium',
      basis: 'Reviewers report five to six hours (Indie Game Website, Stacked), in line with HowLongToBeat.',
    },
    playModes: { value: ['solo'], basis: 'Single-player according to the store listings.' },
  },
  Unravel: {
    failState: {
      value: 'gentle',
      basis: 'Yarny can fall or be caught by animals but restarts at a nearby checkpoint, as reviews describe.',
    },
    timePressure: {
      value: 'none',
      basis: 'There is no clock; the few chase scenes simply restart from a checkpoint (reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat gives about six to seven hours for the main story.' },
    playModes: {
      value: ['solo'],
      basis: 'The first game is single-player only; co-op arrived with Unravel Two (store page).',
    },
  },
  "Yoshi's Crafted World": {
    failState: {
      value: 'gentle',
      basis:
        'Falling or being hit sends Yoshi back to a checkpoint with a small loss of coins (Nintendo product page, reviews).',
    },
    timePressure: {
      value: 'none',
      basis: 'Main courses have no time limit per reviews; timed souvenir runs are optional.',
    },
    length: { value: 'medium', basis: 'HowLongToBeat lists the main story at about ten hours.' },
    playModes: { value: ['solo', 'co-op'], basis: 'Nintendo lists drop-in local co-op for two players.' },
  },
  'Fields of Mistria': {
    failState: {
      value: 'gentle',
      basis: 'The fan wiki notes you can faint in the mines, which only ends the trip early at a small cost.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'Days and seasons run on their own but crops and events return each year, as in Stardew-style sims (reviews).',
    },
    length: {
      value: 'long',
      basis: 'Reviewers describe many dozens of hours of story and town restoration even in early access.',
    },
    playModes: { value: ['solo'], basis: 'Guides and a Vice column confirm it has no multiplayer.' },
  },
  Spirittea: {
    failState: {
      value: null,
      basis: 'Reviews do not say what happens when the player runs out of energy or mishandles guests.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'Days and seasons pass on a clock, but Destructoid describes a slow, forgiving loop with nothing lost for good.',
    },
    length: { value: 'long', basis: 'Destructoid was only a season and a half in after nearly 20 hours.' },
    playModes: { value: ['solo'], basis: 'Reviews describe it as a single-player game.' },
  },
  Pupperazzi: {
    failState: { value: 'none', basis: 'Photos can only earn followers, never lose progress, according to reviews.' },
    timePressure: {
      value: 'none',
      basis: 'Time of day is something you unlock and choose, not a running clock (store page).',
    },
    length: { value: 'short', basis: 'HowLongToBeat puts the main goals at around three hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  Potionomics: {
    failState: {
      value: 'yes',
      basis: 'Rock Paper Shotgun notes that missing the goals set for each stretch of days ends the game.',
    },
    timePressure: {
      value: 'yes',
      basis:
        'A fixed number of days between competitions and loan payments drives every decision (RPS, phenixxgaming review).',
    },
    length: { value: 'long', basis: 'HowLongToBeat lists the main story at about 25 hours.' },
    playModes: { value: ['solo'], basis: 'Single-player only per the store pages.' },
  },
  'Travellers Rest': {
    failState: {
      value: 'gentle',
      basis:
        'Guests left waiting walk out and reputation dips, a small money setback rather than a loss (store page, reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Opening hours, days and seasons run on their own, but each day comes round again (store page).',
    },
    length: { value: 'endless', basis: 'An open-ended tavern sim in early access with no ending, per the store page.' },
    playModes: {
      value: ['solo'],
      basis: 'The store page lists single-player; no shipped multiplayer could be confirmed.',
    },
  },
  'A Little Golf Journey': {
    failState: {
      value: 'none',
      basis: 'Reviews note there is no par to beat and a ball that leaves the course is simply put back.',
    },
    timePressure: { value: 'none', basis: 'Shots have no timer and the course waits for you, per the store page.' },
    length: { value: 'short', basis: 'HowLongToBeat places the main journey at around four hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store listings.' },
  },
  'Smushi Come Home': {
    failState: {
      value: 'none',
      basis: 'The store page promises no enemies or fights; a fall just puts Smushi back nearby at no cost.',
    },
    timePressure: { value: 'none', basis: 'The store page states there is no time pressure.' },
    length: { value: 'short', basis: 'HowLongToBeat lists about two to three hours for the main story.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store page.' },
  },
  Dinkum: {
    failState: {
      value: 'gentle',
      basis: 'Per the Dinkum wiki, passing out costs a fifth of carried money and some tool durability, nothing more.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'A day-night clock and seasons run on their own, but missed days carry no lasting penalty (wiki, reviews).',
    },
    length: { value: 'endless', basis: 'A life sim with no ending; the town keeps growing indefinitely (store page).' },
    playModes: {
      value: ['solo', 'co-op'],
      basis:
        'Up to four friends can share an island online by invite, per the store page; there is no public matchmaking.',
    },
  },
  Palia: {
    failState: {
      value: 'none',
      basis: 'Reviews note the player cannot die or lose items; hunts and gathering simply succeed or not.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'An in-game day passes in about an hour of real time and some activities reset daily, with nothing lost for good (official site).',
    },
    length: {
      value: 'long',
      basis: 'An online world with a finite story of many tens of hours, which counts as long.',
    },
    playModes: {
      value: ['solo', 'co-op', 'online'],
      basis: 'The official site describes a shared online world with other players and friends.',
    },
  },
  'Hello Kitty Island Adventure': {
    failState: {
      value: 'none',
      basis: 'Reviewers describe minimal difficulty; falls and missed puzzles cost nothing.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'There is no day-night schedule, but daily gifting limits and seasonal events run on real time (The Courier, IGN).',
    },
    length: {
      value: 'long',
      basis:
        'Reviewers report well over 40 hours to work through the friendship story (cassandra-morgan.com logged 64).',
    },
    playModes: {
      value: ['solo', 'co-op'],
      basis: 'Friends can visit and play together online; there is no matchmaking with strangers (store page).',
    },
  },
  'Coffee Talk': {
    failState: {
      value: 'none',
      basis: 'A wrong drink only changes how a story goes, which is a story choice, not a fail (reviews).',
    },
    timePressure: {
      value: 'none',
      basis: 'Orders are never timed in the story mode; the timed Challenge mode is optional.',
    },
    length: { value: 'short', basis: 'HowLongToBeat lists the main story at about four hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Coffee Talk Episode 2: Hibiscus & Butterfly': {
    failState: {
      value: 'none',
      basis: 'As in the first game, drink and item choices steer stories but nothing can be failed (reviews).',
    },
    timePressure: {
      value: 'none',
      basis: 'No timers in the story; the timed challenge mode is optional (store page).',
    },
    length: {
      value: null,
      basis: 'Available estimates sit right around five hours, so short versus medium is not settled.',
    },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'A Memoir Blue': {
    failState: {
      value: 'none',
      basis: 'Each memory scene simply waits for the right interaction; nothing can be failed (reviews).',
    },
    timePressure: { value: 'none', basis: 'No timed moments are reported in reviews.' },
    length: { value: 'short', basis: 'HowLongToBeat puts it at about an hour.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Behind the Frame: The Finest Scenery': {
    failState: { value: 'none', basis: 'Puzzles and painting steps cannot be failed, per reviews.' },
    timePressure: {
      value: 'none',
      basis: 'The gallery deadline is only a story element; play itself has no timer (reviews).',
    },
    length: { value: 'short', basis: 'HowLongToBeat lists about two hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'SEASON: A letter to the future': {
    failState: {
      value: 'none',
      basis: 'A journaling road trip with no fail condition, per GameSpot and other reviews.',
    },
    timePressure: { value: 'none', basis: 'The coming flood is story framing; reviews describe no in-game timer.' },
    length: { value: 'medium', basis: 'GameSpot estimates six to eight hours to finish the main story.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'New Pokémon Snap': {
    failState: { value: 'none', basis: 'Every photo earns some score and courses cannot be failed, per reviews.' },
    timePressure: {
      value: 'relaxed',
      basis: 'The pod moves on rails on its own, but any missed shot can be retaken on a replay (reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat lists the main story at roughly twelve hours.' },
    playModes: {
      value: ['solo', 'online'],
      basis: 'Nintendo describes sharing photos online where other players rate them.',
    },
  },
  'Little Kitty, Big City': {
    failState: { value: 'none', basis: 'The kitten cannot die or lose progress, according to reviews.' },
    timePressure: { value: 'none', basis: 'Reviews describe no timers on the city or its quests.' },
    length: { value: 'short', basis: 'HowLongToBeat puts the main story at about three hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Cat Cafe Manager': {
    failState: {
      value: 'gentle',
      basis: 'Customers left waiting pay less or leave, a small setback (WASD and 3rd-strike reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'Service is timed by customer patience, but each day starts fresh and only a little income is lost (WASD review).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat places the main story in the low-to-mid teens of hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Paper Trail': {
    failState: { value: 'none', basis: 'Folds can be undone at will and hints are always available, per reviews.' },
    timePressure: { value: 'none', basis: 'No timed puzzles are mentioned by reviewers (GGRecon, GameGrin).' },
    length: { value: 'medium', basis: 'Aggregated playtime data puts the main story at about six and a half hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Tiny Bookshop': {
    failState: {
      value: 'gentle',
      basis: 'A poor sales day only costs some money; reviewers say the game avoids real business failure.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Days, seasons and town events move on their own but return, per previews and reviews.',
    },
    length: { value: 'medium', basis: 'HowLongToBeat places the main story between ten and twenty hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Lost in Play': {
    failState: {
      value: 'gentle',
      basis: 'Some mini-games, like the goblin card game, can be lost but are retried at once (reviews).',
    },
    timePressure: { value: 'none', basis: 'The adventure scenes have no timers, per reviews.' },
    length: { value: 'short', basis: 'HowLongToBeat lists roughly four hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Bear and Breakfast': {
    failState: {
      value: 'gentle',
      basis: 'Guests whose rooms miss their targets leave unhappy, costing some income (PC Gamer, Vice reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Guest stays and days pass on their own, but reviews describe no deadlines.',
    },
    length: { value: 'medium', basis: 'HowLongToBeat puts the main story in the mid teens of hours.' },
    playModes: { value: ['solo'], basis: 'Wikipedia and Gaming Age list it as single-player.' },
  },
  'Spirit of the North': {
    failState: {
      value: 'gentle',
      basis: 'The fox can die from falls or hazards and restarts at a checkpoint (reviews).',
    },
    timePressure: { value: 'none', basis: 'Reviews mention no timed sections.' },
    length: { value: 'medium', basis: 'HowLongToBeat lists around six hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Ori and the Blind Forest': {
    failState: {
      value: 'gentle',
      basis: 'Death returns Ori to the last Soul Link the player placed, usually costing a few minutes (reviews).',
    },
    timePressure: {
      value: 'yes',
      basis: 'Mandatory escape sequences chase Ori with rising water or lava and must be redone on failure (reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat gives about eight to nine hours for the main story.' },
    playModes: { value: ['solo'], basis: 'Single-player per the developer site.' },
  },
  'Kirby and the Forgotten Land': {
    failState: {
      value: 'gentle',
      basis: 'Losing all health restarts from a checkpoint with no lasting loss, per Nintendo and reviews.',
    },
    timePressure: {
      value: 'none',
      basis: 'Main stages are untimed; timed Treasure Road trials are optional (reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat lists roughly eleven hours for the main story.' },
    playModes: { value: ['solo', 'co-op'], basis: 'Nintendo lists local two-player co-op with Bandana Waddle Dee.' },
  },
  'Pikmin 4': {
    failState: {
      value: 'gentle',
      basis: 'Pikmin can be lost, but the rewind option replays the day from an earlier point (Nintendo, reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Each day ends at sunset, yet days are unlimited, so missed work just waits for tomorrow (reviews).',
    },
    length: {
      value: 'medium',
      basis: 'Digital Trends finished the main story in 15 hours; other guides say 18 to 20.',
    },
    playModes: { value: ['solo', 'co-op'], basis: 'A second player can help locally, per Nintendo.' },
  },
  "Luigi's Mansion 3": {
    failState: {
      value: 'gentle',
      basis: 'A game over restarts from a recent point in the floor, costing a few minutes (reviews).',
    },
    timePressure: {
      value: 'none',
      basis: 'The story floors have no timers per reviews; timed ScareScraper rounds are a separate mode.',
    },
    length: { value: 'medium', basis: 'HowLongToBeat lists about fourteen hours for the main story.' },
    playModes: {
      value: ['solo', 'co-op', 'online'],
      basis: 'Nintendo lists local co-op with Gooigi and online ScareScraper with matchmaking.',
    },
  },
  'Planet Zoo': {
    failState: {
      value: null,
      basis:
        'Sources agree animals can die and money can run short, but not whether a career zoo can be lost outright.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Time and seasons run on their own, while career goals are mostly untimed (reviews).',
    },
    length: {
      value: 'long',
      basis: 'Reviewers describe the twelve-plus career scenarios as taking well over twenty hours.',
    },
    playModes: {
      value: ['solo', 'online'],
      basis: 'Franchise mode shares an online animal market with other players, per the developer site.',
    },
  },
  'Planet Coaster': {
    failState: {
      value: null,
      basis: 'Reviews disagree on whether a career park can go bankrupt for good or always recover with loans.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Park time runs on its own, but career objectives are mostly untimed (Edge, The Breeze reviews).',
    },
    length: {
      value: 'long',
      basis: 'Reviewers describe the multi-area career of many scenarios as a twenty-plus-hour campaign.',
    },
    playModes: { value: ['solo'], basis: 'Single-player; Workshop sharing is not playing together (store page).' },
  },
  'Jurassic World Evolution 2': {
    failState: { value: 'yes', basis: 'A guide on gfinity notes bankruptcy can force a full scenario restart.' },
    timePressure: {
      value: 'relaxed',
      basis: 'Time and storms move on their own, but campaign goals are not on strict deadlines (reviews).',
    },
    length: {
      value: 'medium',
      basis: 'HowLongToBeat puts the campaign at around ten hours; reviewers call it a long tutorial.',
    },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Cities: Skylines': {
    failState: {
      value: 'gentle',
      basis: 'Debt and failing services set a city back, but there is no game over and it can be rebuilt (reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Simulation time runs on its own and can be paused; there are no deadlines (store page).',
    },
    length: { value: 'endless', basis: 'An open-ended city builder with no ending.' },
    playModes: { value: ['solo'], basis: 'Single-player only per the store page.' },
  },
  'Farming Simulator 22': {
    failState: {
      value: 'gentle',
      basis: 'Crops can wither or money run low, but nothing ends the farm (developer site).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Seasons set planting windows, and each window returns the next year (developer site).',
    },
    length: { value: 'endless', basis: 'A sandbox farm with no ending.' },
    playModes: {
      value: ['solo', 'co-op', 'online'],
      basis: 'The developer site lists online multiplayer, including public servers.',
    },
  },
  'Hay Day': {
    failState: {
      value: 'none',
      basis: 'Orders can be skipped freely and nothing is ever lost, per the developer site.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Crops and boat orders run on real-time timers, but missed orders just return later (developer site).',
    },
    length: { value: 'endless', basis: 'A live mobile farm with no ending.' },
    playModes: {
      value: ['solo', 'co-op', 'online'],
      basis:
        'Players trade with strangers via the roadside shop and join neighbourhoods for shared events (developer site).',
    },
  },
  'Animal Crossing: Pocket Camp Complete': {
    failState: {
      value: 'none',
      basis: 'Requests can be ignored and nothing is ever lost, as in the original app (Animal Crossing wiki).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'It runs on the real-world clock with rotating visitors and events that come round again (wiki).',
    },
    length: { value: 'endless', basis: 'A life sim with no ending.' },
    playModes: { value: ['solo'], basis: 'The wiki describes Complete as an offline paid version of the online app.' },
  },
  Terraria: {
    failState: {
      value: 'gentle',
      basis:
        'In the default difficulty death drops some coins and respawns you; Hardcore characters are optional (official wiki).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Night brings monsters and events follow the clock, but each night ends and returns (official wiki).',
    },
    length: { value: 'long', basis: 'HowLongToBeat puts defeating the final boss at around fifty hours.' },
    playModes: {
      value: ['solo', 'co-op', 'online'],
      basis: 'The official site lists local and online multiplayer, including public servers.',
    },
  },
  'Graveyard Keeper': {
    failState: { value: 'gentle', basis: 'Being knocked out in the dungeons sends you home at little cost (reviews).' },
    timePressure: {
      value: 'relaxed',
      basis: 'A weekly cycle decides when villagers appear, but each day returns (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat lists the main story at around forty hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  Moonlighter: {
    failState: {
      value: 'yes',
      basis: 'Dying in a dungeon loses most of the loot carried on that run, a roguelite lost run (reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Days alternate shop and dungeon, but no deadline forces progress (reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat gives roughly fifteen hours for the main story.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  Kynseed: {
    failState: {
      value: null,
      basis: 'Reviews cover aging and death across generations but not what a defeat in combat costs.',
    },
    timePressure: {
      value: 'yes',
      basis: 'OnlySP describes a Majora-style time limit: the character ages and each life ends.',
    },
    length: {
      value: null,
      basis: 'Still in early access with an unfinished generational story, so no length is settled.',
    },
    playModes: { value: ['solo'], basis: 'Single-player per the store page.' },
  },
  'Grow: Song of the Evertree': {
    failState: { value: 'none', basis: 'Reviews note there are no enemies and nothing you grow can be lost.' },
    timePressure: {
      value: 'relaxed',
      basis: 'Worlds grow day by day on a clock, but GamesHub notes there is no strict sense of urgency.',
    },
    length: { value: null, basis: 'No HowLongToBeat figure or reviewer estimate for the main story could be checked.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Everdream Valley': {
    failState: { value: 'gentle', basis: 'Mistakes in chore mini-games only cut the yield, per the Weird Jedi blog.' },
    timePressure: {
      value: 'relaxed',
      basis: 'Days pass, but a TapTap reviewer felt no time pressure and story quests wait.',
    },
    length: { value: 'long', basis: 'The Weird Jedi blog logged about 25 hours for the story.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis: 'The Weird Jedi blog reports a multiplayer update in early 2024 for playing with friends.',
    },
  },
  'Verdant Skies': {
    failState: {
      value: 'none',
      basis: 'Reviews describe no fainting or sleep deadline and nothing that can be lost (geminidoes).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Days and seasons pass, but geminidoes notes there is no forced bedtime.',
    },
    length: {
      value: 'medium',
      basis: 'A BP&J review finished everything in around 20 hours, so the main story is under that.',
    },
    playModes: { value: ['solo'], basis: 'Single-player per the store page.' },
  },
  'Lonely Mountains: Downhill': {
    failState: { value: 'gentle', basis: 'Wikipedia notes crashes send the rider back to the last checkpoint.' },
    timePressure: {
      value: 'yes',
      basis: 'Progress comes from trail challenges with time and crash limits, per Hype.se and The Game Hoard.',
    },
    length: { value: 'medium', basis: 'HowLongToBeat puts the main trails at several hours, within five to twenty.' },
    playModes: { value: ['solo'], basis: 'Wikipedia lists it as single-player.' },
  },
  'Cassette Beasts': {
    failState: {
      value: 'gentle',
      basis: 'A lost battle returns you to a rest point without losing tapes, per reviews.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'A day-night cycle changes which monsters appear, and each cycle returns (official site).',
    },
    length: { value: 'long', basis: 'HowLongToBeat lists the main story at around twenty-five hours.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis: 'Local co-op at launch and later online play with friends (official site, Gametrodon review).',
    },
  },
  'Frog Detective: The Entire Mystery': {
    failState: { value: 'none', basis: 'Cases cannot be failed; the detective always gets there, per reviews.' },
    timePressure: { value: 'none', basis: 'No timers anywhere in the three cases (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat lists around three hours for all three cases.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  Wanderstop: {
    failState: {
      value: 'none',
      basis: 'Reviews describe a game that resists failure; teas and plants cannot be lost in a way that stops you.',
    },
    timePressure: { value: 'none', basis: 'Reviewers note the shop waits for Alta and nothing pushes her on a clock.' },
    length: { value: 'medium', basis: 'Reviewers report ten to sixteen hours to finish (izigame, A Banana Peeled).' },
    playModes: { value: ['solo'], basis: 'Listed as single-player on its store pages.' },
  },
  'Kind Words 2 (lofi city pop)': {
    failState: { value: 'none', basis: 'Writing and reading letters cannot be failed (store page).' },
    timePressure: { value: 'none', basis: 'Letters and requests wait for you; there are no deadlines (store page).' },
    length: { value: 'endless', basis: 'An ongoing social space with no ending.' },
    playModes: {
      value: ['solo', 'online'],
      basis: 'You play alone, exchanging anonymous letters with strangers worldwide (store page).',
    },
  },
  'The Gardens Between': {
    failState: { value: 'none', basis: 'Time can always be rewound, so nothing is ever failed (store page, reviews).' },
    timePressure: {
      value: 'none',
      basis: 'The player controls time itself; there is no clock pushing them (reviews).',
    },
    length: { value: 'short', basis: 'HowLongToBeat puts the main story at about three hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  Dordogne: {
    failState: {
      value: 'none',
      basis: 'A backloggd review notes the game corrects wrong actions toward the solution, so nothing fails.',
    },
    timePressure: { value: 'none', basis: 'Reviews describe a leisurely pace with no timed parts.' },
    length: { value: 'short', basis: 'Rock Paper Shotgun puts the run time at about three hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  Cocoon: {
    failState: {
      value: 'gentle',
      basis: 'One hit in a boss fight sends you back to the start of that encounter (ggapp review).',
    },
    timePressure: { value: 'none', basis: 'Puzzles have no timers, according to reviews.' },
    length: { value: 'short', basis: 'Reviewers and playtime guides put the main path at about four to five hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store pages.' },
  },
  'Lemon Cake': {
    failState: {
      value: 'gentle',
      basis:
        'Impatient customers leave without paying, a small loss of income (rictagames, Witch\u2019s Review Corner).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Opening hours run on a clock with patience meters, but a missed sale only costs that order (reviews).',
    },
    length: { value: null, basis: 'No main-story figure from HowLongToBeat or reviewers could be confirmed.' },
    playModes: { value: ['solo'], basis: 'Movies Games and Tech notes it is a solo experience.' },
  },
  Bugsnax: {
    failState: { value: 'none', basis: 'Traps can be retried freely and there is no game over (reviews).' },
    timePressure: {
      value: 'relaxed',
      basis: 'A day-night cycle changes which Bugsnax appear, and each comes round again (official site, reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat lists around ten hours for the main story.' },
    playModes: { value: ['solo'], basis: 'Single-player per the official site.' },
  },
  'Haven Park': {
    failState: { value: 'none', basis: 'There are no enemies or fail states, per the store page and reviews.' },
    timePressure: { value: 'none', basis: 'Reviews describe no day clock or timed tasks in the main game.' },
    length: { value: 'short', basis: 'HowLongToBeat puts the main story at about three to four hours.' },
    playModes: { value: ['solo'], basis: 'Single-player per the store page.' },
  },
};
