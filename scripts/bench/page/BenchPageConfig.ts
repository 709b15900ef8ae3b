/** Which control opens the modal: the site's own button calling `open()`, or Keyport's button. */
export type BenchOpener = 'site-button' | 'keyport-button';

/** Where the services run, written into the page by the bench server. */
export interface BenchPageConfig {
  readonly projectId: string;
  readonly blockchainApiUrl: string;
  readonly explorerUrl: string;
  /** The WalletConnect relay, when the bench runs one. */
  readonly relayUrl?: string;
}

/** The placeholder in `index.html` the server replaces with the configuration. */
export const BENCH_CONFIG_PLACEHOLDER = '__BENCH_CONFIG__';

/** The element holding the configuration as JSON (read as text, never run: no inline script). */
export const BENCH_CONFIG_ELEMENT_ID = 'bench-config';

/** The query parameter naming the opener (`?opener=keyport-button`); the site's own button by default. */
export const OPENER_PARAMETER = 'opener';

/** The site's own button's test id. */
export const SITE_BUTTON_TEST_ID = 'bench-open';
