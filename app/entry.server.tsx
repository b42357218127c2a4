import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { headWithoutModulePreloads } from '~/lib/head-without-module-preloads.server';

export const streamTimeout = 5_000;

/**
 * What React Router reports of a request that failed. A loader's deliberate answer (404 for a page
 * that is not there, 503 with Retry-After while the database is away) is the page working as
 * designed, not a fault: only what no loader meant to throw is logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};

/**
 * Renders a page and answers it whole. The server reads every page to its end before it sends it
 * (server/plugins/pages.ts: the response cache, the ETag and compression want one buffer), so the
 * page is written once all of it is ready and its bytes are gathered here, where they come out of
 * React as Node buffers, rather than turned into a web stream of chunks only to be read back at
 * once. The server made a Content-Security-Policy nonce for this response (load context): React
 * Router puts it on <Scripts>, <ScrollRestoration> and its streamed data scripts, and React on the
 * scripts it adds itself, so no script runs without it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React moves a finished part of more than 12,800 bytes out of place: an empty marker where
        // it belongs, the part in a hidden <div> at the end and a script that swaps it in. The page
        // is sent whole, never in pieces, so that only costs bytes and work, and without scripts the
        // part stays hidden (the home page's 'Why cozy', platform guides and FAQ). Every part is
        // written where it belongs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        // The page is sent whole, so it is written once everything in it is ready: a part that
        // waited for its code (a lazily loaded view) is then written in place too, not appended
        // after the shell for a script to move.
        onAllReady() {
          responseHeaders.set('Content-Type', 'text/html');
          const status = responseStatusCode;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const page = headWithoutModulePreloads(Buffer.concat(chunks));
              resolve(new Response(page, { headers: responseHeaders, status }));
              callback();
            },
          });
          body.once('error', reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Errors in the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
          else responseStatusCode = 500;
        },
      },
    );
  });
}
