import { describe, expect, it } from 'vitest';
import type { Message, MessageCitation } from '@/contracts/chats';
import { latestSourcesText, parseSuggestions } from './completion-text';

function cite(n: number, title: string, content: string): MessageCitation {
  return { n, id: n, document_id: 1, document_name: 'Code', title, section_label: null, citation: null, page_number: null, quote: '', content };
}
function message(id: number, source: Message['source'], citation?: MessageCitation[]): Message {
  return {
    id,
    chat_id: 1,
    content: 'text',
    source,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    selected_document_ids: [],
    meta_data: citation ? { citation } : {},
    message_evaluation: null,
    suspected_document_contradictions: [],
  };
}

describe('suggested queries', () => {
  it('splits the semicolon-separated answer into chips', () => {
    expect(parseSuggestions('When do bars close?; Are there Sunday hours? ;  ;What permit do I need?')).toEqual([
      'When do bars close?',
      'Are there Sunday hours?',
      'What permit do I need?',
    ]);
  });

  it('drops list numbering, quotes and repeats', () => {
    expect(parseSuggestions('1. "Fence height?"; 2) fence height?; - Gate rules')).toEqual(['Fence height?', 'Gate rules']);
  });
});

describe('sources to summarize', () => {
  it('joins the latest cited answer’s sources', () => {
    const messages = [
      message(1, 'from_bot', [cite(1, 'Old', 'old text')]),
      message(2, 'from_human'),
      message(3, 'from_bot', [cite(1, '§ 1. Fences', 'Fences may be 6 feet.'), cite(2, '§ 2. Gates', 'Gates open inward.')]),
    ];
    expect(latestSourcesText(messages)).toBe('§ 1. Fences\nFences may be 6 feet.\n\n§ 2. Gates\nGates open inward.');
  });

  it('is empty when the latest answer (an apology) cites nothing, even if an earlier one did', () => {
    expect(latestSourcesText([message(1, 'from_bot', [cite(1, 'A', 'a text')]), message(2, 'from_bot', [])])).toBe('');
  });

  it('is empty when nothing was cited (the action is disabled)', () => {
    expect(latestSourcesText([message(1, 'from_human'), message(2, 'from_bot')])).toBe('');
  });
});
