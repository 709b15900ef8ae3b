import {
  arbitrum,
  type CaipNetwork,
  type KeyportOptions,
  mainnet,
} from '../../infrastructure/composition/headless';

/**
 * Where a local devstack listens (`npm run devstack`: fixed ports), or where the environment says
 * (a test starts one on free ports): the options a script gives Keyport to work on it.
 */
export interface DevstackSettings {
  readonly options: KeyportOptions & { readonly networks: readonly [CaipNetwork, ...CaipNetwork[]] };
  readonly chains: readonly [{ chainId: number; rpcUrl: string }, ...{ chainId: number; rpcUrl: string }[]];
}

const env = (name: string, fallback: string): string => process.env[name] ?? fallback;

/** The devstack's chains as Keyport networks: the known definitions, with the local nodes. */
function onLocalNode(network: CaipNetwork, rpcUrl: string): CaipNetwork {
  return { ...network, rpcUrls: { default: { http: [rpcUrl] } } };
}

export function devstackSettings(): DevstackSettings {
  const ethereumRpc = env('KEYPORT_RPC_1', 'http://127.0.0.1:8545');
  const arbitrumRpc = env('KEYPORT_RPC_42161', 'http://127.0.0.1:8546');
  return {
    options: {
      projectId: env('KEYPORT_PROJECT_ID', 'keyport-demo-project'),
      networks: [onLocalNode(mainnet, ethereumRpc), onLocalNode(arbitrum, arbitrumRpc)],
      apiUrls: {
        blockchainApi: env('KEYPORT_BLOCKCHAIN_API_URL', 'http://127.0.0.1:8550'),
        explorerApi: env('KEYPORT_EXPLORER_URL', 'http://127.0.0.1:8551'),
        walletConnectRelay: env('KEYPORT_RELAY_URL', 'ws://127.0.0.1:8552'),
      },
      metadata: {
        name: 'Keyport example script',
        description: 'A script using Keyport without a page',
        url: 'http://127.0.0.1',
        icons: [],
      },
    },
    chains: [
      { chainId: 1, rpcUrl: ethereumRpc },
      { chainId: 42161, rpcUrl: arbitrumRpc },
    ],
  };
}
