import { LoaderCircle } from 'lucide-react';
import type { IndexState } from '@/contracts/madmin-municipalities';
import type { DocumentStatus, JobStatus, VectorizedStatus } from '@/contracts/workbench';
import { Badge, type BadgeProps } from '@/web/ui/badge';
import { humanize } from '../lib/labels';

type Tone = NonNullable<BadgeProps['variant']>;

const JOB_TONES: Record<JobStatus, Tone> = {
  completed: 'success',
  pending: 'neutral',
  processing: 'warning',
  failed: 'destructive',
};

const DOCUMENT_TONES: Record<DocumentStatus, Tone> = {
  pending: 'neutral',
  uploaded: 'info',
  creating_chunks: 'warning',
  processing: 'warning',
  completed: 'success',
  failed: 'destructive',
};

const VECTORIZED_TONES: Record<VectorizedStatus, Tone> = {
  vectorizing: 'warning',
  vectorize_completed: 'success',
  vectorize_failed: 'destructive',
};

function StatusBadge({ status, tone, busy, className }: { status: string; tone: Tone; busy: boolean; className?: string }) {
  return (
    <Badge variant={tone} className={className} data-status={status}>
      {busy && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
      {humanize(status)}
    </Badge>
  );
}

/** Job status: completed green, pending gray, processing yellow (spinning), failed red. */
export function JobStatusBadge({ status, className }: { status: JobStatus | string; className?: string }) {
  return (
    <StatusBadge status={status} tone={JOB_TONES[status as JobStatus] ?? 'neutral'} busy={status === 'processing'} className={className} />
  );
}

export function DocumentStatusBadge({ status, className }: { status: DocumentStatus | string; className?: string }) {
  // No spinner: a document rests in "processing" between steps, which is not work in progress.
  return <StatusBadge status={status} tone={DOCUMENT_TONES[status as DocumentStatus] ?? 'neutral'} busy={false} className={className} />;
}

export function VectorizedStatusBadge({ status, className }: { status: VectorizedStatus | string; className?: string }) {
  return (
    <StatusBadge
      status={status}
      tone={VECTORIZED_TONES[status as VectorizedStatus] ?? 'neutral'}
      busy={status === 'vectorizing'}
      className={className}
    />
  );
}

const QUESTION_TONES: Record<string, Tone> = { pending: 'warning', answered: 'success', failed: 'destructive' };

/** Spec admin §4: test question pending, answered, failed; other values are neutral. */
export function TestQuestionStatusBadge({ status, className }: { status: string; className?: string }) {
  return <StatusBadge status={status} tone={QUESTION_TONES[status] ?? 'neutral'} busy={status === 'pending'} className={className} />;
}

const INDEX_TONES: Record<IndexState, Tone> = { indexed: 'success', indexing: 'warning', failed: 'destructive', not_indexed: 'neutral' };

/** A document's state in a municipality's search index; indexing spins. */
export function IndexStateBadge({ state, className }: { state: IndexState; className?: string }) {
  return <StatusBadge status={state} tone={INDEX_TONES[state] ?? 'neutral'} busy={state === 'indexing'} className={className} />;
}
