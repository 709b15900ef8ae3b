import { type ChainNamespace, CHAIN_NAMESPACES } from '../chain/ChainNamespace';
import { expecting, isRecord, oneOf } from './codec/expecting';
import { listOf } from './codec/listOf';
import { objectOf } from './codec/objectOf';

/**
 * A chain adapter as a host passes it in `createAppKit({ adapters })` (e.g. `evmAdapter()`): the
 * namespace it serves and the dependency-injection module that binds it. The domain cannot name
 * the container library's type, so the module is recognised by what the container calls on it
 * (`registry`); an AppKit adapter object, or anything else, is refused here rather than failing
 * inside the container.
 */
export interface AdapterOption {
  readonly namespace: ChainNamespace;
  readonly module: object;
}

const ContainerModuleCodec = expecting(
  'a container module (use an adapter such as evmAdapter())',
  (value): value is object => isRecord(value) && typeof value['registry'] === 'function',
);

const AdapterCodec = objectOf<AdapterOption>(
  'an adapter such as evmAdapter()',
  { namespace: oneOf(CHAIN_NAMESPACES), module: ContainerModuleCodec },
  { noun: 'adapter field', unknownNames: 'keep' },
);

export const AdaptersCodec = listOf(AdapterCodec, 'a list of adapters such as [evmAdapter()]');

/** The options `createAppKit` takes beyond the core's: the chain adapters. */
export interface AdaptersOption {
  readonly adapters?: readonly AdapterOption[] | undefined;
}
