import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar, nextDay } from '../../app/features/upcoming/icalendar.ts';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('Tea, cake; and a \\ slash\nnext line')).toBe('Tea\\, cake\\; and a \\\\ slash\\nnext line');
  });

  it('folds a long line at 75 octets without splitting a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'Café à la mode, ☕ '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(parts.join('')).not.toContain('\uFFFD');
  });

  it('leaves a short line as it is', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('all-day events', () => {
  it('end on the next day, across months, years and leap days', () => {
    expect(nextDay('2027-01-31')).toBe('2027-02-01');
    expect(nextDay('2027-12-31')).toBe('2028-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('are written as DATE values with a UTC stamp, every line ending in CRLF', () => {
    const body = icalendar({
      name: 'Upcoming',
      productId: '-//Test//EN',
      stamp: new Date('2026-11-26T01:02:03.456Z'),
      events: [{ uid: 'game-1@example.com', date: '2027-03-04', summary: 'Quiet', url: 'https://example.com/g' }],
    });
    expect(body).toContain('\r\nDTSTART;VALUE=DATE:20270304\r\nDTEND;VALUE=DATE:20270305\r\n');
    expect(body).toContain('\r\nDTSTAMP:20261126T010203Z\r\n');
    expect(body.split('\r\n').at(-1)).toBe('');
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
