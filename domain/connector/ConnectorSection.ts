import { type CustomWallet, type Wallet } from '../wallet/Wallet';
import { type Connector } from './Connector';

/**
 * The sections of the Connect view's wallet list, in their default order (SPEC §2 "connector
 * types walletConnect, recent, injected, featured, custom, external, recommended").
 */
export const CONNECTOR_SECTION_TYPES = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;

export type ConnectorSectionType = (typeof CONNECTOR_SECTION_TYPES)[number];

/** The default `features.connectorTypeOrder`. */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorSectionType[] = CONNECTOR_SECTION_TYPES;

/** One section of the list: connectors to connect with directly, or wallets to pair with. */
export type ConnectorSection =
  | { readonly type: 'walletConnect' | 'injected' | 'external'; readonly connectors: readonly Connector[] }
  | { readonly type: 'recent' | 'featured' | 'recommended'; readonly wallets: readonly Wallet[] }
  | { readonly type: 'custom'; readonly wallets: readonly CustomWallet[] };

export function isConnectorSectionType(value: unknown): value is ConnectorSectionType {
  return typeof value === 'string' && (CONNECTOR_SECTION_TYPES as readonly string[]).includes(value);
}

/**
 * The order to show the non-empty sections in: the host's order first, then any non-empty section
 * the host left out, in the default order. Leaving a section out of `connectorTypeOrder` moves
 * it to the end; it never hides it. Repeated entries count once.
 */
export function orderSectionTypes(
  hostOrder: readonly ConnectorSectionType[],
  nonEmpty: ReadonlySet<ConnectorSectionType>,
): readonly ConnectorSectionType[] {
  const ordered = [...hostOrder, ...DEFAULT_CONNECTOR_TYPE_ORDER].filter((type) => nonEmpty.has(type));
  return [...new Set(ordered)];
}
