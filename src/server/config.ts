import { resolve } from 'node:path';
import { z } from 'zod';

export const AI_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];
const EXAMPLE_MODEL: Record<AiProviderName, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  'openai-compatible': 'llama3.1',
};

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
  ORDO_WORKER_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(3600).default(10),
  ORDO_WORKER_LOST_AFTER_SECONDS: z.coerce.number().min(1).max(86_400).default(30),
  ORDO_JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  ORDO_SEED: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDUCTO_API_KEY: z.string().min(1).optional(),
  REDUCTO_BASE_URL: z.string().url().default('https://platform.reducto.ai'),
  ORDO_FEEDBACK_URL: z.string().regex(/^(https?:|mailto:)/, "must be an http(s) or mailto: URL").optional(),
  ORDO_SUPPORT_URL: z.string().regex(/^(https?:|mailto:)/, "must be an http(s) or mailto: URL").optional(),
  ORDO_AI_PROVIDER: z.enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(', ')} (or unset for offline)` }).optional(),
  ORDO_AI_API_KEY: z.string().min(1).optional(),
  ORDO_AI_BASE_URL: z.string().url('must be an http(s) URL, e.g. http://localhost:11434/v1').optional(),
  ORDO_AI_MODEL: z.string().min(1).optional(),
  ORDO_EMBEDDING_MODEL: z.string().min(1).optional(),
});

/** Checks the AI variables as a whole: which ones each provider needs, and which it cannot use. */
function aiIssues(e: z.infer<typeof Env>): string[] {
  const issues: string[] = [];
  if (!e.ORDO_AI_PROVIDER) {
    for (const name of ['ORDO_AI_API_KEY', 'ORDO_AI_BASE_URL', 'ORDO_AI_MODEL', 'ORDO_EMBEDDING_MODEL'] as const) {
      if (e[name]) issues.push(`${name}: is set but ORDO_AI_PROVIDER is not; set ORDO_AI_PROVIDER (${AI_PROVIDERS.join(', ')}) or unset ${name}`);
    }
    return issues;
  }
  const provider = e.ORDO_AI_PROVIDER;
  if (!e.ORDO_AI_MODEL) issues.push(`ORDO_AI_MODEL: is required with ORDO_AI_PROVIDER=${provider} (the chat model id, e.g. ${EXAMPLE_MODEL[provider]})`);
  if (provider !== 'openai-compatible' && !e.ORDO_AI_API_KEY) issues.push(`ORDO_AI_API_KEY: is required with ORDO_AI_PROVIDER=${provider}`);
  if (provider === 'openai-compatible' && !e.ORDO_AI_BASE_URL) {
    issues.push('ORDO_AI_BASE_URL: is required with ORDO_AI_PROVIDER=openai-compatible (the server\'s /v1 URL, e.g. http://localhost:11434/v1)');
  }
  if (provider === 'anthropic' && e.ORDO_EMBEDDING_MODEL) {
    issues.push('ORDO_EMBEDDING_MODEL: Anthropic offers no embedding models; unset it (search stays lexical) or use openai / openai-compatible');
  }
  return issues;
}

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
  /** Worker liveness and retry timing (docs/decisions/013); unset = the production defaults. */
  jobs?: JobTiming;
  seed: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  feedbackUrl: string;
  supportUrl: string;
  /** Reducto's hosted parser, used for parse jobs only when a key is set. */
  reducto: { apiKey: string; baseUrl: string } | null;
  /** The LLM provider for AI steps; null = every step runs its offline implementation. */
  ai: AiConfig | null;
};

export type AiConfig = {
  provider: AiProviderName;
  apiKey: string | null;
  /** null = the provider's default endpoint. */
  baseUrl: string | null;
  /** The chat model id used for structured output (extraction, questions). */
  model: string;
  /** The embedding model id; null = no embeddings (search stays lexical). */
  embeddingModel: string | null;
};

export type JobTiming = {
  /** How often a worker refreshes its heartbeat row. */
  heartbeatSeconds: number;
  /** A worker not seen for this long is taken for gone: the jobs it was running are retried. */
  lostAfterSeconds: number;
  /** The first retry's delay (later ones back off exponentially). */
  retryDelaySeconds: number;
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
  const issues = aiIssues(e);
  if (e.ORDO_WORKER_LOST_AFTER_SECONDS < 2 * e.ORDO_WORKER_HEARTBEAT_SECONDS) {
    issues.push(
      `ORDO_WORKER_LOST_AFTER_SECONDS: must be at least twice ORDO_WORKER_HEARTBEAT_SECONDS (${e.ORDO_WORKER_HEARTBEAT_SECONDS}), or a live worker would be taken for gone between two heartbeats`,
    );
  }
  if (issues.length) throw new ConfigError(`Ordo cannot start: the environment is invalid.\n${issues.map((i) => `  ${i}`).join('\n')}`);
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
    jobs: {
      heartbeatSeconds: e.ORDO_WORKER_HEARTBEAT_SECONDS,
      lostAfterSeconds: e.ORDO_WORKER_LOST_AFTER_SECONDS,
      retryDelaySeconds: e.ORDO_JOB_RETRY_DELAY_SECONDS,
    },
    seed: e.ORDO_SEED === 'true',
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: 1024 * 1024,
    feedbackUrl: e.ORDO_FEEDBACK_URL ?? 'mailto:feedback@example.org',
    supportUrl: e.ORDO_SUPPORT_URL ?? 'mailto:support@example.org',
    reducto: e.REDUCTO_API_KEY ? { apiKey: e.REDUCTO_API_KEY, baseUrl: e.REDUCTO_BASE_URL } : null,
    ai:
      e.ORDO_AI_PROVIDER && e.ORDO_AI_MODEL
        ? {
            provider: e.ORDO_AI_PROVIDER,
            apiKey: e.ORDO_AI_API_KEY ?? null,
            baseUrl: e.ORDO_AI_BASE_URL ?? null,
            model: e.ORDO_AI_MODEL,
            embeddingModel: e.ORDO_EMBEDDING_MODEL ?? null,
          }
        : null,
  };
}
