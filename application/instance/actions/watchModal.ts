import { combineLatest, map } from 'rxjs';
import { ModalStore } from '../../modal/ModalStore';
import { RouterStore } from '../../router/RouterStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getModal, type GetModalReturnType } from './getModal';

export interface WatchModalParameters {
  readonly onChange: (modal: GetModalReturnType, previous: GetModalReturnType) => void;
}

export type WatchModalReturnType = Unwatch;

export type WatchModalErrorType = TypeError;

/**
 * Calls `onChange` whenever the modal opens or closes, loads, shakes or shows another view. Not
 * called for the modal as it is now: read it with `getModal`.
 *
 * @example
 * const unwatch = watchModal(keyport, { onChange: ({ open }) => (document.body.dataset.modal = String(open)) });
 */
export function watchModal(keyport: Keyport, parameters: WatchModalParameters): WatchModalReturnType {
  const runtime = readingRuntimeOf(keyport, 'watchModal');
  const changes = combineLatest([runtime.get(ModalStore).state$, runtime.get(RouterStore).state$]);
  return watchStream(changes.pipe(map(() => getModal(keyport))), parameters.onChange);
}
