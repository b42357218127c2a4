import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
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

/** The page through the transform, cut into chunks at the given byte offsets. */
async function through(cuts: number[], onFinal?: () => void): Promise<string> {
  const bytes = Buffer.from(page);
  const chunks = [0, ...cuts, bytes.length].slice(1).map((end, i, ends) => bytes.subarray(i ? ends[i - 1] : 0, end));
  return text(Readable.from(chunks).pipe(headWithoutModulePreloads(onFinal)));
}

describe('a document without module preloads in its head', () => {
  it('keeps everything else, byte for byte, and leaves the body alone', async () => {
    expect(await through([])).toBe(expected);
  });

  it('does the same however the stream is cut: inside a tag, inside a character, inside the head end', async () => {
    const bytes = Buffer.from(page);
    const accent = bytes.indexOf('é') + 1;
    const tag = bytes.indexOf('modulepreload') + 4;
    const headEnd = bytes.indexOf('</head>') + 3;
    expect(await through([accent, tag, headEnd])).toBe(expected);
    for (let size = 1; size < 64; size += 7) {
      const cuts = Array.from({ length: Math.floor(bytes.length / size) }, (_, i) => (i + 1) * size);
      expect(await through(cuts.filter((cut) => cut < bytes.length))).toBe(expected);
    }
  });

  it('passes a document without a head end through as it came, and says when it ends', async () => {
    let ended = false;
    const output = await text(
      Readable.from([Buffer.from('<p>no head '), Buffer.from('here</p>')]).pipe(
        headWithoutModulePreloads(() => (ended = true)),
      ),
    );
    expect(output).toBe('<p>no head here</p>');
    expect(ended).toBe(true);
  });
});
