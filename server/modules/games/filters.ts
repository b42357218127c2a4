/**
 * What a catalogue view is narrowed to. Every list filter holds one or more values, any of which
 * matches; different filters combine with AND.
 */
export interface GameFilter {
  platform?: string[];
  combat?: boolean;
  genre?: string[];
  failState?: string[];
  timePressure?: string[];
  length?: string[];
  mode?: string[];
  /** A search as a full-text query, already corrected against the dictionary (`correctSearch`). */
  search?: string;
}
