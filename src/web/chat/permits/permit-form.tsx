import { type FormEvent, useId, useRef, useState } from 'react';
import { PERMIT_MESSAGES } from '@/contracts/permits';
import { Alert, AlertDescription } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { Textarea } from '@/web/ui/textarea';
import { useMunicipalities } from '../data/chat-queries';
import { isPdfFile } from './permit-format';

const NO_MUNICIPALITY = 'none';

type PermitFormProps = {
  isProcessing: boolean;
  error: string | null;
  onSubmit: (input: { file: File; municipalityId: number; context: string }) => void;
};

/** Spec §2 form mode: the submitted PDF, the municipality (required) and optional context, validated as §5 says. */
export function PermitForm({ isProcessing, error, onSubmit }: PermitFormProps) {
  const municipalities = useMunicipalities();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [municipality, setMunicipality] = useState(NO_MUNICIPALITY);
  const [context, setContext] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [municipalityError, setMunicipalityError] = useState<string | null>(null);
  const ids = { file: useId(), fileHint: useId(), fileError: useId(), municipality: useId(), municipalityError: useId(), context: useId() };

  function handleFile(chosen: File | undefined) {
    if (!chosen) {
      setFile(null);
      return;
    }
    if (!isPdfFile(chosen)) {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setFileError(PERMIT_MESSAGES.pdfOnly);
      return;
    }
    setFile(chosen);
    setFileError(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFileError(PERMIT_MESSAGES.fileRequired);
      inputRef.current?.focus();
      return;
    }
    const municipalityId = Number(municipality);
    if (municipality === NO_MUNICIPALITY || !Number.isInteger(municipalityId)) {
      setMunicipalityError(PERMIT_MESSAGES.municipalityRequired);
      return;
    }
    onSubmit({ file, municipalityId, context: context.trim() });
  }

  return (
    <form className="grid gap-5" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={ids.file}>Upload Submitted Permit</Label>
        <Input
          ref={inputRef}
          id={ids.file}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={`${ids.fileHint} ${ids.fileError}`}
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => handleFile(e.target.files?.[0])}
        />
        <p id={ids.fileHint} className="text-xs text-muted-foreground">
          Accepted format: PDF only
        </p>
        <p id={ids.fileError} role="alert" className="text-sm text-destructive empty:hidden">
          {fileError}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.municipality}>Municipality</Label>
        <NativeSelect
          id={ids.municipality}
          required
          value={municipality}
          aria-describedby={ids.municipalityError}
          aria-invalid={municipalityError ? true : undefined}
          disabled={municipalities.isPending}
          onChange={(e) => {
            setMunicipality(e.target.value);
            setMunicipalityError(null);
          }}
        >
          <option value={NO_MUNICIPALITY}>{municipalities.isPending ? 'Loading municipalities…' : 'Select a municipality'}</option>
          {(municipalities.data ?? []).map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
        <p id={ids.municipalityError} role="alert" className="text-sm text-destructive empty:hidden">
          {municipalityError ?? (municipalities.isError ? 'The municipalities could not be loaded. Reload the page to try again.' : null)}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.context}>Additional context</Label>
        <Textarea id={ids.context} rows={4} value={context} maxLength={4000} placeholder="Optional: anything the reviewer should know" onChange={(e) => setContext(e.target.value)} />
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={isProcessing}>
          {isProcessing ? 'Processing...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
