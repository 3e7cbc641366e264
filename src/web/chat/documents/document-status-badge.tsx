import { Badge } from '@/web/ui/badge';
import { documentStatusLabel, documentStatusTone } from './document-status';

/** Pending/uploaded/processing yellow, failed red, completed green, anything else gray. */
export function DocumentStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={documentStatusTone(status)} data-status={status}>
      {documentStatusLabel(status)}
    </Badge>
  );
}
