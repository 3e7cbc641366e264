import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema';
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP } from '../../src/server/features/sessions/sessions.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';

// Sign-ins the throttle refuses reach the audit log through the real app, once per window and key, however many come.

let t: TestApp;
let agent: Agent;
const db = () => t.app.ordo.database.db;

beforeAll(async () => {
  t = await startTestApp();
  agent = await t.anonymous();
});
afterAll(async () => t?.close());

/** A sign-in attempt as if sent from `ip`; answers its status. */
async function attempt(email: string, password: string, ip: string): Promise<number> {
  const res = await agent.request({ method: 'POST', url: '/users/sign_in', payload: { user: { email, password } }, remoteAddress: ip });
  return res.statusCode;
}

const throttled = async (ip: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'sign_in.failed'), eq(auditEvents.ip, ip), sql`${auditEvents.details}->>'reason' = 'rate_limited'`));

describe('a sign-in refused by the throttle', () => {
  it('is audited once per e-mail and address in the window, even when many arrive at once', async () => {
    const victim = await t.createUser();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) expect(await attempt(victim.email, `bad guess ${i}!!`, '10.0.1.1')).toBe(401);
    expect(await attempt(victim.email, victim.password, '10.0.1.1')).toBe(429);
    expect(await attempt(victim.email, 'yet another guess', '10.0.1.1')).toBe(429);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => attempt(victim.email, 'a burst of guesses', '10.0.1.2')));
    expect(statuses.every((s) => s === 429)).toBe(true);

    const [first, ...rest] = await throttled('10.0.1.1');
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      actorId: victim.id,
      actorEmail: victim.email,
      targetId: victim.id,
      targetLabel: victim.email,
      details: { reason: 'rate_limited', limit: 'email' },
    });
    expect(await throttled('10.0.1.2')).toHaveLength(1);

    // Past the window (15 minutes) the next refusal is recorded again.
    await db().update(auditEvents).set({ createdAt: sql`${auditEvents.createdAt} - interval '16 minutes'` }).where(eq(auditEvents.id, first.id));
    expect(await attempt(victim.email, 'after a while', '10.0.1.1')).toBe(429);
    expect(await throttled('10.0.1.1')).toHaveLength(2);
  });

  it('is audited once per address when the address is over its limit, whatever e-mails it tries next', async () => {
    const ip = '10.0.2.1';
    const tag = Date.now();
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) expect(await attempt(`nobody${i}-${tag}@example.org`, 'a guessed password', ip)).toBe(401);
    for (let i = 0; i < 5; i += 1) expect(await attempt(`sprayed${i}-${tag}@example.org`, 'a guessed password', ip)).toBe(429);

    const rows = await throttled(ip);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, actorEmail: `sprayed0-${tag}@example.org`, targetId: null, details: { reason: 'rate_limited', limit: 'ip' } });
    const failures = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'sign_in.failed'), eq(auditEvents.ip, ip)));
    expect(failures).toHaveLength(MAX_FAILURES_PER_IP + 1);
  });
});
