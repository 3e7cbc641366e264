import type { FormEvent } from 'react';
import type { ChunkCollectionSummary, DocumentSummary, ExtractJobSummary, ParseJobSummary } from '@/contracts/workbench';
import { Card, CardContent } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { AdminLayout } from '../../admin-layout';
import type { FormErrors } from '../../lib/form-errors';
import { collectionName, extractJobName, pageSpan, parseJobName } from '../../lib/labels';
import type { PageProps } from '../../lib/page-props';
import { paths } from '../../lib/paths';
import { useFormState } from '../../lib/use-form-state';
import { ErrorSummary } from '../error-summary';
import { fieldA11y, FormField } from '../form-field';
import { BackLink } from '../link-button';
import { FormActions } from '../form-actions';

type Props = {
  document: DocumentSummary;
  collection: ChunkCollectionSummary | null;
  parseJobs: ParseJobSummary[];
  extractJobs: ExtractJobSummary[];
  errors?: FormErrors;
};

const jobOption = (name: string, job: { start_page: number; end_page: number; status: string }) =>
  `${name} · pages ${pageSpan(job.start_page, job.end_page)}${job.status === 'completed' ? '' : ` (${job.status})`}`;

/** Spec admin §5: name and parse job required, extract job optional (none is sent as empty). */
function ChunkCollectionForm({ document, collection, parseJobs, extractJobs, errors = {} }: Props) {
  const form = useFormState(
    {
      name: collection?.name ?? '',
      parse_job_id: collection ? String(collection.parse_job_id) : '',
      extract_job_id: collection?.extract_job_id != null ? String(collection.extract_job_id) : '',
    },
    errors,
    'chunk_collection',
  );
  const { values, errorFor, setValue } = form;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isValid = form.check({
      name: values.name.trim() ? undefined : "Name can't be blank.",
      parse_job_id: values.parse_job_id ? undefined : 'Choose a parse job.',
    });
    if (!isValid) return;

    const data = {
      chunk_collection: {
        name: values.name.trim(),
        parse_job_id: Number(values.parse_job_id),
        extract_job_id: values.extract_job_id ? Number(values.extract_job_id) : '',
      },
    };
    if (collection) form.submit('put', paths.chunkCollection(document.id, collection.id), data);
    else form.submit('post', paths.chunkCollections(document.id), data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <ErrorSummary errors={errors} />
      <Card>
        <CardContent className="grid gap-5">
          <FormField id="chunk_collection_name" label="Name" required error={errorFor('name')}>
            <Input
              {...fieldA11y('chunk_collection_name', errorFor('name'))}
              aria-required="true"
              autoComplete="off"
              value={values.name}
              onChange={(event) => setValue('name', event.target.value)}
            />
          </FormField>
          <FormField
            id="chunk_collection_parse_job_id"
            label="Parse job"
            required
            error={errorFor('parse_job_id')}
            hint={parseJobs.length === 0 ? 'This document has no parse jobs yet. Create one first.' : undefined}
          >
            <NativeSelect
              {...fieldA11y('chunk_collection_parse_job_id', errorFor('parse_job_id'), parseJobs.length === 0)}
              aria-required="true"
              value={values.parse_job_id}
              onChange={(event) => setValue('parse_job_id', event.target.value)}
            >
              <option value="">Select a parse job</option>
              {parseJobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {jobOption(parseJobName(job), job)} · {job.chunks_count} chunks
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="chunk_collection_extract_job_id"
            label="Extract job"
            error={errorFor('extract_job_id')}
            hint="Optional: its divisors give the chunks their citations."
          >
            <NativeSelect
              {...fieldA11y('chunk_collection_extract_job_id', errorFor('extract_job_id'), true)}
              value={values.extract_job_id}
              onChange={(event) => setValue('extract_job_id', event.target.value)}
            >
              <option value="">None</option>
              {extractJobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {jobOption(extractJobName(job), job)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </CardContent>
      </Card>
      <FormActions label="Save Chunk Collection" processing={form.processing} cancelHref={paths.document(document.id)} />
    </form>
  );
}

export type ChunkCollectionPageProps = PageProps<{
  document: DocumentSummary;
  chunk_collection: ChunkCollectionSummary | null;
  parse_jobs: ParseJobSummary[];
  extract_jobs: ExtractJobSummary[];
}>;

/** The chunk collection form page: "New Chunk Collection" or "Edit Chunk Collection". */
export function ChunkCollectionFormPage({
  document,
  chunk_collection: collection,
  parse_jobs: parseJobs = [],
  extract_jobs: extractJobs = [],
  errors,
}: ChunkCollectionPageProps) {
  const title = collection ? 'Edit Chunk Collection' : 'New Chunk Collection';
  return (
    <AdminLayout
      title={title}
      breadcrumbs={[
        { label: document.name, href: paths.document(document.id) },
        ...(collection ? [{ label: collectionName(collection), href: paths.chunkCollection(document.id, collection.id) }] : []),
        { label: title },
      ]}
      actions={
        <BackLink href={collection ? paths.chunkCollection(document.id, collection.id) : paths.document(document.id)}>
          {collection ? 'Back to Collection' : 'Back to Document'}
        </BackLink>
      }
    >
      <div className="w-full max-w-2xl">
        <ChunkCollectionForm
          key={collection?.id ?? 'new'}
          document={document}
          collection={collection}
          parseJobs={parseJobs}
          extractJobs={extractJobs}
          errors={errors}
        />
      </div>
    </AdminLayout>
  );
}
