import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Game } from '../../../common/schemas/games';
import { COVER_UPLOAD_MAX_BYTES, COVER_UPLOAD_TYPES } from '../../../common/schemas/covers';
import { Button } from '~/components/ui/button';
import { GameCover } from '~/components/cover-image';
import { api, ApiRequestError, csrfToken, fetchCsrfToken } from '~/lib/api';
import { toast } from '~/lib/toast-store';

const MIN_WIDTH = 200;
const MIN_HEIGHT = 100;

/** The picture's size, read in the browser so a too-small image is refused before it is sent. */
function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** Sends the file with the anti-forgery token, reporting progress; one retry with a fresh token. */
function send(gameId: number, file: File, token: string, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/games/${gameId}/cover`);
    request.setRequestHeader('X-CSRF-Token', token);
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => reject(new Error('The upload failed. Check the connection and try again.'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function messageOf(body: string, status: number): string {
  try {
    return (JSON.parse(body) as { message?: string }).message ?? `The upload failed (${status}).`;
  } catch {
    return status === 413 ? 'The image is larger than 10 MB.' : `The upload failed (${status}).`;
  }
}

/**
 * The cover part of a published game's edit dialog: the current cover, a chosen file's preview,
 * the upload's progress and, when a file cannot be used, why in words.
 */
export function CoverField({ game, onChanged }: { game: Game; onChanged: (game: Game) => void }) {
  const [current, setCurrent] = useState(game);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function changed(next: Game, title: string) {
    setCurrent(next);
    onChanged(next);
    toast({ title, description: `“${next.title}”` });
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > COVER_UPLOAD_MAX_BYTES) return setError('This image is too large: at most 10 MB.');
    if (!(COVER_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      return setError('This file is not an image we can use: choose a JPEG, PNG, WebP or AVIF.');
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    const size = await imageSize(url);
    if (!size) return setError('This file is not an image we can use: choose a JPEG, PNG, WebP or AVIF.');
    if (size.width < MIN_WIDTH || size.height < MIN_HEIGHT) {
      return setError(
        `This image is too small (${size.width}x${size.height}): at least ${MIN_WIDTH} px wide and ${MIN_HEIGHT} px tall.`,
      );
    }
    setBusy(true);
    setProgress(0);
    try {
      let answer = await send(game.id, file, await csrfToken(), setProgress);
      if (answer.status === 403 && /csrf/i.test(answer.body)) {
        answer = await send(game.id, file, await fetchCsrfToken(), setProgress);
      }
      if (answer.status !== 200) {
        setError(messageOf(answer.body, answer.status));
      } else {
        setPreview(null);
        changed(JSON.parse(answer.body) as Game, 'Cover uploaded');
      }
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
    try {
      changed(await api('DELETE /api/games/:id/cover', { params: { id: game.id } }), 'Cover removed');
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.serverMessage : 'The cover could not be removed.');
    } finally {
      setBusy(false);
    }
  }

  const errorId = `cover-error-${game.id}`;
  return (
    <fieldset className="grid gap-3" data-testid="cover-field" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">Cover</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="aspect-video w-48 overflow-hidden rounded-xl border border-sage-200 bg-sage-100">
          {preview ? (
            <img src={preview} alt="Chosen cover" className="h-full w-full object-cover" />
          ) : (
            <GameCover game={current} alt="Current cover" sizes="192px" className="h-full w-full object-cover" />
          )}
        </div>
        <div className="grid gap-2 text-sm">
          <p className="text-muted">
            {current.cover
              ? 'An uploaded cover. Visitors see it on cards and the game page.'
              : 'The generated cover. Upload a JPEG, PNG, WebP or AVIF (up to 10 MB, at least 200 px wide).'}
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept={COVER_UPLOAD_TYPES.join(',')}
              className="sr-only"
              aria-label="Cover image file"
              onChange={choose}
              disabled={busy}
              data-testid="cover-file"
            />
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
              {current.cover ? 'Replace cover' : 'Upload cover'}
            </Button>
            {current.cover ? (
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={remove}>
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
