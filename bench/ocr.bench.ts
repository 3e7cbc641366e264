/**
 * OCR throughput over the image-only copies of the Rivergrove PDFs (scripts/make-scanned-copies.sh makes them in
 * /work/data/scanned): pages per second through parseDocument with the server's Tesseract recogniser (2 pages at
 * once, as the parse job runs them), and where the time goes: each page rendered (pdftoppm) then recognised
 * (tesseract) one at a time, wall time and the child processes' CPU time for each step.
 * Wall figures depend on what else the machine runs; CPU seconds per page do not (much), so both are reported.
 * Run: npx tsx bench/ocr.bench.ts [--dir DIR] [--pages N] [--dpi 200]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { countPages, parseDocument } from '../src/engine/parse';
import { TesseractRecogniser } from '../src/server/ocr';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { dir: { type: 'string', default: '/work/data/scanned' }, pages: { type: 'string' }, dpi: { type: 'string', default: '200' } } });
const dpi = Number(values.dpi);
const limit = values.pages ? Number(values.pages) : Infinity;

/** CPU seconds used by this process's finished children (Linux: cutime + cstime in /proc/self/stat). */
function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command name, field 3 is the state; cutime and cstime are fields 16 and 17 of the full line.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu0 = childCpuSeconds();
  const t0 = performance.now();
  const value = await run();
  return { value, wall: (performance.now() - t0) / 1000, cpu: childCpuSeconds() - cpu0 };
}

const recogniser = new TesseractRecogniser({ dpi });
const files = existsSync(values.dir!) ? readdirSync(values.dir!).filter((f) => f.endsWith('.pdf')).sort().map((f) => join(values.dir!, f)) : [];
if (!files.length) {
  // `npm run bench` runs every bench: without the scanned copies this one says how to make them and steps aside.
  console.log(`ocr bench skipped: no scanned PDFs in ${values.dir}. Make them with scripts/make-scanned-copies.sh (needs img2pdf), or pass --dir.`);
  process.exit(0);
}

// 1. Where the time goes, one page at a time.
const steps = { pages: 0, render: { wall: 0, cpu: 0 }, recognise: { wall: 0, cpu: 0 }, characters: 0 };
const plan: { file: string; pages: number }[] = [];
let budget = limit;
for (const file of files) {
  if (budget <= 0) break;
  const bytes = new Uint8Array(readFileSync(file));
  const pages = Math.min(await countPages(bytes, 'pdf'), budget);
  budget -= pages;
  plan.push({ file, pages });
  for (let n = 1; n <= pages; n++) {
    const render = await timed(() => recogniser.renderPage(bytes, n));
    const recognise = await timed(() => recogniser.recogniseImage(render.value));
    steps.pages += 1;
    steps.render.wall += render.wall;
    steps.render.cpu += render.cpu;
    steps.recognise.wall += recognise.wall;
    steps.recognise.cpu += recognise.cpu;
  }
}

// 2. Throughput as the parse job runs it: every page of each file through parseDocument, two pages at once.
let pages = 0;
const whole = await timed(async () => {
  for (const { file, pages: n } of plan) {
    const bytes = new Uint8Array(readFileSync(file));
    if (n < (await countPages(bytes, 'pdf'))) continue; // a partial file is only measured in step 1
    const doc = await parseDocument(bytes, 'pdf', { ocr: recogniser, ocrConcurrency: 2 });
    pages += doc.pages.length;
    steps.characters += doc.pages.reduce((s, p) => s + p.text.length, 0);
  }
});

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const result = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg_at_end: loadavg().map((l) => round(l)) },
  data: { dir: values.dir, files: plan.map((p) => p.file.split('/').at(-1)), dpi },
  per_page_one_at_a_time: {
    pages: steps.pages,
    render_wall_s: round(steps.render.wall / steps.pages),
    render_cpu_s: round(steps.render.cpu / steps.pages),
    recognise_wall_s: round(steps.recognise.wall / steps.pages),
    recognise_cpu_s: round(steps.recognise.cpu / steps.pages),
    recognise_share_of_cpu: round(steps.recognise.cpu / (steps.render.cpu + steps.recognise.cpu)),
  },
  parse_document_2_at_once: {
    pages,
    wall_s: round(whole.wall),
    pages_per_second: pages ? round(pages / whole.wall) : null,
    cpu_s_per_page: pages ? round(whole.cpu / pages) : null,
    /** What two idle cores would give: 2 / CPU seconds per page. */
    pages_per_second_on_2_idle_cores: pages ? round(2 / (whole.cpu / pages)) : null,
    characters: steps.characters,
  },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(join(repoDir, 'bench/results'), { recursive: true });
writeFileSync(join(repoDir, 'bench/results/ocr.json'), `${JSON.stringify(result, null, 2)}\n`);
