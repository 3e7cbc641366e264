import { describe, expect, it } from 'vitest';
import type { ChatSummary } from '../../contracts/chats';
import {
  chatDisplayTitle,
  filterSavedChats,
  formatChatDate,
  recentArchivedChats,
} from './conversation-list';

function chat(id: number, fields: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id,
    title: `Chat ${id}`,
    created_at: '2025-03-05T14:30:00.000Z',
    updated_at: '2025-03-05T14:30:00.000Z',
    municipality_id: 1,
    municipality_name: 'Springfield',
    discarded_at: null,
    ...fields,
  };
}

describe('formatChatDate', () => {
  it('shows month, day, year and time with plain spaces', () => {
    expect(formatChatDate('2025-03-05T14:30:00Z', 'UTC')).toBe('Mar 5, 2025, 2:30 PM');
    expect(formatChatDate('2024-12-31T23:05:00Z', 'America/New_York')).toBe('Dec 31, 2024, 6:05 PM');
  });

  it('returns the raw value when it is not a date', () => {
    expect(formatChatDate('not a date', 'UTC')).toBe('not a date');
  });
});

describe('chatDisplayTitle', () => {
  it('uses the title, or the creation date when the title is empty', () => {
    expect(chatDisplayTitle(chat(1, { title: 'Fence height' }), 'UTC')).toBe('Fence height');
    expect(chatDisplayTitle(chat(1, { title: null }), 'UTC')).toBe('Mar 5, 2025, 2:30 PM');
    expect(chatDisplayTitle(chat(1, { title: '   ' }), 'UTC')).toBe('Mar 5, 2025, 2:30 PM');
  });
});

describe('filterSavedChats', () => {
  const chats = [
    chat(1, { title: 'Fence HEIGHT rules' }),
    chat(2, { title: null, created_at: '2024-07-04T09:00:00Z' }),
    chat(3, { title: 'Parking', discarded_at: '2025-03-06T00:00:00Z' }),
    chat(4, { title: 'Short-term rentals', created_at: '2025-01-20T10:00:00Z' }),
  ];
  const ids = (search: string) => filterSavedChats(chats, search, 'UTC').map((c) => c.id);

  it('keeps every active chat, in order, for a blank search', () => {
    expect(ids('')).toEqual([1, 2, 4]);
    expect(ids('   ')).toEqual([1, 2, 4]);
  });

  it('matches the title case-insensitively and never shows archived chats', () => {
    expect(ids('fence height')).toEqual([1]);
    expect(ids('PARKING')).toEqual([]);
  });

  it('matches the formatted creation date, with or without a title', () => {
    expect(ids('jul 4')).toEqual([2]);
    expect(ids('jan 20, 2025')).toEqual([4]);
    expect(ids('2:30 pm')).toEqual([1]);
  });

  it('finds nothing for text in neither the title nor the date', () => {
    expect(ids('zoning')).toEqual([]);
  });
});

describe('recentArchivedChats', () => {
  it('lists archived chats by archive time, newest first', () => {
    const chats = [
      chat(1, { discarded_at: '2025-01-01T00:00:00Z' }),
      chat(2),
      chat(3, { discarded_at: '2025-03-01T00:00:00Z' }),
      chat(4, { discarded_at: '2025-02-01T00:00:00Z' }),
    ];
    expect(recentArchivedChats(chats).map((c) => c.id)).toEqual([3, 4, 1]);
  });

  it('keeps only the 10 most recently archived', () => {
    const chats = Array.from({ length: 14 }, (_, i) =>
      chat(i + 1, { discarded_at: new Date(Date.UTC(2025, 0, i + 1)).toISOString() }),
    );
    const shown = recentArchivedChats(chats);
    expect(shown).toHaveLength(10);
    expect(shown[0].id).toBe(14);
    expect(shown.at(-1)?.id).toBe(5);
  });
});
