export { analyze, joinedPairs, numeralize, type AnalyzedToken } from './analyze';
export {
  admitsGroup,
  admitsLocalGovernment,
  APPLICANT_GROUP_RULES,
  APPLICANT_GROUPS,
  applicantGroupsOf,
  ASSISTANCE_GROUP_LABELS,
  ASSISTANCE_GROUPS,
  offersAssistance,
  type ApplicantGroup,
  type AssistanceGroup,
} from './applicants';
export { mapColumns, normalizeHeader, type ColumnMap } from './columns';
export { CsvSyntaxError, parseCsv, type CsvRecord } from './csv';
export { describeApplicants, factsFromText, formatDollars, leadSentence, summarizeGrantEligibility, type EligibilityFacts } from './eligibility-summary';
export { evaluateGrantSearch, type GrantEvaluation, type GrantJudgement } from './evaluate';
export { decodeGrantFile, GrantFileError, MAX_GRANT_FILE_BYTES } from './grant-file';
export { fieldTexts, GrantIndex, GRANT_FIELD_WEIGHTS, type GrantSearchField } from './grant-index';
export { highlightPassage, highlightText, MAX_PASSAGE_CHARS, type HighlightSegment } from './highlight';
export { emptyListing, GRANT_FIELDS, PROGRAM_NUMBER, type GrantField, type GrantListing, type GrantObligations } from './listing';
export { rewriteEligibilityWithModel } from './model-eligibility';
export { parseObligationsText } from './obligations-text';
export { MAX_GRANT_QUERY_CHARS, planGrantQuery, type GrantLexicon, type GrantQueryPlan, type QueryConcept } from './plan-grant-query';
export { PLAIN_BM25, PlainBm25, type PlainHit } from './plain-bm25';
export { guaranteedPlaces, PLAIN_FLOOR, withPlainFloor } from './plain-floor';
export { DEFAULT_GRANT_RANK_OPTIONS, docsMatchingFilters, programSize, rankGrants, type GrantFilters, type GrantHit, type GrantRankOptions, type GrantRanking } from './rank-grants';
export { warmGrantIndex } from './warm-grant-index';
export { readListings, MAX_CELL_CHARACTERS, type ListingFile, type RejectedRow } from './read-listings';
