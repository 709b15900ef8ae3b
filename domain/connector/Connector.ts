import type { ChainNamespace } from '../chain/ChainNamespace';

/** SPEC §3: the kinds of connector a visitor can pick. */
export const CONNECTOR_TYPES = [
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
] as const;

export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/**
 * A way to connect a wallet on one namespace. `provider` is opaque to the domain: the adapter
 * that discovered the connector knows what it is.
 */
export interface Connector {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly chain: ChainNamespace;
  readonly imageUrl?: string;
  readonly imageId?: string;
  readonly explorerId?: string;
  readonly info?: { readonly rdns?: string };
  /** Whether a wallet behind this connector is installed in this browser (injected/announced). */
  readonly installed?: boolean;
  readonly provider?: unknown;
}
