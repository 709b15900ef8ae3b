import { type DisconnectReturnType } from '../../application/instance/actions/disconnect';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { useKeyport } from '../react/KeyportAppContext';

/** REFERENCE §5 `useDisconnect()`: disconnect one namespace (and those sharing its session) or all. */
export function useDisconnect(): {
  disconnect(options?: { readonly namespace?: ChainNamespace }): Promise<DisconnectReturnType>;
} {
  const keyport = useKeyport('useDisconnect');
  return { disconnect: (options = {}) => keyport.disconnect(options.namespace) };
}
