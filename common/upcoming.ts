/**
 * Upcoming games: a game whose release date is after today, today being the day in UTC, so the
 * server, the browser and the calendar agree whatever the visitor's time zone.
 */

/** Today in UTC as `YYYY-MM-DD`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether a game with this release date is still to come. ISO dates compare as text. */
export function isUpcoming(releaseDate: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(releaseDate) && releaseDate! > todayUtc(now);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2027-03-04` as '4 March 2027', the same on the server and in every browser. */
export function formatReleaseDate(releaseDate: string): string {
  const [year, month, day] = releaseDate.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}
