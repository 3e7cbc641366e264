import type { FormEvent, ReactNode } from 'react';
import type { ChunkMode, DocumentSummary, ParseJobDetail } from '@/contracts/workbench';
import { CHUNK_MODES, PARSE_JOB_DEFAULT_CHUNK_SIZE } from '@/contracts/workbench';
import { Card, CardContent } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { ErrorSummary } from '../components/error-summary';
import { FormActions } from '../components/form-actions';
import { fieldA11y, FormField } from '../components/form-field';
import { PageRangeFields } from '../components/page-range-fields';
import { JobPageFrame } from '../components/job-page-frame';
import type { FormErrors } from '../lib/form-errors';
import { chunkModeLabel } from '../lib/labels';
import { numberOrRaw, validatePageRange } from '../lib/numbers';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { useFormState } from '../lib/use-form-state';

type ParseJobValues = {
  name: string | null;
  chunk_size: number;
  chunk_mode: ChunkMode | '';
  start_page: number;
  end_page: number;
};

type Props = {
  document: DocumentSummary;
  parseJob: ParseJobValues | ParseJobDetail;
  /** The saved job's id when editing; a new job otherwise. */
  parseJobId?: number;
  chunkModes: string[];
  errors?: FormErrors;
};

/** Name, chunk size, chunk mode and page range of a parse job; POST for a new job, PUT for an existing one. */
export function ParseJobForm({ document, parseJob, parseJobId, chunkModes, errors = {} }: Props) {
  const pageCount = document.page_count;
  const form = useFormState(
    {
      name: parseJob.name ?? '',
      chunk_size: String(parseJob.chunk_size ?? PARSE_JOB_DEFAULT_CHUNK_SIZE),
      chunk_mode: parseJob.chunk_mode ?? '',
      start_page: String(parseJob.start_page ?? 1),
      end_page: String(parseJob.end_page ?? pageCount ?? 1),
    },
    errors,
    'parse_job',
  );
  const { values, errorFor, setValue } = form;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isValid = form.check({
      ...validatePageRange(values.start_page, values.end_page, pageCount),
      chunk_mode: values.chunk_mode ? undefined : 'Choose a chunk mode.',
    });
    if (!isValid) return;

    const data = {
      parse_job: {
        name: values.name.trim(),
        chunk_size: numberOrRaw(values.chunk_size),
        chunk_mode: values.chunk_mode,
        start_page: numberOrRaw(values.start_page),
        end_page: numberOrRaw(values.end_page),
      },
    };
    if (parseJobId) form.submit('put', paths.parseJob(document.id, parseJobId), data);
    else form.submit('post', paths.parseJobs(document.id), data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <ErrorSummary errors={errors} />
      <Card>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="parse_job_name" label="Name" error={errorFor('name')} className="sm:col-span-2">
            <Input
              {...fieldA11y('parse_job_name', errorFor('name'))}
              value={values.name}
              autoComplete="off"
              placeholder="Optional"
              onChange={(event) => setValue('name', event.target.value)}
            />
          </FormField>
          <FormField id="parse_job_chunk_size" label="Chunk size" error={errorFor('chunk_size')} hint="Characters per raw chunk.">
            <Input
              {...fieldA11y('parse_job_chunk_size', errorFor('chunk_size'), true)}
              type="number"
              inputMode="numeric"
              min={1}
              value={values.chunk_size}
              onChange={(event) => setValue('chunk_size', event.target.value)}
            />
          </FormField>
          <FormField id="parse_job_chunk_mode" label="Chunk mode" required error={errorFor('chunk_mode')}>
            <NativeSelect
              {...fieldA11y('parse_job_chunk_mode', errorFor('chunk_mode'))}
              aria-required="true"
              value={values.chunk_mode}
              onChange={(event) => setValue('chunk_mode', event.target.value)}
            >
              <option value="">Select a chunk mode</option>
              {chunkModes.map((mode) => (
                <option key={mode} value={mode}>
                  {chunkModeLabel(mode)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <PageRangeFields
            idPrefix="parse_job"
            startPage={values.start_page}
            endPage={values.end_page}
            pageCount={pageCount}
            errorFor={errorFor}
            onChange={setValue}
          />
        </CardContent>
      </Card>
      <FormActions label="Save" processing={form.processing} />
    </form>
  );
}

export type ParseJobPageProps = PageProps<{
  document: DocumentSummary;
  parse_job: ParseJobValues | ParseJobDetail;
  chunk_modes: string[];
}>;

/**
 * The parse job page frame: "New Parse Job for …" or "Edit Parse Job for …", Back to Document, the form,
 * then whatever the edit page adds (`children`, `actions`).
 */
export default function ParseJobFormPage({
  document,
  parse_job: parseJob,
  chunk_modes: chunkModes = [...CHUNK_MODES],
  errors,
  actions,
  beforeForm,
  children,
}: ParseJobPageProps & { actions?: ReactNode; beforeForm?: ReactNode; children?: ReactNode }) {
  const parseJobId = 'id' in parseJob ? parseJob.id : undefined;
  return (
    <JobPageFrame document={document} kind="Parse Job" isEdit={Boolean(parseJobId)} actions={actions}>
      {beforeForm}
      <ParseJobForm
        // A different job (Previous / Next) starts from its own values.
        key={parseJobId ?? 'new'}
        document={document}
        parseJob={parseJob}
        parseJobId={parseJobId}
        chunkModes={chunkModes}
        errors={errors}
      />
      {children}
    </JobPageFrame>
  );
}
