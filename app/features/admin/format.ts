import type { ReportType } from '../../../common/schemas/contributions';

// Lists load in the browser after hydration, so dates may use the reader's own time zone.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  'incorrect-info': 'Incorrect Information',
  'missing-info': 'Missing Information',
  'broken-link': 'Broken Link',
  other: 'Other Issue',
};

/** A failure's message for people: the server's own words when it gave any. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
