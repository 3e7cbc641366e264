import type { Logger } from 'pino';
import type { AppDb } from '../../db/client';
import { loadLexicon } from '../../lexicon/wordnet';
import { repealsFor } from './in-force.service';
import { lexicalIndexFor } from './lexical-cache';
import { listIndexedMunicipalities, readIndexVersion } from './search.repo';
import { searchIndex } from './search.service';

/**
 * Builds what a municipality's first question would otherwise wait for — the WordNet lexicon, the in-memory lexical
 * index with its spelling and definition lookups, and the repeals the documents state — so that the first question
 * after a start or a publish is as fast as the second (ADR 020).
 */
export async function warmSearch(db: AppDb, municipalityId: number): Promise<void> {
  const version = await readIndexVersion(db, municipalityId);
  const [lexical] = await Promise.all([lexicalIndexFor(db, municipalityId, version), loadLexicon(), repealsFor(db, municipalityId, version)]);
  // The lookups built lazily on first use, and every step of a search once (its code compiled, its caches filled).
  lexical.variants(['permit']);
  lexical.definitionsOf(['permit']);
  await searchIndex(db, { municipalityId, question: 'How much is the fee for a permit, and what happens if I do not get one?', limit: 10 });
}

/** Warms every municipality with an index, one after another; failures are logged, never thrown. */
export async function warmAllSearches(db: AppDb, logger: Pick<Logger, 'info' | 'warn'>): Promise<void> {
  const started = performance.now();
  let municipalities: number[] = [];
  try {
    municipalities = await listIndexedMunicipalities(db);
    for (const id of municipalities) await warmSearch(db, id);
    logger.info({ module: 'search', municipalities: municipalities.length, ms: Math.round(performance.now() - started) }, 'search indexes warmed');
  } catch (error) {
    logger.warn({ module: 'search', err: error }, 'warming the search indexes failed; the first question will build them');
  }
}

const pending = new WeakMap<AppDb, Map<number, NodeJS.Timeout>>();
/** How long after the last publish to a municipality its index is warmed (a batch of uploads warms once). */
const WARM_DELAY_MS = 500;

/**
 * Warms a municipality's search soon after a publish, in the background: several documents published in a row warm
 * it once. A failure (the database closing, say) only means the next question builds what it needs.
 */
export function scheduleWarmSearch(db: AppDb, municipalityId: number): void {
  let perDb = pending.get(db);
  if (!perDb) pending.set(db, (perDb = new Map()));
  clearTimeout(perDb.get(municipalityId));
  const timer = setTimeout(() => {
    perDb.delete(municipalityId);
    warmSearch(db, municipalityId).catch(() => undefined);
  }, WARM_DELAY_MS);
  timer.unref();
  perDb.set(municipalityId, timer);
}
