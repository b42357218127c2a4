import type { Game } from '../../../common/schemas/games';
import { COVER_UPLOAD_MAX_BYTES, COVER_UPLOAD_TYPES } from '../../../common/schemas/covers';
import { csrfToken, fetchCsrfToken } from '~/lib/api';

/** An image an admin picks for a game (a cover or a screenshot): checked in the browser, then sent with progress. */

const MIN_WIDTH = 200;
const MIN_HEIGHT = 100;
const NOT_USABLE = 'This file is not an image we can use: choose a JPEG, PNG, WebP or AVIF.';

export const IMAGE_TYPES = COVER_UPLOAD_TYPES.join(',');

/** The picture's size, read in the browser so a too-small image is refused before it is sent. */
function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** Why the file cannot be sent, or null when it may be (the server checks the bytes again). */
export async function problemWith(file: File, previewUrl: string): Promise<string | null> {
  if (file.size > COVER_UPLOAD_MAX_BYTES) return 'This image is too large: at most 10 MB.';
  if (!(COVER_UPLOAD_TYPES as readonly string[]).includes(file.type)) return NOT_USABLE;
  const size = await imageSize(previewUrl);
  if (!size) return NOT_USABLE;
  if (size.width < MIN_WIDTH || size.height < MIN_HEIGHT) {
    return `This image is too small (${size.width}x${size.height}): at least ${MIN_WIDTH} px wide and ${MIN_HEIGHT} px tall.`;
  }
  return null;
}

function send(url: string, file: File, token: string, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
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
 * Sends the file with the anti-forgery token, reporting progress (one retry with a fresh token),
 * and gives the game as it is now, or throws with the server's reason in words.
 */
export async function uploadImage(url: string, file: File, onProgress: (percent: number) => void): Promise<Game> {
  let answer = await send(url, file, await csrfToken(), onProgress);
  if (answer.status === 403 && /csrf/i.test(answer.body)) {
    answer = await send(url, file, await fetchCsrfToken(), onProgress);
  }
  if (answer.status !== 200) throw new Error(messageOf(answer.body, answer.status));
  return JSON.parse(answer.body) as Game;
}
