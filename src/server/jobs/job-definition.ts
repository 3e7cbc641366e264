import type { Logger } from 'pino';
import { z } from 'zod';

/** What a handler gets besides its payload. */
export type JobContext = {
  /** The background_jobs id: the same on every attempt, so handlers can make their writes idempotent. */
  jobId: string;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  /** pino child logger carrying module, kind, job id and the request id that queued the job. */
  log: Logger;
  /** Aborted when the attempt times out or the worker shuts down; pass it to long calls. */
  signal: AbortSignal;
  /**
   * Records progress (0-100) on the job row and broadcasts it on the job's live stream. Keep
   * "completed" and "ERROR:" out of `message`: clients treat those words as the end of the job.
   */
  progress(percentage: number, message: string): Promise<void>;
};

export type JobResult = Record<string, unknown> | void | undefined;

/** A kind of job: how to validate its payload and how to run it. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  /** Queue name; kebab-case, e.g. "parse-document". */
  kind: string;
  payload: S;
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  /** An attempt running longer than this fails and is retried (default 15 minutes). */
  timeoutSeconds?: number;
  handler(payload: z.output<S>, ctx: JobContext): Promise<JobResult>;
  /**
   * Called once when the job has failed for good (a permanent error, retries spent, or its worker
   * died), so the domain record it works on (a parse job, a message) can say so too.
   */
  onFailed?(payload: z.output<S>, reason: string): Promise<void>;
};

export const JobKind = z
  .string()
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'job kind must be kebab-case, e.g. "parse-document"')
  .max(50);

export const DEFAULT_RETRY_LIMIT = 2;
export const DEFAULT_TIMEOUT_SECONDS = 15 * 60;

// pg-boss caps a job's expiry below 24 hours, and ours is the timeout plus a minute.
const JobSettings = z.object({
  kind: JobKind,
  retryLimit: z.number().int().min(0).max(20).optional(),
  timeoutSeconds: z.number().int().min(1).max(23 * 60 * 60).optional(),
});

/** Declares a job with its payload type inferred from the zod schema; throws on a bad kind or setting. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  JobSettings.parse(definition);
  return definition;
}
