import type { Message } from '@/contracts/chats';
import { ANALYZING_WINDOW_MS } from '../../../contracts/contradictions';

/** What a bot message's conflict-scan panel shows. */
export type PanelState = 'hidden' | 'analyzing' | 'clear' | 'found' | 'error';

/** How long the message has been shown as analyzing so far; the window ends ANALYZING_WINDOW_MS after it was created. */
export function msLeftAnalyzing(message: Pick<Message, 'created_at'>, now: number): number {
  const created = Date.parse(message.created_at);
  return Number.isNaN(created) ? 0 : Math.max(0, created + ANALYZING_WINDOW_MS - now);
}

/**
 * The panel's state (spec chat-app §4): 'analyzing' only while the message is under 10 s old and its scan has not
 * finished; then 'found' or 'clear' once completed, or 'error'. Answers that cite nothing are never scanned.
 */
export function panelState(message: Message, now: number): PanelState {
  if (message.source !== 'from_bot' || !message.meta_data?.citation?.length || message.meta_data.apology) return 'hidden';
  const status = message.contradiction_status ?? null;
  if (status === 'completed') return message.suspected_document_contradictions.length ? 'found' : 'clear';
  if (status === 'error') return 'error';
  return msLeftAnalyzing(message, now) > 0 ? 'analyzing' : 'hidden';
}
