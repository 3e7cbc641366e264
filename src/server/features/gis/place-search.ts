import { type AddressFact, factsConditioningSections, placeContext, placeOrder, placeQuestion, placeStatement } from '../../../engine/gis';

export type PlaceSearch<R> = {
  result: R;
  /** The question with the place facts it depends on, for writing the answer. */
  question: string;
  facts: AddressFact[];
  /** "For 1629 Connecticut Avenue NW (Ward 2):" when the answer depends on place, else null. */
  statement: string | null;
};

/** With place facts, this many times more sections are retrieved before those naming the place are put first. */
export const PLACE_WIDENING = 3;

/**
 * Retrieval that knows the chat's address: the place facts the question names go into the query; for a question
 * about the asker's own place, a first search shows whether the law there depends on a kind of place the address
 * data has, and if so it is searched again with those facts. With facts, a wider set is retrieved, the sections
 * naming the address's own place ('Ward 2') come first and those about other places ('Ward 8') last, then it is cut
 * back to `limit`.
 */
export async function searchForPlace<H extends { content: string }, R extends { hits: H[] }>(
  question: string,
  addressData: Record<string, unknown> | null | undefined,
  limit: number,
  search: (query: string, limit: number) => Promise<R>,
): Promise<PlaceSearch<R>> {
  const context = placeContext(question, addressData);
  let facts = context.named;
  let result = await search(placeQuestion(question, facts), facts.length ? limit * PLACE_WIDENING : limit);
  if (facts.length === 0 && context.ownPlace) {
    facts = factsConditioningSections(context, result.hits.map((h) => h.content));
    if (facts.length > 0) result = await search(placeQuestion(question, facts), limit * PLACE_WIDENING);
  }
  const hits = placeOrder(result.hits, facts, (h) => h.content).slice(0, limit);
  return { result: { ...result, hits }, question: placeQuestion(question, facts), facts, statement: placeStatement(context, facts) };
}

/** The answer opened by the place statement (and the assumption noted in its reasoning); apologies are left as they are. */
export function withPlaceStatement<A extends { content: string; reasonings: string[]; apology: boolean }>(answer: A, statement: string | null): A {
  if (!statement || answer.apology) return answer;
  return { ...answer, content: `${statement} ${answer.content}`, reasonings: [`Answered for the conversation's location: ${statement.replace(/^For /, '').replace(/:$/, '')}`, ...answer.reasonings] };
}
