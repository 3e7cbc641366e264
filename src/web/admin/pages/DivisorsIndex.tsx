import { router } from '@inertiajs/react';
import { ArrowLeft, ChevronsDownUp, ChevronsUpDown, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { DivisorNode, DocumentSummary, ExtractJobSummary } from '@/contracts/workbench';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { AdminLayout } from '../admin-layout';
import { ConfirmButton } from '../components/confirm-button';
import { DivisorTree } from '../components/divisor-tree';
import { LinkButton } from '../components/link-button';
import { JobStatusBadge } from '../components/status-badge';
import { deleteDivisorsMessage, flattenDivisors } from '../lib/divisors';
import { countOf, extractJobName } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

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
  const allState = selectedIds.length === 0 ? false : selectedIds.length === all.length ? true : 'indeterminate';
  const parents = all.filter((node) => node.children?.length);

  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const select = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

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
          <LinkButton href={paths.editExtractJob(document.id, job.id)} variant="ghost">
            <ArrowLeft aria-hidden="true" />
            Back to Extract Job
          </LinkButton>
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

      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border bg-card p-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="select-all-divisors"
            checked={allState}
            disabled={all.length === 0}
            onCheckedChange={(checked) => setSelected(checked === true ? new Set(all.map((n) => n.id)) : new Set())}
          />
          <Label htmlFor="select-all-divisors" className="font-normal">
            Select all
          </Label>
          <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {selectedIds.length > 0 ? `${selectedIds.length} selected` : ''}
          </span>
        </div>
        <ConfirmButton
          variant="outline"
          size="sm"
          className="text-red-700 hover:text-red-800 dark:text-red-400"
          disabled={selectedIds.length === 0 || isDeleting}
          message={deleteDivisorsMessage(selectedIds.length)}
          description="Divisors under a deleted divisor are deleted with it. This cannot be undone."
          onConfirm={handleDeleteSelected}
        >
          <Trash2 aria-hidden="true" />
          {isDeleting ? 'Deleting...' : 'Delete Selected'}
        </ConfirmButton>
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
        <div className="flex items-center gap-2 md:ml-auto">
          <label htmlFor="divisor-type-filter" className="text-sm whitespace-nowrap text-muted-foreground">
            Divisor type
          </label>
          <NativeSelect id="divisor-type-filter" className="w-44" value={typeFilter} onChange={(e) => handleFilter(e.target.value)}>
            <option value="">All types</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {typeFilter ? `${countOf(all.length, typeFilter)} (filtered by type)` : countOf(all.length, 'divisor')}
      </p>

      {all.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground">
          {typeFilter
            ? `No ${typeFilter} divisors in this extract job.`
            : 'No divisors yet. Run the extract job, or add a divisor by hand.'}
        </div>
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
