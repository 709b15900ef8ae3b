import { startDevstack } from './startDevstack';
import { mailLine } from './wallet-service/server/Mailbox';

/**
 * `npm run devstack`: starts every local stand-in on its documented port, prints where each one
 * listens (and each mail the embedded wallet service sends, as it sends it), and stops them all on Ctrl-C. `KEYPORT_DEVSTACK_PORTS=free` picks free ports instead
 * (for a second stack beside a running one, and for tests).
 */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const ports = process.env.KEYPORT_DEVSTACK_PORTS === 'free' ? 'free' : 'fixed';
  const devstack = await startDevstack({ ports, onMail: (mail) => console.log(mailLine(mail)) });
  const rows: [string, string][] = [
    ...devstack.chains.map((chain): [string, string] => [
      `${chain.name} (${chain.caipNetworkId})`,
      chain.rpcUrl,
    ]),
    ['Blockchain API', devstack.blockchainApiUrl],
    ['Wallet explorer', devstack.explorerUrl],
    ['WalletConnect relay', devstack.relayUrl],
    ['Demo wallet page', devstack.walletPageUrl],
    ['WalletConnect Verify', devstack.verifyUrl],
    ['Embedded wallet frame', `${devstack.walletServiceUrl}/sdk`],
    ['Embedded wallet mailbox', `${devstack.walletServiceUrl}/mailbox`],
    ['Project id', devstack.projectId],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`Keyport devstack ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the devstack…');
    devstack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The devstack could not start:', error);
  process.exit(1);
});
