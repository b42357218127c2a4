import { FACET_NAMES, FACETS, type FacetDeclaration, type FacetName } from '../../../common/facets.ts';
import type { GameFilter } from './filter.ts';
import { bitsOf, type Snapshot } from './snapshot.ts';
import type { SearchMatches } from './search-index.ts';

/**
 * The one test of a game against a view's filters, made from the facets' declarations: a `one`
 * facet matches when the game's value is among the chosen, an `any` facet when the game holds any
 * of them, a `none` facet when the game's set is known and holds none of them, a flag when it
 * equals the choice. Lists, totals and deep pages use it; the counts test
 * the same rules on packed codes (counts.ts).
 */

/** The facets a filter chooses something in. */
export function chosenFacets(filter: GameFilter): FacetName[] {
  return FACET_NAMES.filter((name) => {
    const choice = filter[name];
    return Array.isArray(choice) ? choice.length > 0 : choice !== undefined;
  });
}

/** Whether a filter narrows nothing: no facet chosen and no search. */
export const isUnfiltered = (filter: GameFilter) => filter.search === undefined && chosenFacets(filter).length === 0;

/** Whether a game with `code` in this facet meets the choice, by code. */
export function facetTest(name: FacetName, choice: unknown): (code: number) => boolean {
  const facet: FacetDeclaration = FACETS[name];
  if (facet.kind === 'flag') {
    const wanted = choice ? 1 : 0;
    return (code) => code === wanted;
  }
  const chosen = choice as string[];
  if (facet.kind === 'none') {
    // Not known (the bit after the values') never matches: nobody can say the game is free of them.
    const blocked = (bitsOf(facet.values, chosen) | (1 << facet.values.length)) >>> 0;
    return (code) => (code & blocked) === 0;
  }
  if (facet.kind === 'any') {
    const bits = bitsOf(facet.values, chosen);
    return (code) => (code & bits) !== 0;
  }
  const allowed = new Uint8Array(256);
  for (const value of chosen) {
    const at = facet.values.indexOf(value);
    if (at !== -1) allowed[at] = 1;
  }
  return (code) => allowed[code] === 1;
}

/** A test of one position against every facet the filter chooses in (not its search). */
export function facetMatcher(snapshot: Snapshot, filter: GameFilter): (position: number) => boolean {
  const tests = chosenFacets(filter).map((name) => {
    const codes = snapshot.codes[name];
    const meets = facetTest(name, filter[name]);
    return (position: number) => meets(codes[position]!);
  });
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return tests.reduce((first, next) => (position) => first(position) && next(position));
}

/** The same, among a search's matches when there is one. */
export function matcherOf(snapshot: Snapshot, filter: GameFilter, search?: SearchMatches) {
  const facets = facetMatcher(snapshot, filter);
  if (!search) return facets;
  const found = new Uint8Array(snapshot.size);
  for (const position of search.positions) found[position] = 1;
  return (position: number) => found[position] === 1 && facets(position);
}
