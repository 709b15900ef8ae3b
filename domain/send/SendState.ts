import { type TokenBalance } from '../balance/TokenBalance';

/**
 * SPEC §3: the send form. The amount is kept as the text the visitor typed, so that no digit is
 * lost before it is converted to base units. Optional fields also accept `undefined`, so that the
 * form can clear them.
 */
export interface SendState {
  /** The token to send, picked from `tokenBalances`. */
  readonly token?: TokenBalance | undefined;
  readonly sendTokenAmount?: string | undefined;
  /** What the visitor typed as the receiver: an address, or a name resolved to `receiverAddress`. */
  readonly receiverInput?: string | undefined;
  readonly receiverAddress?: string | undefined;
  readonly receiverProfileImageUrl?: string | undefined;
  readonly receiverProfileName?: string | undefined;
  /** The USD worth of the native balance on the active network, as a decimal string. */
  readonly networkBalanceInUSD?: string | undefined;
  readonly tokenBalances: readonly TokenBalance[];
  readonly loading: boolean;
}

/** The empty send form (SPEC §4: the form is cleared after a send and on a network switch). */
export function initialSendState(): SendState {
  return { tokenBalances: [], loading: false };
}
