import type { ReactNode } from 'react';

/** The dashed box a list shows when it has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground">{children}</div>;
}
