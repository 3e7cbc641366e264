import { router } from '@inertiajs/react';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ChunkRow, chunkSizeTone } from '@/contracts/workbench';
import { Badge } from '@/web/ui/badge';
import { Checkbox } from '@/web/ui/checkbox';
import { cn } from '@/web/ui/cn';
import { chunkOcrBadge } from '../lib/ocr';
import { paths } from '../lib/paths';
import { ConfirmButton } from './confirm-button';
import { LinkButton } from './link-button';

const TONE_VARIANT = { red: 'destructive', yellow: 'warning', green: 'success' } as const;

/** Spec admin §5: the size badge is red under 300 characters, green from 2000 to 4000, yellow otherwise. */
export function ChunkSizeBadge({ size }: { size: number }) {
  const tone = chunkSizeTone(size);
  return (
    <Badge variant={TONE_VARIANT[tone]} data-tone={tone} title="Characters">
      {size.toLocaleString()} chars
    </Badge>
  );
}

const PREVIEW_CHARS = 400;

type Props = {
  documentId: number;
  chunk: ChunkRow;
  /** With both, the card has a select box. */
  isSelected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** More actions after Edit and Delete (e.g. a collection's Questions and Generate Question). */
  extraActions?: ReactNode;
};

/** One chunk in a list: optional select box, size, citation, page, a content preview, edit, delete and extras. */
export function ChunkCard({ documentId, chunk, isSelected = false, onSelectedChange, extraActions }: Props) {
  const selectable = onSelectedChange !== undefined;
  const preview = chunk.content.length > PREVIEW_CHARS ? `${chunk.content.slice(0, PREVIEW_CHARS)}…` : chunk.content;
  const checkboxId = `chunk-select-${chunk.id}`;
  const ocr = chunkOcrBadge(chunk.metadata);
  return (
    <li
      className={cn(
        'grid gap-x-3 gap-y-2 rounded-lg border bg-card p-4 shadow-xs transition-colors',
        selectable && 'grid-cols-[auto_1fr]',
        isSelected && 'border-primary/60 bg-primary/5',
      )}
      data-chunk-id={chunk.id}
    >
      {selectable && (
        <Checkbox
          id={checkboxId}
          className="mt-2"
          checked={isSelected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          aria-label={`Select chunk ${chunk.id}`}
        />
      )}
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <ChunkSizeBadge size={chunk.size} />
          <span className="text-muted-foreground">
            Page <span className="text-foreground tabular-nums">{chunk.page_number ?? '—'}</span>
          </span>
          {ocr && (
            <Badge variant="warning" title={ocr.title} data-testid="chunk-ocr">
              {ocr.label}
            </Badge>
          )}
          <span className="text-xs text-muted-foreground">#{chunk.id}</span>
          <div className="ml-auto flex flex-wrap gap-1">
            <LinkButton href={paths.editChunk(documentId, chunk.id)} variant="ghost" aria-label={`Edit chunk ${chunk.id}`}>
              <Pencil aria-hidden="true" />
              Edit
            </LinkButton>
            <ConfirmButton
              variant="ghost"
              message="Are you sure you want to delete this chunk?"
              aria-label={`Delete chunk ${chunk.id}`}
              onConfirm={() => router.delete(paths.chunk(documentId, chunk.id), { preserveScroll: true })}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </ConfirmButton>
            {extraActions}
          </div>
        </div>
        {chunk.citation && <p className="text-sm font-medium break-words">{chunk.citation}</p>}
        <p className="line-clamp-6 text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">{preview}</p>
      </div>
    </li>
  );
}
