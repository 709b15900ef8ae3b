/**
 * The embedded wallet's login as the page's views and the host's scripts see it (the contract of
 * `application/embedded/EmbeddedLogin.ts`), through the instance's public surface.
 */
export type {
  EmbeddedAuthProvider,
  EmbeddedFrameStatus,
  EmbeddedLogin,
  EmbeddedLoginState,
  FrameArea,
  SocialWindow,
} from '../embedded/EmbeddedLogin';
