import { type PrivateKeyAccount } from 'viem/accounts';
import { FRAME_ERRORS } from '../protocol/frameProtocol';
import { ServiceError } from './ServiceError';

export type AccountType = 'eoa' | 'smartAccount';

/** A user's smart account on one chain. */
export interface SmartAccountState {
  readonly address: `0x${string}`;
  readonly isDeployed: boolean;
}

/**
 * Where smart accounts come from: the networks that have them, and the account of an owner
 * there (deployed by `init` when it is not yet). The devstack has none until its contract is
 * deployed and plugged in here.
 */
export interface SmartAccounts {
  readonly networks: readonly number[];
  account(owner: PrivateKeyAccount, chainId: number): Promise<SmartAccountState>;
  init(owner: PrivateKeyAccount, chainId: number): Promise<SmartAccountState>;
}

/** No network has smart accounts: every request for one is refused, honestly. */
export const NO_SMART_ACCOUNTS: SmartAccounts = {
  networks: [],
  account: () => Promise.reject(new ServiceError(FRAME_ERRORS.smartAccountsNotEnabled)),
  init: () => Promise.reject(new ServiceError(FRAME_ERRORS.smartAccountsNotEnabled)),
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

/**
 * The one place that decides between the eoa and a smart account, so the smart-account wiring
 * drops in here: which networks have them, what a user's accounts are on a chain, and whether
 * a preferred type can be honoured there.
 */
export class AccountTypes {
  constructor(private readonly smartAccounts: SmartAccounts) {}

  enabledNetworks(): readonly number[] {
    return this.smartAccounts.networks;
  }

  private assertEnabled(chainId: number): void {
    if (!this.smartAccounts.networks.includes(chainId)) {
      throw new ServiceError(FRAME_ERRORS.smartAccountsNotEnabled);
    }
  }

  /** The type a login or GET_USER may ask for: a smart account where the chain has none falls back to the eoa. */
  honoured(type: AccountType, chainId: number): AccountType {
    return type === 'smartAccount' && !this.smartAccounts.networks.includes(chainId) ? 'eoa' : type;
  }

  async initSmartAccount(owner: PrivateKeyAccount, chainId: number): Promise<SmartAccountState> {
    this.assertEnabled(chainId);
    return this.smartAccounts.init(owner, chainId);
  }

  /** SET_PREFERRED_ACCOUNT: refused for a smart account where the chain has none. */
  async choose(owner: PrivateKeyAccount, chainId: number, type: AccountType): Promise<UserAccounts> {
    if (type === 'smartAccount') this.assertEnabled(chainId);
    return this.accountsOf(owner, chainId, type);
  }

  /** The user's accounts on a chain; a preferred smart account where there is none falls back to the eoa. */
  async accountsOf(owner: PrivateKeyAccount, chainId: number, preferred: AccountType): Promise<UserAccounts> {
    const eoa: AccountEntry = { address: owner.address, type: 'eoa' };
    if (!this.smartAccounts.networks.includes(chainId)) {
      return {
        address: owner.address,
        accounts: [eoa],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      };
    }
    const smart = await this.smartAccounts.account(owner, chainId);
    const useSmart = preferred === 'smartAccount';
    return {
      address: useSmart ? smart.address : owner.address,
      accounts: useSmart
        ? [{ address: smart.address, type: 'smartAccount' }, eoa]
        : [eoa, { address: smart.address, type: 'smartAccount' }],
      preferredAccountType: preferred,
      smartAccountDeployed: smart.isDeployed,
    };
  }
}
