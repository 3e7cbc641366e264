import { DrizzleQueryError } from 'drizzle-orm';
/**
 * Thrown by a job handler to fail the job at once, without retries; `message` is the readable
 * reason stored on the background_jobs row and shown after "ERROR: " on the live channel.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** The reason a job failed, as a person reads it on the job record and the live channel. */
export function describeJobError(error: unknown): string {
  // A failed query's own message is its SQL and parameters: the person reads the database's reason instead.
  if (error instanceof DrizzleQueryError) return `The database refused the work: ${describeJobError(error.cause ?? 'no reason given')}`;
  if (error instanceof Error) return error.message.trim() || error.name;
  if (typeof error === 'string' && error.trim()) return error.trim();
  return 'Unknown error';
}

/** What a workbench job row says when its job could not be queued (the queue or database refused it). */
export function notQueuedReason(error: unknown): string {
  return `The job could not be queued (${describeJobError(error)}). Save it again to retry.`;
}
