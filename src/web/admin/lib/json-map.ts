/** Spec admin §5 and §8: the extract job form's Generate JSON Map messages. */
export const JSON_MAP_MESSAGES = {
  noTypes: 'Please select at least one divisor type.',
  failed: 'Error generating JSON map. Please try again.',
} as const;

export type JsonMapOutcome = { ok: true; jsonMap: string } | { ok: false; error: string };

/**
 * Reads the answer to POST …/extract_jobs/generate_json_map: `{ json_map }` is the map; an error
 * (`{ error: { message } }` or `{ error: "..." }`, OK or not) is "Error: {text}"; anything else is the generic message.
 */
export function readJsonMapResponse(body: unknown): JsonMapOutcome {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const error = record.error;
    const text =
      typeof error === 'string' ? error : error && typeof error === 'object' ? (error as Record<string, unknown>).message : null;
    if (typeof text === 'string' && text.trim()) return { ok: false, error: `Error: ${text.trim()}` };
    const map = record.json_map;
    if (typeof map === 'string') return { ok: true, jsonMap: map };
    if (map && typeof map === 'object') return { ok: true, jsonMap: JSON.stringify(map, null, 2) };
  }
  return { ok: false, error: JSON_MAP_MESSAGES.failed };
}
