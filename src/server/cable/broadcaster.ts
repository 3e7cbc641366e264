import type { Database } from '../db/client';
import { deleteCableMessagesBefore, findCableMessage, insertCableMessage } from './cable-messages.repo';

export const CABLE_NOTIFY_CHANNEL = 'ordo_cable';
// NOTIFY payloads are capped at 8000 bytes; leave room for the envelope.
const MAX_INLINE_BYTES = 7000;

type Envelope = { stream: string; message?: unknown; ref?: number };
export type BroadcastHandler = (stream: string, message: unknown) => void;

/** Publishes live messages through Postgres NOTIFY so that every process serving sockets sees them. */
export class Broadcaster {
  constructor(private readonly database: Database) {}

  /** Sends `message` to every subscriber of `stream`, in any process; call after the data it announces is committed. */
  async broadcast(stream: string, message: unknown): Promise<void> {
    const inline = JSON.stringify({ stream, message } satisfies Envelope);
    if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
      await this.database.notify(CABLE_NOTIFY_CHANNEL, inline);
      return;
    }
    const id = await insertCableMessage(this.database.db, stream, message);
    await this.database.notify(CABLE_NOTIFY_CHANNEL, JSON.stringify({ stream, ref: id }));
    if (id % 100 === 0) await deleteCableMessagesBefore(this.database.db, new Date(Date.now() - 60 * 60 * 1000));
  }

  /** Calls `handler` for every broadcast on any stream; returns a function that stops listening. */
  async subscribeAll(handler: BroadcastHandler): Promise<() => Promise<void>> {
    return this.database.listen(CABLE_NOTIFY_CHANNEL, (payload) => {
      void this.deliver(payload, handler);
    });
  }

  private async deliver(payload: string, handler: BroadcastHandler): Promise<void> {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.ref === undefined) {
      handler(envelope.stream, envelope.message);
      return;
    }
    const message = await findCableMessage(this.database.db, envelope.ref);
    if (message !== null) handler(envelope.stream, message);
  }
}
