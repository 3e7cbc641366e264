/*
 * Question text helpers: the cleaned question a chat stores, and the short title a chat is named by.
 */
import { findSectionReferences, MAX_QUESTION_CHARS } from '../retrieve';

/** The longest chat title. */
export const MAX_TITLE_CHARS = 60;

/** The question as stored: trimmed and capped at `MAX_QUESTION_CHARS`; null when nothing is left. */
export function sanitizeQuestion(text: string): string | null {
  if (typeof text !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const cleaned = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  if (!cleaned) return null;
  return cleaned.length > MAX_QUESTION_CHARS ? cleaned.slice(0, MAX_QUESTION_CHARS).trimEnd() : cleaned;
}

/** A short chat title from a question: one line, sentence case, no trailing '?', at most 60 characters, section numbers kept. */
export function shortTitle(question: string): string {
  let text = question.replace(/\s+/g, ' ').trim().replace(/[?!.\s]+$/, '');
  if (!text) return 'New question';
  if (text === text.toUpperCase() && /[A-Z]{4}/.test(text)) text = text.toLowerCase();
  text = text.charAt(0).toUpperCase() + text.slice(1);
  if (text.length <= MAX_TITLE_CHARS) return text;
  const refs = findSectionReferences(text).map((r) => r.label);
  const cut = (limit: number) => {
    const head = text.slice(0, limit + 1);
    const space = head.lastIndexOf(' ');
    return (space > limit / 2 ? head.slice(0, space) : head.slice(0, limit)).replace(/[\s,;:.\-–—]+$/, '');
  };
  let title = `${cut(MAX_TITLE_CHARS - 1)}…`;
  const missing = refs.filter((label) => !title.includes(label.replace('§ ', '')));
  if (missing.length) {
    const suffix = ` (${missing.join(', ')})`;
    title = `${cut(Math.max(10, MAX_TITLE_CHARS - 1 - suffix.length))}…${suffix}`.slice(0, MAX_TITLE_CHARS);
  }
  return title;
}
