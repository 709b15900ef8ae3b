import { type ChainAdapterEvent } from '../../../../application/ports/ChainAdapter';
import { type Connector } from '../../../../domain/connector/Connector';
import { EvmChainAdapter } from '../../../../infrastructure/evm/EvmChainAdapter';
import { ethereum } from '../../../fixtures/networks';
import { flush } from '../../../support/flush';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

/** The least a wallet is: it answers the connect requests and lets the test fire its events. */
function scriptedWallet() {
  const listeners = new Map<string, (payload: unknown) => void>();
  const provider = {
    request: ({ method }: { method: string }): Promise<unknown> => {
      if (method === 'eth_requestAccounts') return Promise.resolve([ADDRESS]);
      if (method === 'eth_chainId') return Promise.resolve('0x1');
      return Promise.reject(new Error(`unexpected ${method}`));
    },
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    removeListener: (event: string) => listeners.delete(event),
  };
  return { provider, emit: (event: string, payload: unknown) => listeners.get(event)?.(payload) };
}

async function connectedAdapter() {
  // No chain is read in these tests: the RPC context is never asked for.
  const adapter = new EvmChainAdapter({
    window: undefined,
    rpcContext: () => ({ customUrls: [], blockchainApiUrl: 'http://127.0.0.1:9', projectId: undefined }),
  });
  const wallet = scriptedWallet();
  const connector: Connector = {
    id: 'scripted',
    name: 'Scripted Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    provider: wallet.provider,
  };
  await adapter.connect(connector, ethereum);
  const events: ChainAdapterEvent[] = [];
  adapter.events$.subscribe((event) => events.push(event));
  return { wallet, events };
}

describe("EvmChainAdapter: the wallet's chainChanged payload (Hostile input §3)", () => {
  it('Hostile input §3: a chain id as a number, hex or decimal string is reported as that chain', async () => {
    const { wallet, events } = await connectedAdapter();

    for (const payload of [42, '0x2a', '42']) wallet.emit('chainChanged', payload);
    await flush();

    expect(events).toEqual([
      { type: 'chainChanged', namespace: 'eip155', chainId: 42 },
      { type: 'chainChanged', namespace: 'eip155', chainId: 42 },
      { type: 'chainChanged', namespace: 'eip155', chainId: 42 },
    ]);
  });

  it('Hostile input §3: garbage ("0x", -1, 1e400, objects…) is dropped: no event at all', async () => {
    const { wallet, events } = await connectedAdapter();

    for (const payload of [
      '0x',
      -1,
      0,
      Number('1e400'),
      '1e400',
      Number.NaN,
      { chainId: 42 },
      [42],
      null,
      '',
      2 ** 53,
    ]) {
      wallet.emit('chainChanged', payload);
    }
    await flush();

    expect(events).toEqual([]);
  });
});
