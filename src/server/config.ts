import { resolve } from 'node:path';
import { z } from 'zod';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  ORDO_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ORDO_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ORDO_ADMIN_EMAIL: z.string().email('must be an e-mail address').optional(),
  ORDO_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  ORDO_SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  ORDO_WORKER: z.enum(['inline', 'off']).default('inline'),
  ORDO_SEED: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDUCTO_API_KEY: z.string().min(1).optional(),
  REDUCTO_BASE_URL: z.string().url().default('https://platform.reducto.ai'),
  ORDO_FEEDBACK_URL: z.string().regex(/^(https?:|mailto:)/, "must be an http(s) or mailto: URL").optional(),
  ORDO_SUPPORT_URL: z.string().regex(/^(https?:|mailto:)/, "must be an http(s) or mailto: URL").optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (content-addressed). */
  storageDir: string;
  /** null = embedded PGlite under dataDir/pglite. */
  databaseUrl: string | null;
  /** In-memory PGlite (tests): never touches the disk. */
  inMemoryDatabase: boolean;
  secret: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  secureCookies: boolean;
  /** Whether this process runs the job worker beside the web server. */
  runWorker: boolean;
  seed: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  feedbackUrl: string;
  supportUrl: string;
  /** Reducto's hosted parser, used for parse jobs only when a key is set. */
  reducto: { apiKey: string; baseUrl: string } | null;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError listing every bad variable in plain words. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ordo cannot start: the environment is invalid.\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.ORDO_DATA_DIR),
    storageDir: resolve(e.ORDO_DATA_DIR, 'storage'),
    databaseUrl: e.DATABASE_URL ?? null,
    inMemoryDatabase: false,
    secret: e.ORDO_SECRET ?? null,
    adminEmail: e.ORDO_ADMIN_EMAIL ?? null,
    adminPassword: e.ORDO_ADMIN_PASSWORD ?? null,
    secureCookies: e.ORDO_SECURE_COOKIES ? e.ORDO_SECURE_COOKIES === 'true' : e.NODE_ENV === 'production',
    runWorker: e.ORDO_WORKER === 'inline',
    seed: e.ORDO_SEED === 'true',
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: 1024 * 1024,
    feedbackUrl: e.ORDO_FEEDBACK_URL ?? 'mailto:feedback@example.org',
    supportUrl: e.ORDO_SUPPORT_URL ?? 'mailto:support@example.org',
    reducto: e.REDUCTO_API_KEY ? { apiKey: e.REDUCTO_API_KEY, baseUrl: e.REDUCTO_BASE_URL } : null,
  };
}
