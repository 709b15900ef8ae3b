import { type interfaces } from 'inversify';
import { type EmbeddedLoginState } from '../../embedded/EmbeddedLogin';
import { EmbeddedLoginStore, INITIAL_EMBEDDED_LOGIN_STATE } from '../../embedded/EmbeddedLoginStore';
import { KeyportContainer } from '../../features/KeyportFeature';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export type GetEmbeddedWalletReturnType = EmbeddedLoginState;

export type GetEmbeddedWalletErrorType = TypeError;

/**
 * The embedded wallet's login as its views draw it: the frame's status, the email being logged in
 * with, the signed-in user and how they logged in, the account type, the networks with smart
 * accounts, whether a request awaits approval and when a new email code may be asked for. Before
 * the login's code was loaded, the state of nobody logged in. The same object until it changes.
 *
 * @example
 * const { user, accountType } = getEmbeddedWallet(keyport);
 */
export function getEmbeddedWallet(keyport: Keyport): GetEmbeddedWalletReturnType {
  const runtime = readingRuntimeOf(keyport, 'getEmbeddedWallet');
  const loaded = runtime.get<interfaces.Container>(KeyportContainer).isBound(EmbeddedLoginStore);
  return loaded ? runtime.get(EmbeddedLoginStore).get() : INITIAL_EMBEDDED_LOGIN_STATE;
}
