import { AccountStore } from '../../../../application/account/AccountStore';
import { AlertService } from '../../../../application/alerts/AlertService';
import { AlertStore } from '../../../../application/alerts/AlertStore';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { EventsService } from '../../../../application/events/EventsService';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { type KeyportEvent } from '../../../../domain/events/KeyportEvent';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { createTestCore, settle, type TestCore, type TestCoreSetup } from '../../../support/createTestCore';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const STARTED_AT = 1_700_000_000_000;

interface Events extends TestCore {
  readonly events: EventsService;
  /** What the host received through `subscribeEvents`. */
  readonly received: KeyportEvent[];
}

function setUp(setup: TestCoreSetup = {}): Events {
  const test = createTestCore(setup);
  const received: KeyportEvent[] = [];
  test.core.subscribeEvents((event) => received.push(event));
  return { ...test, events: test.get(EventsService), received };
}

describe('EventsService (SPEC §7 events and analytics)', () => {
  describe('host-only problems (MODAL_ERROR, ANSWER_ITEMS_DROPPED)', () => {
    it('reach the host as data.type "error", and never analytics, in a browser with analytics on', async () => {
      const t = setUp();
      t.events.reportError('MODAL_ERROR', { view: 'Swap', errorMessage: 'boom' });
      await t.events.publish('SWITCH_NETWORK', { network: 'eip155:1' });
      expect(t.received[1]).toEqual({
        timestamp: STARTED_AT,
        data: { type: 'error', event: 'MODAL_ERROR', properties: { view: 'Swap', errorMessage: 'boom' } },
      });
      expect(t.analytics.sent.map((payload) => payload.props.event)).toEqual(['SWITCH_NETWORK']);
    });
  });

  describe('SPEC §7: analytics is skipped for MODAL_CREATED (and INITIALIZE, which comes with it)', () => {
    it('SPEC §7: creating the core sends nothing to analytics but gives the host MODAL_CREATED, then INITIALIZE', async () => {
      const fromStart: KeyportEvent[] = [];
      const t = createTestCore({
        beforeStart: (core) => void core.subscribeEvents((event) => fromStart.push(event)),
      });
      await settle();
      expect(t.analytics.sent).toEqual([]);
      expect(fromStart.slice(1).map((event) => event.data.event)).toEqual(['MODAL_CREATED', 'INITIALIZE']);
      expect(fromStart[1]).toEqual({
        timestamp: STARTED_AT,
        data: { type: 'track', event: 'MODAL_CREATED' },
      });
      expect(t.core.getEvent()).toMatchObject({
        timestamp: STARTED_AT,
        data: { type: 'track', event: 'INITIALIZE' },
      });
    });

    it('SPEC §7: publishing MODAL_CREATED or INITIALIZE again still sends nothing to analytics', async () => {
      const t = setUp();
      await t.events.publish('MODAL_CREATED');
      await t.events.publish('INITIALIZE', { networks: ['eip155:1'] });
      expect(t.analytics.sent).toEqual([]);
      expect(t.received.map((event) => event.data.event)).toEqual([
        'INITIALIZE',
        'MODAL_CREATED',
        'INITIALIZE',
      ]);
    });
  });

  describe('SPEC §7: analytics is skipped outside a browser or when analytics is off', () => {
    it('SPEC §7: outside a browser nothing is sent, but the host still receives every event', async () => {
      const t = setUp({ environment: new FakeEnvironment({ isBrowser: false }) });
      await t.core.open();
      await t.core.close();
      await t.events.publish('SWITCH_NETWORK', { network: 'eip155:1' });
      expect(t.analytics.sent).toEqual([]);
      expect(t.received.map((event) => event.data.event)).toEqual([
        'INITIALIZE',
        'MODAL_OPEN',
        'MODAL_CLOSE',
        'SWITCH_NETWORK',
      ]);
    });

    it('SPEC §1, §7: with features.analytics false nothing is sent, but the host still receives every event', async () => {
      const t = setUp({ options: { features: { analytics: false } } });
      await t.core.open();
      await t.events.publish('CONNECT_SUCCESS', { method: 'browser' });
      expect(t.analytics.sent).toEqual([]);
      expect(t.received.map((event) => event.data)).toEqual([
        expect.objectContaining({ type: 'track', event: 'INITIALIZE' }),
        { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
        { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser' } },
      ]);
    });

    it('SPEC §1, §7: analytics is on by default in a browser', async () => {
      const t = setUp();
      await t.events.publish('CONNECT_SUCCESS');
      expect(t.analytics.events()).toEqual(['CONNECT_SUCCESS']);
    });
  });

  describe('SPEC §7: POST /e payload', () => {
    it('SPEC §7: eventId, url, domain, timestamp and props with the event and its properties', async () => {
      const t = setUp();
      t.clock.advance(1_234);
      await t.events.publish('SWITCH_NETWORK', { network: 'eip155:42161' });
      expect(t.analytics.sent).toEqual([
        {
          eventId: 'id-1',
          url: 'https://shop.example/checkout',
          domain: 'shop.example',
          timestamp: STARTED_AT + 1_234,
          props: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:42161' } },
        },
      ]);
      expect(t.core.getEvent()).toEqual({
        timestamp: STARTED_AT + 1_234,
        data: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:42161' } },
      });
    });

    it('SPEC §7: props carry the address when connected', async () => {
      const t = setUp();
      t.get(AccountStore).patchAccount('eip155', { status: 'connected', address: ADDRESS });
      await t.events.publish('SEND_SUCCESS', { token: 'ETH' });
      expect(t.analytics.sent[0]?.props).toEqual({
        type: 'track',
        event: 'SEND_SUCCESS',
        address: ADDRESS,
        properties: { token: 'ETH' },
      });
    });

    it('SPEC §7: an event without properties carries no properties field, and no address when not connected', async () => {
      const t = setUp();
      await t.events.publish('DISCONNECT_SUCCESS');
      const [payload] = t.analytics.sent;
      expect(payload?.props).toEqual({ type: 'track', event: 'DISCONNECT_SUCCESS' });
      expect(payload?.props).not.toHaveProperty('properties');
      expect(payload?.props).not.toHaveProperty('address');
      expect(t.core.getEvent().data).not.toHaveProperty('properties');
    });

    it.each(['connecting', 'disconnected'] as const)(
      'SPEC §7: props carry no address while the account is %s, matching connected: false',
      async (status) => {
        const t = setUp();
        t.get(AccountStore).patchAccount('eip155', { status, address: ADDRESS });
        await t.core.open();
        expect(t.analytics.sent[0]?.props).toEqual({
          type: 'track',
          event: 'MODAL_OPEN',
          properties: { connected: false },
        });
      },
    );

    it('SPEC §7: each event gets its own id', async () => {
      const t = setUp();
      await t.events.publish('SEND_INITIATED');
      await t.events.publish('SEND_SUCCESS');
      expect(t.analytics.sent.map((payload) => payload.eventId)).toEqual(['id-1', 'id-2']);
    });

    it('SPEC §7: with no active namespace no address is sent', async () => {
      const t = setUp();
      t.get(AccountStore).patchAccount('eip155', { status: 'connected', address: ADDRESS });
      t.get(ChainStore).set({ activeNamespace: undefined });
      await t.events.publish('SEND_INITIATED');
      expect(t.analytics.sent[0]?.props).toEqual({ type: 'track', event: 'SEND_INITIATED' });
    });
  });

  describe('SPEC §8: an analytics 403 raises "Invalid App Configuration" once', () => {
    it('SPEC §8: a 403 raises the ORIGIN_NOT_ALLOWED alert', async () => {
      const t = setUp();
      t.analytics.failWith = new HttpStatusError(403);
      await expect(t.core.open()).resolves.toBeUndefined();
      expect(t.core.getAlerts()).toEqual([ALERTS.ORIGIN_NOT_ALLOWED]);
      expect(t.core.getAlerts()[0]?.title).toBe('Invalid App Configuration');
      expect(t.core.isOpen()).toBe(true);
    });

    it('SPEC §8: a second 403 does not raise it again, even after it was dismissed', async () => {
      const t = setUp();
      t.analytics.failWith = new HttpStatusError(403);
      await t.events.publish('MODAL_OPEN');
      await t.events.publish('MODAL_CLOSE');
      expect(t.get(AlertStore).get().alerts).toEqual([ALERTS.ORIGIN_NOT_ALLOWED]);
      t.get(AlertService).dismiss(ALERTS.ORIGIN_NOT_ALLOWED.code);
      await t.events.publish('MODAL_OPEN');
      expect(t.get(AlertStore).get().alerts).toEqual([]);
    });

    it('SPEC §8: without a project id a 403 is no origin problem: "Project ID Not Configured" alone stands', async () => {
      const t = createTestCore({ options: { projectId: undefined } });
      t.analytics.failWith = new HttpStatusError(403);
      await t.core.open();
      expect(t.core.getAlerts()).toEqual([ALERTS.PROJECT_ID_NOT_CONFIGURED]);
    });

    it.each<[string, Error]>([
      ['another HTTP status', new HttpStatusError(500)],
      ['a 401', new HttpStatusError(401)],
      ['a network failure', new TypeError('fetch failed')],
      ['an error that only claims status 403', Object.assign(new Error('Forbidden'), { status: 403 })],
    ])('SPEC §7: %s is swallowed without an alert', async (_label, error) => {
      const t = setUp();
      t.analytics.failWith = error;
      await expect(t.events.publish('MODAL_OPEN')).resolves.toBeUndefined();
      expect(t.core.getAlerts()).toEqual([]);
      expect(t.core.getEvent().data.event).toBe('MODAL_OPEN');
    });
  });
});
