import { useState } from 'react';
import { useCurrentUser } from '@/web/lib/current-user';
import { Alert, AlertDescription, AlertTitle } from '@/web/ui/alert';
import { GrantImportPanel } from './grant-import-panel';
import { type GrantSearchRequest, useGrantFilters, useGrantSearch } from './grant-queries';
import { GrantResults } from './grant-results';
import { GrantSearchForm } from './grant-search-form';
import { LevelToggles } from './level-toggles';

/** Grant Finder (spec §2): search the federal Assistance Listings; super admins also import listings. */
export function GrantFinder() {
  const { data: user } = useCurrentUser();
  const filters = useGrantFilters();
  const [request, setRequest] = useState<GrantSearchRequest | null>(null);
  const [preset, setPreset] = useState<{ query: string; n: number } | null>(null);
  const search = useGrantSearch(request);
  const stillLoading = filters.data?.loading && filters.data.total === 0;

  function handleExample(query: string) {
    setPreset({ query, n: (preset?.n ?? 0) + 1 });
    setRequest({ query, applicantType: '', assistanceType: '', agency: '' });
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Grant Finder</h1>
        <p className="text-sm text-muted-foreground">
          Federal assistance programs a city, county or other local government may apply for, found from your own words.
          {filters.data && filters.data.total > 0 && ` ${filters.data.total.toLocaleString('en-US')} Assistance Listings.`}
        </p>
      </header>
      <LevelToggles />
      {stillLoading && (
        <Alert variant="info">
          <AlertTitle>The federal grant listings are still loading</AlertTitle>
          <AlertDescription>This takes a minute after the first start; searches work as soon as they are in.</AlertDescription>
        </Alert>
      )}
      {filters.isError && (
        <Alert variant="destructive">
          <AlertTitle>The filters could not be loaded</AlertTitle>
          <AlertDescription>{filters.error.message} Searching still works without them.</AlertDescription>
        </Alert>
      )}
      <GrantSearchForm options={filters.data} isSearching={search.isFetching} onSearch={setRequest} preset={preset} />
      {user?.role === 'super_admin' && <GrantImportPanel />}
      <GrantResults search={search} hasSearched={request !== null} onExample={handleExample} />
    </div>
  );
}
