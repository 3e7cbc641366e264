/** Why the engine refused a file; the server maps each code to an HTTP status (422 or 415). */
export const ENGINE_ERROR_CODES = [
  'unsupported_type',
  'type_mismatch',
  'empty_file',
  'corrupt_file',
  'encrypted',
  'too_large',
  'zip_bomb',
  'no_text',
  'not_a_code',
  'unsafe_zip',
] as const;

/** One of the reasons a file cannot be parsed. */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/** A file the engine cannot read, with a message a staff member can act on. */
export class EngineError extends Error {
  override readonly name = 'EngineError';

  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Whether a value is an EngineError (also across module copies, by shape). */
export function isEngineError(value: unknown): value is EngineError {
  return value instanceof EngineError || (value instanceof Error && value.name === 'EngineError' && 'code' in value);
}
