import { createConsumer, type Consumer } from '@rails/actioncable';
import { CABLE_URL_META, readMeta } from './meta';

export const DEFAULT_CABLE_URL = '/cable';

/** The Action Cable URL from `<meta name="action-cable-url">`, or `/cable`. */
export function readCableUrl(): string {
  return readMeta(CABLE_URL_META) ?? DEFAULT_CABLE_URL;
}

/** Creates an Action Cable consumer for Ordo's `/cable` endpoint (session cookie authenticates it). */
export function createCableConsumer(url: string = readCableUrl()): Consumer {
  return createConsumer(url);
}

let shared: Consumer | null = null;

/** One consumer per page: every channel subscription shares a single WebSocket. */
export function getCableConsumer(): Consumer {
  shared ??= createCableConsumer();
  return shared;
}

/** Closes the shared socket (at sign-out, so the next user never reuses a stale connection). */
export function disconnectCable(): void {
  shared?.disconnect();
  shared = null;
}
