/**
 * One entry of the municipal vocabulary: when a question says any of `say` (a phrase residents use), the query also
 * searches for `code` (how codes of ordinances write it), at `weight` times the question's own words (default 0.5).
 * A multi-word `say` phrase matches when its words occur close together in the question, in any order.
 */
export type VocabularyEntry = { say: string[]; code: string[]; weight?: number };

/**
 * A question-intent entry: a pattern over the folded question ('how late', 'what happens if') that adds the words a
 * code uses to answer that kind of question (hours, civil penalty…), usually at a low weight (default 0.3), and the
 * kind of quantity the answer states (`answerType`: a clock time, a dollar amount, a duration, a distance).
 */
export type IntentEntry = { name: string; pattern: RegExp; code: string[]; weight?: number; answerType?: QuantityType };

/** The kinds of quantity a question can ask for (the answer-type tokens of `tokenize`). */
export type QuantityType = 'clock' | 'money' | 'duration' | 'distance' | 'percent' | 'sound' | 'count';

/**
 * A wording that asks for one quantity and nothing else ('how much does … cost', 'how high', 'what time'): the
 * answer must state a quantity of that type, or the documents do not answer the question.
 */
export type QuantityQuestion = { type: QuantityType; pattern: RegExp };
