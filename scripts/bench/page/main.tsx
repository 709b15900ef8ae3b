import { createRoot } from 'react-dom/client';
// The bench build swaps this for the built package's entry (see benchPageBuild.ts): the page loads
// what a site that installed Keyport loads, while it type-checks against the source.
import { AppKitButton, arbitrum, createAppKit, evmAdapter, mainnet } from '../../../presentation/index';
import {
  BENCH_CONFIG_ELEMENT_ID,
  type BenchPageConfig,
  type BenchPreload,
  OPENER_PARAMETER,
  PRELOAD_PARAMETER,
  SITE_BUTTON_TEST_ID,
} from './BenchPageConfig';
import { startSitePreload } from './sitePreload';

/**
 * A site's smallest page with Keyport: React, `createAppKit` with two networks and the EVM adapter,
 * and one button that opens the modal (the site's own, or Keyport's with `?opener=keyport-button`),
 * the site's own fetching the modal's code as `?preload=` says (none by default).
 */
const query = new URLSearchParams(location.search);
const config = JSON.parse(
  document.getElementById(BENCH_CONFIG_ELEMENT_ID)?.textContent ?? '',
) as BenchPageConfig;

const modal = createAppKit({
  projectId: config.projectId,
  networks: [mainnet, arbitrum],
  adapters: [evmAdapter()],
  // Keyport's default (dark) unless the page is asked for light (`?themeMode=light`, for screenshots).
  themeMode: query.get('themeMode') === 'light' ? 'light' : 'dark',
  metadata: { name: 'Bench site', description: 'A minimal site', url: location.origin, icons: [] },
  apiUrls: {
    blockchainApi: config.blockchainApiUrl,
    explorerApi: config.explorerUrl,
    analyticsApi: config.blockchainApiUrl,
    ...(config.relayUrl === undefined ? {} : { walletConnectRelay: config.relayUrl }),
  },
});

const keyportButton = query.get(OPENER_PARAMETER) === 'keyport-button';
const preloadHandlers = startSitePreload((query.get(PRELOAD_PARAMETER) ?? 'none') as BenchPreload);

createRoot(document.getElementById('root') as HTMLElement).render(
  keyportButton ? (
    <AppKitButton />
  ) : (
    <button
      type="button"
      data-testid={SITE_BUTTON_TEST_ID}
      {...preloadHandlers}
      onClick={() => void modal.open()}
    >
      Connect
    </button>
  ),
);
