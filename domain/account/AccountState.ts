import { type ChainNamespace } from '../chain/ChainNamespace';
import { type TokenBalance } from '../balance/TokenBalance';
import { type CaipAddress } from '../network/CaipNetwork';
import { type SocialProvider } from '../social/SocialProvider';
import { type AccountTab, DEFAULT_ACCOUNT_TAB } from './AccountTab';
import { type AccountType, type AccountTypeOverrides, type NamespaceAccountType } from './AccountType';
import { type ConnectionStatus } from './ConnectionStatus';

/** One account a connected wallet exposes (a wallet may expose several per namespace). */
export interface WalletAccount {
  readonly namespace: ChainNamespace;
  readonly address: string;
  readonly type: NamespaceAccountType;
  readonly publicKey?: string;
}

/** SPEC §3: the visitor as the embedded (email/social) wallet knows them. */
export interface EmbeddedWalletUser {
  readonly email?: string | null;
  readonly username?: string | null;
  readonly accounts?: readonly { readonly address: string; readonly type: AccountType }[];
}

/** The wallet the visitor connected with, as shown in the account view. */
export interface ConnectedWalletInfo {
  readonly name: string;
  readonly icon?: string;
  readonly type?: string;
}

/**
 * SPEC §3: the account of one namespace. Optional fields also accept `undefined`, so that a
 * disconnect or an account switch can clear them by writing `undefined`.
 */
export interface AccountState {
  readonly currentTab: AccountTab;
  readonly tokenBalance: readonly TokenBalance[];
  readonly smartAccountDeployed: boolean;
  /** Names the visitor or the wallet gave to addresses, by address. */
  readonly addressLabels: Readonly<Record<string, string>>;
  readonly allAccounts: readonly WalletAccount[];
  readonly user?: EmbeddedWalletUser | undefined;
  readonly caipAddress?: CaipAddress | undefined;
  readonly address?: string | undefined;
  /** The native balance as a decimal string (it is shown, not computed with). */
  readonly balance?: string | undefined;
  readonly balanceSymbol?: string | undefined;
  readonly profileName?: string | null | undefined;
  readonly profileImage?: string | null | undefined;
  readonly addressExplorerUrl?: string | undefined;
  readonly connectedWalletInfo?: ConnectedWalletInfo | undefined;
  /** The account type the visitor chose per namespace (SPEC §6: switchable via the auth connector). */
  readonly preferredAccountTypes?: AccountTypeOverrides | undefined;
  /** The social login the visitor used with the embedded wallet. */
  readonly socialProvider?: SocialProvider | undefined;
  readonly farcasterUrl?: string | undefined;
  readonly status?: ConnectionStatus | undefined;
}

/** The account of a namespace nobody has connected: Tokens tab, no balances, disconnected. */
export function initialAccountState(): AccountState {
  return {
    currentTab: DEFAULT_ACCOUNT_TAB,
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    allAccounts: [],
    status: 'disconnected',
  };
}
