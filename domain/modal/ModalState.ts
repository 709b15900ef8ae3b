import { type ChainNamespace } from '../chain/ChainNamespace';
import { TIMING_MS } from '../constants/timing';

/**
 * SPEC §4: the modal is open or closed, shows a loading flag per namespace (a namespace whose
 * adapter is still connecting or fetching), and can shake to refuse an action.
 */
export interface ModalState {
  readonly open: boolean;
  readonly loading: Readonly<Partial<Record<ChainNamespace, boolean>>>;
  readonly shake: boolean;
}

export const INITIAL_MODAL_STATE: ModalState = { open: false, loading: {}, shake: false };

/** SPEC §4: how long a shake lasts before `shake` goes back to false. */
export const SHAKE_DURATION_MS = TIMING_MS.shake;

export function setOpen(state: ModalState, open: boolean): ModalState {
  return { ...state, open };
}

export function setNamespaceLoading(
  state: ModalState,
  namespace: ChainNamespace,
  loading: boolean,
): ModalState {
  return { ...state, loading: { ...state.loading, [namespace]: loading } };
}

/**
 * Whether the modal shows a loading state: for one namespace when given, else for any of them
 * (the loading of any adapter keeps the shared views busy).
 */
export function isLoading(state: ModalState, namespace?: ChainNamespace): boolean {
  if (namespace) {
    return state.loading[namespace] === true;
  }
  return Object.values(state.loading).some((flag) => flag === true);
}

export function setShake(state: ModalState, shake: boolean): ModalState {
  return { ...state, shake };
}

/** When a shake started at `startedAtMs` ends. */
export function shakeEndsAt(startedAtMs: number): number {
  return startedAtMs + SHAKE_DURATION_MS;
}
