import { RefreshCw, SearchX } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { GRANT_MESSAGES, type GrantResult } from '@/contracts/grants';
import { isApiError } from '@/web/lib/api';
import { Alert, AlertDescription, AlertTitle } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Skeleton } from '@/web/ui/skeleton';
import { GrantCard } from './grant-card';

const EXAMPLES = ['new fire engine for a volunteer department', 'replace lead water service lines', 'after-school programs', 'brownfield cleanup', 'sidewalks and bike lanes'];

type Props = {
  search: UseQueryResult<GrantResult[]>;
  hasSearched: boolean;
  onExample: (query: string) => void;
};

/** The results area: examples before a search, a loading state, the spec's error and empty messages, or the cards. */
export function GrantResults({ search, hasSearched, onExample }: Props) {
  if (!hasSearched) {
    return (
      <section aria-label="Examples" className="grid gap-2 rounded-lg border border-dashed p-4 text-sm">
        <p className="text-muted-foreground">Describe a project in your own words; Grant Finder matches it to the federal Assistance Listings. For example:</p>
        <ul className="flex flex-wrap gap-2">
          {EXAMPLES.map((example) => (
            <li key={example}>
              <Button variant="outline" size="sm" onClick={() => onExample(example)}>
                {example}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (search.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Searching grants</span>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="grid gap-2 rounded-lg border p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-16 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (search.isError) {
    // An input the server refuses explains itself; anything else gets the spec's message.
    const message = isApiError(search.error, 422) ? search.error.message : GRANT_MESSAGES.searchFailed;
    return (
      <Alert variant="destructive">
        <AlertTitle>{message}</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void search.refetch()}>
            <RefreshCw aria-hidden="true" /> Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const results = search.data;
  return (
    <section aria-label="Grant results" aria-busy={search.isFetching} className="grid gap-3">
      <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="grant-result-count">
        {search.isFetching ? 'Searching...' : results.length === 1 ? '1 grant found' : results.length ? `${results.length} grants found` : ''}
      </p>
      {results.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
          <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">{GRANT_MESSAGES.noResults}</p>
          <p className="text-sm text-muted-foreground">Try other words for what you want to fund, or clear the filters.</p>
        </div>
      ) : (
        <ol className="grid gap-3">
          {results.map((grant) => (
            <li key={grant.program_number}>
              <GrantCard grant={grant} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
