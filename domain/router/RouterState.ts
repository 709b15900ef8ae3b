import { last, type ReadonlyNonEmptyArray } from 'fp-ts/ReadonlyNonEmptyArray';
import { type RouteEntry, type ViewName } from './View';

/**
 * The modal's navigation, SPEC §2: a history stack of views, the last entry being on screen.
 * The history is never empty, so there is always a current view.
 *
 * Two entries are "equal" when their view names are equal: the data an entry carries (a wallet,
 * a network…) never makes a new entry, so pushing the current view again with other data is
 * ignored, data included.
 */
export interface RouterState {
  readonly history: ReadonlyNonEmptyArray<RouteEntry>;
}

/** The outcome of going back: the new state, and whether the modal must close instead. */
export interface GoBackResult {
  readonly state: RouterState;
  readonly closeModal: boolean;
}

/** A router whose history holds only `start` (the modal opens on Connect unless told otherwise). */
export function createRouterState(start: RouteEntry = { view: 'Connect' }): RouterState {
  return { history: [start] };
}

/** The entry on screen: the last one of the history. */
export function currentView(state: RouterState): RouteEntry {
  return last(state.history);
}

function isSameView(a: RouteEntry, b: RouteEntry): boolean {
  return a.view === b.view;
}

/** Opens `entry` on top of the history; ignored when that view is already on screen. */
export function push(state: RouterState, entry: RouteEntry): RouterState {
  if (isSameView(currentView(state), entry)) {
    return state;
  }
  const [first, ...rest] = state.history;
  return { history: [first, ...rest, entry] };
}

/** Swaps the last entry for `entry`; ignored when the last entry is already that view. */
export function replace(state: RouterState, entry: RouteEntry): RouterState {
  if (isSameView(currentView(state), entry)) {
    return state;
  }
  const [first, ...rest] = state.history;
  return { history: rest.length === 0 ? [entry] : [first, ...rest.slice(0, -1), entry] };
}

/** Starts a new history holding only `entry` (e.g. back to Connect after a disconnect). */
export function reset(entry: RouteEntry): RouterState {
  return { history: [entry] };
}

/** Whether `view` is anywhere in the history. */
export function historyIncludes(state: RouterState, view: ViewName): boolean {
  return state.history.some((entry) => entry.view === view);
}

/**
 * Whether the modal must close rather than go back: with nothing to go back to, or once
 * UnsupportedChain is in the history, since every earlier view assumed a network the wallet
 * no longer accepts.
 */
export function goBackClosesModal(state: RouterState): boolean {
  return state.history.length <= 1 || historyIncludes(state, 'UnsupportedChain');
}

/**
 * Goes back one entry; the previous entry comes back with the data it was opened with. When
 * going back closes the modal, the history is left as it was.
 */
export function goBack(state: RouterState): GoBackResult {
  if (goBackClosesModal(state)) {
    return { state, closeModal: true };
  }
  const [first, ...rest] = state.history;
  return { state: { history: [first, ...rest.slice(0, -1)] }, closeModal: false };
}

/**
 * Goes back to the entry at `index` of the history, dropping every later one. An index outside
 * the history (or not an integer) leaves the state as it was.
 */
export function goBackToIndex(state: RouterState, index: number): RouterState {
  if (!Number.isInteger(index) || index < 0 || index >= state.history.length) {
    return state;
  }
  const [first, ...rest] = state.history;
  return { history: [first, ...rest.slice(0, index)] };
}
