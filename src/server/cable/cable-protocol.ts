import { z } from 'zod';
import { ChannelName } from '../../contracts/live-events';

// Wire format of Action Cable's `actioncable-v1-json` subprotocol, as @rails/actioncable 8 speaks it
// (node_modules/@rails/actioncable/src/internal.js and connection.js).

export const CABLE_PROTOCOL = 'actioncable-v1-json';
/** Offered last by every client; selecting it tells the client to stop without reconnecting. */
export const UNSUPPORTED_PROTOCOL = 'actioncable-unsupported';

/** Largest frame a client may send; commands are a few hundred bytes. */
export const MAX_FRAME_BYTES = 64 * 1024;
export const MAX_IDENTIFIER_LENGTH = 1024;
/** Subscriptions (pending or confirmed) one connection may hold. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 100;

export type DisconnectReason = 'unauthorized' | 'invalid_request' | 'server_restart' | 'remote';

/** A command frame from the client: `{command, identifier, data?}`, where identifier and data are JSON strings. */
export const CableCommand = z.object({
  command: z.enum(['subscribe', 'unsubscribe', 'message']),
  identifier: z.string().min(2).max(MAX_IDENTIFIER_LENGTH),
  data: z.string().optional(),
});
export type CableCommand = z.infer<typeof CableCommand>;

/** The identifier's decoded JSON: the channel name plus the channel's own params. */
const IdentifierObject = z.looseObject({ channel: z.string() });

export type ParsedIdentifier =
  | { ok: true; channel: ChannelName; params: Record<string, unknown> }
  | { ok: false; reason: string };

/** Decodes a subscription identifier, a JSON string such as `{"channel":"ChatChannel","chat_id":1}`, without trusting it. */
export function parseIdentifier(identifier: string): ParsedIdentifier {
  let decoded: unknown;
  try {
    decoded = JSON.parse(identifier);
  } catch {
    return { ok: false, reason: 'identifier is not JSON' };
  }
  const shape = IdentifierObject.safeParse(decoded);
  if (!shape.success) return { ok: false, reason: 'identifier is not an object with a channel' };
  const { channel, ...params } = shape.data;
  const name = ChannelName.safeParse(channel);
  if (!name.success) return { ok: false, reason: `unknown channel ${JSON.stringify(channel).slice(0, 80)}` };
  return { ok: true, channel: name.data, params };
}

/** Decodes one text frame into a command, or says why it was refused. */
export function parseCommand(frame: string): { ok: true; command: CableCommand } | { ok: false; reason: string } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(frame);
  } catch {
    return { ok: false, reason: 'frame is not JSON' };
  }
  const parsed = CableCommand.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: 'frame is not a valid command' };
  return { ok: true, command: parsed.data };
}

/** Server → client frames, already serialized. */
export const frames = {
  welcome: () => JSON.stringify({ type: 'welcome' }),
  ping: (now = Date.now()) => JSON.stringify({ type: 'ping', message: Math.floor(now / 1000) }),
  confirm: (identifier: string) => JSON.stringify({ identifier, type: 'confirm_subscription' }),
  reject: (identifier: string) => JSON.stringify({ identifier, type: 'reject_subscription' }),
  disconnect: (reason: DisconnectReason, reconnect: boolean) =>
    JSON.stringify({ type: 'disconnect', reason, reconnect }),
  /** A broadcast: `messageJson` is the message serialized once for every subscriber of the stream. */
  message: (identifier: string, messageJson: string) =>
    `{"identifier":${JSON.stringify(identifier)},"message":${messageJson}}`,
};
