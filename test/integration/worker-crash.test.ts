import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MunicipalityDocument } from '../../src/contracts/chats';
import type { Database } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { findDocument } from '../../src/server/features/documents/documents.repo';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { ingestFiles } from '../../src/server/features/pipeline/ingest-files';
import { startIndexing } from '../../src/server/features/search/indexing.service';
import { createUser } from '../../src/server/features/users/users.service';
import { FileStore } from '../../src/server/storage/file-store';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat, getChat, waitForReply } from '../support/chats';
import { CORPUS_DIR } from '../support/corpus';
import { testingOnPostgres } from '../support/database';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { type OrdoProcess, startOrdoProcess } from '../support/ordo-process';
import { waitFor, waitForSettled } from '../support/wait';

const TITLE_8 = join(CORPUS_DIR, 'dc/dc-title-08-animals-litter-dumping.txt');
const TREE_ORDINANCE = join(CORPUS_DIR, 'pdf/rivergrove-or-ord-89-2018-tree-cutting.pdf');

// Test timing knobs (production defaults: heartbeat 10 s, lost after 30 s, first retry after 10-20 s).
const FAST_RECOVERY = { ORDO_WORKER_HEARTBEAT_SECONDS: '1', ORDO_WORKER_LOST_AFTER_SECONDS: '3', ORDO_JOB_RETRY_DELAY_SECONDS: '1' };

function aiEnv(fake: FakeOpenAi): Record<string, string> {
  return { ORDO_AI_PROVIDER: 'openai-compatible', ORDO_AI_API_KEY: 'test-key', ORDO_AI_BASE_URL: fake.url, ORDO_AI_MODEL: 'fake-chat', ORDO_EMBEDDING_MODEL: 'fake-embed' };
}

async function count(database: Database, text: string, params: unknown[]): Promise<number> {
  const { rows } = await database.query(text, params);
  return Number(rows[0]?.n ?? 0);
}

/** Rows sharing a natural key with another row: a job run twice over the same data leaves these. */
const DUPLICATE_INDEX_ROWS = 'SELECT count(*)::int AS n FROM (SELECT chunk_id FROM search_chunks WHERE municipality_id = $1 AND document_id = $2 GROUP BY chunk_id HAVING count(*) > 1) d';
const DUPLICATE_DEFINITIONS = 'SELECT count(*)::int AS n FROM (SELECT chunk_id, key FROM search_definitions WHERE municipality_id = $1 AND document_id = $2 GROUP BY chunk_id, key HAVING count(*) > 1) d';
const DUPLICATE_CHUNKS = 'SELECT count(*)::int AS n FROM (SELECT page_number, position, content FROM chunks WHERE document_id = $1 AND chunk_collection_id IS NULL GROUP BY page_number, position, content HAVING count(*) > 1) d';

// A worker is killed (SIGKILL: no shutdown code runs) in the middle of a job, and another starts.
describe.skipIf(!testingOnPostgres())('a worker process killed in the middle of a job (PostgreSQL: a separate worker needs a shared database server)', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let dataDir: string;
  let database: Database;
  let admin: Agent;
  let adminId: number;
  /** A municipality published in this process, without any crash: what a clean run produces. */
  let reference: { municipalityId: number; title8Id: number; treeOrdinanceId: number };
  const running: OrdoProcess[] = [];

  const workerEnv = () => ({ DATABASE_URL: t.testDb.url!, ORDO_DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info', ...aiEnv(fake), ...FAST_RECOVERY });
  /** Starts `--role worker` and waits until its heartbeat row says it is up. */
  async function startWorker(extraEnv: Record<string, string> = {}): Promise<OrdoProcess> {
    const worker = startOrdoProcess(['--role', 'worker'], { ...workerEnv(), ...extraEnv });
    running.push(worker);
    const up = () => count(database, 'SELECT count(*)::int AS n FROM job_workers WHERE pid = $1', [worker.child.pid]);
    await Promise.race([
      waitFor(up, (n) => n === 1, 60_000),
      worker.exited.then((code) => {
        throw new Error(`the worker exited (${code}) before it was up:\n${worker.output().slice(-2000)}`);
      }),
    ]);
    return worker;
  }
  const bossState = async (id: string) => (await database.query('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows.map((r) => r.state);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.replyWith(() => ({ answer: 'A dog must be leashed in public [1].' }));
    dataDir = mkdtempSync(join(tmpdir(), 'ordo-crash-'));
    t = await startTestApp({
      config: {
        runWorker: false,
        // This process queues the jobs, and a job's retry delay is set when it is queued.
        jobs: { heartbeatSeconds: 1, lostAfterSeconds: 3, retryDelaySeconds: 1 },
        storageDir: join(dataDir, 'storage'),
        ai: { provider: 'openai-compatible', apiKey: 'test-key', baseUrl: fake.url, model: 'fake-chat', embeddingModel: 'fake-embed' },
      },
    });
    database = t.testDb.database;
    const staff = await t.createUser({ role: 'super_admin' });
    adminId = staff.id;
    admin = await t.signIn(staff.email);
    const municipalityId = (await ensureMunicipality(database.db, { name: 'Reference City' })).id;
    const published = await ingestFiles(
      { db: database.db, files: new FileStore(t.app.ordo.config.storageDir), ai: t.app.ordo.ai },
      { paths: [TITLE_8, TREE_ORDINANCE], municipalityId, userId: adminId },
    );
    reference = { municipalityId, title8Id: published[0].documentId, treeOrdinanceId: published[1].documentId };
  }, 240_000);

  afterEach(async () => {
    fake.release();
    for (const worker of running.splice(0)) await worker.stop();
  });

  afterAll(async () => {
    for (const worker of running.splice(0)) await worker.kill();
    await t?.close();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('indexing: the restarted job writes every section to the search index once, and the document ends indexed', async () => {
    const municipalityId = (await ensureMunicipality(database.db, { name: 'Crash City' })).id;
    const documentId = reference.title8Id;
    const indexRows = () => count(database, 'SELECT count(*)::int AS n FROM search_chunks WHERE municipality_id = $1 AND document_id = $2', [municipalityId, documentId]);
    const first = await startWorker();
    // The embedding service answers two batches, then hangs: the job is stuck mid-way, as a worker would be.
    fake.hold({ embeddingsAfter: 2 });
    const { jobId } = await startIndexing({ db: database.db, jobs: t.app.ordo.jobs }, { documentId, municipalityId, userId: adminId });
    // Held first, then read: the progress of both answered batches is recorded before the third is sent.
    const inMiddle = async () => ({ held: fake.held, job: await t.app.ordo.jobs.getJob(jobId) });
    const middle = await waitFor(inMiddle, ({ held, job }) => held > 0 && job.status === 'processing', 120_000);
    expect(middle.job.message).toMatch(/^Embedded 128 of \d+ chunks/);

    await first.kill();
    const killedAt = Date.now();
    // Killed mid-way: nothing half-written, and the document still says it is being indexed.
    expect(await indexRows()).toBe(0);
    expect((await findDocument(database.db, documentId))?.vectorizedStatus).toBe('vectorizing');
    fake.release();

    await startWorker();
    const upAfter = (Date.now() - killedAt) / 1000;
    await waitFor(() => t.app.ordo.jobs.getJob(jobId), (job) => job.attempts === 2, 180_000);
    const restartedAfter = (Date.now() - killedAt) / 1000;
    const job = await waitForSettled(() => t.app.ordo.jobs.getJob(jobId), 180_000);
    const seconds = (s: number) => `${s.toFixed(1)} s`;
    console.info(
      `worker-crash: after the kill, the new worker was up at ${seconds(upAfter)}, the job restarted at ${seconds(restartedAfter)} and completed at ${seconds((Date.now() - killedAt) / 1000)} (${JSON.stringify(FAST_RECOVERY)})`,
    );
    expect(job).toMatchObject({ status: 'completed', attempts: 2 });
    // The queue entry is closed just after the record (and never reopened).
    expect(await waitFor(() => bossState(jobId), (states) => states[0] !== 'active', 10_000)).toEqual(['completed']);
    const expected = await count(database, 'SELECT count(*)::int AS n FROM search_chunks WHERE municipality_id = $1 AND document_id = $2', [reference.municipalityId, documentId]);
    expect(expected).toBeGreaterThan(128);
    expect(await indexRows()).toBe(expected);
    expect(await count(database, DUPLICATE_INDEX_ROWS, [municipalityId, documentId])).toBe(0);
    expect(await count(database, DUPLICATE_DEFINITIONS, [municipalityId, documentId])).toBe(0);
    expect(await count(database, 'SELECT count(*)::int AS n FROM search_chunks WHERE municipality_id = $1 AND document_id = $2 AND embedding IS NULL', [municipalityId, documentId])).toBe(0);
    expect((await findDocument(database.db, documentId))?.vectorizedStatus).toBe('vectorize_completed');
  }, 400_000);

  it('an answer: the question restarted on another worker gets exactly one reply', async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user.email);
    const chat = await createChat(agent, reference.municipalityId);
    const first = await startWorker();
    // The model hangs while writing the answer: the worker has searched and is waiting for it.
    fake.hold({ chats: true });
    const asked = await agent.post('/api/v1/messages', { chat_id: chat.id, message: { content: 'Must a dog be on a leash in public?', source: 'from_human' } });
    expect(asked.statusCode).toBe(201);
    const humanId: number = asked.json().id;
    await waitFor(async () => fake.held, (n) => n > 0, 120_000);

    await first.kill();
    fake.release();
    const bot = async () => (await getChat(agent, chat.id)).messages.filter((m) => m.source === 'from_bot');
    expect(await bot()).toHaveLength(0);

    await startWorker();
    const reply = await waitForReply(agent, chat.id, humanId, 180_000);
    expect(reply.content).toContain('A dog must be leashed in public');
    const answerJob = async () => (await database.query("SELECT status, attempts FROM background_jobs WHERE kind = 'answer-message' AND payload->>'messageId' = $1", [String(humanId)])).rows[0] as { status: string; attempts: number };
    expect(await waitForSettled(answerJob, 60_000)).toEqual({ status: 'completed', attempts: 2 });
    // The user sees one answer, and it is stored once with its sources once.
    expect(await bot()).toHaveLength(1);
    expect(await count(database, 'SELECT count(*)::int AS n FROM messages WHERE reply_to_id = $1', [humanId])).toBe(1);
    expect(await count(database, 'SELECT count(*)::int AS n FROM (SELECT rank FROM message_sources WHERE message_id = $1 GROUP BY rank HAVING count(*) > 1) d', [reply.id])).toBe(0);
  }, 400_000);

  it('an upload: the pipeline restarted on another worker publishes the file once, and it ends completed, not processing', async () => {
    const municipalityId = (await ensureMunicipality(database.db, { name: 'Upload City' })).id;
    const url = `/api/v1/municipalities/${municipalityId}/documents`;
    const listed = async (id: number) => ((await admin.get(url)).json() as MunicipalityDocument[]).find((d) => d.id === id)?.status;
    const first = await startWorker();
    // The pipeline parses and cuts the file into chunks, then hangs at the search index step.
    fake.hold({ embeddingsAfter: 0 });
    const res = await admin.upload(url, { 'document[name]': 'Tree cutting ordinance' }, { field: 'document[file]', name: 'tree-cutting.pdf', content: readFileSync(TREE_ORDINANCE) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const documentId = (res.json() as MunicipalityDocument).id;
    const chunks = () => count(database, 'SELECT count(*)::int AS n FROM chunks WHERE document_id = $1', [documentId]);
    await waitFor(async () => fake.held, (n) => n > 0, 120_000);
    expect(await chunks()).toBeGreaterThan(0);

    await first.kill();
    fake.release();
    expect(await listed(documentId)).toBe('processing');

    await startWorker();
    const final = await waitFor(() => listed(documentId), (status) => status === 'completed' || status === 'failed', 180_000);
    expect(final).toBe('completed');
    // Exactly what a clean run of the same file produces: one parse, one collection, the same chunks and index rows.
    const clean = reference.treeOrdinanceId;
    expect(await chunks()).toBe(await count(database, 'SELECT count(*)::int AS n FROM chunks WHERE document_id = $1', [clean]));
    expect(await count(database, DUPLICATE_CHUNKS, [documentId])).toBe(0);
    expect(await count(database, 'SELECT count(*)::int AS n FROM parse_jobs WHERE document_id = $1', [documentId])).toBe(1);
    expect(await count(database, 'SELECT count(*)::int AS n FROM chunk_collections WHERE document_id = $1', [documentId])).toBe(1);
    const indexed = await count(database, 'SELECT count(*)::int AS n FROM search_chunks WHERE municipality_id = $1 AND document_id = $2', [municipalityId, documentId]);
    expect(indexed).toBe(await count(database, 'SELECT count(*)::int AS n FROM search_chunks WHERE municipality_id = $1 AND document_id = $2', [reference.municipalityId, clean]));
    expect(await count(database, DUPLICATE_INDEX_ROWS, [municipalityId, documentId])).toBe(0);
    // The document is marked completed inside the job; the job's own row is completed just after the handler returns.
    const jobRow = async () => (await database.query("SELECT status, attempts FROM background_jobs WHERE kind = 'process-upload' AND subject_id = $1", [documentId])).rows[0];
    expect(await waitFor(jobRow, (job) => job?.status !== 'processing', 30_000)).toEqual({ status: 'completed', attempts: 2 });
  }, 400_000);

  it('an upload killed while its file is being parsed: the retry starts over, leaving one parse and the chunks of a clean run', async () => {
    const reducto = await startHangingReducto();
    try {
      const env = { REDUCTO_API_KEY: 'test-key', REDUCTO_BASE_URL: reducto.url };
      const municipalityId = (await ensureMunicipality(database.db, { name: 'Parse Crash City' })).id;
      const url = `/api/v1/municipalities/${municipalityId}/documents`;
      const first = await startWorker(env);
      const res = await admin.upload(url, { 'document[name]': 'Tree cutting ordinance' }, { field: 'document[file]', name: 'tree-cutting.pdf', content: readFileSync(TREE_ORDINANCE) });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
      const documentId = (res.json() as MunicipalityDocument).id;
      const parseJobs = () => database.query('SELECT status FROM parse_jobs WHERE document_id = $1', [documentId]).then((r) => r.rows.map((row) => row.status));
      // The parse is waiting for Reducto: its parse job is open and the document is processing.
      await waitFor(async () => reducto.parses, (n) => n > 0, 120_000);
      expect(await parseJobs()).toEqual(['processing']);

      await first.kill();
      reducto.holding = false;
      await startWorker(env);
      const listed = async () => ((await admin.get(url)).json() as MunicipalityDocument[]).find((d) => d.id === documentId)?.status;
      expect(await waitFor(listed, (status) => status === 'completed' || status === 'failed', 180_000)).toBe('completed');
      expect(await parseJobs()).toEqual(['completed']);
      const clean = reference.treeOrdinanceId;
      const chunks = (id: number) => count(database, 'SELECT count(*)::int AS n FROM chunks WHERE document_id = $1', [id]);
      expect(await chunks(documentId)).toBe(await chunks(clean));
      expect(await count(database, DUPLICATE_CHUNKS, [documentId])).toBe(0);
      expect(await count(database, 'SELECT count(*)::int AS n FROM chunk_collections WHERE document_id = $1', [documentId])).toBe(1);
      expect(await count(database, DUPLICATE_INDEX_ROWS, [municipalityId, documentId])).toBe(0);
    } finally {
      await reducto.close();
    }
  }, 400_000);
});

/**
 * A stand-in for Reducto's HTTP API (/upload, then /parse): while `holding`, /parse never answers (the
 * service hangs); otherwise it answers 503, so the parse falls back to the local parser.
 */
async function startHangingReducto(): Promise<{ url: string; parses: number; holding: boolean; close(): Promise<void> }> {
  const state = { parses: 0, holding: true };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/upload') return res.end(JSON.stringify({ file_id: 'reducto://held' }));
      if (req.url === '/parse') {
        state.parses += 1;
        if (state.holding) return;
        res.statusCode = 503;
        return res.end(JSON.stringify({ detail: 'overloaded' }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return Object.assign(state, {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A browser stand-in over fetch for a server in another process: keeps its cookies and sends the CSRF token. */
class HttpAgent {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(readonly base: string) {}

  async request(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      body,
      headers: { ...headers, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(method === 'GET' ? {} : { 'x-csrf-token': this.csrf }) },
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  async signIn(email: string, password: string): Promise<void> {
    this.csrf = ((await (await this.request('GET', '/api/v1/csrf_token')).json()) as { csrf_token: string }).csrf_token;
    const res = await this.request('POST', '/users/sign_in', JSON.stringify({ user: { email, password } }), { 'content-type': 'application/json' });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    this.csrf = ((await res.json()) as { csrf_token: string }).csrf_token;
  }
}

// The embedded database: one process serves and works; it is killed in the middle of an upload and started again.
describe.skipIf(testingOnPostgres())('the embedded server (PGlite) killed in the middle of an upload', () => {
  let fake: FakeOpenAi;
  let dataDir: string;
  const running: OrdoProcess[] = [];
  const password = 'correct horse battery staple';

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    dataDir = mkdtempSync(join(tmpdir(), 'ordo-embedded-crash-'));
  });
  afterAll(async () => {
    for (const server of running.splice(0)) await server.kill();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts `src/server/main.ts` on the data directory and answers its URL once it listens. */
  async function startServer(): Promise<{ server: OrdoProcess; url: string }> {
    const server = startOrdoProcess([], {
      ORDO_DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      ORDO_SEED: 'false',
      ORDO_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'info',
      ...aiEnv(fake),
      ...FAST_RECOVERY,
    });
    running.push(server);
    const printed = await Promise.race([
      waitFor(async () => /Ordo is running on http:\/\/localhost:(\d+)/.exec(server.output()), (match) => match !== null, 90_000),
      server.exited.then((code) => {
        throw new Error(`the server exited (${code}):\n${server.output().slice(-2000)}`);
      }),
    ]);
    return { server, url: `http://127.0.0.1:${printed![1]}` };
  }

  it('finishes the upload after the restart: completed, its chunks and index rows once, nothing left processing', async () => {
    // The account and the municipality, written while no server runs (PGlite is one process's database).
    let database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await runMigrations(database);
    const email = 'clerk@embedded.example';
    await createUser(database.db, { email, password, role: 'super_admin', flags: [] });
    const municipalityId = (await ensureMunicipality(database.db, { name: 'Embedded City' })).id;
    await database.close();

    const { server, url } = await startServer();
    const agent = new HttpAgent(url);
    await agent.signIn(email, password);
    fake.hold({ embeddingsAfter: 0 });
    const form = new FormData();
    form.set('document[name]', 'Tree cutting ordinance');
    form.set('document[file]', new Blob([readFileSync(TREE_ORDINANCE)]), 'tree-cutting.pdf');
    const created = await agent.request('POST', `/api/v1/municipalities/${municipalityId}/documents`, form);
    expect(created.status).toBe(201);
    const documentId = ((await created.json()) as MunicipalityDocument).id;
    await waitFor(async () => fake.held, (n) => n > 0, 120_000);

    await server.kill();
    const killedAt = Date.now();
    fake.release();

    const restarted = await startServer();
    const upAfter = (Date.now() - killedAt) / 1000;
    const again = new HttpAgent(restarted.url);
    await again.signIn(email, password);
    const listed = async () => ((await (await again.request('GET', `/api/v1/municipalities/${municipalityId}/documents`)).json()) as MunicipalityDocument[]).find((d) => d.id === documentId)?.status;
    const final = await waitFor(listed, (status) => status === 'completed' || status === 'failed', 180_000);
    expect(final).toBe('completed');
    console.info(`worker-crash (embedded): after the kill, the server was up again at ${upAfter.toFixed(1)} s and the upload completed at ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
    expect(await restarted.server.stop()).toBe(0);

    database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      expect(await count(database, 'SELECT count(*)::int AS n FROM parse_jobs WHERE document_id = $1', [documentId])).toBe(1);
      expect(await count(database, DUPLICATE_CHUNKS, [documentId])).toBe(0);
      const inCollection = await count(database, 'SELECT count(*)::int AS n FROM chunks WHERE document_id = $1 AND chunk_collection_id IS NOT NULL', [documentId]);
      expect(inCollection).toBeGreaterThan(0);
      expect(await count(database, 'SELECT count(*)::int AS n FROM search_chunks WHERE document_id = $1', [documentId])).toBe(inCollection);
      expect(await count(database, DUPLICATE_INDEX_ROWS, [municipalityId, documentId])).toBe(0);
      const { rows } = await database.query("SELECT status, attempts FROM background_jobs WHERE kind = 'process-upload' AND subject_id = $1", [documentId]);
      expect(rows).toEqual([{ status: 'completed', attempts: 2 }]);
      expect(await count(database, "SELECT count(*)::int AS n FROM background_jobs WHERE status IN ('pending', 'processing')", [])).toBe(0);
    } finally {
      await database.close();
    }
  }, 400_000);
});
