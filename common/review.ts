import { genreLabel, platformLabel } from './catalogue.ts';

/** What a generated review needs to know about a game. */
export interface ReviewableGame {
  id: number;
  title: string;
  genre: string;
  hasCombat: boolean;
  platforms: string[];
  developer: string | null;
  features: string[];
}

/** The facts a sentence may mention, already escaped for HTML. */
interface ReviewContext {
  title: string;
  /** e.g. 'the <em>Farming</em> genre', or a neutral phrase for genre 'other'. */
  genreGenre: string;
  /** e.g. '<em>Farming</em> games'. */
  genreGames: string;
  developer: string | null;
  platforms: string[];
  hasCombat: boolean;
}

type Sentence = (c: ReviewContext) => string;

export const STRENGTH_COUNT = 3;
export const WEAKNESS_COUNT = 3;

const STRENGTHS: readonly Sentence[] = [
  (c) =>
    `<strong>Plays at your pace.</strong> ${c.title} never hurries you: a short visit and a long evening both feel worthwhile.`,
  () =>
    '<strong>Goals without pressure.</strong> Objectives read like gentle suggestions, so there is always something to do and never something you must do right now.',
  () =>
    '<strong>A soothing atmosphere.</strong> Soft visuals and calm sound make it an easy place to unwind at the end of a long day.',
  () =>
    '<strong>Room to be yourself.</strong> Small choices about how to play and what to focus on make the experience feel personal.',
  (c) =>
    c.hasCombat
      ? '<strong>Warmth beyond the action.</strong> Even with some combat in the mix, the mood stays kind, and it is the quiet moments that linger afterwards.'
      : `<strong>Nothing to fight.</strong> With no combat at all, ${c.title} stays peaceful from the first minute to the last.`,
  (c) =>
    `<strong>A welcoming entry in ${c.genreGenre}.</strong> It keeps what makes the genre satisfying and trims the stress, so newcomers settle in quickly.`,
  () =>
    '<strong>Satisfying small wins.</strong> Progress arrives in steady little steps that make every session feel rewarding.',
  () =>
    '<strong>Easy to return to.</strong> Coming back after a break is painless; it is simple to remember where you were and what you wanted to do next.',
  (c) =>
    `<strong>Thoughtful details.</strong> Small touches throughout show how much care ${c.developer ?? 'its developers'} put into making players feel at home.`,
  (c) =>
    c.platforms.length > 1
      ? `<strong>Plenty of ways to play.</strong> Being available on ${joinList(c.platforms)} makes it easy to fit into whatever setup you have.`
      : '<strong>Friendly to newcomers.</strong> You do not need to be an experienced player to enjoy it; the basics are quick to learn.',
];

const WEAKNESSES: readonly Sentence[] = [
  () =>
    '<strong>An unhurried opening.</strong> The first hours take their time, which players who like to dive straight in may find a little slow.',
  () =>
    '<strong>Routines can repeat.</strong> The familiar rhythm is part of the charm, but after many hours some tasks may start to feel samey.',
  () =>
    '<strong>Light on direction.</strong> The relaxed structure rarely says what to do next, which can leave some players unsure where to focus.',
  () =>
    '<strong>Not for thrill-seekers.</strong> If you are after high stakes and tense moments, the calm tone may feel too gentle.',
  (c) =>
    c.hasCombat
      ? `<strong>Some combat.</strong> ${c.title} does include combat, so anyone hoping for an entirely peaceful game should know it is there.`
      : '<strong>Low on tension.</strong> Without any combat, the game keeps its stakes low throughout, which some players may find uneventful over long sessions.',
  () =>
    '<strong>Time slips away.</strong> The pull of just one more task is strong, so it is worth deciding on a stopping point before you start.',
  () =>
    '<strong>A few interface quirks.</strong> Some menus and controls take a little getting used to before they feel natural.',
  () =>
    '<strong>Depth depends on taste.</strong> Players who love intricate systems may find some mechanics simpler than they would like.',
  (c) =>
    `<strong>True to its genre.</strong> If ${c.genreGames} are not usually your thing, this one may not change your mind; it is a comfortable example rather than a reinvention.`,
  (c) =>
    c.platforms.length === 1
      ? `<strong>One platform only.</strong> It is listed only for ${joinList(c.platforms)}, so not everyone will be able to pick it up.`
      : '<strong>Experience can vary by system.</strong> Controls and performance differ between platforms, so it is worth checking impressions from players on yours.',
];

const CLOSINGS: readonly string[] = [
  'a lovely choice for a quiet evening',
  'well worth a place on any cozy player’s list',
  'easy to recommend whenever you need to slow down',
];

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

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function contextFor(game: ReviewableGame): ReviewContext {
  const label = escapeHtml(genreLabel(game.genre));
  const knownGenre = game.genre !== 'other' && label.trim() !== '';
  const developer = game.developer?.trim();
  return {
    title: `<em>${escapeHtml(game.title)}</em>`,
    genreGenre: knownGenre ? `the <em>${label}</em> genre` : 'its genre',
    genreGames: knownGenre ? `<em>${label}</em> games` : 'relaxed, low-stakes games',
    developer: developer ? escapeHtml(developer) : null,
    // 'other' says nothing a reader can use, so only named platforms are mentioned.
    platforms: [...new Set(game.platforms.map((p) => p.toLowerCase()).filter((p) => p !== 'other'))].map((p) =>
      escapeHtml(platformLabel(p)),
    ),
    hasCombat: game.hasCombat,
  };
}

function intro(game: ReviewableGame, c: ReviewContext): string {
  const from = c.developer ? ` from ${c.developer}` : '';
  const where = c.platforms.length > 0 ? ` You can play it on ${joinList(c.platforms)}.` : '';
  const features = game.features
    .map((f) => f.trim().replace(/[.!;:,]+$/, ''))
    .filter(Boolean)
    .slice(0, 3)
    .map((f) => `<em>${escapeHtml(f)}</em>`);
  const highlights = features.length > 0 ? ` Highlights include ${joinList(features)}.` : '';
  return (
    `<p><strong>${escapeHtml(game.title)}</strong>${from} is a welcome pick for anyone who enjoys ${c.genreGames}.${where}` +
    `${highlights} Here is what makes it a comfortable place to spend time, and where it might not suit everyone.</p>`
  );
}

function list(heading: string, items: string[]): string {
  return `<h3>${heading}</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/**
 * The review shown for a game without a stored one: an intro, three strengths and three things to consider
 * (picked from ten each) and a verdict. Seeded by the game's id, so server and browser render the same HTML.
 */
export function generateReview(game: ReviewableGame): string {
  const random = mulberry32(game.id);
  const c = contextFor(game);
  const strengths = pick(STRENGTHS, STRENGTH_COUNT, random).map((sentence) => sentence(c));
  const weaknesses = pick(WEAKNESSES, WEAKNESS_COUNT, random).map((sentence) => sentence(c));
  const closing = pick(CLOSINGS, 1, random)[0];
  const mood = c.hasCombat ? 'a warm, mostly gentle game with a little action mixed in' : 'a calm, combat-free escape';
  return [
    intro(game, c),
    list('What We Love', strengths),
    list('Things to Consider', weaknesses),
    `<p><strong>Verdict:</strong> ${c.title} is ${mood}, and ${closing}.</p>`,
  ].join('');
}
