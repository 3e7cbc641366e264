import { LoaderCircle, Search, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { GRANT_MESSAGES, type GrantApplicantGroup, type GrantAssistanceGroup, type GrantFilterOptions, MAX_GRANT_QUERY_CHARACTERS } from '@/contracts/grants';
import { Button } from '@/web/ui/button';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { Textarea } from '@/web/ui/textarea';
import type { GrantSearchRequest } from './grant-queries';

type Filters = Omit<GrantSearchRequest, 'query'>;
const NO_FILTERS: Filters = { applicantType: '', assistanceType: '', agency: '' };

type Props = {
  options: GrantFilterOptions | undefined;
  isSearching: boolean;
  onSearch: (request: GrantSearchRequest) => void;
  /** Text put in the box from outside (an example query), with a counter so the same example can be chosen twice. */
  preset: { query: string; n: number } | null;
};

/** The 3-row search box (Enter searches, Shift+Enter adds a line) and the filters; a changed filter searches again. */
export function GrantSearchForm({ options, isSearching, onSearch, preset }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastPreset, setLastPreset] = useState(0);
  const submitted = useRef<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  if (preset && preset.n !== lastPreset) {
    setLastPreset(preset.n);
    setQuery(preset.query);
    setProblem(null);
    submitted.current = preset.query;
  }

  function search(text: string, nextFilters: Filters) {
    const trimmed = text.trim();
    if (!trimmed) {
      setProblem(GRANT_MESSAGES.queryRequired);
      box.current?.focus();
      return;
    }
    setProblem(null);
    submitted.current = trimmed;
    onSearch({ query: trimmed, ...nextFilters });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    search(query, filters);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      search(query, filters);
    }
  }

  function changeFilter(next: Partial<Filters>) {
    const merged = { ...filters, ...next };
    setFilters(merged);
    // A filter changes the results of the search already made; before any search it only waits for one.
    if (submitted.current) onSearch({ query: submitted.current, ...merged });
  }

  const filtered = filters.applicantType || filters.assistanceType || filters.agency;
  return (
    <form role="search" aria-label="Search grants" onSubmit={handleSubmit} className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-query`}>What do you need funding for?</Label>
        <Textarea
          id={`${id}-query`}
          ref={box}
          rows={3}
          value={query}
          maxLength={MAX_GRANT_QUERY_CHARACTERS}
          placeholder="e.g. replace our fire truck, lead pipe replacement, after-school programs"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={handleKeyDown}
          className="resize-y"
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Press Enter to search, Shift+Enter for a new line.
          </p>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect label="Who is applying" id={`${id}-applicant`} value={filters.applicantType} onChange={(v) => changeFilter({ applicantType: v as GrantApplicantGroup | '' })} all="Any applicant" choices={(options?.applicant_types ?? []).map((a) => ({ value: a.value, label: a.label }))} />
        <FilterSelect label="Kind of assistance" id={`${id}-assistance`} value={filters.assistanceType} onChange={(v) => changeFilter({ assistanceType: v as GrantAssistanceGroup | '' })} all="Any kind" choices={(options?.assistance_types ?? []).map((a) => ({ value: a.value, label: a.label }))} />
        <FilterSelect label="Agency" id={`${id}-agency`} value={filters.agency} onChange={(v) => changeFilter({ agency: v })} all="Any agency" choices={(options?.agencies ?? []).map((a) => ({ value: a.name, label: `${a.name} (${a.count})` }))} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={isSearching}>
          {isSearching ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
          {isSearching ? 'Searching...' : 'Search'}
        </Button>
        {filtered && (
          <Button variant="ghost" onClick={() => changeFilter(NO_FILTERS)}>
            <X aria-hidden="true" /> Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}

type FilterSelectProps = { label: string; id: string; value: string; all: string; choices: { value: string; label: string }[]; onChange: (value: string) => void };

// Spec §5: select items must not have an empty value, so "any" stands for no filter.
const ANY = 'any';

function FilterSelect({ label, id, value, all, choices, onChange }: FilterSelectProps) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value || ANY} onChange={(e) => onChange(e.target.value === ANY ? '' : e.target.value)}>
        <option value={ANY}>{all}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
