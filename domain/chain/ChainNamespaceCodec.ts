import * as t from 'io-ts';
import { CHAIN_NAMESPACES, type ChainNamespace } from './ChainNamespace';

/** A namespace Keyport knows, checked when it comes from a message or from storage. */
export const ChainNamespaceCodec = t.keyof(
  Object.fromEntries(CHAIN_NAMESPACES.map((namespace) => [namespace, null])) as Record<ChainNamespace, null>,
  'ChainNamespace',
);
