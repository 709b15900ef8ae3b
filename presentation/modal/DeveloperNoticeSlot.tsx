import { lazy, Suspense } from 'react';
import { getDeveloperAlerts } from '../../application/instance/actions/getDeveloperAlerts';
import { watchDeveloperAlerts } from '../../application/instance/actions/watchDeveloperAlerts';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';

// The notice and its styles are a chunk of their own: a production page, where no alert is ever
// shown in the modal, never loads them.
const DeveloperNotice = lazy(async () => ({
  default: (await import(/* webpackChunkName: "keyport-developer-notice" */ './DeveloperNotice'))
    .DeveloperNotice,
}));

/**
 * Where the developer's notice stands, above the view: the SPEC §8 alerts while the page runs on
 * the developer's own machine (`getDeveloperAlerts`: localhost and the loopback addresses);
 * nothing on a production host, where the readers are visitors (the console tells the developer
 * there).
 */
export function DeveloperNoticeSlot() {
  const keyport = useKeyport('DeveloperNotice');
  const alerts = useKeyportValue(keyport, getDeveloperAlerts, watchDeveloperAlerts);
  if (alerts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DeveloperNotice alerts={alerts} />
    </Suspense>
  );
}
