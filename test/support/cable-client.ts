import { createRequire } from 'node:module';
import WebSocket from 'ws';

// The real @rails/actioncable client, run in Node against a real server.
//
// What the client needs from a browser (read from node_modules/@rails/actioncable/src):
// - `adapters.WebSocket`: a constructor called as `new WebSocket(url, protocols)`, with `protocol`,
//   `readyState`, `on<event>` handler properties, text frames as strings in `event.data`, and the
//   CONNECTING/OPEN/CLOSING/CLOSED constants enumerable on the constructor (getState() walks them
//   with for…in). ws's WebSocket has all of that; Node 20 has no global WebSocket.
// - global `addEventListener` / `removeEventListener`: ConnectionMonitor.start/stop register a
//   "visibilitychange" listener on the global object. Node has neither, so the client throws
//   without them.
// - `document`: only for createConsumer() without a URL (reads a <meta> tag), for relative URLs
//   (resolved through an <a> element), and inside the visibilitychange handler. This helper always
//   passes an absolute ws:// URL and never fires visibilitychange, so no fake `document` is
//   installed: a global `document` would make other libraries in the same worker think they run
//   in a browser.
// - `adapters.logger`: console, used only when `ActionCable.logger.enabled` (ORDO_TEST_CABLE_LOG=1).

export type ActionCableMixin = {
  initialized?(): void;
  connected?(details: { reconnected: boolean }): void;
  disconnected?(details: { willAttemptReconnect: boolean }): void;
  rejected?(): void;
  received?(message: unknown): void;
};

export interface ActionCableSubscription {
  readonly identifier: string;
  perform(action: string, data?: Record<string, unknown>): boolean;
  unsubscribe(): ActionCableSubscription;
}

export interface ActionCableConsumer {
  readonly url: string;
  readonly subscriptions: {
    create(channel: string | Record<string, unknown>, mixin?: ActionCableMixin): ActionCableSubscription;
    readonly guarantor: { stopGuaranteeing(): void };
  };
  readonly connection: { getProtocol(): string | undefined; isOpen(): boolean };
  connect(): boolean;
  disconnect(): void;
}

export interface ActionCableModule {
  createConsumer(url: string): ActionCableConsumer;
  adapters: { WebSocket: unknown; logger: unknown };
  logger: { enabled: boolean };
  INTERNAL: { protocols: string[]; message_types: Record<string, string> };
}

// The package ships no types; require() loads the same module instance any `import` of it gets in Node.
const require = createRequire(import.meta.url);
export const ActionCable = require('@rails/actioncable') as ActionCableModule;

type ClientSettings = {
  headers: Record<string, string>;
  origin?: string;
  sockets: Set<WebSocket>;
  frames: EventLog<CableFrame>;
};
const clientSettings = new Map<string, ClientSettings>();
const CLIENT_KEY = 'ordo-cable-client';
let clientCounter = 0;

/**
 * The adapter handed to the client. Its constructor gets only (url, protocols), and the adapter is global,
 * so each consumer's URL carries its id in the fragment (never sent over the wire); the adapter looks up
 * that consumer's Cookie and Origin and strips the fragment.
 */
class NodeCableWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    const target = new URL(url);
    const key = new URLSearchParams(target.hash.slice(1)).get(CLIENT_KEY);
    target.hash = '';
    const settings = key ? clientSettings.get(key) : undefined;
    super(target.toString(), protocols, { headers: settings?.headers, origin: settings?.origin });
    if (!settings) return;
    settings.sockets.add(this);
    this.on('message', (data, isBinary) => {
      if (isBinary) return;
      try {
        settings.frames.push(JSON.parse(data.toString()) as CableFrame);
      } catch {
        settings.frames.push({ unparsable: data.toString() });
      }
    });
  }
}

/** Makes the client runnable in Node: the ws adapter and the global listener functions it calls. Idempotent. */
export function installCableClientGlobals(): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (typeof scope.addEventListener !== 'function') {
    const target = new EventTarget();
    scope.addEventListener = target.addEventListener.bind(target);
    scope.removeEventListener = target.removeEventListener.bind(target);
  }
  ActionCable.adapters.WebSocket = NodeCableWebSocket;
  ActionCable.logger.enabled = process.env.ORDO_TEST_CABLE_LOG === '1';
}

export type CableFrame = Record<string, unknown>;
export type MessageMatch = Record<string, unknown> | ((message: unknown) => boolean);

export type SubscriptionEvent =
  | { type: 'connected'; reconnected: boolean }
  | { type: 'rejected' }
  | { type: 'disconnected'; willAttemptReconnect: boolean }
  | { type: 'received'; message: unknown };

const DEFAULT_TIMEOUT_MS = 5000;

/** A subscription made by the real client, with promises for what the server answers. */
export type TestSubscription = {
  readonly subscription: ActionCableSubscription;
  readonly events: readonly SubscriptionEvent[];
  /** Resolves when the server confirms; rejects if it rejects the subscription or nothing comes in time. */
  connected(timeoutMs?: number): Promise<void>;
  /** Resolves when the server rejects; rejects if it confirms instead or nothing comes in time. */
  rejected(timeoutMs?: number): Promise<void>;
  /** Resolves with the next broadcast not yet taken that matches (all keys equal, or the predicate). */
  received<T = unknown>(match?: MessageMatch, timeoutMs?: number): Promise<T>;
  /** Resolves when the client reports the socket gone, saying whether it will reconnect. */
  disconnected(timeoutMs?: number): Promise<{ willAttemptReconnect: boolean }>;
  unsubscribe(): void;
};

export type TestCableClient = {
  readonly consumer: ActionCableConsumer;
  /** Every frame the server sent to this client's sockets, parsed. */
  readonly frames: readonly CableFrame[];
  subscribe(params: { channel: string } & Record<string, unknown>): TestSubscription;
  /** Resolves with the first server frame (seen or future) whose keys match. */
  frame(match: MessageMatch, timeoutMs?: number): Promise<CableFrame>;
  /** Disconnects, stops the client's timers and waits until its sockets are closed. */
  close(): Promise<void>;
};

export type CableClientOptions = {
  /** The cable endpoint (ws://host:port/cable) or the app's base URL (http://host:port, /cable is added). */
  url: string;
  /** Sent as the Cookie header, as a browser would send the session cookie. */
  cookie?: string;
  /** The Origin header; defaults to the server's own origin, as for a page it served. null sends none. */
  origin?: string | null;
};

/** Connects the real @rails/actioncable client to a running server; close it in afterEach/afterAll. */
export function connectCable(options: CableClientOptions): TestCableClient {
  installCableClientGlobals();
  const url = cableUrl(options.url);
  const key = String(++clientCounter);
  const settings: ClientSettings = {
    headers: options.cookie ? { Cookie: options.cookie } : {},
    origin: options.origin === null ? undefined : (options.origin ?? url.origin.replace(/^ws/, 'http')),
    sockets: new Set(),
    frames: new EventLog<CableFrame>(),
  };
  clientSettings.set(key, settings);
  url.hash = `${CLIENT_KEY}=${key}`;
  const consumer = ActionCable.createConsumer(url.toString());

  return {
    consumer,
    frames: settings.frames.events,
    subscribe: (params) => subscribeWithLog(consumer, params),
    frame: (match, timeoutMs = DEFAULT_TIMEOUT_MS) =>
      settings.frames.waitFor((frame) => (matches(frame, match) ? frame : undefined), timeoutMs, 'a cable frame'),
    async close() {
      consumer.disconnect();
      consumer.subscriptions.guarantor.stopGuaranteeing();
      await Promise.all([...settings.sockets].map(closeSocket));
      clientSettings.delete(key);
    },
  };
}

function subscribeWithLog(consumer: ActionCableConsumer, params: Record<string, unknown>): TestSubscription {
  const log = new EventLog<SubscriptionEvent>();
  const taken = new Set<number>();
  const subscription = consumer.subscriptions.create(params, {
    connected: ({ reconnected }) => log.push({ type: 'connected', reconnected }),
    rejected: () => log.push({ type: 'rejected' }),
    disconnected: ({ willAttemptReconnect }) => log.push({ type: 'disconnected', willAttemptReconnect }),
    received: (message) => log.push({ type: 'received', message }),
  });
  const name = subscription.identifier;
  return {
    subscription,
    events: log.events,
    connected: (timeoutMs = DEFAULT_TIMEOUT_MS) =>
      log
        .waitFor(
          (event) => {
            if (event.type === 'rejected') throw new Error(`the server rejected ${name}`);
            return event.type === 'connected' ? true : undefined;
          },
          timeoutMs,
          `confirmation of ${name}`,
        )
        .then(() => undefined),
    rejected: (timeoutMs = DEFAULT_TIMEOUT_MS) =>
      log
        .waitFor(
          (event) => {
            if (event.type === 'connected') throw new Error(`the server confirmed ${name}`);
            return event.type === 'rejected' ? true : undefined;
          },
          timeoutMs,
          `rejection of ${name}`,
        )
        .then(() => undefined),
    received: <T>(match: MessageMatch = () => true, timeoutMs = DEFAULT_TIMEOUT_MS) =>
      log.waitFor<T>(
        (event, index) => {
          if (event.type !== 'received' || taken.has(index) || !matches(event.message, match)) return undefined;
          taken.add(index);
          return event.message as T;
        },
        timeoutMs,
        `a broadcast on ${name}`,
      ),
    disconnected: (timeoutMs = DEFAULT_TIMEOUT_MS) =>
      log.waitFor(
        (event) => (event.type === 'disconnected' ? { willAttemptReconnect: event.willAttemptReconnect } : undefined),
        timeoutMs,
        `disconnection of ${name}`,
      ),
    unsubscribe: () => void subscription.unsubscribe(),
  };
}

/** An append-only list of events that can be awaited without ever leaving an unhandled rejection behind. */
class EventLog<E> {
  readonly events: E[] = [];
  private readonly listeners = new Set<(event: E, index: number) => boolean>();

  push(event: E): void {
    const index = this.events.push(event) - 1;
    for (const listener of [...this.listeners]) listener(event, index);
  }

  /** Resolves with the first value `pick` returns for a seen or future event; rejects if `pick` throws or on timeout. */
  waitFor<T>(pick: (event: E, index: number) => T | undefined, timeoutMs: number, description: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        clearTimeout(timer);
        this.listeners.delete(listener);
      };
      const listener = (event: E, index: number): boolean => {
        let value: T | undefined;
        try {
          value = pick(event, index);
        } catch (err) {
          finish();
          reject(err);
          return true;
        }
        if (value === undefined) return false;
        finish();
        resolve(value);
        return true;
      };
      for (let i = 0; i < this.events.length; i += 1) if (listener(this.events[i], i)) return;
      this.listeners.add(listener);
      timer = setTimeout(() => {
        finish();
        const seen = JSON.stringify(this.events).slice(0, 400);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${description}; seen: ${seen}`));
      }, timeoutMs);
    });
  }
}

function matches(value: unknown, match: MessageMatch): boolean {
  if (typeof match === 'function') return match(value);
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(match).every(([key, expected]) => Object.is(record[key], expected));
}

/** The ws:// endpoint for a cable URL or an app base URL. */
export function cableUrl(url: string): URL {
  const target = new URL(url);
  target.protocol = target.protocol.replace(/^http/, 'ws');
  if (target.pathname === '/' || target.pathname === '') target.pathname = '/cable';
  return target;
}

function closeSocket(ws: WebSocket): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => ws.terminate(), 1000);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    else if (ws.readyState === WebSocket.OPEN) ws.close();
  });
}
