import { z } from 'zod';
import type { StructuredModel } from '../../engine/ai';
import type { AppDb } from '../db/client';
import { GENERATE_TEST_QUESTIONS_JOB, generateAllQuestions } from '../features/test-questions/test-questions.service';
import { defineJob } from './job-definition';

/** Writes a test question for every published chunk of a completed document. */
export function generateTestQuestionsJob(deps: { db: AppDb; model?: StructuredModel | null }) {
  return defineJob({
    kind: GENERATE_TEST_QUESTIONS_JOB,
    payload: z.object({ documentId: z.number().int().positive() }),
    retryLimit: 1,
    handler: (payload, ctx) => generateAllQuestions(deps.db, payload.documentId, ctx, deps.model ?? null),
  });
}
