import { spawn } from 'node:child_process';
import path from 'node:path';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../../devstack/config';
import { type Relay, startRelay } from '../../devstack/relay/startRelay';
import { type SignClientInstance } from '../../infrastructure/walletconnect/SignClientTypes';
import { approveEveryProposal, startNodeWallet, stopNodeWallet } from '../support/nodeWallet';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(__dirname, 'scripts', 'pairThenDestroy.ts');
const OFFLINE = path.join(ROOT, 'tests', 'support', 'offlineNetwork.ts');
/** How long the process may live on once `destroy()` resolved: the SDK's own start-up timer is 1 s. */
const EXIT_WITHIN_MS = 5_000;
/** Starting Node with ts-node and the SDK takes a few seconds, more on a busy machine. */
const RUN_LIMIT_MS = 60_000;

const walletAccount = mnemonicToAccount(DEV_MNEMONIC);

interface Run {
  readonly exitCode: number | null;
  /** From the `destroyed` line to the process's end; undefined when it never said `destroyed`. */
  readonly exitedAfterMs: number | undefined;
  readonly stderr: string;
}

/**
 * Runs the script in a Node process of its own; pairs `wallet` with the uri it prints when asked
 * to. A process still alive `EXIT_WITHIN_MS` after `destroyed` is killed, and the run says so.
 */
function runScript(relay: Relay, moment: string, wallet?: SignClientInstance): Promise<Run> {
  return new Promise((resolve, reject) => {
    // Offline like every test process: the core's default services must fail at once, not hold it.
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register', '-r', OFFLINE, SCRIPT, relay.url, moment],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    let destroyedAt: number | undefined;
    const kill = (): void => {
      child.kill('SIGKILL');
    };
    let deadline = setTimeout(kill, RUN_LIMIT_MS);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const uri = /^uri (wc:\S+)$/m.exec(stdout)?.[1];
      if (uri !== undefined && wallet !== undefined) {
        void wallet.pair({ uri });
        wallet = undefined;
      }
      if (destroyedAt === undefined && /^destroyed$/m.test(stdout)) {
        destroyedAt = performance.now();
        clearTimeout(deadline);
        deadline = setTimeout(kill, EXIT_WITHIN_MS);
      }
    });
    child.on('error', reject);
    child.on('exit', (exitCode) => {
      clearTimeout(deadline);
      resolve({
        exitCode,
        exitedAfterMs: destroyedAt === undefined ? undefined : performance.now() - destroyedAt,
        stderr,
      });
    });
  });
}

/**
 * Hostile input, part 5: `destroy()` ends every timer, socket and subscription the core started,
 * so a Node script that used WalletConnect ends on its own once it resolves. Before, the pairing's
 * renewal (about 230 s), the SDK's proposal expiry (5 min), its heartbeat and relay socket kept the
 * process alive. The script runs in a process of its own, so nothing of this test's keeps it up.
 */
describe('a headless core that paired by WalletConnect lets its process end after destroy()', () => {
  let relay: Relay;
  let wallet: SignClientInstance;

  beforeAll(async () => {
    relay = await startRelay();
    wallet = await startNodeWallet(relay.url);
    approveEveryProposal(wallet, walletAccount.address);
  });

  afterAll(async () => {
    await stopNodeWallet(wallet);
    await relay.close();
  });

  it.each([
    ['approved', 'once a wallet connected through the session'],
    ['pending', 'while the pairing uri waits for a wallet'],
    ['starting', 'while the WalletConnect client is still starting'],
  ])(
    'destroyed %s (%s): the process exits on its own within 5 s',
    async (moment) => {
      const run = await runScript(relay, moment, moment === 'approved' ? wallet : undefined);
      process.stdout.write(
        `${moment}: the process ended ${run.exitedAfterMs?.toFixed(0)} ms after destroy()\n`,
      );
      expect(run).toEqual({
        exitCode: 0,
        exitedAfterMs: expect.any(Number) as number,
        stderr: '',
      });
      expect(run.exitedAfterMs).toBeLessThan(EXIT_WITHIN_MS);
    },
    RUN_LIMIT_MS + EXIT_WITHIN_MS,
  );
});
