import { type Server, createServer } from 'node:http';
import { type AddressIndex, type AddressPoint, buildAddressIndex, buildLayerIndex, geocodeAddress, type LayerIndex, areasAt, parseAddress } from '../../src/engine/gis';
import { dcAddressPoints, dcLayer } from '../../src/engine/gis/gis-corpus.test-support';

/** What the fake does with the next requests to a path: answer normally, fail with a status, answer an ArcGIS error, or hang. */
export type Fault = { status: number } | { arcgisError: { code: number; message: string } } | { delayMs: number } | { body: string };

export type FakeArcGis = {
  /** e.g. http://127.0.0.1:PORT/arcgis/rest/services */
  url: string;
  /** Every request received: path and query. */
  requests: { path: string; query: URLSearchParams }[];
  /** The next `times` requests whose path ends with `pathEnd` get this fault. */
  failNext(pathEnd: string, fault: Fault, times?: number): void;
  close(): Promise<void>;
};

const LAYERS: Record<string, string> = { '0': 'ward-2012.geojson', '1': 'historic-districts.geojson', '2': 'single-member-district-2013.geojson' };

/**
 * A stand-in for a city's ArcGIS REST services at the HTTP boundary, answering from the real DC data:
 * `Locator/GeocodeServer/findAddressCandidates` (scores 100 for an exact match, lower for a corrected one),
 * `Districts/MapServer/{0 wards, 1 historic districts, 2 SMDs}/query` by point, and `Parcels/FeatureServer/0/query`
 * by a where clause (UPPER(ADDRESS) LIKE '…%' or SSL = '…'), with parcels as small squares around the points.
 * `extraPoints` adds addresses the geocoder knows beyond the District (to test one outside it).
 */
export async function startFakeArcGis(options: { extraPoints?: AddressPoint[] } = {}): Promise<FakeArcGis> {
  const points = [...dcAddressPoints(), ...(options.extraPoints ?? [])];
  const index: AddressIndex = buildAddressIndex(points);
  const layers = new Map<string, LayerIndex>(Object.entries(LAYERS).map(([id, file]) => [id, buildLayerIndex(dcLayer(file))]));
  const requests: FakeArcGis['requests'] = [];
  const faults: { pathEnd: string; fault: Fault; left: number }[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const pending = faults.find((f) => url.pathname.endsWith(f.pathEnd) && f.left > 0);
    if (pending) {
      pending.left -= 1;
      const { fault } = pending;
      if ('delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
      else if ('status' in fault) return send(fault.status, { message: 'fault' });
      else if ('arcgisError' in fault) return send(200, { error: { ...fault.arcgisError, details: [] } });
      else return send(200, fault.body);
    }
    const q = url.searchParams;
    if (q.get('f') !== 'json') return send(400, { error: { code: 400, message: 'f=json expected' } });

    if (url.pathname.endsWith('/Locator/GeocodeServer/findAddressCandidates')) {
      const result = geocodeAddress(index, q.get('SingleLine') ?? '');
      const candidates =
        result.status === 'found'
          ? [{ point: result.point, score: result.corrected ? 90 : 100 }]
          : result.suggestions.map((point) => ({ point, score: result.status === 'ambiguous' ? 95 : 70 }));
      return send(200, {
        spatialReference: { wkid: 4326, latestWkid: 4326 },
        candidates: candidates.map(({ point, score }) => ({ address: point.address, location: { x: point.longitude, y: point.latitude }, score, attributes: {} })),
      });
    }

    const layer = /\/Districts\/MapServer\/(\d+)\/query$/.exec(url.pathname);
    if (layer) {
      const tree = layers.get(layer[1]);
      if (!tree) return send(200, { error: { code: 400, message: 'Invalid layer' } });
      if (q.get('geometryType') !== 'esriGeometryPoint' || q.get('spatialRel') !== 'esriSpatialRelIntersects' || q.get('inSR') !== '4326') {
        return send(200, { error: { code: 400, message: 'Unsupported query' } });
      }
      const [x, y] = (q.get('geometry') ?? '').split(',').map(Number);
      const fields = (q.get('outFields') ?? '*').split(',');
      const pick = (props: Record<string, unknown>) => (fields.includes('*') ? props : Object.fromEntries(fields.map((f) => [f, props[f] ?? null])));
      return send(200, { features: areasAt(tree, x, y).map((f) => ({ attributes: pick(f.properties) })) });
    }

    if (url.pathname.endsWith('/Parcels/FeatureServer/0/query')) {
      const where = q.get('where') ?? '';
      const like = /^UPPER\(ADDRESS\) LIKE '(.*)%'$/.exec(where);
      const ssl = /^SSL = '(.*)'$/.exec(where);
      const matches = points.filter((p) => (like ? p.address.toUpperCase().startsWith(like[1].replace(/''/g, "'")) : ssl ? p.parcelId === ssl[1] : false));
      const d = 0.00005;
      return send(200, {
        features: matches.slice(0, Number(q.get('resultRecordCount') ?? 50)).map((p) => ({
          attributes: { ADDRESS: p.address, SSL: p.parcelId, STREET: parseAddress(p.address).name },
          geometry: { rings: [[[p.longitude - d, p.latitude - d], [p.longitude + d, p.latitude - d], [p.longitude + d, p.latitude + d], [p.longitude - d, p.latitude + d], [p.longitude - d, p.latitude - d]]] },
        })),
      });
    }
    send(404, { error: { code: 404, message: `No service at ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/arcgis/rest/services`,
    requests,
    failNext(pathEnd, fault, times = 1) {
      faults.push({ pathEnd, fault, left: times });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
