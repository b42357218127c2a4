import type { AdminSubmission, ErrorReport, GameInput } from '../../../common/schemas/admin';
import type { Game } from '../../../common/schemas/games';
import { api, ApiRequestError } from '~/lib/api';
import { toast } from '~/lib/toast-store';

type GameWithCoverError = Game & { coverError?: string };

/** A save that worked, but whose image URL could not become the cover: the admin is told why. */
function coverFailureToast(title: string, reason: string) {
  return { title: `${title}, without a new cover`, description: reason, variant: 'destructive' as const };
}

/** Spec §7: a game edit goes out as PATCH; if that fails for any reason but the input, the same body as PUT. */
async function saveGame(id: number, body: SaveInput): Promise<GameWithCoverError> {
  try {
    return await api('PATCH /api/games/:id', { params: { id }, body });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500 && error.status !== 405) throw error;
    return api('PUT /api/games/:id', { params: { id }, body });
  }
}

/** The admin's writes, each with the spec's toasts (§8); each resolves to whether it worked. */

export type Decision = 'approved' | 'rejected';

/** What came of one decision: done (perhaps without the cover), or refused, with the reason in words. */
export type DecisionOutcome = { ok: true; coverError?: string } | { ok: false; reason: string };

/** Sends one approval or rejection; never throws. */
export async function sendDecision(id: number, status: Decision, reviewNotes: string): Promise<DecisionOutcome> {
  try {
    const result = await api('PATCH /api/submissions/:id/status', { params: { id }, body: { status, reviewNotes } });
    return result.coverError ? { ok: true, coverError: result.coverError } : { ok: true };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'The server could not be reached.';
  if (error.status === 404) return 'It was deleted in the meantime.';
  return error.serverMessage;
}

/** The game went out with its generated cover: still a success, with a note on why. */
export const coverNote = (coverError: string) => `The game is published with its generated cover. ${coverError}`;

/** One card's Approve or Reject, with the spec's toasts (§8); resolves to whether it worked. */
export async function decideSubmission(id: number, status: Decision, reviewNotes: string): Promise<boolean> {
  const outcome = await sendDecision(id, status, reviewNotes);
  if (outcome.ok) {
    toast({
      title: `Submission ${status}`,
      description: outcome.coverError
        ? coverNote(outcome.coverError)
        : `The game submission has been ${status} successfully.`,
    });
    return true;
  }
  const verb = status === 'approved' ? 'approve' : 'reject';
  toast({
    title: 'Action Failed',
    description: `Failed to ${verb} the submission. Please try again.`,
    variant: 'destructive',
  });
  return false;
}

export type DeleteTarget = { kind: 'game' | 'submission'; id: number; title: string };

export async function deleteEntry(target: DeleteTarget): Promise<boolean> {
  const params = { id: target.id };
  try {
    await (target.kind === 'game'
      ? api('DELETE /api/games/:id', { params })
      : api('DELETE /api/submissions/:id', { params }));
    toast({ title: target.kind === 'game' ? 'Game deleted' : 'Submission deleted', description: `“${target.title}”` });
    return true;
  } catch {
    toast({
      title: 'Deletion failed',
      description: `Failed to delete the ${target.kind}. Please try again.`,
      variant: 'destructive',
    });
    return false;
  }
}

export type EditTarget =
  { kind: 'new' } | { kind: 'game'; game: Game } | { kind: 'submission'; submission: AdminSubmission };

type SaveInput = Omit<GameInput, 'review'>;

/** Saves the edit dialog: a new game, a published game, or a submission. Field errors come back to the form. */
export async function saveEntry(target: EditTarget, input: SaveInput): Promise<{ ok: boolean; error?: unknown }> {
  try {
    if (target.kind === 'new') {
      const game = await api('POST /api/games', { body: input });
      toast(
        game.coverError
          ? coverFailureToast('Game added', game.coverError)
          : { title: 'Game added', description: 'The game is now in the catalogue.' },
      );
    } else if (target.kind === 'game') {
      const game = await saveGame(target.game.id, input);
      toast(
        game.coverError
          ? coverFailureToast('Game updated', game.coverError)
          : { title: 'Game updated', description: 'The game has been updated successfully.' },
      );
    } else {
      // A submission holds no hours to finish: those are researched once the game is published.
      const { hoursToFinish: _hours, ...content } = input;
      await api('PATCH /api/submissions/:id/content', { params: { id: target.submission.id }, body: content });
      toast({ title: 'Submission Updated', description: 'Your changes to the submission have been saved.' });
    }
    return { ok: true };
  } catch (error) {
    toast({
      title: 'Update failed',
      description:
        target.kind === 'game'
          ? 'Failed to update the game. Please try again.'
          : 'Failed to save changes. Please try again.',
      variant: 'destructive',
    });
    return { ok: false, error };
  }
}

const REPORT_STATUS_TEXT: Record<ErrorReport['status'], string> = {
  unreviewed: 'reopened',
  resolved: 'marked resolved',
  dismissed: 'dismissed',
};

export async function updateReport(id: number, status: ErrorReport['status'], reviewNotes: string) {
  try {
    await api('PATCH /api/error-reports/:id', { params: { id }, body: { status, reviewNotes } });
    toast({ title: 'Report updated', description: `The error report has been ${REPORT_STATUS_TEXT[status]}.` });
    return true;
  } catch (error) {
    toast({ title: 'Update failed', description: failureText(error, 'the report'), variant: 'destructive' });
    return false;
  }
}

export async function setMessageHandled(id: number, handled: boolean) {
  try {
    await api('PATCH /api/contact-messages/:id', { params: { id }, body: { handled } });
    toast({
      title: 'Message updated',
      description: handled ? 'The message is marked handled.' : 'The message is marked unhandled.',
    });
    return true;
  } catch (error) {
    toast({ title: 'Update failed', description: failureText(error, 'the message'), variant: 'destructive' });
    return false;
  }
}

function failureText(error: unknown, what: string): string {
  const reason = error instanceof ApiRequestError ? ` (${error.serverMessage})` : '';
  return `Failed to update ${what}${reason}. Please try again.`;
}
