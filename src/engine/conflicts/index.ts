/*
 * The conflict scan ("code doctor"): suspected contradictions between a municipality's sections — the same measured
 * thing with different values, superseded text still published, conflicting definitions, and a requirement against a
 * prohibition or exemption of the same act — each with a confidence and verbatim quotes of both sides. Pure.
 */
export { CONFLICT_THRESHOLD, createConflictScan, findConflicts, weightsOf, type ConflictScan, type FindOptions } from './find-conflicts';
export { weightsFrom } from './similarity';
export { findingKey } from './quotes';
export type { ConflictFinding, ConflictKind, ConflictSection, FindingSide, TermWeights } from './types';
export { ConflictReview, quotesBothSides, REVIEW_THRESHOLD, reviewFindings, type ReviewedFinding } from './review';
