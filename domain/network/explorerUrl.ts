import { type CaipNetwork } from './CaipNetwork';

/**
 * A page of the network's block explorer (`…/tx/<hash>`, `…/address/<address>`), when the network
 * names an explorer; a trailing slash on its URL is not doubled.
 */
export function explorerUrl(network: CaipNetwork, page: 'tx' | 'address', id: string): string | undefined {
  const explorer = network.blockExplorers?.default.url;
  return explorer === undefined ? undefined : `${explorer.replace(/\/+$/, '')}/${page}/${id}`;
}
