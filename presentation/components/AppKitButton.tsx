import { useKeyport } from '../react/KeyportAppContext';
import {
  accountButtonModel,
  type AccountButtonProps,
  connectButtonModel,
  type ConnectButtonProps,
} from './buttonModels';
import { HostButton } from './HostButton';
import { useButtonAccount } from './useButtonAccount';

export type AppKitButtonProps = ConnectButtonProps & AccountButtonProps;

/**
 * The one button most sites need: "Connect Wallet" until a wallet is connected, then the account.
 * It stays one element throughout, so keyboard focus returned to it after the modal closes is
 * still on it once the visitor is connected.
 */
export function AppKitButton(props: AppKitButtonProps) {
  const keyport = useKeyport('AppKitButton');
  const state = useButtonAccount(keyport, props.namespace);
  const model = state.isConnected
    ? accountButtonModel(keyport, state, props)
    : connectButtonModel(keyport, state, props);
  return <HostButton keyport={keyport} model={model} size={props.size ?? 'md'} />;
}
