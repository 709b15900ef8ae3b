import { ContainerModule, type interfaces } from 'inversify';
import { type KeyportFeature } from '../features/KeyportFeature';
import { AccountTypeChoice } from './AccountTypeChoice';
import { ApprovalView } from './ApprovalView';
import { EmailLogin } from './EmailLogin';
import { type EmbeddedLogin } from './EmbeddedLogin';
import { EmbeddedLoginService } from './EmbeddedLoginService';
import { EmbeddedLoginStore } from './EmbeddedLoginStore';
import { EmbeddedRpc } from './EmbeddedRpc';
import { EmbeddedSession } from './EmbeddedSession';
import { EmbeddedWalletStorage } from './EmbeddedWalletStorage';
import { FrameClient } from './FrameClient';
import { FrameSync } from './FrameSync';
import { FrameUrl } from './FrameUrl';
import { SocialLogin } from './SocialLogin';

/**
 * The embedded wallet (email, social and Farcaster login through the wallet service's frame, its
 * AUTH connector, RPC policy and approvals): enabled when the visitor picks email or social, or at
 * start to restore a login, so none of it is in what a page loads before the first click (chunk
 * `keyport-embedded-wallet`). The frame itself loads only when a request needs it, and is removed
 * when the instance ends.
 */
export const embeddedWalletFeature: KeyportFeature = {
  name: 'embedded-wallet',
  module: new ContainerModule((bind) => {
    for (const useCase of [
      EmbeddedLoginStore,
      EmbeddedWalletStorage,
      FrameUrl,
      FrameClient,
      ApprovalView,
      EmbeddedRpc,
      EmbeddedSession,
      EmailLogin,
      SocialLogin,
      AccountTypeChoice,
      FrameSync,
      EmbeddedLoginService,
    ]) {
      bind(useCase).toSelf().inSingletonScope();
    }
  }),
  start: (container) => container.get(EmbeddedLoginService).start(),
};

/** The login of a core this feature is enabled on. */
export function embeddedLoginOfContainer(container: interfaces.Container): EmbeddedLogin {
  return container.get(EmbeddedLoginService);
}
