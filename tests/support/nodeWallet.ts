import { SignClient } from '@walletconnect/sign-client';
import { DEMO_PROJECT_ID } from '../../devstack/config';
import { MemoryKeyValueStorage } from '../../infrastructure/walletconnect/MemoryKeyValueStorage';
import { type SignClientInstance } from '../../infrastructure/walletconnect/SignClientTypes';

/**
 * A phone wallet for Node tests: the wallet-side SDK in the test process, on the given relay, its
 * keys in memory under a prefix of its own.
 */
export async function startNodeWallet(relayUrl: string): Promise<SignClientInstance> {
  const wallet = await SignClient.init({
    projectId: DEMO_PROJECT_ID,
    relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `wallet-${Math.random()}`,
    storage: new MemoryKeyValueStorage(),
    metadata: {
      name: 'Node Wallet',
      description: 'A wallet in the test',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });
  // Offline, the wallet's Verify lookup fails at once but leaves a 5 s SDK timer behind that keeps
  // the process alive; this wallet's lookup fails the same way without it. Keyport's side is untouched.
  wallet.core.verify.resolve = async () => {
    throw new Error('Verify is not reachable offline');
  };
  return wallet;
}

/** Ends the wallet's heartbeat and relay connection, so the test process can end. */
export async function stopNodeWallet(wallet: SignClientInstance): Promise<void> {
  wallet.core.heartbeat.stop();
  await wallet.core.relayer.transportClose();
}

/** The wallet approves every proposal for Ethereum with `address`, offering `methods`. */
export function approveEveryProposal(
  wallet: SignClientInstance,
  address: string,
  methods: readonly string[] = ['personal_sign'],
): void {
  wallet.on('session_proposal', ({ id }) => {
    void wallet
      .approve({
        id,
        namespaces: {
          eip155: {
            accounts: [`eip155:1:${address}`],
            chains: ['eip155:1'],
            methods: [...methods],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
      .then(({ acknowledged }) => acknowledged());
  });
}
