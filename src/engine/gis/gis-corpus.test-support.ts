import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MultiPolygon, Polygon } from 'geojson';
import { CORPUS_DIR } from '../../../test/support/corpus';
import type { AddressPoint } from './address-index';
import type { AreaFeature } from './layer-index';

/** The real DC GIS data of the shared corpus (corpus/gis/README.md). */
export const DC_GIS_DIR = join(CORPUS_DIR, 'gis', 'dc');

/** The 2,267 DC address points (the CSV has no quoted fields). */
export function dcAddressPoints(): AddressPoint[] {
  const [, ...lines] = readFileSync(join(DC_GIS_DIR, 'address-points.csv'), 'utf8').trim().split(/\r?\n/);
  return lines.map((line) => {
    const [address, longitude, latitude, , ssl] = line.split(',');
    return { address, longitude: Number(longitude), latitude: Number(latitude), parcelId: ssl?.trim() || null };
  });
}

/** The features of one DC layer file, e.g. 'ward-2012.geojson'. */
export function dcLayer(file: string): AreaFeature[] {
  const collection = JSON.parse(readFileSync(join(DC_GIS_DIR, file), 'utf8')) as { features: { properties: Record<string, unknown>; geometry: Polygon | MultiPolygon }[] };
  return collection.features.map((f) => ({ properties: f.properties, geometry: f.geometry }));
}
