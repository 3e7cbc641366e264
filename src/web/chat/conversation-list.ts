import { type ChatSummary, MAX_ARCHIVED_CHATS } from '../../contracts/chats';

/** Spec §9: skeleton rows shown while the conversation list loads. */
export const CONVERSATION_SKELETON_ROWS = 10;

/**
 * A chat's creation time as the sidebar shows it ("Mar 5, 2025, 2:30 PM"); the conversation search
 * matches against this same text. `timeZone` defaults to the browser's.
 */
export function formatChatDate(isoDate: string, timeZone?: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return (
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    })
      .format(date)
      // Newer ICU puts a narrow no-break space before AM/PM; a typed search uses a plain space.
      .replace(/\s+/g, ' ')
  );
}

/** The row label: the title, or the formatted creation date when the chat has no title yet. */
export function chatDisplayTitle(chat: Pick<ChatSummary, 'title' | 'created_at'>, timeZone?: string): string {
  const title = chat.title?.trim();
  return title ? title : formatChatDate(chat.created_at, timeZone);
}

/**
 * Saved Conversations rows: active chats whose title or formatted creation date contains the search
 * text (case-insensitive); a blank search keeps them all. Order is kept.
 */
export function filterSavedChats(chats: ChatSummary[], search: string, timeZone?: string): ChatSummary[] {
  const active = chats.filter((chat) => chat.discarded_at === null);
  const query = search.trim().toLowerCase();
  if (!query) return active;
  return active.filter(
    (chat) =>
      (chat.title ?? '').toLowerCase().includes(query) ||
      formatChatDate(chat.created_at, timeZone).toLowerCase().includes(query),
  );
}

function archivedTime(chat: ChatSummary): number {
  const time = chat.discarded_at ? Date.parse(chat.discarded_at) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Archived Conversations rows (spec §9): archived chats, most recently archived first, at most {@link MAX_ARCHIVED_CHATS}. */
export function recentArchivedChats(chats: ChatSummary[], cap = MAX_ARCHIVED_CHATS): ChatSummary[] {
  return chats
    .filter((chat) => chat.discarded_at !== null)
    .sort((a, b) => archivedTime(b) - archivedTime(a))
    .slice(0, cap);
}
