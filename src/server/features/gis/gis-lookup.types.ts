import type { AddressSuggestion } from '../../../contracts/gis';
import type { AddressFact } from '../../../engine/gis';

/** The typed address fields, trimmed; empty ones are null. */
export type TypedAddress = { address: string | null; unit: string | null; city: string | null; parcelId: string | null };

/** What a provider found, before it becomes the API's answer. */
export type ProviderOutcome =
  | { status: 'found'; address: string; parcelId: string | null; facts: AddressFact[] }
  | { status: 'suggestions'; suggestions: AddressSuggestion[] }
  | { status: 'not_found' }
  | { status: 'outside'; address: string };
