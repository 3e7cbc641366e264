/*
 * Geocoding against a municipality's own address points: an exact match on the canonical address first, then the
 * same street without the direction or suffix the person left out, then street names within a small edit distance
 * (typos), and when nothing fits, the nearest house numbers on the closest streets as suggestions.
 */
import { type ParsedAddress, addressKey, editDistance, normalizeParcelId, parseAddress, streetKey } from './address-normalize';

/** One address point: the address as the municipality writes it and where it is (WGS 84). */
export type AddressPoint = {
  address: string;
  longitude: number;
  latitude: number;
  parcelId?: string | null;
  /** The point's other columns, for field mappings (e.g. a ZIP or owner column). */
  properties?: Record<string, unknown>;
};

type IndexedPoint = AddressPoint & { parsed: ParsedAddress; houseNumber: number };
type Street = { key: string; name: string; suffix: string; direction: string; points: IndexedPoint[] };

export type AddressIndex = {
  size: number;
  byKey: Map<string, IndexedPoint[]>;
  byParcel: Map<string, IndexedPoint>;
  streets: Street[];
  streetsByName: Map<string, Street[]>;
};

/** Most suggestions a failed lookup offers. */
export const MAX_SUGGESTIONS = 5;

export type GeocodeResult =
  /** `corrected` when the typed text was not an exact match (a typo, a missing direction or suffix). */
  | { status: 'found'; point: AddressPoint; corrected: boolean }
  /** Several addresses fit equally well (e.g. the same number and street in two quadrants). */
  | { status: 'ambiguous'; suggestions: AddressPoint[] }
  | { status: 'not_found'; suggestions: AddressPoint[] };

function houseNumberOf(number: string | null): number {
  const match = /^\d+/.exec(number ?? '');
  return match ? Number(match[0]) : Number.NaN;
}

/** Builds the in-memory index of a municipality's address points. */
export function buildAddressIndex(points: readonly AddressPoint[]): AddressIndex {
  const byKey = new Map<string, IndexedPoint[]>();
  const byParcel = new Map<string, IndexedPoint>();
  const streetMap = new Map<string, Street>();
  for (const point of points) {
    const parsed = parseAddress(point.address);
    const indexed: IndexedPoint = { ...point, parsed, houseNumber: houseNumberOf(parsed.number) };
    const key = addressKey(parsed);
    const same = byKey.get(key);
    if (same) same.push(indexed);
    else byKey.set(key, [indexed]);
    if (point.parcelId) {
      const parcel = normalizeParcelId(point.parcelId);
      if (parcel && !byParcel.has(parcel)) byParcel.set(parcel, indexed);
    }
    const sKey = streetKey(parsed);
    let street = streetMap.get(sKey);
    if (!street) {
      street = { key: sKey, name: parsed.name, suffix: parsed.suffix ?? '', direction: parsed.direction ?? '', points: [] };
      streetMap.set(sKey, street);
    }
    street.points.push(indexed);
  }
  const streets = [...streetMap.values()];
  for (const street of streets) street.points.sort((a, b) => a.houseNumber - b.houseNumber);
  const streetsByName = new Map<string, Street[]>();
  for (const street of streets) {
    const list = streetsByName.get(street.name);
    if (list) list.push(street);
    else streetsByName.set(street.name, [street]);
  }
  return { size: points.length, byKey, byParcel, streets, streetsByName };
}

/** How many typing mistakes a street name of this length may carry and still be recognised. */
function allowedTypos(name: string): number {
  const letters = name.replace(/\s/g, '').length;
  // Short names are only matched at all when the house number exists on the street, so one typo is still safe.
  if (letters <= 2) return 0;
  if (letters <= 6) return 1;
  return 2;
}

function compatible(street: Street, typed: ParsedAddress): boolean {
  return (!typed.suffix || typed.suffix === street.suffix) && (!typed.direction || typed.direction === street.direction);
}

/** Streets the typed name may mean, closest first: each with its edit distance. */
function candidateStreets(index: AddressIndex, typed: ParsedAddress): { street: Street; distance: number }[] {
  const exact = (index.streetsByName.get(typed.name) ?? []).filter((s) => compatible(s, typed));
  if (exact.length) return exact.map((street) => ({ street, distance: 0 }));
  const limit = allowedTypos(typed.name);
  if (limit === 0) return [];
  const squeezed = typed.name.replace(/\s/g, '');
  const found: { street: Street; distance: number }[] = [];
  for (const street of index.streets) {
    if (Math.abs(street.name.length - typed.name.length) > limit + 1) continue;
    // A typed suffix or direction must still agree: "Connecticut St" is not Connecticut Avenue.
    if (!compatible(street, typed)) continue;
    const distance = Math.min(editDistance(street.name, typed.name), editDistance(street.name.replace(/\s/g, ''), squeezed));
    if (distance <= limit) found.push({ street, distance });
  }
  return found.sort((a, b) => a.distance - b.distance);
}

function pointsNumbered(street: Street, number: string): IndexedPoint[] {
  return street.points.filter((p) => p.parsed.number === number);
}

/** The points of these streets whose house numbers are nearest the typed one. */
function nearestNumbers(streets: Street[], houseNumber: number, limit: number): IndexedPoint[] {
  const all = streets.flatMap((s) => s.points);
  if (!Number.isFinite(houseNumber)) return all.slice(0, limit);
  return [...all].sort((a, b) => Math.abs(a.houseNumber - houseNumber) - Math.abs(b.houseNumber - houseNumber)).slice(0, limit);
}

const strip = (p: IndexedPoint): AddressPoint => ({
  address: p.address,
  longitude: p.longitude,
  latitude: p.latitude,
  parcelId: p.parcelId ?? null,
  properties: p.properties,
});

/** Finds the address point a typed address names, or the closest ones to suggest. */
export function geocodeAddress(index: AddressIndex, text: string): GeocodeResult {
  const typed = parseAddress(text);
  if (!typed.name) return { status: 'not_found', suggestions: [] };
  const exact = typed.number ? index.byKey.get(addressKey(typed)) : undefined;
  if (exact?.length) return { status: 'found', point: strip(exact[0]), corrected: false };

  const candidates = candidateStreets(index, typed);
  if (candidates.length === 0) return { status: 'not_found', suggestions: [] };
  if (typed.number) {
    // The closest distance at which any street has this house number decides; ties are ambiguous.
    for (const distance of [...new Set(candidates.map((c) => c.distance))]) {
      const matches = candidates.filter((c) => c.distance === distance).flatMap((c) => pointsNumbered(c.street, typed.number as string));
      if (matches.length === 1) return { status: 'found', point: strip(matches[0]), corrected: true };
      if (matches.length > 1) return { status: 'ambiguous', suggestions: matches.slice(0, MAX_SUGGESTIONS).map(strip) };
    }
  }
  const best = candidates.filter((c) => c.distance === candidates[0].distance).map((c) => c.street);
  return { status: 'not_found', suggestions: nearestNumbers(best, houseNumberOf(typed.number), MAX_SUGGESTIONS).map(strip) };
}

/** Finds the address point with this parcel id (spaces, dashes and case ignored). */
export function findParcel(index: AddressIndex, parcelId: string): AddressPoint | null {
  const point = index.byParcel.get(normalizeParcelId(parcelId));
  return point ? strip(point) : null;
}
