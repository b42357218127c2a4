import { describe, expect, it } from 'vitest';
import { headWithoutModulePreloads } from '../../app/lib/head-without-module-preloads.server.ts';

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Café Crêpe · Cozy Games</title>' +
  '<link rel="preload" as="image" href="/covers/1.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-b2.js" nonce="n0nce"/>' +
  '<link nonce="n0nce" rel="stylesheet" href="/assets/root-c3.css"/></head>' +
  '<body><main>Hello</main><link rel="modulepreload" href="/assets/later.js"/>' +
  '<script type="module" nonce="n0nce">import "/assets/entry.client-a1.js";</script></body></html>';

const expected = page
  .replace('<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n0nce"/>', '')
  .replace('<link rel="modulepreload" href="/assets/root-b2.js" nonce="n0nce"/>', '');

describe('a document without module preloads in its head', () => {
  it('keeps everything else, byte for byte (characters of more than one byte too), and leaves the body alone', () => {
    expect(headWithoutModulePreloads(Buffer.from(page)).toString('utf8')).toBe(expected);
  });

  it('returns a document without a head end as it came', () => {
    const fragment = Buffer.from('<p>no head <link rel="modulepreload" href="/a.js"/> here</p>');
    expect(headWithoutModulePreloads(fragment)).toBe(fragment);
  });
});
