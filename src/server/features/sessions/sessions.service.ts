import { AppError } from '../../../contracts/errors';
import type { AppDb } from '../../db/client';
import { streams } from '../../../contracts/live-events';
import { randomToken, sha256 } from '../../auth/crypto';
import type { Broadcaster } from '../../cable/broadcaster';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { hasThrottledSignInSince, lockAuditKey } from '../audit/audit.repo';
import { recordAuditEvent } from '../audit/audit.service';
import { findUserByEmail, recordSignInTime, type UserRow } from '../users/users.repo';
import {
  countRecentFailuresByEmail,
  countRecentFailuresByIp,
  deleteSession,
  findActiveSession,
  insertSession,
  recordLoginAttempt,
  touchSession,
} from './sessions.repo';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;

export type SignInResult = { user: UserRow; token: string; expiresAt: Date };

/** Checks credentials with throttling; on success creates a session and returns its cookie token. */
export async function signIn(
  db: AppDb,
  input: { email: string; password: string; ip: string; userAgent: string | null },
  now = new Date(),
): Promise<SignInResult> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [byEmail, byIp] = await Promise.all([
    countRecentFailuresByEmail(db, input.email, since),
    countRecentFailuresByIp(db, input.ip, since),
  ]);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
    await auditThrottledSignIn(db, input, byIp >= MAX_FAILURES_PER_IP ? 'ip' : 'email', since);
    throw new AppError(
      'rate_limited',
      'Too many failed sign-in attempts. Wait 15 minutes and try again.',
      { retry_after_seconds: THROTTLE_WINDOW_MS / 1000 },
    );
  }
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const disabled = Boolean(user && valid && user.disabledAt);
  const succeeded = Boolean(user && valid && !disabled);
  await recordLoginAttempt(db, { email: input.email, ip: input.ip, succeeded });
  const actor = { id: user?.id ?? null, email: input.email, ip: input.ip };
  const target = user ? { type: 'user' as const, id: user.id, label: user.email } : null;
  if (!succeeded) {
    const reason = !user ? 'unknown_email' : disabled ? 'disabled' : 'wrong_password';
    await recordAuditEvent(db, actor, 'sign_in.failed', target, { reason });
  }
  if (!user || !valid) throw new AppError('unauthenticated', 'Invalid email or password.');
  // Only someone who knows the password learns that the account is disabled.
  if (disabled) throw new AppError('forbidden', 'This account is disabled. Ask an administrator to re-enable it.');
  await recordAuditEvent(db, actor, 'sign_in.succeeded', target);
  await recordSignInTime(db, user.id, now);

  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { id: sha256(token), userId: user.id, ip: input.ip, userAgent: input.userAgent, expiresAt });
  return { user, token, expiresAt };
}

/**
 * Records a sign-in the throttle refused, once per window and key: the address when it has too many failures, else the
 * e-mail from that address; further refusals are not recorded (a flood cannot fill the audit log).
 */
async function auditThrottledSignIn(db: AppDb, input: { email: string; ip: string }, limit: 'email' | 'ip', since: Date): Promise<void> {
  const email = limit === 'email' ? input.email : null;
  await db.transaction(async (tx) => {
    // Simultaneous refused attempts take turns, so only the first of them records.
    await lockAuditKey(tx, `sign-in-throttled:${limit}:${input.ip}:${email ?? ''}`);
    if (await hasThrottledSignInSince(tx, { ip: input.ip, email, limit, since })) return;
    const user = await findUserByEmail(tx, input.email);
    const target = user ? { type: 'user' as const, id: user.id, label: user.email } : null;
    await recordAuditEvent(tx, { id: user?.id ?? null, email: input.email, ip: input.ip }, 'sign_in.failed', target, { reason: 'rate_limited', limit });
  });
}

/** The user behind a session cookie token, or null; extends the session when it was last seen a while ago. */
export async function resolveSession(db: AppDb, token: string, now = new Date()): Promise<UserRow | null> {
  const id = sha256(token);
  const found = await findActiveSession(db, id, now);
  if (!found) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, id, now, new Date(now.getTime() + SESSION_TTL_MS));
  }
  return found.user;
}

/** The stored id of the session behind a cookie token (the token itself is never stored). */
export function sessionIdOf(token: string): string {
  return sha256(token);
}

/**
 * Ends the session behind a cookie token (no error when it is already gone) and tells every process to close the live
 * sockets opened with it.
 */
export async function signOut(db: AppDb, token: string, broadcaster: Pick<Broadcaster, 'broadcast'>): Promise<void> {
  const session = sessionIdOf(token);
  await deleteSession(db, session);
  await broadcaster.broadcast(streams.sessionsEnded, { session });
}
