import { type Page } from 'playwright-core';

/** The name and rdns the scripted wallet announces itself with (EIP-6963). */
export const SCRIPTED_WALLET = { name: 'Scripted Wallet', rdns: 'example.scripted.wallet' } as const;

/** What the test can make the scripted wallet do once it is in the page. */
interface ScriptedWalletControls {
  emit(event: string, payloads: readonly unknown[]): void;
}

declare global {
  interface Window {
    scriptedWallet?: ScriptedWalletControls;
  }
}

/** An EIP-1193 error the wallet answers with. */
export interface WalletRefusal {
  readonly code: number;
  readonly message: string;
}

/** EIP-1193 -32002: the wallet still shows an earlier request of the site and takes no new one. */
export const REQUEST_ALREADY_PENDING: WalletRefusal = {
  code: -32002,
  message: "Request of type 'wallet_requestPermissions' already pending for origin. Please wait.",
};

/**
 * Installs, before the page's own scripts, an EIP-1193 wallet announced by EIP-6963 that approves
 * `accounts` on chain 1 (or answers a connection request with `refuseConnection`) and lets the
 * test fire any events at the site, as a misbehaving or hostile extension could: thousands in a
 * row, or payloads no honest wallet sends.
 */
export async function installScriptedWallet(
  page: Page,
  accounts: readonly string[],
  { refuseConnection }: { readonly refuseConnection?: WalletRefusal } = {},
): Promise<void> {
  await page.addInitScript(
    ({ info, approved, refusal }) => {
      const listeners = new Map<string, Set<(payload: unknown) => void>>();
      let chainId = '0x1';
      const provider = {
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          switch (method) {
            case 'eth_requestAccounts':
              if (refusal !== null) throw Object.assign(new Error(refusal.message), { code: refusal.code });
              return approved;
            case 'eth_accounts':
              return refusal === null ? approved : [];
            case 'eth_chainId':
              return chainId;
            case 'wallet_switchEthereumChain':
              chainId = String((params?.[0] as { chainId?: string } | undefined)?.chainId ?? chainId);
              return null;
            default:
              throw Object.assign(new Error('The scripted wallet does not do that'), { code: 4200 });
          }
        },
        on: (event: string, listener: (payload: unknown) => void) => {
          const set = listeners.get(event) ?? new Set();
          set.add(listener);
          listeners.set(event, set);
        },
        removeListener: (event: string, listener: (payload: unknown) => void) => {
          listeners.get(event)?.delete(listener);
        },
      };
      window.scriptedWallet = {
        emit: (event, payloads) => {
          for (const payload of payloads)
            for (const listener of listeners.get(event) ?? []) listener(payload);
        },
      };
      const detail = Object.freeze({
        info: {
          uuid: 'f4b2a3c0-0000-4000-8000-000000000001',
          name: info.name,
          rdns: info.rdns,
          icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
        },
        provider,
      });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { info: SCRIPTED_WALLET, approved: [...accounts], refusal: refuseConnection ?? null },
  );
}
