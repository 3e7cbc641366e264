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

/** How residents speak mapped to how US municipal codes are written, by topic. */
export const MUNICIPAL_VOCABULARY: readonly VocabularyEntry[] = [
  ...GENERAL_VOCABULARY,
  ...ALCOHOL_VOCABULARY,
  ...HOUSING_VOCABULARY,
  ...BUILDING_VOCABULARY,
  ...ANIMALS_AND_SANITATION_VOCABULARY,
  ...TRAFFIC_VOCABULARY,
  ...BUSINESS_VOCABULARY,
];
