/** Spec admin §9: the answer preview is cut at 80 characters. */
export const ANSWER_PREVIEW_CHARS = 80;

/** The first 80 characters of the answer plus "…" when it is longer; '' without an answer. */
export function answerPreview(answer: string | null | undefined, max: number = ANSWER_PREVIEW_CHARS): string {
  if (!answer) return '';
  const text = answer.trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function hasPendingQuestion(questions: readonly { status: string }[]): boolean {
  return questions.some((q) => q.status === 'pending');
}
