import type { MultiPolygon, Polygon } from 'geojson';
import { type EmbeddedGis, buildAddressIndex, buildLayerIndex } from '../../../engine/gis';
import type { AppDb } from '../../db/client';
import { layersVersion, listFeaturesOfLayers, listLayers } from './gis.repo';

/*
 * The embedded lookup's in-process index of each municipality's layers, built from the database on first use and
 * rebuilt when a layer or its mappings change (the layers' ids and update times are its version, checked on every
 * lookup, so every web process sees an upload). Keyed by database handle too, so test apps never share one.
 */
type Entry = { version: string; gis: Promise<EmbeddedGis> };
const caches = new WeakMap<AppDb, Map<number, Entry>>();

function cacheOf(db: AppDb): Map<number, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

async function buildEmbeddedGis(db: AppDb, municipalityId: number): Promise<EmbeddedGis> {
  const layers = await listLayers(db, municipalityId);
  const rows = await listFeaturesOfLayers(db, layers.map((l) => l.id));
  const byLayer = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byLayer.get(row.layerId);
    if (list) list.push(row);
    else byLayer.set(row.layerId, [row]);
  }
  const pointLayers = layers.filter((l) => l.kind === 'address_points');
  const points = pointLayers.flatMap((l) =>
    (byLayer.get(l.id) ?? []).map((f) => ({
      address: f.address ?? '',
      longitude: f.longitude ?? 0,
      latitude: f.latitude ?? 0,
      parcelId: f.parcelId,
      properties: f.properties,
    })),
  );
  return {
    addresses: pointLayers.length ? { index: buildAddressIndex(points), mappings: pointLayers.flatMap((l) => l.mappings) } : null,
    layers: layers
      .filter((l) => l.kind === 'areas')
      .map((l) => ({
        name: l.name,
        mappings: l.mappings,
        index: buildLayerIndex((byLayer.get(l.id) ?? []).map((f) => ({ properties: f.properties, geometry: f.geometry as unknown as Polygon | MultiPolygon }))),
      })),
  };
}

/** The municipality's embedded GIS, from the cache when its layers have not changed since it was built. */
export async function loadEmbeddedGis(db: AppDb, municipalityId: number): Promise<EmbeddedGis> {
  const cache = cacheOf(db);
  const version = await layersVersion(db, municipalityId);
  const hit = cache.get(municipalityId);
  if (hit && hit.version === version) return hit.gis;
  const gis = buildEmbeddedGis(db, municipalityId);
  cache.set(municipalityId, { version, gis });
  gis.catch(() => {
    if (cache.get(municipalityId)?.gis === gis) cache.delete(municipalityId);
  });
  return gis;
}

