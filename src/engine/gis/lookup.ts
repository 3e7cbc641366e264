/*
 * The embedded address lookup over a municipality's layers, all in memory: geocode the typed address (or parcel
 * id) against the address points, then answer every mapped field by point-in-polygon on the area layers.
 */
import { type AddressFact, type FieldMapping, mappedFacts } from './address-facts';
import { type AddressIndex, type AddressPoint, findParcel, geocodeAddress } from './address-index';
import { type LayerIndex, areasAt } from './layer-index';

/** An area layer with the mappings that turn its features' properties into address-data fields. */
export type MappedLayer = { name: string; index: LayerIndex; mappings: readonly FieldMapping[] };

/** Everything the embedded lookup of one municipality needs. */
export type EmbeddedGis = {
  /** The address points (null when none were uploaded), with the mappings of their own columns. */
  addresses: { index: AddressIndex; mappings: readonly FieldMapping[] } | null;
  layers: readonly MappedLayer[];
};

export type LookupOutcome =
  | { status: 'found'; point: AddressPoint; facts: AddressFact[]; corrected: boolean }
  | { status: 'suggestions'; suggestions: AddressPoint[] }
  | { status: 'not_found' }
  /** The address point lies in none of the area layers: it is not in this municipality. */
  | { status: 'outside'; point: AddressPoint };

/** The facts every area layer gives at a point, layer by layer (the first area of a layer that holds the point). */
export function factsAt(layers: readonly MappedLayer[], longitude: number, latitude: number): { facts: AddressFact[]; inside: boolean } {
  const facts: AddressFact[] = [];
  let inside = false;
  for (const layer of layers) {
    const [area] = areasAt(layer.index, longitude, latitude);
    if (!area) continue;
    inside = true;
    facts.push(...mappedFacts(area.properties, layer.mappings));
  }
  return { facts, inside };
}

/** Looks an address (or, failing that, a parcel id) up in the municipality's embedded layers. */
export function lookupAddress(gis: EmbeddedGis, typed: { address?: string | null; parcelId?: string | null }): LookupOutcome {
  if (!gis.addresses) return { status: 'not_found' };
  const { index, mappings } = gis.addresses;
  let point: AddressPoint | null = null;
  let corrected = false;
  let suggestions: AddressPoint[] = [];
  if (typed.address?.trim()) {
    const result = geocodeAddress(index, typed.address);
    if (result.status === 'found') ({ point, corrected } = result);
    else suggestions = result.suggestions;
  }
  if (!point && typed.parcelId?.trim()) point = findParcel(index, typed.parcelId);
  if (!point) return suggestions.length ? { status: 'suggestions', suggestions } : { status: 'not_found' };

  const own = mappedFacts(point.properties ?? {}, mappings);
  const { facts, inside } = factsAt(gis.layers, point.longitude, point.latitude);
  if (gis.layers.length > 0 && !inside) return { status: 'outside', point };
  return { status: 'found', point, facts: [...own, ...facts], corrected };
}
