import { getDeveloperAlerts, watchDeveloperAlerts } from '../../../../application/instance/actions';
import { AlertService } from '../../../../application/alerts/AlertService';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { createTestCore } from '../../../support/createTestCore';

function onHost(domain: string, projectId: string | undefined) {
  return createTestCore({
    environment: new FakeEnvironment({ domain, href: `http://${domain}:3000/` }),
    options: { projectId },
  });
}

describe('SPEC §8 alerts for the developer in the modal: on their own machine only', () => {
  it('on localhost: the standing alerts, the same list until one is raised, and watched as they come', () => {
    const t = onHost('localhost', undefined);
    expect(getDeveloperAlerts(t.core)).toEqual([ALERTS.PROJECT_ID_NOT_CONFIGURED]);
    expect(getDeveloperAlerts(t.core)).toBe(getDeveloperAlerts(t.core));
    const seen: string[][] = [];
    const unwatch = watchDeveloperAlerts(t.core, {
      onChange: (alerts) => seen.push(alerts.map((alert) => alert.code)),
    });
    t.get(AlertService).raise(ALERTS.ORIGIN_NOT_ALLOWED);
    expect(seen).toEqual([['PROJECT_ID_NOT_CONFIGURED', 'ORIGIN_NOT_ALLOWED']]);
    unwatch();
  });

  it('on 127.0.0.1 too; none without an alert', () => {
    expect(getDeveloperAlerts(onHost('127.0.0.1', undefined).core)).toHaveLength(1);
    expect(getDeveloperAlerts(onHost('127.0.0.1', 'a-project').core)).toEqual([]);
  });

  it('on a production host: none, however many stand (visitors never read them); getAlerts still has them', () => {
    const t = onHost('shop.example', undefined);
    t.get(AlertService).raise(ALERTS.ORIGIN_NOT_ALLOWED);
    expect(getDeveloperAlerts(t.core)).toEqual([]);
    expect(t.core.getAlerts().map((alert) => alert.code)).toEqual([
      'PROJECT_ID_NOT_CONFIGURED',
      'ORIGIN_NOT_ALLOWED',
    ]);
    const seen: unknown[] = [];
    const unwatch = watchDeveloperAlerts(t.core, { onChange: (alerts) => seen.push(alerts) });
    t.get(AlertService).raise(ALERTS.INVALID_PROJECT_ID);
    expect(seen).toEqual([]);
    unwatch();
  });
});
