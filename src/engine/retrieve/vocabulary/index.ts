import { ALCOHOL_VOCABULARY } from './alcohol';
import { ANIMALS_AND_SANITATION_VOCABULARY } from './animals';
import { BUILDING_VOCABULARY } from './building';
import { BUSINESS_VOCABULARY } from './business';
import { GENERAL_VOCABULARY, INTENTS, QUANTITY_QUESTIONS } from './general';
import { HOUSING_VOCABULARY } from './housing';
import { TRAFFIC_VOCABULARY } from './traffic';
import type { VocabularyEntry } from './types';

export type { IntentEntry, QuantityQuestion, QuantityType, VocabularyEntry } from './types';
export { INTENTS, QUANTITY_QUESTIONS };

/** Words that cut across every code (penalties, appeals, permits, fees, time): how residents ask, how codes answer. */
export { GENERAL_VOCABULARY };

/** Topic vocabularies written by hand for common municipal subjects, by name (each ablated in ADR 010). */
export const TOPIC_VOCABULARIES: Readonly<Record<string, readonly VocabularyEntry[]>> = {
  alcohol: ALCOHOL_VOCABULARY,
  housing: HOUSING_VOCABULARY,
  building: BUILDING_VOCABULARY,
  animals: ANIMALS_AND_SANITATION_VOCABULARY,
  traffic: TRAFFIC_VOCABULARY,
  business: BUSINESS_VOCABULARY,
};

/**
 * The topic lists retrieval uses: each one an ablation on a non-DC code (the Rivergrove set, ADR 010) showed does not
 * hurt. The business list did hurt there, so it is off.
 */
export const DEFAULT_TOPIC_LISTS: readonly string[] = ['alcohol', 'housing', 'building', 'animals', 'traffic'];

/** Every topic vocabulary together. */
export const TOPIC_VOCABULARY: readonly VocabularyEntry[] = Object.values(TOPIC_VOCABULARIES).flat();

/** The general and topic vocabularies together. */
export const MUNICIPAL_VOCABULARY: readonly VocabularyEntry[] = [...GENERAL_VOCABULARY, ...TOPIC_VOCABULARY];
