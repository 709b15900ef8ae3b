import { useState } from 'react';
import { disconnect } from '../../../application/instance/actions/disconnect';
import { DisconnectIcon } from '../../icons/viewIcons';
import { useKeyport } from '../../react/KeyportAppContext';

/**
 * Disconnects every namespace, then closes the modal (SPEC §4 disconnect). A second press while
 * the first runs does nothing; the button says it is busy meanwhile.
 */
export function DisconnectButton({
  label,
  className,
}: {
  readonly label: string;
  readonly className: string;
}) {
  const keyport = useKeyport('DisconnectButton');
  const [disconnecting, setDisconnecting] = useState(false);
  const onClick = async (): Promise<void> => {
    if (disconnecting) return;
    setDisconnecting(true);
    try {
      await disconnect(keyport);
      await keyport.close();
    } finally {
      setDisconnecting(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void onClick()}
      aria-disabled={disconnecting}
      data-testid="disconnect-button"
    >
      <DisconnectIcon />
      {label}
    </button>
  );
}
