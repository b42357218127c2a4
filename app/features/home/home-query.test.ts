import { describe, expect, it } from 'vitest';
import { homeHref, parseHomeQuery } from './home-query';

describe('home page URL state', () => {
  it('reads filters, search, sort and page from the URL', () => {
    const query = parseHomeQuery(new URLSearchParams('platform=switch&combat=false&search=farm&sort=a-z&page=3'));
    expect(query).toEqual({ platform: 'switch', combat: false, search: 'farm', sort: 'a-z', page: 3, all: false });
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
    });
  });

  it('goes back to page 1 when a filter, the search or the sort changes', () => {
    const query = parseHomeQuery(new URLSearchParams('platform=pc&page=4'));
    expect(homeHref(query, { combat: true })).toBe('/?platform=pc&combat=true');
    expect(homeHref(query, { sort: 'z-a' })).toBe('/?platform=pc&sort=z-a');
    expect(homeHref(query, { page: 5 })).toBe('/?platform=pc&page=5');
    expect(homeHref(query, { platform: undefined })).toBe('/');
  });
});
