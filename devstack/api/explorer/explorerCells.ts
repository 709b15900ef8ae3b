import { formatEther } from 'viem';
import { NATIVE_CURRENCY } from '../chains/nativeCurrency';
import { link, type Markup, statusBadge } from './explorerMarkup';
import { addressPath, transactionPath } from './explorerPaths';

/** What both pages show alike: amounts of ether, links between the pages, a transaction's status. */

/** An amount of the chain's own currency, exact: `0.1 ETH`. */
export function nativeAmount(wei: bigint): string {
  return `${formatEther(wei)} ${NATIVE_CURRENCY.symbol}`;
}

export function addressLink(chainId: number, address: string): Markup {
  return link(addressPath(chainId, address), address, 'mono');
}

export function transactionLink(chainId: number, hash: string): Markup {
  return link(transactionPath(chainId, hash), hash, 'mono');
}

export function transactionStatus(succeeded: boolean): Markup {
  return succeeded ? statusBadge('Success', 'success') : statusBadge('Failed (reverted)', 'failure');
}
