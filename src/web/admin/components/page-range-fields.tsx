import { Input } from '@/web/ui/input';
import { fieldA11y, FormField } from './form-field';

type PageField = 'start_page' | 'end_page';

type Props = {
  /** Prefix of the field ids, e.g. "parse_job" → parse_job_start_page. */
  idPrefix: string;
  startPage: string | number;
  endPage: string | number;
  pageCount: number | null;
  errorFor: (field: PageField) => string | undefined;
  onChange: (field: PageField, value: string) => void;
  /** Labels (default "Start page" / "End page"); the split job form says "Start Page" / "End Page". */
  labels?: { start_page: string; end_page: string };
  required?: boolean;
};

/** Start and end page inputs bounded by the document's page count (parse, extract and split job forms). */
export function PageRangeFields({
  idPrefix,
  startPage,
  endPage,
  pageCount,
  errorFor,
  onChange,
  labels = { start_page: 'Start page', end_page: 'End page' },
  required = false,
}: Props) {
  const fields = [
    { field: 'start_page', value: startPage, hint: undefined },
    { field: 'end_page', value: endPage, hint: pageCount ? `The document has ${pageCount} pages.` : undefined },
  ] as const;
  return fields.map(({ field, value, hint }) => {
    const id = `${idPrefix}_${field}`;
    return (
      <FormField key={field} id={id} label={labels[field]} required={required} error={errorFor(field)} hint={hint}>
        <Input
          {...fieldA11y(id, errorFor(field), Boolean(hint))}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount ?? undefined}
          aria-required={required || undefined}
          value={value}
          onChange={(event) => onChange(field, event.target.value)}
        />
      </FormField>
    );
  });
}
