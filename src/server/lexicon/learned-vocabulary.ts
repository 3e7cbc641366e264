import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { parseLearnedVocabulary, type LearnedVocabulary } from '../../engine/learned-vocabulary';

/** The committed model (`npm run train:vocabulary`, ADR 018). */
export const LEARNED_VOCABULARY_FILE = fileURLToPath(new URL('../../engine/learned-vocabulary/data/ga-codes.tsv.gz', import.meta.url));

let loading: Promise<LearnedVocabulary | null> | null = null;

/**
 * The learned vocabulary, read once per process from the committed file. Retrieval works without it: when the file
 * cannot be read the error is logged (to `log`, if the first caller gave one) and null is returned.
 */
export function loadLearnedVocabulary(log?: Logger): Promise<LearnedVocabulary | null> {
  loading ??= (async () => {
    try {
      return parseLearnedVocabulary(gunzipSync(await readFile(LEARNED_VOCABULARY_FILE)).toString('utf8'));
    } catch (error) {
      log?.error({ err: error, module: 'lexicon' }, 'The learned vocabulary could not be loaded; retrieval continues without it');
      return null;
    }
  })();
  return loading;
}
