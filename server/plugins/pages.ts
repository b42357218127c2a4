import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, data, type AppLoadContext, type ServerBuild } from 'react-router';
import type { User } from '../../common/schemas/auth.ts';
import type { Services } from '../services.ts';
import { isDatabaseBadInput, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/database-errors.ts';

export interface PagesOptions {
  /** The React Router server build, or a function that loads it (fresh per request in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** Built browser assets, served before the pages (production). */
  clientDir?: string;
  /** Vite's middleware stack (development). */
  devMiddleware?: (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
}

/** What every loader and action receives: the same services the JSON API calls, no HTTP hop. */
export interface PageLoadContext {
  services: Services;
  /** Canonical origin for links and metadata. */
  siteUrl: string;
  requestId: string;
  /** The signed-in user, if any (decides, say, whether Edit Review shows). */
  user: User | null;
  /** ADMIN_REQUIRE_2FA: admins must turn on a second factor before the dashboard shows. */
  requireTwoFactor: boolean;
  /** This response's Content-Security-Policy nonce; every inline and entry script carries it. */
  cspNonce: string;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  // A visitor who leaves before the page is sent stops its loaders; a page sent in full has nothing
  // left to stop (aborting it anyway made an error object and an event for every page).
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, request.siteOrigin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

/**
 * A loader's database failure becomes a route error response with its status (503 while the
 * database is away, 404 for a value it cannot hold), which the route's error boundary renders,
 * instead of an unexpected error and a 500. Every service call of every loader and action goes
 * through here.
 */
function pageError(error: unknown): unknown {
  if (isDatabaseUnavailable(error)) {
    return data(null, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
  // No page can be named by a value the database cannot even compare: the page is not there.
  if (isDatabaseBadInput(error)) return data(null, { status: 404 });
  return error;
}

function forPages<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      // A service's part of its own (the games' upcoming list) goes through here too.
      if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return forPages(value);
      }
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(object, args);
          return result instanceof Promise
            ? result.catch((error: unknown) => {
                throw pageError(error);
              })
            : result;
        } catch (error) {
          throw pageError(error);
        }
      };
    },
  });
}

function servicesForPages(services: Services): Services {
  const wrapped = Object.fromEntries(Object.entries(services).map(([name, service]) => [name, forPages(service)]));
  return wrapped as Services;
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  if (response.status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // Pages and their data are complete when React Router answers (nothing is deferred): one buffer
  // is cheaper to cache, hash and compress than a stream of chunks.
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * The server-rendered site: every path the API and the assets do not claim goes to React Router,
 * whose loaders call the services through the load context.
 */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions & { services: Services }) {
  const handle = createRequestHandler(options.build, options.mode);
  const services = servicesForPages(options.services);

  if (options.devMiddleware) {
    await app.register(middie);
    app.use(options.devMiddleware);
  }
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      // Files were compressed at build time (scripts/compress-assets.mjs); send those as they are.
      preCompressed: true,
      // Our own Cache-Control below; the library's would replace it with max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // Pages take form posts as they come; React Router reads the body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // app/load-context.ts declares React Router's AppLoadContext as this PageLoadContext.
      const context: AppLoadContext = {
        services,
        siteUrl: request.siteOrigin,
        requestId: request.id,
        user: request.user ?? null,
        requireTwoFactor: app.requireTwoFactor,
        cspNonce: reply.cspNonceValue,
      };
      const response = await handle(toWebRequest(request, reply), context);
      return sendWebResponse(reply, response);
    },
  });
}
