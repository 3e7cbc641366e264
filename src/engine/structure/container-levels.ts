/*
 * Container nesting. Without `divisorTypes`, the order of container types is that of first
 * appearance (codes print a title before its first chapter, a chapter before its first article), corrected by the
 * pairs that never vary (title › subtitle › chapter › subchapter, part › subpart, article › division). With
 * `divisorTypes` (the staff's order, highest first), the listed types take that order among the places listed types
 * hold in the inferred order, and unlisted types found in the text keep their inferred place. An appendix (Exhibit 1,
 * Appendix A) always ranks highest, so it closes whatever was open before it.
 */

/** Pairs whose order never varies between codes: the first always contains the second. */
const ALWAYS_ABOVE: [string, string][] = [
  ['volume', 'title'],
  ['title', 'subtitle'],
  ['subtitle', 'chapter'],
  ['title', 'chapter'],
  ['chapter', 'subchapter'],
  ['part', 'subpart'],
  ['article', 'division'],
  ['division', 'subdivision'],
];

/** Ranks the container types found in a document, highest first (0), from their order of appearance or `divisorTypes`. */
export function rankContainerTypes(typesInOrderOfAppearance: readonly string[], divisorTypes?: readonly string[]): Map<string, number> {
  // Appendices (exhibits, attachments) follow the whole body, so they sit at the top whatever came first.
  const order = [...new Set(typesInOrderOfAppearance)].sort((a, b) => Number(b === 'appendix') - Number(a === 'appendix'));
  for (let pass = 0; pass < order.length * order.length; pass++) {
    let moved = false;
    for (const [above, below] of ALWAYS_ABOVE) {
      const a = order.indexOf(above);
      const b = order.indexOf(below);
      if (a > b && b >= 0) {
        order.splice(a, 1);
        order.splice(b, 0, above);
        moved = true;
      }
    }
    if (!moved) break;
  }
  if (divisorTypes?.length) {
    const listed = [...new Set(divisorTypes)].filter((t) => order.includes(t));
    let next = 0;
    for (let i = 0; i < order.length; i++) if (divisorTypes.includes(order[i])) order[i] = listed[next++];
  }
  return new Map(order.map((t, i) => [t, i]));
}
