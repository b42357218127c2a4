import { positionOf, ratingChangesSince, UNKNOWN, type FacetIndex } from './facet-index.ts';

/**
 * 'More Like This': the games most like one game, ranked from the facet index.
 *
 * A candidate's score is the sum of what it shares with the game: the same genre weighs 4, the same
 * fail state 3, the same time pressure 3, the same combat 2, the same length 2, a shared play mode 2
 * and a shared platform 1. Ties go to the better rated game (no votes ranks below any rating), then
 * to the older one (the lower id). An unknown value matches nothing, not even another unknown.
 *
 * The five single-valued dimensions put every game in one of a few thousand groups whose members
 * all score the same on them, so the groups are visited best first, each in rating order, and the
 * walk stops as soon as no game left can beat the ones found: a game page costs a few dozen
 * comparisons instead of one per game in the catalogue.
 */

/** Games that agree on genre, fail state, time pressure, combat and length, best rated first. */
interface Group {
  genre: number;
  failState: number;
  timePressure: number;
  combat: number;
  length: number;
  /** Positions in the index, by rating (highest first), then by position (oldest first). */
  members: Int32Array;
}

/** The most a shared play mode and a shared platform add to a group's score. */
const MOST_BONUS = 3;

const groupsOfIndex = new WeakMap<FacetIndex, Group[]>();

/** A game's rating for ranking: no votes ranks below every rating. */
function rankRating(index: FacetIndex, at: number): number {
  const rating = index.rating[at]!;
  return Number.isNaN(rating) ? -1 : rating;
}

/** Best rated first, then by position (the older first). */
const byRank = (index: FacetIndex) => (a: number, b: number) => rankRating(index, b) - rankRating(index, a) || a - b;

/**
 * Hands `next`, an index that differs from `previous` only in its ratings (see `refreshRatings`),
 * the groups found for `previous`: who belongs to which group does not depend on ratings, so only
 * the groups holding a game whose rating changed are put in order again. Grouping every game anew
 * after each vote costs tens of milliseconds at 100,000 games.
 */
export function regroupAfterRatings(previous: FacetIndex, next: FacetIndex): void {
  const groups = groupsOfIndex.get(previous);
  if (!groups || groupsOfIndex.has(next)) return;
  const moved = ratingChangesSince(previous, next);
  if (!moved) return;
  const changed = new Uint8Array(next.size);
  for (const position of moved) changed[position] = 1;
  const rank = byRank(next);
  groupsOfIndex.set(
    next,
    groups.map((group) =>
      group.members.some((position) => changed[position] === 1)
        ? { ...group, members: group.members.slice().sort(rank) }
        : group,
    ),
  );
}

function groupsOf(index: FacetIndex): Group[] {
  const cached = groupsOfIndex.get(index);
  if (cached) return cached;
  const byKey = new Map<number, number[]>();
  for (let i = 0; i < index.size; i++) {
    // Each code is below 256, combat is 0 or 1: one number names the group.
    const key =
      (((index.genre[i]! * 256 + index.failState[i]!) * 256 + index.timePressure[i]!) * 256 + index.length[i]!) * 2 +
      index.combat[i]!;
    const members = byKey.get(key);
    if (members) members.push(i);
    else byKey.set(key, [i]);
  }
  const groups = [...byKey.values()].map((positions): Group => {
    positions.sort(byRank(index));
    const first = positions[0]!;
    return {
      genre: index.genre[first]!,
      failState: index.failState[first]!,
      timePressure: index.timePressure[first]!,
      combat: index.combat[first]!,
      length: index.length[first]!,
      members: Int32Array.from(positions),
    };
  });
  groupsOfIndex.set(index, groups);
  return groups;
}

/** The ids of up to `limit` games most like the one with `id`, never itself, best first. */
export function similarIds(index: FacetIndex, id: number, limit = 4): number[] {
  const at = positionOf(index, id);
  if (at === -1 || limit <= 0) return [];
  const known = (code: number) => (code === UNKNOWN ? -1 : code);
  const genre = known(index.genre[at]!);
  const failState = known(index.failState[at]!);
  const timePressure = known(index.timePressure[at]!);
  const length = known(index.length[at]!);
  const combat = index.combat[at]!;
  const modes = index.modes[at]!;
  const platforms = index.platforms[at]!;

  const scored = groupsOf(index).map((group) => ({
    group,
    score:
      (group.genre === genre ? 4 : 0) +
      (group.failState === failState ? 3 : 0) +
      (group.timePressure === timePressure ? 3 : 0) +
      (group.combat === combat ? 2 : 0) +
      (group.length === length ? 2 : 0),
  }));
  scored.sort((a, b) => b.score - a.score);

  // The best found so far, best first: positions with their scores and ratings.
  const best: number[] = [];
  const scores: number[] = [];
  const ratings: number[] = [];
  /** Whether a game of this score, rating and position would not make the list any more. */
  const outranked = (score: number, rating: number, position: number) => {
    const last = best.length - 1;
    return best.length === limit && ranksBelow(score, rating, position, scores[last]!, ratings[last]!, best[last]!);
  };

  for (const { group, score: groupScore } of scored) {
    // Groups come best first: once the best any game of this one can score is beaten, stop.
    if (best.length === limit && groupScore + MOST_BONUS < scores[best.length - 1]!) break;
    for (const i of group.members) {
      const rating = rankRating(index, i);
      // Members come best rated first, so none after one that cannot make it can either.
      if (outranked(groupScore + MOST_BONUS, rating, i)) break;
      if (i === at) continue;
      const score =
        groupScore + ((index.modes[i]! & modes) !== 0 ? 2 : 0) + ((index.platforms[i]! & platforms) !== 0 ? 1 : 0);
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
  return best.map((i) => index.ids[i]!);
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
