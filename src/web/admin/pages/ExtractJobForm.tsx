import { FileJson, LoaderCircle, Wand2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { DocumentSummary, ExtractJobDetail } from '@/contracts/workbench';
import { DIVISOR_TYPES } from '@/contracts/workbench';
import { generateExtractPrompt, NO_DIVISORS_FOR_PROMPT } from '@/engine/split';
import { api } from '@/web/lib/api';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { cn } from '@/web/ui/cn';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { ErrorSummary } from '../components/error-summary';
import { FormActions } from '../components/form-actions';
import { FieldError, fieldA11y, FormField } from '../components/form-field';
import { PageRangeFields } from '../components/page-range-fields';
import { JobPageFrame } from '../components/job-page-frame';
import { DivisorTypesEditor } from '../components/split-editor/divisor-types-editor';
import type { FormErrors } from '../lib/form-errors';
import { JSON_MAP_MESSAGES, jsonMapErrorMessage, readJsonMapResponse } from '../lib/json-map';
import { numberOrRaw, validatePageRange } from '../lib/numbers';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { useFormState } from '../lib/use-form-state';

/** What the new-job page is given: the defaults (start 1, end page_count, nothing else filled in). */
type ExtractJobValues = {
  name: string | null;
  start_page: number;
  end_page: number;
  extract_prompt: string | null;
  json_map: string | null;
  divisor_types: string[];
};

type Props = {
  document: DocumentSummary;
  extractJob: ExtractJobValues | ExtractJobDetail;
  extractJobId?: number;
  divisorTypeOptions: string[];
  errors?: FormErrors;
};

type GeneratedFieldProps = {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The Generate button's icon and text, and what it says when it cannot generate. */
  button: ReactNode;
  onGenerate: () => void;
  isGenerating?: boolean;
  message: string | null;
};

/** A monospace textarea with a Generate button above it and the button's message under it. */
function GeneratedField({ id, label, rows, value, onChange, error, button, onGenerate, isGenerating = false, message }: GeneratedFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Button variant="secondary" size="sm" onClick={onGenerate} disabled={isGenerating} aria-describedby={messageId}>
          {button}
        </Button>
      </div>
      <Textarea
        {...fieldA11y(id, error)}
        rows={rows}
        spellCheck={false}
        className="font-mono text-xs"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={messageId} role="status" className={cn('min-h-5 text-sm text-red-700 dark:text-red-400', !message && 'sr-only')}>
        {message}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Name, pages, ordered divisor types, extract prompt and JSON map of an extract job; POST new, PUT existing. */
export function ExtractJobForm({ document, extractJob, extractJobId, divisorTypeOptions, errors = {} }: Props) {
  const pageCount = document.page_count;
  const initial = {
    name: extractJob.name ?? '',
    start_page: String(extractJob.start_page ?? 1),
    end_page: String(extractJob.end_page ?? pageCount ?? 1),
    extract_prompt: extractJob.extract_prompt ?? '',
    json_map: extractJob.json_map ?? '',
  };
  // The divisor types are a list, kept below; only their errors go through the form state.
  const form = useFormState<typeof initial, 'divisor_types'>(initial, errors, 'extract_job');
  const { values, errorFor, setValue } = form;
  const [divisorTypes, setDivisorTypes] = useState<string[]>(() =>
    extractJob.divisor_types?.length ? [...extractJob.divisor_types] : [''],
  );
  const [promptMessage, setPromptMessage] = useState<string | null>(null);
  const [mapMessage, setMapMessage] = useState<string | null>(null);
  const [isGeneratingMap, setIsGeneratingMap] = useState(false);
  const chosen = divisorTypes.filter(Boolean);

  const handleDivisorTypes = (next: string[]) => {
    setDivisorTypes(next);
    form.clearError('divisor_types');
  };

  const handleGeneratePrompt = () => {
    if (chosen.length === 0) {
      setPromptMessage(NO_DIVISORS_FOR_PROMPT);
      return;
    }
    setPromptMessage(null);
    setValue('extract_prompt', generateExtractPrompt(chosen));
  };

  const handleGenerateMap = async () => {
    if (chosen.length === 0) {
      setMapMessage(JSON_MAP_MESSAGES.noTypes);
      return;
    }
    setMapMessage(null);
    setIsGeneratingMap(true);
    try {
      const body = await api.post(paths.generateJsonMap(document.id), { extract_job: { divisor_types_order: chosen } });
      const outcome = readJsonMapResponse(body);
      if (outcome.ok) setValue('json_map', outcome.jsonMap);
      else setMapMessage(outcome.error);
    } catch (error) {
      console.error('Generating the JSON map failed', error);
      setMapMessage(jsonMapErrorMessage(error));
    } finally {
      setIsGeneratingMap(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isValid = form.check({
      ...validatePageRange(values.start_page, values.end_page, pageCount),
      divisor_types: chosen.length === 0 ? 'Choose at least one divisor type.' : undefined,
    });
    if (!isValid) return;

    const data = {
      extract_job: {
        name: values.name.trim(),
        start_page: numberOrRaw(values.start_page),
        end_page: numberOrRaw(values.end_page),
        extract_prompt: values.extract_prompt,
        json_map: values.json_map,
        divisor_types: chosen,
      },
    };
    if (extractJobId) form.submit('put', paths.extractJob(document.id, extractJobId), data);
    else form.submit('post', paths.extractJobs(document.id), data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <ErrorSummary errors={errors} />
      <Card>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="extract_job_name" label="Name" error={errorFor('name')} className="sm:col-span-2">
            <Input
              {...fieldA11y('extract_job_name', errorFor('name'))}
              value={values.name}
              autoComplete="off"
              placeholder="Optional"
              onChange={(event) => setValue('name', event.target.value)}
            />
          </FormField>
          <PageRangeFields
            idPrefix="extract_job"
            startPage={values.start_page}
            endPage={values.end_page}
            pageCount={pageCount}
            errorFor={errorFor}
            onChange={setValue}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle>Structure</CardTitle>
            <CardDescription>
              The divisor types to find, highest level first. The prompt and JSON map tell the extractor what they look like.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <DivisorTypesEditor
            label="Divisor types (in order)"
            movable
            value={divisorTypes}
            options={divisorTypeOptions}
            onChange={handleDivisorTypes}
            error={errorFor('divisor_types')}
          />
          <div className="grid content-start gap-5">
            <GeneratedField
              id="extract_job_extract_prompt"
              label="Extract Prompt"
              rows={8}
              value={values.extract_prompt}
              onChange={(value) => setValue('extract_prompt', value)}
              error={errorFor('extract_prompt')}
              button={
                <>
                  <Wand2 aria-hidden="true" />
                  Generate Prompt
                </>
              }
              onGenerate={handleGeneratePrompt}
              message={promptMessage}
            />
            <GeneratedField
              id="extract_job_json_map"
              label="JSON Map"
              rows={10}
              value={values.json_map}
              onChange={(value) => setValue('json_map', value)}
              error={errorFor('json_map')}
              button={
                <>
                  {isGeneratingMap ? (
                    <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
                  ) : (
                    <FileJson aria-hidden="true" />
                  )}
                  Generate JSON Map
                </>
              }
              onGenerate={handleGenerateMap}
              isGenerating={isGeneratingMap}
              message={mapMessage}
            />
          </div>
        </CardContent>
      </Card>
      <FormActions label="Save" processing={form.processing} />
    </form>
  );
}

export type ExtractJobPageProps = PageProps<{
  document: DocumentSummary;
  extract_job: ExtractJobValues | ExtractJobDetail;
  /** Every divisor type the form may offer. */
  divisor_types: string[];
}>;

/** The extract job page frame: "New Extract Job for …" or "Edit Extract Job for …", the form, and what edit adds. */
export default function ExtractJobFormPage({
  document,
  extract_job: extractJob,
  divisor_types: divisorTypeOptions = [...DIVISOR_TYPES],
  errors,
  actions,
  beforeForm,
  children,
}: ExtractJobPageProps & { actions?: ReactNode; beforeForm?: ReactNode; children?: ReactNode }) {
  const extractJobId = 'id' in extractJob ? extractJob.id : undefined;
  return (
    <JobPageFrame document={document} kind="Extract Job" isEdit={Boolean(extractJobId)} actions={actions}>
      {beforeForm}
      <ExtractJobForm
        key={extractJobId ?? 'new'}
        document={document}
        extractJob={extractJob}
        extractJobId={extractJobId}
        divisorTypeOptions={divisorTypeOptions.length ? divisorTypeOptions : [...DIVISOR_TYPES]}
        errors={errors}
      />
      {children}
    </JobPageFrame>
  );
}
