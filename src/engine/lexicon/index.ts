export { baseForms } from './morphy';
export { PARTS_OF_SPEECH, WordNet, type LexicalRelation, type LexicalRelative, type PartOfSpeech, type RelativesOptions, type WordNetFiles } from './wordnet';

import type { WordNet } from './wordnet';
/** What retrieval asks of a general-English lexicon (WordNet or a stand-in in tests). */
export type Lexicon = Pick<WordNet, 'lemmasOf' | 'relatives' | 'isWord' | 'senseCount' | 'nounShare'>;
