import { type ChainNamespace } from '../chain/ChainNamespace';

/**
 * SPEC §5/§6: the kinds of account a visitor can hold on eip155, solana and polkadot: a plain
 * key-pair account (`eoa`) or a contract account (`smartAccount`).
 */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** SPEC §1: Bitcoin wallets expose a `payment` account (the one balances and sends use). */
export const BITCOIN_ACCOUNT_TYPES = ['payment'] as const;
export type BitcoinAccountType = (typeof BITCOIN_ACCOUNT_TYPES)[number];

/** The account type each namespace can have. */
export interface AccountTypesByNamespace {
  readonly eip155: AccountType;
  readonly solana: AccountType;
  readonly polkadot: AccountType;
  readonly bip122: BitcoinAccountType;
}

/** Any account type of any namespace. */
export type NamespaceAccountType = AccountTypesByNamespace[ChainNamespace];

/** The host's `defaultAccountTypes` option: any namespace it leaves out keeps Keyport's default. */
export type AccountTypeOverrides = Partial<AccountTypesByNamespace>;

/**
 * SPEC §1: the account type used when the visitor has not chosen one. eip155 prefers a smart
 * account (where the embedded wallet offers one); the other namespaces have no smart accounts.
 */
export const DEFAULT_ACCOUNT_TYPES: AccountTypesByNamespace = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const;

/** Keyport's defaults with the host's `defaultAccountTypes` laid over them. */
export function resolveDefaultAccountTypes(overrides: AccountTypeOverrides = {}): AccountTypesByNamespace {
  return {
    eip155: overrides.eip155 ?? DEFAULT_ACCOUNT_TYPES.eip155,
    solana: overrides.solana ?? DEFAULT_ACCOUNT_TYPES.solana,
    polkadot: overrides.polkadot ?? DEFAULT_ACCOUNT_TYPES.polkadot,
    bip122: overrides.bip122 ?? DEFAULT_ACCOUNT_TYPES.bip122,
  };
}

/** Whether `value` is `eoa` or `smartAccount` (SPEC §5: the embedded wallet checks this). */
export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}
