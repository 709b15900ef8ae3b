import { type SwapToken } from '../../../application/instance/actions/listSwapTokens';
import { type TokenBalance } from '../../../domain/balance/TokenBalance';
import { type CaipAddress, type CaipNetworkId } from '../../../domain/network/CaipNetwork';

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
  | {
      readonly kind: 'ready';
      readonly fromAmount: bigint;
      readonly toAmount: bigint;
      /** The least the swap can give at the slippage the swap use case tolerates. */
      readonly minimumReceived: bigint;
    }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The sold token's allowance for the swap router: not checked yet, being checked, short (an
 * approval is needed), being approved, or enough (native currency always is).
 */
export type SwapApprovalState = 'unknown' | 'checking' | 'needed' | 'approving' | 'sufficient';

/** The swap views' state: the form, the quote, and where the approval and the swap stand. */
export interface SwapFlowState {
  readonly status: SwapFormStatus;
  /** The account and network the form was read for (`undefined` before the form was first shown). */
  readonly senderKey: string | undefined;
  /** The network the form was read for: quotes and swaps are asked on it, never on another. */
  readonly network: CaipNetworkId | undefined;
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
  /** The typed amount in base units of the sold token; `undefined` when empty, zero or not a number. */
  readonly amount: bigint | undefined;
  readonly insufficientBalance: boolean;
  readonly quote: SwapQuoteState;
  /** The allowance being read before the review opens. */
  readonly reviewing: boolean;
  readonly approval: SwapApprovalState;
  readonly swapping: boolean;
}

export const INITIAL_SWAP_FLOW: SwapFlowState = {
  status: 'loading',
  senderKey: undefined,
  network: undefined,
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
  reviewing: false,
  approval: 'unknown',
  swapping: false,
};

/** What a finished swap clears: the amount and everything that followed from it. */
export const EMPTY_SWAP_AMOUNT: Partial<SwapFlowState> = {
  amountText: '',
  amount: undefined,
  insufficientBalance: false,
  quote: { kind: 'none' },
  approval: 'unknown',
};
