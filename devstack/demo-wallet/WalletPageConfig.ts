/** The wallet's name: the page's title and heading, its WalletConnect metadata, its explorer entry. */
export const DEMO_WALLET_NAME = 'Keyport Demo Wallet';

/** One dev chain as the wallet page sees it: where to send its JSON-RPC calls. */
export interface WalletPageChain {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
}

/**
 * What the server tells the page about the devstack it runs on. The ports differ from start to
 * start (tests use free ones), so the page reads them here instead of having them built in.
 */
export interface WalletPageConfig {
  readonly projectId: string;
  /** The WalletConnect relay, `ws://127.0.0.1:PORT`. */
  readonly relayUrl: string;
  /** WalletConnect's Verify service (the devstack's stand-in), whose key checks a dapp's attestations. */
  readonly verifyUrl: string;
  /** The dev chains in the devstack's order; the first is where the wallet starts. */
  readonly chains: readonly WalletPageChain[];
}

/** The id of the `<script type="application/json">` element the server writes the config into. */
export const WALLET_PAGE_CONFIG_ELEMENT_ID = 'demo-wallet-config';
