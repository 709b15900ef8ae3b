import {
  type WalletListItem,
  type WalletListSection,
} from '../../../application/instance/actions/getWalletList';
import { type ConnectorSectionType } from '../../../domain/connector/ConnectorSection';

/** What a wallet tile shows about where the wallet comes from. */
export type WalletBadge = 'installed' | 'recent' | 'qrcode';

/** One tile of a wallet list, ready to render. */
export interface WalletTileModel {
  readonly kind: 'wallet';
  /** Unique in the list (a wallet may in principle sit in two sections). */
  readonly key: string;
  readonly badge: WalletBadge | undefined;
  /** The wallet: its id (as in `data-testid="wallet-<id>"`), name and image. */
  readonly wallet: WalletListItem;
}

const SECTION_BADGES: Partial<Record<ConnectorSectionType, WalletBadge>> = {
  injected: 'installed',
  recent: 'recent',
  // The WalletConnect entry is how any phone wallet connects: by its QR code.
  walletConnect: 'qrcode',
};

/** The place of a row the explorer's answer will bring: held, so the rows around it stay put. */
export interface RowToComeModel {
  readonly kind: 'toCome';
  readonly key: string;
}

export type WalletListTile = WalletTileModel | RowToComeModel;

/**
 * The sections' wallets as tiles, in the sections' order, each section's rows still to come from
 * the explorer after its wallets.
 */
export function walletTiles(sections: readonly WalletListSection[]): readonly WalletListTile[] {
  return sections.flatMap((section) => [
    ...section.wallets.map((wallet): WalletTileModel => ({
      kind: 'wallet',
      key: `${section.type}:${wallet.id}`,
      badge: SECTION_BADGES[section.type],
      wallet,
    })),
    ...Array.from({ length: section.rowsToCome }, (_, index): RowToComeModel => ({
      kind: 'toCome',
      key: `${section.type}:to-come:${index}`,
    })),
  ]);
}
