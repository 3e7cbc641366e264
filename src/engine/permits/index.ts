export { readApplication } from './read-application';
export { decideStatus, reviewPermit, HITS_PER_QUERY } from './review-permit';
export { writePermitAdvice } from './write-advice';
export { findQuantities, parseWords } from './quantities';
export { readSectionRules } from './code-rules';
export * from './types';
export { applicationText } from './application-text';
