import type { KeyportEventName } from './KeyportEvent';

export interface AnalyticsContext {
  /** Analytics runs only in a browser page. */
  readonly isBrowser: boolean;
  /** The host's `features.analytics` flag. */
  readonly analyticsEnabled: boolean;
}

/**
 * SPEC §7: "Analytics is skipped for MODAL_CREATED, outside a browser, or when analytics is off."
 * INITIALIZE is skipped as MODAL_CREATED is: both come with the page, before the visitor does
 * anything, and nothing leaves the page before then. Off means off: unlike AppKit, which sends
 * INITIALIZE and CONNECT_SUCCESS even with `features.analytics: false`, nothing is sent.
 * Hosts still receive every event through their own subscription; this gate is only for the
 * analytics service.
 */
export function shouldSendAnalytics(event: KeyportEventName, context: AnalyticsContext): boolean {
  return event !== 'MODAL_CREATED' && event !== 'INITIALIZE' && context.isBrowser && context.analyticsEnabled;
}
