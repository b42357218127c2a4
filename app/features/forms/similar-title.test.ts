import { describe, expect, it } from 'vitest';
import { titleLooksLike } from './similar-title';

describe('titleLooksLike', () => {
  it.each([
    ['Stardew Valley', 'Stardew Valley'],
    ['stardew valley', 'Stardew Valley'],
    ['Stardew Val', 'Stardew Valley'],
    ['stardew valy', 'Stardew Valley'],
    ['Stardw Valley', 'Stardew Valley'],
    ['Stardew Valley Expanded', 'Stardew Valley'],
    ['untitled goose', 'Untitled Goose Game'],
    ['Pokemon', 'Pokémon Café ReMix'],
    ['A Short Hike', 'A Short Hike'],
  ])('finds %j like %j', (typed, title) => {
    expect(titleLooksLike(typed, title)).toBe(true);
  });

  it.each([
    // Found by the search in a description or a feature, not in the title.
    ['farm', 'Stardew Valley'],
    ['The Tea Garden by the Sea', 'Tea'],
    ['Lantern Lane', 'Stardew Valley'],
    ['', 'Stardew Valley'],
    ['!!!', 'Stardew Valley'],
  ])('does not find %j like %j', (typed, title) => {
    expect(titleLooksLike(typed, title)).toBe(false);
  });
});
