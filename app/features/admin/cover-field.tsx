import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Game } from '../../../common/schemas/games';
import { Button } from '~/components/ui/button';
import { GameCover } from '~/components/cover-image';
import { api, ApiRequestError } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { IMAGE_TYPES, problemWith, uploadImage } from './image-upload';

interface Picked {
  name: string;
  preview: string;
}

/** What the cover is now, and once a file is picked, what becomes of that file. */
function caption(game: Game, picked: Picked | null, uploading: boolean, failed: boolean, done: string | null): string {
  if (picked && uploading) return `“${picked.name}” becomes the cover once it is uploaded and its renditions are made.`;
  if (picked && failed) {
    return `“${picked.name}” could not be used, so the game keeps ${game.cover ? 'its current cover' : 'its generated cover'}.`;
  }
  if (done && game.cover) return `“${done}” is the cover now. Visitors see it on cards and on the game's page.`;
  return game.cover
    ? "The game's own cover. Visitors see it on cards and on the game's page."
    : 'The generated cover. Upload a JPEG, PNG, WebP or AVIF (up to 10 MB, at least 200 px wide).';
}

/**
 * The cover part of a published game's edit dialog: the current cover, a chosen file's preview and
 * name, the upload's progress and, when a file cannot be used, why in words.
 */
export function CoverField({
  game,
  onChanged,
  onBusyChange,
  disabled = false,
}: {
  game: Game;
  onChanged: (game: Game) => void;
  /** Told when an upload or removal starts and ends, so the dialog can hold its Save. */
  onBusyChange?: (busy: boolean) => void;
  /** Held while something else in the dialog is under way. */
  disabled?: boolean;
}) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusyState] = useState(false);
  /** The file that became the cover in this dialog. */
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.preview);
    },
    [picked],
  );

  function setBusy(next: boolean) {
    setBusyState(next);
    onBusyChange?.(next);
  }

  function changed(next: Game, title: string) {
    onChanged(next);
    toast({ title, description: `“${next.title}”` });
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const chosen = { name: file.name, preview: URL.createObjectURL(file) };
    setPicked(chosen);
    setBusy(true);
    try {
      const problem = await problemWith(file, chosen.preview);
      if (problem) return setError(problem);
      setProgress(0);
      const next = await uploadImage(`/api/games/${game.id}/cover`, file, setProgress);
      setPicked(null);
      setDone(chosen.name);
      changed(next, 'Cover uploaded');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    setPicked(null);
    setDone(null);
    try {
      changed(await api('DELETE /api/games/:id/cover', { params: { id: game.id } }), 'Cover removed');
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.serverMessage : 'The cover could not be removed.');
    } finally {
      setBusy(false);
    }
  }

  const locked = busy || disabled;
  const errorId = `cover-error-${game.id}`;
  // While the chosen file is on its way it is shown; once it failed, the cover the game keeps is.
  const showPicked = picked !== null && error === null;
  return (
    <fieldset className="grid gap-3" data-testid="cover-field" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-semibold text-sage-900">Cover</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="aspect-video w-48 overflow-hidden rounded-xl border border-sage-200 bg-sage-100">
          {showPicked ? (
            <img src={picked.preview} alt="Chosen cover" className="h-full w-full object-cover" />
          ) : (
            <GameCover game={game} alt="Current cover" sizes="192px" className="h-full w-full object-cover" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 basis-56 gap-2 text-sm">
          <p className="break-words text-muted" data-testid="cover-caption">
            {caption(game, picked, busy, error !== null, done)}
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept={IMAGE_TYPES}
              className="sr-only"
              aria-label="Cover image file"
              onChange={choose}
              disabled={locked}
              data-testid="cover-file"
            />
            <Button type="button" variant="outline" size="sm" disabled={locked} onClick={() => input.current?.click()}>
              {game.cover ? 'Replace cover' : 'Upload cover'}
            </Button>
            {game.cover ? (
              <Button type="button" variant="outline" size="sm" disabled={locked} onClick={remove}>
                Remove cover
              </Button>
            ) : null}
          </div>
          {progress !== null ? (
            <div className="flex items-center gap-2">
              <progress value={progress} max={100} aria-label="Upload progress" className="w-40" />
              <span aria-live="polite">{progress < 100 ? `Uploading… ${progress}%` : 'Making the renditions…'}</span>
            </div>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className="font-medium text-berry-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
