import { router } from '@inertiajs/react';
import { ChevronsDownUp, ChevronsUpDown, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { DivisorNode, DocumentSummary, ExtractJobSummary } from '@/contracts/workbench';
import { Button } from '@/web/ui/button';
import { AdminLayout } from '../admin-layout';
import { DivisorTree } from '../components/divisor-tree';
import { EmptyState } from '../components/empty-state';
import { InlineSelect } from '../components/inline-select';
import { BackLink, LinkButton } from '../components/link-button';
import { SelectionBar } from '../components/selection-bar';
import { JobStatusBadge } from '../components/status-badge';
import { deleteDivisorsMessage, flattenDivisors } from '../lib/divisors';
import { countOf, extractJobName } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { withMember } from '../lib/sets';

type Props = PageProps<{
  document: DocumentSummary;
  extract_job: ExtractJobSummary;
  /** A tree; when filtered by type, a flat list of the matching nodes. */
  divisors: DivisorNode[];
  /** The types present in this job's divisors. */
  divisor_types: string[];
  filter: { divisor_type: string | null };
}>;

/** Nodes open at first: the top two levels, so chapters show and sections wait for a click. */
const INITIALLY_OPEN_DEPTH = 2;

function initiallyOpen(nodes: DivisorNode[]): Set<number> {
  const open = new Set<number>();
  const walk = (list: DivisorNode[], depth: number) => {
    if (depth >= INITIALLY_OPEN_DEPTH) return;
    for (const node of list) {
      if (node.children?.length) {
        open.add(node.id);
        walk(node.children, depth + 1);
      }
    }
  };
  walk(nodes, 0);
  return open;
}

/** /documents/:id/extract_jobs/:jobId/divisors: the divisor tree, a type filter, and single or bulk delete. */
export default function DivisorsIndex({ document, extract_job: job, divisors = [], divisor_types: types = [], filter }: Props) {
  const typeFilter = filter?.divisor_type ?? '';
  const all = useMemo(() => flattenDivisors(divisors), [divisors]);
  const [expanded, setExpanded] = useState<Set<number>>(() => initiallyOpen(divisors));
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [isDeleting, setIsDeleting] = useState(false);

  // Only ids still on the page count (a reload may have removed some).
  const selectedIds = all.filter((node) => selected.has(node.id)).map((node) => node.id);
  const parents = all.filter((node) => node.children?.length);

  const toggle = (id: number) => setExpanded((prev) => withMember(prev, id, !prev.has(id)));
  const select = (id: number, isSelected: boolean) => setSelected((prev) => withMember(prev, id, isSelected));

  const handleFilter = (value: string) => {
    setSelected(new Set());
    router.get(paths.divisors(document.id, job.id, { divisor_type: value || null }), {}, { preserveScroll: true });
  };

  const handleDeleteSelected = () =>
    router.delete(paths.deleteMultipleDivisors(document.id, job.id), {
      data: { divisor_ids: selectedIds },
      preserveScroll: true,
      // Keep what is expanded; the deleted ids simply drop out of the tree.
      preserveState: true,
      onStart: () => setIsDeleting(true),
      onFinish: () => setIsDeleting(false),
      onSuccess: () => setSelected(new Set()),
    });

  const jobName = extractJobName(job);

  return (
    <AdminLayout
      title={`Divisors for ${jobName}`}
      breadcrumbs={[
        { label: document.name, href: paths.document(document.id) },
        { label: jobName, href: paths.editExtractJob(document.id, job.id) },
        { label: 'Divisors' },
      ]}
      actions={
        <>
          <BackLink href={paths.editExtractJob(document.id, job.id)}>Back to Extract Job</BackLink>
          <LinkButton href={paths.newDivisor(document.id, job.id)} variant="default">
            <Plus aria-hidden="true" />
            Add New Divisor
          </LinkButton>
        </>
      }
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <JobStatusBadge status={job.status} />
        <span>
          {job.divisor_types.length ? job.divisor_types.join(' › ') : 'No divisor types'} · pages {job.start_page}–{job.end_page}
        </span>
      </p>

      <SelectionBar
        id="select-all-divisors"
        total={all.length}
        selectedCount={selectedIds.length}
        onSelectAll={(isSelected) => setSelected(isSelected ? new Set(all.map((n) => n.id)) : new Set())}
        message={deleteDivisorsMessage(selectedIds.length)}
        description="Divisors under a deleted divisor are deleted with it. This cannot be undone."
        onDelete={handleDeleteSelected}
        isDeleting={isDeleting}
      >
        {!typeFilter && parents.length > 0 && (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setExpanded(new Set(parents.map((n) => n.id)))}>
              <ChevronsUpDown aria-hidden="true" />
              Expand all
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setExpanded(new Set())}>
              <ChevronsDownUp aria-hidden="true" />
              Collapse all
            </Button>
          </div>
        )}
        <div className="md:ml-auto">
          <InlineSelect id="divisor-type-filter" label="Divisor type" className="w-44" value={typeFilter} onChange={handleFilter}>
            <option value="">All types</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </InlineSelect>
        </div>
      </SelectionBar>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {typeFilter ? `${countOf(all.length, typeFilter)} (filtered by type)` : countOf(all.length, 'divisor')}
      </p>

      {all.length === 0 ? (
        <EmptyState>
          {typeFilter
            ? `No ${typeFilter} divisors in this extract job.`
            : 'No divisors yet. Run the extract job, or add a divisor by hand.'}
        </EmptyState>
      ) : (
        <div className="rounded-lg border bg-card p-2 shadow-xs sm:p-3">
          <DivisorTree
            label="Divisors"
            nodes={divisors}
            expanded={expanded}
            onToggle={toggle}
            selected={selected}
            onSelect={select}
            editHref={(node) => paths.editDivisor(document.id, job.id, node.id)}
            deleteUrl={(node) => paths.divisor(document.id, job.id, node.id)}
          />
        </div>
      )}
    </AdminLayout>
  );
}
