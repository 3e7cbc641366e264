import type { MessageCitation } from '@/contracts/chats';

/** A reference as plain text for the clipboard: number and title, document and path, then the section's text. */
export function referenceText(c: Pick<MessageCitation, 'n' | 'title' | 'document_name' | 'citation' | 'content'>): string {
  const source = [c.document_name, c.citation].filter((p) => p && p.trim()).join(' — ');
  return [`[${c.n}] ${c.title}`, source, '', c.content.trim()].filter((line, i) => i !== 1 || line).join('\n').trim();
}
