import { recommendedRowCount } from './ConnectorList';
import { type ConnectorSection } from './ConnectorSection';

/** What the Connect view knows before the explorer answers. */
export interface ExplorerRowsInput {
  /** The sections it can list already: installed, custom, recent, WalletConnect… */
  readonly sections: readonly ConnectorSection[];
  readonly featuredWalletIds: readonly string[];
  readonly excludeWalletIds: readonly string[];
  readonly emailShown: boolean;
  readonly socialShown: boolean;
}

/** How many rows each explorer section will fill once the explorer answers. */
export interface ExplorerRowsToCome {
  readonly featured: number;
  readonly recommended: number;
}

const rowsOf = (sections: readonly ConnectorSection[], type: ConnectorSection['type']): number =>
  sections
    .filter((section) => section.type === type)
    .reduce(
      (rows, section) => rows + ('connectors' in section ? section.connectors : section.wallets).length,
      0,
    );

/**
 * While the explorer's answer is on its way (REFERENCE §7): the featured wallets the host named
 * (each once, less those it excludes) and the recommended wallets that will fill the remaining
 * wallet slots. The Connect view holds their places, so the rows it shows at once do not move
 * when the answer comes. An explorer that answers with fewer (or not at all) gives the places back.
 */
export function explorerRowsToCome(input: ExplorerRowsInput): ExplorerRowsToCome {
  const featured = new Set(input.featuredWalletIds.filter((id) => !input.excludeWalletIds.includes(id))).size;
  const slotsTaken =
    featured +
    rowsOf(input.sections, 'custom') +
    rowsOf(input.sections, 'injected') +
    Number(input.emailShown) +
    Number(input.socialShown);
  return { featured, recommended: recommendedRowCount(slotsTaken) };
}
