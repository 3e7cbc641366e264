import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchAddressResponse } from '../../contracts/chats';
import {
  ADDRESS_LOOKUP_ERROR,
  type AddressFields,
  type AddressLookupRequest,
  type AddressLookupState,
  buildAddressData,
  createAddressLookup,
  EMPTY_ADDRESS,
  isAddressLookupEligible,
  visibleAddressValues,
} from './address-lookup';

const fields = (values: Partial<AddressFields>): AddressFields => ({ ...EMPTY_ADDRESS, ...values });

function answer(overrides: Partial<FetchAddressResponse> = {}): FetchAddressResponse {
  return {
    configured: true,
    status: 'found',
    message: null,
    address: '123 MAIN ST',
    unit: '',
    city: 'BENTONVILLE',
    parcelId: '01-02345-000',
    address_data: { address: '123 MAIN ST', city: 'BENTONVILLE', schoolDistrict: 'Bentonville' },
    facts: [{ field: 'schoolDistrict', label: 'School district', value: 'Bentonville' }],
    suggestions: [],
    ...overrides,
  };
}

describe('address fields by municipality variant', () => {
  it('county shows address, unit, city and parcel ID; Springdale and Decatur the address only; others none', () => {
    const typed = fields({ address: ' 123 Main St ', unit: '4B', city: 'Bentonville', parcelId: '01-02345' });
    expect(visibleAddressValues('county', typed)).toEqual({
      address: '123 Main St',
      unit: '4B',
      city: 'Bentonville',
      parcelId: '01-02345',
    });
    expect(visibleAddressValues('springdale', typed)).toEqual({ address: '123 Main St' });
    expect(visibleAddressValues('decatur', typed)).toEqual({ address: '123 Main St' });
    expect(visibleAddressValues('none', typed)).toEqual({});
  });
});

describe('isAddressLookupEligible', () => {
  it('needs a municipality', () => {
    expect(isAddressLookupEligible(null, { address: '123 Main St' })).toBe(false);
  });

  it('needs an address over 4 characters or a parcel ID over 5', () => {
    expect(isAddressLookupEligible(1, { address: '12 M' })).toBe(false);
    expect(isAddressLookupEligible(1, { address: '12 Ma' })).toBe(true);
    expect(isAddressLookupEligible(1, { parcelId: '12345' })).toBe(false);
    expect(isAddressLookupEligible(1, { parcelId: '123456' })).toBe(true);
    expect(isAddressLookupEligible(1, { unit: 'Suite 400', city: 'Bentonville' })).toBe(false);
  });
});

describe('buildAddressData', () => {
  const typed = fields({ address: '123 Main St', city: '  ', unit: '4B' });

  it('stores the service answer when it verified the address', () => {
    expect(buildAddressData('county', typed, { status: 'valid', response: answer() })).toEqual(answer().address_data);
  });

  it('stores the non-empty typed fields otherwise', () => {
    expect(buildAddressData('county', typed, { status: 'unverified', message: 'No GIS' })).toEqual({
      address: '123 Main St',
      unit: '4B',
    });
    expect(buildAddressData('springdale', typed, { status: 'invalid', message: ADDRESS_LOOKUP_ERROR })).toEqual({
      address: '123 Main St',
    });
    expect(buildAddressData('none', typed, { status: 'idle' })).toEqual({});
  });
});

describe('createAddressLookup', () => {
  let lookup: ReturnType<typeof vi.fn<(request: AddressLookupRequest, signal: AbortSignal) => Promise<FetchAddressResponse>>>;
  let states: AddressLookupState[];
  let scheduler: ReturnType<typeof createAddressLookup>;
  const latest = () => states.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    lookup = vi.fn(async () => answer());
    states = [];
    scheduler = createAddressLookup({ lookup, onStateChange: (state) => states.push(state) });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks up once, 500 ms after the last keystroke, with the last values', async () => {
    scheduler.update(7, 'county', fields({ address: '123 M' }));
    await vi.advanceTimersByTimeAsync(300);
    scheduler.update(7, 'county', fields({ address: '123 Ma' }));
    await vi.advanceTimersByTimeAsync(499);
    expect(lookup).not.toHaveBeenCalled();
    expect(latest()).toEqual({ status: 'validating' });

    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0][0]).toEqual({ chat: { selectedMunicipalityId: 7 }, address: '123 Ma' });
    expect(latest()).toEqual({ status: 'valid', response: answer() });
  });

  it('does not look up again when nothing changed', async () => {
    scheduler.update(7, 'springdale', fields({ address: '123 Main St' }));
    await vi.advanceTimersByTimeAsync(500);
    scheduler.update(7, 'springdale', fields({ address: '123 Main St' }));
    // A hidden field changing is not a change to what would be looked up.
    scheduler.update(7, 'springdale', fields({ address: '123 Main St', parcelId: '999999' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('stays idle without a municipality or with too short an address, and drops a pending lookup', async () => {
    scheduler.update(null, 'county', fields({ address: '123 Main St' }));
    scheduler.update(7, 'county', fields({ address: '123 Main St' }));
    await vi.advanceTimersByTimeAsync(200);
    scheduler.update(7, 'county', fields({ address: '123' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(lookup).not.toHaveBeenCalled();
    expect(latest()).toEqual({ status: 'idle' });
  });

  it('looks up by parcel ID alone for a county', async () => {
    scheduler.update(3, 'county', fields({ parcelId: '01-023' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(lookup.mock.calls[0][0]).toEqual({ chat: { selectedMunicipalityId: 3 }, parcelId: '01-023' });
  });

  it('shows the service message when the municipality has no address service', async () => {
    lookup.mockResolvedValueOnce(answer({ configured: false, status: 'not_configured', message: 'No GIS service is set up for Springfield.' }));
    scheduler.update(7, 'decatur', fields({ address: '123 Main St' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(latest()).toEqual({ status: 'unverified', message: 'No GIS service is set up for Springfield.' });
  });

  it('offers the close matches when the address has no exact match', async () => {
    const suggestions = [{ address: '1629 CONNECTICUT AVENUE NW', parcelId: null }];
    lookup.mockResolvedValueOnce(answer({ status: 'suggestions', message: 'Did you mean one of these?', suggestions }));
    scheduler.update(7, 'springdale', fields({ address: '1631 Connecticut Ave NW' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(latest()).toEqual({ status: 'suggestions', message: 'Did you mean one of these?', suggestions });
  });

  it('shows the server message when the address is unknown or outside the municipality', async () => {
    lookup.mockResolvedValueOnce(answer({ status: 'outside', message: 'That address is not in Springfield.' }));
    scheduler.update(7, 'springdale', fields({ address: '1600 Amphitheatre Pkwy' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(latest()).toEqual({ status: 'invalid', message: 'That address is not in Springfield.' });

    lookup.mockResolvedValueOnce(answer({ status: 'not_found', message: null }));
    scheduler.update(7, 'springdale', fields({ address: '12 Nowhere Rd' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(latest()).toEqual({ status: 'invalid', message: ADDRESS_LOOKUP_ERROR });
  });

  it('reports a failed lookup as invalid with the spec message', async () => {
    lookup.mockRejectedValueOnce(new Error('502 Bad Gateway'));
    scheduler.update(7, 'county', fields({ address: '123 Main St' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(latest()).toEqual({ status: 'invalid', message: ADDRESS_LOOKUP_ERROR });
  });

  it('ignores the answer to an older request once the address changed', async () => {
    let resolveFirst: (value: FetchAddressResponse) => void = () => {};
    lookup.mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)));
    scheduler.update(7, 'county', fields({ address: '123 Main St' }));
    await vi.advanceTimersByTimeAsync(500);
    const firstSignal = lookup.mock.calls[0][1];

    scheduler.update(7, 'county', fields({ address: '456 Oak Ave' }));
    expect(firstSignal.aborted).toBe(true);
    resolveFirst(answer({ address_data: { address: '123 MAIN ST' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(latest()).toEqual({ status: 'validating' });

    await vi.advanceTimersByTimeAsync(500);
    expect(lookup.mock.calls[1][0].address).toBe('456 Oak Ave');
    expect(latest()).toEqual({ status: 'valid', response: answer() });
  });

  it('forgets everything on reset, so the same address is looked up again when reopened', async () => {
    scheduler.update(7, 'county', fields({ address: '123 Main St' }));
    await vi.advanceTimersByTimeAsync(500);
    scheduler.reset();
    expect(latest()).toEqual({ status: 'idle' });
    scheduler.update(7, 'county', fields({ address: '123 Main St' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
