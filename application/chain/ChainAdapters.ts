import { injectable, multiInject, optional } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { ChainAdapterNotFoundError } from '../../domain/errors/ClientSetupErrors';
import { ChainAdapter } from '../ports/ChainAdapter';

/** The chain adapters the deployment bound, one per namespace; none in a wallet-connect-only setup. */
@injectable()
export class ChainAdapters {
  private readonly byNamespace: ReadonlyMap<ChainNamespace, ChainAdapter>;

  constructor(@multiInject(ChainAdapter) @optional() adapters: readonly ChainAdapter[] = []) {
    this.byNamespace = new Map(adapters.map((adapter) => [adapter.namespace, adapter]));
  }

  get any(): boolean {
    return this.byNamespace.size > 0;
  }

  all(): readonly ChainAdapter[] {
    return [...this.byNamespace.values()];
  }

  find(namespace: ChainNamespace): ChainAdapter | undefined {
    return this.byNamespace.get(namespace);
  }

  /** SPEC §8 "Chain adapter not found" when the namespace has none. */
  get(namespace: ChainNamespace): ChainAdapter {
    const adapter = this.byNamespace.get(namespace);
    if (!adapter) throw new ChainAdapterNotFoundError({ details: `no adapter for ${namespace}` });
    return adapter;
  }
}
