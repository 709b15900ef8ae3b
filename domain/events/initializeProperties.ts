import { type ResolvedOptions } from '../options/KeyportOptions';

/**
 * What INITIALIZE tells the host about the options it created the instance with (AppKit sends
 * the options themselves): the networks by CAIP id, the default one, the theme mode and whether
 * sign-in is set up. Nothing more: no project id, URLs (an RPC URL may hold a key), metadata or
 * wallet lists, since a host may forward its events anywhere.
 */
export function initializeProperties(options: ResolvedOptions): Readonly<Record<string, unknown>> {
  return {
    networks: options.networks.map((network) => network.caipNetworkId),
    defaultNetwork: options.defaultNetwork.caipNetworkId,
    themeMode: options.themeMode,
    siwx: (options.siwx ?? options.siweConfig) !== undefined,
  };
}
