/*
 * Split grammar (what staff type in a split job):
 * - Header search string: a literal, any letter case, that must begin one of the page's first 5 non-empty lines
 *   (leading spaces ignored) — for codes that print the section at the top of each page.
 * - Split rules: entries separated by commas or new lines. `/…/flags` is a regular expression that must match at
 *   the start of a line (leading spaces ignored); anything else is a keyword. A keyword matches a line that starts
 *   with it (any letter case) followed by nothing, or by a designation (7, 7A, 25-723, 116.01, IV, XI-A, E) and
 *   then the line's end, punctuation or a caption — so "Chapter 7 of this title" in running text does not. The
 *   designation grammar is the structure extractor's (structure/heading-patterns.ts).
 * - Rules are tried on every line of the page, because sections in printed codes start mid-page (the overlap
 *   option exists for that); a line that continues the sentence above ("…set forth in" / "Chapter 7. …") is skipped.
 * - With neither given, the rules are TITLE, CHAPTER, ARTICLE, PART and Subchapter.
 * - A page's title is its first match (the header string wins), joined with a wrapped second line, ≤ 200 characters;
 *   a page where several sections begin keeps the first.
 */
import { continuesSentence, isHeadingTail, matchHeading } from '../structure/heading-patterns';
import { InvalidInputError } from './input-error';

/** What a split job searches for, and over which pages (inclusive). */
export type StartPageOptions = {
  headerSearchString?: string | null;
  splitRules?: string | null;
  startPage: number;
  endPage: number;
};

/**
 * One split rule: a keyword such as `CHAPTER`, or a `/regex/flags` written by staff. `pattern` is sticky at the line's
 * start; for a keyword, what follows the match must also read as a heading (see `isHeadingTail`).
 */
export type SplitRule = { source: string; pattern: RegExp; keyword: boolean };

/** Headings searched for when a split job has neither a header search string nor split rules. */
export const DEFAULT_SPLIT_KEYWORDS = ['TITLE', 'CHAPTER', 'ARTICLE', 'PART', 'Subchapter'] as const;
/** How many non-empty lines at the top of a page the header search string is compared with. */
export const HEADER_SEARCH_LINES = 5;
/** Longest section title recorded for a page. */
export const MAX_TITLE_CHARS = 200;

/** Parses split rules (comma/newline-separated keywords or /regex/flags, see the grammar above); throws InvalidInputError for a broken regex. */
export function parseSplitRules(rules: string): SplitRule[] {
  const entries: string[] = [];
  // Commas split keywords, but not the inside of a /regex/ (which may contain commas, e.g. {1,3}).
  for (const line of rules.split('\n')) {
    let rest = line.trim();
    while (rest) {
      const regex = /^\/((?:\\.|[^\\/])+)\/([a-z]*)\s*(?:,|$)/.exec(rest);
      if (regex) { entries.push(`/${regex[1]}/${regex[2]}`); rest = rest.slice(regex[0].length).trim(); continue; }
      const comma = rest.indexOf(',');
      entries.push(comma < 0 ? rest : rest.slice(0, comma));
      rest = comma < 0 ? '' : rest.slice(comma + 1).trim();
    }
  }
  return entries.map((e) => e.trim()).filter(Boolean).map(toRule);
}

function toRule(source: string): SplitRule {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(source);
  if (regex) {
    try {
      // Sticky: the match must begin where the line's text begins.
      return { source, pattern: new RegExp(regex[1], `${regex[2].replace(/[gy]/g, '')}y`), keyword: false };
    } catch (err) {
      throw new InvalidInputError(`Split rule ${source} is not a valid regular expression: ${(err as Error).message}`);
    }
  }
  const keyword = [...source].map((ch) => (/[a-z]/i.test(ch) ? `[${ch.toUpperCase()}${ch.toLowerCase()}]` : escapeRegExp(ch))).join('');
  // A keyword ending in a letter is a whole word ("Chapter", not "Chapters"); "§" may touch its number.
  const wordEnd = /[a-z]$/i.test(source) ? String.raw`(?=\s|$)` : '';
  return { source, pattern: new RegExp(keyword + wordEnd, 'y'), keyword: true };
}

/** Whether a line's text (leading spaces removed) starts with what the rule looks for. */
function matchesRule(rule: SplitRule, text: string): boolean {
  rule.pattern.lastIndex = 0;
  const m = rule.pattern.exec(text);
  return m !== null && (!rule.keyword || isHeadingTail(text.slice(m[0].length)));
}

/** For each page in [startPage, endPage]: the title of the section the page starts (per the grammar above), or "no". */
export function findStartPages(pages: readonly { number: number; text: string }[], options: StartPageOptions): Record<string, string> {
  const header = options.headerSearchString?.trim().toLowerCase() || null;
  const rulesText = options.splitRules?.trim() || null;
  const rules = rulesText ? parseSplitRules(rulesText) : !header ? DEFAULT_SPLIT_KEYWORDS.map(toRule) : [];
  const result: Record<string, string> = {};
  for (const page of [...pages].sort((a, b) => a.number - b.number)) {
    if (page.number < options.startPage || page.number > options.endPage) continue;
    result[String(page.number)] = findTitle(page.text.split('\n'), header, rules) ?? 'no';
  }
  return result;
}

function findTitle(lines: string[], header: string | null, rules: SplitRule[]): string | null {
  if (header) {
    let seen = 0;
    for (let i = 0; i < lines.length && seen < HEADER_SEARCH_LINES; i++) {
      const text = lines[i].trim();
      if (!text) continue;
      seen++;
      if (text.toLowerCase().startsWith(header)) return titleAt(lines, i);
    }
  }
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].trimStart();
    if (!text) continue;
    if (continuesSentence(lines[i - 1])) continue;
    for (const rule of rules) if (matchesRule(rule, text)) return titleAt(lines, i);
  }
  return null;
}

/** The heading line, plus the next line when the heading visibly wraps onto it ("…Labeling, and" / "Storage."). */
function titleAt(lines: string[], i: number): string {
  let title = lines[i].trim().replace(/\s+/g, ' ');
  const next = lines[i + 1]?.trim();
  // Join a wrapped heading: the line breaks mid-phrase ("…Labeling, and" / "during") and the next is a short last line.
  const wraps = next && !/[.:)\]]$/.test(title) && next.length < 100 && /[.:]$/.test(next) && !matchHeading(next);
  if (wraps && (/^[a-z]/.test(next) || continuesSentence(title))) title = `${title} ${next}`;
  return title.length > MAX_TITLE_CHARS ? title.slice(0, MAX_TITLE_CHARS).trimEnd() : title;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
