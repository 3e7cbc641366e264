import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { FetchAddressResponse } from '@/contracts/chats';
import { AddressFactsList } from '@/web/chat/address-facts-list';
import { api, isApiError } from '@/web/lib/api';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';

/** Tries the municipality's address lookup as the chat's picker does, so staff can check their layers or ArcGIS settings. */
export function AddressTester({ municipalityId }: { municipalityId: number }) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<FetchAddressResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lookUp = async (text: string) => {
    setBusy(true);
    setError(null);
    try {
      setResult(await api.post<FetchAddressResponse>('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: municipalityId }, address: text }));
    } catch (failure) {
      setResult(null);
      setError(isApiError(failure) ? failure.message : 'The lookup failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim()) void lookUp(address.trim());
  };

  return (
    <div className="grid gap-3">
      <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={id}>Address</Label>
          <Input id={id} value={address} placeholder="1629 Connecticut Ave NW" onChange={(e) => setAddress(e.target.value)} />
        </div>
        <Button type="submit" disabled={busy || !address.trim()}>
          <Search aria-hidden="true" />
          {busy ? 'Looking up...' : 'Look up'}
        </Button>
      </form>
      <div role="status" className="grid gap-2 text-sm">
        {error && <p className="text-destructive">{error}</p>}
        {result && !result.configured && <p className="text-muted-foreground">{result.message}</p>}
        {result?.configured && result.status === 'found' && (
          <>
            <p className="font-medium">Found: {result.address}</p>
            <AddressFactsList facts={result.facts} />
            {result.facts.length === 0 && <p className="text-muted-foreground">No layer gives a field for this address: check the mappings.</p>}
          </>
        )}
        {result?.configured && result.status !== 'found' && <p className="text-destructive">{result.message}</p>}
        {result?.suggestions.length ? (
          <ul className="flex flex-wrap gap-2">
            {result.suggestions.map((s) => (
              <li key={s.address}>
                <Button type="button" variant="outline" size="sm" onClick={() => { setAddress(s.address); void lookUp(s.address); }}>
                  {s.address}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
