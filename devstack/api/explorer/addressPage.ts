import { type Balance } from '../balances/readBalances';
import { type HistoryAnswer } from '../history/AccountHistory';
import { type HistoryTransaction, type HistoryTransfer } from '../history/HistoryTransaction';
import { explorerDocument, type PageChain } from './explorerDocument';
import { addressLink, transactionLink, transactionStatus } from './explorerCells';
import { type Cell, code, detailsTable, link, listTable, paragraph, section, time } from './explorerMarkup';
import { addressPath } from './explorerPaths';

/** What the address page shows: balances read now, and one page of the history index. */
export interface AddressView {
  readonly chain: PageChain;
  readonly address: string;
  /** The native currency first, then the dev tokens the address holds (`readBalances`). */
  readonly balances: readonly Balance[];
  readonly history: HistoryAnswer;
  /** The cursor this page of the history started at; absent on the newest page. */
  readonly cursor: string | undefined;
}

const OPERATION_NAMES: Readonly<Record<HistoryTransaction['metadata']['operationType'], string>> = {
  send: 'Send',
  receive: 'Receive',
  trade: 'Trade',
  mint: 'Mint',
  burn: 'Burn',
  approve: 'Approve',
  deploy: 'Deploy',
  execute: 'Contract call',
};

/** `GET /explorer/{chainId}/address/{address}`: balances and transactions of one address. */
export function addressPage(view: AddressView): string {
  const [native, ...tokens] = view.balances;
  const overview = detailsTable('Overview', [
    ['Address', code(view.address)],
    ['Balance', native === undefined ? '' : quantityOf(native)],
  ]);
  const tokenContent =
    tokens.length === 0
      ? paragraph("This address holds none of the dev chain's tokens.", 'muted')
      : listTable(
          'Tokens',
          ['Token', 'Balance', 'Value (USD)'],
          tokens.map((token) => [token.name, quantityOf(token), token.value.toFixed(2)]),
        );
  return explorerDocument(
    'Address',
    view.address,
    view.chain,
    [overview, section('Tokens', tokenContent), section('Transactions', transactionsContent(view))].join(
      '\n',
    ),
  );
}

function quantityOf(balance: Balance): string {
  return `${balance.quantity.numeric} ${balance.symbol}`;
}

function transactionsContent(view: AddressView): string {
  if (view.history.data.length === 0) return paragraph('No transactions on this chain yet.', 'muted');
  const { chainId } = view.chain;
  const party = (address: string): Cell =>
    address === view.address ? code(address) : addressLink(chainId, address);
  const table = listTable(
    'Transactions',
    ['Transaction', 'Time', 'Type', 'From', 'To', 'Moved', 'Status'],
    view.history.data.map(({ metadata, transfers }) => [
      transactionLink(chainId, metadata.hash),
      time(new Date(metadata.minedAt)),
      OPERATION_NAMES[metadata.operationType],
      party(metadata.sentFrom),
      party(metadata.sentTo),
      movedText(transfers),
      transactionStatus(metadata.status === 'confirmed'),
    ]),
  );
  return `${table}\n${pagesNav(view)}`;
}

/** The transfers to and from the address, signed from its side: `-0.1 ETH`, `+1 Dev Collectibles #3`. */
function movedText(transfers: readonly HistoryTransfer[] | null): string {
  if (transfers === null) return 'Nothing';
  return transfers
    .map((transfer) => {
      const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : '';
      const what =
        'fungible_info' in transfer
          ? `${transfer.quantity.numeric} ${transfer.fungible_info.symbol}`
          : transfer.nft_info.name;
      return `${sign}${what}`;
    })
    .join(', ');
}

function pagesNav(view: AddressView): string {
  const path = addressPath(view.chain.chainId, view.address);
  const links = [
    ...(view.cursor === undefined ? [] : [link(path, 'Newest transactions').html]),
    ...(view.history.next === null
      ? []
      : [link(`${path}?cursor=${encodeURIComponent(view.history.next)}`, 'Older transactions').html]),
  ];
  return links.length === 0
    ? ''
    : `<nav class="pages" aria-label="Transaction pages">${links.join('')}</nav>`;
}
