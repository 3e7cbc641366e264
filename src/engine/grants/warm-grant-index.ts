/*
 * Warming a freshly built index: what the first search would otherwise pay for is done ahead of it, so the first
 * user's search after a start or an import is as fast as later ones.
 */
import type { GrantIndex } from './grant-index';
import type { GrantLexicon } from './plan-grant-query';
import { withPlainFloor } from './plain-floor';
import { rankGrants } from './rank-grants';
import { wordForms } from './relatives';

/** A query that goes through every step of the ranking: compound and co-occurrence relatives, categories, phrases, an applicant word. */
const WARM_QUERY = 'firefighter equipment for rural volunteer fire departments and tribes';

/** Works out the listings' word forms and runs one search through the ranking and the floor (results discarded). */
export function warmGrantIndex(index: GrantIndex, lexicon?: GrantLexicon | null): void {
  wordForms(index);
  const { hits } = rankGrants(index, WARM_QUERY, { limit: 20, lexicon });
  withPlainFloor(index, WARM_QUERY, hits, { limit: 20 });
}
