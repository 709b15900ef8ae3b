import { type Alert } from './Alert';

/*
 * SPEC §8: the alerts only the embedded wallet raises. A module of their own, so their texts load
 * with the embedded wallet's code rather than before the first click.
 */

export const NETWORK_NOT_FOUND_ALERT = {
  code: 'NETWORK_NOT_FOUND',
  title: 'Network Not Found',
  description:
    'The embedded wallet is on a network this site has not configured. Switch to one of the networks the site supports.',
} as const satisfies Alert;

export const UNVERIFIED_DOMAIN_ALERT = {
  code: 'UNVERIFIED_DOMAIN',
  title: 'Invalid App Configuration',
  description:
    "The embedded wallet could not load because this site's domain is not verified for the project. Verify the domain in the project settings.",
} as const satisfies Alert;

export const IFRAME_LOAD_FAILED_ALERT = {
  code: 'IFRAME_LOAD_FAILED',
  title: 'Network Error - Could not load embedded wallet',
  description:
    'The embedded wallet did not start in time. Check the internet connection and that nothing blocks the wallet frame, then reload the page.',
} as const satisfies Alert;

export const IFRAME_REQUEST_TIMEOUT_ALERT = {
  code: 'IFRAME_REQUEST_TIMEOUT',
  title: 'Embedded Wallet Request Timed Out',
  description: 'The embedded wallet took too long to answer. Please try again.',
} as const satisfies Alert;

export const SESSION_EXPIRED_ALERT = {
  code: 'SESSION_EXPIRED',
  title: 'Session Expired',
  description:
    "The wallet session is not valid yet, which usually means this device's clock is wrong. Check the date and time settings, then connect again.",
} as const satisfies Alert;
