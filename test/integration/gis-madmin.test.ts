import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LAYER_BYTES } from '../../src/contracts/gis';
import { listLayers } from '../../src/server/features/gis/gis.repo';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { CORPUS_DIR } from '../support/corpus';

// /madmin: super admins manage municipalities and the embedded provider's layers; bad files are refused whole.

const GIS = join(CORPUS_DIR, 'gis', 'dc');
const WARDS = readFileSync(join(GIS, 'ward-2012.geojson'));
const POINTS = readFileSync(join(GIS, 'address-points.csv'));

let t: TestApp;
let staff: Agent;
let resident: Agent;
let cityId: number;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  staff = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  resident = await t.signIn((await t.createUser()).email);
  await staff.visit('/madmin/municipalities');
  cityId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'Layerton' })).id;
});
afterAll(async () => t?.close());

/** A multipart upload as a plain API client sends it (no Inertia header): errors come back as 4xx JSON. */
function uploadRaw(agent: Agent, fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = `----gis${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="layer[file]"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return agent.request({ method: 'POST', url: `/madmin/municipalities/${cityId}/layers`, payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/** The page a browser without JavaScript gets back: its status and the error the upload form shows. */
function refusal(res: { statusCode: number; body: string }): { status: number; message: string } {
  const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body);
  if (!match) throw new Error(`not a page: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const errors = JSON.parse(match[1]).props.errors as Record<string, string>;
  return { status: res.statusCode, message: errors.file ?? errors.mappings ?? Object.values(errors)[0] };
}

const layersOf = () => listLayers(t.app.ordo.database.db, cityId);
const tmpFiles = () => t.storedFiles().filter((f) => f.startsWith('tmp/'));

describe('who may use /madmin', () => {
  it('sends a visitor to sign in, refuses a resident, and opens for a super admin', async () => {
    const visitor = await t.anonymous();
    const page = await visitor.get('/madmin', { accept: 'text/html' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/users/sign_in?return_to=%2Fmadmin');
    expect((await resident.get('/madmin/municipalities', { accept: 'text/html' })).statusCode).toBe(403);
    expect((await resident.submit('POST', '/madmin/municipalities', { municipality: { name: 'Sneaky' } })).statusCode).toBe(403);
    expect((await uploadRaw(resident, { 'layer[name]': 'Wards', 'layer[kind]': 'areas' }, { name: 'w.geojson', content: WARDS })).statusCode).toBe(403);

    const home = await staff.get('/madmin');
    expect([home.statusCode, home.headers.location]).toEqual([302, '/madmin/municipalities']);
    const list = await staff.visit('/madmin/municipalities');
    expect(list.component).toBe('MadminMunicipalitiesIndex');
    expect(list.props.municipalities.map((m: { name: string }) => m.name)).toContain('Layerton');
  });

  it('refuses a form without the CSRF token', async () => {
    const res = await staff.request({ method: 'POST', url: '/madmin/municipalities', payload: { municipality: { name: 'Forged' } }, csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('municipalities', () => {
  it('creates and edits one with its address form and provider, refusing a duplicate name', async () => {
    const created = await staff.submit('POST', '/madmin/municipalities', { municipality: { name: 'Springfield', address_variant: 'county', gis: { provider: 'embedded' } } });
    expect(created.statusCode).toBe(303);
    const id = Number(created.headers.location?.split('/').pop());
    const show = await staff.visit(`/madmin/municipalities/${id}`);
    expect(show.props.municipality).toEqual({ id, name: 'Springfield', state: null, website: null, address_variant: 'county', gis: { provider: 'embedded', arcgis: null } });
    // The chat's picker sees the address form.
    expect((await resident.get('/api/v1/municipalities')).json()).toContainEqual({ id, name: 'Springfield', address_variant: 'county' });

    const duplicate = await staff.submit('POST', '/madmin/municipalities', { municipality: { name: 'Layerton' } });
    expect(duplicate.json().props.errors).toEqual({ name: 'A municipality named "Layerton" already exists.' });

    const edited = await staff.submit('PUT', `/madmin/municipalities/${id}`, { municipality: { name: 'Springfield Township', address_variant: 'decatur', gis: { provider: 'none' } } });
    expect(edited.statusCode).toBe(303);
    expect((await staff.visit(`/madmin/municipalities/${id}`)).props.municipality).toMatchObject({ name: 'Springfield Township', address_variant: 'decatur', gis: { provider: 'none' } });
    expect((await staff.submit('PUT', `/madmin/municipalities/${id}`, { municipality: { name: ' ' } })).json().props.errors.name).toBe("Name can't be blank.");
  });
});

describe('uploading layers', () => {
  it('imports areas and address points, showing each layer’s feature count', async () => {
    const wards = await staff.upload(`/madmin/municipalities/${cityId}/layers`, { 'layer[name]': 'Wards', 'layer[kind]': 'areas', 'layer[mappings]': JSON.stringify([{ property: 'NAME', field: 'wards.ward' }]) }, { field: 'layer[file]', name: 'ward-2012.geojson', content: WARDS });
    expect(wards.statusCode).toBe(303);
    const points = await staff.upload(`/madmin/municipalities/${cityId}/layers`, { 'layer[name]': 'Addresses', 'layer[kind]': 'address_points', 'layer[parcel_column]': 'ssl' }, { field: 'layer[file]', name: 'address-points.csv', content: POINTS });
    expect(points.statusCode).toBe(303);

    const page = await staff.visit(`/madmin/municipalities/${cityId}`);
    expect(page.props.flash.notice).toBe('Layer "Addresses" was imported: 2,267 features.');
    expect(page.props.layers.map((l: { name: string; kind: string; feature_count: number }) => [l.name, l.kind, l.feature_count])).toEqual([
      ['Wards', 'areas', 8],
      ['Addresses', 'address_points', 2267],
    ]);
    expect(page.props.layers[0].property_names).toEqual(expect.arrayContaining(['WARD', 'NAME', 'REP_NAME']));
    expect(page.props.layers[1].columns).toEqual({ address: 'address', longitude: 'longitude', latitude: 'latitude', parcel: 'ssl' });
    const row = (await staff.visit('/madmin/municipalities')).props.municipalities.find((m: { id: number }) => m.id === cityId);
    expect(row).toMatchObject({ layer_count: 2, feature_count: 2275 });
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses malformed GeoJSON with a 422 naming the problem, and stores nothing', async () => {
    const before = await layersOf();
    const truncated = await uploadRaw(staff, { 'layer[name]': 'Broken', 'layer[kind]': 'areas' }, { name: 'broken.geojson', content: WARDS.subarray(0, 5000) });
    expect(refusal(truncated)).toEqual({ status: 422, message: expect.stringMatching(/^The file is not valid JSON \(.+\); check that it is complete GeoJSON\.$/) });

    const lines = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { NAME: 'a' }, geometry: { type: 'Polygon', coordinates: [[[-77, 38.9], [-76.9, 38.9], [-76.9, 39], [-77, 38.9]]] } }, { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[-77, 38.9], [-76.9, 39]] } }] };
    const wrongKind = await uploadRaw(staff, { 'layer[name]': 'Streets', 'layer[kind]': 'areas' }, { name: 'streets.geojson', content: Buffer.from(JSON.stringify(lines)) });
    expect(refusal(wrongKind)).toEqual({ status: 422, message: 'Feature 2 is a LineString; an area layer needs Polygon or MultiPolygon features.' });

    const projected = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[397000, 137000], [398000, 137000], [398000, 138000], [397000, 137000]]] } }] });
    expect(refusal(await uploadRaw(staff, { 'layer[name]': 'Projected', 'layer[kind]': 'areas' }, { name: 'p.geojson', content: Buffer.from(projected) })).message).toMatch(/export the layer in WGS 84/);

    const notCollection = await uploadRaw(staff, { 'layer[name]': 'One', 'layer[kind]': 'areas' }, { name: 'one.geojson', content: Buffer.from(JSON.stringify(lines.features[0])) });
    expect(refusal(notCollection).message).toBe('The file is not a GeoJSON FeatureCollection (its "type" is "Feature").');

    expect(await layersOf()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a malformed CSV, naming the line or the missing column', async () => {
    const before = await layersOf();
    const unbalanced = Buffer.from('address,longitude,latitude\n"1 MAIN ST,-77,38.9\n2 MAIN ST,-77,38.9\n');
    const bad = await uploadRaw(staff, { 'layer[name]': 'Bad CSV', 'layer[kind]': 'address_points' }, { name: 'bad.csv', content: unbalanced });
    expect(refusal(bad)).toEqual({ status: 422, message: expect.stringMatching(/^The CSV could not be read: .*line/i) });

    const noLatitude = Buffer.from('address,longitude\n1 MAIN ST,-77\n');
    expect(refusal(await uploadRaw(staff, { 'layer[name]': 'No lat', 'layer[kind]': 'address_points' }, { name: 'nolat.csv', content: noLatitude })).message).toBe(
      'The CSV has no latitude column (looked for latitude, lat, y); its columns are address, longitude.',
    );
    const badRow = Buffer.from('address,longitude,latitude\n1 MAIN ST,-77,38.9\n2 MAIN ST,,38.9\n');
    expect(refusal(await uploadRaw(staff, { 'layer[name]': 'Bad row', 'layer[kind]': 'address_points' }, { name: 'row.csv', content: badRow })).message).toBe('Line 3 has no numeric longitude/latitude.');
    expect(refusal(await uploadRaw(staff, { 'layer[name]': 'CSV areas', 'layer[kind]': 'areas' }, { name: 'areas.csv', content: POINTS })).message).toBe(
      'Areas must be GeoJSON polygons; a CSV can only hold address points.',
    );
    expect(await layersOf()).toEqual(before);
  });

  it('refuses a mapping to a property the layer does not have, listing the ones it has', async () => {
    const before = await layersOf();
    const res = await uploadRaw(staff, { 'layer[name]': 'Wards again', 'layer[kind]': 'areas', 'layer[mappings]': JSON.stringify([{ property: 'WARDS', field: 'wards.ward' }]) }, { name: 'ward-2012.geojson', content: WARDS });
    expect(refusal(res)).toEqual({ status: 422, message: expect.stringMatching(/^The layer has no property "WARDS"; its properties are OBJECTID, WARD, NAME, REP_NAME/) });
    expect(await layersOf()).toEqual(before);

    // The Inertia form gets the same message on its mappings field, on the page it was sent from.
    const form = await staff.upload(`/madmin/municipalities/${cityId}/layers`, { 'layer[name]': 'Wards again', 'layer[kind]': 'areas', 'layer[mappings]': '[{"property":"WARDS","field":"wards.ward"}]' }, { field: 'layer[file]', name: 'ward-2012.geojson', content: WARDS });
    expect(form.json()).toMatchObject({ component: 'MadminMunicipalityShow', props: { errors: { mappings: expect.stringMatching(/^The layer has no property "WARDS"/) } } });
  });

  it('edits a layer’s mappings, and the lookup uses them at once', async () => {
    const [wards] = await layersOf();
    const bad = await staff.submit('PATCH', `/madmin/municipalities/${cityId}/layers/${wards.id}`, { layer: { mappings: [{ property: 'NAME', field: 'ward number' }] } });
    expect(bad.json().props.errors['mappings.0.field']).toMatch(/^Use a field name such as/);
    const ok = await staff.submit('PATCH', `/madmin/municipalities/${cityId}/layers/${wards.id}`, { layer: { mappings: [{ property: 'NAME', field: 'wards.ward' }, { property: 'REP_NAME', field: 'wards.council_member' }] } });
    expect(ok.statusCode).toBe(303);

    await staff.submit('PUT', `/madmin/municipalities/${cityId}`, { municipality: { name: 'Layerton', address_variant: 'springdale', gis: { provider: 'embedded' } } });
    const answer = (await resident.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: cityId }, address: '1629 Connecticut Ave NW' })).json();
    expect(answer.facts).toEqual([
      { field: 'wards.ward', label: 'Ward', value: 'Ward 2' },
      { field: 'wards.council_member', label: 'Council member', value: 'Jack Evans' },
    ]);
  });

  it('deletes a layer with its features', async () => {
    const extra = await uploadRaw(staff, { 'layer[name]': 'Temporary', 'layer[kind]': 'areas' }, { name: 'ward-2012.geojson', content: WARDS });
    expect(extra.statusCode).toBe(303);
    const temporary = (await layersOf()).find((l) => l.name === 'Temporary');
    const res = await staff.submit('DELETE', `/madmin/municipalities/${cityId}/layers/${temporary?.id}`);
    expect(res.statusCode).toBe(303);
    expect((await layersOf()).map((l) => l.name)).toEqual(['Wards', 'Addresses']);
    const { rows } = await t.app.ordo.database.query('SELECT count(*)::int AS n FROM gis_features WHERE layer_id = $1', [temporary?.id]);
    expect(rows[0].n).toBe(0);
  });
});

describe('a 100 MB layer', () => {
  it('is refused once it passes the limit while it streams in, and the server keeps answering meanwhile', async () => {
    const boundary = '----gisbig';
    const url = new URL(`${t.url}/madmin/municipalities/${cityId}/layers`);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="layer[name]"\r\n\r\nHuge\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="layer[kind]"\r\n\r\nareas\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="layer[file]"; filename="huge.geojson"\r\nContent-Type: application/geo+json\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, ' ');
    const total = 100;
    let healthDuringUpload: number | null = null;

    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: { cookie: staff.cookieHeader, 'x-csrf-token': staff.csrfToken, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      void (async () => {
        req.write(head);
        for (let sent = 0; sent < total && !answered; sent++) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
          // Past the 50 MB limit and still uploading: another request is answered.
          if (sent === 60 && healthDuringUpload === null) healthDuringUpload = (await fetch(`${t.url}/health`)).status;
        }
        if (!answered) req.end(Buffer.from(`\r\n--${boundary}--\r\n`));
      })().catch(() => undefined);
    });

    expect(healthDuringUpload).toBe(200);
    expect(refusal({ statusCode: response.status, body: response.body })).toEqual({ status: 422, message: `The file is larger than the ${MAX_LAYER_BYTES / (1024 * 1024)} MB limit.` });
    expect((await layersOf()).map((l) => l.name)).not.toContain('Huge');
    expect(tmpFiles()).toEqual([]);
  }, 120_000);
});
