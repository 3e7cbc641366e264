import { FileText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ACCEPTED_EXTENSIONS, type DocumentSummary, MAX_UPLOAD_BYTES } from '@/contracts/workbench';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { Progress } from '@/web/ui/progress';
import { Textarea } from '@/web/ui/textarea';
import { AdminLayout } from '../admin-layout';
import { DocumentStatusPanel } from '../components/document-status';
import { ErrorSummary } from '../components/error-summary';
import { fieldA11y, FormField } from '../components/form-field';
import { FormActions } from '../components/form-actions';
import { documentErrorHeading } from '../lib/form-errors';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { formatBytes, validateUpload } from '../lib/upload';
import { useFormState } from '../lib/use-form-state';

export type DocumentFormPageProps = PageProps<{
  document: DocumentSummary | null;
  accepted_extensions?: string[];
  max_upload_bytes?: number;
}>;

/** Name, description and file for a new or existing document; submits as an Inertia visit. */
export function DocumentForm({
  document,
  accepted_extensions: acceptedExtensions = [...ACCEPTED_EXTENSIONS],
  max_upload_bytes: maxUploadBytes = MAX_UPLOAD_BYTES,
  errors = {},
}: DocumentFormPageProps) {
  const initial = { name: document?.name ?? '', description: document?.description ?? '' };
  // The file is a File, kept below; only its errors go through the form state.
  const form = useFormState<typeof initial, 'file'>(initial, errors, 'document');
  const { values, errorFor, setValue } = form;
  const [file, setFile] = useState<File | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const hasAttachedFile = Boolean(document?.file_name);
  const checkFile = (picked: File | null) => (picked ? (validateUpload(picked, acceptedExtensions, maxUploadBytes) ?? undefined) : undefined);

  const handleFileChange = (picked: File | null) => {
    setFile(picked);
    form.setError('file', checkFile(picked));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isValid = form.check({ name: values.name.trim() ? undefined : "Name can't be blank.", file: checkFile(file) });
    if (!isValid) return;

    const fields = { name: values.name.trim(), description: values.description, ...(file ? { file } : {}) };
    const options = {
      forceFormData: Boolean(file),
      onProgress: (progress?: { percentage?: number }) => setUploadPercent(progress?.percentage ?? null),
      onFinish: () => setUploadPercent(null),
    };
    // Multipart bodies cannot be PUT by Inertia; the server reads `_method` (method spoofing).
    if (document) form.submit('post', paths.document(document.id), { document: fields, _method: 'put' }, options);
    else form.submit('post', paths.documents(), { document: fields }, options);
  };

  const accept = acceptedExtensions.join(',');

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6">
      <ErrorSummary errors={errors} heading={documentErrorHeading} />
      <Card>
        <CardContent className="grid gap-5">
          <FormField id="document_name" label="Name" required error={errorFor('name')}>
            <Input
              {...fieldA11y('document_name', errorFor('name'))}
              name="document[name]"
              value={values.name}
              aria-required="true"
              autoComplete="off"
              onChange={(event) => setValue('name', event.target.value)}
            />
          </FormField>
          <FormField id="document_description" label="Description" error={errorFor('description')}>
            <Textarea
              {...fieldA11y('document_description', errorFor('description'))}
              name="document[description]"
              rows={4}
              value={values.description}
              onChange={(event) => setValue('description', event.target.value)}
            />
          </FormField>
          {hasAttachedFile ? (
            <div className="grid gap-2">
              <span className="text-sm font-medium">File</span>
              <p className="flex min-w-0 items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="truncate">{document?.file_name}</span>
                {document?.file_size != null && (
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">{formatBytes(document.file_size)}</span>
                )}
              </p>
            </div>
          ) : (
            <FormField
              id="document_file"
              label="File"
              error={errorFor('file')}
              hint={`${acceptedExtensions.join(', ')} — up to ${formatBytes(maxUploadBytes)}`}
            >
              <Input
                {...fieldA11y('document_file', errorFor('file'), true)}
                type="file"
                name="document[file]"
                accept={accept}
                className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm file:text-secondary-foreground"
                onChange={(event) => handleFileChange(event.target.files?.[0] ?? null)}
              />
              {file && !errorFor('file') && (
                <p className="text-xs text-muted-foreground">
                  {file.name} · {formatBytes(file.size)}
                </p>
              )}
            </FormField>
          )}
          {form.processing && uploadPercent !== null && (
            <div className="grid gap-1">
              <Progress value={uploadPercent} aria-label="Upload progress" />
              <p className="text-xs text-muted-foreground tabular-nums">Uploading… {Math.round(uploadPercent)}%</p>
            </div>
          )}
        </CardContent>
      </Card>

      {document && (
        <Card>
          <CardHeader>
            <CardTitle>Processing status</CardTitle>
          </CardHeader>
          <CardContent>
            <DocumentStatusPanel document={document} />
          </CardContent>
        </Card>
      )}

      <FormActions
        label={document ? 'Update Document' : 'Create Document'}
        processing={form.processing}
        cancelHref={document ? paths.document(document.id) : paths.documents()}
      />
    </form>
  );
}

/** The page around the form: "New Document" or "Edit Document" with breadcrumbs. */
export default function DocumentFormPage(props: DocumentFormPageProps) {
  const { document } = props;
  const title = document ? 'Edit Document' : 'New Document';
  const breadcrumbs = document
    ? [{ label: document.name, href: paths.document(document.id) }, { label: 'Edit' }]
    : [{ label: 'New Document' }];
  return (
    <AdminLayout title={title} breadcrumbs={breadcrumbs}>
      <div className="w-full max-w-3xl">
        <DocumentForm {...props} />
      </div>
    </AdminLayout>
  );
}
