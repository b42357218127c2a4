import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Game } from '../../../common/schemas/games';
import { SCREENSHOTS_MAX } from '../../../common/schemas/screenshots';
import { Button } from '~/components/ui/button';
import { api, ApiRequestError } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { IMAGE_TYPES, problemWith, uploadImage } from './image-upload';

type Move = 'up' | 'down';

/** A button held by this field's own work stays focusable (see the pager). */
const heldClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** What 'Import art again' came to, in words. */
function outcomeOf(result: { imported: boolean; failed: boolean }): string {
  if (result.imported) return 'The art was imported again from its source.';
  if (result.failed) return 'The art could not be imported: its source did not answer. The game keeps the art it had.';
  return 'Nothing new was imported: the game keeps its own cover and screenshots, and the import adds screenshots only to a game without any.';
}

const reason = (failure: unknown, fallback: string) =>
  failure instanceof ApiRequestError ? failure.serverMessage : failure instanceof Error ? failure.message : fallback;

/**
 * The screenshots part of a published game's edit dialog: the screenshots in their order, each
 * moved up or down or removed; an upload that adds one after the others; and 'Import art again'.
 */
export function ScreenshotsField({
  game,
  onChanged,
  onBusyChange,
  disabled = false,
}: {
  game: Game;
  onChanged: (game: Game) => void;
  onBusyChange?: (busy: boolean) => void;
  /** Held while something else in the dialog is under way (saving, the cover's upload). */
  disabled?: boolean;
}) {
  const [busy, setBusyState] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the list is redrawn after a move or a removal.
  const focusNext = useRef<{ id: string; action: string } | 'add' | null>(null);
  const shots = game.screenshots;

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'add') return addRef.current?.focus();
    const item = listRef.current?.querySelector(`[data-shot="${target.id}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`button[data-action="${target.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  }, [shots]);

  function setBusy(next: string | null) {
    setBusyState(next);
    onBusyChange?.(next !== null);
  }

  async function work(what: string, fallback: string, run: () => Promise<Game | void>) {
    if (busy || disabled) return;
    setBusy(what);
    setError(null);
    setOutcome(null);
    try {
      const next = await run();
      if (next) onChanged(next);
    } catch (failure) {
      focusNext.current = null;
      setError(reason(failure, fallback));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  const move = (index: number, direction: Move) =>
    work('Moving the screenshot…', 'The screenshots could not be put in order.', () => {
      const order = shots.map((shot) => shot.id);
      const to = direction === 'up' ? index - 1 : index + 1;
      [order[index], order[to]] = [order[to]!, order[index]!];
      focusNext.current = { id: shots[index]!.id, action: direction };
      return api('PUT /api/games/:id/screenshots/order', { params: { id: game.id }, body: { order } });
    });

  const remove = (index: number) =>
    work('Removing the screenshot…', 'The screenshot could not be removed.', async () => {
      const neighbour = shots[index + 1] ?? shots[index - 1];
      focusNext.current = neighbour ? { id: neighbour.id, action: 'remove' } : 'add';
      const next = await api('DELETE /api/games/:id/screenshots/:screenshotId', {
        params: { id: game.id, screenshotId: shots[index]!.id },
      });
      toast({ title: 'Screenshot removed', description: `“${next.title}”` });
      return next;
    });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const preview = URL.createObjectURL(file);
    await work(
      `Uploading “${file.name}”: it is added after the others once it is ready.`,
      'The upload failed.',
      async () => {
        try {
          const problem = await problemWith(file, preview);
          if (problem) throw new Error(problem);
          setProgress(0);
          const next = await uploadImage(`/api/games/${game.id}/screenshots`, file, setProgress);
          toast({ title: 'Screenshot added', description: `“${next.title}”` });
          return next;
        } finally {
          URL.revokeObjectURL(preview);
        }
      },
    );
  }

  const importAgain = () =>
    work('Importing the art again…', 'The art could not be imported.', async () => {
      const result = await api('POST /api/games/:id/art/import', { params: { id: game.id } });
      setOutcome(outcomeOf(result));
      return result.game;
    });

  // While its own work runs, a button keeps focus (aria-disabled, and the click is ignored); held
  // by the rest of the dialog, it is disabled outright.
  const full = shots.length >= SCREENSHOTS_MAX;
  const errorId = `screenshots-error-${game.id}`;
  const count = shots.length;
  return (
    <fieldset className="grid gap-3" data-testid="screenshots-field" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-semibold text-sage-900">Screenshots</legend>
      {count > 0 ? (
        <ol ref={listRef} className="grid gap-2" aria-label="Screenshots in the order shown">
          {shots.map((shot, index) => {
            const position = `screenshot ${index + 1} of ${count}`;
            return (
              <li
                key={shot.id}
                data-shot={shot.id}
                className="flex min-w-0 items-center gap-3 rounded-xl border border-sage-200 bg-white p-2"
              >
                <span
                  aria-hidden="true"
                  className="hidden w-4 shrink-0 text-center text-sm font-semibold text-muted sm:block"
                >
                  {index + 1}
                </span>
                <img
                  src={shot.src}
                  srcSet={shot.webp}
                  sizes="(min-width: 640px) 112px, 80px"
                  width={shot.width}
                  height={shot.height}
                  alt={`Screenshot ${index + 1} of ${game.title}`}
                  className="aspect-video w-20 shrink-0 rounded-lg bg-sage-100 object-cover sm:w-28"
                />
                <div className="flex min-w-0 flex-wrap gap-1.5">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className={heldClass}
                    data-action="up"
                    disabled={disabled || index === 0}
                    aria-disabled={busy !== null || undefined}
                    onClick={() => move(index, 'up')}
                  >
                    Move up<span className="sr-only"> ({position})</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className={heldClass}
                    data-action="down"
                    disabled={disabled || index === count - 1}
                    aria-disabled={busy !== null || undefined}
                    onClick={() => move(index, 'down')}
                  >
                    Move down<span className="sr-only"> ({position})</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className={heldClass}
                    data-action="remove"
                    disabled={disabled}
                    aria-disabled={busy !== null || undefined}
                    onClick={() => remove(index)}
                  >
                    Remove<span className="sr-only"> ({position})</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted">No screenshots yet. Upload one, or import the game's art again.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES}
          className="sr-only"
          aria-label="Screenshot image file"
          onChange={choose}
          disabled={disabled || busy !== null || full}
          data-testid="screenshot-file"
        />
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          className={heldClass}
          disabled={disabled || full}
          aria-disabled={busy !== null || undefined}
          onClick={() => {
            if (busy === null) input.current?.click();
          }}
        >
          Upload screenshot ({count}/{SCREENSHOTS_MAX})
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className={heldClass}
          disabled={disabled}
          aria-disabled={busy !== null || undefined}
          onClick={importAgain}
        >
          Import art again
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-2 text-sm">
        {busy ? <p className="break-words text-muted">{busy}</p> : null}
        {progress !== null ? (
          <div className="flex items-center gap-2">
            <progress value={progress} max={100} aria-label="Screenshot upload progress" className="w-40" />
            <span>{progress < 100 ? `Uploading… ${progress}%` : 'Making the renditions…'}</span>
          </div>
        ) : null}
        {outcome ? <p data-testid="art-import-outcome">{outcome}</p> : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
