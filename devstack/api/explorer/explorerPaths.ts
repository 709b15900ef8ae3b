/**
 * Where the explorer's pages live on the API server. The demo's networks name
 * `<api>/explorer/<chainId>` as their block explorer, and the product adds `/tx/<hash>` or
 * `/address/<address>` to it, so these are the paths those links open.
 */
export const EXPLORER_ROUTES = {
  transaction: '/explorer/:chainId/tx/:hash',
  address: '/explorer/:chainId/address/:address',
} as const;

export function transactionPath(chainId: number, hash: string): string {
  return `/explorer/${chainId}/tx/${encodeURIComponent(hash)}`;
}

export function addressPath(chainId: number, address: string): string {
  return `/explorer/${chainId}/address/${encodeURIComponent(address)}`;
}
