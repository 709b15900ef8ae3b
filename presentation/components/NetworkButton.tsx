import { getNetwork } from '../../application/instance/actions/getNetwork';
import { watchNetwork } from '../../application/instance/actions/watchNetwork';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';
import { networkButtonModel } from './buttonModels';
import { HostButton } from './HostButton';

/**
 * The active network, icon and name; opens the Networks view to switch (REFERENCE §5). While the
 * wallet is on a network the site does not support it says "Wrong network" and opens UnsupportedChain.
 */
export function NetworkButton(props: {
  readonly label?: string;
  readonly disabled?: boolean;
  readonly size?: 'md' | 'sm';
}) {
  const keyport = useKeyport('NetworkButton');
  const network = useKeyportValue(keyport, getNetwork, watchNetwork);
  return (
    <HostButton
      keyport={keyport}
      model={networkButtonModel(keyport, network, props)}
      size={props.size ?? 'md'}
    />
  );
}
