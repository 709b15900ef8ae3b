import { injectable } from 'inversify';
import { type ConnectionEnd } from '../../domain/connection/ConnectionEnd';
import { Store } from '../state/Store';

/**
 * How the last WalletConnect pairing ended when it did not connect: the visitor said no, the
 * wallet still held an earlier request, or it failed. State of the pairing itself, not of a view:
 * the pairing outlives the view that shows it (its uri is kept and renewed in the background, a
 * host pairing headless reads why it failed), and only the pairing knows when it no longer holds
 * (a retry, a uri that arrived late).
 */
export type WalletConnectFailure = ConnectionEnd;

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
      reconnecting: false,
    });
  }
}
