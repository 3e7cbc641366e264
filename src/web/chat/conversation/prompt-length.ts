import { MAX_PROMPT_CHARACTERS } from '../../../contracts/chats';

/** How many characters the question is over the server's limit (which counts the trimmed text), or 0. */
export function promptOverLimit(text: string, max: number = MAX_PROMPT_CHARACTERS): number {
  return Math.max(0, text.trim().length - max);
}

/** What the user reads while the question is too long; the text itself is never cut. */
export function promptTooLongMessage(overBy: number, max: number = MAX_PROMPT_CHARACTERS): string {
  const limit = max.toLocaleString('en-US');
  const excess = overBy.toLocaleString('en-US');
  return `A question can be at most ${limit} characters. Remove ${excess} ${overBy === 1 ? 'character' : 'characters'} to send it.`;
}
