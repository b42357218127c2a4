import { FACET_NAMES, FACETS, type FacetName } from '../../../common/facets.ts';
import { positionOf, ratingChangesSince, UNKNOWN, type Snapshot } from './snapshot.ts';

/**
 * 'More Like This': the games most like one game. A candidate's score is the sum of the
 * `similarity` of every facet it shares with the game (`common/facets.ts`: the same genre 4, fail
 * state 3, time pressure 3, combat 2, length 2, a shared play mode 2, time away 2, price 2, a shared
 * platform 1, saving 1, a shared cozy setting 1; heads-up notes are not weighed). Ties go
 * to the better rated game (no votes ranks below any rating), then to the older one. An unknown
 * value matches nothing, not even another unknown.
 *
 * The first four single-valued facets (and flags) put every game in one of some six hundred groups
 * whose members all score the same on them. A game's groups are put in order of their score by
 * counting (one step a group, no sort), visited best first, each in rating order, and the walk stops
 * as soon as no game left can beat the ones found: at 100,000 games, a game page costs about a tenth
 * of a millisecond and about a thousand comparisons of games instead of one per game in the catalogue.
 */

/**
 * Facets a group agrees on (the first four single-valued ones), and those each member is compared on
 * (sets, and the other single-valued ones). Every group is scored for every page, and each member
 * visited is compared. At 100,000 generated games, with the processor's caches emptied before each
 * page as a busy server's are: four facets make 608 groups and 0.11 ms a page; reading members from
 * the catalogue's columns, four took 0.38 ms, five (2,998 groups) 0.30 and six (10,752) 0.53.
 */
const WEIGHED = FACET_NAMES.filter((name) => FACETS[name].similarity > 0);
const SINGLE = WEIGHED.filter((name) => FACETS[name].kind === 'one' || FACETS[name].kind === 'flag');
const GROUPED = SINGLE.slice(0, 4);
const COMPARED = WEIGHED.filter((name) => !GROUPED.includes(name));
/** The most the compared facets add to a group's score. */
const MOST_BONUS = COMPARED.reduce((sum, name) => sum + FACETS[name].similarity, 0);
const GROUPED_WEIGHTS = Uint8Array.from(GROUPED, (name) => FACETS[name].similarity);
/** The most a group can score on its grouped facets. */
const MOST_GROUP_SCORE = GROUPED_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

/**
 * Games that agree on every grouped facet: group g's codes are `codes[g * GROUPED.length + f]`.
 * Each group keeps what its walk reads of its members side by side, best rated first, so that a
 * page reads it in one run instead of reaching into the catalogue's columns once a member and facet
 * (at 100,000 games, a game page's walk took three times as long that way).
 */
interface Groups {
  codes: Uint8Array;
  groups: Group[];
}

interface Group {
  /** Positions, by rating (highest first), then by position (oldest first). */
  members: Int32Array;
  /** Each member's rating as `rankRating` gives it. */
  ratings: Float32Array;
  /** Each member's codes of the compared facets: member m's are `traits[m * COMPARED.length + c]`. */
  traits: Uint32Array;
}

/** A game's rating for ranking: no votes ranks below every rating. */
function rankRating(snapshot: Snapshot, at: number): number {
  const rating = snapshot.rating[at]!;
  return Number.isNaN(rating) ? -1 : rating;
}

/** The group of these positions, put in rating order. */
function groupOf(snapshot: Snapshot, positions: ArrayLike<number>): Group {
  const members = Int32Array.from(positions).sort((a, b) => rankRating(snapshot, b) - rankRating(snapshot, a) || a - b);
  const traits = new Uint32Array(members.length * COMPARED.length);
  COMPARED.forEach((name, c) => {
    const codes = snapshot.codes[name];
    members.forEach((position, m) => (traits[m * COMPARED.length + c] = codes[position]!));
  });
  return { members, ratings: Float32Array.from(members, (position) => rankRating(snapshot, position)), traits };
}

/**
 * Hands `next` (the same games, new ratings) the groups of `previous`: only the groups holding a
 * game whose rating changed are made again.
 */
export function carryGroups(previous: Snapshot, next: Snapshot): void {
  const kept = previous.derived.groups as Groups | undefined;
  const moved = kept && !next.derived.groups ? ratingChangesSince(previous, next) : null;
  if (!kept || !moved) return;
  const changed = new Uint8Array(next.size);
  for (const position of moved) changed[position] = 1;
  next.derived.groups = {
    codes: kept.codes,
    groups: kept.groups.map((group) =>
      group.members.some((position) => changed[position] === 1) ? groupOf(next, group.members) : group,
    ),
  };
}

/** The snapshot's similar-game groups, made the first time a game's similar games are asked for. */
export function groupsOf(snapshot: Snapshot): Groups {
  if (snapshot.derived.groups) return snapshot.derived.groups as Groups;
  const byKey = new Map<number, number[]>();
  const columns = GROUPED.map((name) => snapshot.codes[name]);
  for (let i = 0; i < snapshot.size; i++) {
    // Each code is below 256: one number names the group.
    let key = 0;
    for (const codes of columns) key = key * 256 + codes[i]!;
    const members = byKey.get(key);
    if (members) members.push(i);
    else byKey.set(key, [i]);
  }
  const lists = [...byKey.values()];
  const codes = new Uint8Array(lists.length * GROUPED.length);
  lists.forEach((positions, g) =>
    columns.forEach((column, f) => (codes[g * GROUPED.length + f] = column[positions[0]!]!)),
  );
  const groups = { codes, groups: lists.map((positions) => groupOf(snapshot, positions)) };
  snapshot.derived.groups = groups;
  return groups;
}

/**
 * The groups in the order of what they share with a game (`own`, its grouped codes), best first,
 * ties in the groups' own order: a counting sort over small whole scores, with each group's score.
 */
function groupsByScore(groups: Groups, own: number[]): { order: Int32Array; scores: Uint8Array } {
  const count = groups.groups.length;
  const width = GROUPED.length;
  // An unknown value matches nothing: -1 is no group's code.
  const wanted = Int16Array.from(own, (code) => (code === UNKNOWN ? -1 : code));
  const scores = new Uint8Array(count);
  const tally = new Int32Array(MOST_GROUP_SCORE + 2);
  for (let g = 0, at = 0; g < count; g++, at += width) {
    let score = 0;
    for (let f = 0; f < width; f++) if (groups.codes[at + f] === wanted[f]) score += GROUPED_WEIGHTS[f]!;
    scores[g] = score;
    tally[MOST_GROUP_SCORE - score + 1]!++;
  }
  // Where each score's groups start, highest score first.
  for (let s = 1; s < tally.length; s++) tally[s]! += tally[s - 1]!;
  const order = new Int32Array(count);
  for (let g = 0; g < count; g++) order[tally[MOST_GROUP_SCORE - scores[g]!]!++] = g;
  return { order, scores };
}

/** What sharing each facet is worth, in the order of GROUPED and COMPARED. */
const weightOf = (name: FacetName) => FACETS[name].similarity;

/** The ids of up to `limit` games most like the one with `id`, never itself, best first. */
export function similarIds(snapshot: Snapshot, id: number, limit = 4): number[] {
  const at = positionOf(snapshot, id);
  if (at === -1 || limit <= 0) return [];
  const own = GROUPED.map((name) => snapshot.codes[name][at]!);
  const sets = COMPARED.map((name) => ({
    mine: snapshot.codes[name][at]!,
    weight: weightOf(name),
    single: FACETS[name].kind !== 'any',
  }));

  const groups = groupsOf(snapshot);
  const { order, scores: groupScores } = groupsByScore(groups, own);

  // The best found so far, best first: positions with their scores and ratings.
  const best: number[] = [];
  const scores: number[] = [];
  const ratings: number[] = [];
  /** Whether a game of this score, rating and position would not make the list any more. */
  const outranked = (score: number, rating: number, position: number) => {
    const last = best.length - 1;
    return best.length === limit && ranksBelow(score, rating, position, scores[last]!, ratings[last]!, best[last]!);
  };

  for (const g of order) {
    const groupScore = groupScores[g]!;
    // Groups come best first: once the best any game of this one can score is beaten, stop.
    if (best.length === limit && groupScore + MOST_BONUS < scores[best.length - 1]!) break;
    const { members, ratings: memberRatings, traits } = groups.groups[g]!;
    for (let m = 0; m < members.length; m++) {
      const i = members[m]!;
      const rating = memberRatings[m]!;
      // Members come best rated first, so none after one that cannot make it can either.
      if (outranked(groupScore + MOST_BONUS, rating, i)) break;
      if (i === at) continue;
      let score = groupScore;
      for (let c = 0; c < sets.length; c++) {
        const set = sets[c]!;
        const code = traits[m * sets.length + c]!;
        if (set.single ? code === set.mine && code !== UNKNOWN : (code & set.mine) !== 0) score += set.weight;
      }
      if (outranked(score, rating, i)) continue;
      let place = best.length;
      while (place > 0 && !ranksBelow(score, rating, i, scores[place - 1]!, ratings[place - 1]!, best[place - 1]!)) {
        place--;
      }
      best.splice(place, 0, i);
      scores.splice(place, 0, score);
      ratings.splice(place, 0, rating);
      if (best.length > limit) {
        best.pop();
        scores.pop();
        ratings.pop();
      }
    }
  }
  return best.map((i) => snapshot.ids[i]!);
}

/** Whether the first game ranks below the second: a lower score, then a lower rating, then newer. */
function ranksBelow(
  score: number,
  rating: number,
  position: number,
  otherScore: number,
  otherRating: number,
  otherPosition: number,
): boolean {
  if (score !== otherScore) return score < otherScore;
  if (rating !== otherRating) return rating < otherRating;
  return position > otherPosition;
}
