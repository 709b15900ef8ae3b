import { spawn } from 'node:child_process';
import path from 'node:path';
import { createPublicClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../../devstack/config';
import { type Devstack, startDevstack } from '../../devstack/startDevstack';
import { type SignClientInstance } from '../../infrastructure/walletconnect/SignClientTypes';
import { approveEveryProposal, startNodeWallet, stopNodeWallet } from '../support/nodeWallet';

const ROOT = path.resolve(__dirname, '../..');
/** Starting Node with ts-node, then a send, a swap and their receipts: seconds, more on a busy machine. */
const RUN_LIMIT_MS = 120_000;

interface Run {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Killed at the limit: the script did not end on its own. */
  readonly killed: boolean;
}

/** Runs an example in a Node process of its own, on the devstack the environment names. */
function runExample(
  devstack: Devstack,
  file: string,
  onLine: (line: string) => void = () => undefined,
): Promise<Run> {
  const [ethereum, arbitrum] = devstack.chains;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register', path.join(ROOT, 'examples', file)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        KEYPORT_PROJECT_ID: devstack.projectId,
        KEYPORT_BLOCKCHAIN_API_URL: devstack.blockchainApiUrl,
        KEYPORT_EXPLORER_URL: devstack.explorerUrl,
        KEYPORT_RELAY_URL: devstack.relayUrl,
        KEYPORT_RPC_1: ethereum?.rpcUrl ?? '',
        KEYPORT_RPC_42161: arbitrum?.rpcUrl ?? '',
      },
    });
    let stdout = '';
    let stderr = '';
    let killed = false;
    const deadline = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, RUN_LIMIT_MS);
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (exitCode) => {
      clearTimeout(deadline);
      resolve({ exitCode, stdout, stderr, killed });
    });
  });
}

/** The line of `stdout` that starts with `label `, without the label. */
function lineOf(stdout: string, label: string): string | undefined {
  return new RegExp(`^${label} (.*)$`, 'm').exec(stdout)?.[1];
}

/**
 * ARCHITECTURE "The shape in one page", headless scripting: the examples a script writer starts
 * from run against the devstack, through the Node entry only, and exit on their own.
 */
describe('examples/ on the devstack (headless Keyport)', () => {
  let devstack: Devstack;

  beforeAll(async () => {
    devstack = await startDevstack({ ports: 'free' });
  }, 180_000);

  afterAll(async () => {
    await devstack?.close();
  });

  it(
    'scriptWithKey: connects with its own key, reads balances and activity, sends 0.01 ETH, waits for the receipt, quotes and swaps',
    async () => {
      const [ethereum] = devstack.chains;
      if (ethereum === undefined) throw new Error('no dev chain');
      const chain = createPublicClient({ transport: http(ethereum.rpcUrl) });
      const sender = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 5 }).address;
      const payee = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 6 }).address;
      const before = await chain.getBalance({ address: payee });

      const run = await runExample(devstack, 'scriptWithKey.ts');

      expect(run).toMatchObject({ exitCode: 0, killed: false, stderr: '' });
      expect(lineOf(run.stdout, 'connected')).toBe(sender);
      expect(lineOf(run.stdout, 'balances')).toMatch(/\bETH\b/);
      expect(lineOf(run.stdout, 'total')).toMatch(/^\$\d/);
      expect(lineOf(run.stdout, 'activity')).toMatch(/^\d+ transactions$/);
      const hash = lineOf(run.stdout, 'sent');
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(lineOf(run.stdout, 'receipt')).toBe('confirmed');
      expect(lineOf(run.stdout, 'quote')).toMatch(/^[1-9]\d* DDAI base units for 10000000000000000 wei$/);
      expect(lineOf(run.stdout, 'swapped')).toMatch(/^0x[0-9a-f]{64} confirmed$/);
      expect(run.stdout.trim().split('\n').at(-1)).toBe('done');
      // What the script says happened, happened on the chain.
      expect((await chain.getBalance({ address: payee })) - before).toBe(parseEther('0.01'));
      const receipt = await chain.getTransactionReceipt({ hash: hash as `0x${string}` });
      expect(receipt).toMatchObject({ status: 'success', from: sender.toLowerCase() });
    },
    RUN_LIMIT_MS + 10_000,
  );

  describe('pairWithWalletConnect', () => {
    let wallet: SignClientInstance;
    const walletAccount = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 4 });

    beforeAll(async () => {
      wallet = await startNodeWallet(devstack.relayUrl);
      approveEveryProposal(wallet, walletAccount.address, ['personal_sign', 'eth_sendTransaction']);
    });

    afterAll(async () => {
      await stopNodeWallet(wallet);
    });

    it(
      'prints a wc: uri, is connected when a wallet approves it, disconnects and exits on its own',
      async () => {
        const run = await runExample(devstack, 'pairWithWalletConnect.ts', (line) => {
          const uri = /^uri (wc:\S+)$/.exec(line)?.[1];
          if (uri !== undefined) void wallet.pair({ uri });
        });

        expect(run).toMatchObject({ exitCode: 0, killed: false, stderr: '' });
        expect(lineOf(run.stdout, 'uri')).toMatch(/^wc:/);
        expect(lineOf(run.stdout, 'connected')).toBe(`${walletAccount.address} on eip155:1`);
        expect(lineOf(run.stdout, 'disconnected')).toBe('eip155');
        expect(run.stdout.trim().split('\n').at(-1)).toBe('done');
      },
      RUN_LIMIT_MS + 10_000,
    );
  });
});
