// Relative, not '@/': the unit test project (vitest.config.ts) has no path alias.
import { DIVISOR_METADATA_MESSAGE, type DivisorNode } from '../../../contracts/workbench';
import { readJsonObject } from './json-text';

/**
 * Spec admin §5 (divisor metadata): blank is `{}`; otherwise the text must parse to a JSON object
 * (not an array or a scalar), else DIVISOR_METADATA_MESSAGE.
 */
export function parseDivisorMetadata(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  if (!text.trim()) return { ok: true, value: {} };
  const value = readJsonObject(text);
  return value ? { ok: true, value } : { ok: false, error: DIVISOR_METADATA_MESSAGE };
}

/** Every node of a tree (or flat list), parents before their children. */
export function flattenDivisors(nodes: readonly DivisorNode[]): DivisorNode[] {
  const out: DivisorNode[] = [];
  const walk = (list: readonly DivisorNode[]) => {
    for (const node of list) {
      out.push(node);
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return out;
}

/** The ids of a node and all its descendants (deleting a node deletes what hangs under it). */
export function subtreeIds(node: DivisorNode): number[] {
  return flattenDivisors([node]).map((n) => n.id);
}

/** "p. 3", "pp. 3–7", or null when the node has no pages. */
export function divisorPages(node: Pick<DivisorNode, 'start_page' | 'end_page'>): string | null {
  const { start_page: start, end_page: end } = node;
  if (start == null && end == null) return null;
  if (start == null || end == null || start === end) return `p. ${start ?? end}`;
  return `pp. ${start}–${end}`;
}

/** The heading a person reads: "§ 25-723 Hours of sale" when the number is not already in the title. */
export function divisorLabel(node: Pick<DivisorNode, 'number' | 'title'>): string {
  const title = node.title.trim();
  const number = node.number?.trim();
  if (!number || title.includes(number)) return title;
  return title ? `${number} ${title}` : number;
}

/** "Are you sure you want to delete N divisor(s)?" (spec admin §8). */
export function deleteDivisorsMessage(count: number): string {
  return `Are you sure you want to delete ${count} divisor(s)?`;
}

/** The list with the item at `index` moved by `delta` places (clamped); the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length || delta === 0) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item);
  return next;
}
