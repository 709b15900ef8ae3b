import type { ChainNamespace } from '../chain/ChainNamespace';

/** SPEC §9: counts, sizes and chain lists that are business rules rather than tuning. */
export const RECENT_WALLETS_KEPT = 2;
export const SWAP_SLIPPAGE_TOLERANCE = 1;
export const RPC_BATCH_SIZE = 1000;
export const MODAL_WIDTH_PX = 360;
export const DEFAULT_THEME_MODE = 'dark' as const;

/** eip155 chain ids on which swaps are offered. */
export const SWAP_SUPPORTED_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
];

/** Which namespaces each account feature works on. */
export const FEATURE_NAMESPACES = {
  names: ['eip155'],
  balance: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  onramp: ['eip155', 'solana'],
  activity: ['eip155'],
} as const satisfies Record<string, readonly ChainNamespace[]>;

/** Card-pay chains, by the payment provider's network names; the first is the fallback. */
export const CARD_PAY_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const;
export const CARD_PAY_FALLBACK_CHAIN = 'ethereum';

/** The address that stands for a namespace's native token in token lists and quotes. */
export const NATIVE_TOKEN_ADDRESSES: Readonly<Record<ChainNamespace, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
  bip122: '0x',
  polkadot: '0x',
};

/** In a file of its own: only the embedded wallet's code, loaded on demand, reads it. */
export { EMBEDDED_WALLET } from './embeddedWallet';

/** The React wrapper's own SDK version string (SPEC §9). */
export const SDK_VERSION = '1.7.4';

/**
 * Wallet slots of the Connect view (REFERENCE §7): recommended wallets fill what featured,
 * custom and installed wallets and the email and social entries leave of them.
 */
export const CONNECT_VIEW_WALLET_SLOTS = 4;

/**
 * The most decimals a token can have: ERC-20's `decimals()` is a uint8 (0 to 255), and Solana's
 * SPL tokens use at most 9. Every conversion between whole tokens and base units costs time in
 * proportion to the decimals (`10^decimals`), so a count past this is refused where it enters.
 */
export const MAX_TOKEN_DECIMALS = 255;

/** Digits of the largest on-chain amount, a uint256 (2^256 − 1 has 78 digits). */
export const MAX_BASE_UNITS_DIGITS = 78;

/**
 * The longest decimal text accepted from outside or typed: the largest uint256 written at the
 * most decimals a token can have, with a sign, a leading zero and a point. Reading a decimal
 * costs time in proportion to its length, so nothing longer is read.
 */
export const MAX_DECIMAL_TEXT_LENGTH = MAX_BASE_UNITS_DIGITS + MAX_TOKEN_DECIMALS + 3;

/**
 * The largest USD amount (a price, a holding's worth) accepted from outside: a thousand times
 * the yearly output of the whole world (about 10^14 USD). Anything above it is an error of the
 * service, and a sum of amounts below it can never overflow to Infinity.
 */
export const MAX_USD_AMOUNT = 1e17;

/**
 * How many characters of an outside name or symbol are shown (a token, an NFT, a wallet, a
 * profile name): a longer one is cut and ends with an ellipsis. 64 fits any real name (ENS
 * labels are rarely past 30) on two lines of the 360 px card; symbols are short by nature.
 */
export const DISPLAY_TEXT_MAX_LENGTH = {
  name: 64,
  symbol: 16,
  /** An error's message passed on to the host: a sentence or two, never a dump. */
  message: 300,
} as const;

/**
 * How many rows a list of the Account view renders at once (tokens, NFTs, one page of activity).
 * A hundred rows render in a few milliseconds on a phone; more would only come from a service
 * gone wrong (a real account's tokens and a history page are far fewer), and the rest are
 * counted rather than rendered.
 */
export const LIST_ROWS_SHOWN = 100;

const KIB = 1_024;
const MIB = 1_024 * KIB;

/** How `ANSWER_SIZE_LIMIT_BYTES` names any JSON-RPC call to a chain node. */
export const JSON_RPC_CALL = 'POST JSON-RPC';

/** Lists that grow with an account or a market; see `ANSWER_SIZE_LIMIT_BYTES`. */
const LIST_ANSWER_BYTES = 2 * MIB;
/** Single records and short lists; see `ANSWER_SIZE_LIMIT_BYTES`. */
const RECORD_ANSWER_BYTES = 256 * KIB;

/**
 * The largest answer body read from each outside service call (by the call's method and path
 * template), in bytes; a longer one is refused (RESPONSE_TOO_LARGE) before it is parsed, and a
 * call not listed gets the record limit. Each is several times a large real answer, so only a
 * service gone wrong reaches it:
 * - lists that grow with an account or a market, 2 MiB: balances (~0.5 KB a token), a history
 *   page (~50 transactions at ~2 KB), the swap token list and its prices (~0.3 KB a token, a few
 *   thousand tokens), the onramp currencies, an explorer page (up to 100 wallets at ~1.5 KB);
 *   and a chain node's JSON-RPC answer (a batch of up to 1000 calls);
 * - single records and short lists, 256 KiB: identity, names, quotes, gas price, allowance,
 *   built transactions, sessions, supported chains, the onramp link.
 */
export const ANSWER_SIZE_LIMIT_BYTES: Readonly<Record<string, number>> = {
  'GET /v1/account/{address}/balance': LIST_ANSWER_BYTES,
  'GET /v1/account/{account}/history': LIST_ANSWER_BYTES,
  'GET /v1/convert/tokens': LIST_ANSWER_BYTES,
  'POST /v1/fungible/price': LIST_ANSWER_BYTES,
  'GET /v1/onramp/options': LIST_ANSWER_BYTES,
  'GET /getWallets': LIST_ANSWER_BYTES,
  /** A chain node's answer; up to 1000 calls are batched in one (SPEC §9). */
  [JSON_RPC_CALL]: LIST_ANSWER_BYTES,
};

/** The body limit of a call `ANSWER_SIZE_LIMIT_BYTES` does not list. */
export const DEFAULT_ANSWER_SIZE_LIMIT_BYTES = RECORD_ANSWER_BYTES;

/** The answer size limit of one call, by its method and path template (`GET /v1/convert/tokens`). */
export function answerSizeLimitBytes(call: string): number {
  return ANSWER_SIZE_LIMIT_BYTES[call] ?? DEFAULT_ANSWER_SIZE_LIMIT_BYTES;
}
