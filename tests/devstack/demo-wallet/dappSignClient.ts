import { SignClient } from '@walletconnect/sign-client';

type DappClient = InstanceType<typeof SignClient>;

/** The sign-client's storage in memory, so a Node dapp writes nothing to the working directory. */
function memoryStorage() {
  const entries = new Map<string, unknown>();
  return {
    getKeys: async (): Promise<string[]> => [...entries.keys()],
    getEntries: async <T>(): Promise<[string, T][]> => [...entries].map(([key, value]) => [key, value as T]),
    getItem: async <T>(key: string): Promise<T | undefined> => entries.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T): Promise<void> => {
      entries.set(key, structuredClone(value));
    },
    removeItem: async (key: string): Promise<void> => {
      entries.delete(key);
    },
  };
}

/** The eip155 namespace a dapp asks the demo wallet for: both dev chains, the methods the tests use. */
export const DAPP_NAMESPACES = {
  eip155: {
    chains: ['eip155:1', 'eip155:42161'],
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
};

let dappCount = 0;

/**
 * A dapp-side sign-client in Node on the devstack relay: in-memory storage, no telemetry, and a
 * storage prefix of its own (several share one process). Close it with `closeDapp`.
 */
export async function startDappClient(
  devstack: { readonly projectId: string; readonly relayUrl: string },
  name: string,
): Promise<DappClient> {
  dappCount += 1;
  return SignClient.init({
    projectId: devstack.projectId,
    relayUrl: devstack.relayUrl,
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: `demo-wallet-test-dapp-${dappCount}`,
    storage: memoryStorage(),
    metadata: {
      name,
      description: `${name}, a dapp of the tests`,
      url: 'https://dapp.keyport.example',
      icons: [],
    },
  });
}

/**
 * Closes the dapp's relay connection and stops its core's heartbeat, an interval that would
 * otherwise keep the test process alive.
 */
export async function closeDapp(client: DappClient): Promise<void> {
  await client.core.relayer.transportClose();
  client.core.heartbeat.stop();
}
