import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { signInAsAdmin } from '../helpers/sign-in.ts';
import { buildTestApp, csrfHeaders } from '../helpers/build-test-app.ts';
import { sourcePages } from '../helpers/pages.ts';
import { createGame } from '../factories/games.ts';
import { createSubmission } from '../factories/submissions.ts';

/**
 * Walks every operation of the OpenAPI document and the page routes with generated bad input:
 * wrong types, NUL characters, lone surrogates, huge numbers and strings, deep nesting, broken
 * JSON and odd content types, signed in as an admin (session and anti-forgery token) and not.
 * No answer may be a 5xx or show a stack trace. The seed is fixed, so a failure repeats.
 * The pages are rendered from the sources (tests/helpers/pages.ts), so the suite needs no build.
 */
const SEED = 20261122;
const RUNS_PER_OPERATION = 70;
const RUNS_PER_PAGE = 40;

const STACK_TRACE = /\bat (?:[^\s()]+ )?\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/;

let database: DatabaseHandle;
let app: FastifyInstance;
let site: Awaited<ReturnType<typeof sourcePages>>;
let closeApp: () => Promise<void>;
let adminHeaders: Record<string, string>;
let anonymousHeaders: Record<string, string>;
let openapi: OpenApi;
let requests = 0;

interface OpenApiOperation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
interface JsonSchema {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  type?: string | string[];
}
interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

beforeAll(async () => {
  site = await sourcePages();
  const built = await buildTestApp({ CAPTCHA_FIXED_ANSWER: 'Fuzz42', RATE_LIMITS: 'off' }, { pages: site.pages });
  app = built.app;
  database = built.database;
  closeApp = built.close;
  for (let i = 0; i < 3; i++) await createGame(database.db, { title: `Fuzzy Fields ${i}` });
  await createSubmission(database.db);
  adminHeaders = (await signInAsAdmin(app)).headers;
  anonymousHeaders = await csrfHeaders(app);
  openapi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
}, 120_000);

afterAll(async () => {
  await closeApp?.();
  await site?.close();
  console.info(`fuzz: ${requests} requests`);
});

// ---- generators -------------------------------------------------------------------------------

const nastyText = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud800',
  'tail \udfff',
  '\udc00\ud800',
  '🍵\ud83c',
  '',
  ' ',
  '2147483648',
  '9999999999',
  '-1',
  '0',
  '1.5',
  '1e999',
  'NaN',
  '0x10',
  '１２',
  'null',
  'true',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '\\u0000',
  'x'.repeat(5_000),
  '\u202e\u0301\ufeff',
);

const text = fc.oneof(nastyText, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 20 }));

const number = fc.oneof(
  fc.constantFrom(2_147_483_648, 9_999_999_999, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e308, -0, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor')), tie('value'), { maxKeys: 4 }),
  ),
}));

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Bodies that are not a JSON value at all, or are one that is hard to swallow. */
const rawBody = fc.constantFrom(
  '',
  '{',
  '{"title":',
  'null',
  '"just a string"',
  '[]',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '\u0000\u0001\u0002',
  'title=x&description=y',
  deepArray(10_000),
  deepObject(5_000),
  `{"s":"${'x'.repeat(70_000)}"}`,
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json, text/plain',
  undefined,
);

/** A path segment: generated text, escaped, or an escape that is itself broken. */
const segment = fc.oneof(
  text.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, 'x'))),
  fc.constantFrom('%00', '%ff', '%', '%zz', '%ED%A0%80', '2147483648', '9999999999', '-1', '0', '1', '%2e%2e', 'a%00b'),
);

const queryValue = segment;

function resolve(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  return openapi.components?.schemas?.[schema.$ref.split('/').pop()!];
}

/** An object with the operation's own field names, each holding a plausible or a bad value. */
function bodyFor(operation: OpenApiOperation) {
  const schema = resolve(operation.requestBody?.content['application/json']?.schema);
  const names = Object.keys(schema?.properties ?? {});
  const plausible = (name: string) => {
    const property = resolve(schema?.properties?.[name]);
    if (property?.enum?.length) return fc.constantFrom(...property.enum);
    return jsonValue;
  };
  const shaped = names.length
    ? fc.record(Object.fromEntries(names.map((name) => [name, fc.oneof(plausible(name), jsonValue)])), {
        requiredKeys: [],
      })
    : fc.dictionary(text, jsonValue, { maxKeys: 3 });
  return fc.oneof(
    { weight: 5, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: rawBody },
  );
}

// ---- checks -----------------------------------------------------------------------------------

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  requests++;
  const response = await app.inject(options);
  const label = `${options.method} ${options.url} -> ${response.statusCode}\n${response.body.slice(0, 500)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(STACK_TRACE);
  return response;
}

function fillPath(template: string, values: string[]): string {
  let index = 0;
  return template.replace(/\{[^}]+\}/g, () => values[index++] ?? '1');
}

describe('every API operation with generated bad input', () => {
  it('never answers 5xx nor shows a stack trace', async () => {
    let operationIndex = 0;
    for (const [template, item] of Object.entries(openapi.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        operationIndex++;
        const pathCount = (template.match(/\{/g) ?? []).length;
        const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const hasBody = Boolean(operation.requestBody);
        // Signing out would end the admin session the other operations rely on.
        const mayUseAdmin = template !== '/api/auth/logout';
        const request = fc.record({
          path: fc.array(fc.oneof(segment, fc.constantFrom('1', '2', '3')), {
            minLength: pathCount,
            maxLength: pathCount,
          }),
          query: fc.dictionary(
            queryNames.length ? fc.oneof(fc.constantFrom(...queryNames), text) : text,
            fc.oneof(queryValue, fc.constant('%00')),
            { maxKeys: 3 },
          ),
          body: hasBody ? bodyFor(operation) : fc.option(rawBody),
          contentType,
          asAdmin: fc.boolean(),
        });
        await fc.assert(
          fc.asyncProperty(request, async (input) => {
            const query = Object.entries(input.query)
              .map(([name, value]) => `${encodeURIComponent(name.replace(/[\ud800-\udfff]/g, 'x'))}=${value}`)
              .join('&');
            const url = fillPath(template, input.path) + (query ? `?${query}` : '');
            const headers: Record<string, string> = {
              ...(input.asAdmin && mayUseAdmin ? adminHeaders : anonymousHeaders),
            };
            if (input.contentType) headers['content-type'] = input.contentType;
            await send({
              method: method.toUpperCase() as InjectOptions['method'],
              url,
              headers,
              payload: input.body ?? undefined,
            });
          }),
          { seed: SEED + operationIndex, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      }
    }
    // The admin session lived through the fuzzing, so validation behind sign-in was reached.
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: adminHeaders });
    expect(me.statusCode).toBe(200);
  }, 240_000);
});

describe('every page route with generated bad input', () => {
  const pages: [string, fc.Arbitrary<string>][] = [
    ['/game/{slug}', segment.map((s) => `/game/${s}`)],
    ['/games/{id}', segment.map((s) => `/games/${s}`)],
    [
      '/?…',
      fc
        .record({
          search: queryValue,
          platform: queryValue,
          combat: queryValue,
          sort: queryValue,
          page: queryValue,
          all: queryValue,
        })
        .map(
          (q) =>
            `/?${Object.entries(q)
              .map(([k, v]) => `${k}=${v}`)
              .join('&')}`,
        ),
    ],
    ['/report-error?game=…', queryValue.map((v) => `/report-error?game=${v}`)],
    ['/admin?tab=…', queryValue.map((v) => `/admin?tab=${v}`)],
    ['any path', fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`)],
    [
      'fixed pages',
      fc.constantFrom(
        '/',
        '/about',
        '/contact',
        '/submit-game',
        '/privacy-policy',
        '/terms-of-service',
        '/sitemap.xml',
        '/feed.xml',
        '/robots.txt',
        '/upcoming',
        '/upcoming.ics',
      ),
    ],
  ];

  it.each(pages)(
    '%s never answers 5xx nor shows a stack trace',
    async (_name, url) => {
      await fc.assert(
        fc.asyncProperty(url, fc.constantFrom('GET', 'HEAD'), fc.boolean(), async (path, method, asAdmin) => {
          const headers = { accept: 'text/html', ...(asAdmin ? { cookie: adminHeaders.cookie! } : {}) };
          await send({ method: method as 'GET', url: path, headers });
        }),
        { seed: SEED, numRuns: RUNS_PER_PAGE, endOnFailure: true },
      );
    },
    120_000,
  );

  it('answers addresses that cannot name a game with 404, and ignores a search it cannot use', async () => {
    for (const url of ['/game/%00', '/game/a%00b', '/games/2147483648', '/games/9999999999']) {
      expect((await send({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const home = await send({ method: 'GET', url: '/?search=a%00b' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
  });
});
