import { ChainAdapters } from '../../../../application/chain/ChainAdapters';
import { ChainAdapterNotFoundError } from '../../../../domain/errors/ClientSetupErrors';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { createTestCore } from '../../../support/createTestCore';

describe('ChainAdapters (SPEC §8 "Chain adapter not found")', () => {
  it('SPEC §8: get() gives the adapter of a namespace', () => {
    const evm = new FakeChainAdapter('eip155');
    const sol = new FakeChainAdapter('solana');
    const adapters = new ChainAdapters([evm, sol]);

    expect(adapters.get('eip155')).toBe(evm);
    expect(adapters.get('solana')).toBe(sol);
    expect(adapters.find('solana')).toBe(sol);
    expect(adapters.all()).toEqual([evm, sol]);
    expect(adapters.any).toBe(true);
  });

  it('SPEC §8: get() throws "Chain adapter not found" for a namespace without an adapter', () => {
    const adapters = new ChainAdapters([new FakeChainAdapter('eip155')]);

    expect(() => adapters.get('solana')).toThrow(ChainAdapterNotFoundError);
    expect(() => adapters.get('solana')).toThrow('Chain adapter not found');
    let thrown: unknown;
    try {
      adapters.get('bip122');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      code: 'CHAIN_ADAPTER_NOT_FOUND',
      shortMessage: 'Chain adapter not found',
      details: 'no adapter for bip122',
    });
  });

  it('SPEC §2: a wallet-connect-only setup has no adapter at all', () => {
    const adapters = new ChainAdapters();

    expect(adapters.any).toBe(false);
    expect(adapters.all()).toEqual([]);
    expect(adapters.find('eip155')).toBeUndefined();
    expect(() => adapters.get('eip155')).toThrow('Chain adapter not found');
  });

  it('SPEC §2: the container gives the adapters the deployment bound, or none', () => {
    expect(createTestCore({ adapters: [] }).get(ChainAdapters).any).toBe(false);
    const evm = new FakeChainAdapter('eip155');
    expect(
      createTestCore({ adapters: [evm] })
        .get(ChainAdapters)
        .get('eip155'),
    ).toBe(evm);
  });
});
