import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { DocumentSummary, SplitJobSummary } from '@/contracts/workbench';
import { Card, CardContent } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { AdminLayout } from '../admin-layout';
import { ErrorSummary } from '../components/error-summary';
import { fieldA11y, FormField } from '../components/form-field';
import { PageRangeFields } from '../components/page-range-fields';
import { type FormErrors, pickErrors } from '../lib/form-errors';
import { parseJsonObject, prettyJson } from '../lib/json-text';
import { splitJobDisplayName } from '../lib/labels';
import { pageOrFallback } from '../lib/numbers';
import type { PageProps } from '../lib/page-props';
import type { VisitData } from '../lib/visit-data';
import { paths } from '../lib/paths';
import { useFormState } from '../lib/use-form-state';
import { FormActions } from '../components/form-actions';

type SplitJobValues = {
  start_page: number;
  end_page: number;
  header_search_string: string | null;
  split_rules: string | null;
  start_pages: Record<string, string> | null;
};

export const SPLIT_JOB_FIELDS = ['start_page', 'end_page', 'header_search_string', 'split_rules', 'start_pages'] as const;

type Props = {
  document: DocumentSummary;
  splitJob: SplitJobValues | SplitJobSummary;
  errors?: FormErrors;
};

/** "New Split Job" / "Edit Split Job": page range, header search string, split rules and (editing) start pages. */
export function SplitJobForm({ document, splitJob, errors: allErrors = {} }: Props) {
  const splitJobId = 'id' in splitJob ? splitJob.id : undefined;
  const errors = pickErrors(allErrors, SPLIT_JOB_FIELDS, 'split_job');
  const pageCount = document.page_count ?? 1;
  const savedStartPages = splitJob.start_pages ? prettyJson(splitJob.start_pages) : '';
  const form = useFormState(
    {
      start_page: String(splitJob.start_page ?? 1),
      end_page: String(splitJob.end_page ?? pageCount),
      header_search_string: splitJob.header_search_string ?? '',
      split_rules: splitJob.split_rules ?? '',
      start_pages: savedStartPages,
    },
    errors,
    'split_job',
  );
  const { values, errorFor, setValue } = form;
  // Save JSON below stores start pages on its own; follow it here unless this field has been edited.
  const lastSavedStartPages = useRef(savedStartPages);
  useEffect(() => {
    if (savedStartPages === lastSavedStartPages.current) return;
    if (values.start_pages === lastSavedStartPages.current) setValue('start_pages', savedStartPages);
    lastSavedStartPages.current = savedStartPages;
  }, [savedStartPages]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const splitJobData: Record<string, unknown> = {
      start_page: pageOrFallback(values.start_page, 1),
      end_page: pageOrFallback(values.end_page, pageCount),
      header_search_string: values.header_search_string,
      split_rules: values.split_rules,
    };
    // Spec admin §5: start pages are sent only when the field is not empty.
    const startPages = splitJobId && values.start_pages.trim() ? parseJsonObject(values.start_pages) : null;
    if (!form.check({ start_pages: startPages && !startPages.ok ? startPages.error : undefined })) return;
    if (startPages?.ok) splitJobData.start_pages = startPages.value;
    const data = { split_job: splitJobData } as VisitData;
    if (splitJobId) form.submit('patch', paths.splitJob(document.id, splitJobId), data);
    else form.submit('post', paths.splitJobs(document.id), data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={splitJobId ? 'Edit Split Job' : 'New Split Job'}>
      <Card>
        <CardContent className="grid gap-5">
          <ErrorSummary errors={errors} />
          <div className="grid gap-5 sm:grid-cols-2">
            <PageRangeFields
              idPrefix="split_job"
              labels={{ start_page: 'Start Page', end_page: 'End Page' }}
              required
              startPage={values.start_page}
              endPage={values.end_page}
              pageCount={document.page_count}
              errorFor={errorFor}
              onChange={setValue}
            />
          </div>
          <FormField
            id="split_job_header_search_string"
            label="Header Search String"
            error={errorFor('header_search_string')}
            hint='Text that begins every section header, e.g. "CHAPTER" or "§".'
          >
            <Input
              {...fieldA11y('split_job_header_search_string', errorFor('header_search_string'), true)}
              value={values.header_search_string}
              autoComplete="off"
              onChange={(event) => setValue('header_search_string', event.target.value)}
            />
          </FormField>
          <FormField id="split_job_split_rules" label="Split Rules" error={errorFor('split_rules')}>
            <Textarea
              {...fieldA11y('split_job_split_rules', errorFor('split_rules'))}
              rows={4}
              value={values.split_rules}
              onChange={(event) => setValue('split_rules', event.target.value)}
            />
          </FormField>
          {splitJobId && (
            <FormField
              id="split_job_start_pages"
              label="Start Pages (JSON)"
              error={errorFor('start_pages')}
              hint="Page number → section title. Left empty, the saved start pages stay as they are."
            >
              <Textarea
                {...fieldA11y('split_job_start_pages', errorFor('start_pages'), true)}
                rows={6}
                className="font-mono text-xs"
                spellCheck={false}
                value={values.start_pages}
                onChange={(event) => setValue('start_pages', event.target.value)}
              />
            </FormField>
          )}
          <FormActions label="Save Split Job" processing={form.processing} cancelHref={paths.document(document.id)} />
        </CardContent>
      </Card>
    </form>
  );
}

export type SplitJobPageProps = PageProps<{ document: DocumentSummary; split_job: SplitJobValues | SplitJobSummary }>;

/** The split job page frame: breadcrumbs, the form, and what the edit page adds below it. */
export default function SplitJobFormPage({
  document,
  split_job: splitJob,
  errors,
  children,
}: SplitJobPageProps & { children?: ReactNode }) {
  const isEdit = 'id' in splitJob;
  const crumbs = [
    { label: document.name, href: paths.document(document.id) },
    ...(isEdit ? [{ label: splitJobDisplayName(splitJob), href: paths.splitJob(document.id, splitJob.id) }] : []),
    { label: isEdit ? 'Edit Split Job' : 'New Split Job' },
  ];
  return (
    <AdminLayout title={isEdit ? 'Edit Split Job' : 'New Split Job'} breadcrumbs={crumbs}>
      <SplitJobForm key={isEdit ? splitJob.id : 'new'} document={document} splitJob={splitJob} errors={errors} />
      {children}
    </AdminLayout>
  );
}
