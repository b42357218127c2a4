import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { csrfHeaders } from './build-test-app.ts';

let clients = 0;

/**
 * A client address no other request in this test file has used, so per-client rate limits apply
 * only where a test means them to.
 */
export function freshIp(): string {
  clients++;
  // A network of its own too (votes are limited per /24).
  return `10.${(clients >> 8) & 255}.${clients & 255}.${(clients % 250) + 1}`;
}

/** A new captcha challenge's id. */
export async function newCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: freshIp() });
  return response.json<{ id: string }>().id;
}

export interface WriteOptions {
  /** Request headers; a fresh anti-forgery token pair when omitted. */
  headers?: Record<string, string>;
  /** Extra cookies, sent beside the anti-forgery cookie. */
  cookies?: Record<string, string>;
  /** The client's address; a fresh one when omitted. */
  ip?: string;
}

/** A visitor's write: POST with JSON, the anti-forgery token and a client address of its own. */
export async function post(app: FastifyInstance, url: string, payload: unknown, options: WriteOptions = {}) {
  const headers = { ...(options.headers ?? (await csrfHeaders(app))) };
  if (options.cookies) {
    const extra = Object.entries(options.cookies).map(([name, value]) => `${name}=${value}`);
    headers.cookie = [headers.cookie, ...extra].filter(Boolean).join('; ');
  }
  const request: InjectOptions = {
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    headers,
    remoteAddress: options.ip ?? freshIp(),
  };
  return app.inject(request);
}

export async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
}
