import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { ModalService } from '../../modal/ModalService';
import { type Keyport } from '../Keyport';
import { runtimeOf } from '../internal/runtime';

export type GoBackReturnType = Promise<void>;

export type GoBackErrorType = KeyportDestroyedError;

/**
 * The modal's Back (SPEC §2, §4): the view before this one, or the modal closes when there is
 * none (unless closing is refused, e.g. while a sign-in is required, and the modal shakes).
 *
 * @example
 * await goBack(keyport);
 */
export function goBack(keyport: Keyport): GoBackReturnType {
  return runtimeOf(keyport, 'goBack').get(ModalService).goBack();
}
