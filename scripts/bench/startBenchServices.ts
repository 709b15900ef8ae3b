import { startBlockchainApi } from '../../devstack/api/startBlockchainApi';
import { DEMO_PROJECT_ID } from '../../devstack/config';
import { startExplorer } from '../../devstack/explorer/startExplorer';

/** The devstack's services a bench page talks to, on 127.0.0.1. */
export interface BenchServices {
  readonly projectId: string;
  readonly blockchainApiUrl: string;
  readonly explorerUrl: string;
  close(): Promise<void>;
}

/**
 * The devstack pieces the first view needs: the wallet explorer (the Connect view's wallet list)
 * and the blockchain API (the analytics and account calls a site's page is configured with; no
 * chain behind it, since the bench connects no wallet). Free ports; if one fails to start, the
 * other is stopped again.
 */
export async function startBenchServices(): Promise<BenchServices> {
  const [explorer, api] = await Promise.allSettled([startExplorer(), startBlockchainApi({ chains: [] })]);
  if (explorer.status === 'rejected' || api.status === 'rejected') {
    await Promise.allSettled(
      [explorer, api].map((part) => (part.status === 'fulfilled' ? part.value.close() : undefined)),
    );
    throw explorer.status === 'rejected' ? explorer.reason : (api as PromiseRejectedResult).reason;
  }
  return {
    projectId: DEMO_PROJECT_ID,
    blockchainApiUrl: api.value.url,
    explorerUrl: explorer.value.url,
    close: async () => {
      await Promise.allSettled([explorer.value.close(), api.value.close()]);
    },
  };
}
