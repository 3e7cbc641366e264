import type { FetchAddressResponse } from '@/contracts/chats';
import { ADDRESS_LOOKUP_ERROR, type AddressSuggestion } from '../../contracts/gis';
import type { AddressVariant } from '@/contracts/municipalities';

/*
 * The municipality picker's address lookup (spec chat-app §4 and §5): which fields a municipality
 * shows, when a lookup may fire, and what the new chat stores as its address data.
 */

export const ADDRESS_LOOKUP_DEBOUNCE_MS = 500;
/** A lookup needs an address longer than this … */
export const ADDRESS_MIN_EXCLUSIVE = 4;
/** … or a parcel ID longer than this. */
export const PARCEL_ID_MIN_EXCLUSIVE = 5;
export { ADDRESS_LOOKUP_ERROR };
export const ADDRESS_NOT_CONFIGURED_FALLBACK =
  'Address lookup is not available for this municipality yet. The address is kept as typed.';

export type AddressField = 'address' | 'unit' | 'city' | 'parcelId';
export type AddressFields = Record<AddressField, string>;
export const EMPTY_ADDRESS: AddressFields = { address: '', unit: '', city: '', parcelId: '' };

export const ADDRESS_FIELDS_BY_VARIANT: Record<AddressVariant, readonly AddressField[]> = {
  none: [],
  springdale: ['address'],
  decatur: ['address'],
  county: ['address', 'unit', 'city', 'parcelId'],
};

export const ADDRESS_FIELD_LABELS: Record<AddressField, string> = {
  address: 'Address',
  unit: 'Unit',
  city: 'City',
  parcelId: 'Parcel ID',
};

/** The non-blank, trimmed values of the fields the municipality's variant shows. */
export function visibleAddressValues(variant: AddressVariant, fields: AddressFields): Partial<AddressFields> {
  const values: Partial<AddressFields> = {};
  for (const field of ADDRESS_FIELDS_BY_VARIANT[variant]) {
    const value = fields[field].trim();
    if (value) values[field] = value;
  }
  return values;
}

/** Spec §5: a municipality is chosen and the address is over 4 characters or the parcel ID over 5. */
export function isAddressLookupEligible(municipalityId: number | null, values: Partial<AddressFields>): boolean {
  if (municipalityId === null) return false;
  return (values.address?.length ?? 0) > ADDRESS_MIN_EXCLUSIVE || (values.parcelId?.length ?? 0) > PARCEL_ID_MIN_EXCLUSIVE;
}

export type AddressLookupRequest = { chat: { selectedMunicipalityId: number } } & Partial<AddressFields>;

export type AddressLookupState =
  | { status: 'idle' }
  | { status: 'validating' }
  | { status: 'valid'; response: FetchAddressResponse }
  /** The municipality has no address service: the typed address is used as it is. */
  | { status: 'unverified'; message: string }
  /** No exact match: close addresses the person may pick. */
  | { status: 'suggestions'; message: string; suggestions: AddressSuggestion[] }
  | { status: 'invalid'; message: string };

function lookupStateFromResponse(response: FetchAddressResponse): AddressLookupState {
  if (!response.configured) return { status: 'unverified', message: response.message || ADDRESS_NOT_CONFIGURED_FALLBACK };
  if (response.status === 'found') return { status: 'valid', response };
  if (response.status === 'suggestions' && response.suggestions.length > 0) {
    return { status: 'suggestions', message: response.message || ADDRESS_LOOKUP_ERROR, suggestions: response.suggestions };
  }
  return { status: 'invalid', message: response.message || ADDRESS_LOOKUP_ERROR };
}

/** The new chat's `address_data`: the service's answer when it verified the address, else the typed fields. */
export function buildAddressData(
  variant: AddressVariant,
  fields: AddressFields,
  state: AddressLookupState,
): Record<string, unknown> {
  if (state.status === 'valid') return state.response.address_data;
  return visibleAddressValues(variant, fields);
}

type AddressLookupOptions = {
  lookup: (request: AddressLookupRequest, signal: AbortSignal) => Promise<FetchAddressResponse>;
  onStateChange: (state: AddressLookupState) => void;
  delayMs?: number;
};

export type AddressLookupScheduler = {
  /** Call with the current form values on every change; unchanged values do nothing. */
  update: (municipalityId: number | null, variant: AddressVariant, fields: AddressFields) => void;
  /** Cancels any pending or running lookup and forgets the last values (e.g. when the dialog closes). */
  reset: () => void;
};

/**
 * Debounces address lookups: a lookup fires {@link ADDRESS_LOOKUP_DEBOUNCE_MS} after the last change
 * of an eligible form, and an answer to an older request is dropped once the form has changed again.
 */
export function createAddressLookup({
  lookup,
  onStateChange,
  delayMs = ADDRESS_LOOKUP_DEBOUNCE_MS,
}: AddressLookupOptions): AddressLookupScheduler {
  let lastKey: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;

  function cancel() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  }

  async function run(request: AddressLookupRequest) {
    timer = null;
    const controller = new AbortController();
    inFlight = controller;
    try {
      const response = await lookup(request, controller.signal);
      if (!controller.signal.aborted) onStateChange(lookupStateFromResponse(response));
    } catch {
      if (!controller.signal.aborted) onStateChange({ status: 'invalid', message: ADDRESS_LOOKUP_ERROR });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  return {
    update(municipalityId, variant, fields) {
      const values = visibleAddressValues(variant, fields);
      const key = JSON.stringify([municipalityId, values]);
      if (key === lastKey) return;
      lastKey = key;
      cancel();
      if (municipalityId === null || !isAddressLookupEligible(municipalityId, values)) {
        onStateChange({ status: 'idle' });
        return;
      }
      const request: AddressLookupRequest = { chat: { selectedMunicipalityId: municipalityId }, ...values };
      // Shown at once, so a "valid" mark never sits next to an address that has since changed.
      onStateChange({ status: 'validating' });
      timer = setTimeout(() => void run(request), delayMs);
    },
    reset() {
      cancel();
      lastKey = null;
      onStateChange({ status: 'idle' });
    },
  };
}
