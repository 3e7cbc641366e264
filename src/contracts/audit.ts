import { z } from 'zod';

/** Everything the audit log records. */
export const AuditAction = z.enum([
  'user.created',
  'user.updated',
  'user.disabled',
  'user.enabled',
  'user.password_reset',
  'user.password_changed',
  'user.deleted',
  'municipality.created',
  'municipality.updated',
  'municipality.deleted',
  'layer.imported',
  'layer.mappings_changed',
  'layer.deleted',
  'document.associated',
  'document.disassociated',
  'document.deleted',
  'sign_in.succeeded',
  'sign_in.failed',
]);
export type AuditAction = z.infer<typeof AuditAction>;

/** One audit event as /madmin/audit shows it. */
export type AuditEventView = {
  id: number;
  created_at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: AuditAction;
  target_type: string | null;
  target_id: number | null;
  target_label: string | null;
  details: Record<string, unknown>;
  ip: string | null;
};
