import {
  type WalletListItem,
  type WalletListSection,
} from '../../../application/instance/actions/getWalletList';
import { type ConnectorSectionType } from '../../../domain/connector/ConnectorSection';

/** What a wallet tile shows about where the wallet comes from. */
export type WalletBadge = 'installed' | 'recent' | 'qrcode';

/** One tile of a wallet list, ready to render. */
export interface WalletTileModel {
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

/** The sections' wallets as tiles, in the sections' order. */
export function walletTiles(sections: readonly WalletListSection[]): readonly WalletTileModel[] {
  return sections.flatMap((section) =>
    section.wallets.map((wallet) => ({
      key: `${section.type}:${wallet.id}`,
      badge: SECTION_BADGES[section.type],
      wallet,
    })),
  );
}
