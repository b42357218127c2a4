import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('configuration', () => {
  it('has defaults that run the site locally', () => {
    expect(loadConfig({})).toMatchObject({ env: 'development', port: 3000, host: '0.0.0.0', dataDir: './data' });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/cozy',
      DATABASE_URL: 'postgres://localhost:5432/cozy',
      SITE_URL: 'https://cozy.example/',
      ADMIN_EMAIL: 'admin@cozy.example',
      ADMIN_PASSWORD: 'secret-enough',
      SESSION_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://localhost:5432/cozy',
      siteUrl: 'https://cozy.example',
      admin: { email: 'admin@cozy.example', password: 'secret-enough' },
      smtpUrl: 'smtp://mail.example:587',
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SITE_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      siteUrl: undefined,
    });
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toEqual([
        'PORT: must be a port number',
        'DATABASE_URL: must be a postgres:// URL',
        'SESSION_SECRET: must be at least 32 characters',
      ]);
    }
  });

  it('refuses a fixed captcha answer in production, and an admin email without a password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED_ANSWER: 'abc' })).toThrow(
      /CAPTCHA_FIXED_ANSWER: must not be set when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.example' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
  });

  it('stops the server with exit code 78 and the list of problems', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/tmp/cozy-config-test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT: must be a port number');
  });
});

describe('rate limits setting', () => {
  it('may be off for a test server, never in production', () => {
    expect(loadConfig({ RATE_LIMITS: 'off', NODE_ENV: 'test' }).rateLimits).toBe(false);
    expect(loadConfig({}).rateLimits).toBe(true);
    expect(() => loadConfig({ RATE_LIMITS: 'off', NODE_ENV: 'production' })).toThrow(/RATE_LIMITS: must not be off/);
  });

  it('gives each client a budget of requests a second, which goes with the other limits', () => {
    expect(loadConfig({}).clientRequestRate).toBe(50);
    expect(loadConfig({ CLIENT_REQUEST_RATE: '5' }).clientRequestRate).toBe(5);
    expect(loadConfig({ CLIENT_REQUEST_RATE: '5', RATE_LIMITS: 'off', NODE_ENV: 'test' }).clientRequestRate).toBe(0);
    expect(() => loadConfig({ CLIENT_REQUEST_RATE: 'lots' })).toThrow(/CLIENT_REQUEST_RATE: must be a number/);
  });
});

describe('proxy setting', () => {
  it('trusts no proxy by default, one for true, or the number given', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be 'true', 'false' or a number/);
  });
});

describe('cover settings', () => {
  it('allow fetching images from loopback for tests only, never in production', () => {
    expect(loadConfig({ IMAGE_FETCH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'test' }).imageFetchAllowLoopback).toBe(true);
    expect(loadConfig({}).imageFetchAllowLoopback).toBe(false);
    expect(() => loadConfig({ IMAGE_FETCH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' })).toThrow(
      /IMAGE_FETCH_ALLOW_LOOPBACK: must not be true/,
    );
  });

  it('keep covers in the database unless a bucket is named, and take S3 keys in pairs', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: 'cozy-covers', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toMatchObject({ bucket: 'cozy-covers', region: 'us-east-1', prefix: 'covers/', forcePathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: 'cozy-covers', S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/);
  });
});

describe('server processes', () => {
  it('run one by default, and several only on PostgreSQL with Redis', () => {
    expect(loadConfig({}).processes).toBe(1);
    const shared = { DATABASE_URL: 'postgres://localhost:5432/cozy', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(loadConfig({ ...shared, WEB_CONCURRENCY: '4' }).processes).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: shared.DATABASE_URL })).toThrow(
      /WEB_CONCURRENCY: more than one process needs REDIS_URL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY: must be at least 1/);
  });
});
