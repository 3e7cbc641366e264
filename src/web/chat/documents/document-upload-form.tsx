import { LoaderCircle } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { Textarea } from '@/web/ui/textarea';
import { useUploadDocument } from './document-queries';
import {
  ACCEPTED_FILE_TYPES,
  checkUploadFile,
  type DocumentUploadInput,
  UPLOAD_SUCCESS_TEXT,
  UPLOAD_SUCCESS_TITLE,
  uploadErrorMessage,
  validateDocumentUpload,
} from './document-upload';

type UploadDraft = Omit<DocumentUploadInput, 'municipalityId'> & { error: string | null };
const EMPTY_UPLOAD_DRAFT: UploadDraft = { name: '', description: '', file: null, error: null };

type DocumentUploadFormProps = {
  municipalityId: number | null;
  onCancel: () => void;
  onUploaded: () => void;
};

/**
 * "Upload New Document": name, optional description and a .pdf/.doc/.docx/.txt/.md/.html/.zip file. A failed upload
 * keeps everything as typed and chosen, with the server's explanation under the form.
 */
export function DocumentUploadForm({ municipalityId, onCancel, onUploaded }: DocumentUploadFormProps) {
  const upload = useUploadDocument();
  const [draft, setDraft] = useState<UploadDraft>(EMPTY_UPLOAD_DRAFT);
  const id = useId();
  const isUploading = upload.isPending;
  // What is still missing (spec §5 messages), shown next to the disabled Upload button so it explains itself.
  const missing = validateDocumentUpload({ ...draft, municipalityId });
  const canSubmit = missing === null && !isUploading;
  const statusId = `${id}-status`;

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkUploadFile(file) : null;
    if (problem) {
      // A refused file is not kept: the input is cleared so what it shows matches what would be sent.
      event.target.value = '';
      setDraft({ ...draft, file: null, error: problem });
      return;
    }
    setDraft({ ...draft, file, error: null });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isUploading) return;
    if (missing || municipalityId === null || !draft.file) {
      setDraft({ ...draft, error: missing });
      return;
    }
    setDraft({ ...draft, error: null });
    upload.mutate(
      { municipalityId, name: draft.name, description: draft.description, file: draft.file },
      {
        onSuccess: () => {
          toast.success(UPLOAD_SUCCESS_TITLE, { description: UPLOAD_SUCCESS_TEXT });
          onUploaded();
        },
        onError: (error) => setDraft((current) => ({ ...current, error: uploadErrorMessage(error) })),
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Document Name</Label>
        <Input
          id={`${id}-name`}
          required
          aria-required="true"
          maxLength={255}
          value={draft.name}
          disabled={isUploading}
          onChange={(e) => setDraft({ ...draft, name: e.target.value, error: null })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description (Optional)</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={draft.description}
          disabled={isUploading}
          onChange={(e) => setDraft({ ...draft, description: e.target.value, error: null })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>File</Label>
        <Input
          id={`${id}-file`}
          type="file"
          required
          aria-required="true"
          accept={ACCEPTED_FILE_TYPES}
          aria-describedby={`${id}-file-hint`}
          disabled={isUploading}
          onChange={handleFileChange}
          className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
        />
        <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
          Accepted formats: PDF, DOC, DOCX, TXT, Markdown, HTML, or a ZIP of HTML pages.
        </p>
      </div>
      {draft.error ? (
        <p id={statusId} role="alert" className="text-sm break-words text-destructive">
          {draft.error}
        </p>
      ) : (
        missing && (
          <p id={statusId} className="text-sm text-muted-foreground">
            {missing}
          </p>
        )
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isUploading}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} aria-describedby={draft.error || missing ? statusId : undefined}>
          {isUploading && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
          {isUploading ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
