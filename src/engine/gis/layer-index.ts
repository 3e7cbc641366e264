/*
 * Point-in-polygon over a layer of areas (wards, precincts, zones): a static R-tree of the features' bounding
 * boxes (Flatbush) narrows a point to the few areas whose box holds it, and Turf's exact test decides.
 */
import bbox from '@turf/bbox';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import Flatbush from 'flatbush';
import type { MultiPolygon, Polygon } from 'geojson';

export type AreaFeature = { properties: Record<string, unknown>; geometry: Polygon | MultiPolygon };
export type BBox = [minX: number, minY: number, maxX: number, maxY: number];

export type LayerIndex = { features: readonly AreaFeature[]; tree: Flatbush | null; bbox: BBox | null };

/** The bounding box of one area. */
export function areaBBox(geometry: Polygon | MultiPolygon): BBox {
  const [minX, minY, maxX, maxY] = bbox(geometry);
  return [minX, minY, maxX, maxY];
}

/** Indexes a layer's areas for point queries. */
export function buildLayerIndex(features: readonly AreaFeature[]): LayerIndex {
  if (features.length === 0) return { features, tree: null, bbox: null };
  const tree = new Flatbush(features.length);
  const whole: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const feature of features) {
    const [minX, minY, maxX, maxY] = areaBBox(feature.geometry);
    tree.add(minX, minY, maxX, maxY);
    whole[0] = Math.min(whole[0], minX);
    whole[1] = Math.min(whole[1], minY);
    whole[2] = Math.max(whole[2], maxX);
    whole[3] = Math.max(whole[3], maxY);
  }
  tree.finish();
  return { features, tree, bbox: whole };
}

/** Every area of the layer that holds the point (on its boundary counts), in the layer's order. */
export function areasAt(index: LayerIndex, longitude: number, latitude: number): AreaFeature[] {
  if (!index.tree) return [];
  const point: [number, number] = [longitude, latitude];
  return index.tree
    .search(longitude, latitude, longitude, latitude)
    .sort((a, b) => a - b)
    .map((i) => index.features[i])
    .filter((feature) => booleanPointInPolygon(point, feature.geometry));
}
