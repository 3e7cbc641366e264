/*
 * The eligibility summary rewritten by a model, grounded in the listing's own facts and the offline summary. The
 * caller falls back to the offline summary when this throws.
 */
import { z } from 'zod';
import { ModelOutputError, type StructuredModel } from '../ai';
import type { EligibilityFacts } from './eligibility-summary';

const Output = z.object({ summary: z.string().min(1).max(1_500) });

const SYSTEM =
  "You rewrite a federal assistance program's eligibility summary for a city's grants officer, in plain language and " +
  'at most three short sentences: who may apply, for what, and how large the program is. Use only the facts given; ' +
  'never add applicant types, amounts, deadlines, matching requirements or anything else that is not in them.';

/** Asks the model for a plain-language eligibility summary; throws on a model error or an empty answer. */
export async function rewriteEligibilityWithModel(facts: EligibilityFacts, offline: string, model: StructuredModel, signal?: AbortSignal): Promise<string> {
  const prompt = [
    `Program: ${facts.title}${facts.programNumber ? ` (${facts.programNumber})` : ''}`,
    `Applicant types: ${facts.applicantTypes.join('; ') || 'not given'}`,
    `Assistance types: ${facts.assistanceTypes.join('; ') || 'not given'}`,
    `Objective: ${(facts.objective ?? 'not given').slice(0, 4_000)}`,
    `Summary to rewrite:\n${offline}`,
  ].join('\n');
  const out = await model.generateObject({ system: SYSTEM, prompt, schema: Output, signal });
  const summary = out.summary.trim();
  if (!summary) throw new ModelOutputError(`${model.name} returned an empty eligibility summary`);
  return summary;
}
