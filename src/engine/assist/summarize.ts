/*
 * Offline summaries, extractive only: every sentence they show is a sentence of the text they were given (designators
 * stripped, lines joined). A sentence that carries a rule (numbers, times, money, "shall", "may not", "unlawful")
 * leads; headings, notes and history notes never appear.
 */
import { answerUnits, endSentence } from '../answer/sentences';
import { tokenize } from '../retrieve';
import { matchHeading } from '../structure';

/** At most this many sentences in a citation summary, and characters in one shown sentence. */
export const CITATION_SUMMARY = { maxSentences: 3, maxSentenceChars: 600, maxChars: 1000 } as const;
/** At most this many points in a sources summary, and per section. */
export const SOURCES_SUMMARY = { maxPoints: 6, maxPerSection: 2, minPointScore: 0.5 } as const;

const RULE_WORDS = /\b(?:shall(?: not)?|must(?: not)?|may not|may|prohibited|unlawful|no (?:person|licensee|owner|one)|required|requires?|not (?:exceed|more than|less than|later than)|at least|within|penalty|fine[sd]?|permit(?:ted)?|license[sd]?|except)\b/gi;
const QUANTITY = /\$\s?\d|\b\d{1,2}(?::\d{2})?\s?[ap]\.?m\b|\b\d+(?:[.,]\d+)?\s?(?:days?|hours?|months?|years?|feet|foot|miles?|percent|%|minutes?|decibels?)\b|\bmidnight\b|\bnoon\b/gi;
const NUMBER = /\b\d+\b/;
/** The source number a reference list puts before a section's title ("[1] § 4-12. Leashes"). */
const SOURCE_NUMBER = /^\s*\[\d+\]\s*/;

type Sentence = { text: string; order: number; score: number };

/** How strongly a sentence states a rule: quantities, rule words, any number; long run-ons and fragments count less. */
function ruleScore(text: string): number {
  const quantities = text.match(QUANTITY)?.length ?? 0;
  const rules = text.match(RULE_WORDS)?.length ?? 0;
  let score = Math.min(quantities, 3) * 1.5 + Math.min(rules, 3) + (NUMBER.test(text) ? 0.5 : 0);
  if (text.length < 40) score *= 0.5;
  if (text.length > 600) score *= 0.7;
  return score;
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,;:]+$/, '')} …`;
}

/** The quotable sentences of a text; plain sentence splitting when it has no code-style structure. */
function sentencesOf(text: string): string[] {
  const units = answerUnits(text).map((u) => u.display);
  if (units.length) return units;
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+(?=[A-Z(“"])/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z]{2}/.test(s));
}

/** A one-to-three-sentence extractive summary of a section: the sentence that carries its rule first, then the next most informative, in text order. */
export function summarizeCitation(input: { title?: string; text: string }): string {
  const titleTerms = new Set(tokenize(input.title ?? ''));
  const sentences: Sentence[] = sentencesOf(input.text).map((text, order) => {
    const overlap = tokenize(text).filter((t) => titleTerms.has(t)).length;
    return { text, order, score: ruleScore(text) + Math.min(overlap, 4) * 0.4 - order * 0.05 };
  });
  if (sentences.length === 0) return shorten(input.text.replace(/\s+/g, ' ').trim(), CITATION_SUMMARY.maxSentenceChars);
  const ranked = [...sentences].sort((a, b) => b.score - a.score || a.order - b.order);
  const [lead, ...rest] = ranked;
  const picked = [lead];
  let length = Math.min(lead.text.length, CITATION_SUMMARY.maxSentenceChars);
  for (const s of rest) {
    if (picked.length >= CITATION_SUMMARY.maxSentences) break;
    if (s.score <= 0 || s.score < lead.score * 0.4) break;
    const size = Math.min(s.text.length, CITATION_SUMMARY.maxSentenceChars);
    if (length + size > CITATION_SUMMARY.maxChars) continue;
    picked.push(s);
    length += size;
  }
  const others = picked.slice(1).sort((a, b) => a.order - b.order);
  return [lead, ...others].map((s) => endSentence(shorten(s.text, CITATION_SUMMARY.maxSentenceChars))).join(' ');
}

/** Splits the text given to "summarize sources" into sections by their heading lines ("§ 25-723. …", "Sec. 4-12.", "17.24.040"). */
export function splitSections(text: string): { label: string | null; text: string }[] {
  const sections: { label: string | null; lines: string[] }[] = [{ label: null, lines: [] }];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = matchHeading(line.replace(SOURCE_NUMBER, ''));
    if (heading?.type === 'section') sections.push({ label: heading.label, lines: [line.replace(SOURCE_NUMBER, '')] });
    else sections[sections.length - 1].lines.push(line);
  }
  return sections.map((s) => ({ label: s.label, text: s.lines.join('\n').trim() })).filter((s) => /[A-Za-z]{2}/.test(s.text));
}

/**
 * An extractive summary of several sources: the most informative sentences across them (rules and quantities first,
 * then words the sources share), at most two per section, as markdown bullets labelled with their section.
 */
export function summarizeSources(text: string): string {
  const sections = splitSections(text).map((s) => ({ ...s, sentences: sentencesOf(s.text) }));
  const frequency = new Map<string, number>();
  for (const s of sections) for (const sentence of s.sentences) for (const t of new Set(tokenize(sentence))) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const scored = sections.map((section, si) =>
    section.sentences
      .map((sentence, order) => {
        const tokens = [...new Set(tokenize(sentence))];
        const central = tokens.reduce((sum, t) => sum + Math.log(frequency.get(t) ?? 1), 0) / Math.sqrt(tokens.length || 1);
        return { section: si, order, text: sentence, score: ruleScore(sentence) + central * 0.5 };
      })
      .sort((a, b) => b.score - a.score || a.order - b.order),
  );
  // Round by round, each section's next best sentence, so every section is heard before any is heard twice.
  const picked: { section: number; order: number; text: string; score: number }[] = [];
  const perSection = sections.length > 1 ? SOURCES_SUMMARY.maxPerSection : SOURCES_SUMMARY.maxPoints;
  for (let round = 0; round < perSection; round++) {
    const offers = scored.map((list) => list[round]).filter((s) => s && s.score >= SOURCES_SUMMARY.minPointScore).sort((a, b) => b.score - a.score);
    for (const s of offers) if (picked.length < SOURCES_SUMMARY.maxPoints) picked.push(s);
  }
  if (picked.length === 0) return shorten(text.replace(/\s+/g, ' ').trim(), CITATION_SUMMARY.maxSentenceChars);
  picked.sort((a, b) => a.section - b.section || a.order - b.order);
  return picked
    .map((s) => {
      const label = sections[s.section].label;
      const sentence = endSentence(shorten(s.text, CITATION_SUMMARY.maxSentenceChars));
      return label ? `- **${label}**: ${sentence}` : `- ${sentence}`;
    })
    .join('\n');
}
