import type { DivisorNode as ContractDivisor } from '../../../contracts/workbench';
import type { DivisorNode, DivisorTree, PageMark } from '../../../engine/structure';
import type { DivisorRow, NewDivisor } from './divisors.repo';

const PREVIEW_CHARS = 300;

/** Flattens an extracted tree into rows (root excluded), each with a key and its parent's key. */
export function treeToRows(tree: DivisorTree, base: { documentId: number; extractJobId: number }): NewDivisor[] {
  const rows: NewDivisor[] = [];
  const visit = (node: DivisorNode, parentKey: number | null) => {
    const key = rows.length;
    rows.push({
      key,
      parentKey,
      documentId: base.documentId,
      extractJobId: base.extractJobId,
      divisorType: node.type,
      number: node.number || null,
      title: node.title || node.label || node.type,
      contentPreview: node.text.slice(0, PREVIEW_CHARS).trim() || null,
      body: node.text,
      startPage: node.startPage,
      endPage: node.endPage,
      position: key,
      metadata: {
        label: node.label,
        heading: node.heading,
        page_marks: node.pageMarks,
        ...(node.runIn ? { run_in: true } : {}),
        ...(node.offset !== undefined ? { offset: node.offset } : {}),
      },
    });
    for (const child of node.children) visit(child, key);
  };
  for (const child of tree.children) visit(child, null);
  return rows;
}

/** Rebuilds the engine's tree from stored rows (as staff left them), for cutting section chunks. */
export function rowsToTree(rows: DivisorRow[], frontMatter: { text: string; pageMarks: PageMark[]; startPage: number; endPage: number }): DivisorTree {
  const nodes = new Map<number, DivisorNode>();
  for (const row of rows) {
    const meta = row.metadata as { label?: string; heading?: string; page_marks?: PageMark[]; run_in?: boolean; offset?: number };
    nodes.set(row.id, {
      type: row.divisorType,
      number: row.number ?? '',
      label: meta.label ?? row.title,
      title: row.title,
      heading: meta.heading ?? '',
      startPage: row.startPage ?? frontMatter.startPage,
      endPage: row.endPage ?? row.startPage ?? frontMatter.endPage,
      text: row.body ?? row.contentPreview ?? '',
      pageMarks: meta.page_marks ?? [{ offset: 0, page: row.startPage ?? frontMatter.startPage }],
      ...(meta.run_in ? { runIn: true } : {}),
      ...(meta.offset !== undefined ? { offset: meta.offset } : {}),
      children: [],
    });
  }
  const root: DivisorTree = {
    type: 'document',
    number: '',
    label: '',
    title: '',
    heading: '',
    startPage: frontMatter.startPage,
    endPage: frontMatter.endPage,
    text: frontMatter.text,
    pageMarks: frontMatter.pageMarks,
    children: [],
  };
  for (const row of rows) {
    const node = nodes.get(row.id);
    const parent = row.parentId === null ? root : (nodes.get(row.parentId) ?? root);
    if (node) parent.children.push(node);
  }
  return root;
}

/** The page shape of a divisor tree (or a flat list when filtered). */
export function serializeDivisors(rows: DivisorRow[], options: { flat: boolean }): ContractDivisor[] {
  const toNode = (row: DivisorRow): ContractDivisor => ({
    id: row.id,
    divisor_type: row.divisorType,
    number: row.number,
    title: row.title,
    content_preview: row.contentPreview,
    parent_id: row.parentId,
    start_page: row.startPage,
    end_page: row.endPage,
    metadata: publicMetadata(row.metadata),
    children: [],
  });
  if (options.flat) return rows.map(toNode);
  const byId = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: ContractDivisor[] = [];
  for (const row of rows) {
    const node = byId.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Metadata staff see and edit: the engine's bookkeeping (page marks, offsets) stays out of the form. */
export function publicMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  const { page_marks: _marks, offset: _offset, run_in: _runIn, ...rest } = metadata;
  return rest;
}
