/** Spec §2: questions a new, empty conversation offers; three are shown at random. */
export const SUGGESTED_QUESTIONS: readonly string[] = [
  'How late can a bar serve drinks on Saturday?',
  'Do I need a permit to build a fence?',
  'What are the rules for keeping chickens?',
  'How tall can a fence be in a residential yard?',
  'When are construction noise hours?',
  'Can I run a business out of my home?',
  'What are the rules for parking an RV on my property?',
  'How long can grass and weeds grow before it is a violation?',
  'Do I need a permit to remove a tree?',
  'What are the requirements for a short-term rental?',
  'Where can I put a shed on my property?',
  'How many dogs or cats can I keep at my home?',
  'Are food trucks allowed to operate downtown?',
  'What signs can a business put up without a permit?',
  'When do I have to shovel snow from the sidewalk?',
  'Can I hold a garage sale, and how often?',
  'What are the setback requirements for a new house?',
  'Is it legal to burn yard waste?',
];

export const SUGGESTED_QUESTION_COUNT = 3;

/**
 * Picks `count` different questions in random order (a partial Fisher–Yates shuffle); `random` returns
 * numbers in [0, 1) like Math.random, and is injected so the pick can be tested.
 */
export function pickSuggestedQuestions(
  questions: readonly string[] = SUGGESTED_QUESTIONS,
  count: number = SUGGESTED_QUESTION_COUNT,
  random: () => number = Math.random,
): string[] {
  const pool = [...questions];
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    picked.push(pool.splice(index, 1)[0]);
  }
  return picked;
}
