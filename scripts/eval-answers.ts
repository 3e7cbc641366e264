// npm run eval:answers -- --dump PLANS.jsonl --questions FILE.jsonl [--show wrong|unanswerable|all]
// Replays the offline answer over the plans and hits `npm run eval -- … --dump PLANS.jsonl` recorded: the answer
// composition runs exactly as in the eval (same plan, same ten hits), without ingesting or searching again, and the
// answer-level figures are printed. Retrieval figures need the full eval: a dump holds one retrieval's result.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { composeAnswer, evaluateAnswers, type AnswerSource } from '../src/engine/answer';
import type { QueryPlan, SectionRef } from '../src/engine/retrieve';
import { ANSWER_MAX_CITATIONS } from '../src/server/features/messages/answer-message.service';

const Question = z.object({
  id: z.string(),
  expected_sections: z.array(z.string()).default([]),
  expected: z.array(z.object({ section: z.string(), document: z.string().nullish() })).optional(),
});
const Dumped = z.object({ id: z.string(), question: z.string(), plan: z.custom<QueryPlan>((v) => typeof v === 'object' && v !== null), hits: z.array(z.custom<AnswerSource>()) });

function readLines<T>(file: string, schema: z.ZodType<T>): T[] {
  return readFileSync(resolve(file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const parsed = schema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file} line ${i + 1}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

function main(): void {
  const { values } = parseArgs({ options: { dump: { type: 'string' }, questions: { type: 'string' }, show: { type: 'string' } } });
  if (!values.dump || !values.questions) {
    console.error('Usage: npm run eval:answers -- --dump PLANS.jsonl --questions FILE.jsonl [--show wrong|unanswerable|all]');
    process.exit(1);
  }
  const expected: Record<string, SectionRef[]> = Object.fromEntries(readLines(values.questions, Question).map((q) => [q.id, q.expected ?? q.expected_sections]));
  const answers = readLines(values.dump, Dumped).map((row) => {
    const answer = composeAnswer({ question: row.question, plan: row.plan, hits: row.hits, maxCitations: ANSWER_MAX_CITATIONS });
    const unanswerable = (expected[row.id] ?? []).length === 0;
    const shown = values.show === 'all' || (values.show === 'unanswerable' && unanswerable) || (values.show === 'wrong' && unanswerable !== answer.apology);
    if (shown) console.log(`\n${row.id} (${unanswerable ? 'unanswerable' : 'answerable'}): ${row.question}\n${answer.content}\n  why: ${answer.reasonings.at(-1)}`);
    return { id: row.id, apology: answer.apology, citations: answer.citations.map((c) => ({ section: c.sectionLabel ?? c.citation ?? c.documentName, document: c.documentName })) };
  });
  const a = evaluateAnswers(answers, expected);
  console.log(`answers: expected section in first 3 citations ${a.citedInTop3.toFixed(3)} (${a.citedCount}/${a.answerable} answerable)`);
  console.log(`answers: apologised on ${a.apologisedUnanswerable}/${a.unanswerable} unanswerable, ${a.apologisedAnswerable}/${a.answerable} answerable`);
}

main();
