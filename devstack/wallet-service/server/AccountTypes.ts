import { FRAME_ERRORS } from '../protocol/frameProtocol';
import { type AccountType } from '../protocol/serviceApi';
import { type BatchCall } from './BatchCall';
import { ServiceError } from './ServiceError';

type Address = `0x${string}`;

/** A user's smart account on one chain. */
export interface SmartAccountState {
  readonly address: Address;
  readonly isDeployed: boolean;
}

/**
 * Where smart accounts come from: the networks that have them, the account of an owner there
 * (deployed by `init` when it is not yet), and its batches. `NO_SMART_ACCOUNTS` unless the
 * service is given a source (the devstack's is `devSmartAccounts`).
 */
export interface SmartAccounts {
  readonly networks: readonly number[];
  account(owner: Address, chainId: number): Promise<SmartAccountState>;
  init(owner: Address, chainId: number): Promise<SmartAccountState>;
  /**
   * Makes `calls` from the smart account of the owner whose key is `ownerKey`, in one transaction,
   * all or nothing (deployed first if needed); resolves the hash once mined. A batch with a
   * failing call is refused before anything is sent.
   */
  execute(ownerKey: `0x${string}`, chainId: number, calls: readonly BatchCall[]): Promise<`0x${string}`>;
}

const notEnabled = (): Promise<never> =>
  Promise.reject(new ServiceError(FRAME_ERRORS.smartAccountsNotEnabled));

/** No network has smart accounts: every request for one is refused, honestly. */
export const NO_SMART_ACCOUNTS: SmartAccounts = {
  networks: [],
  account: notEnabled,
  init: notEnabled,
  execute: notEnabled,
};

export interface AccountEntry {
  readonly address: string;
  readonly type: AccountType;
}

/** The account fields of a SPEC §3 user on one chain, with the type the visitor prefers. */
export interface UserAccounts {
  /** The address in use: the smart account's when preferred and available, else the eoa's. */
  readonly address: string;
  readonly accounts: readonly AccountEntry[];
  readonly preferredAccountType: AccountType;
  readonly smartAccountDeployed: boolean;
}

/** The account that signs and sends for a user on a chain. */
export interface AccountInUse {
  readonly type: AccountType;
  readonly address: Address;
}

/**
 * The one place that decides between the eoa and a smart account: which networks have them,
 * which type each user prefers (kept per user, so a new session or a reload keeps it), what a
 * user's accounts are on a chain, and which of them is in use there.
 */
export class AccountTypes {
  private readonly preferred = new Map<string, AccountType>();

  constructor(private readonly smartAccounts: SmartAccounts) {}

  enabledNetworks(): readonly number[] {
    return this.smartAccounts.networks;
  }

  /** Whether the chain has smart accounts. */
  enabled(chainId: number): boolean {
    return this.smartAccounts.networks.includes(chainId);
  }

  private assertEnabled(chainId: number): void {
    if (!this.enabled(chainId)) throw new ServiceError(FRAME_ERRORS.smartAccountsNotEnabled);
  }

  /**
   * GET_USER and CONNECT_SOCIAL's `preferredAccountType`: kept where it can be honoured. A login is
   * not refused over it: a smart account asked for where the chain has none leaves the preference
   * as it was, and the eoa is used there.
   */
  prefer(userId: string, type: AccountType, chainId: number): void {
    if (type === 'eoa' || this.enabled(chainId)) this.preferred.set(userId, type);
  }

  /** SET_PREFERRED_ACCOUNT: refused for a smart account where the chain has none. */
  async choose(userId: string, owner: Address, chainId: number, type: AccountType): Promise<UserAccounts> {
    if (type === 'smartAccount') this.assertEnabled(chainId);
    this.preferred.set(userId, type);
    return this.accountsOf(userId, owner, chainId);
  }

  /** The type in use for the user on a chain: the smart account where preferred and available. */
  typeInUse(userId: string, chainId: number): AccountType {
    return this.preferred.get(userId) === 'smartAccount' && this.enabled(chainId) ? 'smartAccount' : 'eoa';
  }

  /** The account that signs and sends for the user on a chain. */
  async inUse(userId: string, owner: Address, chainId: number): Promise<AccountInUse> {
    if (this.typeInUse(userId, chainId) === 'eoa') return { type: 'eoa', address: owner };
    return { type: 'smartAccount', address: (await this.smartAccounts.account(owner, chainId)).address };
  }

  /** The user's accounts on a chain, the one in use first. */
  async accountsOf(userId: string, owner: Address, chainId: number): Promise<UserAccounts> {
    const eoa: AccountEntry = { address: owner, type: 'eoa' };
    if (!this.enabled(chainId)) {
      return { address: owner, accounts: [eoa], preferredAccountType: 'eoa', smartAccountDeployed: false };
    }
    const smart = await this.smartAccounts.account(owner, chainId);
    const smartEntry: AccountEntry = { address: smart.address, type: 'smartAccount' };
    const useSmart = this.typeInUse(userId, chainId) === 'smartAccount';
    return {
      address: useSmart ? smart.address : owner,
      accounts: useSmart ? [smartEntry, eoa] : [eoa, smartEntry],
      preferredAccountType: useSmart ? 'smartAccount' : 'eoa',
      smartAccountDeployed: smart.isDeployed,
    };
  }

  /** INIT_SMART_ACCOUNT, and before a smart account signs: deployed, so ERC-1271 can answer for it. */
  async initSmartAccount(owner: Address, chainId: number): Promise<SmartAccountState> {
    this.assertEnabled(chainId);
    return this.smartAccounts.init(owner, chainId);
  }

  /** One all-or-nothing transaction of `calls` from the user's smart account; its hash once mined. */
  async executeFromSmartAccount(
    ownerKey: `0x${string}`,
    chainId: number,
    calls: readonly BatchCall[],
  ): Promise<`0x${string}`> {
    this.assertEnabled(chainId);
    return this.smartAccounts.execute(ownerKey, chainId, calls);
  }
}
