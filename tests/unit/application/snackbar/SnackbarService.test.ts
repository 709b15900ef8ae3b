import { SnackbarService } from '../../../../application/snackbar/SnackbarService';
import { SnackbarStore, type SnackbarState } from '../../../../application/snackbar/SnackbarStore';
import {
  SNACKBAR_AUTO_CLOSE_MS,
  SNACKBAR_ERROR_READING_MS,
  SNACKBAR_WAITING_LIMIT,
} from '../../../../domain/constants/timing';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { FakeClock } from '../../../fakes/FakeClock';
import { createTestCore } from '../../../support/createTestCore';

function setUp(): { snackbar: SnackbarService; store: SnackbarStore; clock: FakeClock } {
  const clock = new FakeClock();
  const store = new SnackbarStore();
  return { snackbar: new SnackbarService(store, clock), store, clock };
}

describe('SnackbarService (SPEC §4 snackbar)', () => {
  describe('SPEC §4: snackbar variants success, error, loading', () => {
    it('SPEC §4: showSuccess opens a success message that auto-closes by default', () => {
      const { snackbar, store } = setUp();
      snackbar.showSuccess('Name registered');
      expect(store.get()).toEqual<SnackbarState>({
        open: true,
        message: 'Name registered',
        variant: 'success',
        autoClose: true,
      });
    });

    it('SPEC §4: showError opens an error message', () => {
      const { snackbar, store } = setUp();
      snackbar.showError('Signature declined');
      expect(store.get()).toEqual<SnackbarState>({
        open: true,
        message: 'Signature declined',
        variant: 'error',
        autoClose: true,
      });
    });

    it('SPEC §4: showLoading opens a loading message', () => {
      const { snackbar, store } = setUp();
      snackbar.showLoading('Waiting for the wallet', { autoClose: false });
      expect(store.get()).toEqual<SnackbarState>({
        open: true,
        message: 'Waiting for the wallet',
        variant: 'loading',
        autoClose: false,
      });
    });
  });

  describe('SPEC §4, §9: a new message while one is open shows after 150 ms', () => {
    it('SPEC §4: the old message is hidden at once and the new one is not shown at 149 ms but at 150 ms', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showSuccess('Copied');
      snackbar.showError('Failed to fetch transactions');
      expect(store.get().open).toBe(false);
      clock.advance(149);
      expect(store.get().open).toBe(false);
      clock.advance(1);
      expect(store.get()).toEqual<SnackbarState>({
        open: true,
        message: 'Failed to fetch transactions',
        variant: 'error',
        autoClose: true,
      });
    });

    it('SPEC §4: a message shown while none is open shows at once', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showSuccess('Copied');
      clock.advance(SNACKBAR_AUTO_CLOSE_MS);
      expect(store.get().open).toBe(false);
      snackbar.showSuccess('Copied again');
      expect(store.get()).toMatchObject({ open: true, message: 'Copied again' });
    });

    it('SPEC §4: the old message auto-close does not close the new one', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showSuccess('First');
      clock.advance(2_000);
      snackbar.showSuccess('Second');
      clock.advance(150);
      expect(store.get()).toMatchObject({ open: true, message: 'Second' });
      clock.advance(SNACKBAR_AUTO_CLOSE_MS - 1);
      expect(store.get()).toMatchObject({ open: true, message: 'Second' });
      clock.advance(1);
      expect(store.get().open).toBe(false);
    });

    it('SPEC §4: hiding during the 150 ms wait cancels the new message', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showSuccess('First');
      snackbar.showSuccess('Second');
      snackbar.hide();
      clock.advance(10_000);
      expect(store.get().open).toBe(false);
    });

    it('SPEC §4: a message asked for during the 150 ms wait replaces the waiting one', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showSuccess('First');
      snackbar.showSuccess('Second');
      clock.advance(100);
      snackbar.showError('Third');
      expect(store.get()).toMatchObject({ open: true, message: 'Third', variant: 'error' });
      clock.advance(50);
      expect(store.get()).toMatchObject({ open: true, message: 'Third', variant: 'error' });
    });
  });

  describe('Hostile input §1: an error is not hidden before it could be read (SPEC §4 swap kept)', () => {
    /** What the visitor sees at each moment: the open message, or nothing. */
    function shown(store: SnackbarStore): string | undefined {
      const state = store.get();
      return state.open ? state.message : undefined;
    }

    it('Hostile input §1: "Failed to fetch transactions" right behind "Token Balance Unavailable" waits its turn', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showError('Token Balance Unavailable');
      snackbar.showError('Failed to fetch transactions');

      expect(shown(store)).toBe('Token Balance Unavailable');
      clock.advance(SNACKBAR_ERROR_READING_MS - 1);
      expect(shown(store)).toBe('Token Balance Unavailable');
      // SPEC §4: then the old one is hidden and the new one shows after 150 ms.
      clock.advance(1);
      expect(shown(store)).toBeUndefined();
      clock.advance(149);
      expect(shown(store)).toBeUndefined();
      clock.advance(1);
      expect(shown(store)).toBe('Failed to fetch transactions');
      clock.advance(SNACKBAR_AUTO_CLOSE_MS);
      expect(shown(store)).toBeUndefined();
    });

    it('Hostile input §1: an error still in its 150 ms swap is not replaced by the next message', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showSuccess('Address copied');
      snackbar.showError('Token Balance Unavailable');
      snackbar.showSuccess('Link copied');

      clock.advance(150);
      expect(shown(store)).toBe('Token Balance Unavailable');
      clock.advance(SNACKBAR_ERROR_READING_MS + 150);
      expect(shown(store)).toBe('Link copied');
    });

    it('SPEC §4: once an error has been read, a new message replaces it as the SPEC says', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showError('Token Balance Unavailable');
      clock.advance(SNACKBAR_ERROR_READING_MS);

      snackbar.showSuccess('Address copied');

      expect(shown(store)).toBeUndefined();
      clock.advance(150);
      expect(shown(store)).toBe('Address copied');
    });

    it('Hostile input §1: a success or loading message is replaced at once, as before', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showLoading('Switching network');
      snackbar.showError('Token Balance Unavailable');
      clock.advance(150);
      expect(shown(store)).toBe('Token Balance Unavailable');
    });

    it('Hostile input §1: the same error again is not queued behind itself', () => {
      const { snackbar, store, clock } = setUp();
      for (let i = 0; i < 100; i += 1) snackbar.showError('Token Balance Unavailable');

      clock.advance(SNACKBAR_ERROR_READING_MS);
      expect(shown(store)).toBe('Token Balance Unavailable');
      clock.advance(SNACKBAR_AUTO_CLOSE_MS - SNACKBAR_ERROR_READING_MS);
      expect(shown(store)).toBeUndefined();
      clock.advance(60_000);
      expect(shown(store)).toBeUndefined();
    });

    it('Hostile input §1: a storm of different errors shows the first and the last few, each readable', () => {
      const { snackbar, store, clock } = setUp();
      const seen: string[] = [];
      store.state$.subscribe((state) => {
        if (state.open && seen.at(-1) !== state.message) seen.push(state.message);
      });
      for (let i = 0; i < 10; i += 1) snackbar.showError(`Failure ${i}`);

      clock.advance(60_000);

      const lastFew = Array.from(
        { length: SNACKBAR_WAITING_LIMIT },
        (_, i) => `Failure ${10 - SNACKBAR_WAITING_LIMIT + i}`,
      );
      expect(seen).toEqual(['Failure 0', ...lastFew]);
    });

    it('Hostile input §1: hide() also forgets the messages waiting', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showError('Token Balance Unavailable');
      snackbar.showError('Failed to fetch transactions');
      snackbar.hide();

      clock.advance(60_000);

      expect(shown(store)).toBeUndefined();
    });
  });

  describe('SPEC §4: auto-close defaults to true', () => {
    it('SPEC §4: a message closes after SNACKBAR_AUTO_CLOSE_MS, not before', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showSuccess('Copied');
      clock.advance(SNACKBAR_AUTO_CLOSE_MS - 1);
      expect(store.get().open).toBe(true);
      clock.advance(1);
      expect(store.get().open).toBe(false);
    });

    it('SPEC §4: autoClose true given explicitly closes the same way', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showError('Signature declined', { autoClose: true });
      clock.advance(SNACKBAR_AUTO_CLOSE_MS);
      expect(store.get().open).toBe(false);
    });

    it('SPEC §4: a message swapped in auto-closes SNACKBAR_AUTO_CLOSE_MS after it shows', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showSuccess('First');
      snackbar.showSuccess('Second');
      clock.advance(150 + SNACKBAR_AUTO_CLOSE_MS - 1);
      expect(store.get().open).toBe(true);
      clock.advance(1);
      expect(store.get().open).toBe(false);
    });

    it('SPEC §4: autoClose false stays open until hidden', () => {
      const { snackbar, store, clock } = setUp();
      snackbar.showLoading('Switching network', { autoClose: false });
      clock.advance(60_000);
      expect(store.get()).toMatchObject({ open: true, message: 'Switching network', autoClose: false });
      snackbar.hide();
      expect(store.get().open).toBe(false);
    });
  });

  describe('SPEC §8: snackbar error text', () => {
    it.each<[string, unknown, string]>([
      ['a string', 'Token Balance Unavailable', 'Token Balance Unavailable'],
      [
        'the first issue message',
        { issues: [{ message: 'Amount too small' }, { message: 'other' }] },
        'Amount too small',
      ],
      ['the error message', new Error('User rejected the request'), 'User rejected the request'],
      ['a Keyport error short message', new HttpStatusError(500), 'HTTP status code: 500'],
      ['"Unknown error" for a number', 42, 'Unknown error'],
      ['"Unknown error" for undefined', undefined, 'Unknown error'],
      ['"Unknown error" for an object without text', { code: 4001 }, 'Unknown error'],
    ])('SPEC §8: showError takes %s', (_label, error, text) => {
      const { snackbar, store } = setUp();
      snackbar.showError(error);
      expect(store.get()).toMatchObject({ open: true, variant: 'error', message: text });
    });
  });

  describe('SPEC §4 through the host API', () => {
    it('SPEC §4: showErrorMessage and showSuccessMessage use the core snackbar', () => {
      const { core, clock, get } = createTestCore();
      const store = get(SnackbarStore);
      core.showSuccessMessage('Saved');
      expect(store.get()).toMatchObject({ open: true, variant: 'success', message: 'Saved' });
      core.showErrorMessage('Failed to disconnect');
      expect(store.get().open).toBe(false);
      clock.advance(150);
      expect(store.get()).toMatchObject({ open: true, variant: 'error', message: 'Failed to disconnect' });
    });

    it('SPEC §4: destroying the core hides the snackbar and ends its timers', () => {
      const { core, clock, get } = createTestCore();
      const store = get(SnackbarStore);
      core.showSuccessMessage('First');
      core.showSuccessMessage('Second');
      core.destroy();
      clock.advance(150);
      expect(store.get().open).toBe(false);
    });
  });
});
