import { ContainerModule } from 'inversify';
import { OptionsStore } from '../../application/options/OptionsStore';
import { ChainAdapter } from '../../application/ports/ChainAdapter';
import { EvmChainAdapter } from '../../infrastructure/evm/EvmChainAdapter';
import { rpcEndpointContextOf } from '../../infrastructure/rpc/rpcEndpointContextOf';
import { type KeyportAdapter } from '../app/createAppKit';

/**
 * EVM wallets for `createAppKit({ adapters: [evmAdapter()] })`: browser wallets found by EIP-6963
 * and `window.ethereum`, balances read through the options' RPC endpoints. On a server there is no
 * window, so nothing is discovered. viem itself loads only when a wallet is first used.
 */
export function evmAdapter(): KeyportAdapter {
  return {
    namespace: 'eip155',
    module: new ContainerModule((bind) => {
      bind(ChainAdapter)
        .toDynamicValue((context) => {
          const options = context.container.get(OptionsStore);
          return new EvmChainAdapter({
            window: typeof window === 'undefined' ? undefined : window,
            // Read at each call, so options changed at run time apply to the next request.
            rpcContext: (network) => rpcEndpointContextOf(options.get(), network),
          });
        })
        .inSingletonScope();
    }),
  };
}
