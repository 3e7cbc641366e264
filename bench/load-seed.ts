/**
 * Seeds a database for bench/load.bench.ts: two DC Code titles published through the real pipeline, N users with a
 * signed-in session each, and one conversation per user holding a real question and its real offline answer (with
 * its citations), so every poll reads what a user's chat really holds.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hmac, randomToken, sha256 } from '../src/server/auth/crypto';
import { hashPassword } from '../src/server/auth/passwords';
import { createAiModels } from '../src/server/ai/providers';
import { Broadcaster } from '../src/server/cable/broadcaster';
import type { Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { answerMessage } from '../src/server/features/messages/answer-message.service';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import { ingestFiles } from '../src/server/features/pipeline/ingest-files';
import { createUser } from '../src/server/features/users/users.service';
import { createLogger } from '../src/server/lib/logger';
import { FileStore } from '../src/server/storage/file-store';
import { CORPUS_DIR } from '../test/support/corpus';

/** One simulated user: the headers that make their requests theirs, and their conversation. */
export type LoadUser = { chatId: number; cookie: string; csrfToken: string };
export type Seeded = { municipalityId: number; users: LoadUser[] };

const TITLES = ['dc/dc-title-08-animals-litter-dumping.txt', 'dc/dc-title-25-alcoholic-beverages.txt'];
const FIRST_QUESTION = 'Does my dog need a license?';

async function ids(database: Database, text: string, params: unknown[]): Promise<number[]> {
  return (await database.query(text, params)).rows.map((r) => Number(r.id));
}

/** Publishes the titles, creates `count` users with sessions and one answered conversation each. */
export async function seedLoad(database: Database, count: number, secret: string): Promise<Seeded> {
  await runMigrations(database);
  const municipalityId = (await ensureMunicipality(database.db, { name: 'Load City' })).id;
  const admin = await createUser(database.db, { email: 'load-admin@ordo.local', password: 'benchmark-only-user', role: 'super_admin' });
  const files = new FileStore(mkdtempSync(join(tmpdir(), 'ordo-load-files-')));
  await ingestFiles({ db: database.db, files }, { paths: TITLES.map((p) => join(CORPUS_DIR, p)), municipalityId, userId: admin.id });

  // One hash for everyone: the benchmark never signs in by password, and 1,000 argon2 hashes would take minutes.
  const hash = await hashPassword(randomToken());
  const userIds = await ids(
    database,
    `INSERT INTO users (email, password_hash) SELECT 'load-' || g || '@ordo.local', $1 FROM generate_series(1, $2::int) g ORDER BY g RETURNING id`,
    [hash, count],
  );
  const tokens = userIds.map(() => randomToken());
  const csrfSecrets = userIds.map(() => randomToken());
  await database.query(
    `INSERT INTO sessions (id, user_id, expires_at) SELECT s.id, s.user_id, now() + interval '1 day' FROM unnest($1::text[], $2::int[]) AS s(id, user_id)`,
    [tokens.map(sha256), userIds],
  );
  const chatIds = await ids(
    database,
    `INSERT INTO chats (user_id, municipality_id, title) SELECT u, $2, 'Dog licences' FROM unnest($1::int[]) WITH ORDINALITY AS t(u, n) ORDER BY n RETURNING id`,
    [userIds, municipalityId],
  );

  // A real answer, written by the offline answer engine, then copied into every conversation with the outcome and time
  // saved its reply path stored (the activity rollup's triggers count the copies as they would real replies).
  const [questionId] = await ids(database, `INSERT INTO messages (chat_id, source, content) VALUES ($1, 'from_human', $2) RETURNING id`, [chatIds[0], FIRST_QUESTION]);
  const log = createLogger('silent');
  await answerMessage({ db: database.db, broadcaster: new Broadcaster(database), ai: createAiModels(null) }, questionId, { signal: new AbortController().signal, log });
  const [answerId] = await ids(database, 'SELECT id FROM messages WHERE reply_to_id = $1', [questionId]);
  await database.query(
    `WITH q AS (
       INSERT INTO messages (chat_id, source, content, selected_document_ids, meta_data)
       SELECT c, source, content, selected_document_ids, meta_data FROM messages, unnest($2::int[]) AS c WHERE id = $1 RETURNING id, chat_id)
     INSERT INTO messages (chat_id, source, content, selected_document_ids, meta_data, outcome, seconds_saved, reply_to_id)
     SELECT q.chat_id, a.source, a.content, a.selected_document_ids, a.meta_data, a.outcome, a.seconds_saved, q.id FROM q, messages a WHERE a.id = $3`,
    [questionId, chatIds.slice(1), answerId],
  );
  await database.query(
    `INSERT INTO message_sources (message_id, chunk_id, document_id, document_file_key, document_updated_at, section_label, rank, score, cited_as)
     SELECT m.id, s.chunk_id, s.document_id, s.document_file_key, s.document_updated_at, s.section_label, s.rank, s.score, s.cited_as
     FROM messages m, message_sources s WHERE m.reply_to_id IS NOT NULL AND m.id <> $1 AND s.message_id = $1`,
    [answerId],
  );
  const users = userIds.map((_, i) => ({
    chatId: chatIds[i],
    cookie: `_ordo_session=${tokens[i]}; _ordo_csrf=${csrfSecrets[i]}`,
    csrfToken: hmac(secret, csrfSecrets[i]),
  }));
  return { municipalityId, users };
}
