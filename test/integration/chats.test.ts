import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatDetail, ChatList, ChatSummary } from '../../src/contracts/chats';
import { documents } from '../../src/server/db/schema';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { associate } from '../../src/server/features/municipality-documents/municipality-documents.repo';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat, getChat } from '../support/chats';

// The chats API as the research assistant uses it (spec chat-app §3, §4, §7): a user only ever sees
// and changes their own chats, and anyone else's chat id answers 404 exactly like one that does not exist.

let t: TestApp;
let alice: Agent;
let bob: Agent;
let springfield: { id: number; name: string };
let shelbyville: { id: number; name: string };
const docs = { completed: 0, second: 0, processing: 0, otherTown: 0, unassociated: 0 };

async function insertDocument(name: string, status: 'completed' | 'processing', municipalityId: number | null): Promise<number> {
  const db = t.app.ordo.database.db;
  const [row] = await db.insert(documents).values({ name, status, completed: status === 'completed' }).returning();
  if (municipalityId !== null) await associate(db, municipalityId, row.id);
  return row.id;
}

async function list(agent: Agent): Promise<ChatList> {
  const res = await agent.get('/api/v1/chats');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const ids = (chats: ChatSummary[]) => chats.map((c) => c.id);

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signIn((await t.createUser()).email);
  bob = await t.signIn((await t.createUser()).email);
  const db = t.app.ordo.database.db;
  springfield = await ensureMunicipality(db, { name: 'Springfield' });
  shelbyville = await ensureMunicipality(db, { name: 'Shelbyville' });
  docs.completed = await insertDocument('Springfield Zoning Code', 'completed', springfield.id);
  docs.second = await insertDocument('Springfield Fee Schedule', 'completed', springfield.id);
  docs.processing = await insertDocument('Springfield Building Code (processing)', 'processing', springfield.id);
  docs.otherTown = await insertDocument('Shelbyville Code', 'completed', shelbyville.id);
  docs.unassociated = await insertDocument('Loose document', 'completed', null);
});
afterAll(async () => t?.close());

describe('creating and showing a chat', () => {
  it('creates a chat for a municipality, keeping the address data as given', async () => {
    const address = { address: '742 Evergreen Terrace', zone: 'R-1', wards: [{ ward: '4', position1: 'A. Smith' }] };
    const res = await alice.post('/api/v1/chats', { chat: { municipality_id: springfield.id, configuration: { address_data: address } } });
    expect(res.statusCode).toBe(201);
    const chat: ChatDetail = res.json();
    expect(chat).toMatchObject({
      title: null,
      municipality_id: springfield.id,
      municipality_name: 'Springfield',
      discarded_at: null,
      messages: [],
      configuration: { address_data: address, currently_selected_documents: [] },
    });
    expect(chat.chat_configuration).toEqual(chat.configuration);
    expect(Date.parse(chat.created_at)).not.toBeNaN();

    const shown = await getChat(alice, chat.id);
    expect(shown.configuration.address_data).toEqual(address);
    expect((await list(alice)).chats[0]).toMatchObject({ id: chat.id, municipality_name: 'Springfield' });
  });

  it('defaults the address data to an empty object', async () => {
    const res = await alice.post('/api/v1/chats', { chat: { municipality_id: springfield.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().configuration).toEqual({ address_data: {}, currently_selected_documents: [] });
  });

  it('refuses an unknown municipality, an oversized address and a missing municipality with 422, creating nothing', async () => {
    const before = (await list(alice)).chats.length;
    const unknown = await alice.post('/api/v1/chats', { chat: { municipality_id: 987654 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({ code: 'validation_failed', message: 'That municipality does not exist. Choose another one.' });

    const huge = await alice.post('/api/v1/chats', {
      chat: { municipality_id: springfield.id, configuration: { address_data: { notes: 'x'.repeat(21_000) } } },
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.message).toMatch(/address data is too large/);

    const missing = await alice.post('/api/v1/chats', { chat: {} });
    expect(missing.statusCode).toBe(422);
    expect((await list(alice)).chats.length).toBe(before);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = await t.anonymous();
    expect((await visitor.get('/api/v1/chats')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/chats', { chat: { municipality_id: springfield.id } })).statusCode).toBe(401);
  });

  it('answers 404 for ids that are not numbers or name no chat', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '999999', '99999999999']) {
      const res = await alice.get(`/api/v1/chats/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('the chat list', () => {
  it('lists active chats newest first and moves chats between active and archived', async () => {
    const a = await createChat(alice, springfield.id);
    const b = await createChat(alice, shelbyville.id);
    const c = await createChat(alice, springfield.id);
    const active = (await list(alice)).chats;
    expect(ids(active).slice(0, 3)).toEqual([c.id, b.id, a.id]);
    const times = active.map((x) => Date.parse(x.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(active.find((x) => x.id === b.id)?.municipality_name).toBe('Shelbyville');

    const archived = await alice.post('/api/v1/chats/archive', { id: b.id });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ ok: true, chat: { id: b.id, municipality_name: 'Shelbyville' } });
    expect(archived.json().chat.discarded_at).not.toBeNull();
    let now = await list(alice);
    expect(ids(now.chats)).not.toContain(b.id);
    expect(now.archived_chats[0]).toMatchObject({ id: b.id });

    const restored = await alice.post('/api/v1/chats/unarchive', { id: b.id });
    expect(restored.json()).toMatchObject({ ok: true, chat: { id: b.id, discarded_at: null } });
    now = await list(alice);
    expect(ids(now.chats).slice(0, 3)).toEqual([c.id, b.id, a.id]);
    expect(ids(now.archived_chats)).not.toContain(b.id);
  });

  it('lists at most the 10 most recently archived chats, newest archive first', async () => {
    const carol = await t.signIn((await t.createUser()).email);
    const created: number[] = [];
    for (let i = 0; i < 12; i += 1) created.push((await createChat(carol, springfield.id)).id);
    // Archived in reverse creation order, so archive time and creation time disagree.
    const archiveOrder = [...created].reverse();
    for (const id of archiveOrder) expect((await carol.post('/api/v1/chats/archive', { id })).statusCode).toBe(200);
    const { chats, archived_chats } = await list(carol);
    expect(chats).toEqual([]);
    expect(ids(archived_chats)).toEqual(archiveOrder.slice(2).reverse());
    const discarded = archived_chats.map((x) => Date.parse(x.discarded_at as string));
    expect(discarded).toEqual([...discarded].sort((x, y) => y - x));
  });

  it('shows each user only their own chats', async () => {
    await createChat(bob, springfield.id);
    const mine = await list(alice);
    const theirs = await list(bob);
    const aliceIds = new Set([...ids(mine.chats), ...ids(mine.archived_chats)]);
    expect(theirs.chats.length).toBeGreaterThan(0);
    expect(ids(theirs.chats).some((id) => aliceIds.has(id))).toBe(false);
  });
});

describe('renaming', () => {
  it('renames with { title } or { chat: { title } }, trimming, and refuses empty or overlong titles', async () => {
    const chat = await createChat(alice, springfield.id);
    const first = await alice.patch(`/api/v1/chats/${chat.id}`, { title: '  Fence heights in R-1  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: chat.id, title: 'Fence heights in R-1', messages: [] });
    const second = await alice.patch(`/api/v1/chats/${chat.id}`, { chat: { title: 'Sheds' } });
    expect(second.json().title).toBe('Sheds');

    const empty = await alice.patch(`/api/v1/chats/${chat.id}`, { title: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe('A title is required.');
    expect((await alice.patch(`/api/v1/chats/${chat.id}`, { title: 'x'.repeat(201) })).statusCode).toBe(422);
    expect((await getChat(alice, chat.id)).title).toBe('Sheds');
    expect((await list(alice)).chats.find((c) => c.id === chat.id)?.title).toBe('Sheds');
  });
});

describe('document selection (chat_configuration)', () => {
  it('saves completed documents of the chat municipality, without repeats; an empty list means all documents', async () => {
    const chat = await createChat(alice, springfield.id, { address: '1 Main St' });
    const url = `/api/v1/chats/${chat.id}/chat_configuration`;
    const saved = await alice.post(url, { chat_configuration: { currently_selected_documents: [docs.completed, docs.second, docs.completed] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      configuration: { address_data: { address: '1 Main St' }, currently_selected_documents: [docs.completed, docs.second] },
    });
    const shown = await getChat(alice, chat.id);
    expect(shown.configuration.currently_selected_documents).toEqual([docs.completed, docs.second]);
    expect(shown.chat_configuration).toEqual(shown.configuration);

    const all = await alice.post(url, { chat_configuration: { currently_selected_documents: [] } });
    expect(all.json().configuration.currently_selected_documents).toEqual([]);
  });

  it('refuses unknown, unfinished and other municipalities’ documents with 422 naming them, saving nothing', async () => {
    const chat = await createChat(alice, springfield.id);
    const url = `/api/v1/chats/${chat.id}/chat_configuration`;
    await alice.post(url, { chat_configuration: { currently_selected_documents: [docs.completed] } });
    const cases: [number[], number[]][] = [
      [[docs.completed, docs.processing], [docs.processing]],
      [[docs.otherTown], [docs.otherTown]],
      [[docs.unassociated, 999_999], [docs.unassociated, 999_999]],
    ];
    for (const [selection, bad] of cases) {
      const res = await alice.post(url, { chat_configuration: { currently_selected_documents: selection } });
      expect(res.statusCode, JSON.stringify(selection)).toBe(422);
      expect(res.json().error.details).toEqual({ document_ids: bad });
      for (const id of bad) expect(res.json().error.message).toContain(String(id));
    }
    const malformed = await alice.post(url, { chat_configuration: { currently_selected_documents: 'all' } });
    expect(malformed.statusCode).toBe(422);
    expect((await getChat(alice, chat.id)).configuration.currently_selected_documents).toEqual([docs.completed]);
  });
});

describe("another user's chat", () => {
  it('is a 404 on every route, and stays unchanged', async () => {
    const chat = await createChat(alice, springfield.id, { address: '9 Elm St' });
    await alice.patch(`/api/v1/chats/${chat.id}`, { title: 'Private' });
    const attempts = [
      await bob.get(`/api/v1/chats/${chat.id}`),
      await bob.patch(`/api/v1/chats/${chat.id}`, { title: 'Taken over' }),
      await bob.post('/api/v1/chats/archive', { id: chat.id }),
      await bob.post('/api/v1/chats/unarchive', { id: chat.id }),
      await bob.post(`/api/v1/chats/${chat.id}/chat_configuration`, { chat_configuration: { currently_selected_documents: [] } }),
      await bob.post('/api/v1/messages', { chat_id: chat.id, message: { content: 'What is the fence height?' } }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const after = await getChat(alice, chat.id);
    expect(after).toMatchObject({ title: 'Private', discarded_at: null, messages: [], configuration: { address_data: { address: '9 Elm St' } } });
    expect(ids((await list(bob)).archived_chats)).not.toContain(chat.id);
  });
});
