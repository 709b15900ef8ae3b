import { useKeyportApp } from '../react/KeyportAppContext';
import { accountButtonModel, type AccountButtonProps } from './buttonModels';
import { HostButton } from './HostButton';
import { useButtonAccount } from './useButtonAccount';

/**
 * The connected account: balance (unless `balance="hide"`), avatar and shortened address
 * (`charsStart` 4 and `charsEnd` 6 by default); opens the Account view.
 */
export function AccountButton(props: AccountButtonProps) {
  const app = useKeyportApp('AccountButton');
  const state = useButtonAccount(app, props.namespace);
  return <HostButton app={app} model={accountButtonModel(app, state, props)} size={props.size ?? 'md'} />;
}
