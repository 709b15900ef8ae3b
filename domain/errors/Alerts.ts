/**
 * SPEC §8: the alerts, shown at the top of the page rather than in the modal because they are
 * about the site's setup or the embedded wallet as a whole, not about one action of the visitor.
 * Several problems share a title; the description says which one it is and what to do.
 */
export interface Alert {
  readonly code: string;
  readonly title: string;
  readonly description: string;
}

export const ALERTS = {
  NETWORK_NOT_FOUND: {
    code: 'NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    description:
      'The embedded wallet is on a network this site has not configured. Switch to one of the networks the site supports.',
  },
  ORIGIN_NOT_ALLOWED: {
    code: 'ORIGIN_NOT_ALLOWED',
    title: 'Invalid App Configuration',
    description:
      "This site's origin is not on the project's list of allowed domains. Add it to the project's allowed domains.",
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    title: 'Invalid App Configuration',
    description: 'The project id was not accepted. Check that the project id passed to the modal is correct.',
  },
  UNVERIFIED_DOMAIN: {
    code: 'UNVERIFIED_DOMAIN',
    title: 'Invalid App Configuration',
    description:
      "The embedded wallet could not load because this site's domain is not verified for the project. Verify the domain in the project settings.",
  },
  IFRAME_LOAD_FAILED: {
    code: 'IFRAME_LOAD_FAILED',
    title: 'Network Error - Could not load embedded wallet',
    description:
      'The embedded wallet did not start in time. Check the internet connection and that nothing blocks the wallet frame, then reload the page.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    code: 'IFRAME_REQUEST_TIMEOUT',
    title: 'Embedded Wallet Request Timed Out',
    description: 'The embedded wallet took too long to answer. Please try again.',
  },
  SESSION_EXPIRED: {
    code: 'SESSION_EXPIRED',
    title: 'Session Expired',
    description:
      "The wallet session is not valid yet, which usually means this device's clock is wrong. Check the date and time settings, then connect again.",
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    description: 'No project id was given when the modal was created. Pass a project id in the options.',
  },
} as const satisfies Readonly<Record<string, Alert>>;

export type AlertCode = keyof typeof ALERTS;
