import type { FormEvent } from 'react';
import { DIVISOR_TYPES, type DivisorNode, type DocumentSummary, type ExtractJobSummary } from '@/contracts/workbench';
import { Card, CardContent } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Textarea } from '@/web/ui/textarea';
import { AdminLayout } from '../admin-layout';
import { ErrorSummary } from '../components/error-summary';
import { fieldA11y, FormField } from '../components/form-field';
import { BackLink } from '../components/link-button';
import { parseDivisorMetadata } from '../lib/divisors';
import type { FormErrors } from '../lib/form-errors';
import { prettyJson } from '../lib/json-text';
import { extractJobName } from '../lib/labels';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { useFormState } from '../lib/use-form-state';
import type { VisitData } from '../lib/visit-data';
import { FormActions } from '../components/form-actions';

type ParentOption = { id: number; title: string; divisor_type: string };

type Props = {
  document: DocumentSummary;
  extractJob: ExtractJobSummary;
  divisor: DivisorNode | null;
  parentOptions: ParentOption[];
  errors?: FormErrors;
};

/** Type, title, preview, parent and metadata of a divisor; POST for a new divisor, PUT for an existing one. */
export function DivisorForm({ document, extractJob, divisor, parentOptions, errors = {} }: Props) {
  const form = useFormState(
    {
      divisor_type: divisor?.divisor_type ?? '',
      title: divisor?.title ?? '',
      content_preview: divisor?.content_preview ?? '',
      // Spec admin §5: the parent defaults to none (top level).
      parent_id: divisor?.parent_id != null ? String(divisor.parent_id) : '',
      metadata: divisor && Object.keys(divisor.metadata ?? {}).length ? prettyJson(divisor.metadata) : '',
    },
    errors,
    'divisor',
  );
  const { values, errorFor, setValue } = form;

  // A saved type outside the list (an older import) stays selectable.
  const typeOptions: string[] =
    values.divisor_type && !(DIVISOR_TYPES as readonly string[]).includes(values.divisor_type)
      ? [values.divisor_type, ...DIVISOR_TYPES]
      : [...DIVISOR_TYPES];
  // A divisor cannot be its own parent.
  const parents = parentOptions.filter((option) => option.id !== divisor?.id);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const metadata = parseDivisorMetadata(values.metadata);
    const isValid = form.check({
      divisor_type: values.divisor_type.trim() ? undefined : "Divisor type can't be blank.",
      title: values.title.trim() ? undefined : "Title can't be blank.",
      metadata: metadata.ok ? undefined : metadata.error,
    });
    if (!isValid || !metadata.ok) return;

    const data = {
      divisor: {
        divisor_type: values.divisor_type,
        title: values.title.trim(),
        content_preview: values.content_preview,
        parent_id: values.parent_id ? Number(values.parent_id) : null,
        metadata: metadata.value,
      },
    } as VisitData;
    if (divisor) form.submit('put', paths.divisor(document.id, extractJob.id, divisor.id), data);
    else form.submit('post', paths.divisors(document.id, extractJob.id), data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <ErrorSummary errors={errors} />
      <Card>
        <CardContent className="grid gap-5 sm:grid-cols-[14rem_1fr]">
          <FormField id="divisor_divisor_type" label="Divisor type" required error={errorFor('divisor_type')}>
            <NativeSelect
              {...fieldA11y('divisor_divisor_type', errorFor('divisor_type'))}
              aria-required="true"
              value={values.divisor_type}
              onChange={(event) => setValue('divisor_type', event.target.value)}
            >
              <option value="">Select a divisor type</option>
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="divisor_title" label="Title" required error={errorFor('title')}>
            <Input
              {...fieldA11y('divisor_title', errorFor('title'))}
              aria-required="true"
              autoComplete="off"
              placeholder="e.g. § 25-723. Hours of sale"
              value={values.title}
              onChange={(event) => setValue('title', event.target.value)}
            />
          </FormField>
          <FormField
            id="divisor_parent_id"
            label="Parent"
            error={errorFor('parent_id')}
            className="sm:col-span-2"
            hint="Leave as none for a top-level divisor."
          >
            <NativeSelect
              {...fieldA11y('divisor_parent_id', errorFor('parent_id'), true)}
              value={values.parent_id}
              onChange={(event) => setValue('parent_id', event.target.value)}
            >
              <option value="">None (top level)</option>
              {parents.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.divisor_type}: {option.title}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="divisor_content_preview" label="Content preview" error={errorFor('content_preview')} className="sm:col-span-2">
            <Textarea
              {...fieldA11y('divisor_content_preview', errorFor('content_preview'))}
              rows={5}
              value={values.content_preview}
              onChange={(event) => setValue('content_preview', event.target.value)}
            />
          </FormField>
          <FormField
            id="divisor_metadata"
            label="Metadata (JSON)"
            error={errorFor('metadata')}
            className="sm:col-span-2"
            hint="A JSON object, e.g. { &quot;source&quot;: &quot;table of contents&quot; }. Leave blank for none."
          >
            <Textarea
              {...fieldA11y('divisor_metadata', errorFor('metadata'), true)}
              rows={6}
              spellCheck={false}
              className="font-mono text-xs"
              placeholder='{ "key": "value" }'
              value={values.metadata}
              onChange={(event) => setValue('metadata', event.target.value)}
            />
          </FormField>
        </CardContent>
      </Card>
      <FormActions label="Save Divisor" processing={form.processing} cancelHref={paths.divisors(document.id, extractJob.id)} />
    </form>
  );
}

export type DivisorPageProps = PageProps<{
  document: DocumentSummary;
  extract_job: ExtractJobSummary;
  divisor: DivisorNode | null;
  parent_options: ParentOption[];
}>;

/** The divisor page frame: "New Divisor" or "Edit Divisor" with breadcrumbs and the form. */
export default function DivisorFormPage({ document, extract_job: job, divisor, parent_options: parentOptions = [], errors }: DivisorPageProps) {
  const title = divisor ? 'Edit Divisor' : 'New Divisor';
  return (
    <AdminLayout
      title={title}
      breadcrumbs={[
        { label: document.name, href: paths.document(document.id) },
        { label: extractJobName(job), href: paths.editExtractJob(document.id, job.id) },
        { label: 'Divisors', href: paths.divisors(document.id, job.id) },
        { label: divisor ? divisor.title : title },
      ]}
      actions={<BackLink href={paths.divisors(document.id, job.id)}>Back to Divisors</BackLink>}
    >
      <div className="w-full max-w-4xl">
        <DivisorForm
          key={divisor?.id ?? 'new'}
          document={document}
          extractJob={job}
          divisor={divisor}
          parentOptions={parentOptions}
          errors={errors}
        />
      </div>
    </AdminLayout>
  );
}
