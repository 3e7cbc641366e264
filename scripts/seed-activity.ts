/**
 * Seeds activity at scale for the /madmin/activity pages: by default 10,000 users, 50,000 conversations across 20
 * municipalities and 200,000 messages (a question and its reply, twice per conversation) spread over the last 90 days,
 * about 12% of replies apologising, a third rated (a quarter of those unhelpful) and written feedback on some. All of it
 * is generated in SQL (generate_series, in batches); the activity_daily triggers keep the rollup as they do for real
 * traffic. Seeded users cannot sign in (their password hash is not a hash).
 *
 * Run: npx tsx scripts/seed-activity.ts [--url postgres://…] [--data-dir path] [--messages 200000]
 * (the embedded database under ORDO_DATA_DIR/pglite when neither is given).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { type Database, openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

export type ActivitySeedSize = { users: number; chats: number; messages: number; municipalities: number; days: number };
export const DEFAULT_SEED_SIZE: ActivitySeedSize = { users: 10_000, chats: 50_000, messages: 200_000, municipalities: 20, days: 90 };
const BATCH_PAIRS = 20_000;

const count = async (database: Database, sql: string) => Number((await database.query(sql)).rows[0].n);

/** Seeds the given size of activity into a migrated database; returns how long it took and what now exists. */
export async function seedActivity(database: Database, size: ActivitySeedSize = DEFAULT_SEED_SIZE) {
  const started = performance.now();
  const tag = `s${Date.now().toString(36)}`;
  await database.query(
    `INSERT INTO municipalities (name) SELECT 'Activity Town ' || g FROM generate_series(1, ${size.municipalities}) g ON CONFLICT (name) DO NOTHING`,
  );
  const towns = (await database.query(`SELECT id FROM municipalities WHERE name LIKE 'Activity Town %' ORDER BY id LIMIT ${size.municipalities}`)).rows.map((r) => Number(r.id));
  const userBase = (await count(database, 'SELECT coalesce(max(id), 0) AS n FROM users')) + 1;
  await database.query(
    `INSERT INTO users (id, email, password_hash) SELECT ${userBase} + g, '${tag}-user-' || g || '@seed.invalid', 'seeded-no-login' FROM generate_series(0, ${size.users - 1}) g`,
  );
  const chatBase = (await count(database, 'SELECT coalesce(max(id), 0) AS n FROM chats')) + 1;
  // Municipalities are skewed (a few busy ones): the square of a uniform draw picks low indexes more often.
  await database.query(
    `INSERT INTO chats (id, user_id, municipality_id, title, created_at, updated_at)
     SELECT ${chatBase} + g, ${userBase} + (g * 7) % ${size.users},
       (ARRAY[${towns.join(',')}])[1 + floor(power(((g * 2654435761) % 1000) / 1000.0, 2) * ${towns.length})::int],
       'Seeded conversation ' || g, t, t
     FROM generate_series(0, ${size.chats - 1}) g, LATERAL (SELECT now() - make_interval(secs => ((g::bigint * 7919) % (${size.days} * 86400))) AS t) at`,
  );
  const pairs = Math.floor(size.messages / 2);
  const perChat = Math.max(1, Math.round(pairs / size.chats));
  const messageBase = (await count(database, 'SELECT coalesce(max(id), 0) AS n FROM messages')) + 1;
  for (let from = 0; from < pairs; from += BATCH_PAIRS) {
    const to = Math.min(pairs, from + BATCH_PAIRS) - 1;
    // Pair j: question id base+2j, reply base+2j+1, in chat j / perChat, k minutes after the chat began.
    await database.query(
      `WITH p AS (
         SELECT j, ${chatBase} + (j / ${perChat}) % ${size.chats} AS chat_id, (j::bigint * 40503) % 1000 AS r,
           (SELECT created_at FROM chats WHERE id = ${chatBase} + (j / ${perChat}) % ${size.chats}) + make_interval(mins => (j % ${perChat}) * 3) AS at
         FROM generate_series(${from}, ${to}) j
       )
       INSERT INTO messages (id, chat_id, source, content, meta_data, reply_to_id, outcome, seconds_saved, created_at, updated_at)
       SELECT * FROM (
         SELECT ${messageBase} + 2 * j, chat_id, 'from_human', 'Seeded question ' || j || ': may I build a fence, and how tall?', '{}'::jsonb, NULL::integer, NULL, NULL::integer, at, at FROM p
         UNION ALL
         SELECT ${messageBase} + 2 * j + 1, chat_id, 'from_bot',
           CASE WHEN r < 120 THEN 'I''m sorry, but I couldn''t find anything in this municipality''s documents that answers that question.'
                ELSE 'Fences may be up to 6 feet tall in rear yards [1].' END,
           CASE WHEN r < 120 THEN '{"apology": true, "citation": [], "minutes_saved": 0, "seconds_saved": 0}'::jsonb
                ELSE jsonb_build_object('apology', false, 'minutes_saved', 2 + r % 6, 'seconds_saved', r % 60, 'citation',
                  jsonb_build_array(jsonb_build_object('n', 1, 'id', 1, 'document_id', 1, 'document_name', 'Seeded Code', 'title', '§ 1-101. Fences',
                    'section_label', '§ 1-101', 'citation', null, 'page_number', null, 'quote', 'Fences may be up to 6 feet tall.', 'content', 'Fences may be up to 6 feet tall.'))) END,
           ${messageBase} + 2 * j,
           CASE WHEN r < 120 THEN 'apologised' ELSE 'answered' END,
           CASE WHEN r < 120 THEN 0 ELSE (2 + r % 6) * 60 + r % 60 END,
           at + interval '10 seconds', at + interval '10 seconds'
         FROM p
       ) rows ORDER BY 1`,
    );
  }
  await database.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
  await database.query(`SELECT setval(pg_get_serial_sequence('chats', 'id'), (SELECT max(id) FROM chats))`);
  await database.query(`SELECT setval(pg_get_serial_sequence('messages', 'id'), (SELECT max(id) FROM messages))`);
  const seeded = `m.id BETWEEN ${messageBase} AND ${messageBase + 2 * pairs} AND m.source = 'from_bot'`;
  await database.query(
    `INSERT INTO message_evaluations (message_id, user_id, evaluation, created_at, updated_at)
     SELECT m.id, c.user_id, CASE WHEN ((m.id / 2) * 7) % 4 = 0 THEN 'unhelpful' ELSE 'helpful' END, m.created_at + interval '1 minute', m.created_at + interval '1 minute'
     FROM messages m JOIN chats c ON c.id = m.chat_id WHERE ${seeded} AND (m.id * 13) % 3 = 0`,
  );
  await database.query(
    `INSERT INTO message_feedbacks (message_id, user_id, feedback, created_at)
     SELECT e.message_id, e.user_id, 'Seeded feedback: the answer missed the corner-lot rule.', e.created_at
     FROM message_evaluations e JOIN messages m ON m.id = e.message_id WHERE ${seeded} AND e.evaluation = 'unhelpful' AND (e.message_id / 3) % 3 = 0`,
  );
  await database.query('ANALYZE');
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    users: await count(database, 'SELECT count(*) AS n FROM users'),
    chats: await count(database, 'SELECT count(*) AS n FROM chats'),
    messages: await count(database, 'SELECT count(*) AS n FROM messages'),
    evaluations: await count(database, 'SELECT count(*) AS n FROM message_evaluations'),
    rollupRows: await count(database, 'SELECT count(*) AS n FROM activity_daily'),
    municipalityId: towns[0],
  };
}

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, 'data-dir': { type: 'string' }, messages: { type: 'string' } } });
  const database = await openDatabase(values.url ? { url: values.url } : { dataDir: values['data-dir'] ?? join(process.env.ORDO_DATA_DIR ?? './data', 'pglite') });
  try {
    await runMigrations(database);
    const messages = Number(values.messages ?? DEFAULT_SEED_SIZE.messages);
    const scale = messages / DEFAULT_SEED_SIZE.messages;
    const size = { ...DEFAULT_SEED_SIZE, messages, users: Math.round(DEFAULT_SEED_SIZE.users * scale), chats: Math.round(DEFAULT_SEED_SIZE.chats * scale) };
    console.log(await seedActivity(database, size));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
