/** The embedded wallet's defaults (SPEC §9). */
export const EMBEDDED_WALLET = {
  secureSdkVersion: 4,
  defaultChainId: 1,
  defaultCaipNetworkId: 'eip155:1',
  defaultLogLevel: 'error',
} as const;
