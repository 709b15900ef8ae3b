import { NetworkList } from './NetworkList';

/** The Networks view: every network the host configured, to switch between. */
export function NetworksView() {
  return (
    <div data-testid="view-Networks">
      <NetworkList />
    </div>
  );
}
