/** Pretty JSON for a textarea or viewer (2-space indent); '' for null/undefined. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  return JSON.stringify(value, null, 2);
}

/** Spec admin §5 (chunk metadata): parses a JSON object; anything else (invalid, array, scalar, blank) is `{}`. */
export function parseJsonObjectOrEmpty(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Parses a JSON object, reporting why it is not one. */
export function parseJsonObject(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Invalid JSON! Please check your syntax.' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: 'Enter a JSON object, e.g. { "1": "Chapter 1" }.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
