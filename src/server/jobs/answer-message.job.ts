import { z } from 'zod';
import { ANSWER_MESSAGE_JOB, type AnswerDeps, answerMessage, failAnswer } from '../features/messages/answer-message.service';
import { defineJob } from './job-definition';

/** Answers a chat question; when it fails for good, the question gets a reply saying so, so nobody waits forever. */
export function answerMessageJob(deps: AnswerDeps) {
  return defineJob({
    kind: ANSWER_MESSAGE_JOB,
    payload: z.object({ messageId: z.number().int().positive().max(2_147_483_647) }),
    retryLimit: 2,
    timeoutSeconds: 5 * 60,
    handler: (payload, ctx) => answerMessage(deps, payload.messageId, ctx),
    onFailed: (payload) => failAnswer(deps, payload.messageId),
  });
}
