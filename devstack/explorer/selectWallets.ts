import { type ExplorerWallet } from './ExplorerWallet';
import { type ExplorerWalletQuery } from './walletQuery';

/** The `GET /getWallets` answer: one page, and how many wallets match in all pages. */
export interface ExplorerWalletPage {
  readonly data: readonly ExplorerWallet[];
  readonly count: number;
}

/**
 * `rdns` and `names` look up installed connectors: together they keep the wallets whose rdns or
 * name (case-insensitive) is listed, so the page learns their explorer metadata and ranks.
 */
function matchesInstalled(wallet: ExplorerWallet, query: ExplorerWalletQuery): boolean {
  if (query.rdns.length === 0 && query.names.length === 0) return true;
  const name = wallet.name.toLowerCase();
  return (
    (wallet.rdns !== null && query.rdns.includes(wallet.rdns)) ||
    query.names.some((listed) => listed.toLowerCase() === name)
  );
}

function matches(wallet: ExplorerWallet, query: ExplorerWalletQuery): boolean {
  return (
    (query.search === undefined || wallet.name.toLowerCase().includes(query.search.toLowerCase())) &&
    (!query.certifiedOnly || wallet.badge_type === 'certified') &&
    (query.include.length === 0 || query.include.includes(wallet.id)) &&
    !query.exclude.includes(wallet.id) &&
    (query.chains.length === 0 || wallet.chains.some((chain) => query.chains.includes(chain))) &&
    (!query.payOnly || wallet.supports_wcpay) &&
    matchesInstalled(wallet, query)
  );
}

function byRank(sort: ExplorerWalletQuery['sort']) {
  return (a: ExplorerWallet, b: ExplorerWallet): number => {
    if (sort === 'wcpay' && a.supports_wcpay !== b.supports_wcpay) return a.supports_wcpay ? -1 : 1;
    return a.order - b.order;
  };
}

/** Filters, ranks by the explorer's order and cuts out the asked page; `count` is taken before paging. */
export function selectWallets(
  wallets: readonly ExplorerWallet[],
  query: ExplorerWalletQuery,
): ExplorerWalletPage {
  const matching = wallets.filter((wallet) => matches(wallet, query)).sort(byRank(query.sort));
  const start = (query.page - 1) * query.entries;
  return { data: matching.slice(start, start + query.entries), count: matching.length };
}
