import type { CompletionResponse } from '../../../contracts/chats';
import type { SummarizeGrantEligibilityBody } from '../../../contracts/grants';
import type { StructuredModel } from '../../../engine/ai';
import { type EligibilityFacts, factsFromText, rewriteEligibilityWithModel, summarizeGrantEligibility } from '../../../engine/grants';
import type { AppDb } from '../../db/client';
import { COMPLETION_TIMEOUT_MS } from '../completions/completions.service';
import { findGrantByNumber, rowToListing } from './grants.repo';

/**
 * The plain-language eligibility summary of a grant: from the stored listing when the program number names one,
 * else from the card's labelled text; written offline, and rewritten by the model when one is configured (a model
 * failure is logged and the offline summary is answered).
 */
export async function summarizeEligibility(
  deps: { db: AppDb; model: StructuredModel | null; log: { warn(details: object, message: string): void } },
  body: SummarizeGrantEligibilityBody['grant_eligibility_summary'],
): Promise<CompletionResponse> {
  const row = body.program_number ? await findGrantByNumber(deps.db, body.program_number) : null;
  const facts: EligibilityFacts = row ? { ...rowToListing(row) } : factsFromText(body.text);
  const offline = summarizeGrantEligibility(facts);
  if (deps.model) {
    try {
      return { response: await rewriteEligibilityWithModel(facts, offline, deps.model, AbortSignal.timeout(COMPLETION_TIMEOUT_MS)) };
    } catch (error) {
      deps.log.warn({ err: error, model: deps.model.name }, 'grant eligibility summary: model failed; answered offline');
    }
  }
  return { response: offline };
}
