import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchAddressResponse } from '../../src/contracts/chats';
import { ADDRESS_LOOKUP_ERROR } from '../../src/contracts/gis';
import { CONFIGURE_DEMO_GIS_JOB } from '../../src/server/features/gis/demo-gis.service';
import { runGisCommand } from '../../src/server/features/gis/gis.commands';
import { listLayers } from '../../src/server/features/gis/gis.repo';
import { GIS_NOT_CONFIGURED } from '../../src/server/features/gis/gis.service';
import { findMunicipalityById } from '../../src/server/features/municipalities/municipalities.repo';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { DEMO_MUNICIPALITY } from '../../src/server/features/seed/seed.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat, getChat } from '../support/chats';
import { CORPUS_DIR } from '../support/corpus';
import { waitForSettled } from '../support/wait';

// The embedded provider on the demo's real DC layers, configured as a first start does (the configure-demo-gis job).

let t: TestApp;
let resident: Agent;
let demoId: number;

beforeAll(async () => {
  t = await startTestApp();
  demoId = (await ensureMunicipality(t.app.ordo.database.db, { name: DEMO_MUNICIPALITY })).id;
  const jobId = await t.app.ordo.jobs.enqueue(CONFIGURE_DEMO_GIS_JOB, { municipalityId: demoId }, {});
  const job = await waitForSettled(() => t.app.ordo.jobs.getJob(jobId), 120_000);
  if (job.status !== 'completed') throw new Error(`configuring the demo GIS failed: ${job.error}`);
  resident = await t.signIn((await t.createUser()).email);
}, 150_000);
afterAll(async () => t?.close());

async function lookUp(fields: Record<string, string>, municipalityId = demoId): Promise<FetchAddressResponse> {
  const res = await resident.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: municipalityId }, ...fields });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

describe('the demo municipality after the first start', () => {
  it('uses the embedded provider with an address field and the ten DC layers', async () => {
    const municipality = await findMunicipalityById(t.app.ordo.database.db, demoId);
    expect(municipality?.addressVariant).toBe('springdale');
    expect(municipality?.settings).toMatchObject({ gis: { provider: 'embedded' } });
    const layers = await listLayers(t.app.ordo.database.db, demoId);
    expect(layers.map((l) => [l.name, l.featureCount])).toEqual([
      ['Address points', 2267],
      ['Wards (2012)', 8],
      ['Voting precincts (2012)', 143],
      ['Advisory Neighborhood Commissions (2013)', 40],
      ['Single-member districts (2013)', 296],
      ['Elementary school zones', 74],
      ['Middle school zones', 21],
      ['High school zones', 9],
      ['Police districts', 7],
      ['Historic districts', 62],
    ]);
  });

  it('fills in ward, precinct, ANC and SMD, schools, police district and historic district for 1629 Connecticut Ave NW', async () => {
    const answer = await lookUp({ address: '1629 Connecticut Ave NW' });
    expect(answer).toMatchObject({ configured: true, status: 'found', message: null, address: '1629 CONNECTICUT AVENUE NW', suggestions: [] });
    expect(Object.fromEntries(answer.facts.map((f) => [f.label, f.value]))).toEqual({
      Ward: 'Ward 2',
      'Council member': 'Jack Evans',
      Precinct: 'Precinct 14',
      'Advisory Neighborhood Commission': 'ANC 2B',
      'Single-member district': 'SMD 2B03',
      'ANC commissioner': 'Stephanie Maltz',
      'Elementary school': 'Ross',
      'Middle school': 'Shaw',
      'High school': 'Cardozo',
      'Police district': 'Second District',
      'Historic district': 'Dupont Circle Historic District',
    });
    expect(answer.address_data).toMatchObject({ address: '1629 CONNECTICUT AVENUE NW', wards: { ward: 'Ward 2' }, historic_district: 'Dupont Circle Historic District' });
  });

  it('matches the address however a person types it', async () => {
    for (const typed of ['1629 connecticut avenue, nw', '1629 CONNECTICUT AVE', '1629 Conneticut Ave NW', '1629 Connecticut Ave NW, Washington, DC 20009']) {
      expect((await lookUp({ address: typed })).address, typed).toBe('1629 CONNECTICUT AVENUE NW');
    }
  });

  it('finds an address by its parcel (square and lot)', async () => {
    const answer = await lookUp({ parcelId: '0053 0001' });
    expect(answer).toMatchObject({ status: 'found', address: '1000 22ND STREET NW', parcelId: '0053    0001' });
    expect(answer.address_data).toMatchObject({ parcelId: '0053    0001', wards: { ward: 'Ward 2' } });
  });

  it('suggests the nearest addresses when there is no exact match', async () => {
    const answer = await lookUp({ address: '1631 Connecticut Ave NW' });
    expect(answer.status).toBe('suggestions');
    expect(answer.message).toBe("We couldn't find that exact address. Did you mean one of these?");
    expect(answer.suggestions[0]).toEqual({ address: '1629 CONNECTICUT AVENUE NW', parcelId: null });
    expect(answer.address_data).toEqual({ address: '1631 Connecticut Ave NW' });
  });

  it('answers an unknown address with the spec’s message', async () => {
    expect(await lookUp({ address: '12 Nowhere Rd' })).toMatchObject({ status: 'not_found', message: ADDRESS_LOOKUP_ERROR, facts: [], address_data: { address: '12 Nowhere Rd' } });
  });
});

describe('other municipalities', () => {
  it('says an address point outside every area layer is not in the municipality', async () => {
    const db = t.app.ordo.database.db;
    const staff = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
    await staff.visit('/madmin/municipalities');
    const created = await staff.submit('POST', '/madmin/municipalities', { municipality: { name: 'Border Town', address_variant: 'springdale', gis: { provider: 'embedded' } } });
    const id = Number(created.headers.location?.split('/').pop());
    const csv = Buffer.from('address,longitude,latitude\n1629 CONNECTICUT AVENUE NW,-77.044465,38.91212\n2100 CLARENDON BOULEVARD,-77.0865,38.8895\n');
    await staff.upload(`/madmin/municipalities/${id}/layers`, { 'layer[name]': 'Addresses', 'layer[kind]': 'address_points' }, { field: 'layer[file]', name: 'points.csv', content: csv });
    const wards = readFileSync(join(CORPUS_DIR, 'gis/dc/ward-2012.geojson'));
    await staff.upload(`/madmin/municipalities/${id}/layers`, { 'layer[name]': 'Wards', 'layer[kind]': 'areas', 'layer[mappings]': '[{"property":"NAME","field":"wards.ward"}]' }, { field: 'layer[file]', name: 'wards.geojson', content: wards });
    expect((await listLayers(db, id)).map((l) => l.featureCount)).toEqual([2, 8]);

    expect(await lookUp({ address: '2100 Clarendon Blvd' }, id)).toMatchObject({ status: 'outside', message: 'That address is not in Border Town. Check the address or choose another municipality.' });
    expect((await lookUp({ address: '1629 Connecticut Ave NW' }, id)).facts).toEqual([{ field: 'wards.ward', label: 'Ward', value: 'Ward 2' }]);
  });

  it('keeps the typed address when the municipality has no address lookup', async () => {
    const plain = await ensureMunicipality(t.app.ordo.database.db, { name: 'Plainville', addressVariant: 'county' });
    expect(await lookUp({ address: ' 123 Main St ', unit: '4B', city: 'Plainville', parcelId: '' }, plain.id)).toEqual({
      configured: false,
      status: 'not_configured',
      message: GIS_NOT_CONFIGURED,
      address: '123 Main St',
      unit: '4B',
      city: 'Plainville',
      parcelId: '',
      address_data: { address: '123 Main St', unit: '4B', city: 'Plainville' },
      facts: [],
      suggestions: [],
    });
  });

  it('asks for sign-in and names a municipality that does not exist', async () => {
    const visitor = await t.anonymous();
    expect((await visitor.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: demoId }, address: '1629 Connecticut Ave NW' })).statusCode).toBe(401);
    const missing = await resident.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: 999999 }, address: '1629 Connecticut Ave NW' });
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, 'No such municipality.']);
  });
});

describe("a conversation's address data", () => {
  it('starts with the looked-up facts and can be edited by its owner only', async () => {
    const found = await lookUp({ address: '1629 Connecticut Ave NW' });
    const chat = await createChat(resident, demoId, found.address_data);
    expect((await getChat(resident, chat.id)).configuration.address_data).toEqual(found.address_data);

    const edited = { ...found.address_data, wards: { ward: 'Ward 1' } };
    const saved = await resident.post(`/api/v1/chats/${chat.id}/address_data`, { address_data: edited });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().configuration).toEqual({ address_data: edited, currently_selected_documents: [] });
    expect((await getChat(resident, chat.id)).configuration.address_data).toEqual(edited);

    const other = await t.signIn((await t.createUser()).email);
    const stranger = await other.post(`/api/v1/chats/${chat.id}/address_data`, { address_data: {} });
    expect(stranger.statusCode).toBe(404);
    const huge = await resident.post(`/api/v1/chats/${chat.id}/address_data`, { address_data: { notes: 'x'.repeat(25_000) } });
    expect([huge.statusCode, huge.json().error.message]).toEqual([422, 'The address data is too large (at most 20 KB).']);
    expect((await getChat(resident, chat.id)).configuration.address_data).toEqual(edited);
  });

  it('imports the demo layers once, however often the job runs', async () => {
    const again = await t.app.ordo.jobs.enqueue(CONFIGURE_DEMO_GIS_JOB, { municipalityId: demoId }, {});
    const job = await waitForSettled(() => t.app.ordo.jobs.getJob(again), 60_000);
    expect([job.status, job.result]).toEqual(['completed', { imported: [] }]);
    expect(await listLayers(t.app.ordo.database.db, demoId)).toHaveLength(10);
  });
});

describe('the gis:* commands of npm run ordo', () => {
  it('create a municipality, import layers with mappings, choose the provider and look an address up', async () => {
    const db = t.app.ordo.database.db;
    const lines: string[] = [];
    const run = (command: string, values: Record<string, string>) => runGisCommand(db, command, values, (line) => lines.push(line));
    expect(await run('municipality:create', { name: 'Clitown', variant: 'springdale' })).toBe(0);
    const dir = join(CORPUS_DIR, 'gis/dc');
    await expect(run('gis:import', { municipality: 'Clitown', layer: join(dir, 'ward-2012.geojson'), map: 'WARDS=wards.ward' })).rejects.toThrow(/^The layer has no property "WARDS"/);
    expect(await run('gis:import', { municipality: 'Clitown', layer: join(dir, 'ward-2012.geojson'), name: 'Wards', map: 'NAME=wards.ward' })).toBe(0);
    expect(await run('gis:import', { municipality: 'Clitown', layer: join(dir, 'address-points.csv'), 'parcel-column': 'ssl' })).toBe(0);
    expect(await run('gis:provider', { municipality: 'Clitown', provider: 'embedded' })).toBe(0);
    expect(await run('gis:lookup', { municipality: 'Clitown', address: '1629 connecticut ave' })).toBe(0);
    expect(await run('gis:lookup', { municipality: 'Clitown', address: '12 Nowhere Rd' })).toBe(2);
    expect(lines[0]).toMatch(/^Municipality #\d+ Clitown \(address form: springdale\)\.$/);
    expect(lines.slice(1)).toEqual([
      'Imported layer "Wards" (areas) for Clitown: 8 features.',
      'Imported layer "address-points" (address_points) for Clitown: 2267 features.',
      'Clitown now uses the embedded address lookup.',
      'found',
      '1629 CONNECTICUT AVENUE NW',
      '  Ward: Ward 2',
      `not_found: ${ADDRESS_LOOKUP_ERROR}`,
    ]);
    await expect(run('gis:layers', { municipality: 'Nowhereville' })).rejects.toThrow('No municipality "Nowhereville".');
  });
});
