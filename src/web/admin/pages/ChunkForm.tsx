import type { FormEvent } from 'react';
import type { ChunkRow, DocumentSummary } from '@/contracts/workbench';
import { Card, CardContent } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { AdminLayout } from '../admin-layout';
import { ChunkSizeBadge } from '../components/chunk-card';
import { ErrorSummary } from '../components/error-summary';
import { fieldA11y, FormField } from '../components/form-field';
import { BackLink } from '../components/link-button';
import type { FormErrors } from '../lib/form-errors';
import { parseJsonObjectOrEmpty, prettyJson } from '../lib/json-text';
import { numberOrRaw } from '../lib/numbers';
import type { PageProps } from '../lib/page-props';
import type { VisitData } from '../lib/visit-data';
import { paths } from '../lib/paths';
import { useFormState } from '../lib/use-form-state';
import { FormActions } from '../components/form-actions';

/** Spec admin §9: the content textarea is 8 rows. */
const CHUNK_CONTENT_ROWS = 8;

type Props = { document: DocumentSummary; chunk: ChunkRow | null; errors?: FormErrors };

/** Page number, citation, content, embed and metadata of a chunk; POST for a new chunk, PUT for an existing one. */
export function ChunkForm({ document, chunk, errors = {} }: Props) {
  const form = useFormState(
    {
      page_number: chunk?.page_number != null ? String(chunk.page_number) : '',
      citation: chunk?.citation ?? '',
      content: chunk?.content ?? '',
      embed: chunk?.embed ?? '',
      metadata: chunk && Object.keys(chunk.metadata ?? {}).length ? prettyJson(chunk.metadata) : '',
    },
    errors,
    'chunk',
  );
  const { values, errorFor, setValue } = form;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ content: values.content.trim() ? undefined : "Content can't be blank." })) return;
    const data = {
      chunk: {
        page_number: values.page_number.trim() ? numberOrRaw(values.page_number) : null,
        citation: values.citation,
        content: values.content,
        embed: values.embed,
        // Spec admin §5: metadata that is not valid JSON is sent as an empty object, without a message.
        metadata: parseJsonObjectOrEmpty(values.metadata),
      },
    } as VisitData;
    if (chunk) form.submit('put', paths.chunk(document.id, chunk.id), data);
    else form.submit('post', paths.chunks(document.id), data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <ErrorSummary errors={errors} />
      <Card>
        <CardContent className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          <FormField id="chunk_page_number" label="Page number" error={errorFor('page_number')}>
            <Input
              {...fieldA11y('chunk_page_number', errorFor('page_number'))}
              type="number"
              inputMode="numeric"
              min={1}
              value={values.page_number}
              onChange={(event) => setValue('page_number', event.target.value)}
            />
          </FormField>
          <FormField id="chunk_citation" label="Citation" error={errorFor('citation')}>
            <Input
              {...fieldA11y('chunk_citation', errorFor('citation'))}
              value={values.citation}
              autoComplete="off"
              placeholder="e.g. Title 25 › Chapter 7 › § 25-723"
              onChange={(event) => setValue('citation', event.target.value)}
            />
          </FormField>
          <FormField
            id="chunk_content"
            label="Content"
            required
            hint={<ChunkSizeBadge size={values.content.length} />}
            error={errorFor('content')}
            className="sm:col-span-2"
          >
            <Textarea
              {...fieldA11y('chunk_content', errorFor('content'), true)}
              aria-required="true"
              rows={CHUNK_CONTENT_ROWS}
              value={values.content}
              onChange={(event) => setValue('content', event.target.value)}
            />
          </FormField>
          <FormField id="chunk_embed" label="Embed" error={errorFor('embed')} className="sm:col-span-2" hint="Text to embed instead of the content (optional).">
            <Textarea
              {...fieldA11y('chunk_embed', errorFor('embed'), true)}
              rows={4}
              value={values.embed}
              onChange={(event) => setValue('embed', event.target.value)}
            />
          </FormField>
          <FormField
            id="chunk_metadata"
            label="Metadata (JSON)"
            error={errorFor('metadata')}
            className="sm:col-span-2"
            hint="A JSON object. Text that is not valid JSON is saved as {}."
          >
            <Textarea
              {...fieldA11y('chunk_metadata', errorFor('metadata'), true)}
              rows={6}
              spellCheck={false}
              className="font-mono text-xs"
              placeholder='{ "section": "25-723" }'
              value={values.metadata}
              onChange={(event) => setValue('metadata', event.target.value)}
            />
          </FormField>
        </CardContent>
      </Card>
      <FormActions label="Save Chunk" processing={form.processing} cancelHref={paths.chunks(document.id)} />
    </form>
  );
}

export type ChunkPageProps = PageProps<{ document: DocumentSummary; chunk: ChunkRow | null }>;

/** The chunk page frame: "New Chunk" or "Edit Chunk" with breadcrumbs and the form. */
export default function ChunkFormPage({ document, chunk, errors }: ChunkPageProps) {
  const title = chunk ? `Edit Chunk #${chunk.id}` : 'New Chunk';
  return (
    <AdminLayout
      title={title}
      breadcrumbs={[
        { label: document.name, href: paths.document(document.id) },
        { label: 'Chunks', href: paths.chunks(document.id) },
        { label: chunk ? `Chunk #${chunk.id}` : 'New Chunk' },
      ]}
      actions={<BackLink href={paths.chunks(document.id)}>Back to Chunks</BackLink>}
    >
      <div className="w-full max-w-4xl">
        <ChunkForm key={chunk?.id ?? 'new'} document={document} chunk={chunk} errors={errors} />
      </div>
    </AdminLayout>
  );
}
