/**
 * A municipality's index at scale: the six DC Code titles of shared/corpus/dc are published once through the real
 * pipeline, then their documents, chunks, index rows and definitions are copied under new document names until the
 * municipality holds 100,000 index rows (about 51 copies). Measured on the embedded database (PGlite, in memory) and
 * on PostgreSQL (ORDO_BENCH_DATABASE_URL, default the test cluster; skipped when it cannot be reached):
 *   - the first search's build of the in-memory lexical index from the database (cold start);
 *   - search p50/p95 over the 40 questions of shared/eval/dev.jsonl, three passes, warm;
 *   - the refresh after one document is re-indexed (the next search reloads that document only).
 * Run: npx tsx bench/scale.bench.ts [rows]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import { ingestFiles } from '../src/server/features/pipeline/ingest-files';
import { searchIndex } from '../src/server/features/search/search.service';
import { loadLexicon } from '../src/server/lexicon/wordnet';
import { createUser } from '../src/server/features/users/users.service';
import { FileStore } from '../src/server/storage/file-store';
import { CORPUS_DIR } from '../test/support/corpus';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = process.env.ORDO_SHARED_DIR ?? resolve(repoDir, '../shared');
const TARGET_ROWS = Number(process.argv[2] ?? 100_000);
const TARGETS = { pglite: 100, postgres: 50 };
const PG_URL = process.env.ORDO_BENCH_DATABASE_URL ?? 'postgres://ordo:ordo@127.0.0.1:5432/ordo_test';

const questions = readFileSync(join(sharedDir, 'eval/dev.jsonl'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l).question as string);
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

/** Columns of a table that can be inserted (not generated). */
async function columns(database: Database, table: string): Promise<string[]> {
  const { rows } = await database.query(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => `"${String(r.column_name)}"`);
}

/** Copies the municipality's documents and everything indexed from them `copies` times, under new names and ids. */
async function multiply(database: Database, municipalityId: number, copies: number): Promise<void> {
  const max = async (table: string) => Number((await database.query(`SELECT coalesce(max(id), 0) AS m FROM ${table}`)).rows[0].m) + 1000;
  const offsets = { documents: await max('documents'), chunks: await max('chunks'), search_chunks: await max('search_chunks'), search_definitions: await max('search_definitions') };
  const cols = { documents: await columns(database, 'documents'), chunks: await columns(database, 'chunks'), search_chunks: await columns(database, 'search_chunks'), search_definitions: await columns(database, 'search_definitions') };
  const expr = (list: string[], map: Record<string, string>) => list.map((c) => map[c] ?? c).join(', ');
  const base = (await database.query('SELECT document_id FROM municipality_documents WHERE municipality_id = $1', [municipalityId])).rows.map((r) => Number(r.document_id));
  const ids = base.join(',');
  for (let k = 1; k <= copies; k++) {
    const d = offsets.documents * k;
    const c = offsets.chunks * k;
    await database.query(`INSERT INTO documents (${cols.documents.join(', ')}) SELECT ${expr(cols.documents, { '"id"': `id + ${d}`, '"name"': `name || ' (copy ${k})'` })} FROM documents WHERE id IN (${ids})`);
    await database.query(`INSERT INTO municipality_documents (municipality_id, document_id) SELECT ${municipalityId}, id + ${d} FROM documents WHERE id IN (${ids})`);
    await database.query(`INSERT INTO chunks (${cols.chunks.join(', ')}) SELECT ${expr(cols.chunks, { '"id"': `id + ${c}`, '"document_id"': `document_id + ${d}` })} FROM chunks WHERE document_id IN (${ids})`);
    await database.query(
      `INSERT INTO search_chunks (${cols.search_chunks.join(', ')}) SELECT ${expr(cols.search_chunks, {
        '"id"': `id + ${offsets.search_chunks * k}`,
        '"document_id"': `document_id + ${d}`,
        '"chunk_id"': `chunk_id + ${c}`,
        '"document_name"': `document_name || ' (copy ${k})'`,
      })} FROM search_chunks WHERE municipality_id = ${municipalityId} AND document_id IN (${ids})`,
    );
    await database.query(
      `INSERT INTO search_definitions (${cols.search_definitions.join(', ')}) SELECT ${expr(cols.search_definitions, {
        '"id"': `id + ${offsets.search_definitions * k}`,
        '"document_id"': `document_id + ${d}`,
        '"chunk_id"': `chunk_id + ${c}`,
      })} FROM search_definitions WHERE municipality_id = ${municipalityId} AND document_id IN (${ids})`,
    );
  }
  for (const table of ['documents', 'chunks', 'search_chunks', 'search_definitions']) {
    await database.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
}

async function measure(kind: 'pglite' | 'postgres', database: Database) {
  await runMigrations(database);
  const db = database.db;
  const user = await createUser(db, { email: `bench-${kind}@ordo.local`, password: 'benchmark-only-user', role: 'super_admin' });
  const municipality = await ensureMunicipality(db, { name: 'Scale City' });
  const paths = readdirSync(join(CORPUS_DIR, 'dc')).filter((f) => f.endsWith('.txt')).sort().map((f) => join(CORPUS_DIR, 'dc', f));
  await ingestFiles({ db, files: new FileStore(mkdtempSync(join(tmpdir(), 'ordo-scale-'))) }, { paths, municipalityId: municipality.id, userId: user.id });
  const baseRows = Number((await database.query('SELECT count(*) AS n FROM search_chunks')).rows[0].n);
  const copies = Math.max(0, Math.ceil(TARGET_ROWS / baseRows) - 1);
  const copyStarted = performance.now();
  await multiply(database, municipality.id, copies);
  const rows = Number((await database.query('SELECT count(*) AS n FROM search_chunks')).rows[0].n);
  console.log(`[${kind}] ${rows} index rows (${baseRows} published, ${copies} copies made in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s)`);

  const search = (question: string) => searchIndex(db, { municipalityId: municipality.id, question, limit: 10 });
  const heapBefore = process.memoryUsage().heapUsed;
  const coldStarted = performance.now();
  await search(questions[0]);
  const coldMs = performance.now() - coldStarted;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const times: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const q of questions) {
      const started = performance.now();
      await search(q);
      times.push(performance.now() - started);
    }
  }
  // Re-index one document the way the index job does (its rows deleted and inserted again, in one transaction).
  const [{ document_id: documentId }] = (await database.query('SELECT document_id FROM search_chunks ORDER BY id LIMIT 1')).rows;
  const refreshStarted = performance.now();
  // One script on one connection: the copy, the delete and the re-insert.
  await database.query(
    `CREATE TABLE bench_reindexed AS SELECT * FROM search_chunks WHERE document_id = ${Number(documentId)};
     BEGIN; DELETE FROM search_chunks WHERE document_id = ${Number(documentId)}; INSERT INTO search_chunks SELECT * FROM bench_reindexed; COMMIT;
     DROP TABLE bench_reindexed;`,
  );
  const writeMs = performance.now() - refreshStarted;
  const syncStarted = performance.now();
  await search(questions[0]);
  const refreshMs = performance.now() - syncStarted;
  const result = {
    rows,
    coldBuildMs: Math.round(coldMs),
    lexicalIndexHeapMb: Math.round(heapMb),
    searchP50Ms: Number(percentile(times, 0.5).toFixed(1)),
    searchP95Ms: Number(percentile(times, 0.95).toFixed(1)),
    searches: times.length,
    refreshOneDocumentMs: Math.round(refreshMs),
    reindexWriteMs: Math.round(writeMs),
    targetP95Ms: TARGETS[kind],
  };
  console.log(`[${kind}] cold build ${result.coldBuildMs} ms (+${result.lexicalIndexHeapMb} MB heap); search p50 ${result.searchP50Ms} ms, p95 ${result.searchP95Ms} ms over ${times.length} (target < ${TARGETS[kind]} ms); one document re-indexed: next search ${result.refreshOneDocumentMs} ms`);
  return result;
}

await loadLexicon();
const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), targetRows: TARGET_ROWS };
const lite = await openDatabase({ dataDir: null });
try {
  results.pglite = await measure('pglite', lite);
} finally {
  await lite.close();
}

const name = `ordo_scale_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    results.postgres = await measure('postgres', database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} catch (error) {
  console.log(`[postgres] skipped: ${(error as Error).message}`);
  results.postgres = { skipped: (error as Error).message };
} finally {
  await admin.end().catch(() => undefined);
}
writeFileSync(join(repoDir, 'bench/results/scale.json'), `${JSON.stringify(results, null, 2)}\n`);
