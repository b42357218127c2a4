import type { FastifyReply } from 'fastify';
import { TooManySignInsError } from './service.ts';

/** A throttled answer tells the client when to try again. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManySignInsError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
