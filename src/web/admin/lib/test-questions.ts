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

/** Distinct citations in first-seen order with how often each came back: "§ 25-723" ×5 reads better than five badges. */
export function citationCounts(citations: readonly string[]): { citation: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const citation of citations) counts.set(citation, (counts.get(citation) ?? 0) + 1);
  return [...counts].map(([citation, count]) => ({ citation, count }));
}

/** Why a question failed, for the person looking at it: the recorded error, or what "failed" means here. */
export function failureReason(metadata: Record<string, unknown> | null | undefined): string {
  const error = metadata?.error;
  if (typeof error === 'string' && error.trim()) return error.trim();
  return "The question's own chunk was not among the chunks the retrieval returned.";
}
