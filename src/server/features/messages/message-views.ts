import type { Message, MessageEvaluationView, MessageFeedbackView } from '../../../contracts/chats';
import type { MessageScanView } from '../contradictions/contradictions.service';
import type { EvaluationRow, MessageRow, MessageWithEvaluation } from './messages.repo';

/** The API shape of a message; `scan` (code_doctor users only) carries its conflict scan and contradictions. */
export function serializeMessage(row: MessageRow, evaluation: EvaluationRow | null = null, scan?: MessageScanView): Message {
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
    suspected_document_contradictions: scan?.contradictions ?? [],
    contradiction_status: scan?.status ?? null,
  };
}

export function serializeMessageWithEvaluation(row: MessageWithEvaluation, scan?: MessageScanView): Message {
  return serializeMessage(row, row.evaluation, scan);
}

export function serializeEvaluation(row: EvaluationRow): MessageEvaluationView {
  return { id: row.id, message_id: row.messageId, evaluation: row.evaluation };
}

export function serializeFeedback(row: { id: number; messageId: number; feedback: string; createdAt: Date }): MessageFeedbackView {
  return { id: row.id, message_id: row.messageId, feedback: row.feedback, created_at: row.createdAt.toISOString() };
}
