import { connectMethod } from '../../domain/events/connectMethod';
import { WalletCodec } from '../../domain/wallet/Wallet';
import { type WalletPlatform } from '../../domain/wallet/WalletPlatforms';
import { type WalletChoice } from './WalletChoice';
import { isConnectorEntry, type WalletListEntry } from './WalletListEntry';

/** The explorer's id of the wallet, when it is one the explorer lists (a public catalogue id). */
function explorerId(entry: WalletListEntry): string | undefined {
  if (isConnectorEntry(entry)) return entry.explorerId;
  return WalletCodec.is(entry) ? entry.id : undefined;
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
  isMobile: boolean,
): Readonly<Record<string, unknown>> {
  const platform: WalletPlatform =
    choice.via === 'notInstalled'
      ? 'unsupported'
      : connectMethod(choice.via === 'browser' ? 'INJECTED' : 'WALLET_CONNECT', isMobile);
  const id = explorerId(entry);
  return { name: entry.name, platform, ...(id === undefined ? {} : { explorer_id: id }) };
}
