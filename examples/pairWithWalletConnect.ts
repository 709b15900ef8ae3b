/**
 * Keyport without a page, paired with a phone wallet: the script starts a WalletConnect pairing,
 * prints its `wc:` uri (a terminal would show it as a QR code; open it in the devstack's demo
 * wallet at http://127.0.0.1:8553 to approve), waits for the wallet's answer, reads the account
 * and disconnects. It ends the instance when done, so the process exits on its own.
 *
 *   npm run devstack                                   # in another terminal
 *   npx ts-node examples/pairWithWalletConnect.ts
 */
import { connect, createKeyport, disconnect, getNetwork } from '../infrastructure/composition/headless';
import { devstackSettings } from './support/devstackSettings';

async function main(): Promise<void> {
  const { options } = devstackSettings();
  const keyport = createKeyport(options);
  try {
    const pairing = await connect(keyport, { walletConnect: true });
    if (!('uri' in pairing)) throw new Error('expected a WalletConnect pairing');
    console.log(`uri ${pairing.uri}`);
    const account = await pairing.approval;
    console.log(`connected ${account?.address ?? '?'} on ${getNetwork(keyport).caipNetworkId ?? '?'}`);
    const result = await disconnect(keyport);
    console.log(`disconnected ${result.ok ? result.namespaces.join(',') : 'with errors'}`);
  } finally {
    await keyport.destroy();
  }
}

main().then(
  () => console.log('done'),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
