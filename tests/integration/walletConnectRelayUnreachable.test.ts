import { TIMING_MS } from '../../domain/constants/timing';
import { closedPort } from '../support/closedPort';
import { runUntilReady } from '../support/runUntilReady';

/** What a busy two-core machine may add to the bound. */
const SLACK_MS = 3_000;
/** ts-node starting the headless core in a fresh process. */
const PROCESS_START_MS = 20_000;

interface PairingOutcome {
  readonly uri?: string;
  readonly error?: string;
  readonly elapsedMs: number;
}

describe('Hostile input §4: a WalletConnect relay nobody listens on (the real sign-client, in Node)', () => {
  it(
    'Hostile input §4: pairing fails with "WalletConnect could not be reached" after the 8 s bound, not never',
    async () => {
      // A process of its own: the sign-client keeps retrying the dead relay for a minute after
      // Keyport gave up, with timers nothing can end but the end of the process.
      const pairing = await runUntilReady(
        'tests/support/pairWalletConnectOnce.ts',
        { KEYPORT_TEST_RELAY_URL: `ws://127.0.0.1:${await closedPort()}` },
        'PAIRING_OUTCOME',
        PROCESS_START_MS + TIMING_MS.pairingStartTimeout + SLACK_MS,
      );
      await pairing.stop();
      const line = pairing
        .output()
        .split('\n')
        .find((candidate) => candidate.startsWith('PAIRING_OUTCOME '));
      const outcome = JSON.parse(line?.slice('PAIRING_OUTCOME '.length) ?? '{}') as PairingOutcome;

      process.stdout.write(`relay unreachable → pairing error after ${outcome.elapsedMs} ms\n`);
      expect(outcome.uri).toBeUndefined();
      expect(outcome.error).toBe('WalletConnect could not be reached. Check the connection and try again.');
      expect(outcome.elapsedMs).toBeGreaterThanOrEqual(TIMING_MS.pairingStartTimeout - 50);
      expect(outcome.elapsedMs).toBeLessThan(TIMING_MS.pairingStartTimeout + SLACK_MS);
    },
    PROCESS_START_MS + TIMING_MS.pairingStartTimeout + 2 * SLACK_MS,
  );
});
