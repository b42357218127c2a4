import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gzipWithNonce, plainWithNonce, prepareNoncePage } from '../../server/lib/nonce-gzip.ts';

const KEPT = 'keptNonce0123456789abcd=';

describe('a kept page sent with each response its own nonce', () => {
  it('decompresses to the page with the new nonce in every place, wherever the nonces stand', () => {
    const text = fc.string({ unit: 'binary', maxLength: 300 });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (stretches) => {
        const page = stretches.join(KEPT);
        const prepared = prepareNoncePage(Buffer.from(page, 'latin1'), KEPT);
        const fresh = randomBytes(16).toString('base64');
        const expected = Buffer.from(page.replaceAll(KEPT, fresh), 'latin1');
        expect(gunzipSync(gzipWithNonce(prepared, fresh)).equals(expected)).toBe(true);
        expect(plainWithNonce(prepared, fresh).equals(expected)).toBe(true);
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });

  it('handles a page of real size, with nonces at its very start and end and side by side', () => {
    const html = `<html>${'<p class="card">A cozy game</p>'.repeat(4000)}</html>`;
    const page = `${KEPT}<head><script nonce="${KEPT}"></script>${KEPT}${KEPT}</head>${html}${KEPT}`;
    const prepared = prepareNoncePage(Buffer.from(page), KEPT);
    const fresh = 'Zm9yIHRoaXMgcmVzcG9uc2U=';
    const sent = gzipWithNonce(prepared, fresh);
    expect(gunzipSync(sent).toString()).toBe(page.replaceAll(KEPT, fresh));
    // Compressed, not merely wrapped: the repeated markup shrinks to a small share of the page.
    expect(sent.length).toBeLessThan(page.length / 20);
  });

  it('leaves a page without the nonce whole', () => {
    const prepared = prepareNoncePage(Buffer.from('no scripts here'), KEPT);
    expect(gunzipSync(gzipWithNonce(prepared, 'other')).toString()).toBe('no scripts here');
  });
});
