import { type DevChain, type DevToken } from '../../../devstack/chain/DevChain';
import { type Devstack } from '../../../devstack/startDevstack';

/**
 * What the devstack itself says about an account, read straight from the dev chain and the
 * blockchain API stand-in, so the browser tests compare the page with the source and not with
 * the product's own arithmetic.
 */

const WEI_PER_MILLI_ETHER = 10n ** 15n;

/** The native balance in wei, from the chain's JSON-RPC (`eth_getBalance` at the latest block). */
export async function nativeBalanceWei(chain: DevChain, address: string): Promise<bigint> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  });
  const answer = (await response.json()) as { result?: string };
  if (typeof answer.result !== 'string') throw new Error(`eth_getBalance failed: ${JSON.stringify(answer)}`);
  return BigInt(answer.result);
}

/** SPEC §9: a balance is shown floored to 3 decimals; this is that value in thousandths. */
export function flooredThousandths(wei: bigint): bigint {
  return wei / WEI_PER_MILLI_ETHER;
}

/** A shown amount such as `1,000.091` in thousandths (1000091); `undefined` when it is no amount. */
export function shownThousandths(text: string): bigint | undefined {
  const match = /^(\d[\d,]*)(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const whole = BigInt(match[1].replaceAll(',', ''));
  const fraction = BigInt((match[2] ?? '').padEnd(3, '0'));
  return whole * 1000n + fraction;
}

interface HistoryTransfer {
  readonly nft_info?: { readonly flags?: { readonly is_spam?: boolean } };
}

interface HistoryPage {
  readonly data: readonly { readonly transfers?: readonly HistoryTransfer[] }[];
  readonly next: string | null;
}

export interface HistoryCounts {
  /** Every transaction of the account on the chain. */
  readonly all: number;
  /** SPEC §5: transactions whose transfers are all spam NFTs (hidden by Keyport). */
  readonly spamOnly: number;
}

/** Walks the API's whole history of `address` on `caipNetworkId`, page by page. */
export async function historyCounts(
  devstack: Devstack,
  address: string,
  caipNetworkId: string,
): Promise<HistoryCounts> {
  let all = 0;
  let spamOnly = 0;
  let cursor: string | null = null;
  do {
    const url = new URL(`/v1/account/${address}/history`, devstack.blockchainApiUrl);
    url.searchParams.set('projectId', devstack.projectId);
    url.searchParams.set('chainId', caipNetworkId);
    if (cursor !== null) url.searchParams.set('cursor', cursor);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`History request failed: ${response.status}`);
    const page = (await response.json()) as HistoryPage;
    for (const transaction of page.data) {
      all += 1;
      const transfers = transaction.transfers ?? [];
      if (transfers.length > 0 && transfers.every((t) => t.nft_info?.flags?.is_spam === true)) spamOnly += 1;
    }
    cursor = page.next;
  } while (cursor !== null);
  return { all, spamOnly };
}

/** An ERC-20 balance in base units, from the token contract (`balanceOf` at the latest block). */
export async function tokenBalance(chain: DevChain, token: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`;
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ to: token, data }, 'latest'],
    }),
  });
  const answer = (await response.json()) as { result?: string };
  if (typeof answer.result !== 'string') throw new Error(`balanceOf failed: ${JSON.stringify(answer)}`);
  return BigInt(answer.result);
}

/** The devstack's chain of that id (1 or 42161). */
export function devChain(devstack: Devstack, chainId: number): DevChain {
  const chain = devstack.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`The devstack runs no chain ${chainId}`);
  return chain;
}

/** The dev chain's ERC-20 of that symbol (DDAI, DUSDC, DPTS). */
export function devToken(chain: DevChain, symbol: string): DevToken {
  const token = chain.tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`The dev chain ${chain.chainId} has no ${symbol}`);
  return token;
}
