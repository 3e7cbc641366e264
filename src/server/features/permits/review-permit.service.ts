import { reviewPermit, writePermitAdvice, type CodeSection, type PermitSearchPort } from '../../../engine/permits';
import type { AiModels } from '../../../engine/ai';
import type { AppDb } from '../../db/client';
import type { PermitReviewResult } from '../../db/schema';
import { PermanentJobError } from '../../jobs/errors';
import type { JobContext } from '../../jobs/job-definition';
import { type SearchHit, searchIndex } from '../search/search.service';
import { completePermitReview, failPermitReview, findPermitReview } from './permits.repo';

export const REVIEW_PERMIT_JOB = 'review-permit';

export type ReviewPermitDeps = { db: AppDb; ai: Pick<AiModels, 'embeddings' | 'structured'> };

/** The municipality's index as the permit engine's search port: the same retrieval the chat uses. */
export function municipalitySearchPort(deps: ReviewPermitDeps, municipalityId: number, seen?: Map<number, SearchHit>): PermitSearchPort {
  return {
    async search(query, limit): Promise<CodeSection[]> {
      const { hits } = await searchIndex(deps.db, { municipalityId, question: query, limit, embeddings: deps.ai.embeddings });
      for (const h of hits) seen?.set(h.chunkId, h);
      return hits.map((h) => ({ chunkId: h.chunkId, documentName: h.documentName, sectionLabel: h.sectionLabel, citation: h.citation, heading: h.heading, content: h.content }));
    },
  };
}

/** Runs the review of a stored application against its municipality's code and stores the advice. */
export async function runPermitReview(deps: ReviewPermitDeps, reviewId: number, ctx: Pick<JobContext, 'progress'> & { signal?: AbortSignal }): Promise<{ status: string; writtenBy: string }> {
  const review = await findPermitReview(deps.db, reviewId);
  if (!review) throw new PermanentJobError(`Permit review ${reviewId} no longer exists.`);
  await ctx.progress(10, 'Reading the application...');
  await ctx.progress(30, `Finding the sections of ${review.municipalityName}'s code that govern it...`);
  const seen = new Map<number, SearchHit>();
  const checked = await reviewPermit({ text: review.applicationText, context: review.context }, municipalitySearchPort(deps, review.municipalityId, seen));
  await ctx.progress(70, 'Writing the advice...');
  // With an AI provider the model words the advice from the same findings; the offline advice stands otherwise.
  const result = await writePermitAdvice(checked, deps.ai.structured, ctx.signal);
  const stored: PermitReviewResult = {
    combinedOutput: result.combinedOutput,
    contextItems: result.contextItems.map((item, i) => ({ ...item, chunkId: result.citations[i]?.chunkId ?? null })),
    advice: { status: result.status, rationale: result.rationale },
    // Each citation keeps its section's text, so a context card opens the section as the chat's references do.
    citations: result.citations.map((c) => {
      const hit = seen.get(c.chunkId);
      return { ...c, documentId: hit?.documentId ?? null, pageNumber: hit?.pageNumber ?? null, path: hit?.citation ?? null, content: hit?.content ?? '' };
    }),
    findings: result.findings.map((f) => ({ kind: f.kind, message: f.message, chunkId: f.section?.chunkId ?? null })),
  };
  await completePermitReview(deps.db, reviewId, stored);
  return { status: result.status, writtenBy: result.writtenBy };
}

/** When the job fails for good, the review says so, so nobody waits for it. */
export async function failPermitReviewJob(deps: ReviewPermitDeps, reviewId: number, reason: string): Promise<void> {
  await failPermitReview(deps.db, reviewId, reason);
}
