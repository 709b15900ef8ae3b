import { injectable } from 'inversify';
import { type SiwxSession } from '../../domain/siwx/SiwxSession';
import { Store } from '../state/Store';

/** SPEC §3, §4: the sign-in-with-wallet sessions of the connected account. */
export interface SiwxState {
  readonly sessions: readonly SiwxSession[];
}

@injectable()
export class SiwxStore extends Store<SiwxState> {
  constructor() {
    super({ sessions: [] });
  }
}
