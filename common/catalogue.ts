/** Games on one page of the home page's list. */
export const PAGE_SIZE = 12;

/** Platform ids as stored; `iOS` on input is accepted and stored as `ios`. */
export const PLATFORMS = ['pc', 'mac', 'switch', 'playstation', 'xbox', 'ios', 'android', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Platforms offered as filters on the home page, in the spec's order. */
export const FILTER_PLATFORMS = ['pc', 'mac', 'switch', 'playstation', 'xbox', 'ios', 'android'] as const;

export const PLATFORM_LABELS: Record<Platform, string> = {
  pc: 'PC',
  mac: 'Mac',
  switch: 'Switch',
  playstation: 'PlayStation',
  xbox: 'Xbox',
  ios: 'iOS',
  android: 'Android',
  other: 'Other',
};

/** Platform names used in structured data. */
export const PLATFORM_SCHEMA_NAMES: Record<Platform, string> = {
  ...PLATFORM_LABELS,
  mac: 'MacOS',
  switch: 'Nintendo Switch',
};

/** One genre list for the whole product: the union of the spec's two lists, with its labels. */
export const GENRES = [
  'adventure',
  'building',
  'card-game',
  'casual',
  'crafting',
  'educational',
  'exploration',
  'farming',
  'life-sim',
  'management',
  'point-and-click',
  'puzzle',
  'rpg',
  'sandbox',
  'simulation',
  'social',
  'story',
  'visual-novel',
  'other',
] as const;
export type Genre = (typeof GENRES)[number];

export const GENRE_LABELS: Record<Genre, string> = {
  adventure: 'Adventure',
  building: 'Building/Creative',
  'card-game': 'Card Game',
  casual: 'Casual',
  crafting: 'Crafting',
  educational: 'Educational',
  exploration: 'Exploration',
  farming: 'Farming',
  'life-sim': 'Life Simulation',
  management: 'Management',
  'point-and-click': 'Point-and-Click',
  puzzle: 'Puzzle',
  rpg: 'RPG',
  sandbox: 'Sandbox',
  simulation: 'Simulation',
  social: 'Social',
  story: 'Story-Rich',
  'visual-novel': 'Visual Novel',
  other: 'Other',
};

export function platformLabel(id: string): string {
  return (PLATFORM_LABELS as Record<string, string>)[id] ?? id;
}

export function genreLabel(id: string): string {
  return (GENRE_LABELS as Record<string, string>)[id] ?? id;
}
