/**
 * Answer latency: from `POST /api/v1/messages` to the stored bot message, offline (no AI provider), with the six DC
 * Code titles of shared/corpus/dc published for one municipality in the embedded database (PGlite, in memory).
 * Asks 50 questions — the 40 of shared/eval/dev.jsonl and 10 built from section headings of the corpus — one at a
 * time in one chat, through the real app (routes, job queue, answer job, database), and prints p50/p95/max. Then
 * the two longest prompts a user may send (100,000 characters: the question among distinct filler words, and the
 * question pasted over and over), timed on their own.
 * Run: npx tsx bench/answer.bench.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { MAX_PROMPT_CHARACTERS } from '../src/contracts/chats';
import { messages } from '../src/server/db/schema';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import { ingestFiles } from '../src/server/features/pipeline/ingest-files';
import { FileStore } from '../src/server/storage/file-store';
import { startTestApp } from '../test/support/app';
import { CORPUS_DIR } from '../test/support/corpus';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = process.env.ORDO_SHARED_DIR ?? resolve(repoDir, '../shared');
const corpusDir = join(CORPUS_DIR, 'dc');
const QUESTIONS = 50;
const TARGET_P95_MS = 500;
const BAR_QUESTION = 'How late can a bar serve drinks on Saturday?';

const t = await startTestApp();
try {
  const db = t.app.ordo.database.db;
  const admin = await t.createUser({ role: 'super_admin' });
  const municipality = await ensureMunicipality(db, { name: 'Bench City' });
  const paths = readdirSync(corpusDir).filter((f) => f.endsWith('.txt')).sort().map((f) => join(corpusDir, f));
  const ingestStarted = performance.now();
  await ingestFiles({ db, files: new FileStore(t.app.ordo.config.storageDir) }, { paths, municipalityId: municipality.id, userId: admin.id });
  console.log(`indexed ${paths.length} DC titles in ${((performance.now() - ingestStarted) / 1000).toFixed(1)} s`);

  const dev = readFileSync(join(sharedDir, 'eval/dev.jsonl'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l).question as string);
  // Ten more from headings spread through the corpus ("What does the code say about <heading>?").
  const headings = paths.flatMap((p) => [...readFileSync(p, 'utf8').matchAll(/^§ [\d.-]+\. (.{12,80})$/gm)].map((m) => m[1].replace(/[.;]+$/, '')));
  const extra = Array.from({ length: QUESTIONS - dev.length }, (_, i) => `What does the code say about ${headings[Math.floor(((i + 0.5) * headings.length) / (QUESTIONS - dev.length))].toLowerCase()}?`);
  const questions = [...dev, ...extra].slice(0, QUESTIONS);

  const user = await t.createUser();
  const agent = await t.signIn(user.email);
  const chat = (await agent.post('/api/v1/chats', { chat: { municipality_id: municipality.id } })).json();
  // One warm-up question (first query plans, first job) is not counted.
  const ask = async (content: string) => {
    const started = performance.now();
    const res = await agent.post('/api/v1/messages', { chat_id: chat.id, message: { content, source: 'from_human' } });
    if (res.statusCode !== 201) throw new Error(`POST /api/v1/messages answered ${res.statusCode}: ${res.body}`);
    const id = res.json().id as number;
    for (;;) {
      const [reply] = await db.select({ id: messages.id, content: messages.content }).from(messages).where(eq(messages.replyToId, id)).limit(1);
      if (reply) return { ms: performance.now() - started, apology: reply.content.startsWith("I'm sorry") };
      if (performance.now() - started > 60_000) throw new Error(`no answer to "${content}" within 60 s`);
      await new Promise((r) => setTimeout(r, 2));
    }
  };
  await ask(BAR_QUESTION);

  const runs: { question: string; ms: number; apology: boolean }[] = [];
  for (const question of questions) runs.push({ question, ...(await ask(question)) });
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const summary = {
    date: new Date().toISOString(),
    questions: runs.length,
    apologies: runs.filter((r) => r.apology).length,
    p50_ms: Math.round(pct(50)),
    p95_ms: Math.round(pct(95)),
    max_ms: Math.round(sorted.at(-1) ?? 0),
    target_p95_ms: TARGET_P95_MS,
    target_met: pct(95) < TARGET_P95_MS,
  };
  console.log(
    `answer latency over ${summary.questions} questions: p50 ${summary.p50_ms} ms, p95 ${summary.p95_ms} ms, max ${summary.max_ms} ms (target p95 < ${TARGET_P95_MS} ms) — ${summary.target_met ? 'met' : 'MISSED'}`,
  );
  console.log(`apologies: ${summary.apologies}/${summary.questions}`);

  // The longest prompts a user may send, as the messages integration test sends them.
  let noisy = `${BAR_QUESTION} `;
  for (let i = 0; noisy.length < MAX_PROMPT_CHARACTERS; i += 1) noisy += `filler${i} `;
  noisy = `${noisy.slice(0, MAX_PROMPT_CHARACTERS - 1)}?`;
  const repeated = `${BAR_QUESTION} `.repeat(Math.ceil(MAX_PROMPT_CHARACTERS / (BAR_QUESTION.length + 1))).slice(0, MAX_PROMPT_CHARACTERS);
  const longPrompts: { prompt: string; characters: number; ms: number; apology: boolean }[] = [];
  for (const [prompt, content] of [['question among distinct filler words', noisy], ['question pasted over and over', repeated]] as const) {
    const run = await ask(content);
    longPrompts.push({ prompt, characters: content.length, ms: Math.round(run.ms), apology: run.apology });
    console.log(`${content.length.toLocaleString('en-US')}-character prompt (${prompt}): ${Math.round(run.ms)} ms${run.apology ? ', apologised' : ''}`);
  }

  writeFileSync(
    join(repoDir, 'bench/results/answer-latency.json'),
    `${JSON.stringify({ ...summary, long_prompts: longPrompts, runs: runs.map((r) => ({ ...r, ms: Math.round(r.ms) })) }, null, 2)}\n`,
  );
} finally {
  await t.close();
}
