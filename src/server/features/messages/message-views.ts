import type { Message, MessageEvaluationView, MessageFeedbackView } from '../../../contracts/chats';
import type { EvaluationRow, MessageRow, MessageWithEvaluation } from './messages.repo';

/** The API shape of a message; the conflict scan is not built yet, so no contradictions are ever listed. */
export function serializeMessage(row: MessageRow, evaluation: EvaluationRow | null = null): Message {
  return {
    id: row.id,
    chat_id: row.chatId,
    content: row.content,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    selected_document_ids: row.selectedDocumentIds,
    meta_data: row.metaData,
    message_evaluation: evaluation ? serializeEvaluation(evaluation) : null,
    suspected_document_contradictions: [],
  };
}

export function serializeMessageWithEvaluation(row: MessageWithEvaluation): Message {
  return serializeMessage(row, row.evaluation);
}

export function serializeEvaluation(row: EvaluationRow): MessageEvaluationView {
  return { id: row.id, message_id: row.messageId, evaluation: row.evaluation };
}

export function serializeFeedback(row: { id: number; messageId: number; feedback: string; createdAt: Date }): MessageFeedbackView {
  return { id: row.id, message_id: row.messageId, feedback: row.feedback, created_at: row.createdAt.toISOString() };
}
