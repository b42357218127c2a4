import { LIFE_FACT_KEYS, lifeFact } from '../../../common/life-facts';
import type { AuditEntry } from '../../../common/schemas/admin';

/** The game fields an edit can name, in words, for an edit of a few of them. */
const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  imageUrl: 'image URL',
  platforms: 'platforms',
  genre: 'genre',
  developer: 'developer',
  releaseYear: 'release year',
  releaseDate: 'release date',
  features: 'features',
  websiteUrl: 'website',
  hasCombat: 'combat',
  featured: 'featured mark',
  failState: 'fail state',
  timePressure: 'time pressure',
  length: 'length',
  playModes: 'play modes',
  stores: 'store links',
  hoursToFinish: 'hours to finish',
  review: 'review',
  // The life facts by their rows' names: 'saving', 'time away', …
  ...Object.fromEntries(LIFE_FACT_KEYS.map((key) => [key, lifeFact(key).name.toLowerCase()])),
};

/** An edit naming more fields than this is the whole form saved: just 'Edited X'. */
const FEW_FIELDS = 3;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** 'a, b and c' */
function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * What the entry is about, by name: the title it kept when it was written (what the thing was
 * called then), else its current title, else what it was and its number.
 */
function nameOf(entry: AuditEntry): string {
  const details = entry.details;
  const title = text(details.title) ?? text(entry.targetTitle);
  if (title) return title;
  const number = entry.targetId === null ? '' : ` (#${entry.targetId})`;
  if (entry.targetType === 'game') return `a game since deleted${number}`;
  if (entry.targetType === 'submission') return `#${entry.targetId ?? '?'} (since deleted)`;
  return `a ${entry.targetType.replaceAll('-', ' ')}${number}`;
}

function editedFields(entry: AuditEntry): string {
  const fields = Array.isArray(entry.details.fields) ? entry.details.fields.filter((f) => typeof f === 'string') : [];
  const named = fields.map((field) => FIELD_NAMES[field]).filter((name) => name !== undefined);
  if (named.length === 0 || named.length > FEW_FIELDS || named.length !== fields.length) return '';
  return `the ${listOf(named)} of `;
}

type Sentence = (name: string, entry: AuditEntry) => string;

/** One sentence for each action the audit log records. */
const SENTENCES: Record<string, Sentence> = {
  'submission.approve': (name) => `Approved the submission ${name} and added it to the catalogue`,
  'submission.reject': (name) => `Rejected the submission ${name}`,
  'submission.update': (name) => `Edited the submission ${name}`,
  'submission.delete': (name) => `Deleted the submission ${name}`,
  'game.create': (name) => `Added ${name} to the catalogue`,
  'game.update': (name, entry) => `Edited ${editedFields(entry)}${name}`,
  'game.review': (name) => `Edited the review of ${name}`,
  'game.delete': (name) => `Deleted ${name} from the catalogue`,
  'game.cover.upload': (name) => `Uploaded a cover for ${name}`,
  'game.cover.remove': (name) => `Removed the cover of ${name}, which shows its generated cover again`,
  'game.cover.fetch': (name) => `Took a cover for ${name} from its image URL`,
  'game.cover.fetch-failed': (name, entry) => {
    const reason = text(entry.details.reason);
    return `Could not take a cover for ${name} from its image URL${reason ? `: ${reason.replace(/\.$/, '')}` : ''}`;
  },
  'game.screenshot.upload': (name) => `Added a screenshot to ${name}`,
  'game.screenshot.remove': (name) => `Removed a screenshot from ${name}`,
  'game.screenshots.order': (name) => `Put the screenshots of ${name} in a new order`,
  'game.art.import-again': (name) => `Imported the art of ${name} again`,
  'error-report.resolved': (name) => `Resolved the error report on ${name}`,
  'error-report.dismissed': (name) => `Dismissed the error report on ${name}`,
  'error-report.unreviewed': (name) => `Reopened the error report on ${name}`,
  'message.handled': (name) => `Marked the message “${name}” as handled`,
  'message.reopened': (name) => `Marked the message “${name}” as not handled`,
};

/** What an entry's target is called in its sentence: the report's game, the message's subject, else the title. */
function targetOf(entry: AuditEntry): string {
  if (entry.targetType === 'error-report') return text(entry.details.gameTitle) ?? nameOf(entry);
  if (entry.targetType === 'message') return text(entry.details.subject) ?? `#${entry.targetId ?? '?'}`;
  return nameOf(entry);
}

/** The entry as a sentence, e.g. 'Uploaded a cover for Stardew Valley' (no full stop: it is a line of a log). */
export function activitySentence(entry: AuditEntry): string {
  const sentence = SENTENCES[entry.action];
  const target = targetOf(entry);
  if (sentence) return sentence(target, entry);
  // An action this dashboard does not know yet still reads as words.
  const verb = entry.action.split('.').at(-1)!.replaceAll('-', ' ');
  return `Made a change (${verb}) to ${target}`;
}

/** The notes the admin wrote with the change, when there were any. */
export function activityNotes(entry: AuditEntry): string | undefined {
  return text(entry.details.reviewNotes);
}
