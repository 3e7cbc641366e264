import { type AddressFact, addressFacts, placeFacts, setField } from '../../engine/gis/address-facts';
import { type AddressFields, EMPTY_ADDRESS } from './address-lookup';

/*
 * Editing a conversation's location (its address data) from the header: the address form's fields, then each
 * looked-up fact as an editable value; a blank value removes the fact.
 */

/** The address form's values held in the address data. */
export function addressFieldsOf(addressData: Record<string, unknown>): AddressFields {
  const text = (key: keyof AddressFields) => (typeof addressData[key] === 'string' ? (addressData[key] as string) : '');
  return { ...EMPTY_ADDRESS, address: text('address'), unit: text('unit'), city: text('city'), parcelId: text('parcelId') };
}

/** The facts the header shows for a chat's address data (the address itself excluded). */
export function locationFacts(addressData: Record<string, unknown> | null | undefined): AddressFact[] {
  return placeFacts(addressData);
}

/** The address data with the edited fact values applied (blank removes a fact, a nested group left empty goes too). */
export function applyFactEdits(addressData: Record<string, unknown>, edits: Readonly<Record<string, string>>): Record<string, unknown> {
  const next: Record<string, unknown> = structuredClone(addressData);
  for (const [field, raw] of Object.entries(edits)) {
    const value = raw.trim();
    if (value) {
      setField(next, field, value);
      continue;
    }
    const [group, name] = field.split('.');
    if (name === undefined) {
      delete next[group];
      continue;
    }
    const inner = next[group];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      delete (inner as Record<string, unknown>)[name];
      if (Object.keys(inner).length === 0) delete next[group];
    }
  }
  return next;
}

/** The header's one-line summary: '1629 Connecticut Avenue NW · Ward 2 · Precinct 14 · …'. */
export function locationSummary(addressData: Record<string, unknown> | null | undefined, displayAddress: (a: string) => string): string {
  const facts = addressFacts(addressData);
  const address = facts.find((f) => f.field === 'address');
  const rest = placeFacts(addressData).map((f) => f.value);
  return [address ? displayAddress(address.value) : null, ...rest].filter(Boolean).join(' · ');
}
