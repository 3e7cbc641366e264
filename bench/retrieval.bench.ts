/**
 * Retrieval quality and latency on the DC Code dev questions. Builds section chunks (chunk size 3000) of the six DC
 * titles, indexes them in MemoryIndex, runs every question of shared/eval/dev.jsonl and prints recall@1/3/5/10 and
 * MRR for all 40 questions, the even half (used for tuning) and the odd half (held out), next to a plain BM25 over
 * whole sections (no vocabulary, no field weights, no section-number logic) and a few ablations. Then the top-score
 * distribution of unanswerable vs answerable questions, the "nothing relevant found" threshold check, and latency.
 * Run: npx tsx bench/retrieval.bench.ts [--verbose]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionChunks } from '../src/engine/chunk/section-chunks';
import { parseDocument, removeRunningLines } from '../src/engine/parse/index';
import { evaluateRetrieval, isNothingRelevant, MemoryIndex, NOTHING_RELEVANT, topCoverage, type IndexChunk, type RetrievalEvaluation, type SearchOptions } from '../src/engine/retrieve/index';
import { extractStructure, flattenSections } from '../src/engine/structure/index';
import { testWordNet } from '../src/engine/lexicon/wordnet.testing';
import { CORPUS_DIR } from '../test/support/corpus';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = process.env.ORDO_SHARED_DIR ?? resolve(repoDir, '../shared');
const verbose = process.argv.includes('--verbose');

const TITLES = [
  'dc-title-06-housing-building-zoning.txt',
  'dc-title-08-animals-litter-dumping.txt',
  'dc-title-25-alcoholic-beverages.txt',
  'dc-title-42-rental-housing.txt',
  'dc-title-47-business-licenses.txt',
  'dc-title-50-traffic-parking.txt',
];

type Question = { id: string; question: string; expected_sections: string[]; kind: string };
const questions: Question[] = readFileSync(join(sharedDir, 'eval/dev.jsonl'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const expected = Object.fromEntries(questions.map((q) => [q.id, q.expected_sections]));
const isEven = (q: Question) => Number(q.id.replace(/\D/g, '')) % 2 === 0;

const t0 = performance.now();
const chunks: IndexChunk[] = [];
const sections: IndexChunk[] = [];
for (const file of TITLES) {
  const parsed = await parseDocument(new Uint8Array(readFileSync(join(CORPUS_DIR, 'dc', file))), 'txt');
  const tree = extractStructure(removeRunningLines(parsed.pages).pages);
  sectionChunks(tree, { chunkSize: 3000, documentName: file }).forEach((c, i) =>
    chunks.push({
      id: `${file}#${i}`,
      content: c.content,
      heading: c.metadata.heading,
      citation: c.citation,
      sectionNumber: c.metadata.section_number,
      sectionLabel: c.metadata.section_label ?? c.citation,
      documentName: file,
    }),
  );
  for (const { section } of flattenSections(tree)) sections.push({ id: `${file}|${section.label}`, content: `${section.title}\n\n${section.text}`, sectionLabel: section.label, documentName: file });
}
const tParsed = performance.now();
const index = new MemoryIndex(testWordNet());
index.add(chunks);
const tIndexed = performance.now();
const baselineIndex = new MemoryIndex();
const topicIndex = new MemoryIndex(testWordNet());
topicIndex.add(chunks);
baselineIndex.add(sections);
console.info(`corpus: ${TITLES.length} titles, ${sections.length} sections, ${chunks.length} chunks; parse+structure+chunk ${(tParsed - t0).toFixed(0)} ms, index ${(tIndexed - tParsed).toFixed(0)} ms`);

type Variant = { name: string; index: MemoryIndex; options: SearchOptions };
const PLAIN: SearchOptions = {
  plan: { expand: false },
  features: { lexicon: false, definitions: false, variants: false, feedback: false, references: false, sectionUnits: false },
  score: { headingWeight: 0, citationWeight: 0, contextWeight: 0, sectionMatch: false, definitionBoost: 0 },
};
const variants: Variant[] = [
  { name: 'Ordo (full)', index, options: {} },
  { name: 'full, with the hand-written topic vocabularies', index: topicIndex, options: { features: { topicVocabulary: true } } },
  { name: 'full, candidates capped at 300', index, options: { candidateLimit: 300 } },
  { name: 'full, no WordNet', index, options: { features: { lexicon: false } } },
  { name: 'full, no vocabulary/intents', index, options: { plan: { expand: false } } },
  { name: 'full, no field weights', index, options: { score: { headingWeight: 0, citationWeight: 0, contextWeight: 0 } } },
  { name: 'plain BM25, chunks', index, options: PLAIN },
  { name: 'baseline: plain BM25, whole sections', index: baselineIndex, options: PLAIN },
];

const run = async (v: Variant, qs: Question[]) => {
  const runs = [];
  for (const q of qs) runs.push({ id: q.id, ranked: (await v.index.search(q.question, { ...v.options, limit: 50 })).map((r) => r.sectionLabel ?? '') });
  return runs;
};
const fmt = (e: RetrievalEvaluation) => `R@1 ${e.recallAt[1].toFixed(2)}  R@3 ${e.recallAt[3].toFixed(2)}  R@5 ${e.recallAt[5].toFixed(2)}  R@10 ${e.recallAt[10].toFixed(2)}  MRR ${e.mrr.toFixed(3)}`;

const report: Record<string, unknown> = {};
console.info('\nrecall by section (answerable questions: all / even = tuning / odd = held out)');
for (const v of variants) {
  const runs = await run(v, questions);
  const all = evaluateRetrieval(runs, expected);
  const even = evaluateRetrieval(runs.filter((_, i) => isEven(questions[i])), expected);
  const odd = evaluateRetrieval(runs.filter((_, i) => !isEven(questions[i])), expected);
  console.info(`\n${v.name}\n  all  (${all.answerable}) ${fmt(all)}\n  even (${even.answerable}) ${fmt(even)}\n  odd  (${odd.answerable}) ${fmt(odd)}`);
  report[v.name] = { all: { recallAt: all.recallAt, mrr: all.mrr }, even: { recallAt: even.recallAt, mrr: even.mrr }, odd: { recallAt: odd.recallAt, mrr: odd.mrr } };
  if (verbose && v === variants[0]) {
    for (const q of all.perQuestion) {
      const question = questions.find((x) => x.id === q.id)!;
      console.info(`  ${q.id} ${q.answerable ? `rank ${q.firstRelevantRank ?? '-'}` : 'unanswerable'}  want ${question.expected_sections.join(', ') || '—'}  got ${q.sections.slice(0, 5).join(', ')}`);
    }
  }
}

// "Nothing relevant found": do unanswerable questions look different from answerable ones?
// Off-topic probes, written for this bench (not from any eval set), show what the threshold is for.
const OFF_TOPIC = [
  'How do I bake sourdough bread?', 'Who won the Super Bowl in 2020?', 'What is the capital of France?', 'asdfgh qwerty zxcvb',
  'What is the best pizza place near me?', 'How do I reset my email password?', "What's the weather going to be like tomorrow?",
  'Tell me a joke', 'How many moons does Jupiter have?', 'Can you recommend a good dentist?', 'How do I file my federal income taxes?',
  'What is the meaning of life?',
];
type Top = { id: string; group: 'answerable' | 'unanswerable' | 'off-topic'; score: number; coverage: number; nothing: boolean };
const topOf = async (id: string, group: Top['group'], question: string): Promise<Top> => {
  const results = await index.search(question, { limit: 5 });
  return { id, group, score: results[0]?.score ?? 0, coverage: topCoverage(results), nothing: isNothingRelevant(results) };
};
const tops: Top[] = [];
for (const q of questions) tops.push(await topOf(q.id, q.expected_sections.length ? 'answerable' : 'unanswerable', q.question));
for (const [i, q] of OFF_TOPIC.entries()) tops.push(await topOf(`off-${i + 1}`, 'off-topic', q));
const describe = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * (s.length - 1)))];
  return `min ${s[0].toFixed(2)}  p10 ${q(0.1).toFixed(2)}  median ${q(0.5).toFixed(2)}  max ${s[s.length - 1].toFixed(2)}`;
};
console.info('\ntop results per question: best score, and best coverage among the top 5');
for (const group of ['answerable', 'unanswerable', 'off-topic'] as const) {
  const g = tops.filter((t) => t.group === group);
  const flagged = g.filter((t) => t.nothing).length;
  console.info(`  ${group.padEnd(12)} (${String(g.length).padStart(2)}) score: ${describe(g.map((t) => t.score))} | coverage: ${describe(g.map((t) => t.coverage))} | flagged ${flagged}/${g.length}`);
}
console.info(`  threshold: nothing relevant when the top-5 coverage < ${NOTHING_RELEVANT.minCoverage} (and no named section)`);
if (verbose) for (const t of tops) console.info(`  ${t.id} ${t.group} score ${t.score.toFixed(2)} coverage ${t.coverage.toFixed(2)}${t.nothing ? ' → nothing relevant' : ''}`);

// Latency: every question, several rounds, after a warm-up round.
const times: number[] = [];
for (let round = 0; round < 6; round++) {
  for (const q of questions) {
    const s = performance.now();
    await index.search(q.question, { limit: 10 });
    if (round > 0) times.push(performance.now() - s);
  }
}
times.sort((a, b) => a - b);
const latency = { mean: times.reduce((a, b) => a + b, 0) / times.length, p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
console.info(`\nsearch latency over ${chunks.length} chunks (MemoryIndex, ${times.length} queries): mean ${latency.mean.toFixed(1)} ms, p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms`);

writeFileSync(join(repoDir, 'bench/results/retrieval.json'), JSON.stringify({ chunks: chunks.length, sections: sections.length, variants: report, tops, latency }, null, 2) + '\n');
