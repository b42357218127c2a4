/**
 * An iCalendar (RFC 5545) of all-day events: text escaped (§3.3.11), lines folded at 75 octets
 * (§3.1) and ended with CRLF.
 */

export interface AllDayEvent {
  /** Stable across requests, so a calendar that subscribes updates the event instead of adding another. */
  uid: string;
  /** The day, as `YYYY-MM-DD`. */
  date: string;
  summary: string;
  url: string;
  description?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/**
 * One content line, folded so no line is longer than 75 octets of UTF-8: a continuation line
 * starts with a space, and a character is never split between two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `YYYY-MM-DD` as a DATE value (`YYYYMMDD`). */
const dateValue = (date: string) => date.replace(/-/g, '');

/** The day after `date`, as `YYYY-MM-DD`: an all-day event ends where the next day starts. */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
}

/** A UTC DATE-TIME value, e.g. `20261126T014500Z`. */
const utcDateTime = (moment: Date) => `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function icalendar({
  name,
  productId,
  events,
  stamp,
}: {
  name: string;
  productId: string;
  events: AllDayEvent[];
  /** When this calendar was made (each event's DTSTAMP). */
  stamp: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcDateTime(stamp)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `URL:${event.url}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      // A release day fills no time in the day: it shows as free.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
