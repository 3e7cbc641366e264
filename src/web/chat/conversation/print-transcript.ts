import type { Message, MessageCitation } from '@/contracts/chats';
import { markdownToPlainText } from './markdown';

/** Spec §9: the print dialog opens 500 ms after the transcript window has loaded. */
export const PRINT_DELAY_MS = 500;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

export type TranscriptInput = {
  title: string;
  municipalityName: string | null;
  messages: readonly Message[];
  formatTime: (iso: string) => string;
};

function citationLine(c: MessageCitation): string {
  const parts = [c.title, c.document_name, c.citation].filter((p): p is string => Boolean(p && p.trim()));
  return `<li><span class="n">[${c.n}]</span> ${parts.map(escapeHtml).join(' — ')}</li>`;
}

function messageHtml(message: Message, formatTime: (iso: string) => string): string {
  const isBot = message.source === 'from_bot';
  const speaker = isBot ? 'Ordo' : 'You';
  const content = isBot ? markdownToPlainText(message.content) : message.content;
  const citations = isBot ? (message.meta_data?.citation ?? []) : [];
  const references = citations.length
    ? `<div class="refs"><h3>References</h3><ol>${citations.map(citationLine).join('')}</ol></div>`
    : '';
  return `<section class="message ${isBot ? 'bot' : 'human'}">
<div class="meta"><strong>${speaker}</strong> <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(formatTime(message.created_at))}</time></div>
<div class="content">${escapeHtml(content)}</div>${references}
</section>`;
}

/** The printable transcript: a standalone HTML page in which every piece of chat text is escaped. */
export function buildTranscriptHtml({ title, municipalityName, messages, formatTime }: TranscriptInput): string {
  const heading = escapeHtml(title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${heading}</title>
<style>
body { font: 12pt/1.5 Georgia, 'Times New Roman', serif; color: #111; margin: 2rem; }
h1 { font-size: 18pt; margin: 0 0 .25rem; }
.municipality { color: #444; margin: 0 0 1.5rem; }
.message { border-top: 1px solid #ccc; padding: .75rem 0; break-inside: avoid; }
.meta { font: 10pt system-ui, sans-serif; color: #444; margin-bottom: .25rem; }
.content { white-space: pre-wrap; overflow-wrap: anywhere; }
.human .content { font-style: italic; }
.refs h3 { font: bold 10pt system-ui, sans-serif; margin: .5rem 0 .25rem; }
.refs ol { list-style: none; padding: 0; margin: 0; font-size: 10pt; }
.refs .n { font-weight: bold; }
</style>
</head>
<body>
<h1>${heading}</h1>
${municipalityName ? `<p class="municipality">${escapeHtml(municipalityName)}</p>` : ''}
${messages.map((m) => messageHtml(m, formatTime)).join('\n')}
</body>
</html>`;
}
