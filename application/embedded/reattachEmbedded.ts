import { type interfaces } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { runtimeOf } from '../instance/internal/runtime';
import { embeddedWalletFeature } from './embeddedWalletFeature';
import { EmbeddedSession, type ReattachedLogin } from './EmbeddedSession';
import { embeddedLoginAvailable } from './embeddedLoginAvailable';

/**
 * SPEC §4 reconnect of a namespace left connected through the embedded wallet: its code loads
 * with this (chunk `keyport-embedded-wallet`), and the frame only if a login was used before.
 */
export async function reattachEmbedded(
  container: interfaces.Container,
  namespace: ChainNamespace,
): Promise<ReattachedLogin | undefined> {
  if (!embeddedLoginAvailable(container)) return undefined;
  runtimeOf(container, 'reconnect').enable(embeddedWalletFeature);
  return container.get(EmbeddedSession).reattach(namespace);
}
