import { type AddressFact, factsConditioningSections, placeContext, placeFirst, placeQuestion, placeStatement } from '../../../engine/gis';

export type PlaceSearch<R> = {
  result: R;
  /** The question with the place facts it depends on, for writing the answer. */
  question: string;
  facts: AddressFact[];
  /** "For 1629 Connecticut Avenue NW (Ward 2):" when the answer depends on place, else null. */
  statement: string | null;
};

/**
 * Retrieval that knows the chat's address: the place facts the question names go into the query; for a question
 * about the asker's own place, a first search shows whether the law there depends on a kind of place the address
 * data has, and if so it is searched again with those facts. Sections naming the address's own place come first.
 */
export async function searchForPlace<H extends { content: string }, R extends { hits: H[] }>(
  question: string,
  addressData: Record<string, unknown> | null | undefined,
  search: (query: string) => Promise<R>,
): Promise<PlaceSearch<R>> {
  const context = placeContext(question, addressData);
  let facts = context.named;
  let result = await search(placeQuestion(question, facts));
  if (facts.length === 0 && context.ownPlace) {
    facts = factsConditioningSections(context, result.hits.map((h) => h.content));
    if (facts.length > 0) result = await search(placeQuestion(question, facts));
  }
  const hits = placeFirst(result.hits, facts, (h) => h.content);
  return { result: { ...result, hits }, question: placeQuestion(question, facts), facts, statement: placeStatement(context, facts) };
}

/** The answer opened by the place statement (and the assumption noted in its reasoning); apologies are left as they are. */
export function withPlaceStatement<A extends { content: string; reasonings: string[]; apology: boolean }>(answer: A, statement: string | null): A {
  if (!statement || answer.apology) return answer;
  return { ...answer, content: `${statement} ${answer.content}`, reasonings: [`Answered for the conversation's location: ${statement.replace(/^For /, '').replace(/:$/, '')}`, ...answer.reasonings] };
}
