/** One analytics event as sent to the analytics API (SPEC §7 `POST /e`). */
export interface AnalyticsPayload {
  readonly eventId: string;
  readonly url: string;
  readonly domain: string;
  readonly timestamp: number;
  readonly props: {
    readonly type: 'track';
    readonly event: string;
    readonly address?: string;
    readonly properties?: Readonly<Record<string, unknown>>;
  };
}

/**
 * Delivers analytics events. Deciding whether an event is sent at all (SPEC §7 skip rules) is
 * the application's job; the adapter only delivers, and rejects with an error carrying the HTTP
 * `status` when the service refuses.
 */
export interface Analytics {
  send(payload: AnalyticsPayload): Promise<void>;
}

export const Analytics: unique symbol = Symbol.for('keyport.Analytics');
