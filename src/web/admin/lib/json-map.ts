import { apiErrorMessage, serverErrorMessage } from './server-error';

/** Spec admin §5 and §8: the extract job form's Generate JSON Map messages. */
export const JSON_MAP_MESSAGES = {
  noTypes: 'Please select at least one divisor type.',
  failed: 'Error generating JSON map. Please try again.',
} as const;

type JsonMapOutcome = { ok: true; jsonMap: string } | { ok: false; error: string };

/**
 * Reads the answer to POST …/extract_jobs/generate_json_map: `{ json_map }` is the map; an error in the body
 * (`{ error: { message } }` or `{ error: "..." }`) is "Error: {text}"; anything else is the generic message.
 */
export function readJsonMapResponse(body: unknown): JsonMapOutcome {
  const error = serverErrorMessage(body);
  if (error) return { ok: false, error: `Error: ${error}` };
  const map = body && typeof body === 'object' ? (body as Record<string, unknown>).json_map : undefined;
  if (typeof map === 'string') return { ok: true, jsonMap: map };
  if (map && typeof map === 'object') return { ok: true, jsonMap: JSON.stringify(map, null, 2) };
  return { ok: false, error: JSON_MAP_MESSAGES.failed };
}

/** A refused or failed call: "Error: {server text}", or the generic message when the server said nothing. */
export function jsonMapErrorMessage(error: unknown): string {
  const message = apiErrorMessage(error);
  return message ? `Error: ${message}` : JSON_MAP_MESSAGES.failed;
}
