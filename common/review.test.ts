import { describe, expect, it } from 'vitest';
import { generateReview, type ReviewableGame } from './review.ts';

const game = (overrides: Partial<ReviewableGame> = {}): ReviewableGame => ({
  id: 1,
  title: 'Lantern Harbor',
  genre: 'farming',
  hasCombat: false,
  platforms: ['pc', 'switch'],
  developer: 'Tiny Kettle Studio',
  features: ['Tend a seaside garden', 'Befriend the villagers'],
  ...overrides,
});

/** The text of each `<li>` in the list that follows the given heading. */
function listAfter(html: string, heading: string): string[] {
  const match = new RegExp(`<h3>${heading}</h3><ul>(.*?)</ul>`).exec(html);
  if (!match?.[1]) throw new Error(`No list after ${heading}`);
  return [...match[1].matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1] ?? '');
}

describe('generateReview', () => {
  it('gives the same game the same HTML every time', () => {
    expect(generateReview(game({ id: 42 }))).toBe(generateReview(game({ id: 42 })));
  });

  it('usually picks differently for different games', () => {
    const reviews = new Set(Array.from({ length: 50 }, (_, i) => generateReview(game({ id: i + 1 }))));
    expect(reviews.size).toBeGreaterThanOrEqual(45);
  });

  it('has an intro, three distinct strengths, three distinct weaknesses and a verdict', () => {
    for (let id = 1; id <= 200; id++) {
      const html = generateReview(game({ id, hasCombat: id % 2 === 0 }));
      const strengths = listAfter(html, 'What We Love');
      const weaknesses = listAfter(html, 'Things to Consider');
      expect(strengths).toHaveLength(3);
      expect(new Set(strengths).size).toBe(3);
      expect(weaknesses).toHaveLength(3);
      expect(new Set(weaknesses).size).toBe(3);
      expect(html.startsWith('<p>')).toBe(true);
      expect(html).toMatch(/<p><strong>Verdict:<\/strong>.*<\/p>$/);
    }
  });

  it('uses only the allowed tags', () => {
    const html = generateReview(game({ id: 7, genre: 'other', platforms: ['other'], developer: null, features: [] }));
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...tags].every((tag) => ['h3', 'p', 'ul', 'li', 'strong', 'em'].includes(tag ?? ''))).toBe(true);
    expect(html).not.toContain('Other');
  });

  it('escapes every value it interpolates', () => {
    const html = generateReview(
      game({
        title: '<script>alert("x")</script>',
        developer: 'Kettle & <b>Co</b>',
        genre: '<img src=x>',
        features: ['<i onmouseover="x">hover</i>'],
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<i ');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Kettle &amp; &lt;b&gt;Co&lt;/b&gt;');
  });
});
