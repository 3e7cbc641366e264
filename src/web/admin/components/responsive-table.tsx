import type { ReactNode } from 'react';
import { cn } from '@/web/ui/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/ui/table';
import { EmptyState } from './empty-state';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Hide the label on the mobile card (e.g. the title row). */
  hideLabelOnCard?: boolean;
};

type Props<T> = {
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: Column<T>[];
  actions?: (row: T) => ReactNode;
  empty: ReactNode;
  /** Accessible name of the table / card list. */
  label: string;
  /** Extra classes for a row (e.g. a failed job). */
  rowClassName?: (row: T) => string | undefined;
};

/** A table from `md` up; below it, one card per row with the column headers as labels. */
export function ResponsiveTable<T>({ rows, rowKey, columns, actions, empty, label, rowClassName }: Props<T>) {
  if (rows.length === 0) {
    return <EmptyState>{empty}</EmptyState>;
  }
  return (
    <>
      <div className="hidden rounded-lg border md:block">
        <Table aria-label={label}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column.key} className={column.className}>
                  {column.header}
                </TableHead>
              ))}
              {actions && <TableHead className="text-right">Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-1">{actions(row)}</div>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label={label} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className={cn('rounded-lg border bg-card p-4 shadow-xs', rowClassName?.(row))}>
            <dl className="grid gap-2 text-sm">
              {columns.map((column) => (
                <div key={column.key} className={cn('grid gap-0.5', !column.hideLabelOnCard && 'grid-cols-[7rem_1fr] gap-2')}>
                  <dt className={cn('text-muted-foreground', column.hideLabelOnCard && 'sr-only')}>{column.header}</dt>
                  <dd className={cn('min-w-0 break-words', column.hideLabelOnCard && 'text-base font-semibold')}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="mt-3 flex flex-wrap gap-2 border-t pt-3">{actions(row)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
