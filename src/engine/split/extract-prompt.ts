import { InvalidInputError } from './input-error';

/** The placeholder staff replace with counts, denotations and examples (spec admin-tool §5). */
export const EDIT_PLACEHOLDER = '[[EDIT THIS TEXT]]';
/** Shown when Generate Prompt is pressed with no divisor type selected. */
export const NO_DIVISORS_FOR_PROMPT = 'Please select at least one divisor type to generate a prompt.';
/** Shown when Generate JSON Map is pressed with no divisor type selected. */
export const NO_DIVISORS_FOR_MAP = 'Please select at least one divisor type.';

/** Joins words as a person would: "title", "title and chapter", "title, chapter and section". */
export function joinWithAnd(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function normalizeTypes(divisorTypes: readonly string[]): string[] {
  const seen = new Set<string>();
  return divisorTypes.map((t) => String(t).trim()).filter((t) => t && !seen.has(t) && seen.add(t));
}

/** The extract-job prompt for the divisor types (highest level first), with [[EDIT THIS TEXT]] where staff fill in counts, denotations and examples; throws InvalidInputError for an empty list. */
export function generateExtractPrompt(divisorTypes: readonly string[]): string {
  const types = normalizeTypes(divisorTypes);
  if (!types.length) throw new InvalidInputError(NO_DIVISORS_FOR_PROMPT);
  const listed = joinWithAnd(types);
  const plural = (t: string) => (t === 'URL' ? 'URLs' : t.endsWith('s') ? t : `${t}s`);
  return [
    `Extract the structure of this legal document as a tree of its ${listed} divisors.`,
    '',
    `This document contains ${joinWithAnd(types.map((t) => `${EDIT_PLACEHOLDER} ${plural(t)}`))}.`,
    '',
    'How each divisor is written:',
    ...types.map((t) => `- ${t}: denoted by ${EDIT_PLACEHOLDER}, for example "${EDIT_PLACEHOLDER}".`),
    '',
    'Rules:',
    `1. Nest the divisors in this order, highest level first: ${listed}. Each divisor goes inside the nearest divisor above it; if a level is missing, attach it to the next higher one.`,
    '2. For each divisor give its type, its title exactly as printed (number and heading), and a content_preview of the first 200 characters of its own text.',
    '3. Keep the order of the document. Do not invent divisors, numbers or headings that are not in the text.',
    '4. Answer with JSON only, following the Document JSON Map.',
  ].join('\n');
}

/** A divisor in the JSON map skeleton: its type, title and preview to fill in, and its children one level down. */
export type JsonMapNode = { type: string; title: string; content_preview: string; children: JsonMapNode[] };

// Shape: { "<top type>": node } where node = { type, title, content_preview, children: [one node of the next type] };
// the lowest type's children list is empty. Duplicate types are dropped, keeping the first.
/** The Document JSON Map skeleton (pretty JSON) nesting the divisor types highest first; throws InvalidInputError for an empty list. */
export function generateJsonMap(divisorTypes: readonly string[]): string {
  const types = normalizeTypes(divisorTypes);
  if (!types.length) throw new InvalidInputError(NO_DIVISORS_FOR_MAP);
  const node = (i: number): JsonMapNode => ({
    type: types[i],
    title: '',
    content_preview: '',
    children: i + 1 < types.length ? [node(i + 1)] : [],
  });
  return JSON.stringify({ [types[0]]: node(0) }, null, 2);
}
