/**
 * Runs in the page before its scripts (an init script, self-contained): an installed browser
 * wallet announcing itself by EIP-6963, as most visitors who connect have one. It answers only
 * what a page asks before connecting (no accounts, the chain), so the Connect view lists it.
 */
export function announceInstalledWallet(): void {
  const icon =
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23f5a524'/%3E%3C/svg%3E";
  const info = {
    uuid: '8a1f3c52-6a41-4d8e-9b1e-5f0c2d7e9a10',
    name: 'Bench Wallet',
    icon,
    rdns: 'dev.keyport.bench',
  };
  const provider = {
    request: ({ method }: { readonly method: string }): Promise<unknown> => {
      if (method === 'eth_accounts') return Promise.resolve([]);
      if (method === 'eth_chainId') return Promise.resolve('0x1');
      return Promise.reject(Object.assign(new Error('Unsupported method'), { code: 4200 }));
    },
    on: (): void => undefined,
    removeListener: (): void => undefined,
  };
  const announce = (): void => {
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  };
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
