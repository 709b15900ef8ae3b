import { injectable } from 'inversify';
import { Store } from '../state/Store';

/**
 * A browser wallet the visitor picked (injected, announced) and how the attempt stands, for the
 * ConnectingExternal view: waiting for the wallet, declined by the visitor, or failed with the
 * wallet's message. Gone once the wallet connected or the visitor left the view.
 */
export interface ExternalConnection {
  readonly connectorId: string;
  readonly status: 'connecting' | 'declined' | 'failed';
  /** SPEC §8 snackbar text of the failure; only when `status` is `failed`. */
  readonly message?: string;
}

/** How the last WalletConnect pairing ended when it did not connect: the visitor said no, or it failed. */
export type WalletConnectFailure =
  | { readonly status: 'declined' }
  | { readonly status: 'failed'; /** SPEC §8 snackbar text of the failure. */ readonly message: string };

/** The WalletConnect pairing in progress, if any (SPEC §4: a uri expires 4 minutes after it is set). */
export interface ConnectionStoreState {
  readonly wcUri: string | undefined;
  /** When the uri was set, in ms since epoch (clock time). */
  readonly wcUriSetAt: number | undefined;
  /** The last pairing was declined or failed; cleared when the visitor tries again. */
  readonly wcFailure: WalletConnectFailure | undefined;
  /** Manual wallet-connect control: the host drives pairing itself (SPEC §2). */
  readonly wcBasic: boolean;
  /** The live WalletConnect session, if a wallet is connected through one. */
  readonly wcSessionTopic: string | undefined;
  /** The browser-wallet connection in progress or just ended, if any. */
  readonly external: ExternalConnection | undefined;
  /**
   * A connection stored by an earlier visit is being restored (REFERENCE §5 account status
   * `reconnecting`); the accounts being restored read `connecting` meanwhile.
   */
  readonly reconnecting: boolean;
}

@injectable()
export class ConnectionStore extends Store<ConnectionStoreState> {
  constructor() {
    super({
      wcUri: undefined,
      wcUriSetAt: undefined,
      wcFailure: undefined,
      wcBasic: false,
      wcSessionTopic: undefined,
      external: undefined,
      reconnecting: false,
    });
  }
}
