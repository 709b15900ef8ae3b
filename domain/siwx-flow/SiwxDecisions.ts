import {
  AuthenticationInitFailedError,
  signatureFailureError,
  type SignatureDeclinedError,
  type SmartAccountUnsupportedError,
} from '../errors/AuthenticationErrors';

/**
 * SPEC §4 SIWX (sign in with X): what happens around the sign-in message, as effect
 * descriptions the application layer carries out in the order of their fields. Each decision
 * also names the SPEC §7 analytics event to send, when there is one, and the SPEC §8 error to
 * show in the snackbar, when there is one.
 */

/** The sign-in view, opened after connect and re-opened after a declined signature. */
export const SIWX_SIGN_VIEW = 'SIWXSignMessage' as const;

export type SiwxAfterConnectEffect =
  { readonly kind: 'none' } | { readonly kind: 'openView'; readonly openView: typeof SIWX_SIGN_VIEW };

/** "After connect, if sessions exist nothing happens, else open SIWXSignMessage." */
export function siwxAfterConnect(input: { readonly hasSessions: boolean }): SiwxAfterConnectEffect {
  return input.hasSessions ? { kind: 'none' } : { kind: 'openView', openView: SIWX_SIGN_VIEW };
}

export interface SiwxSignSucceededEffect {
  readonly addSession: true;
  readonly close: true;
  readonly event: 'SIWX_AUTH_SUCCESS';
}

/** "Sign success adds the session and closes." */
export function siwxSignSucceeded(): SiwxSignSucceededEffect {
  return { addSession: true, close: true, event: 'SIWX_AUTH_SUCCESS' };
}

export interface SiwxSignDeclinedEffect {
  readonly openView: typeof SIWX_SIGN_VIEW;
  readonly snackbarError: SignatureDeclinedError | SmartAccountUnsupportedError;
  readonly event: 'SIWX_AUTH_ERROR';
}

/**
 * "Declined re-opens the sign view", with the SPEC §8 snackbar: "Signature declined", or, for a
 * smart account, "This application might not support Smart Accounts", since the app failing to
 * verify such signatures is then the likelier cause than a refusal.
 */
export function siwxSignDeclined(input: {
  readonly usingSmartAccount: boolean;
  readonly cause?: unknown;
}): SiwxSignDeclinedEffect {
  return {
    openView: SIWX_SIGN_VIEW,
    snackbarError: signatureFailureError(input.usingSmartAccount, input.cause),
    event: 'SIWX_AUTH_ERROR',
  };
}

export interface SiwxCancelledEffect {
  readonly disconnect: boolean;
  readonly close: boolean;
  readonly resetTo: 'Connect';
  readonly event: 'CLICK_CANCEL_SIWX';
}

/**
 * "Cancel disconnects if authentication is required, otherwise closes, then resets to Connect."
 * When authentication is required the modal stays open on Connect so the visitor can try again;
 * otherwise the connection is kept and the modal closes.
 */
export function siwxCancelled(input: { readonly required: boolean }): SiwxCancelledEffect {
  return {
    disconnect: input.required,
    close: !input.required,
    resetTo: 'Connect',
    event: 'CLICK_CANCEL_SIWX',
  };
}

export interface SiwxInitializeFailedEffect {
  readonly snackbarError: AuthenticationInitFailedError;
  readonly disconnect: true;
  readonly resetTo: 'Connect';
}

/**
 * SPEC §8: when the sign-in message cannot be prepared, the visitor sees "A problem occurred while
 * trying initialize authentication", is disconnected and sent back to Connect, since a connection
 * that can never authenticate is of no use.
 */
export function siwxInitializeFailed(input: { readonly cause?: unknown } = {}): SiwxInitializeFailedEffect {
  return {
    snackbarError: new AuthenticationInitFailedError({ cause: input.cause }),
    disconnect: true,
    resetTo: 'Connect',
  };
}
