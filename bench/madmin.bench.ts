/**
 * /madmin/activity and the municipality pages at scale: an in-memory embedded database (PGlite) seeded by scripts/seed-activity.ts with 10,000
 * users, 50,000 conversations and 200,000 messages over 90 days, then every activity route called through the real
 * app (routing, session, staff check, Inertia page object or CSV) as a signed-in super admin: 3 warm-up calls, then
 * p50/p95 over 40. Also the cost the rollup triggers add to storing a question and its reply.
 * Target: every activity page < 200 ms p95 (ADR 012). Run: npx tsx bench/madmin.bench.ts (after the web build); on
 * PostgreSQL: ORDO_TEST_DB=postgres DATABASE_URL=postgres://…/ordo_test npx tsx bench/madmin.bench.ts (a fresh
 * database is created and dropped). Each kind of database keeps its own entry in bench/results/madmin.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedActivity } from '../scripts/seed-activity';
import { startTestApp } from '../test/support/app';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_P95_MS = 200;
const RUNS = 40;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const t = await startTestApp();
try {
  const database = t.app.ordo.database;
  const kind = database.kind;
  const seed = await seedActivity(database);
  console.log(`[${kind}] seeded in ${seed.seconds} s: ${seed.users} users, ${seed.chats} conversations, ${seed.messages} messages, ${seed.evaluations} ratings, ${seed.rollupRows} rollup rows`);
  const staff = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  await staff.visit('/madmin/activity');
  const apologyId = Number((await database.query(`SELECT max(id) AS id FROM messages WHERE outcome = 'apologised'`)).rows[0].id);
  const yearAgo = isoDay(new Date(Date.now() - 364 * 86_400_000));
  const m = seed.municipalityId;
  const routes: [string, string, 'page' | 'csv'][] = [
    ['overview, last 30 days, all municipalities', '/madmin/activity', 'page'],
    ['overview, last 30 days, one municipality', `/madmin/activity?municipality_id=${m}`, 'page'],
    ['overview, a year, all municipalities', `/madmin/activity?from=${yearAgo}`, 'page'],
    ['unanswered, page 1', '/madmin/activity/unanswered', 'page'],
    ['unanswered, page 40', '/madmin/activity/unanswered?page=40', 'page'],
    ['unanswered, one municipality', `/madmin/activity/unanswered?municipality_id=${m}`, 'page'],
    ['unhelpful, page 1', '/madmin/activity/unhelpful', 'page'],
    ['unhelpful, a year, page 20', `/madmin/activity/unhelpful?from=${yearAgo}&page=20`, 'page'],
    ['reply detail', `/madmin/activity/replies/${apologyId}`, 'page'],
    ['daily CSV, a year', `/madmin/activity.csv?from=${yearAgo}`, 'csv'],
    ['unanswered CSV, last 30 days', '/madmin/activity/unanswered.csv', 'csv'],
    ['unhelpful CSV, a year', `/madmin/activity/unhelpful.csv?from=${yearAgo}`, 'csv'],
    ['municipalities list (document and conversation counts)', '/madmin/municipalities', 'page'],
    ['municipality page (documents, index state, layers)', `/madmin/municipalities/${m}`, 'page'],
    ['municipality deletion confirmation (what it touches)', `/madmin/municipalities/${m}/delete`, 'page'],
  ];
  const results: Record<string, unknown>[] = [];
  for (const [name, url, format] of routes) {
    const call = async () => {
      const started = performance.now();
      if (format === 'page') await staff.visit(url);
      else {
        const res = await staff.get(url);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      }
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await call());
    const row = { route: name, url, p50Ms: Number(percentile(times, 0.5).toFixed(1)), p95Ms: Number(percentile(times, 0.95).toFixed(1)), runs: RUNS };
    console.log(`[${kind}] ${name}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms${format === 'page' && row.p95Ms >= TARGET_P95_MS ? '  (over target)' : ''}`);
    results.push(row);
  }
  // The triggers' cost on the write path: a question and its reply stored, with and without the rollup triggers.
  const chatId = Number((await database.query('SELECT max(id) AS id FROM chats')).rows[0].id);
  const store = async () => {
    const started = performance.now();
    await database.query(
      `WITH q AS (INSERT INTO messages (chat_id, source, content) VALUES (${chatId}, 'from_human', 'bench question') RETURNING id)
       INSERT INTO messages (chat_id, source, content, reply_to_id, outcome, seconds_saved) SELECT ${chatId}, 'from_bot', 'bench answer', id, 'answered', 150 FROM q`,
    );
    return performance.now() - started;
  };
  const writes = async () => {
    for (let i = 0; i < 5; i++) await store();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await store());
    return Number(percentile(times, 0.95).toFixed(2));
  };
  const withTriggers = await writes();
  await database.query('ALTER TABLE messages DISABLE TRIGGER activity_messages_inserted');
  const withoutTriggers = await writes();
  await database.query('ALTER TABLE messages ENABLE TRIGGER activity_messages_inserted');
  console.log(`[${kind}] storing a question and its reply: p95 ${withTriggers} ms with the rollup trigger, ${withoutTriggers} ms without`);
  const worstPage = Math.max(...results.filter((_, i) => routes[i][2] === 'page').map((r) => r.p95Ms as number));
  const file = join(repoDir, 'bench/results/madmin.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const entry = { measuredAt: new Date().toISOString(), seed, targetPageP95Ms: TARGET_P95_MS, worstPageP95Ms: worstPage, routes: results, storeQuestionAndReplyP95Ms: { withTriggers, withoutTriggers } };
  writeFileSync(file, `${JSON.stringify({ ...(previous.pglite || previous.postgres ? previous : {}), [kind]: entry }, null, 2)}\n`);
} finally {
  await t.close();
}
