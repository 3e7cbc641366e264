import type { Logger } from 'pino';
import { WebSocket, type RawData } from 'ws';
import {
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  frames,
  parseCommand,
  parseIdentifier,
  type DisconnectReason,
} from './cable-protocol';
import type { CableUser, Channels } from './channels';

/** A confirmed subscription as the stream registry sees it. */
export type StreamSubscriber = {
  readonly identifier: string;
  readonly connection: CableConnection;
};

/** Where confirmed subscriptions register for the broadcasts of their stream. */
export interface StreamRegistry {
  add(stream: string, subscriber: StreamSubscriber): void;
  remove(stream: string, subscriber: StreamSubscriber): void;
}

type SubscriptionEntry = StreamSubscriber & { stream: string | null };

export type CableConnectionOptions = {
  socket: WebSocket;
  user: CableUser;
  channels: Channels;
  registry: StreamRegistry;
  logger: Logger;
  /** Resolves true once broadcasts are being received, so a confirmed subscriber never misses one. */
  whenListening(): Promise<boolean>;
};

// Authorization runs a query; a client flooding subscribe/unsubscribe must not queue unbounded work.
const MAX_PENDING_AUTHORIZATIONS = 20;
// A client that cannot keep up with its broadcasts is dropped rather than buffered without limit.
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** One authenticated socket: applies the client's commands and keeps its subscriptions. */
export class CableConnection {
  readonly user: CableUser;
  private readonly socket: WebSocket;
  private readonly logger: Logger;
  private readonly subscriptions = new Map<string, SubscriptionEntry>();
  private pendingAuthorizations = 0;
  private lastSeenAt = Date.now();
  private disposed = false;

  constructor(private readonly options: CableConnectionOptions) {
    this.user = options.user;
    this.socket = options.socket;
    this.logger = options.logger.child({ userId: options.user.id });
  }

  /** Applies one frame from the client; anything malformed is logged and ignored. */
  handleFrame(data: RawData, isBinary: boolean): void {
    this.lastSeenAt = Date.now();
    if (isBinary) {
      this.logger.debug('cable: ignored a binary frame');
      return;
    }
    const parsed = parseCommand(rawToText(data));
    if (!parsed.ok) {
      this.logger.debug({ reason: parsed.reason }, 'cable: ignored a frame');
      return;
    }
    const { command, identifier } = parsed.command;
    if (command === 'subscribe') {
      this.subscribe(identifier).catch((err: unknown) => {
        this.logger.error({ err, identifier }, 'cable: subscribe failed');
      });
    } else if (command === 'unsubscribe') {
      this.unsubscribe(identifier);
    } else {
      // No channel defines client actions: everything live flows server → client.
      this.logger.debug({ identifier }, 'cable: ignored a message command (no channel actions)');
    }
  }

  /** Records that the client answered a ping, so the connection is not stale. */
  markAlive(): void {
    this.lastSeenAt = Date.now();
  }

  /** Sends the protocol ping and a WebSocket ping; drops the socket if the client went silent for `staleAfterMs`. */
  heartbeat(pingFrame: string, staleAfterMs: number): void {
    if (Date.now() - this.lastSeenAt > staleAfterMs) {
      this.logger.info('cable: dropping a stale connection');
      this.socket.terminate();
      return;
    }
    this.send(pingFrame);
    if (this.socket.readyState === WebSocket.OPEN) this.socket.ping();
  }

  /** Sends one serialized frame if the socket is open; drops a client whose unsent backlog grew too large. */
  send(frame: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.logger.warn({ buffered: this.socket.bufferedAmount }, 'cable: dropping a client that does not read');
      this.socket.terminate();
      return;
    }
    this.socket.send(frame);
  }

  /** Tells the client why it is being disconnected, then closes the socket. */
  disconnect(reason: DisconnectReason, reconnect: boolean): void {
    this.send(frames.disconnect(reason, reconnect));
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(1000);
    }
  }

  /** Forgets every subscription; called once when the socket closes. */
  dispose(): void {
    this.disposed = true;
    for (const entry of this.subscriptions.values()) {
      if (entry.stream !== null) this.options.registry.remove(entry.stream, entry);
    }
    this.subscriptions.clear();
  }

  private async subscribe(identifier: string): Promise<void> {
    // The client re-sends `subscribe` every 500 ms until it hears back; the first answer covers them all.
    if (this.subscriptions.has(identifier)) return;
    if (
      this.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION ||
      this.pendingAuthorizations >= MAX_PENDING_AUTHORIZATIONS
    ) {
      this.logger.warn({ identifier }, 'cable: too many subscriptions');
      this.send(frames.reject(identifier));
      return;
    }
    const parsed = parseIdentifier(identifier);
    if (!parsed.ok) {
      this.logger.debug({ identifier, reason: parsed.reason }, 'cable: rejected a subscription');
      this.send(frames.reject(identifier));
      return;
    }
    const channel = this.options.channels[parsed.channel];
    const params = channel.params.safeParse(parsed.params);
    if (!params.success) {
      this.logger.debug({ identifier }, 'cable: rejected a subscription with invalid params');
      this.send(frames.reject(identifier));
      return;
    }

    const entry: SubscriptionEntry = { identifier, connection: this, stream: null };
    this.subscriptions.set(identifier, entry);
    let allowed = false;
    this.pendingAuthorizations += 1;
    try {
      allowed = (await channel.authorize(this.user, params.data)) && (await this.options.whenListening());
    } catch (err) {
      this.logger.error({ err, identifier }, 'cable: authorization failed');
    } finally {
      this.pendingAuthorizations -= 1;
    }
    // The client unsubscribed, or the socket closed, while we were checking.
    if (this.disposed || this.subscriptions.get(identifier) !== entry) return;
    if (!allowed) {
      this.subscriptions.delete(identifier);
      this.logger.info({ identifier }, 'cable: subscription refused');
      this.send(frames.reject(identifier));
      return;
    }
    entry.stream = channel.stream(params.data);
    // Registered before the confirmation goes out: a client that saw the confirmation gets every later broadcast.
    this.options.registry.add(entry.stream, entry);
    this.send(frames.confirm(identifier));
  }

  private unsubscribe(identifier: string): void {
    const entry = this.subscriptions.get(identifier);
    if (!entry) return;
    this.subscriptions.delete(identifier);
    if (entry.stream !== null) this.options.registry.remove(entry.stream, entry);
  }
}

function rawToText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
