import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { gisFeatures, gisLayers, municipalities } from '../../db/schema';

export type GisLayerRow = typeof gisLayers.$inferSelect;
export type NewGisLayer = typeof gisLayers.$inferInsert;
export type NewGisFeature = Omit<typeof gisFeatures.$inferInsert, 'layerId' | 'position'>;
export type GisFeatureRow = Pick<typeof gisFeatures.$inferSelect, 'layerId' | 'properties' | 'geometry' | 'address' | 'parcelId' | 'longitude' | 'latitude'>;

// Rows per INSERT: geometries make rows big, and with PGlite each statement runs on the server's own thread.
const INSERT_BATCH = 50;

export async function listLayers(db: AppDb, municipalityId: number): Promise<GisLayerRow[]> {
  return db.select().from(gisLayers).where(eq(gisLayers.municipalityId, municipalityId)).orderBy(asc(gisLayers.id));
}

export async function findLayer(db: AppDb, municipalityId: number, layerId: number): Promise<GisLayerRow | null> {
  const [row] = await db
    .select()
    .from(gisLayers)
    .where(and(eq(gisLayers.id, layerId), eq(gisLayers.municipalityId, municipalityId)));
  return row ?? null;
}

export async function findLayerByName(db: AppDb, municipalityId: number, name: string): Promise<GisLayerRow | null> {
  const [row] = await db
    .select()
    .from(gisLayers)
    .where(and(eq(gisLayers.municipalityId, municipalityId), eq(gisLayers.name, name)));
  return row ?? null;
}

/**
 * Stores a layer and all its features in one transaction, replacing a layer of the same name (so re-importing a
 * file never leaves a half-replaced layer).
 */
export async function replaceLayer(db: AppDb, layer: NewGisLayer, features: readonly NewGisFeature[]): Promise<GisLayerRow> {
  return db.transaction(async (tx) => {
    await tx.delete(gisLayers).where(and(eq(gisLayers.municipalityId, layer.municipalityId), eq(gisLayers.name, layer.name)));
    const [row] = await tx.insert(gisLayers).values({ ...layer, featureCount: features.length }).returning();
    for (let start = 0; start < features.length; start += INSERT_BATCH) {
      const batch = features.slice(start, start + INSERT_BATCH).map((f, i) => ({ ...f, layerId: row.id, position: start + i }));
      await tx.insert(gisFeatures).values(batch);
    }
    return row;
  });
}

export async function updateLayerMappings(db: AppDb, layerId: number, mappings: GisLayerRow['mappings']): Promise<void> {
  await db.update(gisLayers).set({ mappings, updatedAt: new Date() }).where(eq(gisLayers.id, layerId));
}

export async function deleteLayer(db: AppDb, layerId: number): Promise<void> {
  await db.delete(gisLayers).where(eq(gisLayers.id, layerId));
}

/** The features of these layers, in layer order, as the in-process index needs them. */
export async function listFeaturesOfLayers(db: AppDb, layerIds: number[]): Promise<GisFeatureRow[]> {
  if (layerIds.length === 0) return [];
  return db
    .select({
      layerId: gisFeatures.layerId,
      properties: gisFeatures.properties,
      geometry: gisFeatures.geometry,
      address: gisFeatures.address,
      parcelId: gisFeatures.parcelId,
      longitude: gisFeatures.longitude,
      latitude: gisFeatures.latitude,
    })
    .from(gisFeatures)
    .where(inArray(gisFeatures.layerId, layerIds))
    .orderBy(asc(gisFeatures.layerId), asc(gisFeatures.position));
}

/** What changes whenever a municipality's layers or their mappings change: the key of its cached index. */
export async function layersVersion(db: AppDb, municipalityId: number): Promise<string> {
  const rows = await db
    .select({ id: gisLayers.id, updatedAt: gisLayers.updatedAt })
    .from(gisLayers)
    .where(eq(gisLayers.municipalityId, municipalityId))
    .orderBy(asc(gisLayers.id));
  return rows.map((r) => `${r.id}@${r.updatedAt.getTime()}`).join(',');
}

/** Layer and feature counts per municipality, for the /madmin list. */
export async function layerCountsByMunicipality(db: AppDb): Promise<Map<number, { layers: number; features: number }>> {
  const rows = await db
    .select({
      municipalityId: gisLayers.municipalityId,
      layers: sql<number>`count(*)::int`,
      features: sql<number>`coalesce(sum(${gisLayers.featureCount}), 0)::int`,
    })
    .from(gisLayers)
    .groupBy(gisLayers.municipalityId);
  return new Map(rows.map((r) => [r.municipalityId, { layers: r.layers, features: r.features }]));
}

/** Sets a municipality's address variant and/or settings. */
export async function updateMunicipalityGis(
  db: AppDb,
  municipalityId: number,
  values: { addressVariant?: (typeof municipalities.$inferInsert)['addressVariant']; settings?: Record<string, unknown> },
): Promise<void> {
  await db.update(municipalities).set({ ...values, updatedAt: new Date() }).where(eq(municipalities.id, municipalityId));
}
