import type { FacetFilter } from '../../../common/facets.ts';

/**
 * What a catalogue view is narrowed to: each facet's choice (`common/facets.ts`), different facets
 * combined with AND, and a search.
 */
export interface GameFilter extends FacetFilter {
  /** A search as a full-text query, already corrected against the dictionary (`correctSearch`). */
  search?: string;
}
