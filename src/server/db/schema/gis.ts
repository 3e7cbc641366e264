import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { municipalities } from './municipalities';

export type GisFieldMapping = { property: string; field: string };
export type GisLayerColumns = { address?: string; parcel?: string | null; longitude?: string; latitude?: string };

/** A GIS layer uploaded for a municipality's embedded address lookup: areas (wards, zones…) or address points. */
export const gisLayers = pgTable(
  'gis_layers',
  {
    id: serial('id').primaryKey(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['areas', 'address_points'] }).notNull(),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    featureCount: integer('feature_count').notNull().default(0),
    // Every property name the features carry, for the mapping form and for checking mappings.
    propertyNames: jsonb('property_names').$type<string[]>().notNull().default([]),
    mappings: jsonb('mappings').$type<GisFieldMapping[]>().notNull().default([]),
    // Address points only: which columns hold the address, parcel id and coordinates.
    columns: jsonb('columns').$type<GisLayerColumns>(),
    bbox: jsonb('bbox').$type<[number, number, number, number]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gis_layers_municipality_name_idx').on(t.municipalityId, t.name)],
);

/**
 * One feature of a layer. Areas keep their GeoJSON geometry (PGlite has no PostGIS; the spatial index is built in
 * process); address points keep the address and coordinates. Properties are kept whole for the mappings.
 */
export const gisFeatures = pgTable(
  'gis_features',
  {
    id: serial('id').primaryKey(),
    layerId: integer('layer_id')
      .notNull()
      .references(() => gisLayers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    geometry: jsonb('geometry').$type<Record<string, unknown>>(),
    address: text('address'),
    parcelId: text('parcel_id'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
  },
  (t) => [index('gis_features_layer_idx').on(t.layerId, t.position)],
);
