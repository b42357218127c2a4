import { z } from 'zod';
import { databaseOptionsFromConfig, type DatabaseOptions } from './client.ts';

/** An environment variable that may be unset or empty. */
export const optionalEnv = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The variables that choose the database; the server's configuration checks them with the rest. */
export const databaseEnvShape = {
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalEnv(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
};

/** The database the `db:*` scripts open, from the same variables the server reads; a bad value stops them. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  const parsed = z.object(databaseEnvShape).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return databaseOptionsFromConfig({ dataDir: parsed.data.DATA_DIR, databaseUrl: parsed.data.DATABASE_URL });
}
