import { AccountStore } from '../../../../application/account/AccountStore';
import { EventsStore } from '../../../../application/events/EventsStore';
import { ModalService } from '../../../../application/modal/ModalService';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { RouterService } from '../../../../application/router/RouterService';
import { RouterStore } from '../../../../application/router/RouterStore';
import { type KeyportEvent } from '../../../../domain/events/KeyportEvent';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { type RouteEntry } from '../../../../domain/router/View';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { createTestCore, type TestCore, type TestCoreSetup } from '../../../support/createTestCore';

const ADDRESS = '0x1111111111111111111111111111111111111111';

/** Sign-in configured and required, as a host passes it. */
const requiredSiwx = { getRequired: () => true };

interface Modal extends TestCore {
  readonly modal: ModalService;
  readonly modalStore: ModalStore;
  readonly router: RouterService;
  readonly routerStore: RouterStore;
  /** Every event the host received through `subscribeEvents`, from INITIALIZE (creation's last). */
  readonly hostEvents: KeyportEvent[];
  connect(address?: string): void;
  history(): readonly RouteEntry[];
}

function setUp(setup: TestCoreSetup = {}): Modal {
  const test = createTestCore(setup);
  const hostEvents: KeyportEvent[] = [];
  test.core.subscribeEvents((event) => hostEvents.push(event));
  const routerStore = test.get(RouterStore);
  return {
    ...test,
    modal: test.get(ModalService),
    modalStore: test.get(ModalStore),
    router: test.get(RouterService),
    routerStore,
    hostEvents,
    connect: (address = ADDRESS) =>
      test.get(AccountStore).patchAccount('eip155', { status: 'connected', address }),
    history: () => routerStore.get().history,
  };
}

function withOptions(options: Partial<KeyportOptions>, rest: TestCoreSetup = {}): Modal {
  return setUp({ ...rest, options });
}

function eventNames(events: readonly KeyportEvent[]): string[] {
  return events.map((event) => event.data.event);
}

describe('ModalService', () => {
  describe('SPEC §2 start view when opening', () => {
    describe('rule 1: manual wallet-connect control, or no adapters and no connected address', () => {
      it('SPEC §2: with manualWCControl opens ConnectingWalletConnectBasic on desktop, over a requested view and an address', async () => {
        const t = withOptions({ manualWCControl: true });
        t.connect();
        await t.modal.open({ view: 'Networks', data: { from: 'button' } });
        expect(t.history()).toEqual([{ view: 'ConnectingWalletConnectBasic' }]);
        expect(t.modalStore.get().open).toBe(true);
      });

      it('SPEC §2: with manualWCControl opens AllWallets on mobile', async () => {
        const t = withOptions(
          { manualWCControl: true },
          { environment: new FakeEnvironment({ isMobile: true }) },
        );
        await t.modal.open();
        expect(t.history()).toEqual([{ view: 'AllWallets' }]);
      });

      it('SPEC §2: with no adapters and no address opens ConnectingWalletConnectBasic on desktop', async () => {
        const t = setUp({ adapters: [] });
        await t.modal.open({ view: 'Account' });
        expect(t.history()).toEqual([{ view: 'ConnectingWalletConnectBasic' }]);
      });

      it('SPEC §2: with no adapters and no address opens AllWallets on mobile', async () => {
        const t = setUp({ adapters: [], environment: new FakeEnvironment({ isMobile: true }) });
        await t.modal.open();
        expect(t.history()).toEqual([{ view: 'AllWallets' }]);
      });

      it('SPEC §2: with no adapters but a connected address, rule 1 does not apply and Account opens', async () => {
        const t = setUp({ adapters: [] });
        t.connect();
        await t.modal.open();
        expect(t.history()).toEqual([{ view: 'Account' }]);
      });
    });

    it('SPEC §2 rule 2: a requested view opens with its data', async () => {
      const t = setUp();
      t.connect();
      await t.modal.open({ view: 'Swap', data: { fromToken: 'ETH' } });
      expect(t.history()).toEqual([{ view: 'Swap', data: { fromToken: 'ETH' } }]);
    });

    it('SPEC §2 rule 2: a requested view without data opens without a data field', async () => {
      const t = setUp();
      await t.modal.open({ view: 'Networks' });
      expect(t.history()).toEqual([{ view: 'Networks' }]);
      expect(t.routerStore.current()).not.toHaveProperty('data');
    });

    it('SPEC §2 rule 3: Account when an address exists', async () => {
      const t = setUp();
      t.connect();
      await t.modal.open();
      expect(t.routerStore.current()).toEqual({ view: 'Account' });
    });

    it('SPEC §2 rule 4: Connect otherwise', async () => {
      const t = setUp();
      await t.modal.open();
      expect(t.routerStore.current()).toEqual({ view: 'Connect' });
    });

    it('SPEC §2: opening starts a new history', async () => {
      const t = setUp();
      await t.modal.open();
      t.router.push({ view: 'AllWallets' });
      await t.modal.close();
      await t.modal.open();
      expect(t.history()).toEqual([{ view: 'Connect' }]);
    });

    it('SPEC §2, §7: opening an open modal only changes the view and publishes MODAL_OPEN once', async () => {
      const t = setUp();
      await t.modal.open();
      t.router.push({ view: 'AllWallets' });
      await t.modal.open({ view: 'Networks', data: { reason: 'switch' } });
      expect(t.modalStore.get().open).toBe(true);
      expect(t.history()).toEqual([{ view: 'Networks', data: { reason: 'switch' } }]);
      expect(eventNames(t.hostEvents)).toEqual(['INITIALIZE', 'MODAL_OPEN']);
      expect(t.analytics.events()).toEqual(['MODAL_OPEN']);
    });

    it('SPEC §4: the public state reports the modal open', async () => {
      const t = setUp();
      expect(t.core.isOpen()).toBe(false);
      await t.core.open();
      expect(t.core.isOpen()).toBe(true);
      expect(t.core.getState().open).toBe(true);
    });
  });

  describe('SPEC §2 stack rules when going back', () => {
    it('SPEC §2: going back returns to the previous view with its data', async () => {
      const t = setUp();
      await t.modal.open();
      t.router.push({ view: 'AllWallets', data: { search: 'rain' } });
      t.router.push({ view: 'ConnectingWalletConnect', data: { wallet: 'rainbow' } });
      await t.modal.goBack();
      expect(t.history()).toEqual([{ view: 'Connect' }, { view: 'AllWallets', data: { search: 'rain' } }]);
      expect(t.modalStore.get().open).toBe(true);
    });

    it('SPEC §2: going back with a single entry closes the modal', async () => {
      const t = setUp();
      await t.modal.open();
      await t.modal.goBack();
      expect(t.modalStore.get().open).toBe(false);
      expect(t.history()).toEqual([{ view: 'Connect' }]);
      expect(eventNames(t.hostEvents)).toEqual(['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE']);
    });

    it('SPEC §2: going back with UnsupportedChain in the history closes the modal', async () => {
      const t = setUp();
      t.connect();
      await t.modal.open();
      t.router.push({ view: 'UnsupportedChain' });
      t.router.push({ view: 'Networks' });
      await t.modal.goBack();
      expect(t.modalStore.get().open).toBe(false);
      expect(t.history()).toEqual([{ view: 'Account' }, { view: 'UnsupportedChain' }, { view: 'Networks' }]);
    });

    it('SPEC §2, §4: going back from a lone view that is not available closes: nothing waits on it', async () => {
      const t = setUp();
      await t.modal.open({ view: 'RegisterAccountName' });
      await t.modal.goBack();
      expect(t.modalStore.get().open).toBe(false);
      expect(t.modalStore.get().shake).toBe(false);
    });
  });

  describe('SPEC §4 closing', () => {
    it('SPEC §4: closes by default and resolves true', async () => {
      const t = setUp();
      await t.modal.open();
      await expect(t.modal.close()).resolves.toBe(true);
      expect(t.modalStore.get().open).toBe(false);
      expect(t.core.isOpen()).toBe(false);
    });

    it('SPEC §4: closing a closed modal does nothing and publishes nothing', async () => {
      const t = setUp();
      await expect(t.modal.close()).resolves.toBe(false);
      expect(eventNames(t.hostEvents)).toEqual(['INITIALIZE']);
      expect(t.analytics.sent).toEqual([]);
    });

    describe('SPEC §4: the close blocks hold only on views the modal can show (SPEC §2)', () => {
      it('SPEC §4: closing is refused on ApproveTransaction (the modal shakes), going back from it alone too, unless forced', async () => {
        const t = setUp();
        await t.modal.open({ view: 'ApproveTransaction' });
        await expect(t.modal.close()).resolves.toBe(false);
        expect(t.modalStore.get()).toMatchObject({ open: true, shake: true });
        await t.modal.goBack();
        expect(t.modalStore.get().open).toBe(true);
        expect(eventNames(t.hostEvents)).not.toContain('MODAL_CLOSE');
        await expect(t.modal.close({ force: true })).resolves.toBe(true);
      });

      it("SPEC §4: the embedded wallet's other views close as any view does", async () => {
        const t = setUp();
        await t.modal.open({ view: 'EmailVerifyOtp', data: { email: 'visitor@example.com' } });
        await expect(t.modal.close()).resolves.toBe(true);
      });

      it('SPEC §4: a host that opens a view that is not available (RegisterAccountName) cannot trap the visitor: close closes', async () => {
        const t = setUp();
        await t.modal.open();
        t.router.push({ view: 'RegisterAccountName' });
        await expect(t.modal.close()).resolves.toBe(true);
        expect(t.modalStore.get().open).toBe(false);
        expect(t.modalStore.get().shake).toBe(false);
        expect(eventNames(t.hostEvents)).toContain('MODAL_CLOSE');
      });

      it('SPEC §4: a required sign-in without sessions does not hold the visitor on SIWXSignMessage, which is not available', async () => {
        const t = withOptions({ siwx: requiredSiwx });
        t.connect();
        await t.modal.open({ view: 'SIWXSignMessage' });
        await expect(t.modal.close()).resolves.toBe(true);
        expect(t.modalStore.get().open).toBe(false);
      });

      it('SPEC §4: a required sign-in without sessions does not block close on other views', async () => {
        const t = withOptions({ siwx: requiredSiwx });
        t.connect();
        await t.modal.open();
        await expect(t.modal.close()).resolves.toBe(true);
      });
    });

    describe('SPEC §4: the shake that refuses a close', () => {
      it('SPEC §4, §9: a shake lasts exactly 500 ms', async () => {
        const t = setUp();
        await t.modal.open();
        expect(t.modalStore.get().shake).toBe(false);
        t.modal.shake();
        expect(t.modalStore.get().shake).toBe(true);
        t.clock.advance(499);
        expect(t.modalStore.get().shake).toBe(true);
        t.clock.advance(1);
        expect(t.modalStore.get().shake).toBe(false);
      });

      it('SPEC §4: a second shake restarts the 500 ms', async () => {
        const t = setUp();
        await t.modal.open();
        t.modal.shake();
        t.clock.advance(300);
        t.modal.shake();
        t.clock.advance(200);
        expect(t.modalStore.get().shake).toBe(true);
        t.clock.advance(299);
        expect(t.modalStore.get().shake).toBe(true);
        t.clock.advance(1);
        expect(t.modalStore.get().shake).toBe(false);
      });

      it('SPEC §4: a shake after the previous one ended lasts 500 ms again', async () => {
        const t = setUp();
        await t.modal.open();
        t.modal.shake();
        t.clock.advance(500);
        expect(t.modalStore.get().shake).toBe(false);
        t.modal.shake();
        expect(t.modalStore.get().shake).toBe(true);
        t.clock.advance(500);
        expect(t.modalStore.get().shake).toBe(false);
      });
    });

    describe('SPEC §4: in embedded mode close goes to Account if connected else Connect', () => {
      it('SPEC §4: embedded and connected, close navigates to Account and never closes', async () => {
        const t = withOptions({ enableEmbedded: true });
        t.connect();
        await t.modal.open({ view: 'Networks' });
        t.router.push({ view: 'Swap' });
        await expect(t.modal.close()).resolves.toBe(false);
        expect(t.modalStore.get().open).toBe(true);
        expect(t.history()).toEqual([{ view: 'Account' }]);
        expect(eventNames(t.hostEvents)).not.toContain('MODAL_CLOSE');
      });

      it('SPEC §4: embedded and not connected, close navigates to Connect', async () => {
        const t = withOptions({ enableEmbedded: true });
        await t.modal.open({ view: 'AllWallets' });
        await expect(t.modal.close()).resolves.toBe(false);
        expect(t.modalStore.get().open).toBe(true);
        expect(t.history()).toEqual([{ view: 'Connect' }]);
      });

      it('SPEC §4: embedded mode takes the visitor from a view that is not available to Account', async () => {
        const t = withOptions({ enableEmbedded: true });
        t.connect();
        await t.modal.open({ view: 'RegisterAccountName' });
        await t.modal.close();
        expect(t.routerStore.current()).toEqual({ view: 'Account' });
        expect(t.modalStore.get().shake).toBe(false);
      });
    });

    describe('SPEC §7: MODAL_OPEN and MODAL_CLOSE carry {connected}', () => {
      it('SPEC §7: disconnected visitor: events to the host and to analytics say connected false', async () => {
        const t = setUp();
        await t.modal.open();
        await t.modal.close();
        expect(t.hostEvents.slice(1).map((event) => event.data)).toEqual([
          { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
          { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
        ]);
        expect(t.get(EventsStore).get().data).toEqual({
          type: 'track',
          event: 'MODAL_CLOSE',
          properties: { connected: false },
        });
        expect(t.analytics.sent.map((payload) => payload.props)).toEqual([
          { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
          { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
        ]);
      });

      it('SPEC §7: connected visitor: events say connected true and analytics carries the address', async () => {
        const t = setUp();
        t.connect();
        await t.modal.open();
        await t.modal.close();
        expect(t.hostEvents.slice(1).map((event) => event.data.properties)).toEqual([
          { connected: true },
          { connected: true },
        ]);
        expect(t.analytics.sent.map((payload) => payload.props)).toEqual([
          { type: 'track', event: 'MODAL_OPEN', address: ADDRESS, properties: { connected: true } },
          { type: 'track', event: 'MODAL_CLOSE', address: ADDRESS, properties: { connected: true } },
        ]);
      });

      it('SPEC §7: an address without a connected status does not count as connected', async () => {
        const t = setUp();
        t.get(AccountStore).patchAccount('eip155', { status: 'connecting', address: ADDRESS });
        await t.modal.open();
        expect(t.get(EventsStore).get().data.properties).toEqual({ connected: false });
      });
    });
  });
});
