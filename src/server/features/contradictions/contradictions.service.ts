import type { ContradictionStatus, SuspectedContradiction } from '../../../contracts/contradictions';
import type { AppDb } from '../../db/client';
import { serializeContradiction } from './contradiction-views';
import { chatOwnerIsCodeDoctor, listMessageContradictions, listScanStatuses } from './contradictions.repo';

/** A bot message's conflict scan as its chat shows it. */
export type MessageScanView = { status: ContradictionStatus | null; contradictions: SuspectedContradiction[] };

/**
 * The conflict scans of a chat's messages, for a chat whose owner has code_doctor; null for everyone else (only
 * code_doctor users may read findings, spec chat-app §6). Dismissed findings are left out.
 */
export async function messageScansOfChat(db: AppDb, chatId: number, messageIds: number[]): Promise<Map<number, MessageScanView> | null> {
  if (!(await chatOwnerIsCodeDoctor(db, chatId))) return null;
  const [statuses, found] = await Promise.all([listScanStatuses(db, messageIds), listMessageContradictions(db, messageIds)]);
  const out = new Map<number, MessageScanView>();
  for (const id of messageIds) {
    out.set(id, { status: statuses.get(id) ?? null, contradictions: (found.get(id) ?? []).map(serializeContradiction) });
  }
  return out;
}
