import {
  ARCHIVED_CHAT_MESSAGE,
  type CreateEvaluationBody,
  type CreateFeedbackBody,
  type CreateMessageBody,
  type Message,
  type MessageEvaluationView,
  type MessageFeedbackView,
} from '../../../contracts/chats';
import { AppError } from '../../../contracts/errors';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import type { JobSystem } from '../../jobs/job-system';
import { checkDocumentSelection, getChatOfUser, normalizeConfiguration } from '../chats/chats.service';
import { ANSWER_MESSAGE_JOB } from './answer-message.service';
import { serializeEvaluation, serializeFeedback, serializeMessage } from './message-views';
import {
  deleteEvaluation,
  deleteMessage,
  findEvaluationOfUser,
  findMessageOfUser,
  insertFeedback,
  insertHumanMessage,
  upsertEvaluation,
} from './messages.repo';

/** The same text sent again to the same chat within this many seconds is a double submit, not a new question. */
export const REPEAT_WINDOW_SECONDS = 10;
const MESSAGE_NOT_FOUND = 'Message not found.';

/**
 * Stores the user's question in their active chat and queues its answer. A double submit of the same
 * text answers with the first message (`created: false`) and queues nothing.
 */
export async function createMessage(
  deps: { db: AppDb; jobs: JobSystem },
  userId: number,
  body: z.output<typeof CreateMessageBody>,
  requestId?: string,
): Promise<{ message: Message; created: boolean }> {
  const chat = await getChatOfUser(deps.db, userId, body.chat_id);
  if (chat.discardedAt) throw new AppError('validation_failed', ARCHIVED_CHAT_MESSAGE);
  const requested = body.message.selected_document_ids;
  const selected =
    requested === undefined
      ? normalizeConfiguration(chat.configuration).currently_selected_documents
      : await checkDocumentSelection(deps.db, chat.municipalityId, requested);
  const result = await insertHumanMessage(deps.db, {
    userId,
    chatId: chat.id,
    content: body.message.content,
    selectedDocumentIds: selected,
    repeatWindowSeconds: REPEAT_WINDOW_SECONDS,
  });
  if (result.kind === 'missing') throw new AppError('not_found', 'Conversation not found.');
  if (result.kind === 'archived') throw new AppError('validation_failed', ARCHIVED_CHAT_MESSAGE);
  if (result.kind === 'repeated') return { message: serializeMessage(result.message), created: false };
  try {
    await deps.jobs.enqueue(ANSWER_MESSAGE_JOB, { messageId: result.message.id }, {
      userId,
      subject: { type: 'message', id: result.message.id },
      requestId,
    });
  } catch (error) {
    // A question nobody will answer would leave the client polling: take it back and fail the request.
    await deleteMessage(deps.db, result.message.id);
    throw error;
  }
  return { message: serializeMessage(result.message), created: true };
}

/** Rates an answer in one of the user's chats; rating it again with the other value replaces the first. */
export async function evaluateMessage(db: AppDb, userId: number, body: z.output<typeof CreateEvaluationBody>): Promise<MessageEvaluationView> {
  const message = await findMessageOfUser(db, userId, body.message_id);
  if (!message) throw new AppError('not_found', MESSAGE_NOT_FOUND);
  if (message.source !== 'from_bot') throw new AppError('validation_failed', 'Only answers can be rated.');
  return serializeEvaluation(await upsertEvaluation(db, { messageId: message.id, userId, evaluation: body.message_evaluation.evaluation }));
}

/** Removes the user's rating of an answer. */
export async function removeEvaluation(db: AppDb, userId: number, evaluationId: number): Promise<void> {
  const evaluation = await findEvaluationOfUser(db, userId, evaluationId);
  if (!evaluation) throw new AppError('not_found', 'Evaluation not found.');
  await deleteEvaluation(db, evaluation.id);
}

/** Stores free-text feedback on a message in one of the user's chats. */
export async function addFeedback(db: AppDb, userId: number, body: z.output<typeof CreateFeedbackBody>): Promise<MessageFeedbackView> {
  const message = await findMessageOfUser(db, userId, body.message_id);
  if (!message) throw new AppError('not_found', MESSAGE_NOT_FOUND);
  return serializeFeedback(await insertFeedback(db, { messageId: message.id, userId, feedback: body.message_feedback.feedback }));
}
