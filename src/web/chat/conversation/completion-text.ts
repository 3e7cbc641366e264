import type { Message } from '@/contracts/chats';

/** suggest_queries answers one semicolon-separated string; each part becomes a suggestion chip. */
export function parseSuggestions(response: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of response.split(';')) {
    const text = raw
      .trim()
      .replace(/^(\d+[.)]|[-*•])\s+/, '')
      .replace(/^["“']+|["”']+$/g, '')
      .trim();
    const key = text.toLowerCase();
    if (text && !seen.has(key)) {
      seen.add(key);
      out.push(text);
    }
  }
  return out;
}

/** The latest answer's sources as one text for summarize_sources, or '' when it cites nothing. */
export function latestSourcesText(messages: readonly Message[]): string {
  const latest = messages.findLast((m) => m.source === 'from_bot');
  const citations = (latest?.meta_data?.citation ?? []).filter((c) => c.content?.trim());
  return citations.map((c) => `${c.title}\n${c.content.trim()}`).join('\n\n');
}
