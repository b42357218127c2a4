/** The little of a pino logger that services use, so they need not know about Fastify. */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {} };
