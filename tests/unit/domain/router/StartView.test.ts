import fc from 'fast-check';
import { selectStartView, type StartViewInput } from '../../../../domain/router/StartView';
import { VIEWS, type RouteEntry } from '../../../../domain/router/View';

const base: StartViewInput = { manualWCControl: false, hasAdapters: true, isMobile: false };
const requested: RouteEntry = { view: 'Networks', data: { namespace: 'eip155' } };

describe('SPEC §2 start view when opening', () => {
  describe('rule 1: manual wallet-connect control, or no adapters and no connected address', () => {
    it('opens ConnectingWalletConnectBasic on desktop with manual wallet-connect control', () => {
      expect(selectStartView({ ...base, manualWCControl: true })).toEqual({
        view: 'ConnectingWalletConnectBasic',
      });
    });

    it('opens AllWallets on mobile with manual wallet-connect control', () => {
      expect(selectStartView({ ...base, manualWCControl: true, isMobile: true })).toEqual({
        view: 'AllWallets',
      });
    });

    it('wins over a requested view and a connected address under manual control', () => {
      expect(selectStartView({ ...base, manualWCControl: true, address: '0xabc', requested })).toEqual({
        view: 'ConnectingWalletConnectBasic',
      });
    });

    it('opens ConnectingWalletConnectBasic on desktop with no adapters and no address', () => {
      expect(selectStartView({ ...base, hasAdapters: false, requested })).toEqual({
        view: 'ConnectingWalletConnectBasic',
      });
    });

    it('opens AllWallets on mobile with no adapters and no address', () => {
      expect(selectStartView({ ...base, hasAdapters: false, isMobile: true })).toEqual({
        view: 'AllWallets',
      });
    });

    it('counts an empty address as no address', () => {
      expect(selectStartView({ ...base, hasAdapters: false, address: '' })).toEqual({
        view: 'ConnectingWalletConnectBasic',
      });
    });

    it('does not apply with no adapters when an address is connected', () => {
      expect(selectStartView({ ...base, hasAdapters: false, address: '0xabc' })).toEqual({ view: 'Account' });
    });
  });

  describe('rule 2: else a requested view with its data', () => {
    it('opens the requested view and keeps its data', () => {
      expect(selectStartView({ ...base, requested })).toBe(requested);
    });

    it('prefers the requested view over Account when an address exists', () => {
      expect(selectStartView({ ...base, address: '0xabc', requested })).toBe(requested);
    });
  });

  describe('rules 3 and 4: else Account if an address exists, else Connect', () => {
    it('opens Account when an address exists', () => {
      expect(selectStartView({ ...base, address: '0xabc' })).toEqual({ view: 'Account' });
    });

    it('opens Connect otherwise', () => {
      expect(selectStartView(base)).toEqual({ view: 'Connect' });
      expect(selectStartView({ ...base, address: undefined, requested: undefined })).toEqual({
        view: 'Connect',
      });
    });
  });

  it('always returns a known view (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          manualWCControl: fc.boolean(),
          hasAdapters: fc.boolean(),
          isMobile: fc.boolean(),
          address: fc.option(fc.string(), { nil: undefined }),
          requested: fc.option(
            fc.constantFrom(...VIEWS).map((view): RouteEntry => ({ view })),
            { nil: undefined },
          ),
        }),
        (input) => {
          const entry = selectStartView(input);
          expect(VIEWS).toContain(entry.view);
          if (input.manualWCControl) {
            expect(entry.view).toBe(input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic');
          }
        },
      ),
    );
  });
});
