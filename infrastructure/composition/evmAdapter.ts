import { ContainerModule } from 'inversify';
import { type KeyportAdapter } from '../../application/instance/KeyportAdapter';
import { OptionsStore } from '../../application/options/OptionsStore';
import { ChainAdapter } from '../../application/ports/ChainAdapter';
import { type Eip1193Provider, isEip1193Provider } from '../evm/Eip1193Provider';
import { EvmChainAdapter } from '../evm/EvmChainAdapter';
import { rpcEndpointContextOf } from '../../domain/network/rpcEndpointContextOf';

export interface EvmAdapterParameters {
  /**
   * A wallet of the host's own (an EIP-1193 provider: a script's key, a server-side signer), offered
   * as the connector `provider`; in a page, beside the wallets the page announces.
   */
  readonly provider?: Eip1193Provider;
  /** How that wallet is named in lists; "Wallet" unless given. */
  readonly providerName?: string;
}

/**
 * EVM wallets for `createKeyport(options, { adapters: [evmAdapter()] })` (and `createAppKit`'s
 * `adapters`): browser wallets found by EIP-6963 and `window.ethereum` (unless `enableEIP6963` or
 * `enableInjected` is false), and a provider the host brings; balances read through the options' RPC endpoints. On a server there is no window, so
 * only the given provider is offered. viem itself loads only when a wallet is first used.
 *
 * @example
 * createKeyport(options, { adapters: [evmAdapter({ provider: myEip1193Provider })] });
 * await connect(keyport, { connector: 'provider' });
 */
export function evmAdapter(parameters: EvmAdapterParameters = {}): KeyportAdapter {
  const { provider, providerName = 'Wallet' } = parameters;
  if (provider !== undefined && !isEip1193Provider(provider)) {
    throw new TypeError('evmAdapter({ provider }): expected an EIP-1193 provider (an object with request())');
  }
  return {
    namespace: 'eip155',
    module: new ContainerModule((bind) => {
      bind(ChainAdapter)
        .toDynamicValue((context) => {
          const options = context.container.get(OptionsStore);
          const { enableEIP6963, enableInjected } = options.get();
          return new EvmChainAdapter({
            window: typeof window === 'undefined' ? undefined : window,
            // Read at each call, so options changed at run time apply to the next request.
            rpcContext: (network) => rpcEndpointContextOf(options.get(), network),
            provider: provider === undefined ? undefined : { provider, name: providerName },
            discovery: { eip6963: enableEIP6963, injected: enableInjected },
          });
        })
        .inSingletonScope();
    }),
  };
}
