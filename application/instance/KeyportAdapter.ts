import { type interfaces } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';

/** A chain namespace's adapter, as a host passes it in `adapters` (e.g. `evmAdapter()`). */
export interface KeyportAdapter {
  readonly namespace: ChainNamespace;
  readonly module: interfaces.ContainerModule;
}
