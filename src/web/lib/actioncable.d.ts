// @rails/actioncable ships no types; this covers the part of its API Ordo's client uses.
declare module '@rails/actioncable' {
  export type ChannelParams = { channel: string; [key: string]: unknown };

  export interface SubscriptionCallbacks<Received = unknown> {
    initialized?(this: Subscription): void;
    connected?(this: Subscription, details?: { reconnected: boolean }): void;
    disconnected?(this: Subscription, details?: { willAttemptReconnect: boolean }): void;
    rejected?(this: Subscription): void;
    received?(this: Subscription, data: Received): void;
  }

  export interface Subscription {
    readonly identifier: string;
    perform(action: string, data?: Record<string, unknown>): boolean;
    send(data: unknown): boolean;
    unsubscribe(): void;
  }

  export interface Subscriptions {
    create<Received = unknown>(
      channel: string | ChannelParams,
      callbacks?: SubscriptionCallbacks<Received>,
    ): Subscription;
  }

  export interface Consumer {
    readonly url: string;
    readonly subscriptions: Subscriptions;
    connect(): boolean;
    disconnect(): void;
    send(data: unknown): boolean;
    ensureActiveConnection(): void;
  }

  export function createConsumer(url?: string): Consumer;
  export const logger: { enabled: boolean };
}
