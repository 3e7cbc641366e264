import type { ArcGisGeocoder, ArcGisSettings } from '../../../contracts/gis';
import {
  type AddressFact,
  type ArcGisCandidate,
  MAX_SUGGESTIONS,
  buildAddressIndex,
  candidateParams,
  geocodeAddress,
  mappedFacts,
  parseAddress,
  parseCandidates,
  parseFeatures,
  pointQueryParams,
  sqlLiteral,
  whereQueryParams,
} from '../../../engine/gis';
import type { ArcGisClient } from './arcgis.client';
import type { ProviderOutcome, TypedAddress } from './gis-lookup.types';

type Located = { address: string; parcelId: string | null; longitude: number; latitude: number; facts: AddressFact[] };
type Geocoded = { located: Located } | { outcome: ProviderOutcome };

/** How far below the minimum score a candidate may still be offered as a suggestion. */
const SUGGESTION_SCORE_MARGIN = 20;
const PARCEL_CANDIDATES = 50;

async function geocodeWithServer(client: ArcGisClient, geocoder: Extract<ArcGisGeocoder, { type: 'geocode_server' }>, typed: TypedAddress, timeoutMs: number): Promise<Geocoded> {
  if (!typed.address) return { outcome: { status: 'not_found' } };
  const line = [typed.address, typed.city].filter(Boolean).join(', ');
  const candidates = await client.get(`${geocoder.url}/findAddressCandidates`, candidateParams(line, { addressParam: geocoder.address_param, maxLocations: MAX_SUGGESTIONS + 1 }), parseCandidates, timeoutMs);
  const good = candidates.filter((c) => c.score >= geocoder.min_score);
  const suggest = (list: ArcGisCandidate[]): Geocoded =>
    list.length
      ? { outcome: { status: 'suggestions', suggestions: uniqueAddresses(list).slice(0, MAX_SUGGESTIONS).map((address) => ({ address, parcelId: null })) } }
      : { outcome: { status: 'not_found' } };
  if (good.length === 0) return suggest(candidates.filter((c) => c.score >= geocoder.min_score - SUGGESTION_SCORE_MARGIN));
  const [top] = good;
  // Two different addresses scoring the same: the person has to say which.
  if (good.some((c) => c !== top && c.score === top.score && c.address !== top.address)) return suggest(good);
  return { located: { address: top.address, parcelId: null, longitude: top.longitude, latitude: top.latitude, facts: [] } };
}

function uniqueAddresses(candidates: ArcGisCandidate[]): string[] {
  return [...new Set(candidates.map((c) => c.address))];
}

async function geocodeWithParcels(client: ArcGisClient, geocoder: Extract<ArcGisGeocoder, { type: 'parcel_layer' }>, typed: TypedAddress, timeoutMs: number): Promise<Geocoded> {
  const outFields = [...new Set([geocoder.address_field, geocoder.parcel_field, ...geocoder.fields.map((f) => f.property)].filter(Boolean))];
  const query = (where: string) => client.get(`${geocoder.url}/query`, whereQueryParams(where, outFields, PARCEL_CANDIDATES), parseFeatures, timeoutMs);
  const locate = (attributes: Record<string, unknown>, point: { longitude: number; latitude: number }): Geocoded => ({
    located: {
      address: String(attributes[geocoder.address_field] ?? typed.address ?? '').trim(),
      parcelId: geocoder.parcel_field ? String(attributes[geocoder.parcel_field] ?? '').trim() || null : null,
      ...point,
      facts: mappedFacts(attributes, geocoder.fields),
    },
  });

  if (typed.parcelId && geocoder.parcel_field) {
    const [parcel] = (await query(`${geocoder.parcel_field} = ${sqlLiteral(typed.parcelId)}`)).filter((f) => f.point);
    if (parcel?.point) return locate(parcel.attributes, parcel.point);
  }
  const parsed = typed.address ? parseAddress(typed.address) : null;
  if (!parsed?.number || !parsed.name) return { outcome: { status: 'not_found' } };
  // Narrow by house number and the first word of the street; the engine's matcher then handles abbreviations and typos.
  const prefix = `${parsed.number} ${parsed.name.split(' ')[0]}`;
  const features = (await query(`UPPER(${geocoder.address_field}) LIKE ${sqlLiteral(`${prefix}%`)}`)).filter((f) => f.point);
  const byAddress = new Map(features.map((f) => [String(f.attributes[geocoder.address_field] ?? ''), f]));
  const index = buildAddressIndex([...byAddress].map(([address, f]) => ({ address, longitude: f.point?.longitude ?? 0, latitude: f.point?.latitude ?? 0 })));
  const result = geocodeAddress(index, typed.address ?? '');
  if (result.status === 'found') {
    const feature = byAddress.get(result.point.address);
    if (feature?.point) return locate(feature.attributes, feature.point);
  }
  const suggestions = result.status === 'found' ? [] : result.suggestions;
  return suggestions.length
    ? { outcome: { status: 'suggestions', suggestions: suggestions.map((s) => ({ address: s.address, parcelId: null })) } }
    : { outcome: { status: 'not_found' } };
}

/**
 * Looks an address up with the municipality's ArcGIS services: the geocoder (or parcel layer) places it, then each
 * configured layer is queried at that point and its mapped attributes become address-data fields. Throws
 * ArcGisUnavailableError when a service keeps failing.
 */
export async function lookupWithArcGis(client: ArcGisClient, settings: ArcGisSettings, typed: TypedAddress): Promise<ProviderOutcome> {
  const geocoded =
    settings.geocoder.type === 'geocode_server'
      ? await geocodeWithServer(client, settings.geocoder, typed, settings.timeout_ms)
      : await geocodeWithParcels(client, settings.geocoder, typed, settings.timeout_ms);
  if ('outcome' in geocoded) return geocoded.outcome;
  const { located } = geocoded;
  const answers = await Promise.all(
    settings.layers.map(async (layer) => {
      const features = await client.get(`${layer.url}/query`, pointQueryParams(located, layer.fields.map((f) => f.property)), parseFeatures, settings.timeout_ms);
      return features[0] ? mappedFacts(features[0].attributes, layer.fields) : null;
    }),
  );
  if (settings.layers.length > 0 && answers.every((a) => a === null)) return { status: 'outside', address: located.address };
  return {
    status: 'found',
    address: located.address,
    parcelId: located.parcelId,
    facts: [...located.facts, ...answers.flatMap((a) => a ?? [])],
  };
}
