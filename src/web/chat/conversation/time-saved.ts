import type { Message } from '@/contracts/chats';

/** Spec §9: 'Est. {m}m {ss}s saved', seconds padded to two digits. */
export function formatTimeSaved(minutes: number, seconds: number): string {
  const total = Math.max(0, Math.round(minutes * 60 + seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `Est. ${m}m ${String(s).padStart(2, '0')}s saved`;
}

/** An answer that starts with an apology (or is marked as one) found nothing: it saved no time. */
export function isApology(message: Pick<Message, 'content' | 'meta_data'>): boolean {
  if (message.meta_data?.apology) return true;
  return /^\s*(i'm|i’m|i am) sorry/i.test(message.content);
}

/** The badge text for a bot message, or null when it has no estimate or is an apology. */
export function timeSavedLabel(message: Pick<Message, 'content' | 'meta_data' | 'source'>): string | null {
  if (message.source !== 'from_bot' || isApology(message)) return null;
  const minutes = message.meta_data?.minutes_saved;
  const seconds = message.meta_data?.seconds_saved;
  if (typeof minutes !== 'number' && typeof seconds !== 'number') return null;
  const m = typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : 0;
  const s = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0;
  if (m <= 0 && s <= 0) return null;
  return formatTimeSaved(m, s);
}
