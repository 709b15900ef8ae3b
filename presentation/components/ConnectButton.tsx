import { useKeyport } from '../react/KeyportAppContext';
import { connectButtonModel, type ConnectButtonProps } from './buttonModels';
import { HostButton } from './HostButton';
import { useButtonAccount } from './useButtonAccount';

/**
 * "Connect Wallet": opens the modal on its connect view; reads "Connecting..." while a wallet is
 * being connected or a connection restored (REFERENCE §5 `label`, `loadingLabel`, `size`).
 */
export function ConnectButton(props: ConnectButtonProps) {
  const keyport = useKeyport('ConnectButton');
  const state = useButtonAccount(keyport, props.namespace);
  return (
    <HostButton
      keyport={keyport}
      model={connectButtonModel(keyport, state, props)}
      size={props.size ?? 'md'}
    />
  );
}
