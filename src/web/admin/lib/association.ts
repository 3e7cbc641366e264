/** Spec admin §8 association toasts. */
export const ASSOCIATION_MESSAGES = {
  associated: 'Document associated successfully',
  disassociated: 'Document disassociated successfully',
  associateFailed: 'Failed to associate document',
  disassociateFailed: 'Failed to disassociate document',
  bulkFailed: 'Failed to associate documents',
} as const;

/** After a bulk associate: "N document(s) associated successfully" (+ ", M failed"), or the all-failed message. */
export function bulkAssociateMessage(succeeded: number, failed: number): { tone: 'success' | 'error'; text: string } {
  if (succeeded === 0) return { tone: 'error', text: ASSOCIATION_MESSAGES.bulkFailed };
  const text = `${succeeded} document(s) associated successfully${failed > 0 ? `, ${failed} failed` : ''}`;
  return { tone: 'success', text };
}
