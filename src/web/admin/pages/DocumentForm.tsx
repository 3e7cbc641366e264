import { router } from '@inertiajs/react';
import { FileText, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ACCEPTED_EXTENSIONS, type DocumentSummary, MAX_UPLOAD_BYTES } from '@/contracts/workbench';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { Progress } from '@/web/ui/progress';
import { Textarea } from '@/web/ui/textarea';
import { AdminLayout } from '../admin-layout';
import { DocumentStatusPanel } from '../components/document-status';
import { ErrorSummary } from '../components/error-summary';
import { fieldA11y, FormField } from '../components/form-field';
import { LinkButton } from '../components/link-button';
import { documentErrorHeading, fieldError, type FormErrors } from '../lib/form-errors';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { formatBytes, validateUpload } from '../lib/upload';

export type DocumentFormPageProps = PageProps<{
  document: DocumentSummary | null;
  accepted_extensions?: string[];
  max_upload_bytes?: number;
}>;

type ClientErrors = { name?: string; file?: string };

/** Name, description and file for a new or existing document; submits as an Inertia visit. */
export function DocumentForm({
  document,
  accepted_extensions: acceptedExtensions = [...ACCEPTED_EXTENSIONS],
  max_upload_bytes: maxUploadBytes = MAX_UPLOAD_BYTES,
  errors = {},
}: DocumentFormPageProps) {
  const [name, setName] = useState(document?.name ?? '');
  const [description, setDescription] = useState(document?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [clientErrors, setClientErrors] = useState<ClientErrors>({});
  const [processing, setProcessing] = useState(false);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);

  const serverErrors: FormErrors = errors;
  const nameError = clientErrors.name ?? fieldError(serverErrors, 'name', 'document');
  const descriptionError = fieldError(serverErrors, 'description', 'document');
  const fileError = clientErrors.file ?? fieldError(serverErrors, 'file', 'document');
  const hasAttachedFile = Boolean(document?.file_name);

  const handleFileChange = (picked: File | null) => {
    setFile(picked);
    setClientErrors((e) => ({ ...e, file: picked ? (validateUpload(picked, acceptedExtensions, maxUploadBytes) ?? undefined) : undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: ClientErrors = {};
    if (!name.trim()) next.name = "Name can't be blank.";
    if (file) next.file = validateUpload(file, acceptedExtensions, maxUploadBytes) ?? undefined;
    setClientErrors(next);
    if (next.name || next.file) return;

    const fields = { name: name.trim(), description, ...(file ? { file } : {}) };
    const options = {
      forceFormData: Boolean(file),
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onProgress: (progress?: { percentage?: number }) => setUploadPercent(progress?.percentage ?? null),
      onFinish: () => {
        setProcessing(false);
        setUploadPercent(null);
      },
    };
    if (document) {
      // Multipart bodies cannot be PUT by Inertia; the server reads `_method` (method spoofing).
      router.post(paths.document(document.id), { document: fields, _method: 'put' }, options);
    } else {
      router.post(paths.documents(), { document: fields }, options);
    }
  };

  const accept = acceptedExtensions.join(',');

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6">
      <ErrorSummary errors={serverErrors} heading={documentErrorHeading} />
      <Card>
        <CardContent className="grid gap-5">
          <FormField id="document_name" label="Name" required error={nameError}>
            <Input
              {...fieldA11y('document_name', nameError)}
              name="document[name]"
              value={name}
              aria-required="true"
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                if (clientErrors.name) setClientErrors((e) => ({ ...e, name: undefined }));
              }}
            />
          </FormField>
          <FormField id="document_description" label="Description" error={descriptionError}>
            <Textarea
              {...fieldA11y('document_description', descriptionError)}
              name="document[description]"
              rows={4}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
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
              error={fileError}
              hint={`${acceptedExtensions.join(', ')} — up to ${formatBytes(maxUploadBytes)}`}
            >
              <Input
                {...fieldA11y('document_file', fileError, true)}
                type="file"
                name="document[file]"
                accept={accept}
                className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm file:text-secondary-foreground"
                onChange={(event) => handleFileChange(event.target.files?.[0] ?? null)}
              />
              {file && !fileError && (
                <p className="text-xs text-muted-foreground">
                  {file.name} · {formatBytes(file.size)}
                </p>
              )}
            </FormField>
          )}
          {processing && uploadPercent !== null && (
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

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={processing}>
          <Save aria-hidden="true" />
          {processing ? 'Saving...' : document ? 'Update Document' : 'Create Document'}
        </Button>
        <LinkButton href={document ? paths.document(document.id) : paths.documents()} size="default">
          Cancel
        </LinkButton>
      </div>
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
