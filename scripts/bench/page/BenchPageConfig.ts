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

/** The placeholders in `index.html` the server replaces with the configuration and the page's script. */
export const BENCH_CONFIG_PLACEHOLDER = '__BENCH_CONFIG__';
export const BENCH_SCRIPT_PLACEHOLDER = '__BENCH_SCRIPT__';

/**
 * The pages the bench serves, by path, each with its script: the site with Keyport, and the same
 * page without Keyport (React and the button alone), what a page costs before Keyport adds anything.
 */
export const BENCH_PAGES = { '/': 'bench', '/react-only': 'react-only' } as const;

/** The element holding the configuration as JSON (read as text, never run: no inline script). */
export const BENCH_CONFIG_ELEMENT_ID = 'bench-config';

/** The query parameters naming the opener (`?opener=keyport-button`) and the preload (`?preload=idle`). */
export const OPENER_PARAMETER = 'opener';
export const PRELOAD_PARAMETER = 'preload';

/** The site's own button's test id. */
export const SITE_BUTTON_TEST_ID = 'bench-open';
