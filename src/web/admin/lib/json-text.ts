/** Pretty JSON for a textarea or viewer (2-space indent); '' for null/undefined. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  return JSON.stringify(value, null, 2);
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON object the text holds; null when it is not valid JSON or not an object (an array, a scalar). */
export function readJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** Spec admin §5 (chunk metadata): parses a JSON object; anything else (invalid, array, scalar, blank) is `{}`. */
export function parseJsonObjectOrEmpty(text: string): Record<string, unknown> {
  return readJsonObject(text) ?? {};
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
  if (!isJsonObject(value)) return { ok: false, error: 'Enter a JSON object, e.g. { "1": "Chapter 1" }.' };
  return { ok: true, value };
}
