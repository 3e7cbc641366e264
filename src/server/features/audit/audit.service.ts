import type { AuditAction, AuditEventView } from '../../../contracts/audit';
import type { Paging } from '../../../contracts/workbench';
import type { AppDb } from '../../db/client';
import { type AuditEventRow, findAuditEventsPage, insertAuditEvent } from './audit.repo';

/** Who did it: the signed-in user (null for an anonymous sign-in attempt) and their address. */
export type AuditActor = { id: number | null; email: string | null; ip: string | null };

export type AuditTarget = { type: 'user' | 'municipality' | 'document'; id: number | null; label: string };

export const AUDIT_PAGE_SIZE = 50;

/** Records one audit event; pass the transaction's handle so the event commits (or rolls back) with the change. */
export async function recordAuditEvent(
  db: AppDb,
  actor: AuditActor,
  action: AuditAction,
  target: AuditTarget | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertAuditEvent(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    targetLabel: target?.label ?? null,
    details,
    ip: actor.ip,
  });
}

function serializeAuditEvent(row: AuditEventRow): AuditEventView {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action as AuditAction,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    details: row.details,
    ip: row.ip,
  };
}

/** Reads `?search=&page=` for /madmin/audit. */
export function auditListQuery(query: Record<string, unknown>): { search: string; page: number } {
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, 200) : '';
  const page = Math.min(Math.max(1, Math.trunc(Number(query.page)) || 1), 100_000);
  return { search, page };
}

/** A page of the audit log, newest first. */
export async function listAuditEvents(db: AppDb, query: { search: string; page: number }): Promise<{ events: AuditEventView[]; paging: Paging }> {
  const { rows, total } = await findAuditEventsPage(db, { ...query, perPage: AUDIT_PAGE_SIZE });
  return {
    events: rows.map(serializeAuditEvent),
    paging: { current_page: query.page, total_pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)), per_page: AUDIT_PAGE_SIZE, total_count: total },
  };
}
