import { injectable } from 'inversify';
import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { type CaipAddress, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type SwapToken } from '../ports/BlockchainApi';
import { Store } from '../state/Store';

/**
 * Where the swap form stands: `loading` its tokens, `unsupported` off the SPEC §9 swap networks
 * (SPEC §8 "Network not supported for Swaps"), `disconnected` without an account, `failed` when
 * the token list could not load, `ready` to take an amount.
 */
export type SwapFormStatus = 'loading' | 'unsupported' | 'disconnected' | 'failed' | 'ready';

/** The quote for the amount typed: none asked yet, on its way, received, or refused. */
export type SwapQuoteState =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly fromAmount: bigint; readonly toAmount: bigint }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The sold token's allowance for the swap router: not checked yet, being checked, short (an
 * approval is needed), being approved, or enough (native currency always is).
 */
export type SwapApprovalState = 'unknown' | 'checking' | 'needed' | 'approving' | 'sufficient';

export interface SwapState {
  readonly status: SwapFormStatus;
  readonly network: CaipNetworkId | undefined;
  readonly address: string | undefined;
  /** What the form failed on when `status` is `failed`. */
  readonly error: string | undefined;
  readonly tokens: readonly SwapToken[];
  readonly balances: readonly TokenBalance[];
  /** USD per whole token, by lower-case CAIP-10 address. */
  readonly pricesUsd: Readonly<Record<string, number>>;
  readonly from: CaipAddress | undefined;
  readonly to: CaipAddress | undefined;
  /** The amount to sell as typed. */
  readonly amountText: string;
  /** The typed amount in base units of the sold token; `undefined` when empty or not a number. */
  readonly amount: bigint | undefined;
  readonly insufficientBalance: boolean;
  readonly quote: SwapQuoteState;
  readonly approval: SwapApprovalState;
  readonly swapping: boolean;
}

export const INITIAL_SWAP_STATE: SwapState = {
  status: 'loading',
  network: undefined,
  address: undefined,
  error: undefined,
  tokens: [],
  balances: [],
  pricesUsd: {},
  from: undefined,
  to: undefined,
  amountText: '',
  amount: undefined,
  insufficientBalance: false,
  quote: { kind: 'none' },
  approval: 'unknown',
  swapping: false,
};

@injectable()
export class SwapStore extends Store<SwapState> {
  constructor() {
    super(INITIAL_SWAP_STATE);
  }
}
