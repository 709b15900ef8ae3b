import { type DisconnectResult } from '../../application/disconnect/DisconnectService';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { requireApp } from '../app/KeyportApp';

/** REFERENCE §5 `useDisconnect()`: disconnect one namespace (and those sharing its session) or all. */
export function useDisconnect(): {
  disconnect(options?: { readonly namespace?: ChainNamespace }): Promise<DisconnectResult>;
} {
  const { core } = requireApp('useDisconnect');
  return { disconnect: (options = {}) => core.disconnect(options.namespace) };
}
