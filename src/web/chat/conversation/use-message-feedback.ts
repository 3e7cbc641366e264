import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ChatDetail, Evaluation, Message, MessageEvaluationView, MessageFeedbackView } from '@/contracts/chats';
import { api } from '@/web/lib/api';
import { chatKeys } from '../data/chat-queries';
import { setMessageEvaluation } from './chat-cache';

type EvaluateInput = { message: Message; evaluation: Evaluation | null };

/**
 * Helpful/unhelpful (spec §4): choosing one POSTs it (replacing the other), choosing the active one
 * DELETEs it. The cached chat shows the choice at once and is put back if the request fails.
 */
export function useEvaluateMessage(chatId: number) {
  const queryClient = useQueryClient();
  const key = chatKeys.detail(chatId);
  return useMutation({
    mutationFn: async ({ message, evaluation }: EvaluateInput): Promise<MessageEvaluationView | null> => {
      if (evaluation === null) {
        const current = message.message_evaluation;
        if (current) await api.delete<void>(`/api/v1/message_evaluations/${current.id}`, { message_id: message.id });
        return null;
      }
      return api.post<MessageEvaluationView>('/api/v1/message_evaluations', {
        message_id: message.id,
        message_evaluation: { evaluation },
      });
    },
    onMutate: async ({ message, evaluation }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<ChatDetail>(key);
      const optimistic = evaluation
        ? { id: message.message_evaluation?.id ?? -1, message_id: message.id, evaluation }
        : null;
      queryClient.setQueryData<ChatDetail>(key, (old) => (old ? setMessageEvaluation(old, message.id, optimistic) : old));
      return { previous };
    },
    onSuccess: (saved, { message }) => {
      queryClient.setQueryData<ChatDetail>(key, (old) => (old ? setMessageEvaluation(old, message.id, saved) : old));
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error('Failed to save your rating', { description: error.message });
    },
  });
}

/** `POST /api/v1/message_feedbacks`; the dialog shows the toasts and resets itself either way. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (input: { messageId: number; feedback: string }) =>
      api.post<MessageFeedbackView>('/api/v1/message_feedbacks', {
        message_id: input.messageId,
        message_feedback: { message_id: input.messageId, feedback: input.feedback },
      }),
  });
}
