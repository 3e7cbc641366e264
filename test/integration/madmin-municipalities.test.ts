import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, chats, municipalities } from '../../src/server/db/schema';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat, getChat, waitForReply } from '../support/chats';
import { publishPlantedSet } from '../support/planted-conflicts';
import { createDocument } from '../support/workbench';

// /madmin municipalities: state and website, the documents and their search index state, and deletion that keeps
// the municipality's conversations (archived) and asks for its name when it has any.

let t: TestApp;
let staff: Agent;
let resident: Agent;
let neighbour: Agent;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  resident = await t.signIn((await t.createUser()).email);
  neighbour = await t.signIn((await t.createUser()).email);
  await staff.visit('/madmin/municipalities');
}, 60_000);
afterAll(async () => t?.close());

const db = () => t.app.ordo.database.db;
const count = async (name: string) => (await db().select().from(municipalities).where(eq(municipalities.name, name))).length;
const auditOf = async (action: string) => (await db().select().from(auditEvents).where(eq(auditEvents.action, action as never))).at(-1);
const errorsOf = (res: { json: () => any }) => res.json().props.errors as Record<string, string>;

describe('state and website', () => {
  it('stores the state as its code and the website, shows them, and audits the change', async () => {
    const created = await staff.submit('POST', '/madmin/municipalities', { municipality: { name: 'Rivergrove', state: 'oregon', website: ' https://www.rivergrove.gov ' } });
    expect(created.statusCode).toBe(303);
    const id = Number(created.headers.location?.split('/').pop());
    const show = await staff.visit(`/madmin/municipalities/${id}`);
    expect(show.props.municipality).toMatchObject({ name: 'Rivergrove', state: 'OR', website: 'https://www.rivergrove.gov' });
    expect((await auditOf('municipality.created'))?.details).toMatchObject({ state: 'OR', website: 'https://www.rivergrove.gov' });

    const edited = await staff.submit('PUT', `/madmin/municipalities/${id}`, { municipality: { name: 'Rivergrove', state: 'WA', website: '' } });
    expect(edited.statusCode).toBe(303);
    expect((await staff.visit(`/madmin/municipalities/${id}`)).props.municipality).toMatchObject({ state: 'WA', website: null });
    expect((await auditOf('municipality.updated'))?.details).toMatchObject({ state: { from: 'OR', to: 'WA' }, website: { from: 'https://www.rivergrove.gov', to: null } });

    const list = await staff.visit('/madmin/municipalities');
    expect(list.props.municipalities.find((m: { id: number }) => m.id === id)).toMatchObject({ state: 'WA', document_count: 0, conversation_count: 0 });
  });

  it('refuses an unknown state and a website that is not a web address, saving nothing', async () => {
    const res = await staff.submit('POST', '/madmin/municipalities', { municipality: { name: 'Nowhere', state: 'Atlantis', website: 'www.nowhere' } });
    expect(errorsOf(res)).toEqual({
      state: 'State must be a US state or territory, e.g. OR for Oregon.',
      website: 'Website must be a full web address starting with https:// or http://, e.g. https://www.rivergrove.gov.',
    });
    expect(errorsOf(await staff.submit('POST', '/madmin/municipalities', { municipality: { name: 'Nowhere', website: 'javascript:alert(1)' } })).website).toMatch(/^Website must be/);
    expect(await count('Nowhere')).toBe(0);
  });
});

describe('documents, index state and deletion', () => {
  let cityId: number;
  let indexedId: number;
  let chatIds: number[];

  beforeAll(async () => {
    const published = await publishPlantedSet(t, 'Noiseville', ['planted-ordinance-31-2024-noise.txt']);
    cityId = published.municipalityId;
    indexedId = published.documentIds.get('planted-ordinance-31-2024-noise.txt')!;
    const draft = await createDocument(staff, 'Draft zoning code');
    expect((await staff.post(`/api/v1/municipalities/${cityId}/documents/${draft}/associate`)).statusCode).toBeLessThan(300);

    const asked = await createChat(resident, cityId);
    const human = await resident.post('/api/v1/messages', { chat_id: asked.id, message: { content: 'What are the quiet hours?', source: 'from_human' } });
    await waitForReply(resident, asked.id, human.json().id);
    chatIds = [asked.id, (await createChat(neighbour, cityId)).id];
  }, 120_000);

  it('lists each document with its state in the search index and links to the workbench', async () => {
    const page = await staff.visit(`/madmin/municipalities/${cityId}`);
    const documents = page.props.documents as { id: number; name: string; index_state: string; indexed_chunks: number; indexed_at: string | null }[];
    expect(documents.map((d) => [d.name, d.index_state])).toEqual([
      ['Draft zoning code', 'not_indexed'],
      [expect.stringMatching(/noise/i), 'indexed'],
    ]);
    const indexed = documents.find((d) => d.id === indexedId)!;
    expect(indexed.indexed_chunks).toBeGreaterThan(0);
    expect(indexed.indexed_at).not.toBeNull();
    expect(page.props.search_index).toMatchObject({ chunks: indexed.indexed_chunks, version: expect.any(Number) });
    expect(page.props.search_index.version).toBeGreaterThan(0);

    const list = await staff.visit('/madmin/municipalities');
    expect(list.props.municipalities.find((m: { id: number }) => m.id === cityId)).toMatchObject({ document_count: 2, conversation_count: 2 });
  });

  it('shows what deleting keeps and removes, and refuses without the name while it has conversations', async () => {
    const confirm = await staff.visit(`/madmin/municipalities/${cityId}/delete`);
    expect(confirm.component).toBe('MadminMunicipalityDelete');
    expect(confirm.props.impact).toMatchObject({ conversations: 2, conversation_users: 2, documents: 2, layers: 0 });
    expect(confirm.props.impact.indexed_chunks).toBeGreaterThan(0);

    const bare = await staff.submit('DELETE', `/madmin/municipalities/${cityId}`, {});
    expect(errorsOf(bare)).toMatchObject({ confirm_name: 'Type the name "Noiseville" to delete it.' });
    const wrong = await staff.submit('DELETE', `/madmin/municipalities/${cityId}`, { confirm_name: 'Noisevil' });
    expect(errorsOf(wrong)).toMatchObject({ confirm_name: 'The name typed is not "Noiseville".' });
    expect((await resident.request({ method: 'DELETE', url: `/madmin/municipalities/${cityId}`, payload: { confirm_name: 'Noiseville' } })).statusCode).toBe(403);
    expect((await staff.request({ method: 'DELETE', url: `/madmin/municipalities/${cityId}`, payload: { confirm_name: 'Noiseville' }, csrf: false })).statusCode).toBe(403);

    expect(await count('Noiseville')).toBe(1);
    expect((await getChat(resident, chatIds[0])).municipality_id).toBe(cityId);
  });

  it('deletes it with the name typed: conversations are kept, archived, with their messages; the deletion is audited', async () => {
    const before = await getChat(resident, chatIds[0]);
    const res = await staff.submit('DELETE', `/madmin/municipalities/${cityId}`, { confirm_name: 'Noiseville' });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/madmin/municipalities']);
    expect(await count('Noiseville')).toBe(0);

    const after = await getChat(resident, chatIds[0]);
    expect(after).toMatchObject({ municipality_id: null, discarded_at: expect.any(String) });
    expect(after.messages.map((m) => m.content)).toEqual(before.messages.map((m) => m.content));
    expect(after.messages.length).toBeGreaterThanOrEqual(2);
    const archived = (await neighbour.get('/api/v1/chats')).json().archived_chats as { id: number }[];
    expect(archived.map((c) => c.id)).toContain(chatIds[1]);
    expect(await db().select().from(chats).where(eq(chats.userId, after.user_id))).toHaveLength(1);

    const event = await auditOf('municipality.deleted');
    expect(event).toMatchObject({ targetId: cityId, targetLabel: 'Noiseville' });
    expect(event?.details).toMatchObject({ conversations: 2, documents: 2 });

    expect((await staff.submit('DELETE', `/madmin/municipalities/${cityId}`, { confirm_name: 'Noiseville' })).statusCode).toBe(404);
  });

  it('deletes a municipality nobody asked about without asking for its name', async () => {
    const created = await staff.submit('POST', '/madmin/municipalities', { municipality: { name: 'Empty Town' } });
    const id = Number(created.headers.location?.split('/').pop());
    expect((await staff.visit(`/madmin/municipalities/${id}/delete`)).props.impact).toMatchObject({ conversations: 0, documents: 0 });
    expect((await staff.submit('DELETE', `/madmin/municipalities/${id}`, {})).statusCode).toBe(303);
    expect(await count('Empty Town')).toBe(0);
  });
});

describe('the audit log of staff changes to what residents can search', () => {
  it('records layer imports, mapping changes and deletions, document (dis)associations and document deletions, by whom', async () => {
    const town = (await staff.submit('POST', '/madmin/municipalities', { municipality: { name: 'Audit Falls', gis: { provider: 'embedded' } } })).headers.location!;
    const townId = Number(town.split('/').pop());
    const wards = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { NAME: 'Ward 1' }, geometry: { type: 'Polygon', coordinates: [[[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]]] } }] });
    const uploaded = await staff.upload(`/madmin/municipalities/${townId}/layers`, { 'layer[name]': 'Wards', 'layer[kind]': 'areas', 'layer[mappings]': JSON.stringify([{ property: 'NAME', field: 'wards.ward' }]) }, { field: 'layer[file]', name: 'wards.geojson', content: Buffer.from(wards) });
    expect(uploaded.statusCode).toBe(303);
    const [layer] = (await staff.visit(`/madmin/municipalities/${townId}`)).props.layers as { id: number }[];
    expect((await staff.submit('PATCH', `/madmin/municipalities/${townId}/layers/${layer.id}`, { layer: { mappings: [] } })).statusCode).toBe(303);
    expect((await staff.submit('DELETE', `/madmin/municipalities/${townId}/layers/${layer.id}`)).statusCode).toBe(303);

    const documentId = await createDocument(staff, 'Sign code');
    expect((await staff.post(`/api/v1/municipalities/${townId}/documents/${documentId}/associate`)).json()).toMatchObject({ created: true });
    expect((await staff.post(`/api/v1/municipalities/${townId}/documents/${documentId}/associate`)).json()).toMatchObject({ created: false });
    expect((await staff.delete(`/api/v1/municipalities/${townId}/documents/${documentId}/disassociate`)).statusCode).toBe(200);
    expect((await staff.submit('DELETE', `/documents/${documentId}`)).statusCode).toBe(303);

    const events = await db().select().from(auditEvents);
    const mine = events.filter((e) => e.targetLabel === 'Audit Falls' || e.targetLabel === 'Sign code').map((e) => [e.action, e.targetLabel]);
    expect(mine).toEqual([
      ['municipality.created', 'Audit Falls'],
      ['layer.imported', 'Audit Falls'],
      ['layer.mappings_changed', 'Audit Falls'],
      ['layer.deleted', 'Audit Falls'],
      ['document.associated', 'Sign code'],
      ['document.disassociated', 'Sign code'],
      ['document.deleted', 'Sign code'],
    ]);
    const staffEmail = events.find((e) => e.action === 'document.deleted')?.actorEmail;
    expect(staffEmail).toMatch(/@/);
    expect(events.find((e) => e.action === 'layer.imported')?.details).toMatchObject({ layer: 'Wards', kind: 'areas', feature_count: 1 });
    const log = await staff.visit('/madmin/audit?search=layer.deleted');
    expect(log.props.events.map((e: { action: string }) => e.action)).toEqual(['layer.deleted']);
  });
});
