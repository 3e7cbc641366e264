export type SplitResult = { page: number; title: string };

function isNoEntry(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'no';
}

function toObject(value: unknown): Record<string, unknown> | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string' || !value.trim()) return null;
  // Spec admin §8: results stored Ruby-hash style (`"1"=>"Title"`) are read by swapping `=>` for `:`.
  for (const text of [value, value.replaceAll('=>', ':')]) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Try the next form.
    }
  }
  throw new Error('Error parsing results');
}

/**
 * A split job's `start_pages` as "Page N: title" rows: sorted by page number, "no" entries left out.
 * Returns `error` when the value cannot be read (spec: "Error parsing results").
 */
export function splitResults(startPages: unknown): { results: SplitResult[]; error: string | null } {
  let object: Record<string, unknown> | null;
  try {
    object = toObject(startPages);
  } catch {
    return { results: [], error: 'Error parsing results' };
  }
  if (!object) return { results: [], error: null };
  const results = Object.entries(object)
    .filter(([key, value]) => /^\d+$/.test(key.trim()) && !isNoEntry(value))
    .map(([key, value]) => ({ page: Number(key), title: typeof value === 'string' ? value : JSON.stringify(value) }))
    .sort((a, b) => a.page - b.page);
  return { results, error: null };
}
