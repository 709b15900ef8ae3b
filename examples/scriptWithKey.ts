/**
 * Keyport without a page: a script that holds its own key. It connects through the EVM adapter
 * with an EIP-1193 provider of its own, reads the account's balances and activity, sends
 * 0.01 ETH and waits for the receipt, then quotes and performs a swap. It ends the instance when
 * done, so the process exits on its own.
 *
 *   npm run devstack                                   # in another terminal
 *   npx ts-node examples/scriptWithKey.ts
 */
import { mnemonicToAccount } from 'viem/accounts';
import {
  approve,
  checkSwapApproval,
  connect,
  createKeyport,
  evmAdapter,
  getActivity,
  getBalances,
  quoteSwap,
  send,
  swap,
  waitForTransaction,
} from '../infrastructure/composition/headless';
import { devstackSettings } from './support/devstackSettings';
import { keyProvider } from './support/keyProvider';

/** The well-known development mnemonic: its accounts are funded on every dev chain. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

async function main(): Promise<void> {
  const { options, chains } = devstackSettings();
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 5 });
  const payee = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 6 }).address;
  const provider = keyProvider(account, chains);
  const keyport = createKeyport(options, {
    adapters: [evmAdapter({ provider, providerName: 'Script key' })],
  });
  try {
    const connected = await connect(keyport, { connector: 'provider' });
    console.log(`connected ${connected?.address ?? '?'}`);

    const { balances, totalUsd } = await getBalances(keyport);
    console.log(
      `balances ${balances.map((token) => `${token.quantity.numeric} ${token.symbol}`).join(', ')}`,
    );
    console.log(`total $${totalUsd}`);

    const { transactions } = await getActivity(keyport);
    console.log(`activity ${transactions.length} transactions`);

    const hash = await send(keyport, { token: 'ETH', amount: '0.01', to: payee });
    console.log(`sent ${hash}`);
    console.log(`receipt ${await waitForTransaction(keyport, { hash })}`);

    const request = { from: 'ETH', to: 'DDAI', amount: '0.01' } as const;
    const quote = await quoteSwap(keyport, request);
    console.log(`quote ${quote.toAmount} DDAI base units for ${quote.fromAmount} wei`);
    // Selling a contract token needs the router's allowance first; approve() sends it only then.
    if ((await checkSwapApproval(keyport, request)) === 'needed') await approve(keyport, request);
    const swapped = await swap(keyport, request);
    console.log(`swapped ${swapped.hash} ${swapped.outcome}`);
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
