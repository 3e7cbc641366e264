import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '../../src/contracts/live-events';
import { Broadcaster } from '../../src/server/cable/broadcaster';
import { attachCable, type CableServer, type CableUser } from '../../src/server/cable/cable-server';
import { buildChannels } from '../../src/server/cable/channels';
import { type Database, openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { chats, users } from '../../src/server/db/schema';
import { connectCable, type TestCableClient } from '../support/cable-client';

// The real @rails/actioncable client against attachCable on a plain HTTP server, with broadcasts
// travelling through Postgres NOTIFY (in-memory PGlite) exactly as in production.

const TEST_COOKIE = 'ordo_test_user';

let database: Database;
let server: Server;
let cable: CableServer;
let baseUrl: string;
let alice: CableUser;
let bob: CableUser;
let admin: CableUser;
let aliceChatId: number;
const openClients: TestCableClient[] = [];

async function insertUser(email: string, role: CableUser['role']): Promise<CableUser> {
  const [row] = await database.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-real-hash', role })
    .returning({ id: users.id, role: users.role });
  return row;
}

/** Stands in for the session lookup: the test cookie names a user id. */
async function authenticate(req: IncomingMessage): Promise<CableUser | null> {
  const match = new RegExp(`(?:^|;\\s*)${TEST_COOKIE}=(\\d+)`).exec(req.headers.cookie ?? '');
  if (!match) return null;
  const [row] = await database.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, Number(match[1])));
  return row ?? null;
}

function connectAs(user: CableUser | null): TestCableClient {
  const client = connectCable({ url: baseUrl, cookie: user ? `${TEST_COOKIE}=${user.id}` : undefined });
  openClients.push(client);
  return client;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await runMigrations(database);
  alice = await insertUser('alice@example.org', 'user');
  bob = await insertUser('bob@example.org', 'user');
  admin = await insertUser('admin@example.org', 'super_admin');
  const [chat] = await database.db.insert(chats).values({ userId: alice.id, title: 'Fences' }).returning();
  aliceChatId = chat.id;

  server = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cable = attachCable({
    server,
    authenticate,
    channels: buildChannels({
      isChatOwner: async (userId, chatId) => {
        const rows = await database.db
          .select({ id: chats.id })
          .from(chats)
          .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
        return rows.length > 0;
      },
    }),
    broadcaster: new Broadcaster(database),
    logger: pino({ level: process.env.ORDO_TEST_LOG ?? 'silent' }),
    allowedOrigins: (origin, req) => !origin || new URL(origin).host === req.headers.host,
  });
  await cable.ready();
});

afterEach(async () => {
  await Promise.all(openClients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await cable?.close();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

describe('the real Action Cable client', () => {
  it("receives a broadcast on the owner's chat, sent through Postgres NOTIFY", async () => {
    const client = connectAs(alice);
    const sub = client.subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
    await sub.connected();
    expect(client.consumer.connection.getProtocol()).toBe('actioncable-v1-json');
    expect(client.frames[0]).toEqual({ type: 'welcome' });

    const event = { type: 'title_update', chat_id: aliceChatId, title: 'Fence heights in R-1' };
    await new Broadcaster(database).broadcast(streams.chat(aliceChatId), event);
    expect(await sub.received({ type: 'title_update' })).toEqual(event);
  });

  it("cannot subscribe to another user's chat", async () => {
    const client = connectAs(bob);
    const chat = client.subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
    const progress = client.subscribe({ channel: 'ChatProgressChannel', chat_id: String(aliceChatId) });
    await chat.rejected();
    await progress.rejected();
    expect(cable.subscriberCount(streams.chat(aliceChatId))).toBe(0);

    await new Broadcaster(database).broadcast(streams.chat(aliceChatId), { type: 'title_update', title: 'secret' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.frames.some((frame) => 'message' in frame && frame.type !== 'ping')).toBe(false);
  });

  it('lets only super admins follow job progress', async () => {
    const jobId = randomUUID();
    const resident = connectAs(alice).subscribe({ channel: 'JobProgressChannel', job_id: jobId });
    await resident.rejected();

    const staff = connectAs(admin).subscribe({ channel: 'JobProgressChannel', job_id: jobId });
    await staff.connected();
    const event = { job_id: jobId, status: 'processing', message: 'Parsing page 3 of 40', percentage: 7, timestamp: new Date().toISOString() };
    await new Broadcaster(database).broadcast(streams.jobProgress(jobId), event);
    expect(await staff.received()).toEqual(event);
  });

  it('disconnects an unauthenticated client for good', async () => {
    const client = connectAs(null);
    const sub = client.subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
    expect(await sub.disconnected()).toEqual({ willAttemptReconnect: false });
    expect(client.frames).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }]);
    expect(sub.events.some((event) => event.type === 'connected')).toBe(false);
  });

  it('delivers a broadcast larger than a NOTIFY payload (8000 bytes)', async () => {
    const client = connectAs(alice);
    const sub = client.subscribe({ channel: 'ChatProgressChannel', chat_id: aliceChatId });
    await sub.connected();
    const message = `Reading § 25-723. ${'The fence shall not exceed four feet in the front yard. '.repeat(400)}`;
    expect(Buffer.byteLength(message)).toBeGreaterThan(8000);
    await new Broadcaster(database).broadcast(streams.chatProgress(aliceChatId), { type: 'progress', message });
    expect(await sub.received<{ message: string }>({ type: 'progress' })).toEqual({ type: 'progress', message });
  });

  it('pings every 3 seconds by default, and forgets the subscriptions of a client that leaves', async () => {
    const client = connectAs(alice);
    const sub = client.subscribe({ channel: 'ChatChannel', chat_id: aliceChatId });
    await sub.connected();
    const ping = await client.frame({ type: 'ping' }, 4000);
    expect(Number.isInteger(ping.message)).toBe(true);
    expect(cable.connectionCount()).toBe(1);
    expect(cable.subscriberCount(streams.chat(aliceChatId))).toBe(1);

    await client.close();
    await expect.poll(() => cable.connectionCount()).toBe(0);
    expect(cable.subscriberCount()).toBe(0);
  });
});
