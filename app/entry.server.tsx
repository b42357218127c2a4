import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
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
 * (server/plugins/pages.ts: the response cache, the ETag and compression want one buffer), so a
 * page is rendered in one synchronous pass to a string once React Router's data for hydration has
 * been read to its end (`readHandoff`): React's string renderer writes the same markup as its
 * streaming one at about half the cost, with no stream to plumb (decision 073). The streaming
 * renderer still renders a page with a part that is not ready (a lazily loaded view whose code is
 * still on its way, at a start), which the string renderer would leave to the browser, and the
 * pages of a route whose last page came out long (`LONG_PAGE`). The server made a
 * Content-Security-Policy nonce for this response (load context): React Router puts it on
 * <Scripts>, <ScrollRestoration> and its data scripts, so no script runs without it.
 */
export default async function handleRequest(
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
  const route = routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? '';
  const streamed = (): Promise<Response> =>
    renderStreamed(request, responseStatusCode, responseHeaders, routerContext, nonce, (length) => {
      if (length > LONG_PAGE) longRoutes.add(route);
      else longRoutes.delete(route);
    });
  if (longRoutes.has(route)) return streamed();
  await readHandoff(routerContext);
  const html = renderedWhole(routerContext, request.url, nonce);
  if (html === null) {
    // The string render took the data stream's reader, and its text is read already (streamCache):
    // the streaming render gets a stream of its own to take a reader of.
    routerContext.serverHandoffStream = new ReadableStream<Uint8Array>();
    return streamed();
  }
  if (html.length > LONG_PAGE) longRoutes.add(route);
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(headWithoutModulePreloads(Buffer.from(`<!DOCTYPE html>${html}`)), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/**
 * The longest page, in characters, rendered to a string. V8 makes a string of more than 128 KiB in
 * a space of its own, which costs about a millisecond here, and a page with one character outside
 * Latin-1 takes two bytes a character: the home page (about 111,000 characters) gained nothing from
 * the string renderer and lost under load, so longer pages are streamed.
 */
const LONG_PAGE = 64 * 1024;

/** The routes (by id) whose last page was longer than `LONG_PAGE` (in bytes, when streamed), so that their next is streamed. */
const longRoutes = new Set<string>();

/** How React marks a Suspense boundary whose content it left to the browser. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The page from React's string renderer, or null when a part of it was not ready (React left it to
 * the browser) or the render failed: the streaming renderer then waits for what was not ready, and
 * reports a failure as React Router expects.
 */
function renderedWhole(routerContext: EntryContext, url: string, nonce: string | undefined): string | null {
  try {
    const html = renderToString(<ServerRouter context={routerContext} url={url} nonce={nonce} />);
    return html.includes(CLIENT_RENDERED) ? null : html;
  } catch {
    return null;
  }
}

/**
 * Reads the data React Router hands to hydration (its loaders' data, encoded as a stream) to its
 * end, and puts it where its <StreamTransfer> looks for what it has read (`renderMeta.streamCache`,
 * one entry a read), as one read and the end: the page then writes it in one script and renders
 * without waiting.
 */
async function readHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, { stream: true });
  }
  text += decoder.decode();
  reader.releaseLock();
  const read = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });
  context.renderMeta = { ...context.renderMeta, streamCache: { 0: read(false, text), 1: read(true, '') } };
}

/** The page through React's streaming renderer, written once all of it is ready; `measured` is told its length. */
function renderStreamed(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
  measured: (length: number) => void,
) {
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
              measured(page.length);
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
