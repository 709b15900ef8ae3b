import {
  createRouterState,
  currentView,
  goBack,
  goBackClosesModal,
  goBackToIndex,
  historyIncludes,
  push,
  replace,
  reset,
  type RouterState,
} from '../../../../domain/router/RouterState';
import { type RouteEntry } from '../../../../domain/router/View';

function views(state: RouterState): string[] {
  return state.history.map((entry) => entry.view);
}

function stateOf(...entries: [RouteEntry, ...RouteEntry[]]): RouterState {
  return { history: entries };
}

describe('SPEC §2 view history stack', () => {
  it('starts on Connect unless told otherwise', () => {
    expect(views(createRouterState())).toEqual(['Connect']);
    expect(currentView(createRouterState({ view: 'Account' }))).toEqual({ view: 'Account' });
  });

  it('shows the last entry of the history as the current view', () => {
    const state = stateOf({ view: 'Connect' }, { view: 'AllWallets' });
    expect(currentView(state)).toEqual({ view: 'AllWallets' });
  });

  describe('push ignores a view equal to the current one', () => {
    it('appends a different view with its data', () => {
      const state = push(createRouterState(), { view: 'ConnectingExternal', data: { id: 'io.metamask' } });
      expect(state.history).toEqual([
        { view: 'Connect' },
        { view: 'ConnectingExternal', data: { id: 'io.metamask' } },
      ]);
    });

    it('ignores the current view, even with other data (equality is by view name)', () => {
      const start = stateOf({ view: 'Connect' }, { view: 'ConnectingExternal', data: { id: 'a' } });
      const state = push(start, { view: 'ConnectingExternal', data: { id: 'b' } });
      expect(state).toBe(start);
    });

    it('accepts a view that is in the history but not current', () => {
      const state = push(stateOf({ view: 'Connect' }, { view: 'AllWallets' }), { view: 'Connect' });
      expect(views(state)).toEqual(['Connect', 'AllWallets', 'Connect']);
    });
  });

  describe('replace ignores a view equal to the last entry', () => {
    it('swaps the last entry for the new one', () => {
      const state = replace(stateOf({ view: 'Connect' }, { view: 'RegisterAccountNameSuccess' }), {
        view: 'RegisterAccountName',
      });
      expect(views(state)).toEqual(['Connect', 'RegisterAccountName']);
    });

    it('swaps a single entry', () => {
      expect(views(replace(createRouterState(), { view: 'Account' }))).toEqual(['Account']);
    });

    it('ignores a view equal to the last entry', () => {
      const start = stateOf({ view: 'Connect' }, { view: 'Account', data: { tab: 1 } });
      expect(replace(start, { view: 'Account', data: { tab: 2 } })).toBe(start);
    });
  });

  describe('reset starts a new history', () => {
    it('keeps only the given entry', () => {
      const state = reset({ view: 'Connect' });
      expect(state.history).toEqual([{ view: 'Connect' }]);
    });
  });

  describe('going back with a single entry, or with UnsupportedChain in the history, closes the modal', () => {
    it('pops the last entry and restores the previous entry with its data', () => {
      const start = stateOf(
        { view: 'Connect' },
        { view: 'AllWallets', data: { search: 'rain' } },
        { view: 'ConnectingWalletConnect' },
      );
      const result = goBack(start);
      expect(result.closeModal).toBe(false);
      expect(currentView(result.state)).toEqual({ view: 'AllWallets', data: { search: 'rain' } });
      expect(views(result.state)).toEqual(['Connect', 'AllWallets']);
    });

    it('closes the modal with a single entry and leaves the history alone', () => {
      const start = createRouterState({ view: 'Account' });
      expect(goBack(start)).toEqual({ state: start, closeModal: true });
      expect(goBackClosesModal(start)).toBe(true);
    });

    it('closes the modal when UnsupportedChain is anywhere in the history', () => {
      const start = stateOf({ view: 'UnsupportedChain' }, { view: 'Networks' });
      expect(goBack(start)).toEqual({ state: start, closeModal: true });
      expect(historyIncludes(start, 'UnsupportedChain')).toBe(true);
    });

    it('does not close with two entries and no UnsupportedChain', () => {
      expect(goBackClosesModal(stateOf({ view: 'Account' }, { view: 'Networks' }))).toBe(false);
      expect(historyIncludes(stateOf({ view: 'Account' }), 'UnsupportedChain')).toBe(false);
    });
  });

  describe('going back to an index of the history', () => {
    const start = stateOf({ view: 'Connect' }, { view: 'AllWallets' }, { view: 'ConnectingWalletConnect' });

    it('keeps the entries up to and including the index', () => {
      expect(views(goBackToIndex(start, 0))).toEqual(['Connect']);
      expect(views(goBackToIndex(start, 1))).toEqual(['Connect', 'AllWallets']);
      expect(goBackToIndex(start, 2)).toEqual(start);
    });

    it('leaves the state alone for an index outside the history or not a whole number', () => {
      expect(goBackToIndex(start, -1)).toBe(start);
      expect(goBackToIndex(start, 3)).toBe(start);
      expect(goBackToIndex(start, 0.5)).toBe(start);
    });
  });
});
