import { describe, expect, it } from 'vitest';
import { homeHref, toggleHref } from './home-query';
import { parseHomeQuery } from './home-query.server';

const noLists = {
  genre: [],
  failState: [],
  timePressure: [],
  length: [],
  mode: [],
  saves: [],
  awayCost: [],
  pricing: [],
  setting: [],
  avoid: [],
};

describe('home page URL state', () => {
  it('reads filters, search, sort and page from the URL', () => {
    const query = parseHomeQuery(new URLSearchParams('platform=switch&combat=false&search=farm&sort=a-z&page=3'));
    expect(query).toEqual({
      platform: 'switch',
      combat: false,
      search: 'farm',
      sort: 'a-z',
      page: 3,
      all: false,
      ...noLists,
    });
  });

  it('ignores values that make no sense', () => {
    const query = parseHomeQuery(new URLSearchParams('platform=gameboy&combat=maybe&sort=random&page=-2'));
    expect(query).toEqual({
      platform: undefined,
      combat: undefined,
      search: undefined,
      sort: undefined,
      page: 1,
      all: false,
      ...noLists,
    });
  });

  it('goes back to page 1 when a filter, the search or the sort changes', () => {
    const query = parseHomeQuery(new URLSearchParams('platform=pc&page=4'));
    expect(homeHref(query, { combat: true })).toBe('/?platform=pc&combat=true');
    expect(homeHref(query, { sort: 'z-a' })).toBe('/?platform=pc&sort=z-a');
    expect(homeHref(query, { page: 5 })).toBe('/?platform=pc&page=5');
    expect(homeHref(query, { platform: undefined })).toBe('/');
  });

  it('reads comma-separated lists, keeping known values in their usual order', () => {
    const query = parseHomeQuery(new URLSearchParams('genre=puzzle,farming,nope&failState=none&mode=online,solo'));
    expect(query.genre).toEqual(['farming', 'puzzle']);
    expect(query.failState).toEqual(['none']);
    expect(query.mode).toEqual(['solo', 'online']);
  });

  it('toggles one value of a list filter in the URL, commas unescaped', () => {
    const query = parseHomeQuery(new URLSearchParams('failState=none&page=2'));
    expect(toggleHref(query, 'timePressure', 'none')).toBe('/?failState=none&timePressure=none');
    expect(toggleHref(query, 'failState', 'gentle')).toBe('/?failState=none,gentle');
    expect(toggleHref(query, 'failState', 'none')).toBe('/');
  });

  it('reads the life facts and the notes to avoid, in their usual order, and writes them back', () => {
    const query = parseHomeQuery(new URLSearchParams('avoid=reflex,spiders,snakes&pricing=once&setting=assist'));
    expect(query).toMatchObject({ avoid: ['spiders', 'reflex'], pricing: ['once'], setting: ['assist'] });
    expect(homeHref(query)).toBe('/?pricing=once&setting=assist&avoid=spiders,reflex');
    expect(toggleHref(query, 'avoid', 'grief')).toBe('/?pricing=once&setting=assist&avoid=spiders,grief,reflex');
  });
});
