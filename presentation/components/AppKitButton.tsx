import { useKeyportApp } from '../react/KeyportAppContext';
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
  const app = useKeyportApp('AppKitButton');
  const state = useButtonAccount(app, props.namespace);
  const model = state.isConnected
    ? accountButtonModel(app, state, props)
    : connectButtonModel(app, state, props);
  return <HostButton app={app} model={model} size={props.size ?? 'md'} />;
}
