// npm run eval:grants -- --queries FILE.jsonl --out RESULTS.jsonl [--csv FILE.csv] [--no-floor]
// Loads the Assistance Listings (the demo file by default) into a fresh embedded database through the importer,
// runs every query through the search the API uses (GET /grants.json), writes one line per query
// {"id", "results": [{"program_number", "name", "score"}, …]} (at most 10, best first; empty when nothing fits)
// and, when the query lines carry `relevant` (and `best`; without it every relevant listing counts as best) program
// numbers, prints P@5, R@10, hit@3 and MRR, each beside plain BM25's over the same listings (every field's text as
// one document, the query's own words, no floor). Other fields, of any type, are ignored. `--no-floor` turns off
// the plain-BM25 floor under the search's results, to measure what it adds.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { GrantSearchQuery } from '../src/contracts/grants';
import { evaluateGrantSearch, type GrantEvaluation, type GrantJudgement } from '../src/engine/grants';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { DEMO_GRANTS_FILE, importGrantListings, readGrantFile } from '../src/server/features/grants/grant-import.service';
import { getGrantIndex, warmGrantSearch } from '../src/server/features/grants/grant-index.service';
import { searchGrants } from '../src/server/features/grants/grants.service';
import { DEMO_DIR } from '../src/server/jobs/publish-demo-documents.job';
import { loadLexicon } from '../src/server/lexicon/wordnet';

// An assistance listing number as a string; written as a JSON number (20.615) it is read with its three decimals.
const ProgramNumber = z.union([z.string(), z.number().transform((n) => n.toFixed(3))]);
// Only id and query are required; every other field, of any type, is ignored unless it is a list of program numbers.
const ProgramNumbers = z.unknown().transform((v) => {
  const parsed = z.array(ProgramNumber).safeParse(v);
  return parsed.success ? parsed.data : undefined;
});
const Query = z.looseObject({
  id: z.union([z.string().min(1), z.number().transform(String)]),
  query: z.string(),
  relevant: ProgramNumbers.optional(),
  best: ProgramNumbers.optional(),
});
type Query = z.infer<typeof Query>;

const RESULTS_PER_QUERY = 10;

function readQueries(path: string): Query[] {
  return readFileSync(resolve(path), 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter((l) => l.line)
    .map(({ line, n }) => {
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch (error) {
        throw new Error(`${path} line ${n}: not valid JSON (${(error as Error).message})`);
      }
      const parsed = Query.safeParse(json);
      if (!parsed.success) throw new Error(`${path} line ${n}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { queries: { type: 'string' }, out: { type: 'string' }, csv: { type: 'string' }, 'no-floor': { type: 'boolean' } } });
  if (!values.queries || !values.out) {
    console.error('Usage: npm run eval:grants -- --queries FILE.jsonl --out RESULTS.jsonl [--csv FILE.csv] [--no-floor]');
    process.exit(1);
  }
  const queries = readQueries(values.queries);
  const csvPath = resolve(values.csv ?? `${DEMO_DIR}/${DEMO_GRANTS_FILE}`);
  const database = await openDatabase({ dataDir: null });
  try {
    await runMigrations(database);
    const started = performance.now();
    const file = readGrantFile(basename(csvPath), new Uint8Array(readFileSync(csvPath)));
    const report = await importGrantListings(database.db, { fileName: basename(csvPath), file }, async () => undefined);
    console.error(`imported ${report.added} listings from ${csvPath} (${report.rejected.length} rows rejected) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // As a started server does (src/server/main.ts): the index is built and warmed before the first search.
    await warmGrantSearch(database.db, { warn: (details, message) => console.error(message, details) });
    const lexicon = await loadLexicon();
    const { index } = await getGrantIndex(database.db);

    const lines: string[] = [];
    const runs = new Map<string, string[]>();
    const plainRuns = new Map<string, string[]>();
    const latencies: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      const input = GrantSearchQuery.safeParse({ query: q.query, limit: RESULTS_PER_QUERY });
      // A blank query is an input error for the API; here it simply finds nothing.
      const results = input.success ? await searchGrants({ db: database.db, lexicon, plainFloor: !values['no-floor'] }, input.data) : [];
      latencies.push(performance.now() - t0);
      plainRuns.set(q.id, index.plain.search(q.query, { limit: RESULTS_PER_QUERY }).map((h) => index.docs[h.doc].listing.programNumber));
      const top = results.slice(0, RESULTS_PER_QUERY).map((r) => ({ program_number: r.program_number, name: r.name, score: r.score }));
      lines.push(JSON.stringify({ id: q.id, results: top }));
      runs.set(q.id, top.map((r) => r.program_number));
    }
    writeFileSync(resolve(values.out), `${lines.join('\n')}\n`);

    const judged: GrantJudgement[] = queries
      .filter((q) => q.relevant !== undefined)
      // A line without `best` counts every relevant listing as best.
      .map((q) => ({ id: q.id, relevant: q.relevant!, best: q.best ?? q.relevant! }));
    console.log(`queries: ${queries.length} (${judged.length} judged)`);
    if (judged.length) {
      const e = evaluateGrantSearch(runs, judged);
      const plain = evaluateGrantSearch(plainRuns, judged);
      const figure = (name: string, pick: (x: GrantEvaluation) => number) => console.log(`${name}: ${pick(e).toFixed(3)} (plain BM25 ${pick(plain).toFixed(3)})`);
      console.log(`answerable: ${e.answerable}`);
      figure('P@5', (x) => x.precisionAt5);
      figure('R@10', (x) => x.recallAt10);
      figure('hit@3', (x) => x.hitAt3);
      figure('MRR', (x) => x.mrr);
      console.log(
        `nothing fits: ${e.emptyWhenUnanswerable}/${e.unanswerable} got an empty list; ${e.emptyWhenAnswerable} answerable queries got none` +
          ` (plain BM25 ${plain.emptyWhenUnanswerable}/${plain.unanswerable}; ${plain.emptyWhenAnswerable})`,
      );
    }
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1) ?? '-';
    console.log(`search latency: p50 ${pct(50)} ms, p95 ${pct(95)} ms`);
    console.log(`wrote ${resolve(values.out)}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
