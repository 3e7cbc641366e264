import { Layers } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { DocumentSummary, SplitJobSummary } from '@/contracts/workbench';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { Checkbox } from '@/web/ui/checkbox';
import { Label } from '@/web/ui/label';
import { DivisorTypesEditor } from '../components/split-editor/divisor-types-editor';
import { JsonDataEditor } from '../components/split-editor/json-data-editor';
import { PromptEditor } from '../components/split-editor/prompt-editor';
import { ErrorSummary } from '../components/error-summary';
import { LinkButton } from '../components/link-button';
import { omitErrors } from '../lib/form-errors';
import { prettyJson } from '../lib/json-text';
import type { PageProps } from '../lib/page-props';
import { paths } from '../lib/paths';
import { useFormState } from '../lib/use-form-state';
import SplitJobFormPage, { SPLIT_JOB_FIELDS } from './SplitJobForm';

type Props = PageProps<{
  document: DocumentSummary;
  split_job: SplitJobSummary;
  divisor_types: string[];
  default_divisor_types: string[];
}>;

function initialDivisorTypes(document: DocumentSummary, defaults: string[]): string[] {
  if (document.divisor_types.length) return [...document.divisor_types];
  if (defaults.length) return [...defaults];
  return [''];
}

/** /documents/:id/split_jobs/:sid/edit: the split job form, then "Create Parse and Extract Jobs" from its start pages. */
export default function SplitJobEdit(props: Props) {
  const { document, split_job: splitJob, divisor_types: available = [], default_divisor_types: defaults = [], errors = {} } = props;
  const combinedErrors = omitErrors(errors, SPLIT_JOB_FIELDS, 'split_job');
  const initial = { json_data: prettyJson(splitJob.start_pages ?? {}), extract_prompt: '', json_map: '' };
  // The divisor types are a list, kept below; only their errors go through the form state.
  const form = useFormState<typeof initial, 'divisor_types'>(initial, combinedErrors, 'extract_job');
  const { values, errorFor, setValue } = form;
  const [overlap, setOverlap] = useState(false);
  const [divisorTypes, setDivisorTypes] = useState(() => initialDivisorTypes(document, defaults));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', paths.createCombinedJobs(document.id), {
      json_data: values.json_data,
      overlap_pages: overlap ? '1' : '0',
      extract_prompt: values.extract_prompt,
      json_map: values.json_map,
      extract_job: { divisor_types: divisorTypes.filter(Boolean) },
      // Lets the server re-render this page with errors when the jobs cannot be created.
      split_job_id: splitJob.id,
    });
  };

  return (
    <SplitJobFormPage {...props}>
      <form onSubmit={handleSubmit} noValidate aria-labelledby="combined-jobs-title">
        <Card>
          <CardHeader>
            <div className="grid gap-1">
              <CardTitle id="combined-jobs-title">Edit Split Job (Create Parse and Extract Jobs)</CardTitle>
              <CardDescription>
                One parse job and one extract job per section of {document.name}, from the section map below.
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent className="grid gap-6">
            <ErrorSummary errors={combinedErrors} />
            <div className="flex items-center gap-2">
              <Checkbox id="overlap_pages" checked={overlap} onCheckedChange={(checked) => setOverlap(checked === true)} />
              <Label htmlFor="overlap_pages" className="leading-snug font-normal">
                Allow pages to start and stop on the same page
              </Label>
            </div>
            <JsonDataEditor
              documentId={document.id}
              splitJobId={splitJob.id}
              value={values.json_data}
              onChange={(value) => setValue('json_data', value)}
              error={errorFor('json_data')}
            />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <DivisorTypesEditor
                value={divisorTypes}
                options={available}
                onChange={setDivisorTypes}
                error={errorFor('divisor_types')}
              />
              <PromptEditor
                divisorTypes={divisorTypes}
                extractPrompt={values.extract_prompt}
                jsonMap={values.json_map}
                onExtractPromptChange={(value) => setValue('extract_prompt', value)}
                onJsonMapChange={(value) => setValue('json_map', value)}
                errors={{ extract_prompt: errorFor('extract_prompt'), json_map: errorFor('json_map') }}
              />
            </div>
            <div className="flex flex-wrap gap-2 border-t pt-4">
              <Button type="submit" disabled={form.processing}>
                <Layers aria-hidden="true" />
                {form.processing ? 'Saving...' : 'Create Parse & Extract Jobs'}
              </Button>
              <LinkButton href={paths.document(document.id)} size="default">
                Cancel
              </LinkButton>
            </div>
          </CardContent>
        </Card>
      </form>
    </SplitJobFormPage>
  );
}
