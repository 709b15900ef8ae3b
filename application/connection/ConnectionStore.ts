import { injectable } from 'inversify';
import { Store } from '../state/Store';

/** The WalletConnect pairing in progress, if any (SPEC §4: a uri expires 4 minutes after it is set). */
export interface ConnectionStoreState {
  readonly wcUri: string | undefined;
  /** When the uri was set, in ms since epoch (clock time). */
  readonly wcUriSetAt: number | undefined;
  readonly wcError: boolean;
  /** Manual wallet-connect control: the host drives pairing itself (SPEC §2). */
  readonly wcBasic: boolean;
  /** The live WalletConnect session, if a wallet is connected through one. */
  readonly wcSessionTopic: string | undefined;
}

@injectable()
export class ConnectionStore extends Store<ConnectionStoreState> {
  constructor() {
    super({
      wcUri: undefined,
      wcUriSetAt: undefined,
      wcError: false,
      wcBasic: false,
      wcSessionTopic: undefined,
    });
  }
}
