/*
 * The optional model review of a suspected contradiction: a configured model reads both sections and says whether they
 * truly contradict, explaining in plain language and quoting each side. The explanation is used only when a quotation
 * in it is verified verbatim in each side's text; a model that finds no contradiction drops the candidate.
 */
import { z } from 'zod';
import type { StructuredModel } from '../ai';
import { normalizeForMatch, quoteOccursIn } from '../answer/verify-answer';
import type { ConflictFinding } from './types';

/** The model's verdict on one candidate pair. */
export const ConflictReview = z.object({
  contradiction: z.boolean(),
  explanation: z.string().min(1).max(1500),
});
export type ConflictReview = z.infer<typeof ConflictReview>;

/** A reviewed finding: the model's explanation when verified, and who explained it. */
export type ReviewedFinding = ConflictFinding & { explainedBy: string };

/** With a model configured, candidates at or above this confidence are reviewed (its yes can lift them over the threshold). */
export const REVIEW_THRESHOLD = 0.6;
// A model's yes lifts a candidate to at least this confidence; its quotes are checked, its judgement is trusted.
const CONFIRMED = 0.85;
const MAX_SECTION = 6000;

const SYSTEM =
  'You review suspected contradictions between two provisions of a municipality\'s law for municipal staff. ' +
  'A contradiction means both provisions speak of the same thing under the same conditions and cannot both be followed ' +
  '(different amounts, times or periods; a requirement against a prohibition or exemption; two definitions of one term ' +
  'for the same text; a section replaced by a later enactment while its old text is still published). Different subjects, ' +
  'different conditions, or one provision making an exception to the other are not contradictions. ' +
  'Set "contradiction" accordingly. In "explanation", say in one to three plain sentences what differs and which text is ' +
  'newer when the texts tell, quoting the decisive words of EACH provision verbatim in double quotes.';

const QUOTED = /"([^"\n]{4,})"|“([^”\n]{4,})”/g;

/** Whether the explanation quotes words of each side verbatim. */
export function quotesBothSides(explanation: string, a: string, b: string): boolean {
  const quotes = [...explanation.matchAll(QUOTED)].map((m) => m[1] ?? m[2]);
  const [fa, fb] = [[normalizeForMatch(a)], [normalizeForMatch(b)]];
  return quotes.some((q) => quoteOccursIn(q, fa)) && quotes.some((q) => quoteOccursIn(q, fb));
}

/**
 * Asks the model about each candidate (both sections' full text given); keeps those it confirms (with its explanation
 * when that quotes both sides verbatim, else the offline one) and drops those it rejects. A failed call keeps the
 * candidate as it was when its offline confidence reaches `threshold`.
 */
export async function reviewFindings(
  model: StructuredModel,
  candidates: readonly ConflictFinding[],
  textOf: (sectionId: number) => string,
  options: { threshold: number; signal?: AbortSignal },
): Promise<ReviewedFinding[]> {
  const out: ReviewedFinding[] = [];
  for (const finding of candidates) {
    const [a, b] = [textOf(finding.sides[0].sectionId), textOf(finding.sides[1].sectionId)];
    let review: ConflictReview;
    try {
      review = await model.generateObject({
        system: SYSTEM,
        prompt: promptFor(finding, a, b),
        schema: ConflictReview,
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (finding.confidence >= options.threshold) out.push({ ...finding, explainedBy: 'offline' });
      continue;
    }
    if (!review.contradiction) continue;
    const verified = quotesBothSides(review.explanation, a, b);
    out.push({
      ...finding,
      confidence: Math.max(finding.confidence, CONFIRMED),
      explanation: verified ? review.explanation.trim() : finding.explanation,
      explainedBy: verified ? model.name : 'offline',
    });
  }
  return out;
}

function promptFor(finding: ConflictFinding, a: string, b: string): string {
  const side = (i: 0 | 1, text: string) => {
    const s = finding.sides[i];
    const name = [s.sectionLabel, s.documentName, s.enactment].filter(Boolean).join(' — ');
    return `Provision ${i === 0 ? 'A' : 'B'} (${name}):\n${text.slice(0, MAX_SECTION)}`;
  };
  return `Suspected: ${finding.explanation}\n\n${side(0, a)}\n\n${side(1, b)}`;
}
