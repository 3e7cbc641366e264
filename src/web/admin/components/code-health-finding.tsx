import { router } from '@inertiajs/react';
import { Check, FileText, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { type CodeHealthFinding, type DocumentSource, KIND_LABELS, type ReviewStatus } from '@/contracts/contradictions';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader } from '@/web/ui/card';
import { paths } from '../lib/paths';
import { TextLink } from './link-button';

const STATUS_BADGE: Record<ReviewStatus, { label: string; variant: 'warning' | 'destructive' | 'neutral' }> = {
  open: { label: 'Open', variant: 'warning' },
  confirmed: { label: 'Confirmed', variant: 'destructive' },
  dismissed: { label: 'Dismissed', variant: 'neutral' },
};

function Side({ source, label, indexed }: { source: DocumentSource; label: string; indexed: boolean }) {
  const place = [source.section, source.document_name].filter(Boolean).join(' · ');
  return (
    <figure className="grid min-w-0 content-start gap-2 rounded-md border bg-muted/30 p-3" aria-label={`${label}: ${place}`}>
      <figcaption className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium break-words">{source.section ?? 'Unnumbered text'}</span>
        <span className="min-w-0 break-words text-muted-foreground">{source.document_name}</span>
        {source.enactment && <Badge variant="outline">{source.enactment}</Badge>}
      </figcaption>
      <blockquote className="border-l-2 pl-3 text-sm break-words whitespace-pre-wrap">{source.quoted_text}</blockquote>
      {indexed && source.chunk_id !== null ? (
        <TextLink href={paths.editChunk(source.document_id, source.chunk_id)} className="text-sm">
          Open chunk #{source.chunk_id}
        </TextLink>
      ) : (
        <p className="text-xs text-muted-foreground">No longer in the search index.</p>
      )}
    </figure>
  );
}

/** One suspected contradiction in the code health report: what differs, both quoted sides with links, and staff's verdict. */
export function CodeHealthFindingCard({ finding, municipalityId }: { finding: CodeHealthFinding; municipalityId: number }) {
  const [pending, setPending] = useState<ReviewStatus | null>(null);
  const review = (status: ReviewStatus) =>
    router.post(paths.reviewContradiction(municipalityId, finding.id), { status }, { preserveScroll: true, onStart: () => setPending(status), onFinish: () => setPending(null) });
  const badge = STATUS_BADGE[finding.status];
  const [a, b] = finding.document_sources;

  return (
    <Card className="gap-3" data-testid="code-health-finding" data-finding-id={finding.id}>
      <CardHeader className="items-center justify-start gap-x-2">
        <Badge variant="info">{KIND_LABELS[finding.kind]}</Badge>
        <Badge variant={badge.variant}>{badge.label}</Badge>
        <span className="text-xs text-muted-foreground tabular-nums">{Math.round(finding.confidence * 100)}% confidence</span>
        {finding.explained_by !== 'offline' && <span className="text-xs text-muted-foreground">Explained by {finding.explained_by}</span>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm break-words">{finding.explanation}</p>
        {a && b && (
          <div className="grid gap-3 md:grid-cols-2">
            <Side source={a} label="First side" indexed={finding.indexed} />
            <Side source={b} label="Second side" indexed={finding.indexed} />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {finding.status !== 'confirmed' && (
            <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => review('confirmed')}>
              <Check aria-hidden="true" />
              {pending === 'confirmed' ? 'Saving...' : 'Confirm'}
            </Button>
          )}
          {finding.status !== 'dismissed' && (
            <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => review('dismissed')}>
              <X aria-hidden="true" />
              {pending === 'dismissed' ? 'Saving...' : 'Dismiss'}
            </Button>
          )}
          {finding.status !== 'open' && (
            <Button size="sm" variant="ghost" disabled={pending !== null} onClick={() => review('open')}>
              <RotateCcw aria-hidden="true" />
              {pending === 'open' ? 'Saving...' : 'Reopen'}
            </Button>
          )}
          {finding.reviewed_by && finding.reviewed_at && (
            <span className="text-xs text-muted-foreground">
              {badge.label} by {finding.reviewed_by} on {new Date(finding.reviewed_at).toLocaleDateString()}
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
