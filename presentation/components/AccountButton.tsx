import { useKeyport } from '../react/KeyportAppContext';
import { accountButtonModel, type AccountButtonProps } from './buttonModels';
import { HostButton } from './HostButton';
import { useButtonAccount } from './useButtonAccount';

/**
 * The connected account: balance (unless `balance="hide"`), avatar and shortened address
 * (`charsStart` 4 and `charsEnd` 6 by default); opens the Account view. While no wallet is
 * connected it renders nothing: it would have no address to name it and no account to open, and a
 * site that places it rather than `AppKitButton` offers the connect elsewhere.
 */
export function AccountButton(props: AccountButtonProps) {
  const keyport = useKeyport('AccountButton');
  const state = useButtonAccount(keyport, props.namespace);
  if (!state.isConnected) return null;
  return (
    <HostButton
      keyport={keyport}
      model={accountButtonModel(keyport, state, props)}
      size={props.size ?? 'md'}
    />
  );
}
