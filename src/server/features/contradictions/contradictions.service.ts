import type { ContradictionStatus, SuspectedContradiction } from '../../../contracts/contradictions';
import type { AppDb } from '../../db/client';
import { serializeContradiction } from './contradiction-views';
import { listMessageContradictions, listScanStatuses } from './contradictions.repo';

/** A bot message's conflict scan as its chat shows it. */
export type MessageScanView = { status: ContradictionStatus | null; contradictions: SuspectedContradiction[] };

/**
 * The conflict scans of a chat's bot messages; the caller asks only for an owner with code_doctor (only code_doctor
 * users may read findings, spec chat-app §6). Dismissed findings are left out.
 */
export async function messageScansOfChat(db: AppDb, messageIds: number[]): Promise<Map<number, MessageScanView>> {
  const [statuses, found] = await Promise.all([listScanStatuses(db, messageIds), listMessageContradictions(db, messageIds)]);
  const out = new Map<number, MessageScanView>();
  for (const id of messageIds) {
    out.set(id, { status: statuses.get(id) ?? null, contradictions: (found.get(id) ?? []).map(serializeContradiction) });
  }
  return out;
}
