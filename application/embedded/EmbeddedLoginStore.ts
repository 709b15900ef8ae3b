import { injectable } from 'inversify';
import { Store } from '../state/Store';
import { type EmbeddedLoginState } from './EmbeddedLogin';

/** Logged out, the frame not loaded, no approval waiting, a new code may be asked for. */
export const INITIAL_EMBEDDED_LOGIN_STATE: EmbeddedLoginState = {
  frame: 'idle',
  email: undefined,
  user: undefined,
  authProvider: undefined,
  userName: undefined,
  accountType: undefined,
  smartAccountNetworks: [],
  awaitingApproval: false,
  nextCodeAt: undefined,
};

/** The embedded wallet's login as its views draw it (`EmbeddedLogin.state$`). */
@injectable()
export class EmbeddedLoginStore extends Store<EmbeddedLoginState> {
  constructor() {
    super(INITIAL_EMBEDDED_LOGIN_STATE);
  }
}
