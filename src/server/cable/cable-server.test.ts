import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { streams } from '../../contracts/live-events';
import type { BroadcastHandler } from './broadcaster';
import { attachCable, type CableOptions, type CableServer, type CableUser } from './cable-server';
import { buildChannels } from './channels';

// The wire protocol, frame by frame, with a raw WebSocket client and an in-memory broadcaster.

const PROTOCOLS = ['actioncable-v1-json', 'actioncable-unsupported'];
const users: Record<string, CableUser> = {
  alice: { id: 1, role: 'user' },
  bob: { id: 2, role: 'user' },
  admin: { id: 3, role: 'super_admin' },
};
const chatOwners = new Map([
  [10, 1],
  [20, 2],
]);
const JOB_ID = '3f0e4c1a-9b7d-4e2f-8a6c-1d2e3f4a5b6c';
const ident = (params: Record<string, unknown>) => JSON.stringify(params);
const chat10 = ident({ channel: 'ChatChannel', chat_id: 10 });

class MemoryBroadcaster {
  handler: BroadcastHandler | null = null;
  async subscribeAll(handler: BroadcastHandler) {
    this.handler = handler;
    return async () => {
      this.handler = null;
    };
  }
  emit(stream: string, message: unknown) {
    this.handler?.(stream, message);
  }
}

type Frame = Record<string, unknown>;
type RawClient = {
  ws: WebSocket;
  frames: Frame[];
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  send(frame: unknown): void;
  closed: Promise<{ code: number }>;
};

let server: Server;
let cable: CableServer;
let broadcaster: MemoryBroadcaster;
let baseUrl: string;
let authorizeDelayMs = 0;
const clients: WebSocket[] = [];

async function startCable(overrides: Partial<CableOptions> = {}) {
  server = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  broadcaster = new MemoryBroadcaster();
  cable = attachCable({
    server,
    authenticate: async (req: IncomingMessage) => users[/user=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? ''] ?? null,
    channels: buildChannels({
      isChatOwner: async (userId, chatId) => {
        if (authorizeDelayMs) await new Promise((r) => setTimeout(r, authorizeDelayMs));
        return chatOwners.get(chatId) === userId;
      },
    }),
    broadcaster,
    logger: pino({ level: 'silent' }),
    pingIntervalMs: 100,
    allowedOrigins: (origin) => !origin || origin === 'http://app.test',
    ...overrides,
  });
  await cable.ready();
}

function connect(
  user: string | null,
  options: { path?: string; protocols?: string[]; origin?: string } = {},
): Promise<RawClient> {
  const ws = new WebSocket(`${baseUrl}${options.path ?? '/cable'}`, options.protocols ?? PROTOCOLS, {
    headers: user ? { Cookie: `user=${user}` } : {},
    origin: options.origin,
  });
  clients.push(ws);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  const client: RawClient = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (match, timeoutMs = 2000) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < frames.length; seen += 1) {
            if (match(frames[seen])) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(frames[seen]);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame; saw ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

const isType = (type: string) => (frame: Frame) => frame.type === type;
const answerTo = (identifier: string) => (frame: Frame) =>
  frame.identifier === identifier && typeof frame.type === 'string';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(async () => {
  authorizeDelayMs = 0;
  await startCable();
});

afterEach(async () => {
  for (const ws of clients.splice(0)) ws.terminate();
  await cable.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('connecting', () => {
  it('selects actioncable-v1-json, welcomes the client, then pings with unix seconds', async () => {
    const client = await connect('alice');
    expect(client.ws.protocol).toBe('actioncable-v1-json');
    expect(await client.next(() => true)).toEqual({ type: 'welcome' });
    const ping = await client.next(isType('ping'));
    expect(Object.keys(ping).sort()).toEqual(['message', 'type']);
    expect(ping.message).toBeTypeOf('number');
    expect(Math.abs((ping.message as number) - Date.now() / 1000)).toBeLessThan(5);
    expect(cable.connectionCount()).toBe(1);
  });

  it('tells an unauthenticated client it is unauthorized and not to reconnect, then closes', async () => {
    const client = await connect(null);
    expect((await client.closed).code).toBe(1000);
    expect(client.frames).toEqual([{ type: 'disconnect', reason: 'unauthorized', reconnect: false }]);
    expect(cable.connectionCount()).toBe(0);
  });

  it('refuses a cross-origin upgrade and accepts the allowed origin', async () => {
    await expect(connect('alice', { origin: 'http://evil.test' })).rejects.toThrow(/403/);
    const client = await connect('alice', { origin: 'http://app.test' });
    expect(await client.next(isType('welcome'))).toBeTruthy();
  });

  it('selects "actioncable-unsupported" for a client speaking none of our protocols, and refuses one offering nothing', async () => {
    const future = await connect('alice', { protocols: ['actioncable-v2-json', 'actioncable-unsupported'] });
    expect(future.ws.protocol).toBe('actioncable-unsupported');
    await future.closed;
    expect(future.frames).toEqual([]);
    await expect(connect('alice', { protocols: [] })).rejects.toThrow(/400/);
  });

  it('answers 500 when authentication itself fails', async () => {
    await cable.close();
    cable = attachCable({
      server,
      authenticate: async () => {
        throw new Error('database down');
      },
      channels: buildChannels({ isChatOwner: async () => true }),
      broadcaster,
      logger: pino({ level: 'silent' }),
    });
    await expect(connect('alice')).rejects.toThrow(/500/);
  });

  it('leaves upgrades on other paths to their own listeners', async () => {
    const other = new WebSocketServer({ noServer: true });
    server.on('upgrade', (req, socket, head) => {
      if (req.url === '/other') other.handleUpgrade(req, socket, head, (ws) => ws.send('"hello from other"'));
    });
    const client = await connect(null, { path: '/other', protocols: [] });
    expect(await client.next(() => true)).toBe('hello from other');
    expect(cable.connectionCount()).toBe(0);
    other.close();
  });
});

describe('subscriptions', () => {
  it('confirms the owner, delivers broadcasts with the identifier, and stops after unsubscribe', async () => {
    const client = await connect('alice');
    client.send({ command: 'subscribe', identifier: chat10 });
    expect(await client.next(answerTo(chat10))).toEqual({ identifier: chat10, type: 'confirm_subscription' });
    expect(cable.subscriberCount(streams.chat(10))).toBe(1);

    broadcaster.emit(streams.chat(10), { type: 'title_update', chat_id: 10, title: 'Setbacks' });
    broadcaster.emit(streams.chat(20), { type: 'title_update', chat_id: 20, title: 'not yours' });
    const message = await client.next((f) => 'message' in f);
    expect(message).toEqual({ identifier: chat10, message: { type: 'title_update', chat_id: 10, title: 'Setbacks' } });

    client.send({ command: 'unsubscribe', identifier: chat10 });
    await expect.poll(() => cable.subscriberCount()).toBe(0);
    broadcaster.emit(streams.chat(10), { type: 'title_update', chat_id: 10, title: 'late' });
    await pause(50);
    expect(client.frames.filter((f) => 'message' in f && f.type !== 'ping')).toHaveLength(1);
  });

  it("rejects another user's chat, a non-admin on JobProgressChannel, and confirms the admin", async () => {
    const bob = await connect('bob');
    bob.send({ command: 'subscribe', identifier: chat10 });
    expect(await bob.next(answerTo(chat10))).toEqual({ identifier: chat10, type: 'reject_subscription' });
    const progress = ident({ channel: 'ChatProgressChannel', chat_id: '10' });
    bob.send({ command: 'subscribe', identifier: progress });
    expect((await bob.next(answerTo(progress))).type).toBe('reject_subscription');

    const job = ident({ channel: 'JobProgressChannel', job_id: JOB_ID });
    bob.send({ command: 'subscribe', identifier: job });
    expect((await bob.next(answerTo(job))).type).toBe('reject_subscription');
    const admin = await connect('admin');
    admin.send({ command: 'subscribe', identifier: job });
    expect((await admin.next(answerTo(job))).type).toBe('confirm_subscription');
    broadcaster.emit(streams.jobProgress(JOB_ID), { job_id: JOB_ID, status: 'processing', message: 'Parsing' });
    expect((await admin.next((f) => 'message' in f && f.type === undefined)).message).toMatchObject({ status: 'processing' });
    expect(cable.subscriberCount()).toBe(1);
  });

  it('rejects unknown channels and bad identifiers, ignores junk, and keeps serving the connection', async () => {
    const client = await connect('alice');
    await client.next(isType('welcome'));
    const rejected = [
      ident({ channel: 'AdminChannel' }),
      ident({ channel: 'ChatChannel' }),
      ident({ channel: 'ChatChannel', chat_id: 'ten' }),
      ident({ channel: 'ChatChannel', chat_id: 10, extra: true }),
      ident({ channel: 'JobProgressChannel', job_id: '../../etc' }),
      'not json at all',
      '[1,2]',
    ];
    client.send('this is not json');
    client.send('{"command":"subscribe"}');
    client.send({ command: 'subscribe', identifier: { channel: 'ChatChannel', chat_id: 10 } });
    client.send({ command: 'destroy', identifier: chat10 });
    client.send({ command: 'message', identifier: chat10, data: '{"action":"speak"}' });
    client.send({ command: 'unsubscribe', identifier: ident({ channel: 'ChatChannel', chat_id: 99 }) });
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    for (const identifier of rejected) client.send({ command: 'subscribe', identifier });
    for (const identifier of rejected) {
      expect(await client.next(answerTo(identifier))).toEqual({ identifier, type: 'reject_subscription' });
    }

    client.send({ command: 'subscribe', identifier: chat10 });
    expect((await client.next(answerTo(chat10))).type).toBe('confirm_subscription');
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    expect(cable.subscriberCount()).toBe(1);
  });

  it('answers a subscribe sent again before the first answer only once', async () => {
    authorizeDelayMs = 100;
    const client = await connect('alice');
    client.send({ command: 'subscribe', identifier: chat10 });
    client.send({ command: 'subscribe', identifier: chat10 });
    await client.next(answerTo(chat10));
    client.send({ command: 'subscribe', identifier: chat10 });
    await pause(250);
    expect(client.frames.filter((f) => f.identifier === chat10)).toHaveLength(1);
    expect(cable.subscriberCount()).toBe(1);
  });

  it('does not confirm a subscription the client withdrew while it was being authorized', async () => {
    authorizeDelayMs = 100;
    const client = await connect('alice');
    client.send({ command: 'subscribe', identifier: chat10 });
    client.send({ command: 'unsubscribe', identifier: chat10 });
    await pause(250);
    expect(client.frames.filter((f) => f.identifier === chat10)).toEqual([]);
    expect(cable.subscriberCount()).toBe(0);
  });

  it('caps the subscriptions one connection may hold', async () => {
    const client = await connect('alice');
    const identifiers = Array.from({ length: 101 }, (_, i) => ident({ channel: 'ChatChannel', chat_id: i + 1 }));
    for (const identifier of identifiers) client.send({ command: 'subscribe', identifier });
    const last = await client.next(answerTo(identifiers[100]));
    expect(last.type).toBe('reject_subscription');
  });
});

describe('limits and cleanup', () => {
  it('closes a connection that sends a frame over 64 KB, and forgets its subscriptions', async () => {
    const client = await connect('alice');
    client.send({ command: 'subscribe', identifier: chat10 });
    await client.next(answerTo(chat10));
    client.send({ command: 'message', identifier: chat10, data: 'x'.repeat(70 * 1024) });
    expect((await client.closed).code).toBe(1009); // Message Too Big
    await expect.poll(() => cable.connectionCount()).toBe(0);
    expect(cable.subscriberCount()).toBe(0);
    broadcaster.emit(streams.chat(10), { type: 'title_update', chat_id: 10, title: 'nobody listens' });
  });

  it('removes subscriptions when the client goes away', async () => {
    const a = await connect('alice');
    const b = await connect('alice');
    for (const c of [a, b]) {
      c.send({ command: 'subscribe', identifier: chat10 });
      await c.next(answerTo(chat10));
    }
    expect(cable.subscriberCount(streams.chat(10))).toBe(2);
    a.ws.close();
    await a.closed;
    await expect.poll(() => cable.subscriberCount(streams.chat(10))).toBe(1);
    expect(cable.connectionCount()).toBe(1);
    broadcaster.emit(streams.chat(10), { type: 'title_update', chat_id: 10, title: 'still here' });
    expect((await b.next((f) => 'message' in f && f.type === undefined)).message).toMatchObject({ title: 'still here' });
  });

  it('tells clients to come back later when the server closes', async () => {
    const client = await connect('alice');
    await client.next(isType('welcome'));
    await cable.close();
    expect(await client.next(isType('disconnect'))).toEqual({ type: 'disconnect', reason: 'server_restart', reconnect: true });
    await client.closed;
    expect(cable.connectionCount()).toBe(0);
  });
});
