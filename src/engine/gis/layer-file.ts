/*
 * Checking the features of an uploaded layer one at a time, as they stream in: GeoJSON areas (Polygon,
 * MultiPolygon) and address points (a GeoJSON Point with an address property, or a CSV row with address,
 * longitude and latitude). Every problem is reported by feature or row number, in words a person can act on.
 */
import type { MultiPolygon, Polygon } from 'geojson';
import type { AddressPoint } from './address-index';
import type { AreaFeature } from './layer-index';

/** What is wrong with an uploaded layer file, named precisely enough to fix it. */
export class LayerFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LayerFileError';
  }
}

type Position = [number, number];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function position(value: unknown, where: string): Position {
  if (!Array.isArray(value) || value.length < 2 || typeof value[0] !== 'number' || typeof value[1] !== 'number' || !Number.isFinite(value[0]) || !Number.isFinite(value[1])) {
    throw new LayerFileError(`${where} has a coordinate that is not a [longitude, latitude] pair of numbers.`);
  }
  const [x, y] = value as [number, number];
  if (x < -180 || x > 180 || y < -90 || y > 90) {
    throw new LayerFileError(`${where} has the coordinate [${x}, ${y}], which is not a longitude and latitude: export the layer in WGS 84 (EPSG:4326).`);
  }
  return [x, y];
}

function ring(value: unknown, where: string): Position[] {
  if (!Array.isArray(value)) throw new LayerFileError(`${where} has a ring that is not a list of coordinates.`);
  const points = value.map((p) => position(p, where));
  if (points.length < 3) throw new LayerFileError(`${where} has a ring of fewer than 3 points.`);
  const [first, last] = [points[0], points[points.length - 1]];
  // GeoJSON rings repeat their first point at the end; close the ones that do not.
  if (first[0] !== last[0] || first[1] !== last[1]) points.push([first[0], first[1]]);
  return points;
}

function polygon(value: unknown, where: string): Position[][] {
  if (!Array.isArray(value) || value.length === 0) throw new LayerFileError(`${where} has a polygon without rings.`);
  return value.map((r) => ring(r, where));
}

function properties(feature: Record<string, unknown>, where: string): Record<string, unknown> {
  const value = feature.properties ?? {};
  if (!isObject(value)) throw new LayerFileError(`${where} has "properties" that are not an object.`);
  return value;
}

/** Checks one feature of an area layer; `n` is its 1-based number in the file. */
export function readAreaFeature(raw: unknown, n: number): AreaFeature {
  const where = `Feature ${n}`;
  if (!isObject(raw) || raw.type !== 'Feature') throw new LayerFileError(`${where} is not a GeoJSON Feature (its "type" must be "Feature").`);
  const geometry = raw.geometry;
  if (!isObject(geometry)) throw new LayerFileError(`${where} has no geometry.`);
  let checked: Polygon | MultiPolygon;
  if (geometry.type === 'Polygon') checked = { type: 'Polygon', coordinates: polygon(geometry.coordinates, where) };
  else if (geometry.type === 'MultiPolygon') {
    if (!Array.isArray(geometry.coordinates) || geometry.coordinates.length === 0) throw new LayerFileError(`${where} is a MultiPolygon without polygons.`);
    checked = { type: 'MultiPolygon', coordinates: geometry.coordinates.map((p) => polygon(p, where)) };
  } else {
    throw new LayerFileError(`${where} is a ${String(geometry.type)}; an area layer needs Polygon or MultiPolygon features.`);
  }
  return { properties: properties(raw, where), geometry: checked };
}

/** Checks one feature of a GeoJSON address-point layer: a Point with a non-blank address property. */
export function readPointFeature(raw: unknown, n: number, columns: { address: string; parcel?: string | null }): AddressPoint {
  const where = `Feature ${n}`;
  if (!isObject(raw) || raw.type !== 'Feature') throw new LayerFileError(`${where} is not a GeoJSON Feature (its "type" must be "Feature").`);
  const geometry = raw.geometry;
  if (!isObject(geometry) || geometry.type !== 'Point') throw new LayerFileError(`${where} is not a Point; an address-point layer needs Point features.`);
  const [longitude, latitude] = position(geometry.coordinates, where);
  const props = properties(raw, where);
  return addressPoint(props, columns, longitude, latitude, where);
}

function addressPoint(props: Record<string, unknown>, columns: { address: string; parcel?: string | null }, longitude: number, latitude: number, where: string): AddressPoint {
  const address = props[columns.address];
  if (typeof address !== 'string' || !address.trim()) throw new LayerFileError(`${where} has no address in "${columns.address}".`);
  const parcel = columns.parcel ? props[columns.parcel] : null;
  return {
    address: address.trim(),
    longitude,
    latitude,
    parcelId: typeof parcel === 'string' || typeof parcel === 'number' ? String(parcel).trim() || null : null,
    properties: props,
  };
}

export type CsvColumns = { address: string; longitude: string; latitude: string; parcel?: string | null };

const GUESSES = {
  address: ['address', 'full_address', 'fulladdress', 'site_address', 'siteaddress', 'addr', 'street_address'],
  longitude: ['longitude', 'lon', 'lng', 'long', 'x'],
  latitude: ['latitude', 'lat', 'y'],
};

/** The CSV columns to read, from the header: the ones asked for, else the usual names; a missing one is an error naming the header. */
export function csvColumns(header: readonly string[], asked: Partial<CsvColumns>): CsvColumns {
  const lower = new Map(header.map((h) => [h.trim().toLowerCase(), h]));
  const pick = (role: keyof typeof GUESSES): string => {
    const wanted = asked[role]?.trim();
    if (wanted) {
      const found = lower.get(wanted.toLowerCase());
      if (!found) throw new LayerFileError(`The CSV has no column "${wanted}"; its columns are ${header.join(', ')}.`);
      return found;
    }
    const guess = GUESSES[role].map((g) => lower.get(g)).find(Boolean);
    if (!guess) throw new LayerFileError(`The CSV has no ${role} column (looked for ${GUESSES[role].join(', ')}); its columns are ${header.join(', ')}.`);
    return guess;
  };
  const parcelAsked = asked.parcel?.trim();
  const parcel = parcelAsked ? lower.get(parcelAsked.toLowerCase()) : undefined;
  if (parcelAsked && !parcel) throw new LayerFileError(`The CSV has no column "${parcelAsked}"; its columns are ${header.join(', ')}.`);
  return { address: pick('address'), longitude: pick('longitude'), latitude: pick('latitude'), parcel: parcel ?? null };
}

/** Checks one CSV row of address points; `line` is its line number in the file. */
export function readCsvPoint(row: Record<string, string>, line: number, columns: CsvColumns): AddressPoint {
  const where = `Line ${line}`;
  const lon = Number(row[columns.longitude]);
  const lat = Number(row[columns.latitude]);
  if (row[columns.longitude]?.trim() === '' || row[columns.latitude]?.trim() === '' || !Number.isFinite(lon) || !Number.isFinite(lat)) {
    throw new LayerFileError(`${where} has no numeric ${columns.longitude}/${columns.latitude}.`);
  }
  const [longitude, latitude] = position([lon, lat], where);
  return addressPoint(row, columns, longitude, latitude, where);
}

/** Property names across features, in first-seen order. */
export function propertyNamesOf(items: Iterable<Record<string, unknown> | undefined>): string[] {
  const names = new Set<string>();
  for (const props of items) for (const key of Object.keys(props ?? {})) names.add(key);
  return [...names];
}
