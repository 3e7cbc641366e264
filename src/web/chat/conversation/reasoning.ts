import type { Message } from '@/contracts/chats';

/** `meta_data.reasonings` as a list: it may arrive as a list of strings or as one string (spec §3). */
export function readReasonings(metaData: Message['meta_data'] | null | undefined): string[] {
  const raw: unknown = (metaData as { reasonings?: unknown } | null | undefined)?.reasonings;
  if (typeof raw === 'string') return raw.trim() ? [raw.trim()] : [];
  if (!Array.isArray(raw)) return [];
  return raw.filter((r): r is string => typeof r === 'string' && r.trim() !== '').map((r) => r.trim());
}

/** Spec §4: a message's Reasoning starts expanded when its content says "sorry" (any case). */
export function startsExpanded(message: Pick<Message, 'content'>): boolean {
  return /sorry/i.test(message.content);
}

/** Which message's Reasoning is open (only one at a time, spec §4) and which messages have been seen. */
export type ReasoningState = { openId: number | null; seenIds: ReadonlySet<number> };

export const INITIAL_REASONING_STATE: ReasoningState = { openId: null, seenIds: new Set() };

function hasReasoning(message: Message): boolean {
  return message.source === 'from_bot' && readReasonings(message.meta_data).length > 0;
}

/**
 * Takes in the log's messages: a message seen for the first time opens its Reasoning when it starts
 * expanded (the newest such message wins); messages already seen keep whatever the user chose.
 */
export function syncReasoning(state: ReasoningState, messages: readonly Message[]): ReasoningState {
  const unseen = messages.filter((m) => !state.seenIds.has(m.id));
  if (unseen.length === 0) return state;
  let openId = state.openId;
  for (const m of unseen) if (hasReasoning(m) && startsExpanded(m)) openId = m.id;
  return { openId, seenIds: new Set([...state.seenIds, ...unseen.map((m) => m.id)]) };
}

/** Opens a message's Reasoning (closing any other) or closes it when it is the open one. */
export function toggleReasoning(state: ReasoningState, messageId: number): ReasoningState {
  return { ...state, openId: state.openId === messageId ? null : messageId };
}
