import { describe, expect, it } from 'vitest';
import type { Message } from '@/contracts/chats';
import { markdownToPlainText } from './markdown';
import { buildTranscriptHtml, escapeHtml } from './print-transcript';

function message(id: number, source: Message['source'], content: string, meta_data: Message['meta_data'] = {}): Message {
  return {
    id,
    chat_id: 1,
    content,
    source,
    created_at: `2026-03-01T10:00:0${id}.000Z`,
    updated_at: `2026-03-01T10:00:0${id}.000Z`,
    selected_document_ids: [],
    meta_data,
    message_evaluation: null,
    suspected_document_contradictions: [],
  };
}

const citation = {
  n: 1,
  id: 77,
  document_id: 3,
  document_name: 'DC Code Title 25',
  title: '§ 25-723. Hours of sale',
  section_label: '§ 25-723',
  citation: 'Title 25 › Chapter 7 › § 25-723',
  page_number: 12,
  quote: 'until 3:00 a.m.',
  content: 'Full text',
};

describe('print transcript', () => {
  const html = buildTranscriptHtml({
    title: 'Bar hours <b>now</b>',
    municipalityName: 'District of Columbia',
    formatTime: (iso) => `at ${iso.slice(11, 19)}`,
    messages: [
      message(1, 'from_human', 'How late can a bar serve? <script>alert("x")</script>'),
      message(2, 'from_bot', 'Bars may serve **until 3:00 a.m.** on Saturday [1]', { citation: [citation] }),
    ],
  });

  it('escapes every piece of chat text, so a script in a prompt prints as text', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('<title>Bar hours &lt;b&gt;now&lt;/b&gt;</title>');
  });

  it('shows title, municipality, speakers, times and content', () => {
    expect(html).toContain('<h1>Bar hours &lt;b&gt;now&lt;/b&gt;</h1>');
    expect(html).toContain('District of Columbia');
    expect(html).toMatch(/<strong>You<\/strong> <time[^>]*>at 10:00:01<\/time>/);
    expect(html).toMatch(/<strong>Ordo<\/strong> <time[^>]*>at 10:00:02<\/time>/);
    expect(html).toContain('Bars may serve until 3:00 a.m. on Saturday [1]');
  });

  it('lists each answer’s citations', () => {
    expect(html).toContain('[1]</span> § 25-723. Hours of sale — DC Code Title 25 — Title 25 › Chapter 7 › § 25-723');
  });

  it('escapes quotes for attributes too', () => {
    expect(escapeHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });
});

describe('answer as plain text', () => {
  it('drops emphasis markup but keeps list numbers and citation markers', () => {
    expect(markdownToPlainText('**Yes.** You need:\n1. a permit [1]\n2. a survey\n\n> quoted rule [2]')).toBe(
      'Yes. You need:\n\n1. a permit [1]\n2. a survey\n\n“quoted rule [2]”',
    );
  });
});
