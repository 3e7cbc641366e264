// npm run eval:permits -- --corpus DIR --cases FILE.jsonl --pdfs DIR --out RESULTS.jsonl
// Publishes the documents under --corpus for a fresh municipality in a fresh embedded database (the default pipeline),
// reviews each case's PDF (lines {"id", "file"} plus an optional "context"; other fields ignored) through the same
// service the API's review job runs (offline engine, the chat's retrieval), and writes one line per case:
// {"id", "approval_advice": {"status", "rationale"}, "context_items": [{"title", "text"}], "citations": [{"section", "document", "quote"}]}.
// When the case lines carry "expected_status", it also prints the scores (eval/permits/README.md): status acceptable
// (in "acceptable_statuses", else equal to "expected_status"), severe errors (a violation — expected deny or
// needs_revision — advised approve or maybe_approve; a compliant or unregulated application advised deny), the
// deciding section cited (any of "deciding_sections" among the citations), and the key facts named in the advice.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AppError } from '../src/contracts/errors';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import { findPermitReview, insertPermitReview } from '../src/server/features/permits/permits.repo';
import { readPermitPdf } from '../src/server/features/permits/permits.service';
import { runPermitReview } from '../src/server/features/permits/review-permit.service';
import { warmSearch } from '../src/server/features/search/warm-up.service';
import { ingestFiles, ingestibleFiles } from '../src/server/features/pipeline/ingest-files';
import { createUser } from '../src/server/features/users/users.service';
import { FileStore } from '../src/server/storage/file-store';

const Case = z.object({
  id: z.string().min(1),
  file: z.string().min(1),
  context: z.string().optional(),
  expected_status: z.string().optional(),
  acceptable_statuses: z.array(z.string()).optional(),
  deciding_sections: z.array(z.object({ section: z.string(), document: z.string() })).optional(),
  key_facts: z.array(z.string()).optional(),
});
type Case = z.infer<typeof Case>;
type Line = { id: string; approval_advice: { status: string; rationale: string }; context_items: { title: string; text: string }[]; citations: { section: string; document: string; quote: string }[] };

function readCases(path: string): Case[] {
  return readFileSync(resolve(path), 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter((l) => l.line)
    .map(({ line, n }) => {
      const parsed = Case.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path} line ${n}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { corpus: { type: 'string' }, cases: { type: 'string' }, pdfs: { type: 'string' }, out: { type: 'string' } } });
  if (!values.corpus || !values.cases || !values.pdfs || !values.out) {
    console.error('Usage: npm run eval:permits -- --corpus DIR --cases FILE.jsonl --pdfs DIR --out RESULTS.jsonl');
    process.exit(1);
  }
  const cases = readCases(values.cases);
  const files = ingestibleFiles(resolve(values.corpus), { recursive: true });
  if (files.length === 0) throw new Error(`No .txt, .pdf, .docx or .doc files under ${values.corpus}`);
  const storage = mkdtempSync(join(tmpdir(), 'ordo-eval-permits-'));
  const database = await openDatabase({ dataDir: null });
  try {
    await runMigrations(database);
    const db = database.db;
    const user = await createUser(db, { email: 'eval@ordo.local', password: 'evaluation-only-user', role: 'super_admin' });
    const municipality = await ensureMunicipality(db, { name: 'Evaluation' });
    await ingestFiles({ db, files: new FileStore(storage) }, { paths: files, municipalityId: municipality.id, userId: user.id }, {
      onFile: (f) => console.error(`ingested ${basename(f.path)}: ${f.pages} pages, ${f.chunks} chunks (${f.milliseconds} ms)`),
    });
    // As the server does after a publish, so the first review is not the one that builds the search index.
    await warmSearch(db, municipality.id);
    const lines: Line[] = [];
    const latencies: number[] = [];
    for (const c of cases) {
      const t0 = performance.now();
      lines.push(await reviewCase(db, c, resolve(values.pdfs, c.file), { userId: user.id, municipalityId: municipality.id }));
      latencies.push(performance.now() - t0);
    }
    writeFileSync(resolve(values.out), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    report(cases, lines, latencies);
  } finally {
    await database.close();
    rmSync(storage, { recursive: true, force: true });
  }
}

async function reviewCase(db: Parameters<typeof runPermitReview>[0]['db'], c: Case, path: string, owner: { userId: number; municipalityId: number }): Promise<Line> {
  let read: { text: string; pageCount: number };
  try {
    read = await readPermitPdf(new Uint8Array(readFileSync(path)));
  } catch (error) {
    // The API refuses such a file with a 4xx; here the case gets the refusal as its (non-committal) advice.
    const message = error instanceof AppError ? error.message : `The file could not be read: ${(error as Error).message}`;
    return { id: c.id, approval_advice: { status: 'maybe_approve', rationale: `The application could not be reviewed. ${message}` }, context_items: [], citations: [] };
  }
  const review = await insertPermitReview(db, { ...owner, fileKey: '0'.repeat(64), fileName: basename(path), fileSize: 0, pageCount: read.pageCount, context: c.context ?? '', applicationText: read.text });
  await runPermitReview({ db, ai: { embeddings: null, structured: null } }, review.id, { progress: async () => undefined });
  const result = (await findPermitReview(db, review.id))!.result!;
  return {
    id: c.id,
    approval_advice: result.advice,
    context_items: result.contextItems.map(({ title, text }) => ({ title, text })),
    citations: result.citations.map(({ section, document, quote }) => ({ section, document, quote })),
  };
}

function report(cases: Case[], lines: Line[], latencies: number[]): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const slowest = latencies.indexOf(Math.max(...latencies));
  console.error(`reviewed ${lines.length} applications; per review p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms (slowest: ${lines[slowest]?.id}, review ${slowest + 1})`);
  const judged = cases.filter((c) => c.expected_status);
  if (!judged.length) return;
  const got = new Map(lines.map((l) => [l.id, l]));
  let acceptable = 0;
  let severe = 0;
  let decided = 0;
  let withDeciding = 0;
  let factsAll = 0;
  let withFacts = 0;
  for (const c of judged) {
    const line = got.get(c.id)!;
    const status = line.approval_advice.status;
    const ok = (c.acceptable_statuses ?? [c.expected_status!]).includes(status);
    if (ok) acceptable++;
    const violation = ['deny', 'needs_revision'].includes(c.expected_status!);
    const isSevere = violation ? ['approve', 'maybe_approve'].includes(status) : status === 'deny';
    if (isSevere) severe++;
    const notes: string[] = [];
    if (c.deciding_sections?.length) {
      withDeciding++;
      const cited = c.deciding_sections.some((d) => line.citations.some((cit) => sameSection(cit.section, d.section) && cit.document === d.document));
      if (cited) decided++;
      else notes.push(`deciding ${c.deciding_sections.map((d) => d.section).join(' / ')} not cited (cited: ${line.citations.map((x) => x.section).join(', ') || 'none'})`);
    }
    if (c.key_facts?.length) {
      withFacts++;
      const text = normal(`${line.approval_advice.rationale}\n${line.context_items.map((i) => i.text).join('\n')}`);
      const missing = c.key_facts.filter((f) => !text.includes(normal(f)));
      if (!missing.length) factsAll++;
      else notes.push(`facts not named: ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
    }
    if (!ok || isSevere || notes.length) console.error(`  ${c.id}: expected ${c.expected_status}, got ${status}${isSevere ? ' (SEVERE)' : ''}${notes.length ? `; ${notes.join('; ')}` : ''}`);
  }
  const share = (n: number, d: number) => `${n}/${d} (${d ? ((100 * n) / d).toFixed(0) : 0}%)`;
  console.error(`status acceptable ${share(acceptable, judged.length)}, severe errors ${severe}`);
  if (withDeciding) console.error(`deciding section cited ${share(decided, withDeciding)}`);
  if (withFacts) console.error(`all key facts named ${share(factsAll, withFacts)}`);
}

/** 'Section 5.100' matches 'Section 5.100', 'Sec. 5.100' and '§ 5.100(D)'; 'Sec. 28-9' matches 'Sec. 28-9'. */
function sameSection(cited: string, expected: string): boolean {
  const designator = (s: string) => /(\d[\w.-]*\w|\b[IVX]+\b|\b\d\b)/i.exec(s.replace(/^(?:section|sec\.?|§+|exhibit)\s*/i, ''))?.[1]?.toLowerCase() ?? s.toLowerCase();
  const kind = (s: string) => (/exhibit/i.test(s) ? 'exhibit' : 'section');
  return kind(cited) === kind(expected) && designator(cited) === designator(expected);
}

function normal(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
