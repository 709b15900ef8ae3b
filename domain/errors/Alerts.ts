import {
  NETWORK_NOT_FOUND_ALERT,
  UNVERIFIED_DOMAIN_ALERT,
  IFRAME_LOAD_FAILED_ALERT,
  IFRAME_REQUEST_TIMEOUT_ALERT,
  SESSION_EXPIRED_ALERT,
} from './EmbeddedWalletAlerts';
import { type Alert } from './Alert';

export type { Alert };

/*
 * One constant per alert, so that what a page loads before the first click carries only the
 * alerts it can raise (a missing or refused project id); the embedded wallet's own alerts are in
 * `EmbeddedWalletAlerts.ts`, which travels with its code.
 */
export const ORIGIN_NOT_ALLOWED_ALERT = {
  code: 'ORIGIN_NOT_ALLOWED',
  title: 'Invalid App Configuration',
  description:
    "This site's origin is not on the project's list of allowed domains. Add it to the project's allowed domains.",
} as const satisfies Alert;

export const INVALID_PROJECT_ID_ALERT = {
  code: 'INVALID_PROJECT_ID',
  title: 'Invalid App Configuration',
  description: 'The project id was not accepted. Check that the project id passed to the modal is correct.',
} as const satisfies Alert;

export const PROJECT_ID_NOT_CONFIGURED_ALERT = {
  code: 'PROJECT_ID_NOT_CONFIGURED',
  title: 'Project ID Not Configured',
  description: 'No project id was given when the modal was created. Pass a project id in the options.',
} as const satisfies Alert;

/** Every SPEC §8 alert, by code (for reading the catalogue; the product imports each constant). */
export const ALERTS = {
  NETWORK_NOT_FOUND: NETWORK_NOT_FOUND_ALERT,
  ORIGIN_NOT_ALLOWED: ORIGIN_NOT_ALLOWED_ALERT,
  INVALID_PROJECT_ID: INVALID_PROJECT_ID_ALERT,
  UNVERIFIED_DOMAIN: UNVERIFIED_DOMAIN_ALERT,
  IFRAME_LOAD_FAILED: IFRAME_LOAD_FAILED_ALERT,
  IFRAME_REQUEST_TIMEOUT: IFRAME_REQUEST_TIMEOUT_ALERT,
  SESSION_EXPIRED: SESSION_EXPIRED_ALERT,
  PROJECT_ID_NOT_CONFIGURED: PROJECT_ID_NOT_CONFIGURED_ALERT,
} as const satisfies Readonly<Record<string, Alert>>;

export type AlertCode = keyof typeof ALERTS;
