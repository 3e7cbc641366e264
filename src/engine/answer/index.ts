export { composeAnswer, NOTHING_FOUND, TIME_SAVED, timeSaved, type Answer, type AnswerCitation, type AnswerSource, type ComposeInput } from './compose-answer';
export { answerUnits, type AnswerUnit } from './sentences';
export { MAX_TITLE_CHARS, sanitizeQuestion, shortTitle } from './title';
export { CITATION_CUTOFF, evaluateAnswers, type AnswerEvaluation, type AnswerRun } from './evaluate';
export { writeAnswer } from './write-answer';
