import type { MessageCitation } from '@/contracts/chats';

/** A reference as plain text for the clipboard: number and title, document and path, then the section's text. */
export function referenceText(c: Pick<MessageCitation, 'n' | 'title' | 'document_name' | 'citation' | 'content'>): string {
  const source = [c.document_name, c.citation].filter((p) => p && p.trim()).join(' — ');
  return [`[${c.n}] ${c.title}`, source, '', c.content.trim()].filter((line, i) => i !== 1 || line).join('\n').trim();
}

/** "Read by OCR from a scanned page (96% confidence)" for a citation of OCR'd text; null for text from a text layer. */
export function ocrNote(c: Pick<MessageCitation, 'ocr'>): string | null {
  if (!c.ocr) return null;
  const pages = c.ocr.pages.length === 1 ? 'a scanned page' : 'scanned pages';
  const confidence = c.ocr.confidence === null ? '' : ` (${Math.round(c.ocr.confidence)}% confidence)`;
  return `Read by OCR from ${pages}${confidence}`;
}
