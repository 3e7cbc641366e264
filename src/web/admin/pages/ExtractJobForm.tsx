import { router } from '@inertiajs/react';
import { FileJson, LoaderCircle, Save, Wand2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { DocumentSummary, ExtractJobDetail } from '@/contracts/workbench';
import { DIVISOR_TYPES } from '@/contracts/workbench';
import { generateExtractPrompt, NO_DIVISORS_FOR_PROMPT } from '@/engine/split';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { cn } from '@/web/ui/cn';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { ErrorSummary } from '../components/error-summary';
import { fieldA11y, FormField } from '../components/form-field';
import { PageRangeFields } from '../components/page-range-fields';
import { JobPageFrame } from '../components/job-page-frame';
import { DivisorTypesEditor } from '../components/split-editor/divisor-types-editor';
import { fetchJson } from '../lib/fetch-json';
import { fieldError, type FormErrors } from '../lib/form-errors';
import { JSON_MAP_MESSAGES, readJsonMapResponse } from '../lib/json-map';
import { numberOrRaw, validatePageRange } from '../lib/numbers';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';

/** What the new-job page is given: the defaults (start 1, end page_count, nothing else filled in). */
export type ExtractJobValues = {
  name: string | null;
  start_page: number;
  end_page: number;
  extract_prompt: string | null;
  json_map: string | null;
  divisor_types: string[];
};

type Field = 'name' | 'start_page' | 'end_page' | 'extract_prompt' | 'json_map' | 'divisor_types';

type Props = {
  document: DocumentSummary;
  extractJob: ExtractJobValues | ExtractJobDetail;
  extractJobId?: number;
  divisorTypeOptions: string[];
  errors?: FormErrors;
};

function StatusLine({ id, text, tone }: { id: string; text: string | null; tone: 'error' | 'info' }) {
  return (
    <p
      id={id}
      role="status"
      className={cn(
        'min-h-5 text-sm',
        tone === 'error' ? 'text-red-700 dark:text-red-400' : 'text-muted-foreground',
        !text && 'sr-only',
      )}
    >
      {text}
    </p>
  );
}

/** Name, pages, ordered divisor types, extract prompt and JSON map of an extract job; POST new, PUT existing. */
export function ExtractJobForm({ document, extractJob, extractJobId, divisorTypeOptions, errors = {} }: Props) {
  const pageCount = document.page_count;
  const [values, setValues] = useState({
    name: extractJob.name ?? '',
    start_page: String(extractJob.start_page ?? 1),
    end_page: String(extractJob.end_page ?? pageCount ?? 1),
    extract_prompt: extractJob.extract_prompt ?? '',
    json_map: extractJob.json_map ?? '',
  });
  const [divisorTypes, setDivisorTypes] = useState<string[]>(() =>
    extractJob.divisor_types?.length ? [...extractJob.divisor_types] : [''],
  );
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});
  const [processing, setProcessing] = useState(false);
  const [promptMessage, setPromptMessage] = useState<string | null>(null);
  const [mapMessage, setMapMessage] = useState<string | null>(null);
  const [isGeneratingMap, setIsGeneratingMap] = useState(false);
  const chosen = divisorTypes.filter(Boolean);

  const errorFor = (field: Field) => clientErrors[field] ?? fieldError(errors, field, 'extract_job');
  const set = (field: Exclude<Field, 'divisor_types'>) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (clientErrors[field]) setClientErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleDivisorTypes = (next: string[]) => {
    setDivisorTypes(next);
    if (clientErrors.divisor_types && next.some(Boolean)) setClientErrors((e) => ({ ...e, divisor_types: undefined }));
  };

  const handleGeneratePrompt = () => {
    if (chosen.length === 0) {
      setPromptMessage(NO_DIVISORS_FOR_PROMPT);
      return;
    }
    setPromptMessage(null);
    set('extract_prompt')(generateExtractPrompt(chosen));
  };

  const handleGenerateMap = async () => {
    if (chosen.length === 0) {
      setMapMessage(JSON_MAP_MESSAGES.noTypes);
      return;
    }
    setMapMessage(null);
    setIsGeneratingMap(true);
    try {
      const response = await fetchJson(paths.generateJsonMap(document.id), {
        body: { extract_job: { divisor_types_order: chosen } },
      });
      const outcome = readJsonMapResponse(response.data);
      if (outcome.ok) set('json_map')(outcome.jsonMap);
      else setMapMessage(outcome.error);
    } catch (error) {
      console.error('Generating the JSON map failed', error);
      setMapMessage(JSON_MAP_MESSAGES.failed);
    } finally {
      setIsGeneratingMap(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = validatePageRange(values.start_page, values.end_page, pageCount);
    if (chosen.length === 0) next.divisor_types = 'Choose at least one divisor type.';
    setClientErrors(next);
    if (Object.values(next).some(Boolean)) return;

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
    const options = {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    };
    if (extractJobId) router.put(paths.extractJob(document.id, extractJobId), data, options);
    else router.post(paths.extractJobs(document.id), data, options);
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
              onChange={(event) => set('name')(event.target.value)}
            />
          </FormField>
          <PageRangeFields
            idPrefix="extract_job"
            startPage={values.start_page}
            endPage={values.end_page}
            pageCount={pageCount}
            errorFor={errorFor}
            onChange={(field, value) => set(field)(value)}
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
            <div className="grid gap-2">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <label htmlFor="extract_job_extract_prompt" className="text-sm font-medium">
                  Extract Prompt
                </label>
                <Button variant="secondary" size="sm" onClick={handleGeneratePrompt} aria-describedby="extract-prompt-message">
                  <Wand2 aria-hidden="true" />
                  Generate Prompt
                </Button>
              </div>
              <Textarea
                {...fieldA11y('extract_job_extract_prompt', errorFor('extract_prompt'))}
                rows={8}
                className="font-mono text-xs"
                value={values.extract_prompt}
                onChange={(event) => set('extract_prompt')(event.target.value)}
              />
              <StatusLine id="extract-prompt-message" text={promptMessage} tone="error" />
              {errorFor('extract_prompt') && (
                <p id="extract_job_extract_prompt-error" className="text-sm text-red-600 dark:text-red-400">
                  {errorFor('extract_prompt')}
                </p>
              )}
            </div>
            <div className="grid gap-2">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <label htmlFor="extract_job_json_map" className="text-sm font-medium">
                  JSON Map
                </label>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={handleGenerateMap}
                  disabled={isGeneratingMap}
                  aria-describedby="json-map-message"
                >
                  {isGeneratingMap ? (
                    <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
                  ) : (
                    <FileJson aria-hidden="true" />
                  )}
                  Generate JSON Map
                </Button>
              </div>
              <Textarea
                {...fieldA11y('extract_job_json_map', errorFor('json_map'))}
                rows={10}
                spellCheck={false}
                className="font-mono text-xs"
                value={values.json_map}
                onChange={(event) => set('json_map')(event.target.value)}
              />
              <StatusLine id="json-map-message" text={mapMessage} tone="error" />
              {errorFor('json_map') && (
                <p id="extract_job_json_map-error" className="text-sm text-red-600 dark:text-red-400">
                  {errorFor('json_map')}
                </p>
              )}
            </div>
          </div>
        </CardContent>
      </Card>
      <div>
        <Button type="submit" disabled={processing}>
          <Save aria-hidden="true" />
          {processing ? 'Saving...' : 'Save'}
        </Button>
      </div>
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
