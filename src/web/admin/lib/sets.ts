/** A copy of the set with `item` added (isMember) or removed; React state sets are replaced, never changed. */
export function withMember<T>(set: ReadonlySet<T>, item: T, isMember: boolean): Set<T> {
  const next = new Set(set);
  if (isMember) next.add(item);
  else next.delete(item);
  return next;
}
