import { z } from 'zod';
import { failPermitReviewJob, REVIEW_PERMIT_JOB, runPermitReview, type ReviewPermitDeps } from '../features/permits/review-permit.service';
import { defineJob } from './job-definition';

/** Reviews a submitted permit application against its municipality's code; a review that fails for good says so. */
export function reviewPermitJob(deps: ReviewPermitDeps) {
  return defineJob({
    kind: REVIEW_PERMIT_JOB,
    payload: z.object({ reviewId: z.number().int().positive().max(2_147_483_647) }),
    retryLimit: 1,
    timeoutSeconds: 5 * 60,
    handler: (payload, ctx) => runPermitReview(deps, payload.reviewId, ctx),
    onFailed: (payload, reason) => failPermitReviewJob(deps, payload.reviewId, reason),
  });
}
