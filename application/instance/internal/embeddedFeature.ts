import { type interfaces } from 'inversify';
import { EmailLoginDependencyError } from '../../../domain/errors/EmbeddedFrameErrors';
import { type EmbeddedLogin } from '../../embedded/EmbeddedLogin';
import { embeddedLoginAvailable } from '../../embedded/embeddedLoginAvailable';
import { KeyportContainer } from '../../features/KeyportFeature';
import { runtimeOf, runtimeWith } from './runtime';

const loadEmbeddedWallet = () =>
  import(/* webpackChunkName: "keyport-embedded-wallet" */ '../../embedded/embeddedWalletFeature');

/**
 * The embedded wallet's login of `keyport`, its feature loaded and enabled first (chunk
 * `keyport-embedded-wallet`; the frame itself loads with the first request).
 * `EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE` ("Unable to load email login dependency") when the login
 * cannot work here (no project id, no eip155 adapter, no page to hold the frame) or its code did
 * not load.
 */
export async function embeddedLoginFor(keyport: object, action: string): Promise<EmbeddedLogin> {
  const container = runtimeOf(keyport, action).get<interfaces.Container>(KeyportContainer);
  if (!embeddedLoginAvailable(container)) {
    throw new EmailLoginDependencyError({
      details: 'the embedded wallet needs a project id, an eip155 adapter and a page to hold its frame',
    });
  }
  const loaded = await loadEmbeddedWallet().catch((cause: unknown) => {
    throw new EmailLoginDependencyError({ cause });
  });
  await runtimeWith(keyport, action, () => Promise.resolve(loaded.embeddedWalletFeature));
  return loaded.embeddedLoginOfContainer(container);
}
