import { useEffect, useRef, useState } from 'react';
import type { FetchAddressResponse } from '@/contracts/chats';
import { api } from '@/web/lib/api';
import { type AddressLookupScheduler, type AddressLookupState, createAddressLookup } from './address-lookup';

/** The debounced `fetch_address_data` lookup behind the municipality picker's address fields. */
export function useAddressLookup(): { state: AddressLookupState; scheduler: AddressLookupScheduler } {
  const [state, setState] = useState<AddressLookupState>({ status: 'idle' });
  const schedulerRef = useRef<AddressLookupScheduler | null>(null);
  schedulerRef.current ??= createAddressLookup({
    lookup: (request, signal) =>
      api.post<FetchAddressResponse>('/api/v1/gis_services/fetch_address_data', request, { signal }),
    onStateChange: setState,
  });

  useEffect(() => {
    const scheduler = schedulerRef.current;
    return () => scheduler?.reset();
  }, []);

  return { state, scheduler: schedulerRef.current };
}
