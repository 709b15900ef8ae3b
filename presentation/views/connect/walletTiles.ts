import { type WalletListEntry } from '../../../application/wallets/WalletListEntry';
import { type ConnectorSection } from '../../../domain/connector/ConnectorSection';

/** What a wallet tile shows about where the wallet comes from. */
export type WalletBadge = 'installed' | 'recent' | 'qrcode';

/** One tile of a wallet list, ready to render. */
export interface WalletTileModel {
  /** Unique in the list (a wallet may in principle sit in two sections). */
  readonly key: string;
  /** The wallet's explorer id or the connector's id, as in `data-testid="wallet-<id>"`. */
  readonly id: string;
  readonly name: string;
  readonly badge: WalletBadge | undefined;
  readonly entry: WalletListEntry;
}

const SECTION_BADGES: Partial<Record<ConnectorSection['type'], WalletBadge>> = {
  injected: 'installed',
  recent: 'recent',
  // The WalletConnect entry is how any phone wallet connects: by its QR code.
  walletConnect: 'qrcode',
};

/** The sections' connectors and wallets as tiles, in the sections' order. */
export function walletTiles(sections: readonly ConnectorSection[]): readonly WalletTileModel[] {
  return sections.flatMap((section) => {
    const entries: readonly WalletListEntry[] =
      'connectors' in section ? section.connectors : section.wallets;
    return entries.map((entry) => ({
      key: `${section.type}:${entry.id}`,
      id: entry.id,
      name: entry.name,
      badge: SECTION_BADGES[section.type],
      entry,
    }));
  });
}
