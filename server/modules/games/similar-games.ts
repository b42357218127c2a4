import { UNKNOWN, type FacetIndex } from './facet-index.ts';

/**
 * The ids of up to `limit` games most like the one with `id`, never itself: the same genre weighs
 * most, then each cozy dimension it shares (fail states and time pressure more than length, combat
 * and play modes), then a shared platform; better rated first on a tie, then the older id.
 */
export function similarIds(index: FacetIndex, id: number, limit = 4): number[] {
  const at = index.ids.indexOf(id);
  if (at === -1) return [];
  const { genre, failState, timePressure, length, combat, modes, platforms, rating, ids } = index;
  // An unknown value matches nothing, not even another unknown.
  const known = (code: number) => (code === UNKNOWN ? -1 : code);
  const [g, f, t, l] = [known(genre[at]!), known(failState[at]!), known(timePressure[at]!), known(length[at]!)];
  const [c, m, p] = [combat[at]!, modes[at]!, platforms[at]!];
  // The best so far, best first, as positions in the index with their scores and ratings.
  const best: number[] = [];
  const scores: number[] = [];
  const ratings: number[] = [];
  for (let i = 0; i < index.size; i++) {
    if (i === at) continue;
    const score =
      (genre[i] === g ? 4 : 0) +
      (failState[i] === f ? 3 : 0) +
      (timePressure[i] === t ? 3 : 0) +
      (combat[i] === c ? 2 : 0) +
      (length[i] === l ? 2 : 0) +
      ((modes[i]! & m) !== 0 ? 2 : 0) +
      ((platforms[i]! & p) !== 0 ? 1 : 0);
    const r = Number.isNaN(rating[i]!) ? -1 : rating[i]!;
    const last = best.length - 1;
    // A tie on score and rating keeps the older id, which the scan (in id order) met first.
    if (best.length === limit && (score < scores[last]! || (score === scores[last]! && r <= ratings[last]!))) continue;
    let place = best.length;
    while (place > 0 && (score > scores[place - 1]! || (score === scores[place - 1]! && r > ratings[place - 1]!))) {
      place--;
    }
    best.splice(place, 0, i);
    scores.splice(place, 0, score);
    ratings.splice(place, 0, r);
    if (best.length > limit) {
      best.pop();
      scores.pop();
      ratings.pop();
    }
  }
  return best.map((i) => ids[i]!);
}
