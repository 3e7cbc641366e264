import { type ModelDivisor, type ModelTreeResult, type StructuredModel, buildModelTree, modelDivisorList } from '../../engine/ai';
import type { StructurePage } from '../../engine/structure';

/** Characters of page text sent in one request: long documents go range by range. */
export const EXTRACT_CHARS_PER_CALL = 12_000;

export type ModelExtractInput = {
  pages: readonly StructurePage[];
  divisorTypes: readonly string[];
  extractPrompt: string;
  jsonMap: string | null;
};

/**
 * Asks the model for the divisors of the pages, range by range, then builds the tree from the
 * page text itself, keeping only divisors whose titles are printed there. Rejects with
 * ModelOutputError when an answer does not validate.
 */
export async function extractWithModel(
  model: StructuredModel,
  input: ModelExtractInput,
  options: { signal?: AbortSignal; onBatch?: (done: number, total: number) => Promise<void> } = {},
): Promise<ModelTreeResult & { calls: number }> {
  const schema = modelDivisorList(input.divisorTypes);
  const batches = batchPages(input.pages);
  const divisors: ModelDivisor[] = [];
  for (const [i, batch] of batches.entries()) {
    const answer = await model.generateObject({ system: instructions(input), prompt: batch, schema, signal: options.signal });
    divisors.push(...answer.divisors);
    await options.onBatch?.(i + 1, batches.length);
  }
  return { ...buildModelTree(input.pages, divisors, input.divisorTypes), calls: batches.length };
}

function instructions(input: ModelExtractInput): string {
  const types = [...new Set([...input.divisorTypes, 'subsection'])];
  return [
    "You read pages of a municipality's code and list its divisors (headings) in the order they are printed.",
    `Divisor types, outermost first: ${types.join(', ')}. Use exactly one of these for divisor_type.`,
    'For each divisor give: divisor_type; number (its designation, e.g. "7", "IV", "25-723", "a"; null if it has none);',
    'title (the heading line exactly as printed, character for character, without the text that follows it);',
    'parent_title (the title of the divisor that contains it, or null); start_page and end_page (the page numbers marked "=== Page N ===").',
    'Never invent or reword a heading: list only headings printed in the text. Skip tables of contents and running headers.',
    '',
    'Instructions from the staff member who set up this job:',
    input.extractPrompt,
    ...(input.jsonMap ? ['', 'JSON map of the expected structure (labels and nesting):', input.jsonMap] : []),
  ].join('\n');
}

/** Splits the pages into prompts of at most EXTRACT_CHARS_PER_CALL characters, cutting long pages at line breaks. */
export function batchPages(pages: readonly StructurePage[]): string[] {
  const batches: string[] = [];
  let current = '';
  const push = (piece: string) => {
    if (current && current.length + piece.length > EXTRACT_CHARS_PER_CALL) {
      batches.push(current);
      current = '';
    }
    current += piece;
  };
  for (const page of pages) {
    let part = '';
    for (const line of page.text.split('\n')) {
      if (part && part.length + line.length + 1 > EXTRACT_CHARS_PER_CALL - 40) {
        push(`=== Page ${page.number} ===\n${part}\n`);
        part = '';
      }
      part += `${line.slice(0, EXTRACT_CHARS_PER_CALL - 40)}\n`;
    }
    push(`=== Page ${page.number} ===\n${part}`);
  }
  if (current) batches.push(current);
  return batches;
}
