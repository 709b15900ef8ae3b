/** Which control opens the modal: the site's own button calling `open()`, or Keyport's button. */
export type BenchOpener = 'site-button' | 'keyport-button';

/**
 * When the site's own button has the modal's code fetched (`preloadModal`): never (the click
 * alone), when the browser is idle after load, on the visitor's first input anywhere on the page,
 * or when the visitor points at or focuses the button. Keyport's button does the last by itself.
 */
export type BenchPreload = 'none' | 'idle' | 'first-input' | 'hover';

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

/** The query parameters naming the opener (`?opener=keyport-button`) and the preload (`?preload=idle`). */
export const OPENER_PARAMETER = 'opener';
export const PRELOAD_PARAMETER = 'preload';

/** The site's own button's test id. */
export const SITE_BUTTON_TEST_ID = 'bench-open';
