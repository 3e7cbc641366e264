import { describe, expect, it } from 'vitest';
import type { ChatDetail, Message, MessageCitation } from '@/contracts/chats';
import type { SuspectedContradiction } from '@/contracts/contradictions';
import { applyContradictionStatus } from './chat-cache';
import { msLeftAnalyzing, panelState } from './contradictions';

const CREATED = Date.parse('2026-03-01T10:00:00.000Z');
const citation = { n: 1, id: 7, document_id: 1, document_name: 'Title 25', title: '§ 25-723', section_label: '§ 25-723', citation: null, page_number: null, quote: 'q', content: 'c' } as MessageCitation;
const finding: SuspectedContradiction = {
  id: 3,
  kind: 'quantity',
  confidence: 1,
  explanation: 'Different times for what reads as the same thing.',
  explained_by: 'offline',
  document_sources: [],
};

function answer(extra: Partial<Message> = {}): Message {
  return {
    id: 2,
    chat_id: 1,
    content: 'Until 3:00 a.m. [1]',
    source: 'from_bot',
    created_at: new Date(CREATED).toISOString(),
    updated_at: new Date(CREATED).toISOString(),
    selected_document_ids: [],
    meta_data: { citation: [citation] },
    message_evaluation: null,
    suspected_document_contradictions: [],
    contradiction_status: null,
    ...extra,
  };
}

describe('the conflict-scan panel state', () => {
  it('says analyzing only while the answer is under 10 seconds old', () => {
    expect(panelState(answer({ contradiction_status: 'analyzing' }), CREATED + 9_999)).toBe('analyzing');
    expect(panelState(answer({ contradiction_status: 'analyzing' }), CREATED + 10_000)).toBe('hidden');
    expect(panelState(answer(), CREATED + 500)).toBe('analyzing');
    expect(msLeftAnalyzing(answer(), CREATED + 4_000)).toBe(6_000);
  });

  it('shows the result whenever the scan finished, and nothing for an answer that cites nothing', () => {
    expect(panelState(answer({ contradiction_status: 'completed' }), CREATED + 60_000)).toBe('clear');
    expect(panelState(answer({ contradiction_status: 'completed', suspected_document_contradictions: [finding] }), CREATED + 60_000)).toBe('found');
    expect(panelState(answer({ contradiction_status: 'error' }), CREATED)).toBe('error');
    expect(panelState(answer({ meta_data: { citation: [], apology: true } }), CREATED)).toBe('hidden');
  });

  it('applies contradiction_status events to the cached chat, and a late analyzing never undoes a result', () => {
    const chat = { id: 1, messages: [answer()] } as ChatDetail;
    const done = applyContradictionStatus(chat, { type: 'contradiction_status', message_id: 2, status: 'completed', contradictions: [finding] });
    expect(done.messages[0]).toMatchObject({ contradiction_status: 'completed', suspected_document_contradictions: [finding] });
    const late = applyContradictionStatus(done, { type: 'contradiction_status', message_id: 2, status: 'analyzing' });
    expect(late.messages[0].contradiction_status).toBe('completed');
    expect(applyContradictionStatus(chat, { type: 'contradiction_status', message_id: 99, status: 'error' })).toBe(chat);
  });
});
