import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../common/schemas/admin.ts';
import { activityNotes, activitySentence } from '../../app/features/admin/activity-sentence.ts';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    userEmail: 'admin@cozy.test',
    action: 'game.update',
    targetType: 'game',
    targetId: 6,
    targetTitle: null,
    details: {},
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const game = (action: string, details: Record<string, unknown> = { title: 'Stardew Valley' }) =>
  activitySentence(entry({ action, details }));

describe('the activity log in words', () => {
  it.each([
    ['game.cover.upload', 'Uploaded a cover for Stardew Valley'],
    ['game.cover.remove', 'Removed the cover of Stardew Valley, which shows its generated cover again'],
    ['game.cover.fetch', 'Took a cover for Stardew Valley from its image URL'],
    ['game.create', 'Added Stardew Valley to the catalogue'],
    ['game.review', 'Edited the review of Stardew Valley'],
    ['game.delete', 'Deleted Stardew Valley from the catalogue'],
    ['game.screenshot.upload', 'Added a screenshot to Stardew Valley'],
    ['game.screenshot.remove', 'Removed a screenshot from Stardew Valley'],
    ['game.screenshots.order', 'Put the screenshots of Stardew Valley in a new order'],
    ['game.art.import-again', 'Imported the art of Stardew Valley again'],
  ])('%s: %s', (action, sentence) => {
    expect(game(action)).toBe(sentence);
  });

  it('says why a cover could not be fetched', () => {
    expect(game('game.cover.fetch-failed', { title: 'Spiritfarer', reason: 'The image is too small.' })).toBe(
      'Could not take a cover for Spiritfarer from its image URL: The image is too small',
    );
  });

  it('names an edited game by its current title when the entry kept none, and the fields when few', () => {
    const edit = (fields: string[]) =>
      activitySentence(entry({ action: 'game.update', targetTitle: 'Spiritfarer', details: { fields } }));
    expect(edit(['releaseYear'])).toBe('Edited the release year of Spiritfarer');
    expect(edit(['title', 'genre'])).toBe('Edited the title and genre of Spiritfarer');
    expect(edit(['title', 'description', 'genre', 'platforms', 'features'])).toBe('Edited Spiritfarer');
    expect(edit(['somethingNew'])).toBe('Edited Spiritfarer');
  });

  it('prefers the title an entry kept (what it was called then) to the current one', () => {
    expect(
      activitySentence(entry({ action: 'game.create', details: { title: 'Old Name' }, targetTitle: 'New Name' })),
    ).toBe('Added Old Name to the catalogue');
  });

  it('says so when the game or submission is gone and no title was kept', () => {
    expect(activitySentence(entry({ action: 'game.update', details: { fields: ['title', 'genre', 'x', 'y'] } }))).toBe(
      'Edited a game since deleted (#6)',
    );
    expect(activitySentence(entry({ action: 'submission.update', targetType: 'submission', targetId: 9 }))).toBe(
      'Edited the submission #9 (since deleted)',
    );
  });

  it.each([
    ['submission.approve', 'Approved the submission Lantern Tea House and added it to the catalogue'],
    ['submission.reject', 'Rejected the submission Lantern Tea House'],
    ['submission.update', 'Edited the submission Lantern Tea House'],
    ['submission.delete', 'Deleted the submission Lantern Tea House'],
  ])('%s: %s', (action, sentence) => {
    expect(activitySentence(entry({ action, targetType: 'submission', details: { title: 'Lantern Tea House' } }))).toBe(
      sentence,
    );
  });

  it('names error reports by their game and messages by their subject', () => {
    const report = (status: string) =>
      activitySentence(
        entry({ action: `error-report.${status}`, targetType: 'error-report', details: { gameTitle: 'Unpacking' } }),
      );
    expect(report('resolved')).toBe('Resolved the error report on Unpacking');
    expect(report('dismissed')).toBe('Dismissed the error report on Unpacking');
    expect(report('unreviewed')).toBe('Reopened the error report on Unpacking');
    const message = (action: string) =>
      activitySentence(entry({ action, targetType: 'message', details: { subject: 'Newsletter idea' } }));
    expect(message('message.handled')).toBe('Marked the message “Newsletter idea” as handled');
    expect(message('message.reopened')).toBe('Marked the message “Newsletter idea” as not handled');
  });

  it('still reads as words for an action it does not know', () => {
    expect(game('game.sparkle-added')).toBe('Made a change (sparkle added) to Stardew Valley');
  });

  it('gives the notes written with a decision', () => {
    expect(activityNotes(entry({ details: { reviewNotes: ' Lovely. ' } }))).toBe('Lovely.');
    expect(activityNotes(entry({ details: {} }))).toBeUndefined();
  });

  it('has a sentence of its own for every action the server records', () => {
    const recorded = new Set<string>();
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const file = path.join(folder, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
          const source = readFileSync(file, 'utf8');
          for (const match of source.matchAll(/'((?:game|submission|message)\.[a-z.-]+)'/g)) recorded.add(match[1]!);
          if (source.includes('`submission.${'))
            ['submission.approve', 'submission.reject'].forEach((a) => recorded.add(a));
          if (source.includes('`error-report.${')) {
            for (const status of ['resolved', 'dismissed', 'unreviewed']) recorded.add(`error-report.${status}`);
          }
        }
      }
    };
    walk(path.join(import.meta.dirname, '../../server/modules'));
    expect(recorded.size).toBeGreaterThan(15);
    for (const action of recorded) {
      expect(game(action), action).not.toMatch(/^Made a change/);
    }
  });
});
