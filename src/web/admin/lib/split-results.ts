import { readJsonObject } from './json-text';

type SplitResult = { page: number; title: string };

const PARSE_ERROR = 'Error parsing results';

function isNoEntry(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'no';
}

/** The stored value as an object: null when there is nothing, 'unreadable' when text does not parse. */
function toObject(value: unknown): Record<string, unknown> | null | 'unreadable' {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string' || !value.trim()) return null;
  // Spec admin §8: results stored Ruby-hash style (`"1"=>"Title"`) are read by swapping `=>` for `:`.
  return readJsonObject(value) ?? readJsonObject(value.replaceAll('=>', ':')) ?? 'unreadable';
}

/**
 * A split job's `start_pages` as "Page N: title" rows: sorted by page number, "no" entries left out.
 * Returns `error` when the value cannot be read (spec: "Error parsing results").
 */
export function splitResults(startPages: unknown): { results: SplitResult[]; error: string | null } {
  const object = toObject(startPages);
  if (object === 'unreadable') return { results: [], error: PARSE_ERROR };
  if (!object) return { results: [], error: null };
  const results = Object.entries(object)
    .filter(([key, value]) => /^\d+$/.test(key.trim()) && !isNoEntry(value))
    .map(([key, value]) => ({ page: Number(key), title: typeof value === 'string' ? value : JSON.stringify(value) }))
    .sort((a, b) => a.page - b.page);
  return { results, error: null };
}
