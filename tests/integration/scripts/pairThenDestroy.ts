import { filter, firstValueFrom } from 'rxjs';
import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { createHeadlessKeyport } from '../../../infrastructure/composition/headless';
import { ethereum } from '../../fixtures/networks';

/**
 * Run in a process of its own by headlessDestroy.test.ts: a headless core pairs by WalletConnect
 * through the relay at argv[2], and is destroyed. It prints `uri <wc:…>` for the test's wallet,
 * then `destroyed` once `destroy()` resolved; from then on nothing may keep the process alive.
 *
 * argv[3], when the core is destroyed: `approved` once a wallet connected, `pending` while the
 * uri waits for a wallet, `starting` while the WalletConnect client is still starting.
 */
async function main(relayUrl: string, moment: string): Promise<void> {
  const core = createHeadlessKeyport({
    projectId: DEMO_PROJECT_ID,
    networks: [ethereum],
    apiUrls: { walletConnectRelay: relayUrl },
  });
  const pairing = core.pairWalletConnect();
  if (moment !== 'starting') {
    process.stdout.write(`uri ${await pairing}\n`);
    if (moment === 'approved') {
      await firstValueFrom(core.account$('eip155').pipe(filter((account) => account?.isConnected === true)));
    }
  }
  await core.destroy();
  process.stdout.write('destroyed\n');
  // A pairing cut short by destroy fails; that is its expected end, not the script's.
  await pairing.catch(() => undefined);
}

const [relayUrl, moment] = process.argv.slice(2);
if (relayUrl === undefined || moment === undefined)
  throw new Error('usage: pairThenDestroy <relayUrl> <moment>');
main(relayUrl, moment).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
