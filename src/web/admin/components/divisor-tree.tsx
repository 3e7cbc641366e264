import { router } from '@inertiajs/react';
import { ChevronRight, Pencil, Trash2 } from 'lucide-react';
import type { DivisorNode } from '@/contracts/workbench';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { Badge, type BadgeProps } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { cn } from '@/web/ui/cn';
import { divisorLabel, divisorPages } from '../lib/divisors';
import { ConfirmButton } from './confirm-button';
import { LinkButton } from './link-button';

type Tone = NonNullable<BadgeProps['variant']>;

/** A colour per rank of divisor, so levels read apart at a glance. */
const TYPE_TONES: Record<string, Tone> = {
  title: 'info',
  volume: 'info',
  part: 'success',
  article: 'success',
  chapter: 'success',
  subpart: 'warning',
  subchapter: 'warning',
  division: 'warning',
  subdivision: 'warning',
  section: 'secondary',
};

function DivisorTypeBadge({ type }: { type: string }) {
  return (
    <Badge variant={TYPE_TONES[type] ?? 'outline'} className="capitalize" data-divisor-type={type}>
      {type}
    </Badge>
  );
}

type TreeProps = {
  nodes: DivisorNode[];
  expanded: Set<number>;
  onToggle: (id: number) => void;
  selected: Set<number>;
  onSelect: (id: number, selected: boolean) => void;
  editHref: (node: DivisorNode) => string;
  deleteUrl: (node: DivisorNode) => string;
};

type ItemProps = Omit<TreeProps, 'nodes'> & { node: DivisorNode; depth: number; wide: boolean };

function DivisorItem({ node, depth, wide, ...props }: ItemProps) {
  const children = node.children ?? [];
  const hasChildren = children.length > 0;
  const isOpen = hasChildren && props.expanded.has(node.id);
  const label = divisorLabel(node);
  const pages = divisorPages(node);
  const childListId = `divisor-children-${node.id}`;
  const actions = (
    <div className={cn('flex shrink-0 gap-0.5', wide ? '-my-1' : '-ml-2')}>
      <LinkButton href={props.editHref(node)} variant="ghost" size="icon-sm" aria-label={`Edit ${label}`} title="Edit">
        <Pencil aria-hidden="true" />
      </LinkButton>
      <ConfirmButton
        variant="ghost"
        size="icon-sm"
        message="Are you sure you want to delete this divisor?"
        description={
          hasChildren
            ? `"${label}" and the divisors under it will be deleted. This cannot be undone.`
            : `"${label}" will be deleted. This cannot be undone.`
        }
        aria-label={`Delete ${label}`}
        title="Delete"
        onConfirm={() => router.delete(props.deleteUrl(node), { preserveScroll: true, preserveState: true })}
      >
        <Trash2 aria-hidden="true" />
      </ConfirmButton>
    </div>
  );
  return (
    <li data-divisor-id={node.id} data-depth={depth}>
      <div
        className={cn(
          'group flex items-start rounded-md py-2 transition-colors hover:bg-muted/50',
          wide ? 'gap-2 px-1.5' : 'gap-1.5 px-1',
          props.selected.has(node.id) && 'bg-primary/5 hover:bg-primary/10',
        )}
      >
        {hasChildren ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className={cn('-my-1', wide ? 'size-7' : 'size-6')}
            aria-expanded={isOpen}
            aria-controls={isOpen ? childListId : undefined}
            aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${label}`}
            onClick={() => props.onToggle(node.id)}
          >
            <ChevronRight className={cn('transition-transform', isOpen && 'rotate-90')} aria-hidden="true" />
          </Button>
        ) : (
          <span className={cn('shrink-0', wide ? 'size-7' : 'size-6')} aria-hidden="true" />
        )}
        <Checkbox
          className="mt-0.5"
          checked={props.selected.has(node.id)}
          onCheckedChange={(checked) => props.onSelect(node.id, checked === true)}
          aria-label={`Select ${label}`}
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <DivisorTypeBadge type={node.divisor_type} />
            <span className="min-w-0 text-sm font-medium break-words">{label}</span>
            {pages && <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">{pages}</span>}
            {hasChildren && (
              <span className="text-xs text-muted-foreground tabular-nums">
                · {children.length} {children.length === 1 ? 'child' : 'children'}
              </span>
            )}
          </div>
          {node.content_preview && (
            <p className="line-clamp-2 text-sm break-words text-muted-foreground">{node.content_preview}</p>
          )}
          {!wide && actions}
        </div>
        {wide && actions}
      </div>
      {isOpen && (
        <ul id={childListId} className={cn('border-l', wide ? 'ml-[1.25rem] pl-2' : 'ml-4 pl-0.5')}>
          {children.map((child) => (
            <DivisorItem key={child.id} node={child} depth={depth + 1} wide={wide} {...props} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The divisor hierarchy as nested lists: expand/collapse, a checkbox, type, title, pages, preview, edit, delete. */
export function DivisorTree({ nodes, label, ...props }: TreeProps & { label: string }) {
  // On a phone the actions go under the text, so deep levels keep a readable width.
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <ul aria-label={label} className="grid">
      {nodes.map((node) => (
        <DivisorItem key={node.id} node={node} depth={0} wide={wide} {...props} />
      ))}
    </ul>
  );
}
