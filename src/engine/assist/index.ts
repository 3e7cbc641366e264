export { asQuestion, improvePrompt } from './improve-prompt';
export { suggestQueries, MAX_SUGGESTIONS, MIN_SUGGESTIONS } from './suggest-queries';
export { summarizeCitation, summarizeSources, splitSections, CITATION_SUMMARY, SOURCES_SUMMARY } from './summarize';
export { findCodeTerms, type CodeTerm } from './code-terms';
export { assistWithModel, type AssistInput, type AssistKind } from './model-assist';
export { assistOffline } from './offline-assist';
