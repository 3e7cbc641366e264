import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchAddressResponse } from '../../src/contracts/chats';
import { ADDRESS_LOOKUP_ERROR } from '../../src/contracts/gis';
import { listMunicipalities } from '../../src/server/features/municipalities/municipalities.repo';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { type FakeArcGis, startFakeArcGis } from '../support/fake-arcgis';

// The ArcGIS REST provider against a fake ArcGIS server at the HTTP boundary (the real services cannot be reached
// here), answering from the real DC address points and layers.

let t: TestApp;
let arcgis: FakeArcGis;
let staff: Agent;
let resident: Agent;
const ids: Record<string, number> = {};

function settings(overrides: Record<string, unknown> = {}) {
  return {
    geocoder: { type: 'geocode_server', url: `${arcgis.url}/Locator/GeocodeServer` },
    layers: [
      { name: 'Wards', url: `${arcgis.url}/Districts/MapServer/0`, fields: [{ property: 'NAME', field: 'wards.ward' }, { property: 'REP_NAME', field: 'wards.council_member' }] },
      { name: 'Historic districts', url: `${arcgis.url}/Districts/MapServer/1`, fields: [{ property: 'NAME', field: 'historic_district' }] },
      { name: 'Single-member districts', url: `${arcgis.url}/Districts/MapServer/2`, fields: [{ property: 'SMD_ID', field: 'smd' }] },
    ],
    timeout_ms: 2000,
    ...overrides,
  };
}

/** Creates a municipality through the /madmin form, as staff do. */
async function createArcGisMunicipality(name: string, arcgisSettings: Record<string, unknown>): Promise<number> {
  const res = await staff.submit('POST', '/madmin/municipalities', {
    municipality: { name, address_variant: 'county', gis: { provider: 'arcgis', arcgis: arcgisSettings } },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
  const row = (await listMunicipalities(t.app.ordo.database.db)).find((m) => m.name === name);
  if (!row) throw new Error(`${name} was not created`);
  return row.id;
}

async function lookUp(municipality: string, fields: Record<string, string>): Promise<FetchAddressResponse> {
  const res = await resident.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: ids[municipality] }, ...fields });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

const countRequests = (pathEnd: string) => arcgis.requests.filter((r) => r.path.endsWith(pathEnd)).length;

beforeAll(async () => {
  arcgis = await startFakeArcGis({ extraPoints: [{ address: '2100 CLARENDON BOULEVARD', longitude: -77.0865, latitude: 38.8895 }] });
  t = await startTestApp();
  staff = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  resident = await t.signIn((await t.createUser()).email);
  await staff.visit('/madmin/municipalities');
  ids.geocoder = await createArcGisMunicipality('Arcville', settings());
  ids.slow = await createArcGisMunicipality('Slowville', settings({ timeout_ms: 200 }));
  ids.parcels = await createArcGisMunicipality('Parcelville', settings({
    geocoder: { type: 'parcel_layer', url: `${arcgis.url}/Parcels/FeatureServer/0`, address_field: 'ADDRESS', parcel_field: 'SSL', fields: [{ property: 'STREET', field: 'street_name' }] },
  }));
});
afterAll(async () => {
  await t?.close();
  await arcgis?.close();
});

describe('ArcGIS geocoder and layers', () => {
  it('places the address with findAddressCandidates and fills each mapped field from a point query', async () => {
    const answer = await lookUp('geocoder', { address: '1629 Connecticut Ave NW' });
    expect(answer).toMatchObject({ configured: true, status: 'found', message: null, address: '1629 CONNECTICUT AVENUE NW' });
    expect(answer.facts.map((f) => [f.label, f.value])).toEqual([
      ['Ward', 'Ward 2'],
      ['Council member', 'Jack Evans'],
      ['Single-member district', '2B03'],
      ['Historic district', 'Dupont Circle Historic District'],
    ]);
    expect(answer.address_data).toMatchObject({ address: '1629 CONNECTICUT AVENUE NW', wards: { ward: 'Ward 2' }, smd: '2B03' });
    const query = arcgis.requests.find((r) => r.path.endsWith('/Districts/MapServer/0/query'))?.query;
    expect(query?.get('outFields')).toBe('NAME,REP_NAME');
    expect(query?.get('geometry')).toBe('-77.044465,38.91212');
  });

  it('answers a repeated lookup from its cache without asking ArcGIS again', async () => {
    const before = arcgis.requests.length;
    const answer = await lookUp('geocoder', { address: '1629 Connecticut Ave NW' });
    expect(answer.status).toBe('found');
    expect(arcgis.requests.length).toBe(before);
  });

  it('retries a failing service with backoff and answers once it recovers', async () => {
    arcgis.failNext('findAddressCandidates', { status: 503 }, 2);
    const before = countRequests('findAddressCandidates');
    const answer = await lookUp('geocoder', { address: '1001 Connecticut Ave NW' });
    expect(answer).toMatchObject({ status: 'found', address: '1001 CONNECTICUT AVENUE NW' });
    expect(countRequests('findAddressCandidates') - before).toBe(3);
  });

  it('gives the "trouble finding that address" message, not an error, when the service keeps failing', async () => {
    arcgis.failNext('findAddressCandidates', { status: 502 }, 3);
    const answer = await lookUp('geocoder', { address: '1011 Connecticut Ave NW' });
    expect(answer).toMatchObject({ configured: true, status: 'unavailable', message: ADDRESS_LOOKUP_ERROR, facts: [] });
    // The typed address is still what the chat can keep.
    expect(answer.address_data).toEqual({ address: '1011 Connecticut Ave NW' });
  });

  it('does not retry an error ArcGIS reports as the request’s fault', async () => {
    arcgis.failNext('/Districts/MapServer/1/query', { arcgisError: { code: 400, message: 'Invalid or missing input parameters.' } }, 1);
    const before = countRequests('/Districts/MapServer/1/query');
    const answer = await lookUp('geocoder', { address: '1025 Connecticut Ave NW' });
    expect(answer).toMatchObject({ status: 'unavailable', message: ADDRESS_LOOKUP_ERROR });
    expect(countRequests('/Districts/MapServer/1/query') - before).toBe(1);
  });

  it('treats an answer that is not ArcGIS JSON as a failure', async () => {
    arcgis.failNext('findAddressCandidates', { body: '<html>Service Unavailable</html>' }, 1);
    expect((await lookUp('geocoder', { address: '1050 Connecticut Ave NW' })).status).toBe('unavailable');
  });

  it('gives up on a service slower than the timeout, within the retries', async () => {
    arcgis.failNext('/Districts/MapServer/0/query', { delayMs: 1500 }, 3);
    const answer = await lookUp('slow', { address: '1101 Connecticut Ave NW' });
    expect(answer).toMatchObject({ status: 'unavailable', message: ADDRESS_LOOKUP_ERROR });
  });

  it('suggests the candidates that score below the minimum', async () => {
    const answer = await lookUp('geocoder', { address: '1631 Connecticut Ave NW' });
    expect(answer.status).toBe('suggestions');
    expect(answer.suggestions[0]).toEqual({ address: '1629 CONNECTICUT AVENUE NW', parcelId: null });
  });

  it('says an address outside every layer is not in the municipality', async () => {
    const answer = await lookUp('geocoder', { address: '2100 Clarendon Blvd' });
    expect(answer).toMatchObject({ status: 'outside', message: 'That address is not in Arcville. Check the address or choose another municipality.' });
  });
});

describe('ArcGIS parcel layer', () => {
  it('finds a parcel by address (abbreviations matched in Ordo) and queries the layers at its centre', async () => {
    const answer = await lookUp('parcels', { address: '1000 22nd St NW' });
    expect(answer).toMatchObject({ status: 'found', address: '1000 22ND STREET NW', parcelId: '0053    0001' });
    expect(answer.address_data).toMatchObject({ street_name: '22ND', wards: { ward: 'Ward 2' } });
    const where = arcgis.requests.filter((r) => r.path.endsWith('/Parcels/FeatureServer/0/query')).at(-1)?.query.get('where');
    expect(where).toBe("UPPER(ADDRESS) LIKE '1000 22ND%'");
  });

  it('finds a parcel by its id alone', async () => {
    const answer = await lookUp('parcels', { parcelId: '0053    0001' });
    expect(answer).toMatchObject({ status: 'found', address: '1000 22ND STREET NW' });
  });
});

describe('ArcGIS settings in /madmin', () => {
  it('names a bad URL and saves nothing', async () => {
    const res = await staff.submit('POST', '/madmin/municipalities', {
      municipality: { name: 'Badville', gis: { provider: 'arcgis', arcgis: { geocoder: { type: 'geocode_server', url: 'gis.example.gov' }, layers: [] } } },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.component).toBe('MadminMunicipalityNew');
    expect(page.props.errors['gis.arcgis.geocoder.url']).toBe('Enter the full URL, starting with https://.');
    expect((await listMunicipalities(t.app.ordo.database.db)).map((m) => m.name)).not.toContain('Badville');
  });

  it('requires at least one mapping per layer', async () => {
    const res = await staff.submit('POST', '/madmin/municipalities', {
      municipality: { name: 'Nomapville', gis: { provider: 'arcgis', arcgis: settings({ layers: [{ name: 'Wards', url: `${arcgis.url}/Districts/MapServer/0`, fields: [] }] }) } },
    });
    expect(res.json().props.errors['gis.arcgis.layers.0.fields']).toBe('Map at least one property of the layer to an address-data field.');
  });
});
