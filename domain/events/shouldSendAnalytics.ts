import type { KeyportEventName } from './KeyportEvent';

export interface AnalyticsContext {
  /** Analytics runs only in a browser page. */
  readonly isBrowser: boolean;
  /** The host's `features.analytics` flag. */
  readonly analyticsEnabled: boolean;
}

/**
 * SPEC §7: "Analytics is skipped for MODAL_CREATED, outside a browser, or when analytics is off."
 * Hosts still receive every event through their own subscription; this gate is only for the
 * analytics service.
 */
export function shouldSendAnalytics(event: KeyportEventName, context: AnalyticsContext): boolean {
  return event !== 'MODAL_CREATED' && context.isBrowser && context.analyticsEnabled;
}
