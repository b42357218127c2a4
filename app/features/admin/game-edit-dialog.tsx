import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { ApiRequestError } from '~/lib/api';
import { saveEntry, type EditTarget } from './admin-actions';
import { CoverField } from './cover-field';
import { GameFormFields } from './game-form-fields';
import { dialogTitle, formValuesFor, parseGameForm, toFormErrors, type GameFormErrors } from './game-form';

const FIRST_INVALID = ':is(input, select, textarea)[aria-invalid="true"], fieldset[aria-invalid="true"] input';

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
  /** A cover was uploaded or removed (the dialog stays open). */
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
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
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
  const [values, setValues] = useState(() => formValuesFor(target));
  const [errors, setErrors] = useState<GameFormErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseGameForm(values);
    if (!parsed.ok) return showErrors(form, parsed.errors);
    setErrors({});
    setSaving(true);
    const result = await saveEntry(target, parsed.data);
    setSaving(false);
    if (result.ok) return onSaved();
    if (result.error instanceof ApiRequestError && result.error.fieldErrors.length > 0) {
      showErrors(form, toFormErrors(result.error.fieldErrors, values));
    }
  }

  function showErrors(form: HTMLFormElement, found: GameFormErrors) {
    setErrors(found);
    // Take the keyboard to the first field that needs attention once the messages are on screen.
    requestAnimationFrame(() => form.querySelector<HTMLElement>(FIRST_INVALID)?.focus());
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <DialogHeader>
        <DialogTitle>{dialogTitle(target)}</DialogTitle>
        <DialogDescription>{describe(target)}</DialogDescription>
      </DialogHeader>
      {target.kind === 'game' ? <CoverField game={target.game} onChanged={() => onCoverChanged?.()} /> : null}
      <GameFormFields
        values={values}
        errors={errors}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
