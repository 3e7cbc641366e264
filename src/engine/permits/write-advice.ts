import { z } from 'zod';
import type { StructuredModel } from '../ai';
import { verifyModelAnswer } from '../answer/verify-answer';
import { formatQuantity } from './quantities';
import { adviceText, DECISIVE, factLines, LEAD } from './review-permit';
import type { CodeSection, PermitReview } from './types';

const MODEL_TIMEOUT_MS = 60_000;
const SECTION_CHARACTERS = 3000;

/** What the model is asked for: the findings in its words, each line citing [n], and what each cited section means here. */
export const ModelAdvice = z.object({
  rationale: z.string().min(1).max(8000),
  context_items: z.array(z.object({ n: z.number().int().min(1), meaning: z.string().max(1500) })).max(20),
});

const SYSTEM = [
  'You advise municipal permit staff. You are given a permit application, the status the checks decided, their findings, and the numbered sections of the municipal code they rest on.',
  'Write the rationale as lines starting with "- ", one per finding, in plain language, each ending with the [n] of the section it rests on. Quote the code only with words copied exactly from that section, in double quotes.',
  'Do not change the status, do not add requirements the sections do not state, and do not cite a number that is not given.',
  'For each cited section, say in one or two sentences what it means for this application (context_items: n and meaning).',
].join(' ');

/**
 * With a model, rewrites the advice's rationale and context cards from the same findings and sections; every [n] and
 * quotation is verified against the cited section, and the status never changes. Without one, or when the model's
 * text drops a decisive finding or cannot be verified, the offline advice stands.
 */
export async function writePermitAdvice(review: PermitReview, model: StructuredModel | null, signal?: AbortSignal): Promise<PermitReview & { writtenBy: string }> {
  const offline = { ...review, writtenBy: 'offline' };
  if (!model || review.citations.length === 0) return offline;
  const sections = review.citations.map((c) => review.findings.find((f) => f.section?.chunkId === c.chunkId)!.section as CodeSection);
  let reply: z.infer<typeof ModelAdvice>;
  try {
    const timeout = AbortSignal.timeout(MODEL_TIMEOUT_MS);
    reply = await model.generateObject({ system: SYSTEM, prompt: buildPrompt(review, sections), schema: ModelAdvice, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    return offline;
  }
  const verified = verifyModelAnswer(reply.rationale, sections);
  const kept = new Set(verified.sources);
  // The points the status rests on must survive verification, or the model's text would hide them.
  const decisive = review.findings.filter((f) => DECISIVE.includes(f.kind) && f.section).map((f) => review.citations.findIndex((c) => c.chunkId === f.section!.chunkId));
  if (verified.sources.length === 0 || decisive.some((i) => !kept.has(i))) return offline;
  const citations = verified.sources.map((source, i) => ({ ...review.citations[source], n: i + 1 }));
  const contextItems = verified.sources.map((source) => {
    const offlineItem = review.contextItems[source];
    const meaning = reply.context_items.find((c) => c.n === source + 1)?.meaning.trim();
    // A meaning whose quotations are not in the section is not used.
    const checked = meaning ? verifyModelAnswer(`${meaning} [1]`, [sections[source]]) : null;
    const usable = checked && checked.removed.quotations === 0 && checked.removed.citations === 0;
    return usable ? { title: offlineItem.title, text: `"${review.citations[source].quote}" — ${meaning}` } : offlineItem;
  });
  const read = factLines(review.facts);
  const rationale = [LEAD[review.status], ...verified.content.split('\n').filter((l) => l.trim()), ...(read.length ? ['', 'Read from the application:', ...read] : [])].join('\n');
  return { ...review, rationale, citations, contextItems, combinedOutput: adviceText(rationale, contextItems), writtenBy: model.name };
}

function buildPrompt(review: PermitReview, sections: CodeSection[]): string {
  const { facts } = review;
  const application = [
    `Permit type: ${facts.permitType || '(not stated)'}`,
    `Work described: ${facts.work || '(not stated)'}`,
    `Quantities: ${facts.quantities.map((q) => `${q.label.slice(0, 60)} = ${formatQuantity(q)}`).join('; ') || '(none)'}`,
    `Fee paid: ${facts.feePaid === null ? '(none stated)' : `$${facts.feePaid}`}`,
  ].join('\n');
  const findings = review.findings.map((f) => {
    const n = f.section ? review.citations.findIndex((c) => c.chunkId === f.section!.chunkId) + 1 : 0;
    return `- ${f.message}${n ? ` [${n}]` : ''}`;
  });
  const blocks = sections.map((s, i) => `[${i + 1}] ${review.citations[i].section} (${s.documentName})\n${s.content.slice(0, SECTION_CHARACTERS)}`);
  return `Status decided: ${review.status}\n\nApplication:\n${application}\n\nFindings:\n${findings.join('\n')}\n\nSections:\n\n${blocks.join('\n\n')}`;
}
