import { startDemoStack } from '../demo/server/startDemoStack';
import { mailLine } from '../devstack/wallet-service/server/Mailbox';
import { DEFAULT_DEMO_BUNDLE_DIR } from './build/buildDemo';
import { print, printError } from './print';

/**
 * `npm start`: builds the demo into dist/demo, starts the devstack on its documented ports and serves
 * the demo on http://127.0.0.1:3000/, prints the URLs, and stops everything on Ctrl-C.
 * `KEYPORT_DEMO_PORTS=free` runs a second stack beside a running one: free ports, and a bundle of its
 * own in a temporary folder (removed on stop) so the first stack's files stay as they are.
 */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const fixed = process.env.KEYPORT_DEMO_PORTS !== 'free';
  print('Building the demo and starting the devstack…');
  // The embedded wallet's login mails (codes, device links) are shown here: the devstack sends none out.
  const onMail = (mail: Parameters<typeof mailLine>[0]): void => print(mailLine(mail));
  const stack = await startDemoStack(
    fixed ? { ports: 'fixed', bundleDir: DEFAULT_DEMO_BUNDLE_DIR, onMail } : { ports: 'free', onMail },
  );
  const { devstack } = stack;
  const rows: [string, string][] = [
    ['Demo', stack.demoUrl],
    ['Demo with the test wallet', `${stack.demoUrl}?testWallet=approve`],
    ...devstack.chains.map((chain): [string, string] => [
      `${chain.name} (${chain.caipNetworkId})`,
      chain.rpcUrl,
    ]),
    ['Blockchain API', devstack.blockchainApiUrl],
    ['Wallet explorer', devstack.explorerUrl],
    ['WalletConnect relay', devstack.relayUrl],
    ['WalletConnect Verify', devstack.verifyUrl],
    ['Demo wallet page', devstack.walletPageUrl],
    ['Embedded wallet mailbox', `${devstack.walletServiceUrl}/mailbox`],
    ['Project id', devstack.projectId],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  print(`Keyport demo ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  for (const [name, value] of rows) print(`  ${name.padEnd(width)}  ${value}`);
  print('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    print('\nStopping the demo and the devstack…');
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        printError('The demo did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  printError('The demo could not start:', error);
  process.exit(1);
});
