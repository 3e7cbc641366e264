export { evaluateRetrieval, collapseToSections, sameSection, sectionKey, RECALL_CUTOFFS, type QuestionOutcome, type RetrievalEvaluation, type RetrievalRun, type SectionRef } from './evaluate';
export { fuseRankings, normalizeScores, type RankedId } from './fuse';
export { CANDIDATE_LIMIT, MemoryIndex, type IndexChunk, type SearchOptions, type SearchResult } from './memory-index';
export { LexicalIndex, type CandidateTerm, type LexicalRow } from './lexical-index';
export {
  findDefinedTerm,
  findSectionReferences,
  planQuery,
  withSelection,
  isContentWeight,
  specificity,
  MAX_QUESTION_CHARS,
  type PlanOptions,
  type QueryPlan,
  type QueryTerm,
  type QueryTermSource,
  type SectionReference,
} from './plan-query';
export { definedTermsOf, documentTerms, normalizeSectionNumber, prepareChunk, type ChunkDefinition, type ChunkText, type PreparedCandidate, type PreparedChunk } from './prepare-chunk';
export { findDefinitions, isDefinitionsContext, type Definition } from './definitions';
export { findReferences } from './references';
export { refinePlan, type DefinitionEntry, type PlanEvidence, type RefineOptions, type TermVariant } from './refine-plan';
export { feedbackTerms, withFeedback, type FeedbackOptions, type FeedbackTerm } from './feedback';
export { lexicalExpansions, type LexicalExpansion } from './lexical-expansion';
export { isLikelyMisspelling, maxSpellingDistance, spellingDistance } from './spelling';
export { DEFAULT_FEATURES, runSearch, type IndexRow, type RankedRow, type RetrievalOptions, type SearchFeatures, type SearchPort, type SectionLookup } from './search';
export { DEFAULT_SCORE_OPTIONS, idf, scoreCandidates, type CorpusStats, type ScorableCandidate, type ScoreOptions, type ScoredCandidate } from './score';
export { ANSWER_TYPES, foldText, STOPWORDS, termFrequencies, tokenize, tokenizeWithSurface, type AnswerType, type SurfaceToken } from './tokenize';
export { DEFAULT_TOPIC_LISTS, GENERAL_VOCABULARY, INTENTS, MUNICIPAL_VOCABULARY, TOPIC_VOCABULARIES, TOPIC_VOCABULARY, QUANTITY_QUESTIONS, type IntentEntry, type QuantityType, type VocabularyEntry } from './vocabulary';
export { stem } from './porter2';
export { isNothingRelevant, NOTHING_RELEVANT, topCoverage } from './relevance';
export { ACTING_WORDS, findRepeals, olderVersionNote, overridesOf, preferInForce, withOlderVersionNotes, type ActingText, type InForceHit, type OlderVersion, type SectionRepeal } from './in-force';
export { addLearnedRelatives, DEFAULT_LEARNED_OPTIONS, learnedCandidateTerms, type LearnedOptions } from './learned-expansion';
