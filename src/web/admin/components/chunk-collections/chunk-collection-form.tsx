import { router } from '@inertiajs/react';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ChunkCollectionSummary, DocumentSummary, ExtractJobSummary, ParseJobSummary } from '@/contracts/workbench';
import { Card, CardContent } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { AdminLayout } from '../../admin-layout';
import { fieldError, type FormErrors } from '../../lib/form-errors';
import { collectionName, extractJobName, pageSpan, parseJobName } from '../../lib/labels';
import type { PageProps } from '../../lib/page-props';
import { paths } from '../../lib/paths';
import { ErrorSummary } from '../error-summary';
import { fieldA11y, FormField } from '../form-field';
import { LinkButton } from '../link-button';
import { FormActions } from '../form-actions';

type Field = 'name' | 'parse_job_id' | 'extract_job_id';

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
export function ChunkCollectionForm({ document, collection, parseJobs, extractJobs, errors = {} }: Props) {
  const [values, setValues] = useState({
    name: collection?.name ?? '',
    parse_job_id: collection ? String(collection.parse_job_id) : '',
    extract_job_id: collection?.extract_job_id != null ? String(collection.extract_job_id) : '',
  });
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});
  const [processing, setProcessing] = useState(false);
  const errorFor = (field: Field) => clientErrors[field] ?? fieldError(errors, field, 'chunk_collection');
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (clientErrors[field]) setClientErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) next.name = "Name can't be blank.";
    if (!values.parse_job_id) next.parse_job_id = 'Choose a parse job.';
    setClientErrors(next);
    if (Object.values(next).some(Boolean)) return;

    const data = {
      chunk_collection: {
        name: values.name.trim(),
        parse_job_id: Number(values.parse_job_id),
        extract_job_id: values.extract_job_id ? Number(values.extract_job_id) : '',
      },
    };
    const options = {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    };
    if (collection) router.put(paths.chunkCollection(document.id, collection.id), data, options);
    else router.post(paths.chunkCollections(document.id), data, options);
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
              onChange={(event) => set('name')(event.target.value)}
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
              onChange={(event) => set('parse_job_id')(event.target.value)}
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
              onChange={(event) => set('extract_job_id')(event.target.value)}
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
      <FormActions label="Save Chunk Collection" processing={processing} cancelHref={paths.document(document.id)} />
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
        <LinkButton href={collection ? paths.chunkCollection(document.id, collection.id) : paths.document(document.id)} variant="ghost">
          <ArrowLeft aria-hidden="true" />
          {collection ? 'Back to Collection' : 'Back to Document'}
        </LinkButton>
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
