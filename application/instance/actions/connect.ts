import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { type WalletConnectConnectorNotFoundError } from '../../../domain/errors/ClientSetupErrors';
import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import {
  type UserRejectedRequestError,
  type WalletUnavailableError,
} from '../../../domain/errors/WalletRequestErrors';
import { ChainStore } from '../../chain/ChainStore';
import { connectFailure } from '../../connection/connectFailure';
import { ConnectionService } from '../../connection/ConnectionService';
import { findConnector } from '../../connector/findConnector';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { type Keyport } from '../Keyport';
import { pairingOf } from '../internal/pairingFeature';
import { runtimeOf } from '../internal/runtime';
import { getAccount, type GetAccountReturnType } from './getAccount';

export interface ConnectConnectorParameters {
  /** The id of a discovered connector (`getConnectors`): an extension, an announced or injected wallet. */
  readonly connector: string;
  /** Its namespace, when the id is discovered in several; otherwise the active one is preferred. */
  readonly namespace?: ChainNamespace;
  /**
   * Aborted when the visitor stops waiting (leaves the view that asked): the account no longer
   * reads `connecting` (SPEC §4). The wallet's answer still settles the promise: a wallet that
   * approves later is connected all the same.
   */
  readonly signal?: AbortSignal;
}

export interface ConnectWalletConnectParameters {
  readonly walletConnect: true;
  /** The explorer wallet picked (`chooseWallet`): its name and image show, and it joins the recent wallets. */
  readonly walletId?: string;
}

export type ConnectParameters = ConnectConnectorParameters | ConnectWalletConnectParameters;

/** A WalletConnect pairing to show or send: its `wc:` uri, and the connection it leads to. */
export interface WalletConnectPairing {
  /** Valid for 4 minutes (SPEC §4). */
  readonly uri: string;
  /** The account once the wallet approved; rejects when it declined (`USER_REJECTED`) or the pairing failed. */
  readonly approval: Promise<GetAccountReturnType>;
}

export type ConnectReturnType = GetAccountReturnType | WalletConnectPairing;

/**
 * `USER_REJECTED` when the visitor said no in the wallet; `WALLET_UNAVAILABLE` for a connector
 * that is not there; `WALLET_CONNECT_CONNECTOR_NOT_FOUND` when the site cannot pair by
 * WalletConnect; any other failure as its KeyportError (SPEC §8), e.g. "Chain adapter not found".
 */
export type ConnectErrorType =
  | UserRejectedRequestError
  | WalletUnavailableError
  | WalletConnectConnectorNotFoundError
  | KeyportDestroyedError
  | KeyportError
  | TypeError;

/**
 * Connects a wallet (SPEC §4). With `connector`, the wallet behind that connector is asked on the
 * active network of its namespace; resolves with the connected account. With `walletConnect`, a
 * pairing starts; resolves with its uri, to show as a QR code or send, and `approval`, which
 * settles when the wallet answers. A connection closes the modal unless the wallet's network made
 * it show UnsupportedChain, and reports CONNECT_SUCCESS (SPEC §7).
 *
 * @example
 * const account = await connect(keyport, { connector: 'io.metamask' });
 *
 * const { uri, approval } = await connect(keyport, { walletConnect: true });
 * showQrCode(uri);
 * const account = await approval;
 */
export function connect(
  keyport: Keyport,
  parameters: ConnectConnectorParameters,
): Promise<GetAccountReturnType>;
export function connect(
  keyport: Keyport,
  parameters: ConnectWalletConnectParameters,
): Promise<WalletConnectPairing>;
export async function connect(keyport: Keyport, parameters: ConnectParameters): Promise<ConnectReturnType> {
  if ('walletConnect' in parameters) return pairing(keyport, parameters.walletId);
  const runtime = runtimeOf(keyport, 'connect');
  const connector = findConnector(
    runtime.get(ConnectorStore).get().connectors,
    { id: parameters.connector, namespace: parameters.namespace },
    runtime.get(ChainStore).get().activeNamespace,
  );
  await runtime
    .get(ConnectionService)
    .connectExternal(connector, parameters.signal)
    .catch((error: unknown) => {
      throw connectFailure(error);
    });
  return getAccount(keyport, { namespace: connector.chain });
}

async function pairing(keyport: Keyport, walletId: string | undefined): Promise<WalletConnectPairing> {
  // A script's pairing is not kept fresh: its uri is good for the 4 minutes it is valid.
  const paired = await (await pairingOf(keyport, 'connect')).pairing(walletId, false);
  const approval = paired.approval.then(([namespace]) =>
    getAccount(keyport, namespace === undefined ? {} : { namespace }),
  );
  // Who only shows the uri may never wait for the approval: its failure is then not unhandled.
  approval.catch(() => undefined);
  return { uri: paired.uri, approval };
}
