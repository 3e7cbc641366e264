// npm run eval -- --corpus DIR --questions FILE.jsonl --out RESULTS.jsonl [--k 10] [--answers] [--features -feedback,-lexicon,topicVocabulary] [--dump PLANS.jsonl]
// Ingests every .txt/.pdf/.docx/.doc under DIR into a fresh embedded database through the workbench's
// own pipeline (parse → structure → collections → index, default settings), asks each question of
// the retrieval the chat uses, writes one line per question and prints recall@1/3/5/10 and MRR.
// With --answers each line also holds the offline answer the chat would give (answer, citations as
// {section, document} in order, apology) and the answer-level figures are printed too. --features switches
// retrieval mechanisms off ("-name") or on ("name") for ablations: lexicon, definitions, variants, feedback,
// references, sectionUnits, topicVocabulary, proximity, learnedVocabulary. --dump writes each question's plan and the hits the answer is composed
// from, so `npm run eval:answers` can replay answer changes without ingesting again.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { composeAnswer, evaluateAnswers } from '../src/engine/answer';
import { DEFAULT_FEATURES, evaluateRetrieval, tokenize, type RetrievalEvaluation, type SearchFeatures, type SectionRef } from '../src/engine/retrieve';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import { ANSWER_MAX_CITATIONS, ANSWER_SEARCH_LIMIT } from '../src/server/features/messages/answer-message.service';
import { ingestFiles, ingestibleFiles } from '../src/server/features/pipeline/ingest-files';
import { lexicalIndexFor } from '../src/server/features/search/lexical-cache';
import { findRowsByIds } from '../src/server/features/search/search.repo';
import { searchIndex } from '../src/server/features/search/search.service';
import { createUser } from '../src/server/features/users/users.service';
import { FileStore } from '../src/server/storage/file-store';

const Question = z.object({
  id: z.string(),
  question: z.string(),
  expected_sections: z.array(z.string()).default([]),
  // With documents: a city's ordinances reuse section numbers.
  expected: z.array(z.object({ section: z.string(), document: z.string().nullish() })).optional(),
});

/** '-feedback,lexicon' → { feedback: false, lexicon: true }; an unknown name is an error. */
function parseFeatures(text: string | undefined): Partial<SearchFeatures> {
  const features: Partial<SearchFeatures> = {};
  for (const item of (text ?? '').split(',').map((f) => f.trim()).filter(Boolean)) {
    const name = item.replace(/^[-+]/, '');
    if (!Object.hasOwn(DEFAULT_FEATURES, name)) throw new Error(`--features: unknown mechanism '${name}' (known: ${Object.keys(DEFAULT_FEATURES).join(', ')})`);
    features[name as keyof SearchFeatures] = !item.startsWith('-');
  }
  return features;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      corpus: { type: 'string' },
      questions: { type: 'string' },
      out: { type: 'string' },
      k: { type: 'string', default: '10' },
      answers: { type: 'boolean', default: false },
      features: { type: 'string' },
      dump: { type: 'string' },
    },
  });
  if (!values.corpus || !values.questions || !values.out) {
    console.error('Usage: npm run eval -- --corpus DIR --questions FILE.jsonl --out RESULTS.jsonl [--k 10] [--answers] [--features -name,name]');
    process.exit(1);
  }
  const k = Number(values.k);
  const features = parseFeatures(values.features);
  if (!Number.isInteger(k) || k < 1 || k > 100) throw new Error('--k must be a whole number from 1 to 100');
  const questions = readFileSync(resolve(values.questions), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch (error) {
        throw new Error(`${values.questions} line ${i + 1}: not valid JSON (${(error as Error).message})`);
      }
      const parsed = Question.safeParse(json);
      if (!parsed.success) throw new Error(`${values.questions} line ${i + 1}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
  const files = ingestibleFiles(resolve(values.corpus), { recursive: true });
  if (files.length === 0) throw new Error(`No .txt, .pdf, .docx or .doc files under ${values.corpus}`);

  const storage = mkdtempSync(join(tmpdir(), 'ordo-eval-'));
  const database = await openDatabase({ dataDir: null });
  try {
    await runMigrations(database);
    const db = database.db;
    const fileStore = new FileStore(storage);
    const user = await createUser(db, { email: 'eval@ordo.local', password: 'evaluation-only-user', role: 'super_admin' });
    const municipality = await ensureMunicipality(db, { name: 'Evaluation' });
    const started = Date.now();
    await ingestFiles({ db, files: fileStore }, { paths: files, municipalityId: municipality.id, userId: user.id }, {
      onFile: (f) => console.error(`ingested ${basename(f.path)}: ${f.pages} pages, ${f.chunks} chunks indexed (${f.milliseconds} ms)`),
    });
    console.error(`ingest took ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const lines: string[] = [];
    const runs: { id: string; ranked: SectionRef[] }[] = [];
    const baselineRuns: { id: string; ranked: SectionRef[] }[] = [];
    const lexical = await lexicalIndexFor(db, municipality.id);
    const answers: { id: string; citations: SectionRef[]; apology: boolean }[] = [];
    const latencies: number[] = [];
    const dumped: string[] = [];
    for (const q of questions) {
      const t0 = performance.now();
      // The chat answers from its ten best hits; the retrieval figures use the first k of the same list.
      const search = await searchIndex(db, { municipalityId: municipality.id, question: q.question, limit: Math.max(k, ANSWER_SEARCH_LIMIT), retrieval: { features } });
      const hits = search.hits.slice(0, k);
      latencies.push(performance.now() - t0);
      const results = hits.map((h) => ({
        section: h.sectionLabel ?? h.citation ?? h.documentName,
        document: h.documentName,
        citation: h.citation,
        score: Number(h.score.toFixed(4)),
      }));
      if (values.dump) dumped.push(JSON.stringify({ id: q.id, question: q.question, plan: search.plan, hits: search.hits.slice(0, ANSWER_SEARCH_LIMIT) }));
      if (values.answers) {
        const answer = composeAnswer({ question: q.question, plan: search.plan, hits: search.hits.slice(0, ANSWER_SEARCH_LIMIT), maxCitations: ANSWER_MAX_CITATIONS });
        const citations = answer.citations.map((c) => ({ section: c.sectionLabel ?? c.citation ?? c.documentName, document: c.documentName }));
        answers.push({ id: q.id, citations, apology: answer.apology });
        lines.push(JSON.stringify({ id: q.id, results, answer: answer.content, citations, apology: answer.apology }));
      } else {
        lines.push(JSON.stringify({ id: q.id, results }));
      }
      runs.push({ id: q.id, ranked: results.map((r) => ({ section: r.section, document: r.document })) });
      // The baseline: plain BM25 over whole sections of the same index (the question's words only).
      const plain = lexical.plainSections(tokenize(q.question), k);
      const plainRows = new Map((await findRowsByIds(db, plain.map((p) => Number(p.rowId)))).map((r) => [String(r.id), r]));
      baselineRuns.push({
        id: q.id,
        ranked: plain.flatMap((p) => {
          const row = plainRows.get(p.rowId);
          return row ? [{ section: row.sectionLabel ?? row.citation ?? row.documentName, document: row.documentName }] : [];
        }),
      });
    }
    writeFileSync(resolve(values.out), `${lines.join('\n')}\n`);
    if (values.dump) writeFileSync(resolve(values.dump), `${dumped.join('\n')}\n`);
    const expected: Record<string, SectionRef[]> = Object.fromEntries(questions.map((q) => [q.id, q.expected ?? q.expected_sections]));
    const evaluation = evaluateRetrieval(runs, expected);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
    console.log(`questions: ${questions.length} (${evaluation.answerable} answerable)`);
    const baseline = evaluateRetrieval(baselineRuns, expected);
    const both = (e: RetrievalEvaluation, b: RetrievalEvaluation, cutoff: 1 | 3 | 5 | 10) => `${e.recallAt[cutoff].toFixed(3)} (plain BM25 over sections ${b.recallAt[cutoff].toFixed(3)})`;
    for (const cutoff of [1, 3, 5, 10] as const) console.log(`recall@${cutoff}: ${both(evaluation, baseline, cutoff)}`);
    console.log(`MRR: ${evaluation.mrr.toFixed(3)} (plain BM25 over sections ${baseline.mrr.toFixed(3)})`);
    if (values.answers) {
      const a = evaluateAnswers(answers, expected);
      console.log(`answers: expected section in first 3 citations ${a.citedInTop3.toFixed(3)} (${a.citedCount}/${a.answerable} answerable)`);
      console.log(`answers: apologised on ${a.apologisedUnanswerable}/${a.unanswerable} unanswerable, ${a.apologisedAnswerable}/${a.answerable} answerable`);
    }
    console.log(`search latency: p50 ${pct(50)} ms, p95 ${pct(95)} ms`);
    console.log(`wrote ${resolve(values.out)}`);
  } finally {
    await database.close();
    rmSync(storage, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
