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
 * visited is compared: at 100,000 generated games, four gave 608 groups and 0.12 ms a page, five
 * 2,998 groups and 0.26 ms, six 10,752 groups and 0.46 ms (scoring the groups took most of it).
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
 * Games that agree on every grouped facet: group g's codes are `codes[g * GROUPED.length + f]`,
 * its members best rated first.
 */
interface Groups {
  codes: Uint8Array;
  /** Positions, by rating (highest first), then by position (oldest first). */
  members: Int32Array[];
}

/** A game's rating for ranking: no votes ranks below every rating. */
function rankRating(snapshot: Snapshot, at: number): number {
  const rating = snapshot.rating[at]!;
  return Number.isNaN(rating) ? -1 : rating;
}

const byRank = (snapshot: Snapshot) => (a: number, b: number) =>
  rankRating(snapshot, b) - rankRating(snapshot, a) || a - b;

/**
 * Hands `next` (the same games, new ratings) the groups of `previous`: only the groups holding a
 * game whose rating changed are put in order again.
 */
export function carryGroups(previous: Snapshot, next: Snapshot): void {
  const groups = previous.derived.groups as Groups | undefined;
  const moved = groups && !next.derived.groups ? ratingChangesSince(previous, next) : null;
  if (!groups || !moved) return;
  const changed = new Uint8Array(next.size);
  for (const position of moved) changed[position] = 1;
  const rank = byRank(next);
  next.derived.groups = {
    codes: groups.codes,
    members: groups.members.map((members) =>
      members.some((position) => changed[position] === 1) ? members.slice().sort(rank) : members,
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
  const members = lists.map((positions, g) => {
    columns.forEach((column, f) => (codes[g * GROUPED.length + f] = column[positions[0]!]!));
    return Int32Array.from(positions.sort(byRank(snapshot)));
  });
  const groups = { codes, members };
  snapshot.derived.groups = groups;
  return groups;
}

/**
 * The groups in the order of what they share with a game (`own`, its grouped codes), best first,
 * ties in the groups' own order: a counting sort over small whole scores, with each group's score.
 */
function groupsByScore(groups: Groups, own: number[]): { order: Int32Array; scores: Uint8Array } {
  const count = groups.members.length;
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
    codes: snapshot.codes[name],
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
    for (const i of groups.members[g]!) {
      const rating = rankRating(snapshot, i);
      // Members come best rated first, so none after one that cannot make it can either.
      if (outranked(groupScore + MOST_BONUS, rating, i)) break;
      if (i === at) continue;
      let score = groupScore;
      for (const set of sets) {
        const code = set.codes[i]!;
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
