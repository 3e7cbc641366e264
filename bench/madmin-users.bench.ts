/**
 * /madmin/users and /madmin/audit over 10,000 users and 50,000 audit events: each page goes through the real app
 * (session, super-admin guard, Inertia JSON) as the admin's browser visits it. Cases: the default order, each sort,
 * an e-mail substring search, a deep page, and the audit log unfiltered and searched (a whole e-mail, part of one, an
 * action). Reported: p50, p95
 * and max per case over 20 visits, and the query plans of the two searches. Target: p95 < 100 ms per page.
 * Run: npx tsx bench/madmin-users.bench.ts (PostgreSQL: ORDO_TEST_DB=postgres DATABASE_URL=... npx tsx ...)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/passwords';
import { startTestApp } from '../test/support/app';
import { testingOnPostgres } from '../test/support/database';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const onPostgres = testingOnPostgres();
const resultsPath = join(repoDir, `bench/results/madmin-users${onPostgres ? '-postgres' : ''}.json`);
const USERS = 10_000;
const EVENTS = 50_000;
const VISITS = 20;
const TARGET_P95_MS = 100;

const t = await startTestApp();
const db = t.app.ordo.database.db;
const hash = await hashPassword('a bench password for everyone');
const seedStart = performance.now();
await db.execute(sql`
  INSERT INTO users (email, password_hash, role, grant_access, permit_mvp, created_at, last_sign_in_at)
  SELECT 'user' || i || '@town' || (i % 97) || '.example.org', ${hash}, CASE WHEN i % 500 = 0 THEN 'super_admin' ELSE 'user' END,
         i % 3 = 0, i % 7 = 0, now() - (i || ' minutes')::interval,
         CASE WHEN i % 4 = 0 THEN NULL ELSE now() - ((i * 7) % 10000 || ' minutes')::interval END
  FROM generate_series(1, ${USERS}) AS i`);
await db.execute(sql`
  INSERT INTO audit_events (actor_id, actor_email, action, target_type, target_id, target_label, details, ip, created_at)
  SELECT u.id, u.email, (ARRAY['sign_in.succeeded','sign_in.failed','user.updated','user.created','user.password_reset'])[1 + i % 5],
         'user', u.id, u.email, '{}'::jsonb, '127.0.0.1', now() - (i || ' seconds')::interval
  FROM generate_series(1, ${EVENTS}) AS i JOIN users u ON u.id = 1 + (i % ${USERS})`);
await db.execute(sql`ANALYZE users`);
await db.execute(sql`ANALYZE audit_events`);
const seedMs = Math.round(performance.now() - seedStart);

const admin = await t.createUser({ role: 'super_admin' });
const agent = await t.signIn(admin.email);
await agent.visit('/madmin/users');

const cases: Record<string, string> = {
  'users: newest first': '/madmin/users',
  'users: by e-mail': '/madmin/users?sort=email&direction=asc',
  'users: by role': '/madmin/users?sort=role',
  'users: by last sign-in': '/madmin/users?sort=last_sign_in',
  'users: search "town42"': '/madmin/users?search=town42',
  'users: page 150': '/madmin/users?sort=email&page=150',
  'audit: newest first': '/madmin/audit',
  'audit: search an e-mail': '/madmin/audit?search=user4242%40town71.example.org',
  'audit: search part of one': '/madmin/audit?search=user4242%40',
  'audit: search an action': '/madmin/audit?search=password_reset',
  'audit: page 500': '/madmin/audit?page=500',
};

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const r = (n: number) => Math.round(n * 10) / 10;
  return { n: sorted.length, p50: r(at(0.5)), p95: r(at(0.95)), max: r(sorted.at(-1) ?? 0) };
}

const results: Record<string, ReturnType<typeof stats> & { rows: number; total: number }> = {};
for (const [name, url] of Object.entries(cases)) {
  const times: number[] = [];
  let page = await agent.visit(url);
  for (let i = 0; i < VISITS; i++) {
    const t0 = performance.now();
    page = await agent.visit(url);
    times.push(performance.now() - t0);
  }
  const rows = (page.props.users ?? page.props.events).length as number;
  results[name] = { ...stats(times), rows, total: page.props.paging.total_count };
}

async function plan(query: ReturnType<typeof sql>): Promise<string[]> {
  const res = (await db.execute(query)) as unknown as { rows: Record<string, string>[] };
  return res.rows.map((r) => Object.values(r)[0]);
}
const plans = {
  usersSearch: await plan(sql`EXPLAIN SELECT * FROM users WHERE email ILIKE '%town42%' ORDER BY created_at DESC, id DESC LIMIT 50`),
  auditEmail: await plan(sql`EXPLAIN SELECT * FROM audit_events WHERE actor_email = 'user4242@town71.example.org' OR target_label = 'user4242@town71.example.org' ORDER BY created_at DESC, id DESC LIMIT 50`),
  auditPartial: await plan(sql`EXPLAIN SELECT * FROM audit_events WHERE actor_email ILIKE '%user4242@%' OR target_label ILIKE '%user4242@%' ORDER BY created_at DESC, id DESC LIMIT 50`),
};
await t.close();

const database = onPostgres ? 'PostgreSQL' : 'PGlite (in memory)';
console.log(`/madmin users and audit — ${USERS} users, ${EVENTS} events, ${database}, seeded in ${seedMs} ms, ${cpus().length} CPU, Node ${process.version}, load ${loadavg()[0].toFixed(1)}`);
for (const [name, s] of Object.entries(results)) {
  console.log(`  ${name.padEnd(26)} p50 ${String(s.p50).padStart(6)} ms  p95 ${String(s.p95).padStart(6)} ms  max ${String(s.max).padStart(6)} ms  (${s.rows} shown of ${s.total})`);
}
const worst = Math.max(...Object.values(results).map((s) => s.p95));
console.log(`  target p95 < ${TARGET_P95_MS} ms per page: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'} (worst p95 ${worst} ms)`);
console.log(`  plan, users search:\n    ${plans.usersSearch.join('\n    ')}`);
console.log(`  plan, audit search by e-mail:\n    ${plans.auditEmail.join('\n    ')}`);
console.log(`  plan, audit search by part of one:\n    ${plans.auditPartial.join('\n    ')}`);

mkdirSync(dirname(resultsPath), { recursive: true });
writeFileSync(
  resultsPath,
  `${JSON.stringify(
    {
      benchmark: 'madmin-users',
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10, node: process.version, loadAverage1m: Math.round(loadavg()[0] * 10) / 10 },
      data: { users: USERS, auditEvents: EVENTS, visitsPerCase: VISITS, seedMs },
      database,
      latencyMs: results,
      plans,
      target: { p95Ms: TARGET_P95_MS, met: worst < TARGET_P95_MS },
    },
    null,
    2,
  )}\n`,
);
