import type { JobStatus } from '@/contracts/workbench';

/** Spec admin §4: a progress message containing "completed" ends the job. */
export function isCompletedMessage(message: string): boolean {
  return message.includes('completed');
}

/** Spec admin §4: a progress message containing "ERROR:" ends the job as failed. */
export function isErrorMessage(message: string): boolean {
  return message.includes('ERROR:');
}

export function isFinalMessage(message: string): boolean {
  return isCompletedMessage(message) || isErrorMessage(message);
}

/** Spec admin §4 (split job show): the live log reports that results were stored. */
export function isResultsSavedMessage(message: string): boolean {
  return message.includes('Results saved to database');
}

/** Pending and processing jobs still change on the server; the pages keep refreshing them. */
export function isActiveStatus(status: JobStatus | string | null | undefined): boolean {
  return status === 'pending' || status === 'processing';
}
