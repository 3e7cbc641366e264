/**
 * The first question after a start: the six DC titles are published once into an embedded database on disk; then
 * fresh processes open it and time their first three questions, either at once (what a question met before the
 * start-up warm-up: the lexicon, the lexical index and its lookups built on the spot) or after `warmSearch` (what
 * `npm start` does in the background after it listens, and after each publish). Five processes each way.
 * Run: npx tsx bench/first-question.bench.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import { ingestFiles, ingestibleFiles } from '../src/server/features/pipeline/ingest-files';
import { searchIndex } from '../src/server/features/search/search.service';
import { warmSearch } from '../src/server/features/search/warm-up.service';
import { FileStore } from '../src/server/storage/file-store';
import { CORPUS_DIR } from '../test/support/corpus';

const QUESTIONS = ['How late can a bar serve drinks on Saturday?', 'How many dogs can I keep?', 'Do I need a permit to cut down a tree?'];
const RUNS = 5;

async function child(dataDir: string, warm: boolean): Promise<void> {
  const database = await openDatabase({ dataDir });
  const t0 = performance.now();
  if (warm) await warmSearch(database.db, 1);
  const warmMs = performance.now() - t0;
  const times: number[] = [];
  for (const question of QUESTIONS) {
    const t = performance.now();
    await searchIndex(database.db, { municipalityId: 1, question, limit: 10 });
    times.push(performance.now() - t);
  }
  await database.close();
  process.stdout.write(JSON.stringify({ warmMs, times }));
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ordo-first-question-'));
  try {
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    const m = await ensureMunicipality(database.db, { name: 'District of Columbia' });
    const files = ingestibleFiles(join(CORPUS_DIR, 'dc'), { recursive: false });
    const published = await ingestFiles({ db: database.db, files: new FileStore(join(dataDir, 'storage')) }, { paths: files, municipalityId: m.id, userId: null }, {});
    await database.close();
    console.info(`published ${files.length} DC titles (${published.reduce((s, p) => s + p.chunks, 0)} chunks)`);
    const self = fileURLToPath(import.meta.url);
    const results: Record<string, { warmMs: number; times: number[] }[]> = { cold: [], warm: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const mode of ['cold', 'warm'] as const) {
        const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--child', mode, dataDir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        results[mode].push(JSON.parse(out.slice(out.indexOf('{'))));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const summary = Object.fromEntries(
      Object.entries(results).map(([mode, runs]) => [
        mode,
        { warmUpMedianMs: Math.round(median(runs.map((r) => r.warmMs))), firstQuestionMedianMs: Math.round(median(runs.map((r) => r.times[0]))), secondAndThirdMedianMs: Math.round(median(runs.flatMap((r) => r.times.slice(1)))) },
      ]),
    );
    for (const [mode, s] of Object.entries(summary)) console.info(`${mode.padEnd(5)} warm-up ${s.warmUpMedianMs} ms, first question ${s.firstQuestionMedianMs} ms, second and third ${s.secondAndThirdMedianMs} ms (medians of ${RUNS} processes)`);
    writeFileSync(join(fileURLToPath(new URL('.', import.meta.url)), 'results/first-question.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, summary, results }, null, 2)}\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const at = process.argv.indexOf('--child');
if (at >= 0) await child(process.argv[at + 2], process.argv[at + 1] === 'warm');
else await main();
