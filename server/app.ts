import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client.ts';
import type { Config } from './config.ts';
import { createServices, type Services } from './services.ts';
import { hygienicValidatorCompiler } from './lib/validator-compiler.ts';
import { answerOnceArrived, slowClientLimits } from './lib/slow-client-limits.ts';
import { createCatalogueChanges, type CatalogueChanges } from './lib/catalogue-changes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { API_DOCS_CSP, securityHeadersPlugin } from './plugins/security-headers.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { pagesPlugin, type PagesOptions } from './plugins/pages.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { originPlugin } from './plugins/origin.ts';
import { RETRY_AFTER_SECONDS } from './lib/database-errors.ts';
import { ServiceUnavailableError } from '../common/http-errors.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { gamesRoutes } from './modules/games/routes.ts';
import { coverRoutes } from './modules/covers/routes.ts';
import { createS3CoverStore } from './modules/covers/s3-store.ts';
import { DEFAULT_FETCH_LIMITS } from './modules/covers/safe-fetch.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestBudgetPlugin } from './plugins/request-budget.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { contributionsRoutes } from './modules/contributions/routes.ts';
import { ratingsRoutes } from './modules/ratings/routes.ts';
import { authPlugin, SESSION_COOKIE } from './plugins/auth.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { adminScope } from './modules/admin/scope.ts';
import { createMailer } from './modules/outbox/mailer.ts';
import { startOutboxWorker } from './modules/outbox/service.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Secret for signed tokens; resolved by the process entry (kept in DATA_DIR when unset). */
  secret: string;
  logger?: FastifyServerOptions['logger'];
  /** Run the email outbox worker (default on); tests drive deliveries themselves. */
  outbox?: boolean;
  /** The cross-process catalogue signal; by default LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
  catalogueChanges?: CatalogueChanges;
  /** The server-rendered site; omitted by API tests. */
  pages?: PagesOptions;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const proxies = config.trustProxy;
  const app = Fastify({
    logger: options.logger ?? false,
    // The nearest `trustProxy` hops are ours; the client is the address the farthest of them saw.
    trustProxy: proxies ? (_address: string, hop: number) => hop < proxies : false,
    bodyLimit: 64 * 1024,
    ...slowClientLimits(config),
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A path that cannot be decoded (`/%E0%A4%A`) is answered in the one error shape, as any bad input.
    frameworkErrors: (error, _request, reply) => {
      const answer = reply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL') answer.code(400).send({ message: 'This address is not valid.' });
      else answer.send(error);
    },
  }).withTypeProvider<ZodTypeProvider>();

  answerOnceArrived(app, config.requestTimeoutMs);
  app.setValidatorCompiler(hygienicValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer(config.smtpUrl, app.log);
  const catalogueChanges = options.catalogueChanges ?? createCatalogueChanges(database, { log: app.log });
  app.decorate('catalogueChanges', catalogueChanges);
  app.addHook('onClose', () => catalogueChanges.close());
  let kickOutbox = () => {};
  const services = createServices(database.db, {
    captchaFixedAnswer: config.captchaFixedAnswer,
    log: app.log,
    passwordPolicy: config.passwordPolicy,
    catalogueCacheSeconds: config.catalogueCacheSeconds,
    siteUrl: config.siteUrl,
    catalogueChanges,
    onEmailQueued: () => kickOutbox(),
    coverStore: config.s3 ? createS3CoverStore(config.s3) : undefined,
    imageFetchLimits: { ...DEFAULT_FETCH_LIMITS, allowLoopback: config.imageFetchAllowLoopback },
    steamStoreUrl: config.steamStoreUrl,
  });
  app.decorate('services', services);
  app.decorate('database', database);

  await app.register(errorsPlugin);
  // First of all hooks: a client over its budget costs nothing more than being told so.
  await app.register(requestBudgetPlugin, { perSecond: config.clientRequestRate, trustProxy: proxies !== false });
  await app.register(originPlugin, { siteUrl: config.siteUrl });
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
    // Refused in the one error shape: a rejection goes to the error handler.
    pressureHandler: (_request, reply) => {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return Promise.reject(new ServiceUnavailableError('The server is busy. Please try again in a moment.'));
    },
  });
  await app.register(securityHeadersPlugin, { production: config.env === 'production' });
  // Before the response cache, which decides by the same parse as the sign-in whether a request is signed in.
  await app.register(cookie, { secret: options.secret });
  if (config.responseCacheMegabytes > 0) {
    // Before compression, so that what it keeps is the plain body, compressed once per encoding.
    await app.register(responseCachePlugin, {
      maxBytes: config.responseCacheMegabytes * 1024 * 1024,
      keyParam: config.responseCacheKeyParam,
      subscribe: (listener) => catalogueChanges.subscribe(listener),
    });
  }
  // Pages and API answers are compressed as they are sent, one each: brotli's quality 2 takes about
  // half the CPU of the library's 4 for a few per cent more bytes. Built assets are compressed at
  // build time at full quality, and kept answers once at quality 5 (response-cache.ts).
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cozy Games API',
        description: 'The public catalogue of cozy games, visitor contributions and the admin area.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearerToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_CSP });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authPlugin, { auth: services.auth, requireTwoFactor: config.adminRequireTwoFactor });
  await app.register(csrfPlugin, {
    secret: options.secret,
    secure: config.env === 'production',
  });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, enabled: config.rateLimits });
  await app.register(systemRoutes);
  await app.register(coverRoutes);
  await app.register(
    async (api) => {
      await api.register(gamesRoutes);
      await api.register(ratingsRoutes, { secureCookies: config.env === 'production' });
      await api.register(captchaRoutes);
      await api.register(contributionsRoutes);
      await api.register(authRoutes, { secureCookies: config.env === 'production' });
      await api.register(adminScope);
      api.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(404).send({ message: 'Not found' }),
      );
    },
    { prefix: '/api' },
  );

  if (options.outbox !== false) {
    const worker = startOutboxWorker(database.db, mailer, (error) =>
      app.log.error({ err: error }, 'outbox delivery failed'),
    );
    kickOutbox = worker.kick;
    app.addHook('onClose', () => worker.stop());
  }

  if (options.pages) {
    await app.register(pagesPlugin, { ...options.pages, services });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: DatabaseHandle;
    catalogueChanges: CatalogueChanges;
  }
}
