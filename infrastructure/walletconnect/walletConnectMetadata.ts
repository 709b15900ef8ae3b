import { type AppMetadata } from '../../domain/theme/AppMetadata';
import { type PageIdentity } from './PageIdentity';

/** Outside a page (Node, server rendering) the site has no title or origin of its own. */
export const NODE_METADATA: AppMetadata = {
  name: 'Keyport',
  description: '',
  url: 'http://localhost',
  icons: [],
};

const WEB_ORIGIN = /^https?:\/\/[^/]+$/;

/**
 * What the wallet shows the visitor when asked to approve: the host's `metadata` option when it
 * gave one, else the page's title (or domain) and origin, so the visitor still sees which site is
 * asking. A page without a web origin (a local file) is named like a page outside a browser.
 */
export function walletConnectMetadata(
  hostMetadata: AppMetadata | undefined,
  page: PageIdentity | undefined,
): AppMetadata {
  if (hostMetadata !== undefined) return hostMetadata;
  if (page === undefined) return NODE_METADATA;
  const name = page.title.trim() || page.hostname || NODE_METADATA.name;
  const url = WEB_ORIGIN.test(page.origin) ? page.origin : NODE_METADATA.url;
  return { name, description: '', url, icons: [] };
}
