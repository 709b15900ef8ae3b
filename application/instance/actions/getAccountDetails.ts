import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { type WalletFeature } from '../../../domain/options/Features';
import { walletFeaturesToShow } from '../../../domain/options/WalletFeaturesToShow';
import { AccountStore } from '../../account/AccountStore';
import { ChainStore } from '../../chain/ChainStore';
import { OptionsStore } from '../../options/OptionsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export type { WalletFeature };

/**
 * The account of the active namespace as the Account and Receive views show it: who it is, what
 * it holds of the network's own currency, where it can be looked up and paid, and what the
 * Account view offers to do with it. Optional details are `undefined` until they are known.
 */
export interface AccountDetails {
  readonly namespace: ChainNamespace | undefined;
  /** The account's address; `undefined` while no wallet has given one. */
  readonly address: string | undefined;
  /** The active network. */
  readonly network: CaipNetwork | undefined;
  /** The site's networks of the namespace: an address of a namespace is the same on each. */
  readonly networks: readonly CaipNetwork[];
  /** The name and avatar the blockchain API knows the address by. */
  readonly profileName: string | undefined;
  readonly profileImage: string | undefined;
  /** The native balance as decimal text, and its symbol (SPEC §9: cached 30 s). */
  readonly balance: string | undefined;
  readonly balanceSymbol: string | undefined;
  /** The address on the active network's block explorer. */
  readonly explorerUrl: string | undefined;
  /** The image of the wallet the visitor connected with. */
  readonly walletImageUrl: string | undefined;
  /** SPEC §2: the wallet features the Account view offers on the active network, in order. */
  readonly walletFeatures: readonly WalletFeature[];
}

export type GetAccountDetailsReturnType = AccountDetails;

export type GetAccountDetailsErrorType = TypeError;

const NO_NETWORKS: readonly CaipNetwork[] = [];

/**
 * The active namespace's account as the Account and Receive views show it; the same object until
 * one of its details changes.
 *
 * @example
 * const { address, profileName, balance, balanceSymbol } = getAccountDetails(keyport);
 */
export function getAccountDetails(keyport: Keyport): GetAccountDetailsReturnType {
  const runtime = readingRuntimeOf(keyport, 'getAccountDetails');
  const { activeNamespace, activeCaipNetwork, chains } = runtime.get(ChainStore).get();
  const account =
    activeNamespace === undefined ? undefined : runtime.get(AccountStore).get().accounts[activeNamespace];
  const networks =
    (activeNamespace === undefined ? undefined : chains[activeNamespace]?.caipNetworks) ?? NO_NETWORKS;
  const { features } = runtime.get(OptionsStore).get();
  const inputs = [activeNamespace, activeCaipNetwork, account, networks, features];
  return cachedSnapshot(keyport, 'accountDetails', inputs, () => ({
    namespace: activeNamespace,
    address: account?.address || undefined,
    network: activeCaipNetwork,
    networks,
    profileName: account?.profileName || undefined,
    profileImage: account?.profileImage || undefined,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    explorerUrl: account?.addressExplorerUrl || undefined,
    walletImageUrl: account?.connectedWalletInfo?.icon,
    walletFeatures:
      activeNamespace === undefined
        ? []
        : walletFeaturesToShow(features, { namespace: activeNamespace, chainId: activeCaipNetwork?.id }),
  }));
}
