/** A dev chain the demo's networks and its test wallet talk to. */
export interface DemoChain {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
}

/** A prefunded devnet account (the well-known development mnemonic's keys; not secrets). */
export interface DemoAccount {
  readonly address: string;
  readonly privateKey: string;
}

/**
 * Where the running devstack listens, written into the page by the demo server, so the bundle
 * carries no port and works on fixed ports (`npm start`) and free ones (tests) alike.
 */
export interface DemoConfig {
  readonly projectId: string;
  readonly blockchainApiUrl: string;
  readonly explorerUrl: string;
  /** The devstack's WalletConnect relay, `ws://127.0.0.1:PORT`. */
  readonly walletConnectRelayUrl: string;
  /** The devstack's Verify stand-in, `http://127.0.0.1:PORT` (`apiUrls.walletConnectVerify`). */
  readonly walletConnectVerifyUrl: string;
  /** The devstack's demo WalletConnect wallet, to pair with from a second tab. */
  readonly walletPageUrl: string;
  /** The devstack's embedded wallet frame, `http://localhost:PORT/sdk` (`apiUrls.embeddedWalletFrame`). */
  readonly embeddedWalletFrameUrl: string;
  readonly chains: readonly DemoChain[];
  readonly devAccounts: readonly DemoAccount[];
}

/** The id of the page's `<script type="application/json">` element holding the {@link DemoConfig}. */
export const DEMO_CONFIG_ELEMENT_ID = 'keyport-demo-config';
