import 'reflect-metadata';
import { DEMO_PROJECT_ID } from '../../devstack/config';
import { createHeadlessKeyport } from '../../infrastructure/composition/headless';
import { arbitrum, ethereum } from '../fixtures/networks';

/**
 * Runs in a process of its own (`ts-node tests/support/pairWalletConnectOnce.ts`): a headless core
 * asks for a WalletConnect pairing over the relay at KEYPORT_TEST_RELAY_URL and prints one line,
 * `PAIRING_OUTCOME {"uri"|"error", "elapsedMs"}`. The process is ended by whoever started it, so
 * the sign-client's own retries of a relay nobody answers (for up to a minute) end with it.
 */
async function main(): Promise<void> {
  const relayUrl = process.env['KEYPORT_TEST_RELAY_URL'];
  if (relayUrl === undefined) throw new Error('KEYPORT_TEST_RELAY_URL is not set');
  const core = createHeadlessKeyport({
    projectId: DEMO_PROJECT_ID,
    networks: [ethereum, arbitrum],
    apiUrls: { walletConnectRelay: relayUrl },
  });
  const started = performance.now();
  const outcome = await core.pairWalletConnect().then(
    (uri) => ({ uri }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  const elapsedMs = Math.round(performance.now() - started);
  process.stdout.write(`PAIRING_OUTCOME ${JSON.stringify({ ...outcome, elapsedMs })}\n`);
}

void main();
