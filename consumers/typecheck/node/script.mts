import {
  connect,
  createKeyport,
  evmAdapter,
  getAccount,
  getBalances,
  type GetBalancesReturnType,
  isKeyportError,
  mainnet,
  switchNetwork,
  type SwitchNetworkReturnType,
  watchAccount,
} from 'keyport/headless';
import { arbitrum } from 'keyport/networks';

declare const provider: { request(args: { method: string; params?: unknown }): Promise<unknown> };

const keyport = createKeyport(
  { projectId: 'project', networks: [mainnet, arbitrum] },
  { adapters: [evmAdapter({ provider })] },
);
try {
  await connect(keyport, { connector: 'provider' });
  const balances: GetBalancesReturnType = await getBalances(keyport);
  const switched: SwitchNetworkReturnType = await switchNetwork(keyport, { network: arbitrum });
  const stop = watchAccount(keyport, { onChange: (account) => account?.address });
  stop();
  console.log(getAccount(keyport)?.address, balances, switched.caipNetworkId);
} catch (error) {
  if (isKeyportError(error)) console.error(error.code);
} finally {
  keyport.destroy();
}
