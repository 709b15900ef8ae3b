import { connectMethod } from '../../domain/events/connectMethod';
import { type CustomWallet } from '../../domain/wallet/Wallet';
import { type WalletPlatform } from '../../domain/wallet/WalletPlatforms';
import { type WalletChoice } from './WalletChoice';
import { isConnectorEntry, type WalletListEntry } from './WalletListEntry';

/** What SELECT_WALLET's properties depend on besides the wallet picked. */
export interface SelectWalletContext {
  readonly isMobile: boolean;
  /** The site's own wallets (option `customWallets`): their ids are not the explorer's. */
  readonly customWallets: readonly CustomWallet[];
}

/** The explorer's id of the wallet, when it is one the explorer lists (a public catalogue id). */
function explorerId(entry: WalletListEntry, customWallets: readonly CustomWallet[]): string | undefined {
  if (isConnectorEntry(entry)) return entry.explorerId;
  return customWallets.some((custom) => custom.id === entry.id) ? undefined : entry.id;
}

/**
 * SELECT_WALLET's properties, as AppKit's: the wallet's `name` and the `platform` it is reached
 * by (`browser` for its extension here, `mobile` or `qrcode` for WalletConnect on a phone or
 * elsewhere, `unsupported` when it is not installed and WalletConnect is not available), with
 * `explorer_id` for a wallet the explorer lists. Its links are left out: a custom wallet's may
 * carry what its site put in them.
 */
export function selectWalletProperties(
  entry: WalletListEntry,
  choice: WalletChoice,
  context: SelectWalletContext,
): Readonly<Record<string, unknown>> {
  const platform: WalletPlatform =
    choice.via === 'notInstalled'
      ? 'unsupported'
      : connectMethod(choice.via === 'browser' ? 'INJECTED' : 'WALLET_CONNECT', context.isMobile);
  const id = explorerId(entry, context.customWallets);
  return { name: entry.name, platform, ...(id === undefined ? {} : { explorer_id: id }) };
}
