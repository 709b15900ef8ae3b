import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { type Connector } from '../../domain/connector/Connector';
import { cutForDisplay } from '../../domain/format/cutForDisplay';
import { isDataImageSource } from '../../domain/link/linkRules';
import { isEip1193Provider } from './Eip1193Provider';

/** How SPEC §2 and §6 name the page's `window.ethereum` wallet. */
export const INJECTED_CONNECTOR_ID = 'injected';
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet';

/** EIP-6963 provider info: every field is required and a string. */
const AnnouncedInfo = t.type({ uuid: t.string, name: t.string, icon: t.string, rdns: t.string });

function announcedConnector(detail: { readonly info: unknown; readonly provider: unknown }): Connector[] {
  const info = AnnouncedInfo.decode(detail.info);
  if (E.isLeft(info) || info.right.rdns === '' || !isEip1193Provider(detail.provider)) return [];
  const { name, icon, rdns } = info.right;
  return [
    {
      id: rdns,
      // A wallet names itself: a name of megabytes is cut before any view shows it.
      name: cutForDisplay(name, 'name'),
      type: 'ANNOUNCED',
      chain: 'eip155',
      // Only `data:` pictures (the image rule's): EIP-6963 requires them, and an address elsewhere
      // would make the visitor's browser fetch from a server the wallet chose as the list renders.
      ...(isDataImageSource(icon) ? { imageUrl: icon } : {}),
      info: { rdns },
      installed: true,
      provider: detail.provider,
    },
  ];
}

/**
 * The connectors for what the page offers: each wallet announced by EIP-6963 (the first
 * announcement of an rdns wins; a malformed one is skipped), then `window.ethereum` as the
 * "Browser Wallet" when it is a provider that no announced wallet already stands for.
 */
export function evmConnectors(
  announced: readonly { readonly info: unknown; readonly provider: unknown }[],
  injected: unknown,
): readonly Connector[] {
  const byRdns = new Map<string, Connector>();
  for (const connector of announced.flatMap(announcedConnector)) {
    if (!byRdns.has(connector.id)) byRdns.set(connector.id, connector);
  }
  const connectors = [...byRdns.values()];
  const injectedIsAnnounced = announced.some((detail) => detail.provider === injected);
  if (!isEip1193Provider(injected) || injectedIsAnnounced) return connectors;
  return [
    ...connectors,
    {
      id: INJECTED_CONNECTOR_ID,
      name: INJECTED_CONNECTOR_NAME,
      type: 'INJECTED',
      chain: 'eip155',
      installed: true,
      provider: injected,
    },
  ];
}
