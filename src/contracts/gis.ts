import { z } from 'zod';

/*
 * Address lookup (spec chat-app §3, §5, §7, §8) and its configuration in /madmin: which GIS provider a municipality
 * uses (the embedded one, over layers uploaded to Ordo, or an ArcGIS REST service), the uploaded layers, and how a
 * layer's properties map to address-data fields.
 */

/** Spec §8: shown whenever a lookup cannot be answered (unknown address, failing service). */
export const ADDRESS_LOOKUP_ERROR = "We're having trouble finding that address. Please try again.";
export const ADDRESS_SUGGESTIONS_MESSAGE = "We couldn't find that exact address. Did you mean one of these?";
export const addressOutsideMessage = (municipality: string) => `That address is not in ${municipality}. Check the address or choose another municipality.`;

/** The largest layer file accepted; a bigger upload is refused while it streams in, so the server never holds it. */
export const MAX_LAYER_BYTES = 50 * 1024 * 1024;
export const LAYER_FILE_EXTENSIONS = ['.geojson', '.json', '.csv'] as const;

export const GisProvider = z.enum(['none', 'embedded', 'arcgis']);
export type GisProvider = z.infer<typeof GisProvider>;

export const LayerKind = z.enum(['areas', 'address_points']);
export type LayerKind = z.infer<typeof LayerKind>;

/** Address-data field paths: a name, or a group and a name (`wards.ward`). */
export const FIELD_PATH_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,59}(\.[A-Za-z][A-Za-z0-9_]{0,59})?$/;

const fieldPath = z
  .string()
  .trim()
  .regex(FIELD_PATH_PATTERN, 'Use a field name such as historic_district or wards.ward (letters, digits, _; one dot for a group).');

export const FieldMappingInput = z.object({
  property: z.string().trim().min(1, 'Name the layer property.').max(200),
  field: fieldPath,
});
export type FieldMappingInput = z.infer<typeof FieldMappingInput>;

/** A list of mappings, sent as an array or (from a multipart form) as its JSON text. */
export const FieldMappingList = z.preprocess((value) => {
  if (typeof value !== 'string') return value ?? [];
  if (!value.trim()) return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, z.array(FieldMappingInput).max(100, 'At most 100 mappings.'));

const httpUrl = z
  .string()
  .trim()
  .url('Enter the full URL, starting with https://.')
  .refine((u) => /^https?:\/\//i.test(u), 'Use an http or https URL.')
  .transform((u) => u.replace(/\/+$/, ''));

export const ArcGisGeocoder = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('geocode_server'),
    /** The GeocodeServer URL; Ordo calls its findAddressCandidates. */
    url: httpUrl,
    address_param: z.string().trim().min(1).max(60).default('SingleLine'),
    /** Candidates scoring lower are not taken as the address (0–100). */
    min_score: z.coerce.number().min(0).max(100).default(85),
  }),
  z.object({
    type: z.literal('parcel_layer'),
    /** A FeatureServer or MapServer layer URL (ending in the layer number) holding parcels. */
    url: httpUrl,
    address_field: z.string().trim().min(1, 'Name the parcel layer’s address field.').max(100),
    parcel_field: z.string().trim().max(100).default(''),
    fields: FieldMappingList.default([]),
  }),
]);
export type ArcGisGeocoder = z.infer<typeof ArcGisGeocoder>;

export const ArcGisLayer = z.object({
  name: z.string().trim().min(1, 'Name the layer.').max(100),
  url: httpUrl,
  fields: FieldMappingList.refine((m) => m.length > 0, 'Map at least one property of the layer to an address-data field.'),
});
export type ArcGisLayer = z.infer<typeof ArcGisLayer>;

export const ArcGisSettings = z.object({
  geocoder: ArcGisGeocoder,
  layers: z.array(ArcGisLayer).max(30).default([]),
  timeout_ms: z.coerce.number().int().min(100).max(30_000).default(5000),
});
export type ArcGisSettings = z.infer<typeof ArcGisSettings>;

/** What a municipality's `settings.gis` holds. */
export const GisSettings = z.object({
  provider: GisProvider.default('none'),
  arcgis: ArcGisSettings.nullish(),
});
export type GisSettings = z.infer<typeof GisSettings>;

/** One line of the address lookup's answer: `{ field: 'wards.ward', label: 'Ward', value: 'Ward 2' }`. */
export type AddressFactView = { field: string; label: string; value: string };
export type AddressSuggestion = { address: string; parcelId: string | null };

export type AddressLookupStatus = 'found' | 'suggestions' | 'not_found' | 'outside' | 'unavailable' | 'not_configured';

/** `POST /api/v1/chats/{id}/address_data`: replaces the chat's address data (the header's edit). */
export const SaveAddressDataBody = z.object({ address_data: z.record(z.string(), z.unknown()) });

// ---- /madmin pages -----------------------------------------------------------------------------

export type MadminMunicipalityRow = {
  id: number;
  name: string;
  state: string | null;
  address_variant: string;
  provider: GisProvider;
  layer_count: number;
  feature_count: number;
  document_count: number;
  conversation_count: number;
};

export type MadminLayer = {
  id: number;
  name: string;
  kind: LayerKind;
  file_name: string | null;
  file_size: number | null;
  feature_count: number;
  property_names: string[];
  mappings: FieldMappingInput[];
  columns: { address?: string; parcel?: string | null; longitude?: string; latitude?: string } | null;
  created_at: string;
  updated_at: string;
};

export type MadminMunicipality = {
  id: number;
  name: string;
  state: string | null;
  website: string | null;
  address_variant: string;
  gis: GisSettings;
};
