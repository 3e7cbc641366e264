export { cleanJson, INVALID_JSON_MESSAGE, type CleanJsonResult } from './clean-json';
export { generateExtractPrompt, generateJsonMap, EDIT_PLACEHOLDER, NO_DIVISORS_FOR_MAP, NO_DIVISORS_FOR_PROMPT, type JsonMapNode } from './extract-prompt';
export { DEFAULT_SPLIT_KEYWORDS, findStartPages, parseSplitRules, type SplitRule, type StartPageOptions } from './find-start-pages';
export { InvalidInputError } from './input-error';
export { sectionRanges, type SectionRange } from './section-ranges';
