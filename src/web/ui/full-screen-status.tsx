import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred, full-screen loading indicator (e.g. while the session is checked). */
export function FullScreenLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
      <span className="text-sm">{label}…</span>
    </div>
  );
}

/** A centred, full-screen message with an optional action (e.g. the server cannot be reached). */
export function FullScreenMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}
