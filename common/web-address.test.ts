import { describe, expect, it } from 'vitest';
import { withScheme } from './web-address.ts';

describe('withScheme', () => {
  it.each([
    ['kamaeru.com', 'https://kamaeru.com'],
    [' www.kamaeru.com/press?lang=en ', 'https://www.kamaeru.com/press?lang=en'],
    ['kamaeru.com:8080/play', 'https://kamaeru.com:8080/play'],
    ['store.steampowered.com/app/413150/Stardew_Valley/', 'https://store.steampowered.com/app/413150/Stardew_Valley/'],
    ['img.example.com/cover.png', 'https://img.example.com/cover.png'],
    ['café.fr', 'https://café.fr'],
  ])('gives %j https://', (typed, completed) => {
    expect(withScheme(typed)).toBe(completed);
  });

  it.each([
    'https://kamaeru.com',
    'http://kamaeru.com',
    'ftp://kamaeru.com/game',
    'javascript:alert(1)',
    'mailto:team@kamaeru.com',
    'team@kamaeru.com',
    'not a url',
    'kamaeru',
    'localhost:3000',
    '1.2.3.4',
    'cover.png',
    'kamaeru.com/a cover.png',
    '//kamaeru.com',
    '',
  ])('leaves %j as typed', (typed) => {
    expect(withScheme(typed)).toBe(typed);
  });
});
