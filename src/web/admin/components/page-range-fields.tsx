import { Input } from '@/web/ui/input';
import { fieldA11y, FormField } from './form-field';

type Props = {
  /** Prefix of the field ids, e.g. "parse_job" → parse_job_start_page. */
  idPrefix: string;
  startPage: string | number;
  endPage: string | number;
  pageCount: number | null;
  errorFor: (field: 'start_page' | 'end_page') => string | undefined;
  onChange: (field: 'start_page' | 'end_page', value: string) => void;
};

/** Start and end page inputs bounded by the document's page count (parse and extract job forms). */
export function PageRangeFields({ idPrefix, startPage, endPage, pageCount, errorFor, onChange }: Props) {
  const startId = `${idPrefix}_start_page`;
  const endId = `${idPrefix}_end_page`;
  return (
    <>
      <FormField id={startId} label="Start page" error={errorFor('start_page')}>
        <Input
          {...fieldA11y(startId, errorFor('start_page'))}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount ?? undefined}
          value={startPage}
          onChange={(event) => onChange('start_page', event.target.value)}
        />
      </FormField>
      <FormField
        id={endId}
        label="End page"
        error={errorFor('end_page')}
        hint={pageCount ? `The document has ${pageCount} pages.` : undefined}
      >
        <Input
          {...fieldA11y(endId, errorFor('end_page'), Boolean(pageCount))}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount ?? undefined}
          value={endPage}
          onChange={(event) => onChange('end_page', event.target.value)}
        />
      </FormField>
    </>
  );
}
