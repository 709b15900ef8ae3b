import { ChainStore } from '../../application/chain/ChainStore';
import { useKeyportApp } from '../react/KeyportAppContext';
import { useStoreState } from '../react/useStoreState';
import { networkButtonModel } from './buttonModels';
import { HostButton } from './HostButton';

/** The active network, icon and name; opens the Networks view to switch (REFERENCE §5). */
export function NetworkButton(props: {
  readonly label?: string;
  readonly disabled?: boolean;
  readonly size?: 'md' | 'sm';
}) {
  const app = useKeyportApp('NetworkButton');
  const { activeCaipNetwork } = useStoreState(app.resolve(ChainStore));
  return (
    <HostButton
      app={app}
      model={networkButtonModel(app, activeCaipNetwork, props)}
      size={props.size ?? 'md'}
    />
  );
}
