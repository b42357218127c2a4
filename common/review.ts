import { GENRES, genreLabel, platformLabel, type Genre } from './catalogue.ts';
import type { FailState, GameLength, PlayMode, TimePressure } from './cozy-profile.ts';

/**
 * What a generated review needs to know about a game. The cozy profile fields are optional: null or
 * missing means not known, and then nothing that depends on them is said.
 */
export interface ReviewableGame {
  id: number;
  title: string;
  genre: string;
  hasCombat: boolean;
  platforms: string[];
  developer: string | null;
  features: string[];
  /** Only read to recognise names: a word the description capitalises mid-sentence keeps its capital. */
  description?: string | null;
  failState?: FailState | null;
  timePressure?: TimePressure | null;
  length?: GameLength | null;
  playModes?: readonly PlayMode[] | null;
}

/** The first sentence of every generated review, so nobody mistakes it for a full one. */
export const QUICK_TAKE = 'A quick take until our full review is written.';

/** The most strengths and things to consider a review lists. */
export const STRENGTH_COUNT = 3;
export const WEAKNESS_COUNT = 3;

/** How many of a game's features the opening paragraph weaves in. */
const INTRO_FEATURES = 3;

/**
 * Words that are names although they open a feature on their own (nationalities, regions, periods):
 * a feature starting with one keeps its capital mid-sentence.
 */
export const PROPER_ADJECTIVES: ReadonlySet<string> = new Set([
  'African',
  'American',
  'Arctic',
  'Asian',
  'Australian',
  'British',
  'Celtic',
  'Chinese',
  'Christmas',
  'Edwardian',
  'Egyptian',
  'English',
  'European',
  'French',
  'German',
  'Greek',
  'Halloween',
  'Icelandic',
  'Indian',
  'Irish',
  'Italian',
  'Japanese',
  'Korean',
  'Mediterranean',
  'Nordic',
  'Norse',
  'Roman',
  'Scandinavian',
  'Scottish',
  'Spanish',
  'Victorian',
  'Welsh',
]);

/** Capitalised words that end a name of more than one word: "Mouthful Mode", "Rainbow Island". */
const NAME_ENDINGS = new Set([
  'Bay',
  'City',
  'Edition',
  'Eye',
  'Festival',
  'Forest',
  'Island',
  'Islands',
  'Kingdom',
  'Lake',
  'Mode',
  'Mountain',
  'Mountains',
  'Theory',
  'Town',
  'Valley',
  'Village',
]);

/** Short words that do not make a title or a name on their own. */
const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'it',
  'its',
  'my',
  'of',
  'on',
  'or',
  'our',
  'the',
  'to',
  'with',
  'your',
]);

/** Verbs a feature may open with as an instruction ("Tend a garden"): woven in as "you can tend a garden". */
const ACTION_VERBS = new Set([
  'befriend',
  'brew',
  'build',
  'carry',
  'clear',
  'collect',
  'combine',
  'command',
  'control',
  'cook',
  'create',
  'customise',
  'customize',
  'decorate',
  'design',
  'discover',
  'expand',
  'explore',
  'finish',
  'fold',
  'forage',
  'gather',
  'grow',
  'haggle',
  'help',
  'hire',
  'meet',
  'mix',
  'paint',
  'pass',
  'pet',
  'photograph',
  'play',
  'post',
  'raise',
  'rebuild',
  'recommend',
  'record',
  'repair',
  'reshape',
  'restore',
  'ride',
  'run',
  'slide',
  'solve',
  'take',
  'tend',
  'track',
  'unscrew',
  'use',
  'visit',
]);

/** After one of those verbs, these words mean the verb was a noun after all ("Build mode", "Mix of"). */
const NOUN_MARKERS = new Set(['of', 'mode', 'modes', 'tools', 'system', 'editor']);

/** Verbs that, straight after the first noun, make a feature a sentence of its own ("Colour spreads across …"). */
const CLAUSE_VERBS = new Set([
  'favour',
  'favours',
  'follows',
  'grows',
  'lets',
  'reacts',
  'responds',
  'reveals',
  'spreads',
  'unlocks',
]);

/** Verbs that make a feature a statement about the game itself ("Shares its letter network"). */
const STATEMENT_VERBS = new Set([
  'can',
  'comes',
  'could',
  'features',
  'gives',
  'has',
  'includes',
  'is',
  'keeps',
  'lets',
  'may',
  'offers',
  'runs',
  'shares',
  'supports',
  'takes',
  'will',
]);

/** Each genre as a noun for prose ('other' says nothing, so it has none). */
const GENRE_NOUNS: Record<Genre, string | null> = {
  adventure: 'adventure game',
  building: 'building game',
  'card-game': 'card game',
  casual: 'casual game',
  crafting: 'crafting game',
  educational: 'educational game',
  exploration: 'exploration game',
  farming: 'farming game',
  'life-sim': 'life sim',
  management: 'management game',
  'point-and-click': 'point-and-click adventure',
  puzzle: 'puzzle game',
  rpg: 'RPG',
  sandbox: 'sandbox game',
  simulation: 'simulation game',
  social: 'social game',
  story: 'story-rich game',
  'visual-novel': 'visual novel',
  other: null,
};

/** Genres where a long game is a plus: places to settle into rather than stories to finish. */
const SETTLING_GENRES = new Set<string>(['building', 'farming', 'life-sim', 'management', 'sandbox', 'simulation']);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** mulberry32: a tiny seeded generator, so a game's review reads the same on every render. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items in random order (a partial Fisher–Yates shuffle of a copy). */
function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const index = Math.floor(random() * pool.length);
    chosen.push(pool.splice(index, 1)[0] as T);
  }
  return chosen;
}

function one<T>(items: readonly [T, ...T[]], random: () => number): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}

/**
 * "a, b and c". Items with commas of their own are kept apart with semicolons (or "as well as" for
 * two), and a serial comma goes in when an item has an "and" of its own, so the list still reads.
 */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const commas = items.some((item) => item.includes(','));
  if (items.length === 2) {
    const apart = commas || items.some((item) => / and /u.test(item));
    return `${items[0]}${apart ? ', as well as' : ' and'} ${items[1]}`;
  }
  const separator = commas ? '; ' : ', ';
  const serial = commas || items.some((item) => / and /u.test(item)) ? separator.trim() : '';
  return `${items.slice(0, -1).join(separator)}${serial} and ${items[items.length - 1]}`;
}

/** A word without the punctuation around it or a trailing possessive: `“Gris's,”` → `Gris`. */
function bareWord(token: string): string {
  return token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/u, '');
}

const startsUpper = (word: string) => /^\p{Lu}/u.test(word);

/** The phrase with 'a' or 'an' in front. */
const article = (phrase: string) => (/^([aeiou]|RPG\b)/iu.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

/** The words of a text that are capitalised where a sentence does not ask for it: names. */
function midSentenceCapitals(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/(?<=[.!?…:])\s+/u)) {
    const words = sentence.split(/\s+/u).filter(Boolean);
    for (const word of words.slice(1)) {
      const bare = bareWord(word);
      if (startsUpper(bare)) names.push(bare, ...bare.split('-'));
    }
  }
  return names;
}

/**
 * The words this game's own data shows to be names: those it capitalises mid-sentence, and the words
 * of its title and developer's name, save those its own text also uses in lower case ("Graveyard
 * Keeper" and "Graveyard upkeep", but "a village graveyard").
 */
function knownNames(game: ReviewableGame): Set<string> {
  const text = [...game.features, game.description ?? ''].join(' ');
  const lowerCase = new Set(
    text
      .split(/\s+/u)
      .map(bareWord)
      .filter((word) => /^\p{Ll}/u.test(word)),
  );
  const fromName = (name: string | null | undefined) =>
    (name ?? '')
      .split(/\s+/u)
      .map(bareWord)
      .filter((word) => word && !FUNCTION_WORDS.has(word.toLowerCase()) && !lowerCase.has(word.toLowerCase()));
  return new Set([
    ...fromName(game.title),
    ...fromName(game.developer),
    ...game.features.flatMap(midSentenceCapitals),
    ...midSentenceCapitals(game.description ?? ''),
  ]);
}

/** Whether the first word of a feature is a name, so it keeps its capital mid-sentence. */
function opensWithName(words: readonly string[], names: ReadonlySet<string>): boolean {
  const first = words[0] ?? '';
  const bare = bareWord(first);
  if (!startsUpper(bare)) return false;
  if (bare === 'I') return true;
  const letters = bare.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return true; // DIY, RPG
  if (/\p{Lu}/u.test(bare.slice(1))) return true; // PlayStation, McGuffin
  const head = bare.split('-')[0] ?? bare;
  if ([bare, head].some((word) => names.has(word) || PROPER_ADJECTIVES.has(word))) return true;
  if (FUNCTION_WORDS.has(bare.toLowerCase())) return false;
  const next = words[1] ?? '';
  // "Mouthful Mode", "Rainbow Island": a name of more than one word (but "Familiar Moomin characters").
  if (!first.endsWith(',') && NAME_ENDINGS.has(bareWord(next))) return true;
  // "Flamey, a chatty campfire": a name and who it is.
  return first.endsWith(',') && /^(a|an|the)$/u.test(next);
}

/** Words that already say how many: a feature opening with one needs no article. */
const QUANTIFIERS = new Set([
  ...FUNCTION_WORDS,
  'all',
  'almost',
  'another',
  'any',
  'both',
  'different',
  'dozens',
  'each',
  'every',
  'few',
  'hundreds',
  'lots',
  'many',
  'more',
  'most',
  'multiple',
  'no',
  'one',
  'other',
  'over',
  'plenty',
  'several',
  'some',
  'their',
  'thousands',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'various',
]);

/** Where the noun a feature is about ends: "option | to rewind the day", "map | that opens up". */
const AFTER_HEAD = new Set([
  ...FUNCTION_WORDS,
  'about',
  'above',
  'across',
  'after',
  'against',
  'along',
  'alongside',
  'among',
  'around',
  'before',
  'behind',
  'below',
  'beneath',
  'between',
  'beyond',
  'but',
  'except',
  'full',
  'if',
  'inside',
  'instead',
  'like',
  'near',
  'over',
  'plus',
  'so',
  'such',
  'than',
  'that',
  'through',
  'throughout',
  'under',
  'until',
  'when',
  'where',
  'which',
  'while',
  'who',
  'whose',
  'within',
  'without',
  'you',
  // participles that start a description of the noun: "rooms revealed", "recipes built", "stories told"
  'built',
  'drawn',
  'found',
  'given',
  'grown',
  'hidden',
  'kept',
  'made',
  'seen',
  'sent',
  'set',
  'shown',
  'told',
  'woven',
  'written',
]);

/** Nouns that read naturally without an article ("detailed pixel art", "real-time combat", "townsfolk"). */
const MASS_NOUNS = new Set([
  'acting',
  'alchemy',
  'animation',
  'art',
  'audio',
  'breeding',
  'care',
  'chaos',
  'co-op',
  'combat',
  'content',
  'cooperation',
  'cross-play',
  'customisation',
  'customization',
  'decoration',
  'design',
  'dialogue',
  'equipment',
  'exploration',
  'farmland',
  'folklore',
  'friendship',
  'furniture',
  'gameplay',
  'humour',
  'identification',
  'land',
  'lore',
  'magic',
  'management',
  'multiplayer',
  'music',
  'nature',
  'photography',
  'placement',
  'platforming',
  'play',
  'progression',
  'romance',
  'scenery',
  'simulation',
  'sound',
  'stealth',
  'storytelling',
  'terrain',
  'text',
  'traffic',
  'upkeep',
  'voice',
  'weather',
  'wildlife',
  'writing',
  // plurals without an s
  'cattle',
  'children',
  'decor',
  'deer',
  'fish',
  'folk',
  'livestock',
  'merfolk',
  'people',
  'sheep',
  'staff',
  'townsfolk',
  'townspeople',
]);

/**
 * "a custom roller coaster designer" for "Custom roller coaster designer": list items often drop the
 * article a sentence needs. Only a singular, countable noun phrase gets one; lists, plurals, mass
 * nouns and names are left as they are.
 */
function withArticle(text: string): string {
  const words = text.split(/\s+/u);
  const firstWord = bareWord(words[0] ?? '').toLowerCase();
  if (QUANTIFIERS.has(firstWord) || /^\d/u.test(firstWord)) return text;
  let head = words[0] ?? '';
  for (const [index, word] of words.entries()) {
    const bare = bareWord(word).toLowerCase();
    // "Day and night versions": two things joined, most likely a plural.
    if (index > 0 && (bare === 'and' || bare === 'or')) return text;
    // "rooms revealed one box at a time", but not "folklore-inspired" or "procedurally generated".
    const participle = /ed$/u.test(bare) && !bare.includes('-') && !/ly$/u.test(words[index - 1] ?? '');
    if (index > 0 && (AFTER_HEAD.has(bare) || participle)) break;
    head = word;
    if (word.endsWith(',')) return text; // a list of things: "Fishing, digging and ..."
    if (/[:;]$/u.test(word)) break;
  }
  const bare = bareWord(head);
  if (startsUpper(bare) || /(s|ing)$/u.test(bare) || MASS_NOUNS.has(bare.toLowerCase())) return text;
  return article(text);
}

/**
 * thing: a noun phrase ("A fishing pier"); action: an instruction ("Tend a garden"); statement: about
 * the game, without its subject ("Shares its letters with the first game"); sentence: a whole one
 * ("Each case takes about an hour", "No text; everything is learned by play").
 */
type FeatureKind = 'thing' | 'action' | 'statement' | 'sentence';

interface Feature {
  kind: FeatureKind;
  /** Plain text, ready to stand mid-sentence (not yet escaped). */
  text: string;
}

/** A feature as prose: its trailing punctuation gone and its first letter lower-cased unless it is a name. */
function toFeature(raw: string, names: ReadonlySet<string>): Feature | null {
  const trimmed = raw.trim().replace(/[\s.!;:,…]+$/u, '');
  if (!trimmed) return null;
  const words = trimmed.split(/\s+/u);
  const first = bareWord(words[0] ?? '').toLowerCase();
  const second = bareWord(words[1] ?? '').toLowerCase();
  let kind: FeatureKind = 'thing';
  const clause =
    trimmed.includes(';') ||
    ((first === 'each' || first === 'every') && words.length > 3) ||
    words.slice(1, 3).some((word) => CLAUSE_VERBS.has(bareWord(word).toLowerCase()));
  if (clause) {
    return { kind: 'sentence', text: trimmed.charAt(0).toUpperCase() + trimmed.slice(1) };
  }
  if (ACTION_VERBS.has(first) && !NOUN_MARKERS.has(second)) kind = 'action';
  else if (STATEMENT_VERBS.has(first)) kind = 'statement';
  else if (/^(about|around|roughly|nearly|just|under|over)\s[^,]*\blong\b/iu.test(trimmed)) kind = 'statement';
  else if (/^\p{L}+ enough\b/iu.test(trimmed) || /^(fully|entirely|completely) \S+ (with|without)\b/iu.test(trimmed))
    kind = 'statement';
  const keepsCapital = kind !== 'action' && opensWithName(words, names);
  const text = keepsCapital ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
  if (kind === 'statement' && !STATEMENT_VERBS.has(first)) return { kind, text: `is ${text}` };
  return { kind, text: kind === 'thing' ? withArticle(text) : text };
}

/** The facts a sentence may mention; every string is already escaped for HTML. */
interface ReviewContext {
  /** The title in <em>. */
  title: string;
  /** e.g. 'puzzle game', or null when the genre says nothing (other) or is not known. */
  genreNoun: string | null;
  genre: string;
  developer: string | null;
  platforms: string[];
  hasCombat: boolean;
  failState: FailState | null;
  timePressure: TimePressure | null;
  length: GameLength | null;
  playModes: readonly PlayMode[];
  features: Feature[];
}

function contextFor(game: ReviewableGame): ReviewContext {
  const names = knownNames(game);
  const known = (GENRES as readonly string[]).includes(game.genre);
  const genreNoun = known
    ? GENRE_NOUNS[game.genre as Genre]
    : game.genre.trim()
      ? `${genreLabel(game.genre)} game`
      : null;
  const developer = game.developer?.trim();
  return {
    title: `<em>${escapeHtml(game.title)}</em>`,
    genreNoun: genreNoun ? escapeHtml(genreNoun) : null,
    genre: game.genre,
    developer: developer ? escapeHtml(developer) : null,
    // 'other' says nothing a reader can use, so only named platforms are mentioned.
    platforms: [...new Set(game.platforms.map((p) => p.toLowerCase()).filter((p) => p !== 'other'))].map((p) =>
      escapeHtml(platformLabel(p)),
    ),
    hasCombat: game.hasCombat,
    failState: game.failState ?? null,
    timePressure: game.timePressure ?? null,
    length: game.length ?? null,
    playModes: game.playModes ?? [],
    features: game.features
      .map((feature) => toFeature(feature, names))
      .filter((feature): feature is Feature => feature !== null)
      .map((feature) => ({ ...feature, text: escapeHtml(feature.text) })),
  };
}

/** Sentences that weave features into prose: things to expect, things you can do, facts about the game. */
function featureSentences(features: readonly Feature[], random: () => number): string[] {
  const of = (kind: FeatureKind) => features.filter((f) => f.kind === kind).map((f) => f.text);
  const things = of('thing');
  const actions = of('action');
  const statements = of('statement');
  const sentences: string[] = [];
  if (things.length > 0) {
    // "Expect" also reads well before "no timers" or "almost no text"; the others need a plain noun.
    const plainNouns = things.every((thing) => !/^(no|almost|different)\b/iu.test(thing));
    const frame = plainNouns ? one(['Expect', 'Look out for', 'Highlights include'] as const, random) : 'Expect';
    sentences.push(`${frame} ${joinList(things)}.`);
  }
  if (actions.length > 0) {
    const frame = things.length > 0 ? one(['You can also', 'Along the way you can'] as const, random) : 'You can';
    sentences.push(`${frame} ${joinList(actions)}.`);
  }
  if (statements.length > 0) sentences.push(`It ${joinList(statements)}.`);
  sentences.push(...of('sentence').map((sentence) => `${sentence}.`));
  return sentences;
}

function intro(c: ReviewContext, random: () => number): string {
  const what = c.genreNoun ? article(c.genreNoun) : 'a game';
  const where = joinList(c.platforms);
  let opening: string;
  if (!c.developer) {
    opening = `${c.title} is ${what}${where ? ` you can play on ${where}` : ''}.`;
  } else {
    opening = one(
      [
        `${c.title} is ${what} from ${c.developer}${where ? `, available on ${where}` : ''}.`,
        `Made by ${c.developer}, ${c.title} is ${what}${where ? ` you can play on ${where}` : ''}.`,
        `${c.title} is ${what} by ${c.developer}.${where ? ` It is out on ${where}.` : ''}`,
      ] as const,
      random,
    );
  }
  return [opening, ...featureSentences(c.features.slice(0, INTRO_FEATURES), random)].join(' ');
}

const NUMBER_WORDS: Record<number, string> = { 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight' };

/** A point for or against the game, with the fact it rests on. */
interface Point {
  heading: string;
  body: string;
}

const point = (heading: string, body: string): Point => ({ heading, body });

function strengths(c: ReviewContext): Point[] {
  const points: Point[] = [];
  if (!c.hasCombat) {
    points.push(point('Nothing to fight.', `There is no combat in ${c.title} at all.`));
  }
  if (c.failState === 'none') {
    points.push(
      point('No way to fail.', 'There is no game over and no lost progress, so you can try things without worry.'),
    );
  }
  if (c.timePressure === 'none') {
    points.push(point('No clock to beat.', 'There are no timers or deadlines: the world waits for you.'));
  }
  if (c.playModes.includes('co-op')) {
    points.push(
      c.playModes.includes('solo')
        ? point('Alone or together.', 'You can play on your own or together with friends.')
        : point('Made for sharing.', 'It is played together with friends, locally, online or in a shared world.'),
    );
  }
  if (c.platforms.length >= 4) {
    const count = NUMBER_WORDS[c.platforms.length] ?? String(c.platforms.length);
    points.push(point('Easy to find a way to play.', `It is out on ${count} platforms, so it fits most setups.`));
  }
  if (c.length === 'short') {
    points.push(
      point(
        'Fits into an evening or two.',
        'At under five hours, the main game is easy to see through in an evening or two.',
      ),
    );
  } else if (c.length === 'medium') {
    points.push(
      point(
        'A manageable length.',
        'The main game takes five to twenty hours: enough to settle in, not a big commitment.',
      ),
    );
  } else if (c.length === 'long' && SETTLING_GENRES.has(c.genre)) {
    points.push(
      point('Room to settle in.', 'The main game runs past twenty hours: plenty of time to make the place your own.'),
    );
  } else if (c.length === 'endless' && SETTLING_GENRES.has(c.genre)) {
    points.push(point('Yours to keep.', 'There is no ending, so you can come back to it for as long as you like.'));
  }
  if (c.genreNoun) {
    points.push(
      point(
        `For fans of ${c.genreNoun}s.`,
        `It is listed as ${article(c.genreNoun)}, so if that is what you enjoy, it is a natural one to try.`,
      ),
    );
  }
  const extra = c.features[INTRO_FEATURES];
  if (extra) {
    const bodies: Record<FeatureKind, string> = {
      thing: `Its listing also mentions ${extra.text}.`,
      action: `You can also ${extra.text}.`,
      // "It is also short enough …", "It also shares …"
      statement: `It ${extra.text.replace(/^(is|can|could|will|may) |^/u, (verb) => (verb ? `${verb}also ` : 'also '))}.`,
      sentence: `${extra.text}.`,
    };
    const body = bodies[extra.kind];
    points.push(point('One more thing to look for.', body));
  }
  return points;
}

/** Things to consider, each only where the data says so: the major ones in order of importance, then the minor ones. */
function caveats(c: ReviewContext): { major: Point[]; minor: Point[] } {
  const major: Point[] = [];
  const minor: Point[] = [];
  if (c.hasCombat) {
    major.push(
      point(
        'Some combat.',
        `${c.title} does include combat, so it is not for anyone who wants an entirely peaceful game.`,
      ),
    );
  }
  if (c.failState === 'yes') {
    major.push(point('You can lose.', 'A game over, a lost run or the loss of real progress is possible.'));
  } else if (c.failState === 'gentle') {
    minor.push(
      point(
        'Small setbacks.',
        'You can fail or be knocked out, though it costs little: a quick retry, a few minutes of play or a few items.',
      ),
    );
  }
  if (c.timePressure === 'yes') {
    major.push(point('Against the clock.', 'There are timed challenges or deadlines with real consequences.'));
  } else if (c.timePressure === 'relaxed') {
    minor.push(
      point(
        'The clock keeps moving.',
        'Days or seasons move on by themselves, though anything you miss costs little and comes round again.',
      ),
    );
  }
  if (c.playModes.includes('online') && !c.playModes.includes('solo')) {
    major.push(point('Played with others online.', 'There is no solo mode: you play online alongside other players.'));
  }
  if (c.platforms.length === 1) {
    major.push(
      point('One platform only.', `It is listed only for ${c.platforms[0]}, so not everyone will be able to play it.`),
    );
  }
  if (c.length === 'short') {
    minor.push(point('Over quickly.', 'It is a short game, so it is not one to sink weeks into.'));
  } else if (c.length === 'long') {
    minor.push(point('A long game.', 'With more than twenty hours to the end, it can take its time getting going.'));
    minor.push(point('Routines can repeat.', 'Over a game this long, the same tasks may come round often.'));
  } else if (c.length === 'endless') {
    minor.push(
      point(
        'No ending to reach.',
        'The same tasks may come round again and again, so you will need to choose your own stopping point.',
      ),
    );
  }
  return { major, minor };
}

/** Used when the data supports no caveat: true of every generated review. */
const NEUTRAL_CAVEAT = point(
  'A first impression.',
  'This quick take rests only on the facts in the listing. Players’ votes and our full review will say more about how it feels to play.',
);

function verdict(c: ReviewContext, random: () => number): string {
  const describing = [
    c.length === 'short' ? 'short' : c.length === 'long' ? 'long' : c.length === 'endless' ? 'open-ended' : null,
    c.hasCombat ? null : 'combat-free',
  ].filter((word): word is string => word !== null);
  const noun = c.genreNoun ?? 'game';
  const what = article(describing.length > 0 ? `${describing.join(', ')} ${noun}` : noun);
  const withs = [
    c.hasCombat ? 'some combat' : null,
    c.failState === 'none' ? 'no way to fail' : null,
    c.timePressure === 'none' ? 'no clock to beat' : null,
  ].filter((part): part is string => part !== null);
  const details = withs.length > 0 ? ` with ${joinList(withs)}` : '';
  const together = c.playModes.includes('co-op') ? ', and one you can share with friends' : '';
  const lead = one(['On paper,', 'From what we know so far,', 'By its listing,'] as const, random);
  const closing = one(
    [
      'If that sounds like your kind of game, it is worth a look.',
      c.hasCombat
        ? 'If that is the mix you are after, it is worth a try.'
        : 'If that is the kind of quiet you are after, it is worth a try.',
      'If that suits you, it is worth adding to your list.',
    ] as const,
    random,
  );
  return `<p><strong>Verdict:</strong> ${lead} ${c.title} is ${what}${details}${together}. ${closing}</p>`;
}

function list(heading: string, points: readonly Point[]): string {
  if (points.length === 0) return '';
  const items = points.map((p) => `<li><strong>${p.heading}</strong> ${p.body}</li>`).join('');
  return `<h3>${heading}</h3><ul>${items}</ul>`;
}

/**
 * The review shown for a game without a stored one: a quick-take note, an intro that weaves in the
 * game's features, up to three strengths and three things to consider (each only where the game's
 * data supports it) and a verdict. Seeded by the game's id, so server and browser render the same HTML.
 */
export function generateReview(game: ReviewableGame): string {
  const random = mulberry32(game.id);
  const c = contextFor(game);
  const opening = intro(c, random);
  const loved = pick(strengths(c), STRENGTH_COUNT, random);
  const { major, minor } = caveats(c);
  // The major ones come in order of importance (combat first); the rest are picked by the seed.
  const considered = major.slice(0, WEAKNESS_COUNT);
  considered.push(...pick(minor, WEAKNESS_COUNT - considered.length, random));
  if (considered.length === 0) considered.push(NEUTRAL_CAVEAT);
  return [
    `<p>${QUICK_TAKE}</p>`,
    `<p>${opening}</p>`,
    list('What We Love', loved),
    list('Things to Consider', considered),
    verdict(c, random),
  ].join('');
}
