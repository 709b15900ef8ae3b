import { type ConnectorSectionType } from '../../../domain/connector/ConnectorSection';
import { type ConnectMethod } from '../../../domain/options/Features';
import { allWalletsCount } from '../../../domain/wallet/AllWalletsCount';
import { KEYPORT_STORAGE } from '../../../domain/storage/KeyportStorage';
import { ChainStore } from '../../chain/ChainStore';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { OptionsStore } from '../../options/OptionsStore';
import { Environment } from '../../ports/Environment';
import { TypedStorage } from '../../storage/TypedStorage';
import { WalletRegistry } from '../../ports/WalletRegistry';
import { connectViewList } from '../../wallets/connectViewList';
import { type WalletListEntry } from '../../wallets/WalletListEntry';
import { walletListItem, type WalletListItem } from '../../wallets/WalletListItem';
import { WalletListStore } from '../../wallets/WalletListStore';
import { explorerImageOf } from '../../wallets/walletImages';
import { embeddedLoginAvailable } from '../../embedded/embeddedLoginAvailable';
import { KeyportContainer } from '../../features/KeyportFeature';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export type { WalletListEntry, WalletListItem };

/** One section of the list (SPEC §2 connector types), its wallets in order. */
export interface WalletListSection {
  readonly type: ConnectorSectionType;
  readonly wallets: readonly WalletListItem[];
  /**
   * How many more rows the explorer's answer will bring to this section (0 once it answered): a
   * view holds their places, so the rows it shows do not move when they come.
   */
  readonly rowsToCome: number;
}

/** The Connect view's content (SPEC §2, REFERENCE §7). */
export interface KeyportWalletList {
  /** The connect methods shown, in order (email and social once the embedded wallet exists). */
  readonly connectMethods: readonly ConnectMethod[];
  /** The non-empty sections, in the host's `connectorTypeOrder`. */
  readonly sections: readonly WalletListSection[];
  /**
   * How many wallets the AllWallets list holds (`allWalletsCount`); undefined until it is known:
   * until the explorer answered, and on a phone until every explorer wallet was received.
   */
  readonly totalWalletCount: number | undefined;
}

export type GetWalletListReturnType = KeyportWalletList;

export type GetWalletListErrorType = TypeError;

/**
 * The wallets the visitor can pick, section by section (SPEC §2 orders, §6 filters): installed,
 * custom and recent wallets at once, the explorer's featured and recommended ones once
 * `loadWalletList` fetched them (their sections count the rows to come until then), each with its
 * image; the same object until one of them changes.
 *
 * @example
 * for (const section of getWalletList(keyport).sections) render(section.type, section.wallets);
 */
export function getWalletList(keyport: Keyport): GetWalletListReturnType {
  const runtime = readingRuntimeOf(keyport, 'getWalletList');
  const { connectors } = runtime.get(ConnectorStore).get();
  const lists = runtime.get(WalletListStore).get();
  const options = runtime.get(OptionsStore).get();
  const chains = runtime.get(ChainStore);
  const inputs = [connectors, lists, options, chains.get().chains];
  return cachedSnapshot(keyport, 'walletList', inputs, () => {
    const registry = runtime.get<WalletRegistry>(WalletRegistry);
    const explorerImage = explorerImageOf(registry);
    const { isMobile } = runtime.get<Environment>(Environment);
    const exclusion = { excludeWalletIds: options.excludeWalletIds, excludedWallets: lists.excludedWallets };
    const view = connectViewList({
      connectors,
      explorer: lists,
      options,
      isMobile,
      requestedChains: chains.allNetworks().map((network) => network.caipNetworkId),
      embeddedLogin: embeddedLoginAvailable(runtime.get(KeyportContainer)),
      storedRecentWallets: lists.answered
        ? []
        : (runtime.get(TypedStorage).read(KEYPORT_STORAGE.recentWallets) ?? []),
    });
    return {
      connectMethods: view.connectMethods,
      sections: view.sections.map((section) => ({
        type: section.type,
        wallets: ('connectors' in section ? section.connectors : section.wallets).map((entry) =>
          walletListItem(entry, lists, explorerImage),
        ),
        rowsToCome: view.rowsToCome[section.type] ?? 0,
      })),
      totalWalletCount: allWalletsCount({
        featuredWallets: lists.featuredWallets,
        customWallets: options.customWallets,
        explorerCount: lists.explorerCount,
        everyExplorerWallet: lists.everyExplorerWallet,
        isMobile,
        exclusion,
      }),
    };
  });
}
