import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '../../src/contracts/live-events';
import { auditEvents } from '../../src/server/db/schema';
import { insertChat } from '../../src/server/features/chats/chats.repo';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { connectCable, type TestCableClient } from '../support/cable-client';

// Changing a password through the real app: your own change ends your other sessions (and closes their live sockets)
// but keeps the one you made it from; an admin's reset ends them all.

let t: TestApp;
let admin: Agent;
const openClients: TestCableClient[] = [];
const db = () => t.app.ordo.database.db;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  const root = await t.createUser({ role: 'super_admin' });
  admin = await t.signIn(root.email);
  await admin.visit('/madmin/users');
}, 120_000);
afterEach(async () => {
  await Promise.all(openClients.splice(0).map((client) => client.close()));
});
afterAll(async () => t?.close());

async function signInRaw(email: string, password: string) {
  const agent = await t.anonymous();
  const res = await agent.post('/users/sign_in', { user: { email, password } });
  if (res.statusCode === 200) agent.csrfToken = res.json().csrf_token;
  return { agent, res };
}

/** Opens a live socket with this agent's session, subscribed to one of the user's chats. */
async function openSocket(agent: Agent, chatId: number) {
  const client = connectCable({ url: t.url, cookie: agent.cookieHeader });
  openClients.push(client);
  const sub = client.subscribe({ channel: 'ChatChannel', chat_id: chatId });
  await sub.connected();
  return sub;
}

const passwordChanges = async (userId: number) =>
  db().select().from(auditEvents).where(and(eq(auditEvents.targetId, userId), eq(auditEvents.action, 'user.password_changed')));

describe('changing your own password', () => {
  it('needs the current password', async () => {
    const plain = await t.createUser();
    const agent = await t.signIn(plain.email);
    const wrong = await agent.patch('/api/v1/account/password', { current_password: 'not it at all', new_password: 'another long password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe('The current password is not correct.');
    const missing = await agent.patch('/api/v1/account/password', { new_password: 'another long password' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details.current_password).toEqual(['Enter your current password.']);
    expect((await agent.patch('/api/v1/account/password', { current_password: plain.password, new_password: 'another long password' })).statusCode).toBe(200);
    expect((await signInRaw(plain.email, 'another long password')).res.statusCode).toBe(200);
  });

  it('signs out your other sessions and closes their sockets at once; the session you changed it from stays', async () => {
    const user = await t.createUser();
    const chat = await insertChat(db(), { userId: user.id, title: 'Decks' });
    const here = await t.signIn(user.email);
    const elsewhere = await t.signIn(user.email);
    const hereSocket = await openSocket(here, chat.id);
    const elsewhereSocket = await openSocket(elsewhere, chat.id);

    const res = await here.patch('/api/v1/account/password', { current_password: user.password, new_password: 'a fresh long password' });
    expect(res.statusCode).toBe(200);
    expect(await elsewhereSocket.disconnected()).toEqual({ willAttemptReconnect: false });
    expect((await elsewhere.get('/api/v1/logged_in')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/v1/chats')).statusCode).toBe(401);

    expect((await here.get('/api/v1/chats')).statusCode).toBe(200);
    const event = { type: 'title_update', chat_id: chat.id, title: 'Still connected' };
    await t.app.ordo.broadcaster.broadcast(streams.chat(chat.id), event);
    expect(await hereSocket.received({ type: 'title_update', title: 'Still connected' })).toEqual(event);

    expect((await signInRaw(user.email, 'a fresh long password')).res.statusCode).toBe(200);
    const [audited] = await passwordChanges(user.id);
    expect(audited.details).toEqual({ forced: false, other_sessions_ended: 1 });
  });

  it('keeps the other sessions when the change is refused', async () => {
    const user = await t.createUser();
    const here = await t.signIn(user.email);
    const elsewhere = await t.signIn(user.email);
    const res = await here.patch('/api/v1/account/password', { current_password: 'a wrong password', new_password: 'a fresh long password' });
    expect(res.statusCode).toBe(422);
    expect((await elsewhere.get('/api/v1/logged_in')).statusCode).toBe(200);
    expect(await passwordChanges(user.id)).toEqual([]);
  });
});

describe('a password reset by an admin, then the forced change', () => {
  it('the reset ends every session of the user and closes their sockets; the forced change ends the other one-time sessions', async () => {
    const user = await t.createUser();
    const chat = await insertChat(db(), { userId: user.id, title: 'Sheds' });
    const first = await t.signIn(user.email);
    const second = await t.signIn(user.email);
    const sockets = [await openSocket(first, chat.id), await openSocket(second, chat.id)];

    const reset = await admin.submit('POST', `/madmin/users/${user.id}/password_reset`);
    expect(reset.statusCode).toBe(200);
    const oneTime = reset.json().props.one_time_password as string;
    for (const socket of sockets) expect(await socket.disconnected()).toEqual({ willAttemptReconnect: false });
    for (const agent of [first, second]) expect((await agent.get('/api/v1/logged_in')).statusCode).toBe(401);

    const changing = (await signInRaw(user.email, oneTime)).agent;
    const waiting = (await signInRaw(user.email, oneTime)).agent;
    const changed = await changing.patch('/api/v1/account/password', { current_password: oneTime, new_password: 'chosen after the reset' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.must_change_password).toBe(false);
    expect((await waiting.get('/api/v1/logged_in')).statusCode).toBe(401);
    expect((await changing.get('/api/v1/chats')).statusCode).toBe(200);
    const [audited] = await passwordChanges(user.id);
    expect(audited.details).toEqual({ forced: true, other_sessions_ended: 1 });
  });
});
