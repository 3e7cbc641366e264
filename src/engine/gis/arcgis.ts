/*
 * The ArcGIS REST API as Ordo uses it: a geocoder's `findAddressCandidates`, a layer's `query` (by point for
 * districts and zones, by a where clause for parcels). Requests are built here and answers checked with zod, so a
 * service answering something else is reported, not trusted. ArcGIS reports many failures inside a 200 answer
 * (`{ error: { code, message } }`); those are errors too.
 */
import { z } from 'zod';

/** ArcGIS answered, but with an error or with something that is not the expected shape. */
export class ArcGisResponseError extends Error {
  constructor(
    message: string,
    /** ArcGIS's own error code (e.g. 400, 498, 500), when it gave one. */
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'ArcGisResponseError';
  }

  /** Worth trying again: the service said it failed on its side or was busy. */
  get retryable(): boolean {
    return this.code !== null && (this.code >= 500 || this.code === 429);
  }
}

const ErrorAnswer = z.object({ error: z.object({ code: z.coerce.number().optional(), message: z.string().optional(), details: z.array(z.string()).optional() }) });

const Candidates = z.object({
  candidates: z.array(
    z.object({
      address: z.string(),
      location: z.object({ x: z.number(), y: z.number() }),
      score: z.number(),
      attributes: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});

const Geometry = z.union([
  z.object({ x: z.number(), y: z.number() }),
  z.object({ rings: z.array(z.array(z.tuple([z.number(), z.number()]).rest(z.number()))) }),
]);

const QueryAnswer = z.object({
  features: z.array(z.object({ attributes: z.record(z.string(), z.unknown()), geometry: Geometry.nullish() })),
  exceededTransferLimit: z.boolean().optional(),
});

export type ArcGisCandidate = { address: string; longitude: number; latitude: number; score: number; attributes: Record<string, unknown> };
export type ArcGisFeature = { attributes: Record<string, unknown>; point: { longitude: number; latitude: number } | null };

function checkNotError(json: unknown): void {
  const failed = ErrorAnswer.safeParse(json);
  if (failed.success) {
    const { code, message, details } = failed.data.error;
    const text = [message ?? 'ArcGIS reported an error', ...(details ?? [])].filter(Boolean).join(' ');
    throw new ArcGisResponseError(text, code ?? null);
  }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unexpected answer';
}

/** The candidates of a `findAddressCandidates` answer, best score first. */
export function parseCandidates(json: unknown): ArcGisCandidate[] {
  checkNotError(json);
  const parsed = Candidates.safeParse(json);
  if (!parsed.success) throw new ArcGisResponseError(`The geocoder's answer is not a list of candidates (${firstIssue(parsed.error)}).`, null);
  return parsed.data.candidates
    .map((c) => ({ address: c.address, longitude: c.location.x, latitude: c.location.y, score: c.score, attributes: c.attributes ?? {} }))
    .sort((a, b) => b.score - a.score);
}

/** The centre of a polygon's outer ring (area-weighted), for querying districts at a parcel. */
export function ringCentroid(ring: readonly (readonly number[])[]): { longitude: number; latitude: number } | null {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    area += cross;
    cx += (ring[j][0] + ring[i][0]) * cross;
    cy += (ring[j][1] + ring[i][1]) * cross;
  }
  if (Math.abs(area) < 1e-18) {
    if (ring.length === 0) return null;
    return { longitude: ring.reduce((s, p) => s + p[0], 0) / ring.length, latitude: ring.reduce((s, p) => s + p[1], 0) / ring.length };
  }
  return { longitude: cx / (3 * area), latitude: cy / (3 * area) };
}

/** The features of a layer `query` answer: their attributes, and a point for each (a parcel's centre). */
export function parseFeatures(json: unknown): ArcGisFeature[] {
  checkNotError(json);
  const parsed = QueryAnswer.safeParse(json);
  if (!parsed.success) throw new ArcGisResponseError(`The layer's answer is not a list of features (${firstIssue(parsed.error)}).`, null);
  return parsed.data.features.map((f) => {
    const g = f.geometry;
    let point: ArcGisFeature['point'] = null;
    if (g && 'x' in g) point = { longitude: g.x, latitude: g.y };
    else if (g && 'rings' in g && g.rings[0]) point = ringCentroid(g.rings[0]);
    return { attributes: f.attributes, point };
  });
}

/** Query parameters of `findAddressCandidates` for a one-line address, answered in WGS 84. */
export function candidateParams(address: string, options: { addressParam: string; maxLocations: number }): Record<string, string> {
  return { [options.addressParam]: address, outSR: '4326', outFields: '*', maxLocations: String(options.maxLocations), f: 'json' };
}

/** Query parameters of a layer `query` for the features intersecting a WGS 84 point. */
export function pointQueryParams(point: { longitude: number; latitude: number }, outFields: readonly string[]): Record<string, string> {
  return {
    geometry: `${point.longitude},${point.latitude}`,
    geometryType: 'esriGeometryPoint',
    inSR: '4326',
    spatialRel: 'esriSpatialRelIntersects',
    outFields: outFields.length ? outFields.join(',') : '*',
    returnGeometry: 'false',
    f: 'json',
  };
}

/** A SQL string literal for an ArcGIS where clause (quotes doubled). */
export function sqlLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Query parameters of a parcel-layer `query` by a where clause, with geometry in WGS 84 to place the parcel. */
export function whereQueryParams(where: string, outFields: readonly string[], limit: number): Record<string, string> {
  return {
    where,
    outFields: outFields.length ? outFields.join(',') : '*',
    returnGeometry: 'true',
    outSR: '4326',
    resultRecordCount: String(limit),
    f: 'json',
  };
}
