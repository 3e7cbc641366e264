export { evaluateRetrieval, collapseToSections, sectionKey, RECALL_CUTOFFS, type QuestionOutcome, type RetrievalEvaluation, type RetrievalRun } from './evaluate';
export { fuseRankings, normalizeScores, type RankedId } from './fuse';
export { MemoryIndex, type IndexChunk, type SearchOptions, type SearchResult } from './memory-index';
export {
  findDefinedTerm,
  findSectionReferences,
  planQuery,
  MAX_QUESTION_CHARS,
  type PlanOptions,
  type QueryPlan,
  type QueryTerm,
  type SectionReference,
} from './plan-query';
export { definedTermsOf, documentTerms, normalizeSectionNumber, prepareChunk, type ChunkText, type PreparedCandidate, type PreparedChunk } from './prepare-chunk';
export { DEFAULT_SCORE_OPTIONS, idf, scoreCandidates, type CorpusStats, type ScoreOptions, type ScoredCandidate } from './score';
export { ANSWER_TYPES, foldText, STOPWORDS, termFrequencies, tokenize, tokenizeWithSurface, type AnswerType, type SurfaceToken } from './tokenize';
export { buildTsquery, MAX_TSQUERY_TERMS } from './tsquery';
export { INTENTS, MUNICIPAL_VOCABULARY, QUANTITY_QUESTIONS, type IntentEntry, type QuantityType, type VocabularyEntry } from './vocabulary';
export { stem } from './porter2';
export { isNothingRelevant, NOTHING_RELEVANT, topCoverage } from './relevance';
