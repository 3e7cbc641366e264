import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer } from 'ws';
import type { Broadcaster } from './broadcaster';
import { CableConnection, type StreamRegistry, type StreamSubscriber } from './cable-connection';
import { CABLE_PROTOCOL, MAX_FRAME_BYTES, UNSUPPORTED_PROTOCOL, frames } from './cable-protocol';
import { CableUser, type Channels } from './channels';
import { streams } from '../../contracts/live-events';
import { z } from 'zod';

// One signed-out session, some sessions of a user (the others, when they change their password), or every session of
// a user (disabled, or their password reset by an admin).
const SessionEnded = z.union([
  z.object({ session: z.string().min(1) }),
  z.object({ sessions: z.array(z.string().min(1)).min(1) }),
  z.object({ user_id: z.number().int().positive() }),
]);

export { CableUser } from './channels';

export type CableOptions = {
  server: Server;
  /** The one upgrade path this endpoint answers; other paths are left to other listeners. */
  path?: string;
  /** Resolves the signed-in user from the upgrade request (its cookies), or null. */
  authenticate: (req: IncomingMessage) => Promise<CableUser | null>;
  channels: Channels;
  broadcaster: Pick<Broadcaster, 'subscribeAll'>;
  logger: Logger;
  pingIntervalMs?: number;
  /** Returns false to refuse the upgrade (cross-site WebSocket hijacking protection). */
  allowedOrigins?: (origin: string | undefined, req: IncomingMessage) => boolean;
};

export type CableServer = {
  /** Disconnects every client (telling it to reconnect later), stops pinging and listening. */
  close(): Promise<void>;
  /** Authenticated sockets currently open. */
  connectionCount(): number;
  /** Confirmed subscriptions in this process, to one stream or to all. */
  subscriberCount(stream?: string): number;
  /** Resolves once broadcasts are being received; rejects if listening failed. */
  ready(): Promise<void>;
};

// Closing waits this long for clients to finish the close handshake before cutting the socket.
const CLOSE_GRACE_MS = 1000;

/** Serves the Action Cable protocol on `path` of an HTTP server, fanning broadcasts out to subscribed sockets. */
export function attachCable(options: CableOptions): CableServer {
  const path = options.path ?? '/cable';
  const pingIntervalMs = options.pingIntervalMs ?? 3000;
  // Browsers answer WebSocket pings by themselves; ten silent intervals (at least 30 s) means the peer is gone.
  const staleAfterMs = Math.max(pingIntervalMs * 10, 30_000);
  const logger = 'module' in options.logger.bindings() ? options.logger : options.logger.child({ module: 'cable' });
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    handleProtocols: (offered) =>
      offered.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : offered.has(UNSUPPORTED_PROTOCOL) ? UNSUPPORTED_PROTOCOL : false,
  });
  const registry = new StreamMap();
  const connections = new Set<CableConnection>();
  const sockets = new Set<WebSocket>();
  const handshakes = new Set<Duplex>();
  let closing = false;
  let closed: Promise<void> | undefined;

  const listening = options.broadcaster.subscribeAll((stream, message) => {
    if (stream === streams.sessionsEnded) endSession(message);
    else registry.deliver(stream, message);
  });
  listening.catch((err: unknown) => logger.error({ err }, 'cable: cannot listen for broadcasts'));
  const whenListening = () => listening.then(() => true, () => false);

  const pingTimer = setInterval(() => {
    const ping = frames.ping();
    for (const connection of connections) connection.heartbeat(ping, staleAfterMs);
  }, pingIntervalMs);
  pingTimer.unref();

  /** The sockets of ended sessions (or of a user) close at once, told not to reconnect (it would be refused anyway). */
  function endSession(message: unknown): void {
    const ended = SessionEnded.safeParse(message);
    if (!ended.success) return;
    const { data } = ended;
    const sessions = new Set('session' in data ? [data.session] : 'sessions' in data ? data.sessions : []);
    const matches = (user: CableUser) => ('user_id' in data ? user.id === data.user_id : user.session !== undefined && sessions.has(user.session));
    for (const connection of connections) {
      if (matches(connection.user)) connection.disconnect('unauthorized', false);
    }
  }

  function track(ws: WebSocket): void {
    sockets.add(ws);
    ws.on('error', (err) => logger.debug({ err }, 'cable: socket error'));
    ws.on('close', () => sockets.delete(ws));
  }

  function accept(ws: WebSocket, user: CableUser): void {
    track(ws);
    const connection = new CableConnection({
      socket: ws,
      user,
      channels: options.channels,
      registry,
      logger,
      whenListening,
    });
    connections.add(connection);
    ws.on('message', (data, isBinary) => connection.handleFrame(data, isBinary));
    ws.on('pong', () => connection.markAlive());
    ws.on('close', () => {
      connections.delete(connection);
      connection.dispose();
      logger.debug({ userId: user.id }, 'cable: disconnected');
    });
    ws.send(frames.welcome());
    logger.debug({ userId: user.id }, 'cable: connected');
  }

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Until ws takes the socket over, a reset by the peer must not become an uncaught 'error'.
    const onSocketError = () => socket.destroy();
    socket.on('error', onSocketError);
    if (closing) return refuseHandshake(socket, 503, 'The server is shutting down.');
    const origin = req.headers.origin;
    if (options.allowedOrigins && !isAllowedOrigin(options.allowedOrigins, origin, req)) {
      logger.warn({ origin }, 'cable: refused a cross-origin upgrade');
      return refuseHandshake(socket, 403, 'This origin may not open the live channel.');
    }
    const offered = offeredProtocols(req);
    if (!offered.has(CABLE_PROTOCOL)) {
      if (!offered.has(UNSUPPORTED_PROTOCOL)) {
        return refuseHandshake(socket, 400, `Expected the ${CABLE_PROTOCOL} subprotocol.`);
      }
      // The client speaks none of our protocols: selecting "unsupported" makes it stop instead of retrying.
      socket.removeListener('error', onSocketError);
      wss.handleUpgrade(req, socket, head, (ws) => {
        track(ws);
        ws.close(1000);
      });
      return;
    }

    handshakes.add(socket);
    let user: CableUser | null;
    try {
      user = CableUser.nullable().parse(await options.authenticate(req));
    } catch (err) {
      logger.error({ err }, 'cable: authentication failed');
      handshakes.delete(socket);
      return refuseHandshake(socket, 500, 'The live channel is unavailable.');
    }
    handshakes.delete(socket);
    if (closing || socket.destroyed) {
      socket.destroy();
      return;
    }
    socket.removeListener('error', onSocketError);
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (user) return accept(ws, user);
      // What Rails does for a rejected connection: the client stops and does not reconnect.
      track(ws);
      ws.send(frames.disconnect('unauthorized', false));
      ws.close(1000);
    });
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (pathnameOf(req.url) !== path) return;
    upgrade(req, socket, head).catch((err: unknown) => {
      logger.error({ err }, 'cable: upgrade failed');
      socket.destroy();
    });
  }
  options.server.on('upgrade', onUpgrade);

  return {
    connectionCount: () => connections.size,
    subscriberCount: (stream) => registry.count(stream),
    ready: async () => {
      await listening;
    },
    close() {
      closed ??= shutDown();
      return closed;
    },
  };

  async function shutDown(): Promise<void> {
    closing = true;
    options.server.off('upgrade', onUpgrade);
    clearInterval(pingTimer);
    for (const socket of handshakes) socket.destroy();
    for (const connection of connections) connection.disconnect('server_restart', true);
    await Promise.all([...sockets].map((ws) => closeSocket(ws)));
    const stopListening = await listening.catch(() => null);
    await stopListening?.();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }
}

/** Subscribers of each stream in this process; every broadcast is serialized once per stream. */
class StreamMap implements StreamRegistry {
  private readonly streams = new Map<string, Set<StreamSubscriber>>();

  add(stream: string, subscriber: StreamSubscriber): void {
    let set = this.streams.get(stream);
    if (!set) {
      set = new Set();
      this.streams.set(stream, set);
    }
    set.add(subscriber);
  }

  remove(stream: string, subscriber: StreamSubscriber): void {
    const set = this.streams.get(stream);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.streams.delete(stream);
  }

  count(stream?: string): number {
    if (stream !== undefined) return this.streams.get(stream)?.size ?? 0;
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  deliver(stream: unknown, message: unknown): void {
    if (typeof stream !== 'string' || message === undefined) return;
    const set = this.streams.get(stream);
    if (!set || set.size === 0) return;
    const json = JSON.stringify(message);
    for (const { connection, identifier } of set) connection.send(frames.message(identifier, json));
  }
}

function isAllowedOrigin(
  check: NonNullable<CableOptions['allowedOrigins']>,
  origin: string | undefined,
  req: IncomingMessage,
): boolean {
  try {
    return check(origin, req);
  } catch {
    // An origin the check cannot even parse (e.g. "null" from a sandboxed frame) is not allowed.
    return false;
  }
}

function pathnameOf(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function offeredProtocols(req: IncomingMessage): Set<string> {
  const header = req.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return new Set();
  return new Set(header.split(',').map((p) => p.trim()));
}

function refuseHandshake(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

function closeSocket(ws: WebSocket): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    if (ws.readyState === WebSocket.OPEN) ws.close(1000);
  });
}
