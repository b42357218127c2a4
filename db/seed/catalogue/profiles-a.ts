import type { ProfileResearch } from './profile-types.ts';

/** Researched cozy profiles of the shipped catalogue, part A: each value with its basis. */
export const profilesA: Record<string, ProfileResearch> = {
  'Stardew Valley': {
    failState: {
      value: 'gentle',
      basis:
        'Per the official wiki, passing out in the mines or from exhaustion costs some gold and items, and there is no game over.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'Days and seasons run on their own clock (official wiki), but crops, festivals and birthdays come back each year, so a miss costs little.',
    },
    length: { value: 'long', basis: 'HowLongToBeat lists the main story at about 53 hours.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis:
        'The store page offers solo play plus co-op for friends online or split-screen; there is no public matchmaking.',
    },
  },
  'Animal Crossing: New Horizons': {
    failState: {
      value: 'gentle',
      basis:
        "Nintendo's game lets a tarantula or scorpion knock the player out, sending them home; wasps sting and turnips rot, all small costs.",
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'The island follows the real clock and calendar (official site), but seasonal creatures and events return the next year.',
    },
    length: { value: 'long', basis: 'HowLongToBeat puts the main story at roughly 60 hours.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis:
        "Nintendo's site describes local and online island visits with friends; Dodo codes join by code with no matchmaking, so co-op only.",
    },
  },
  Unpacking: {
    failState: {
      value: 'none',
      basis:
        "The developer's site and reviews describe no way to fail: a misplaced item is only highlighted until moved.",
    },
    timePressure: {
      value: 'none',
      basis: "There is no timer in any level, as the store page and the game's own description say.",
    },
    length: { value: 'short', basis: 'HowLongToBeat gives about 3.5 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'A Short Hike': {
    failState: {
      value: 'none',
      basis:
        'Reviews note Claire cannot die or lose progress; falls and failed races simply let you try again at no cost.',
    },
    timePressure: {
      value: 'none',
      basis: "The park has no day clock or deadlines; the game waits for the player (developer's site and reviews).",
    },
    length: { value: 'short', basis: 'HowLongToBeat lists the main story at about 1.5 hours.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Spiritfarer: {
    failState: {
      value: 'none',
      basis:
        'Thunder Lotus describes a game with no death or game over; failed minigames such as lightning catching cost nothing.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'A day-night cycle drives sleep, meals and spirit moods (official wiki), but events recur and nothing is lost by waiting.',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives roughly 30 hours for the main story.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis:
        "The developer's page offers local co-op with a second player as Daffodil the cat; there is no online play.",
    },
  },
  'Cozy Grove': {
    failState: {
      value: 'none',
      basis: 'Reviews (Geekly Grind, Nintendo Life) describe no way to fail: quests can only be completed, never lost.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'Spry Fox ties progress to real days with about 30 minutes of tasks each, but skipped days lose nothing (developer support FAQ).',
    },
    length: {
      value: 'long',
      basis: 'Spry Fox and Rock Paper Shotgun describe a campaign of about 40 hours spread over months.',
    },
    playModes: { value: ['solo'], basis: 'The store pages list single-player only; there is no multiplayer.' },
  },
  'Slime Rancher': {
    failState: {
      value: 'gentle',
      basis:
        'Per the official wiki, being knocked out sends Beatrix home and empties her vacpack, and tarr can eat ranch slimes: setbacks, not a game over.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'A day-night cycle brings feral slimes and tarr at night, but the ranch keeps going and nothing is missed for good (official wiki).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat gives about 13 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Slime Rancher 2': {
    failState: {
      value: 'gentle',
      basis:
        'As in the first game, a knockout empties the vacpack and returns Beatrix to the conservatory; there is no game over (official wiki).',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        "Day-night and dynamic weather change which slimes appear, but they come back again (developer's announcements).",
    },
    length: {
      value: null,
      basis:
        'The game spent years in early access with its story still growing, so no settled main-story figure was found.',
    },
    playModes: { value: ['solo'], basis: 'Wikipedia and the store page list single-player only.' },
  },
  Dorfromantik: {
    failState: {
      value: 'yes',
      basis:
        'In the classic mode a game ends when the tile stack runs out and is scored, which counts as a run ending with a score (store page).',
    },
    timePressure: {
      value: 'none',
      basis: 'Tiles are placed turn by turn with no clock, as reviews and the store page note.',
    },
    length: { value: 'endless', basis: 'Play is in repeated runs with no story ending, per the store page.' },
    playModes: {
      value: ['solo'],
      basis: 'The store page lists single-player only; leaderboards are not play with others.',
    },
  },
  Townscaper: {
    failState: {
      value: 'none',
      basis: 'The developer describes it as a toy with no goals or ways to fail (store page).',
    },
    timePressure: {
      value: 'none',
      basis: 'There is no timer or day cycle; the town waits for the player (store page).',
    },
    length: { value: 'endless', basis: 'It has no objectives or ending, as the store page says.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Alba: A Wildlife Adventure': {
    failState: {
      value: 'none',
      basis: "Reviews of ustwo's game describe no failure: photos and clean-up jobs can be retried freely.",
    },
    timePressure: {
      value: null,
      basis:
        'Sources disagree on whether the time of day moves on its own or only with the story, so this is left open.',
    },
    length: { value: 'short', basis: 'HowLongToBeat gives about 3 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Wytchwood: {
    failState: {
      value: 'gentle',
      basis:
        'Reviews mention hostile creatures that bite the witch; losing health sets her back briefly, with no game over reported.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'A day-night cycle changes which creatures and ingredients appear, but everything comes round again (reviews).',
    },
    length: { value: 'medium', basis: 'Gamepur and GameZXC estimate 8 to 15 hours to finish the story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Ooblets: {
    failState: {
      value: 'gentle',
      basis: 'Dance-offs can be lost (Edge, reviews), but the player simply tries again later at little cost.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Days, energy and seasons pass on their own, but crops and events recur (board-game.co.uk review).',
    },
    length: { value: 'long', basis: 'HowLongToBeat puts the main story at roughly 35 hours.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Kind Words (lo fi chill beats to write to)': {
    failState: {
      value: 'none',
      basis: 'The store page describes only writing and reading letters; there is nothing to fail.',
    },
    timePressure: { value: 'none', basis: 'Letters have no deadline and there is no clock (store page).' },
    length: { value: 'endless', basis: 'The game is an open-ended letter exchange with no ending (store page).' },
    playModes: {
      value: ['online'],
      basis:
        'Every letter goes to and comes from anonymous strangers, and there is no solo mode without them (store page).',
    },
  },
  'Wylde Flowers': {
    failState: {
      value: null,
      basis: 'Sources found do not say whether running out of energy or staying up late carries any penalty.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Days and seasons move on their own, but tasks wait and seasonal crops return (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives roughly 40 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Coral Island': {
    failState: {
      value: 'gentle',
      basis:
        'Like Stardew, fainting in the mine or from exhaustion costs some money or items; there is no game over (reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'A day clock and seasons move on their own, but festivals and crops come round again (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat puts the main story at over 60 hours.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis:
        'The 1.2 update in 2025 added up to four-player co-op with friends (VideoGamer, GamesRadar); no public matchmaking is described.',
    },
  },
  'Potion Permit': {
    failState: {
      value: 'gentle',
      basis: 'Reviews describe monsters in the gathering areas; being downed only costs a little time and resources.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'A daily clock runs until 2am (Gamepur guide), but patients and resources return each day.',
    },
    length: {
      value: 'long',
      basis: 'A VisualFoodie guide estimates 25 to 35 hours and a blogger logged 24 hours to finish the story.',
    },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Moonstone Island': {
    failState: {
      value: 'gentle',
      basis: 'Card battles with spirits can be lost (reviews), sending the player back with little lost.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'Days and a year-long calendar pass on their own (Stackup review), but spirits and islands remain to revisit.',
    },
    length: {
      value: null,
      basis: 'Reviews give playtimes from about 10 to over 80 hours without a settled main-story figure.',
    },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Fae Farm': {
    failState: {
      value: 'gentle',
      basis: 'Running out of health in the dungeons costs a little, with no game over (reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Days and seasons move on their own, but crops and events return (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives roughly 40 hours for the main story.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis: "Phoenix Labs' store page offers co-op for up to four friends online or locally; no public matchmaking.",
    },
  },
  'Disney Dreamlight Valley': {
    failState: {
      value: 'none',
      basis:
        'There is no combat or fainting; running low on energy only slows some actions (official site and reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'The valley follows a real-time clock and limited Star Path events, but missed content mostly returns (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat puts the main story well over 50 hours.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis:
        'Valley Visits let up to three friends join by a six-digit code without matchmaking (Eurogamer, PC Gamer).',
    },
  },
  'My Time at Portia': {
    failState: {
      value: 'gentle',
      basis: 'Being knocked out in ruins or fights costs a little time and money, with no game over (reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'Commissions have deadlines and the clock runs on its own, but a missed one only costs some reputation (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives over 60 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player as the released mode.' },
  },
  'My Time at Sandrock': {
    failState: {
      value: 'gentle',
      basis: 'A player guide notes there is no death or game over; a knockout is revived at a safe place for a fee.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Commissions have deadlines and days run on their own, but missed work only costs reputation (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives about 70 hours for the main story.' },
    playModes: {
      value: ['solo', 'co-op', 'online'],
      basis:
        'The separate multiplayer mode lets friends join and also matches players with strangers (a published multiplayer guide for the game).',
    },
  },
  'Story of Seasons: Pioneers of Olive Town': {
    failState: {
      value: 'gentle',
      basis: 'Collapsing from exhaustion ends the day early at a small cost, with no game over (reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Days and seasons move on their own, but festivals and crops return each year (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives roughly 50 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Littlewood: {
    failState: {
      value: 'none',
      basis: 'Reviews describe no enemies or failure; the day simply ends when energy runs out.',
    },
    timePressure: {
      value: 'none',
      basis:
        'Time only moves when the player acts or ends the day, with no running clock (Lemon8 and Nintendo Life reviews).',
    },
    length: { value: 'long', basis: 'Reviewers report about 30 to 50 hours to reach the end of the story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Sun Haven': {
    failState: {
      value: 'gentle',
      basis: 'Fainting in combat or from exhaustion costs a little, with no game over (official wiki).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'A day clock and seasons move on their own, but events return (official wiki).',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives over 50 hours for the main story.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis:
        'The official wiki describes online multiplayer for up to eight players joining a host; no public matchmaking.',
    },
  },
  'Roots of Pacha': {
    failState: { value: null, basis: 'Sources found do not say what happens when stamina or the day runs out.' },
    timePressure: {
      value: 'relaxed',
      basis: 'Days and seasons pass on their own, but crops and festivals come back (reviews).',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives roughly 45 hours for the main story.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis: 'The store page and Rock Paper Shotgun describe online co-op with friends; no public matchmaking.',
    },
  },
  'Mini Metro': {
    failState: {
      value: 'yes',
      basis: 'A run ends when a station overcrowds and the score is recorded, per the store page.',
    },
    timePressure: {
      value: 'yes',
      basis: 'Passengers pile up in real time and a station overcrowded too long ends the run (store page).',
    },
    length: { value: 'endless', basis: 'Play is in repeated runs with no ending (store page).' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Mini Motorways': {
    failState: {
      value: 'yes',
      basis: 'A run ends with a score once traffic gridlocks and a building overflows (store page).',
    },
    timePressure: {
      value: 'yes',
      basis: 'Demand grows in real time and an overflowing building ends the run (store page).',
    },
    length: { value: 'endless', basis: 'Play is in repeated runs with no ending (store page).' },
    playModes: {
      value: ['solo'],
      basis: 'The store page lists single-player only; weekly challenges are not play with others.',
    },
  },
  Islanders: {
    failState: {
      value: 'yes',
      basis: 'A run ends with a final score when the player can no longer reach the next points goal (store page).',
    },
    timePressure: { value: 'none', basis: "Buildings are placed at the player's pace with no clock (store page)." },
    length: { value: 'endless', basis: 'Islands are generated run after run with no ending (store page).' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Summer in Mara': {
    failState: {
      value: null,
      basis: 'Reviews mention stamina and hunger bars but do not say whether running out carries any penalty.',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Crops grow by days and some resources need rain or a time of day, but they return (Acesops review).',
    },
    length: { value: 'medium', basis: 'Reviews describe a dozen or so hours to finish the main quest.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Tiny Glade': {
    failState: { value: 'none', basis: 'The store page describes a building toy with no goals or failure.' },
    timePressure: {
      value: 'none',
      basis: 'There are no timers; the time of day is only a photo setting (store page).',
    },
    length: { value: 'endless', basis: 'It has no objectives or ending (store page).' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Snufkin: Melody of Moominvalley': {
    failState: {
      value: 'gentle',
      basis: 'Getting caught by the park keepers in the stealth parts just sends Snufkin back a short way (reviews).',
    },
    timePressure: { value: 'none', basis: 'Reviews describe no timers or deadlines; the valley waits for the player.' },
    length: { value: 'medium', basis: 'HowLongToBeat gives about 8 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Paleo Pines': {
    failState: { value: 'none', basis: 'TheXboxHub notes there is no combat, death or harm of any kind.' },
    timePressure: {
      value: 'relaxed',
      basis: 'TheXboxHub says the only time limits are a day-night cycle and a calendar of days.',
    },
    length: { value: null, basis: 'No settled main-story figure was found in HowLongToBeat summaries or reviews.' },
    playModes: { value: ['solo'], basis: 'Wikipedia lists the game as single-player only.' },
  },
  'Chicory: A Colorful Tale': {
    failState: {
      value: 'gentle',
      basis: 'Boss fights can knock the dog out, but the player retries right away (reviews).',
    },
    timePressure: { value: 'none', basis: 'There are no timers or day cycle; the world waits (reviews).' },
    length: { value: 'medium', basis: 'HowLongToBeat gives about 12 hours for the main story.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis: "The developer's site describes local co-op with a second painter; there is no online play.",
    },
  },
  'Night in the Woods': {
    failState: {
      value: 'none',
      basis: 'Platforming has no death and missed notes in band practice carry no penalty (reviews).',
    },
    timePressure: {
      value: 'none',
      basis:
        'Days only advance when Mae goes to bed; choosing one hangout over another is a story choice, not time pressure (reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat gives about 10 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Gris: {
    failState: { value: 'none', basis: 'The developer and reviews stress there is no death or game over.' },
    timePressure: { value: 'none', basis: 'There are no timers or day cycle (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 3.5 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Journey: {
    failState: {
      value: 'gentle',
      basis:
        'The stone guardians can knock the traveller down and tear the scarf, a small setback with no death (reviews).',
    },
    timePressure: { value: 'none', basis: 'There are no timers or day cycle (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 2 hours for the main story.' },
    playModes: {
      value: ['solo', 'online'],
      basis:
        'The game pairs players with anonymous strangers online, and can also be played alone (thatgamecompany, store page).',
    },
  },
  Abzû: {
    failState: { value: 'none', basis: 'Reviews note there is no oxygen limit, death or failure.' },
    timePressure: { value: 'none', basis: 'There are no timers or deadlines (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 2 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Flower: {
    failState: { value: 'none', basis: 'Reviews describe no failure; petals knocked away are simply regathered.' },
    timePressure: { value: 'none', basis: 'There are no timers or deadlines (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives under 3 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Eastshade: {
    failState: {
      value: null,
      basis: 'Reviews confirm there is no combat, but sources found do not say what the night cold does to the player.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        "The island has a day-night cycle with cold nights and shop hours, but nothing is lost by waiting (developer's site and reviews).",
    },
    length: { value: 'medium', basis: 'HowLongToBeat gives about 12 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Lake: {
    failState: {
      value: 'none',
      basis: 'Reviews (Boss Rush, Noisy Pixel) note nothing can be failed; even a flipped van is just reset.',
    },
    timePressure: {
      value: 'none',
      basis: 'Boss Rush notes there is no timer on deliveries; days move on with the story.',
    },
    length: {
      value: 'medium',
      basis:
        'Reviewers report about 5 to 7 hours to finish (Honest Gamer), and exactly 5 hours still counts as medium.',
    },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Beacon Pines': {
    failState: {
      value: 'gentle',
      basis: 'Some word choices lead to dead ends that the game sends the player back from (The Game Hoard, WASD UK).',
    },
    timePressure: { value: 'none', basis: 'There are no timers or day cycle (reviews).' },
    length: { value: 'medium', basis: 'GamingBible puts the playtime at roughly six hours.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Venba: {
    failState: { value: 'none', basis: 'Cooking puzzles can be retried freely with no cost (reviews).' },
    timePressure: { value: 'none', basis: 'There are no timers (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 1.5 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'A Little to the Left': {
    failState: {
      value: 'none',
      basis: 'Puzzles can be retried or skipped with hints and nothing is lost (store page).',
    },
    timePressure: { value: 'none', basis: 'There are no timers in the main puzzles (store page).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 3 to 4 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Lil Gator Game': {
    failState: {
      value: 'none',
      basis: 'The cardboard enemies cannot hurt the gator and there is no fail state (reviews).',
    },
    timePressure: { value: 'none', basis: 'There are no timers or day cycle (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 3 to 4 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Botany Manor': {
    failState: {
      value: 'none',
      basis: "Wrong planting guesses cost nothing and can be retried at once (developer's site and reviews).",
    },
    timePressure: { value: 'none', basis: 'There are no timers or day cycle (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 3 to 4 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Strange Horticulture': {
    failState: {
      value: 'gentle',
      basis: 'Three wrong plants trigger a small breakdown that a short minigame repairs (review on m88mlive.com).',
    },
    timePressure: {
      value: 'none',
      basis: 'The same review notes there are no time limits; days advance as customers are served.',
    },
    length: { value: 'medium', basis: 'A reviewer finished about six hours in, in line with HowLongToBeat.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Tchia: {
    failState: {
      value: 'gentle',
      basis: 'Fights with the fabric Maano can knock Tchia out, but she respawns close by (Destructoid review).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'A day-night cycle runs on its own and Tchia can rest to change it; nothing is lost by waiting (reviews).',
    },
    length: { value: 'medium', basis: "Rock Paper Shotgun's review puts the story at about 8 to 10 hours." },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Toem: {
    failState: { value: 'none', basis: 'Photo tasks cannot be failed, only completed (reviews).' },
    timePressure: { value: 'none', basis: 'There are no timers or day cycle (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 3 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Garden Story': {
    failState: {
      value: 'gentle',
      basis: 'Concord can be knocked out in fights and returns to town with little lost (reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'A day cycle renews daily requests, but missed ones come back (reviews).',
    },
    length: { value: 'medium', basis: 'HowLongToBeat gives about 12 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  Calico: {
    failState: {
      value: 'none',
      basis:
        'An early preview on opengameengine.org notes there are no negative consequences: animals never die and crops never rot.',
    },
    timePressure: {
      value: 'none',
      basis: 'The same source notes shops never close and nothing spoils, so the world waits.',
    },
    length: { value: 'medium', basis: 'A Steam reviewer reports just over 6 hours to complete the game.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player as the mode.' },
  },
  'Cloud Gardens': {
    failState: {
      value: 'gentle',
      basis: 'A level can stall and must be restarted (Gaming Breakthrough review), an instant retry.',
    },
    timePressure: { value: 'none', basis: 'There are no timers; each scene waits for the player (reviews).' },
    length: { value: null, basis: 'Reviews mention over 100 levels in six chapters but no settled main-story hours.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'PowerWash Simulator': {
    failState: {
      value: 'none',
      basis: 'Career jobs cannot be failed; every job is simply cleaned until done (reviews).',
    },
    timePressure: {
      value: 'none',
      basis: 'Career mode has no timers; only the optional challenge mode is timed (guides).',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives about 27 hours for the main story.' },
    playModes: {
      value: ['solo', 'co-op'],
      basis: 'Online co-op is for friends or by room code, with no matchmaking (Game Objective guide).',
    },
  },
  'House Flipper': {
    failState: {
      value: 'none',
      basis: 'Jobs cannot be failed and there is no game over; selling at a loss is a player choice (reviews).',
    },
    timePressure: { value: 'none', basis: 'There are no timers or deadlines on jobs (Dark Station review).' },
    length: {
      value: null,
      basis: 'Its open-ended flipping has no clear ending and no settled main-story figure was found.',
    },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Two Point Hospital': {
    failState: {
      value: 'yes',
      basis: 'Sega Retro notes that if funds fall too low the hospital goes bankrupt and the game ends.',
    },
    timePressure: {
      value: 'yes',
      basis: 'PC Gamer describes epidemics and emergencies that must be handled in time with reputation at stake.',
    },
    length: { value: 'long', basis: 'HowLongToBeat gives over 20 hours for the main campaign.' },
    playModes: {
      value: ['solo'],
      basis: 'The store page lists single-player; its online challenges are not play together.',
    },
  },
  'The Sims 4': {
    failState: {
      value: 'yes',
      basis:
        "Sims can die from fire, hunger and other mishaps, which can end a household's story (EA's site and reviews).",
    },
    timePressure: {
      value: 'relaxed',
      basis: 'Time, bills and jobs run on their own clock, but a missed workday or bill costs little (reviews).',
    },
    length: { value: 'endless', basis: "There is no ending; households go on indefinitely (EA's site)." },
    playModes: {
      value: ['solo'],
      basis: 'The store page lists single-player; sharing builds in the Gallery is not playing with others.',
    },
  },
  Minecraft: {
    failState: {
      value: 'yes',
      basis:
        'In Survival, dying drops the whole inventory, which can be lost for good, a loss of substantial progress (official wiki).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'A day-night cycle brings monsters at night, but every night passes and comes again (official wiki).',
    },
    length: { value: 'long', basis: 'CBR, citing HowLongToBeat, puts reaching the end credits at about 90 hours.' },
    playModes: {
      value: ['solo', 'co-op', 'online'],
      basis: "Minecraft's site describes solo play, worlds with friends and public servers with strangers.",
    },
  },
  'Hokko Life': {
    failState: { value: 'none', basis: 'Reviews describe no combat and nothing that can be failed.' },
    timePressure: {
      value: 'relaxed',
      basis: 'A day clock and shop hours move on their own, but nothing is lost by missing them (Nintenpedia review).',
    },
    length: {
      value: null,
      basis: 'Reviews describe open-ended village building and no settled main-story figure was found.',
    },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  "Mineko's Night Market": {
    failState: {
      value: 'gentle',
      basis: 'Stealth sections past the Agents send Mineko back when caught, a small setback (reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis: 'The night market comes round every week, so a missed one returns (GameLuster and IGN reviews).',
    },
    length: { value: 'medium', basis: "eXputer's review puts the game length at about 20 hours." },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Sky: Children of the Light': {
    failState: {
      value: 'gentle',
      basis:
        'Dark creatures and storms can knock the player down and drain wing light, a small loss (official site and reviews).',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'Daily quests and seasonal events run on a real clock, but seasonal items return later through travelling spirits (reviews).',
    },
    length: { value: 'long', basis: 'It is an online world with a finite story, which the rules count as long.' },
    playModes: {
      value: ['solo', 'co-op', 'online'],
      basis: 'The official site describes exploring alone, with friends, and alongside strangers in shared skies.',
    },
  },
  'Monument Valley': {
    failState: { value: 'none', basis: 'There is no way to fail or die; levels wait for the right move (reviews).' },
    timePressure: { value: 'none', basis: 'There are no timers (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 1.5 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
  'Monument Valley 2': {
    failState: { value: 'none', basis: 'As in the first game there is no failure or death (reviews).' },
    timePressure: { value: 'none', basis: 'There are no timers (reviews).' },
    length: { value: 'short', basis: 'HowLongToBeat gives about 2 hours for the main story.' },
    playModes: { value: ['solo'], basis: 'The store page lists single-player only.' },
  },
};
