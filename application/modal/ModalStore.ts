import { injectable } from 'inversify';
import { INITIAL_MODAL_STATE, type ModalState } from '../../domain/modal/ModalState';
import { Store } from '../state/Store';

/** SPEC §4: open or closed, loading per namespace, shaking. */
@injectable()
export class ModalStore extends Store<ModalState> {
  constructor() {
    super(INITIAL_MODAL_STATE);
  }
}
