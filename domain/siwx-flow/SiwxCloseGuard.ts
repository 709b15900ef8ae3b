import { type ViewName } from '../router/View';

/** The views on which a visitor signs in or approves the sign-in message. */
export const SIWX_SIGNING_VIEWS = [
  'SIWXSignMessage',
  'ConnectingSiwe',
  'ApproveTransaction',
] as const satisfies readonly ViewName[];

export interface SiwxCloseGuardInput {
  readonly currentView: ViewName;
  /** The host's SIWX configuration requires sign-in before the app can be used. */
  readonly siwxRequired: boolean;
  /** At least one SIWX session exists for the connected account. */
  readonly hasSiwxSessions: boolean;
}

/**
 * SPEC §4 SIWX: "Close is disabled on the sign or approve views when required and there are no
 * sessions." Closing there would leave a connected but unauthenticated visitor in an app that
 * demands authentication.
 */
export function isCloseDisabledBySiwx(input: SiwxCloseGuardInput): boolean {
  return (
    input.siwxRequired &&
    !input.hasSiwxSessions &&
    (SIWX_SIGNING_VIEWS as readonly ViewName[]).includes(input.currentView)
  );
}
