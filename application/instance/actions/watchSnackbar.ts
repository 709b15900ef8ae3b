import { SnackbarStore } from '../../snackbar/SnackbarStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { type GetSnackbarReturnType } from './getSnackbar';

export interface WatchSnackbarParameters {
  readonly onChange: (snackbar: GetSnackbarReturnType, previous: GetSnackbarReturnType) => void;
}

export type WatchSnackbarReturnType = Unwatch;

export type WatchSnackbarErrorType = TypeError;

/**
 * Calls `onChange` whenever the snackbar shows, swaps or hides a message.
 *
 * @example
 * const unwatch = watchSnackbar(keyport, { onChange: ({ message }) => console.log(message) });
 */
export function watchSnackbar(
  keyport: Keyport,
  parameters: WatchSnackbarParameters,
): WatchSnackbarReturnType {
  return watchStream(
    readingRuntimeOf(keyport, 'watchSnackbar').get(SnackbarStore).state$,
    parameters.onChange,
  );
}
