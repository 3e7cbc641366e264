export { learnedVocabularyOf, parseLearnedVocabulary, serializeLearnedVocabulary, type LearnedEntry, type LearnedNeighbour, type LearnedRelation, type LearnedVocabulary, type LearnedVocabularyData } from './model';
export { splitCodeSections, type CodeSection } from './sections';
export { trainVocabulary, VocabularyTrainer, type TrainOptions } from './train';
