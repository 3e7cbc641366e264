import type { MultiPolygon, Polygon } from 'geojson';
import { type AddressPoint, type EmbeddedGis, type MappedLayer, buildAddressIndex, buildLayerIndex } from '../../../engine/gis';
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

/** Yields to the event loop, so building a large index never holds up other requests for long. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function buildEmbeddedGis(db: AppDb, municipalityId: number): Promise<EmbeddedGis> {
  const layers = await listLayers(db, municipalityId);
  const points: AddressPoint[] = [];
  const areas: MappedLayer[] = [];
  // Layer by layer: with PGlite the database runs on this thread, and one query for every feature would stall it.
  for (const layer of layers) {
    const rows = await listFeaturesOfLayers(db, [layer.id]);
    if (layer.kind === 'address_points') {
      for (const f of rows) points.push({ address: f.address ?? '', longitude: f.longitude ?? 0, latitude: f.latitude ?? 0, parcelId: f.parcelId, properties: f.properties });
    } else {
      const features = rows.map((f) => ({ properties: f.properties, geometry: f.geometry as unknown as Polygon | MultiPolygon }));
      areas.push({ name: layer.name, mappings: layer.mappings, index: buildLayerIndex(features) });
    }
    await yieldToLoop();
  }
  const pointLayers = layers.filter((l) => l.kind === 'address_points');
  return {
    addresses: pointLayers.length ? { index: buildAddressIndex(points), mappings: pointLayers.flatMap((l) => l.mappings) } : null,
    layers: areas,
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

