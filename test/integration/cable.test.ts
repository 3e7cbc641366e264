import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { streams } from '../../src/contracts/live-events';
import { insertChat } from '../../src/server/features/chats/chats.repo';
import { type TestApp, startTestApp } from '../support/app';
import { connectCable, type TestCableClient } from '../support/cable-client';

// /cable through the real app: a real sign-in over HTTP sets the session cookie, and the real
// @rails/actioncable client connects to the app's listening server with it.

let t: TestApp;
let alice: { id: number; email: string; password: string };
let bob: { id: number; email: string; password: string };
let aliceChatId: number;
const openClients: TestCableClient[] = [];

/** Signs in over real HTTP as a browser would (CSRF token first) and returns the Cookie header it would send. */
async function signInOverHttp(email: string, password: string, baseUrl = t.url): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const tokenRes = await fetch(`${baseUrl}/api/v1/csrf_token`);
  keep(tokenRes);
  const { csrf_token: csrfToken } = (await tokenRes.json()) as { csrf_token: string };
  const res = await fetch(`${baseUrl}/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: cookieHeader() },
    body: JSON.stringify({ user: { email, password } }),
  });
  expect(res.status).toBe(200);
  keep(res);
  expect(jar.has('_ordo_session')).toBe(true);
  return cookieHeader();
}

function connect(cookie: string | undefined): TestCableClient {
  const client = connectCable({ url: t.url, cookie });
  openClients.push(client);
  return client;
}

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  alice = await t.createUser();
  bob = await t.createUser();
  aliceChatId = (await insertChat(t.app.ordo.database.db, { userId: alice.id, title: 'Fences' })).id;
});

afterEach(async () => {
  await Promise.all(openClients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await t?.close();
});

describe('/cable in the app', () => {
  it('delivers a broadcast to the signed-in owner of the chat', async () => {
    const client = connect(await signInOverHttp(alice.email, alice.password));
    const sub = client.subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
    await sub.connected();

    const event = { type: 'title_update', chat_id: aliceChatId, title: 'Fence heights in R-1' };
    await t.app.ordo.broadcaster.broadcast(streams.chat(aliceChatId), event);
    expect(await sub.received({ type: 'title_update' })).toEqual(event);
  });

  it("does not let a signed-in user subscribe to another user's chat", async () => {
    const client = connect(await signInOverHttp(bob.email, bob.password));
    const chat = client.subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
    const progress = client.subscribe({ channel: 'ChatProgressChannel', chat_id: aliceChatId });
    await chat.rejected();
    await progress.rejected();
  });

  it("closes a session's open sockets the moment it signs out, and leaves the user's other sessions connected", async () => {
    const leaving = await t.signIn(alice.email, alice.password);
    const staying = await t.signIn(alice.email, alice.password);
    const left = connect(leaving.cookieHeader).subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
    const stayed = connect(staying.cookieHeader).subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
    await Promise.all([left.connected(), stayed.connected()]);

    expect((await leaving.delete('/users/sign_out')).statusCode).toBe(200);
    expect(await left.disconnected()).toEqual({ willAttemptReconnect: false });

    const event = { type: 'title_update', chat_id: aliceChatId, title: 'Still here' };
    await t.app.ordo.broadcaster.broadcast(streams.chat(aliceChatId), event);
    expect(await stayed.received({ type: 'title_update', title: 'Still here' })).toEqual(event);
  });

  it('disconnects a client without a valid session, for good', async () => {
    for (const cookie of [undefined, '_ordo_session=forged-token']) {
      const client = connect(cookie);
      const sub = client.subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
      expect(await sub.disconnected()).toEqual({ willAttemptReconnect: false });
      expect(client.frames).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }]);
    }
  });

  it('refuses a WebSocket opened from another site with the session cookie (CSWSH)', async () => {
    const cookie = await signInOverHttp(alice.email, alice.password);
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/cable`, ['actioncable-v1-json'], {
      headers: { Cookie: cookie },
      origin: 'https://evil.example',
    });
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('opened'));
      ws.once('unexpected-response', (_req, res) => resolve(`HTTP ${res.statusCode}`));
      ws.once('error', (err) => resolve(err.message));
    });
    ws.terminate();
    expect(outcome).toBe('HTTP 403');
  });

  it('shutting the app down tells connected clients to come back later, without waiting for them to leave', async () => {
    // Its own app, since this one is closed. The cable must close in a `preClose` hook: by `onClose`,
    // Fastify is already waiting in server.close() for every socket, upgraded WebSockets included.
    const other = await startTestApp({ listen: true });
    const user = await other.createUser();
    const client = connectCable({ url: other.url, cookie: await signInOverHttp(user.email, user.password, other.url) });
    try {
      const chatId = (await insertChat(other.app.ordo.database.db, { userId: user.id, title: 'Bye' })).id;
      const sub = client.subscribe({ channel: 'ChatChannel', chat_id: chatId });
      await sub.connected();

      const closing = other.app.close().then(() => 'closed');
      expect(await sub.disconnected()).toEqual({ willAttemptReconnect: true });
      expect(client.frames).toContainEqual({ type: 'disconnect', reason: 'server_restart', reconnect: true });
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        closing,
        new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve('app.close() still waiting after 5 s'), 5000);
        }),
      ]);
      clearTimeout(timer);
      expect(outcome).toBe('closed');
    } finally {
      await client.close();
      await other.close();
    }
  });
});
