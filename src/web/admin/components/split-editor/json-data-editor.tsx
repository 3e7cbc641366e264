import { router } from '@inertiajs/react';
import { Check, LoaderCircle, Save, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cleanJson, INVALID_JSON_MESSAGE } from '@/engine/split';
import { api } from '@/web/lib/api';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { Textarea } from '@/web/ui/textarea';
import { readJsonObject } from '../../lib/json-text';
import { paths } from '../../lib/paths';
import { FieldError } from '../form-field';

/** Spec admin §9: "Saved successfully!" disappears after 3000 ms. */
const SAVE_MESSAGE_MS = 3000;

const SAVE_MESSAGES = {
  saving: 'Saving...',
  saved: 'Saved successfully!',
  invalid: INVALID_JSON_MESSAGE,
  failed: 'Error saving to database. Please try again.',
} as const;

type Status = { tone: 'info' | 'success' | 'error'; text: string } | null;

type Props = {
  documentId: number;
  splitJobId: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** The JSON data textarea (page → section title) with Clean JSON and Save JSON and their status message. */
export function JsonDataEditor({ documentId, splitJobId, value, onChange, error }: Props) {
  const [status, setStatus] = useState<Status>(null);
  const [isSaving, setIsSaving] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const save = async (startPages: Record<string, unknown>) => {
    clearTimeout(clearTimer.current);
    setIsSaving(true);
    setStatus({ tone: 'info', text: SAVE_MESSAGES.saving });
    try {
      await api.post(paths.updateSplitJob(documentId, splitJobId), { split_job: { start_pages: startPages } });
      setStatus({ tone: 'success', text: SAVE_MESSAGES.saved });
      clearTimer.current = setTimeout(() => setStatus(null), SAVE_MESSAGE_MS);
      // The split job form above shows the saved start pages too; bring it up to date.
      router.reload({ only: ['split_job'] });
    } catch (err) {
      console.error('Saving start pages failed', err);
      setStatus({ tone: 'error', text: SAVE_MESSAGES.failed });
    } finally {
      setIsSaving(false);
    }
  };

  const handleSave = () => {
    const startPages = readJsonObject(value);
    if (!startPages) {
      setStatus({ tone: 'error', text: SAVE_MESSAGES.invalid });
      return;
    }
    void save(startPages);
  };

  const handleClean = () => {
    const result = cleanJson(value);
    if (!result.ok) {
      setStatus({ tone: 'error', text: result.error });
      return;
    }
    onChange(result.text);
    void save(result.value);
  };

  return (
    <div className="grid gap-2">
      <label htmlFor="json_data" className="text-sm font-medium">
        JSON data
      </label>
      <p id="json_data-hint" className="text-xs text-muted-foreground">
        Page number as key, section title as value, e.g. <code className="font-mono">{'{ "3": "CHAPTER 7. STANDARDS" }'}</code>. A
        value of <code className="font-mono">"no"</code> marks a page that starts nothing.
      </p>
      <Textarea
        id="json_data"
        name="json_data"
        rows={12}
        spellCheck={false}
        className="font-mono text-xs"
        aria-describedby={cn('json_data-hint', error && 'json_data-error', 'json_data-status')}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id="json_data" error={error} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={handleClean} disabled={isSaving}>
          <Sparkles aria-hidden="true" />
          Clean JSON
        </Button>
        <Button variant="outline" size="sm" onClick={handleSave} disabled={isSaving}>
          <Save aria-hidden="true" />
          Save JSON
        </Button>
        <p
          id="json_data-status"
          role="status"
          className={cn(
            'flex min-h-5 items-center gap-1 text-sm',
            status?.tone === 'success' && 'text-green-700 dark:text-green-400',
            status?.tone === 'error' && 'text-red-700 dark:text-red-400',
            status?.tone === 'info' && 'text-muted-foreground',
          )}
        >
          {status?.tone === 'info' && <LoaderCircle className="size-3.5 motion-safe:animate-spin" aria-hidden="true" />}
          {status?.tone === 'success' && <Check className="size-3.5" aria-hidden="true" />}
          {status?.text}
        </p>
      </div>
    </div>
  );
}
