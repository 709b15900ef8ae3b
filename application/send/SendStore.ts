import { injectable } from 'inversify';
import { initialSendState, type SendState } from '../../domain/send/SendState';
import { Store } from '../state/Store';

/** SPEC §3: the send form, cleared after a send and on a network switch (SPEC §4). */
@injectable()
export class SendStore extends Store<SendState> {
  constructor() {
    super(initialSendState());
  }
}
