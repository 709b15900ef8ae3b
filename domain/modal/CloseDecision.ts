import { type ViewName } from '../router/View';
import { isCloseDisabledBySiwx } from '../siwx-flow/SiwxCloseGuard';

export interface CloseInput {
  readonly currentView: ViewName;
  /**
   * The current view is one the modal can show (SPEC §2: not one of `VIEWS_NOT_YET_AVAILABLE`). A view that is not
   * shows only a "not available" note: no approval or sign-in waits on it, so nothing blocks
   * leaving it.
   */
  readonly currentViewAvailable: boolean;
  /** The product closes the modal itself (e.g. once a transaction was answered), not the visitor. */
  readonly forced: boolean;
  /** The modal is rendered inside the host page and cannot disappear (option `enableEmbedded`). */
  readonly embeddedMode: boolean;
  readonly isConnected: boolean;
  readonly siwxRequired: boolean;
  readonly hasSiwxSessions: boolean;
}

export type CloseDecision =
  | { readonly kind: 'blocked'; readonly reason: 'transaction-pending' | 'sign-in-required' }
  | { readonly kind: 'close' }
  | { readonly kind: 'navigate'; readonly view: 'Account' | 'Connect' };

/**
 * SPEC §4: what a request to close the modal does.
 *
 * - "Closing is blocked on ApproveTransaction unless forced": the embedded wallet is waiting
 *   for the visitor's answer, and closing would leave the request hanging.
 * - "Close is disabled on the sign or approve views when required and there are no sessions."
 * - "In embedded mode close goes to Account if connected else Connect", since an embedded modal
 *   has nowhere to disappear to.
 *
 * A forced close skips both blocks: it is the product ending a flow, never a visitor leaving
 * one. Neither holds on a view the modal cannot show: a host may open any view by name, and the
 * visitor must always be able to leave a "not available" note. A blocked close is refused; the
 * modal shakes to say so.
 */
export function decideClose(input: CloseInput): CloseDecision {
  if (!input.forced && input.currentViewAvailable) {
    if (input.currentView === 'ApproveTransaction') {
      return { kind: 'blocked', reason: 'transaction-pending' };
    }
    if (isCloseDisabledBySiwx(input)) {
      return { kind: 'blocked', reason: 'sign-in-required' };
    }
  }
  if (input.embeddedMode) {
    return { kind: 'navigate', view: input.isConnected ? 'Account' : 'Connect' };
  }
  return { kind: 'close' };
}
