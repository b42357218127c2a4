import { z } from 'zod';
import type { PasswordPolicy } from '../common/password-policy.ts';
import type { S3Settings } from './modules/covers/s3-store.ts';
import { databaseEnvShape, optionalEnv as optional } from '../db/config.ts';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    WEB_CONCURRENCY: z.coerce
      .number({ error: 'must be a number of processes' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .default(1),
    ...databaseEnvShape,
    SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' })),
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(6)),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
    CAPTCHA_FIXED_ANSWER: optional(z.string().min(1)),
    PASSWORD_MIN_LENGTH: z.coerce.number({ error: 'must be a number' }).int().min(6, 'must be at least 6').default(6),
    PASSWORD_MAX_LENGTH: z.coerce.number({ error: 'must be a number' }).int().min(8).max(1024).default(128),
    PASSWORD_REQUIRE: optional(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z.enum(['lowercase', 'uppercase', 'numeric', 'symbol'], {
              error: 'lists lowercase, uppercase, numeric or symbol',
            }),
          ),
        ),
    ),
    CATALOGUE_CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).default(30),
    RESPONSE_CACHE_MB: z.coerce.number({ error: 'must be a number' }).int().min(0).max(16384).default(64),
    RESPONSE_CACHE_KEY_PARAM: z
      .string()
      .regex(/^[a-z][a-z0-9_-]{0,31}$/, 'must be a query parameter name (lowercase letters, digits, - and _)')
      .optional(),
    REQUEST_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, 'must be at least 0.1')
      .max(3600, 'must be at most 3600')
      .default(30),
    HEADERS_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, 'must be at least 0.1')
      .max(3600, 'must be at most 3600')
      .default(10),
    OVERLOAD_DELAY_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(0)
      .max(60_000)
      .default(1000),
    RATE_LIMITS: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    ADMIN_REQUIRE_2FA: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[1-9])$/, "must be 'true', 'false' or a number of proxies from 1 to 9")
      .default('false'),
    CLIENT_REQUEST_RATE: z.coerce
      .number({ error: 'must be a number of requests a second' })
      .int()
      .min(0)
      .max(100_000)
      .default(50),
    IMAGE_FETCH_ALLOW_LOOPBACK: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
    ART_IMPORT: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    ART_STEAM_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin' })
      .default('https://store.steampowered.com'),
    S3_BUCKET: optional(z.string().min(3).max(63)),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    S3_PREFIX: z.string().max(200).default('covers/'),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.CAPTCHA_FIXED_ANSWER) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_FIXED_ANSWER'],
        message: 'must not be set when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && env.RATE_LIMITS === 'off') {
      ctx.addIssue({ code: 'custom', path: ['RATE_LIMITS'], message: 'must not be off when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && env.IMAGE_FETCH_ALLOW_LOOPBACK === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['IMAGE_FETCH_ALLOW_LOOPBACK'],
        message: 'must not be true when NODE_ENV=production',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    // The embedded database belongs to one process, and limits kept in memory would be counted
    // once per process: several processes share PostgreSQL and Redis instead.
    const missing = [env.DATABASE_URL ? '' : 'DATABASE_URL', env.REDIS_URL ? '' : 'REDIS_URL'].filter(Boolean);
    if (env.WEB_CONCURRENCY > 1 && missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: `more than one process needs ${missing.join(' and ')}`,
      });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Server processes sharing the port (WEB_CONCURRENCY); more than one needs PostgreSQL and Redis. */
  processes: number;
  dataDir: string;
  databaseUrl?: string;
  /** Canonical origin without a trailing slash; falls back to the request's own origin when unset. */
  siteUrl?: string;
  admin?: { email: string; password: string };
  sessionSecret?: string;
  smtpUrl?: string;
  redisUrl?: string;
  captchaFixedAnswer?: string;
  passwordPolicy: PasswordPolicy;
  /** How long catalogue lists are reused in memory (0: not at all). */
  catalogueCacheSeconds: number;
  /** Memory for anonymous pages and API answers, in MiB (0: no response cache). */
  responseCacheMegabytes: number;
  /**
   * A query parameter that tells kept answers apart though no page reads it: measuring only (the
   * benchmark's rendered-per-request `/about`); unset, as it must be when serving, none.
   */
  responseCacheKeyParam?: string;
  /** The whole request, headers and body, must arrive within this; headers within the second. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Shed load (503) while the event loop runs this late, in milliseconds; 0 never sheds. */
  maxEventLoopDelayMs: number;
  /** Off only for test servers that send every request from one address. */
  rateLimits: boolean;
  /** Admins must turn on a second factor before using the admin area. */
  adminRequireTwoFactor: boolean;
  /** Behind reverse proxies, how many of them to trust for the client's address in X-Forwarded-For (false: none). */
  trustProxy: false | number;
  /** Requests a second one client may make to this process on average (0: no budget). */
  clientRequestRate: number;
  /** Fetching cover images from loopback addresses (test servers only; refused in production). */
  imageFetchAllowLoopback: boolean;
  /** Import games' art in the background after start (ART_IMPORT). */
  artImport: boolean;
  /** The Steam store's origin the art import asks (ART_STEAM_URL; a loopback stand-in in tests). */
  steamStoreUrl: string;
  /** Cover renditions go to this S3-compatible bucket; in the database when unset. */
  s3?: S3Settings;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    processes: e.WEB_CONCURRENCY,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    captchaFixedAnswer: e.CAPTCHA_FIXED_ANSWER,
    passwordPolicy: {
      minLength: e.PASSWORD_MIN_LENGTH,
      maxLength: e.PASSWORD_MAX_LENGTH,
      require: e.PASSWORD_REQUIRE ?? [],
    },
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    responseCacheMegabytes: e.RESPONSE_CACHE_MB,
    responseCacheKeyParam: e.RESPONSE_CACHE_KEY_PARAM,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    // Node requires the headers' limit to be no longer than the whole request's.
    headersTimeoutMs: Math.round(Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000),
    maxEventLoopDelayMs: e.OVERLOAD_DELAY_MS,
    rateLimits: e.RATE_LIMITS === 'on',
    adminRequireTwoFactor: e.ADMIN_REQUIRE_2FA === 'true',
    // The client is the address the nearest proxies saw, never what the request itself claims further
    // left in X-Forwarded-For: `true` trusts one proxy, a number that many.
    trustProxy: e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? 1 : Number(e.TRUST_PROXY),
    clientRequestRate: e.RATE_LIMITS === 'on' ? e.CLIENT_REQUEST_RATE : 0,
    imageFetchAllowLoopback: e.IMAGE_FETCH_ALLOW_LOOPBACK === 'true',
    artImport: e.ART_IMPORT === 'on',
    steamStoreUrl: e.ART_STEAM_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
  };
}
