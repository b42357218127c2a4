import { describe, expect, it } from 'vitest';
import { afterPageView, VISIT_GAP_MS } from './visits';

describe('visits', () => {
  const start = Date.UTC(2026, 0, 1, 9);

  it('has no previous visit on the first page view', () => {
    expect(afterPageView(null, start)).toEqual({ previousEnd: null, last: start });
  });

  it('stays one visit while page views come within 30 minutes of each other', () => {
    const first = afterPageView(null, start);
    const second = afterPageView(first, start + VISIT_GAP_MS);
    expect(second).toEqual({ previousEnd: null, last: start + VISIT_GAP_MS });
    expect(afterPageView(second, start + 2 * VISIT_GAP_MS)).toEqual({
      previousEnd: null,
      last: start + 2 * VISIT_GAP_MS,
    });
  });

  it('starts a new visit after a longer gap, remembering when the last one ended', () => {
    const visit = { previousEnd: null, last: start };
    const next = afterPageView(visit, start + VISIT_GAP_MS + 1);
    expect(next).toEqual({ previousEnd: start, last: start + VISIT_GAP_MS + 1 });
    expect(afterPageView(next, start + VISIT_GAP_MS + 60_000)).toEqual({
      previousEnd: start,
      last: start + VISIT_GAP_MS + 60_000,
    });
  });
});
