import { ContainerModule } from 'inversify';
import { type KeyportAdapter } from '../../application/instance/KeyportAdapter';
import { ChainAdapter } from '../../application/ports/ChainAdapter';
import { type FakeChainAdapter } from '../fakes/FakeChainAdapter';

/** A fake wallet as a host passes an adapter in the setup (`{ adapters: [fakeKeyportAdapter(fake)] }`). */
export function fakeKeyportAdapter(adapter: FakeChainAdapter): KeyportAdapter {
  return {
    namespace: adapter.namespace,
    module: new ContainerModule((bind) => {
      bind(ChainAdapter).toConstantValue(adapter);
    }),
  };
}
