import { DOCUMENT_STATUS_PROGRESS, type DocumentSummary, VECTORIZED_STATUS_PROGRESS } from '@/contracts/workbench';
import { Badge } from '@/web/ui/badge';
import { cn } from '@/web/ui/cn';
import { formatDateTime } from '../lib/labels';
import { DocumentStatusBadge, VectorizedStatusBadge } from './status-badge';
import { StatusProgress } from './status-progress';

type Props = {
  document: Pick<DocumentSummary, 'status' | 'status_reason' | 'vectorized_status' | 'vectorized_at'>;
  /** Also show the vectorized status (the edit form does; the detail page too). */
  showVectorized?: boolean;
  className?: string;
};

/** Document status and vectorized status, each with its progress bar (spec admin §4 values). */
export function DocumentStatusPanel({ document, showVectorized = true, className }: Props) {
  const statusValue = DOCUMENT_STATUS_PROGRESS[document.status] ?? 0;
  const vectorized = document.vectorized_status;
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <StatusProgress
        label="Status"
        badge={<DocumentStatusBadge status={document.status} />}
        value={statusValue}
        isFailed={document.status === 'failed'}
        failedReason={document.status_reason}
      />
      {showVectorized && (
        <div className="grid content-start gap-1">
          <StatusProgress
            label="Vectorized status"
            badge={
              vectorized ? <VectorizedStatusBadge status={vectorized} /> : <Badge variant="neutral">Not vectorized</Badge>
            }
            value={vectorized ? (VECTORIZED_STATUS_PROGRESS[vectorized] ?? 0) : 0}
            isFailed={vectorized === 'vectorize_failed'}
          />
          {document.vectorized_at && (
            <p className="text-xs text-muted-foreground">Last vectorized {formatDateTime(document.vectorized_at)}</p>
          )}
        </div>
      )}
    </div>
  );
}
