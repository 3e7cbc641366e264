/**
 * Ingest throughput: every DC text title, every corpus PDF, the DOCX and the .doc fixture go through
 * detect → parse → removeRunningLines → chunkPages ('section' and 'variable', chunk_size 3000).
 * Every file runs twice (all files once, then all again) and the second, warm run is reported.
 * Run: npx tsx bench/ingest.bench.ts
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARSE_JOB_DEFAULT_CHUNK_SIZE } from '../src/contracts/workbench';
import { chunkPages } from '../src/engine/chunk/chunk-pages';
import { detectFileKind, parseDocument, removeRunningLines, type FileKind } from '../src/engine/parse/index';
import { CORPUS_DIR } from '../test/support/corpus';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsPath = join(repoDir, 'bench/results/ingest.json');

type Row = {
  file: string;
  kind: FileKind;
  bytes: number;
  pages: number;
  pagesWithoutText: number;
  removedLines: number;
  sectionChunks: number;
  variableChunks: number;
  ms: { detect: number; parse: number; clean: number; chunkSection: number; chunkVariable: number; total: number; cpu: number };
  pagesPerSecond: number;
  chunksPerSecond: number;
  /** Pages per second of process CPU time (all threads, garbage collection included). */
  pagesPerCpuSecond: number;
};

const inDir = (dir: string, ext: string) =>
  readdirSync(join(CORPUS_DIR, dir)).filter((f) => f.endsWith(ext)).sort().map((f) => join(CORPUS_DIR, dir, f));
const files = [
  ...inDir('dc', '.txt'),
  ...inDir('pdf', '.pdf'),
  ...inDir('docx', '.docx'),
  join(repoDir, 'test/fixtures/engine/dc-title-08-ch18-sample.doc'),
];

async function ingest(path: string): Promise<Row> {
  const bytes = new Uint8Array(readFileSync(path));
  const name = basename(path);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const kind = detectFileKind(name, bytes);
  const t1 = performance.now();
  const doc = await parseDocument(bytes, kind);
  const t2 = performance.now();
  const { pages, removedLines } = removeRunningLines(doc.pages);
  const t3 = performance.now();
  const range = { chunkSize: PARSE_JOB_DEFAULT_CHUNK_SIZE, startPage: 1, endPage: pages.length };
  const section = chunkPages(pages, { ...range, mode: 'section' });
  const t4 = performance.now();
  const variable = chunkPages(pages, { ...range, mode: 'variable' });
  const t5 = performance.now();
  const cpuUsed = process.cpuUsage(cpu0);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1000;
  const total = t5 - t0;
  const chunks = section.length + variable.length;
  return {
    file: name,
    kind,
    bytes: bytes.length,
    pages: pages.length,
    pagesWithoutText: doc.pages.filter((p) => !p.hasTextLayer).length,
    removedLines: removedLines.length,
    sectionChunks: section.length,
    variableChunks: variable.length,
    ms: { detect: t1 - t0, parse: t2 - t1, clean: t3 - t2, chunkSection: t4 - t3, chunkVariable: t5 - t4, total, cpu },
    pagesPerSecond: (pages.length / total) * 1000,
    chunksPerSecond: (chunks / total) * 1000,
    pagesPerCpuSecond: (pages.length / cpu) * 1000,
  };
}

function summarize(rows: Row[]) {
  const pages = rows.reduce((n, r) => n + r.pages, 0);
  const chunks = rows.reduce((n, r) => n + r.sectionChunks + r.variableChunks, 0);
  const ms = rows.reduce((n, r) => n + r.ms.total, 0);
  const parseMs = rows.reduce((n, r) => n + r.ms.parse, 0);
  const cpuMs = rows.reduce((n, r) => n + r.ms.cpu, 0);
  return {
    files: rows.length,
    pages,
    chunks,
    ms: round(ms),
    parseMs: round(parseMs),
    pagesPerSecond: round((pages / ms) * 1000),
    chunksPerSecond: round((chunks / ms) * 1000),
    cpuMs: round(cpuMs),
    pagesPerCpuSecond: round((pages / cpuMs) * 1000),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
const pad = (s: string | number, n: number, right = false) => (right ? String(s).padEnd(n) : String(s).padStart(n));

// Pass 1 is cold (module loading, JIT tiers); pass 2 is the reported warm run of each file, as in a long-running worker.
// INGEST_BENCH_PASSES=N (N > 2) adds warm passes and also reports each file's fastest one, which is steadier when
// other work shares the machine.
const passes = Math.max(2, Number(process.env.INGEST_BENCH_PASSES ?? 2) || 2);
for (const file of files) await ingest(file);
const rows: Row[] = [];
for (const file of files) rows.push(await ingest(file));
const fastest = [...rows];
for (let pass = 3; pass <= passes; pass++) {
  for (const [i, file] of files.entries()) {
    const row = await ingest(file);
    if (row.ms.total < fastest[i].ms.total) fastest[i] = row;
  }
}

console.log(`Ingest benchmark — warm runs, chunk_size ${PARSE_JOB_DEFAULT_CHUNK_SIZE}, ${cpus().length} CPU, Node ${process.version}`);
console.log(
  [pad('file', 56, true), pad('kind', 5, true), pad('pages', 6), pad('sect', 5), pad('var', 5), pad('parse ms', 9), pad('chunk ms', 9), pad('total ms', 9), pad('pages/s', 8), pad('chunks/s', 9), pad('cpu ms', 8)].join(' '),
);
for (const r of rows) {
  console.log(
    [
      pad(r.file.slice(0, 56), 56, true),
      pad(r.kind, 5, true),
      pad(r.pages, 6),
      pad(r.sectionChunks, 5),
      pad(r.variableChunks, 5),
      pad(r.ms.parse.toFixed(1), 9),
      pad((r.ms.chunkSection + r.ms.chunkVariable).toFixed(1), 9),
      pad(r.ms.total.toFixed(1), 9),
      pad(r.pagesPerSecond.toFixed(0), 8),
      pad(r.chunksPerSecond.toFixed(0), 9),
      pad(r.ms.cpu.toFixed(0), 8),
    ].join(' '),
  );
}
const byKind = Object.fromEntries(
  (['txt', 'pdf', 'docx', 'doc'] as const).filter((k) => rows.some((r) => r.kind === k)).map((k) => [k, summarize(rows.filter((r) => r.kind === k))]),
);
const overall = summarize(rows);
console.log('\nper format (warm):');
for (const [kind, s] of Object.entries({ ...byKind, overall })) {
  console.log(`  ${pad(kind, 8, true)} ${pad(s.files, 2)} files ${pad(s.pages, 5)} pages ${pad(s.chunks, 5)} chunks ${pad(s.ms.toFixed(0), 6)} ms  ${pad(s.pagesPerSecond.toFixed(0), 6)} pages/s  ${pad(s.chunksPerSecond.toFixed(0), 6)} chunks/s  (${pad(s.pagesPerCpuSecond.toFixed(0), 5)} pages per CPU-second)`);
}
if (passes > 2) {
  console.log(`\nfastest of warm passes 2-${passes}:`);
  for (const kind of ['txt', 'pdf', 'docx', 'doc', 'overall'] as const) {
    const s = summarize(kind === 'overall' ? fastest : fastest.filter((r) => r.kind === kind));
    if (s.files) console.log(`  ${pad(kind, 8, true)} ${pad(s.pages, 5)} pages ${pad(s.ms.toFixed(0), 6)} ms  ${pad(s.pagesPerSecond.toFixed(0), 6)} pages/s  ${pad(s.chunksPerSecond.toFixed(0), 6)} chunks/s`);
  }
}
const pdfTarget = 100;
const textPdfs = rows.filter((r) => r.kind === 'pdf');
const textPdfRate = summarize(textPdfs).pagesPerSecond;
const load = loadavg()[0];
console.log(`\ntext PDFs: ${textPdfRate.toFixed(0)} pages/s (target ≥ ${pdfTarget}) — ${textPdfRate >= pdfTarget ? 'met' : 'MISSED'}; load average ${load.toFixed(1)} on ${cpus().length} CPUs${load > cpus().length ? ' (machine busy: wall times are inflated)' : ''}`);

mkdirSync(dirname(resultsPath), { recursive: true });
writeFileSync(
  resultsPath,
  `${JSON.stringify(
    {
      benchmark: 'ingest',
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, memoryGiB: round(totalmem() / 2 ** 30), node: process.version, loadAverage1m: round(load) },
      settings: { chunkSize: PARSE_JOB_DEFAULT_CHUNK_SIZE, modes: ['section', 'variable'], passes, runs: 'second of two: every file once (cold), then every file again (reported)' },
      target: { textPdfPagesPerSecond: pdfTarget, met: textPdfRate >= pdfTarget },
      perFormat: byKind,
      overall,
      fastestWarmPass: passes > 2 ? { passes, pdf: summarize(fastest.filter((r) => r.kind === 'pdf')), overall: summarize(fastest) } : null,
      files: rows.map((r) => ({
        ...r,
        ms: Object.fromEntries(Object.entries(r.ms).map(([k, v]) => [k, round(v)])),
        pagesPerSecond: round(r.pagesPerSecond),
        chunksPerSecond: round(r.chunksPerSecond),
        pagesPerCpuSecond: round(r.pagesPerCpuSecond),
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(`wrote ${resultsPath}`);
