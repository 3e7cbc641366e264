/** Spec §9: citation summaries appear one character every 10 ms. */
export const TYPEWRITER_MS_PER_CHARACTER = 10;

/** How many characters of a `length`-character text the typewriter shows `elapsedMs` after it started. */
export function typedLength(elapsedMs: number, length: number, msPerCharacter: number = TYPEWRITER_MS_PER_CHARACTER): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(length, Math.floor(elapsedMs / msPerCharacter));
}
