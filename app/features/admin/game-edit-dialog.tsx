import { useId, useState } from 'react';
import type { Game } from '../../../common/schemas/games';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '~/components/ui/dialog';
import { ApiRequestError } from '~/lib/api';
import { saveEntry, type EditTarget } from './admin-actions';
import { CoverField } from './cover-field';
import { ScreenshotsField } from './screenshots-field';
import { GameFormFields } from './game-form-fields';
import { useForm } from '~/features/forms/use-form';
import { dialogTitle, formValuesFor, parseGameForm, toFormErrors } from './game-form';

function describe(target: EditTarget): string {
  if (target.kind === 'new') return 'Add a game straight to the catalogue.';
  if (target.kind === 'game') return "Changes show on the game's page as soon as you save.";
  const published = target.submission.gameId !== null;
  return published
    ? 'Changes are saved to this submission. The game it published is edited from the Published tab.'
    : 'Changes are saved to this submission and carried into the catalogue when it is approved.';
}

/** Adds a game, or edits a published game or a submission; `target` null means closed. */
export function GameEditDialog({
  target,
  onClose,
  onSaved,
  onCoverChanged,
  onCloseAutoFocus,
}: {
  target: EditTarget | null;
  onClose: () => void;
  onSaved: () => void;
  /** The game's pictures changed: a cover or screenshot uploaded, removed or put in order (the dialog stays open). */
  onCoverChanged?: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="wide" onCloseAutoFocus={onCloseAutoFocus}>
        {target ? (
          <GameEditForm key={keyOf(target)} target={target} onSaved={onSaved} onCoverChanged={onCoverChanged} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const keyOf = (target: EditTarget) =>
  target.kind === 'new' ? 'new' : target.kind === 'game' ? `game-${target.game.id}` : `sub-${target.submission.id}`;

function GameEditForm({
  target,
  onSaved,
  onCoverChanged,
}: {
  target: EditTarget;
  onSaved: () => void;
  onCoverChanged?: () => void;
}) {
  const form = useForm({
    initialValues: formValuesFor(target),
    clearOnChange: false,
    parse: (values) => {
      const parsed = parseGameForm(values);
      return parsed.ok ? parsed : { ok: false, errors: parsed.errors };
    },
    send: async (data, values) => {
      const result = await saveEntry(target, data);
      if (result.ok) return onSaved();
      if (result.error instanceof ApiRequestError && result.error.fieldErrors.length > 0) {
        return toFormErrors(result.error.fieldErrors, values);
      }
    },
  });
  // The game's pictures as they are now: each upload, removal or import answers with the game.
  const [game, setGame] = useState<Game | null>(target.kind === 'game' ? target.game : null);
  const [coverBusy, setCoverBusy] = useState(false);
  const [screenshotsBusy, setScreenshotsBusy] = useState(false);
  const picturesBusy = coverBusy || screenshotsBusy;
  const waitId = useId();
  const picturesChanged = (next: Game) => {
    setGame(next);
    onCoverChanged?.();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-6">
      <DialogHeading title={dialogTitle(target)}>{describe(target)}</DialogHeading>
      {game ? (
        <>
          <CoverField
            game={game}
            onChanged={picturesChanged}
            onBusyChange={setCoverBusy}
            disabled={form.submitting || screenshotsBusy}
          />
          <ScreenshotsField
            game={game}
            onChanged={picturesChanged}
            onBusyChange={setScreenshotsBusy}
            disabled={form.submitting || coverBusy}
          />
        </>
      ) : null}
      <GameFormFields
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        showHours={target.kind !== 'submission'}
      />
      {/* Saving waits for a picture on its way, so the save never races its upload. */}
      <DialogFooter>
        {picturesBusy ? (
          <p id={waitId} className="self-center text-sm text-muted sm:mr-auto">
            Save waits until the picture is uploaded and its renditions are made.
          </p>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={form.submitting || picturesBusy}
          aria-describedby={picturesBusy ? waitId : undefined}
        >
          {form.submitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
