// Relative, not '@/': the unit test project (vitest.config.ts) has no path alias.
import { PAGE_WINDOW } from '../../../contracts/workbench';

/** The page numbers to offer around the current page: at most `size`, centred when possible, within 1..total. */
export function pageWindow(current: number, total: number, size: number = PAGE_WINDOW): number[] {
  if (total < 1 || size < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** "Showing 51–100 of 240" numbers for a page; zeros when the list is empty. */
export function pageRange(current: number, perPage: number, totalCount: number): { from: number; to: number } {
  if (totalCount <= 0) return { from: 0, to: 0 };
  const from = (current - 1) * perPage + 1;
  return { from: Math.min(from, totalCount), to: Math.min(current * perPage, totalCount) };
}
