/** A chunk as question generation sees it. */
export type QuestionSource = { content: string; heading?: string | null; sectionLabel?: string | null; citation?: string | null };

const SENTENCE = /[^.!?\n]+(?:\.(?!\d)|[!?]|$)/g;
const HISTORY = /^\(?[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4},/;

/** The sentences of a chunk's body, without its heading line, history notes or bare designators. */
function sentencesOf(source: QuestionSource): string[] {
  const body = source.content.split('\n').slice(source.heading || source.sectionLabel ? 1 : 0).join(' ');
  return (body.match(SENTENCE) ?? [])
    .map((s) => s.replace(/\s+/g, ' ').replace(/^\(?[a-z0-9-]{1,4}\)\s*/i, '').trim())
    .filter((s) => s.split(' ').length >= 6 && !HISTORY.test(s));
}

/** How specific a sentence is: obligations, numbers, money and times make a good test of retrieval. */
function specificity(sentence: string): number {
  let score = 0;
  if (/\b(shall|must|may not|prohibited|required|unlawful)\b/i.test(sentence)) score += 2;
  if (/\$\s?\d|\b\d+(\.\d+)?\s*(days?|hours?|years?|months?|feet|percent|%)/i.test(sentence)) score += 3;
  if (/\b\d{1,2}(:\d{2})?\s*(a\.m\.|p\.m\.)/i.test(sentence)) score += 3;
  return score + Math.min(sentence.length, 300) / 300;
}

function topicOf(source: QuestionSource): string {
  const heading = (source.heading ?? '').replace(/\.$/, '').trim();
  if (heading && heading.length <= 120) return heading.charAt(0).toLowerCase() + heading.slice(1);
  return source.sectionLabel ?? 'this provision';
}

/**
 * Writes test questions for a chunk offline, from its heading and its most specific sentences:
 * the kind of question a resident would ask that this chunk should answer.
 */
export function generateQuestions(source: QuestionSource, count = 1): string[] {
  const topic = topicOf(source);
  const questions: string[] = [];
  const ranked = sentencesOf(source).sort((a, b) => specificity(b) - specificity(a));
  for (const sentence of ranked) {
    if (questions.length >= count) break;
    const lower = sentence.toLowerCase();
    if (/\$\s?\d/.test(sentence) || /\bfee\b/.test(lower)) questions.push(`What fee or amount does the code set for ${topic}?`);
    else if (/\b\d{1,2}(:\d{2})?\s*(a\.m\.|p\.m\.)/i.test(sentence) || /\bhours?\b/.test(lower)) questions.push(`What hours or times apply to ${topic}?`);
    else if (/\b\d+\s*(days?|months?|years?)\b/i.test(sentence)) questions.push(`What deadline or time period applies to ${topic}?`);
    else if (/\b(shall not|may not|prohibited|unlawful)\b/i.test(sentence)) questions.push(`What is prohibited regarding ${topic}?`);
    else if (/\bmeans\b/.test(lower)) questions.push(`How does the code define ${topic}?`);
    else questions.push(`What does the code require for ${topic}?`);
  }
  if (questions.length === 0) {
    questions.push(source.heading ? `What does the code say about ${topic}?` : `What does ${source.sectionLabel ?? 'this provision'} provide?`);
  }
  return [...new Set(questions)].slice(0, count);
}
